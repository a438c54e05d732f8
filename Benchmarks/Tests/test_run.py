"""What `make bench` measures and in which order (`Benchmarks/scripts/run.py`), without Chromium: the pages
of a run, with and without `BEFORE=<commit>` or `COLD=1`, and the plan `--dry-run` prints."""

import os
import subprocess
import sys
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCRIPT = os.path.join(ROOT, "Benchmarks", "scripts", "run.py")
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "scripts"))
import run  # noqa: E402


def dry_run(*arguments):
    return subprocess.run([sys.executable, SCRIPT, "--dry-run", *arguments], capture_output=True, text=True, cwd=ROOT)


# The plan of the cold load, after the rest of the run's.
COLD_PLAN = [
    "cold load, 10 loads of each page, each in a fresh browser:",
    "  vanilla            /bench/vanilla/",
    f"  pre-rendered       /bench/swift/ of {ROOT}/Benchmarks/web/swift",
    "  not pre-rendered   /bench/swift-not-prerendered/, derived from it",
    "load 1: vanilla, pre-rendered, not pre-rendered",
    "load 2: pre-rendered, not pre-rendered, vanilla",
    "load 3: not pre-rendered, vanilla, pre-rendered",
    "load 4: vanilla, pre-rendered, not pre-rendered",
]


class PlanTests(unittest.TestCase):
    def test_without_another_commit_the_swift_page_is_compared_with_plain_javascript(self):
        self.assertEqual(run.plan(), ([run.Page("vanilla", ROOT, "/bench/vanilla/"), run.Page("swift", ROOT, "/bench/swift/")],
                                      ("swift", "vanilla")))

    def test_another_commit_is_served_from_its_own_tree_and_is_the_ratios_denominator(self):
        self.assertEqual(run.plan("/tmp/before"), ([run.Page("vanilla", ROOT, "/bench/vanilla/"),
                                                    run.Page("before", "/tmp/before", "/bench/swift/"),
                                                    run.Page("after", ROOT, "/bench/swift/")], ("after", "before")))

    def test_two_pages_alternate(self):
        self.assertEqual([run.order(["vanilla", "swift"], index) for index in range(4)],
                         [["vanilla", "swift"], ["swift", "vanilla"], ["vanilla", "swift"], ["swift", "vanilla"]])

    def test_three_pages_rotate_so_that_each_takes_every_place(self):
        self.assertEqual([run.order(["vanilla", "before", "after"], index) for index in range(4)],
                         [["vanilla", "before", "after"], ["before", "after", "vanilla"],
                          ["after", "vanilla", "before"], ["vanilla", "before", "after"]])


class DryRunTests(unittest.TestCase):
    def test_the_plan_of_a_run_against_plain_javascript(self):
        result = dry_run("--runs", "2")
        self.assertEqual((result.returncode, result.stderr), (0, ""))
        self.assertEqual(result.stdout, "\n".join([
            "pages, in the order of the first run:",
            f"  vanilla  /bench/vanilla/ of {ROOT}",
            f"  swift    /bench/swift/ of {ROOT}",
            "ratios: swift / vanilla",
            "run 1: vanilla, swift",
            "run 2: swift, vanilla",
            *COLD_PLAN,
        ]) + "\n")

    def test_the_plan_of_the_cold_load_alone(self):
        result = dry_run("--cold-only")
        self.assertEqual((result.returncode, result.stderr), (0, ""))
        self.assertEqual(result.stdout, "\n".join(COLD_PLAN) + "\n")

    def test_a_run_without_the_cold_load(self):
        result = dry_run("--runs", "1", "--skip", "cold")
        self.assertEqual((result.returncode, result.stderr), (0, ""))
        self.assertNotIn("cold", result.stdout)

    def test_the_cold_load_alone_has_no_other_commit(self):
        result = dry_run("--cold-only", "--before", "HEAD")
        self.assertEqual((result.returncode, result.stdout, result.stderr),
                         (1, "", "make bench: COLD=1 measures the working tree's page alone, not BEFORE=\n"))

    def test_the_plan_of_a_run_against_another_commit_builds_nothing(self):
        full, subject = subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%H%n%s", "HEAD"], check=True,
                                       capture_output=True, text=True).stdout.splitlines()
        scratch = os.path.join(ROOT, ".build", "dry-run-test")
        tree = os.path.join(scratch, "bench-before", full)
        result = dry_run("--before", "HEAD~0", "--scratch", scratch, "--swift", "/opt/swift/bin/swift")
        self.assertEqual((result.returncode, result.stderr), (0, ""))
        self.assertEqual(result.stdout, "\n".join([
            "pages, in the order of the first run:",
            f"  vanilla  /bench/vanilla/ of {ROOT}",
            f"  before   /bench/swift/ of {tree}",
            f"  after    /bench/swift/ of {ROOT}",
            "ratios: after / before",
            "run 1: vanilla, before, after",
            "run 2: before, after, vanilla",
            "run 3: after, vanilla, before",
            "run 4: vanilla, before, after",
            f"before: {full[:12]} {subject}, built by: make --no-print-directory -C {tree} bench-pages "
            "SWIFT=/opt/swift/bin/swift",
            *COLD_PLAN,
        ]) + "\n")
        self.assertFalse(os.path.exists(scratch))

    def test_a_name_that_is_not_a_commit_stops_the_run(self):
        result = dry_run("--before", "no-such-commit")
        self.assertEqual((result.returncode, result.stdout, result.stderr),
                         (1, "", "make bench: BEFORE=no-such-commit: not a commit of this repository\n"))


if __name__ == "__main__":
    unittest.main()
