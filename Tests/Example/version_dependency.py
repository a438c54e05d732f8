#!/usr/bin/env python3
"""Builds examples/Greeter with the toolkit as a version dependency, through the build-page command:

    python3 Tests/Example/version_dependency.py [WORK-FOLDER]

The toolkit's files as they stand (tracked, or new and not ignored) are committed to a local git
repository and tagged 0.1.0; a copy of Greeter names it by `url: "file://…"`, `from: "0.1.0"` instead of
its path, and `swift package build-page` builds its page from the checkout SwiftPM makes. The module
must come out byte for byte as the path-dependency build made it (`make greeter`, which runs first).

The work folder (default `.build-wasm/version-dependency`) is kept between runs. The commit has fixed
dates, so unchanged files give the same commit and SwiftPM keeps its checkout and builds.
"""

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "Greeter")
PATH_DEPENDENCY = '.package(name: "SwiftVDOM", path: "../..")'
# The same author and dates for every run: the same files give the same commit.
GIT_ENVIRONMENT = {
    "GIT_AUTHOR_NAME": "SwiftVDOM", "GIT_AUTHOR_EMAIL": "toolkit@localhost",
    "GIT_COMMITTER_NAME": "SwiftVDOM", "GIT_COMMITTER_EMAIL": "toolkit@localhost",
    "GIT_AUTHOR_DATE": "2000-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2000-01-01T00:00:00Z",
}


def git(repository, *arguments):
    subprocess.run(["git", "-C", repository, *arguments], check=True, stdout=subprocess.DEVNULL,
                   env=dict(os.environ, **GIT_ENVIRONMENT))


def toolkit_files():
    listed = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            check=True, stdout=subprocess.PIPE).stdout.decode().split("\0")
    return [name for name in listed if name and os.path.isfile(os.path.join(ROOT, name))]


def make_repository(repository):
    """The toolkit's files, committed and tagged 0.1.0, in a fresh repository; returns the commit."""
    shutil.rmtree(repository, ignore_errors=True)
    for name in toolkit_files():
        target = os.path.join(repository, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(os.path.join(ROOT, name), target)
    git(repository, "init", "-q", "-b", "main")
    git(repository, "add", "-A")
    git(repository, "commit", "-q", "-m", "SwiftVDOM")
    git(repository, "tag", "0.1.0")
    return subprocess.run(["git", "-C", repository, "rev-parse", "HEAD"], check=True, stdout=subprocess.PIPE,
                          text=True).stdout.strip()


def copy_if_changed(source, target):
    """Copies a file unless the target holds the same bytes, so the build sees an unchanged file as such."""
    if os.path.exists(target):
        with open(source, "rb") as new, open(target, "rb") as old:
            if new.read() == old.read():
                return target
    return shutil.copy2(source, target)


def make_app(app, repository, commit):
    """A copy of Greeter that names the repository by URL and version."""
    for name in ["Sources", "web"]:
        shutil.copytree(os.path.join(EXAMPLE, name), os.path.join(app, name), dirs_exist_ok=True,
                        copy_function=copy_if_changed, ignore=shutil.ignore_patterns("*.wasm", "vdom.min.js"))
    with open(os.path.join(EXAMPLE, "Package.swift"), encoding="utf-8") as source:
        manifest = source.read()
    if PATH_DEPENDENCY not in manifest:
        sys.exit(f"examples/Greeter/Package.swift no longer says {PATH_DEPENDENCY}: update this test")
    manifest = manifest.replace(PATH_DEPENDENCY, f'.package(url: "file://{repository}", from: "0.1.0")')
    with open(os.path.join(app, "Package.swift"), "w", encoding="utf-8") as target:
        target.write(manifest)
    resolved = os.path.join(app, "Package.resolved")
    if os.path.exists(resolved):
        with open(resolved, encoding="utf-8") as pins:
            if commit in pins.read():
                return
    # The tag names another commit than the one checked out: resolve again from scratch (SwiftPM's clone
    # would keep the tag where it was, and its workspace the revision).
    if os.path.exists(resolved):
        os.remove(resolved)
    for scratch in [".build", ".build-wasm"]:
        shutil.rmtree(os.path.join(app, scratch), ignore_errors=True)


def main():
    work = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build-wasm", "version-dependency"))
    repository, app = os.path.join(work, "SwiftVDOM"), os.path.join(work, "Greeter")
    make_app(app, repository, make_repository(repository))
    swift = os.environ.get("SWIFT", "swift")
    build = subprocess.run([swift, "package", "--disable-dependency-cache", "--allow-writing-to-package-directory",
                            "build-page", "--product", "Greeter"], cwd=app, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
    print(build.stdout, end="")
    if build.returncode != 0:
        sys.exit(f"the version-dependency build of Greeter failed ({build.returncode})")
    toolset = os.path.join(app, ".build", "checkouts", "SwiftVDOM", "wasm", "toolset.json")
    if f"--toolset {toolset} " not in build.stdout:
        sys.exit(f"the build did not use the checkout's toolset ({toolset})")
    for name in ["Greeter.wasm", "vdom.min.js"]:
        with open(os.path.join(app, "web", name), "rb") as built, open(os.path.join(EXAMPLE, "web", name), "rb") as by_path:
            if built.read() != by_path.read():
                sys.exit(f"web/{name} differs from the path-dependency build's examples/Greeter/web/{name}")
    print("Greeter built as a version dependency: the same page as by path.")


if __name__ == "__main__":
    main()
