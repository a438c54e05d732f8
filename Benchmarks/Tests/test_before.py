"""How `make bench BEFORE=<commit>` builds another commit's page apart (`Benchmarks/scripts/before.py`) and
serves it (`server.py`): a small repository whose `make bench-pages` writes the files a build leaves."""

import os
import subprocess
import sys
import tempfile
import unittest
import unittest.mock
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Benchmarks", "scripts"))
import before  # noqa: E402
import server  # noqa: E402

# Writes the page's module and the shim, and what the make it runs was told from outside.
MAKEFILE = """bench-pages:
\tmkdir -p {pages}/swift web
\tprintf 'module of %s' "$(SWIFT)" > {pages}/swift/bench.wasm
\tprintf 'shim' > web/vdom.min.js
\tprintf '[$(OUTER)]' > outer.txt
"""


def git(repository, *arguments):
    return subprocess.run(["git", "-C", repository, *arguments], check=True, capture_output=True, text=True).stdout


def repository(directory, makefile, pages="Benchmarks/web"):
    """A repository of one commit: `makefile`, and the page's index.html under `pages`."""
    os.makedirs(os.path.join(directory, pages, "swift"))
    with open(os.path.join(directory, pages, "swift", "index.html"), "w") as page:
        page.write("<title>before</title>")
    with open(os.path.join(directory, "Makefile"), "w") as file:
        file.write(makefile.format(pages=pages))
    git(directory, "init", "-q")
    git(directory, "add", ".")
    git(directory, "-c", "user.name=Bench", "-c", "user.email=bench@example.invalid", "commit", "-q", "-m", "The page")
    return git(directory, "rev-parse", "HEAD").strip()


class BeforeTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.addCleanup(self.directory.cleanup)
        self.repository = os.path.join(self.directory.name, "repository")
        self.scratch = os.path.join(self.directory.name, "scratch")
        self.log = open(os.devnull, "w")
        self.addCleanup(self.log.close)

    def build(self, commit, swift="swift"):
        return before.build(commit, self.scratch, swift, self.repository, self.log)

    def test_a_commit_is_built_in_a_tree_of_its_own_by_its_own_make(self):
        full = repository(self.repository, MAKEFILE)
        outer = dict(os.environ, MAKEFLAGS="OUTER=leaked", MAKELEVEL="1")
        with unittest.mock.patch.dict(os.environ, outer):
            tree, built, subject = self.build("HEAD", "/opt/swift/bin/swift")
        self.assertEqual((tree, built, subject),
                         (os.path.join(self.scratch, "bench-before", full), full, "The page"))
        with open(os.path.join(tree, "Benchmarks", "web", "swift", "bench.wasm")) as module:
            self.assertEqual(module.read(), "module of /opt/swift/bin/swift")
        with open(os.path.join(tree, "outer.txt")) as outer_variables:
            self.assertEqual(outer_variables.read(), "[]")
        self.assertEqual(sorted(os.listdir(os.path.join(self.scratch, "bench-before"))), [full])

    def test_a_second_build_reuses_the_tree(self):
        repository(self.repository, MAKEFILE)
        tree, _, _ = self.build("HEAD")
        with open(os.path.join(tree, "kept.txt"), "w") as kept:
            kept.write("from the first build")
        self.assertEqual(self.build("HEAD")[0], tree)
        self.assertTrue(os.path.exists(os.path.join(tree, "kept.txt")))

    def test_a_commit_of_the_layout_before_benchmarks_had_a_folder(self):
        repository(self.repository, MAKEFILE, pages="web/bench")
        tree, _, _ = self.build("HEAD")
        self.assertEqual(server.pages_directory(tree), os.path.join(tree, "web", "bench"))
        httpd = server.serve(tree=tree)
        self.addCleanup(httpd.server_close)
        self.addCleanup(httpd.shutdown)
        base = f"http://127.0.0.1:{httpd.server_port}"
        for path, text in (("/bench/swift/", "<title>before</title>"), ("/bench/swift/bench.wasm", "module of swift"),
                           ("/vdom.min.js", "shim")):
            with urllib.request.urlopen(base + path) as response:
                self.assertEqual(response.read().decode(), text, path)
        self.assertEqual(server.resolve(httpd, "/css/main.css"),
                         os.path.join(server.ROOT, "Benchmarks", "web", "css", "main.css"))

    def test_names_that_are_not_commits_are_refused(self):
        repository(self.repository, MAKEFILE)
        for commit in ["no-such-commit", "HEAD~5", "--all", ""]:
            with self.assertRaises(before.BuildError) as caught:
                self.build(commit)
            self.assertEqual(str(caught.exception), f"BEFORE={commit}: not a commit of this repository")
        self.assertFalse(os.path.exists(self.scratch))

    def test_a_failed_build_names_the_commit_and_its_tree(self):
        full = repository(self.repository, "bench-pages:\n\tfalse\n")
        with self.assertRaises(before.BuildError) as caught:
            self.build(full[:7])
        self.assertEqual(str(caught.exception),
                         f"{full[:12]}: make bench-pages failed in {os.path.join(self.scratch, 'bench-before', full)}")

    def test_a_build_that_leaves_no_page_is_refused(self):
        full = repository(self.repository, "bench-pages:\n\ttrue\n")
        with self.assertRaises(before.BuildError) as caught:
            self.build("HEAD")
        self.assertEqual(str(caught.exception), f"{full[:12]}: make bench-pages built no Benchmarks/web/swift/bench.wasm")


if __name__ == "__main__":
    unittest.main()
