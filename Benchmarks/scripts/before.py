"""Another commit's benchmark page, built apart so that `make bench BEFORE=<commit>` can measure it in the
same run as the page of the working tree.

The commit's tracked files are written by `git archive` into `SCRATCH/bench-before/<commit>/`, and its
page is built there by that commit's own `make bench-pages` (its own toolset and build steps) with the
same Swift toolchain. The tree is named by the full commit, so a later run with the same commit reuses it
and its build directories; a tree is renamed into place only once it is complete.
"""

import os
import shutil
import subprocess
import sys

import server

# What a build leaves in the commit's tree, whichever layout the commit has: the page (its index.html and
# module, under `server.pages_directory`) and the shim every page loads.
MODULE = os.path.join("swift", "bench.wasm")
SHIM = os.path.join("web", "vdom.min.js")
# The variables make passes to the make it runs: the inner build must see its own defaults, not the
# outer command line's.
MAKE_ENVIRONMENT = ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES")


class BuildError(Exception):
    """A commit that cannot be built: the message says which and why."""


def resolve(commit, repository=server.ROOT):
    """(the full commit, its subject line) that `commit` names in `repository`."""
    if not commit or commit.startswith("-"):
        raise BuildError(f"BEFORE={commit}: not a commit of this repository")
    found = subprocess.run(["git", "-C", repository, "log", "-1", "--format=%H %s", commit + "^{commit}", "--"],
                           capture_output=True, text=True)
    if found.returncode != 0 or not found.stdout.strip():
        raise BuildError(f"BEFORE={commit}: not a commit of this repository")
    full, _, subject = found.stdout.strip().partition(" ")
    return full, subject


def tree_directory(scratch, full):
    """Where the commit's files are written and its page built."""
    return os.path.join(os.path.abspath(scratch), "bench-before", full)


def build_command(tree, swift):
    """The command that builds the commit's page in its tree."""
    return ["make", "--no-print-directory", "-C", tree, "bench-pages", f"SWIFT={swift}"]


def extract(full, tree, repository=server.ROOT):
    """Writes the commit's tracked files into `tree` (unless an earlier run did)."""
    if os.path.isdir(tree):
        return
    partial = tree + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(partial)
    archive = subprocess.Popen(["git", "-C", repository, "archive", "--format=tar", full], stdout=subprocess.PIPE)
    unpacked = subprocess.run(["tar", "-x", "-C", partial], stdin=archive.stdout)
    archive.stdout.close()
    if archive.wait() != 0 or unpacked.returncode != 0:
        raise BuildError(f"{full[:12]}: git archive | tar -x failed")
    os.rename(partial, tree)


def build(commit, scratch, swift, repository=server.ROOT, log=sys.stderr):
    """Builds the page of `commit`; returns (the tree the page is served from, the full commit, its subject).
    What the build prints goes to `log` (stderr: stdout is the run's table)."""
    full, subject = resolve(commit, repository)
    tree = tree_directory(scratch, full)
    print(f"building the benchmark page of {full[:12]} ({subject}) in {tree}", file=log, flush=True)
    extract(full, tree, repository)
    environment = {name: value for name, value in os.environ.items() if name not in MAKE_ENVIRONMENT}
    if subprocess.run(build_command(tree, swift), env=environment, stdout=log, stderr=log).returncode != 0:
        raise BuildError(f"{full[:12]}: make bench-pages failed in {tree}")
    for path in (os.path.join(server.pages_directory(tree), MODULE), os.path.join(tree, SHIM)):
        if not os.path.isfile(path):
            raise BuildError(f"{full[:12]}: make bench-pages built no {os.path.relpath(path, tree)}")
    return tree, full, subject
