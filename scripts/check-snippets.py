#!/usr/bin/env python3
"""Type-checks every Swift snippet of the documentation, and every snippet that must not compile.

    check-snippets.py --modules .build/debug/Modules [--swiftc swiftc] [--root DIR]

The docs say only what is true when what they show compiles. Each ```swift block of `README.md` and
`docs/*.md` is type-checked alone, as one file that imports the toolkit's modules and the doc's context:
`Tests/Snippets/<doc>.swift`, built as a module of its own, declares (publicly) the models and values the
doc's snippets use without declaring them, such as `counter` or `store`. A snippet that declares a name
the context declares too sees its own, as a module's declarations shadow those it imports. A block that is deliberately partial (`form { … }`) has
`<!-- partial -->` on the line before its fence and is skipped. A block that begins with
`// swift-tools-version` is a package manifest, checked against PackageDescription alone.

Each `Tests/CompileFail/*.swift` is a snippet that must not compile: its line `// expected-error: TEXT`
names the error, and the check passes only when the compiler refuses it with an error containing TEXT.

Failures name the doc and the line in it, with the compiler's message; the run ends with
"N passed, N failed".
"""

import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARTIAL = "<!-- partial -->"
IMPORTS = ["Observing", "VDOM", "DOMBridge", "JavaScript", "Browser", "Programs", "JSON", "VDOMTesting", "XCTest"]
ERROR = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")
EXPECTED = re.compile(r"^// expected-error: (.+)$", re.MULTILINE)


class Snippet:
    def __init__(self, doc, line, code):
        self.doc, self.line, self.code = doc, line, code

    @property
    def is_manifest(self):
        return self.code.startswith("// swift-tools-version")


def snippets(path):
    """The ```swift blocks of a Markdown file, each with the line its code starts on; partial ones left
    out."""
    found, lines = [], open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            partial = index > 0 and lines[index - 1].strip() == PARTIAL
            start = index + 1
            end = start
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            if not partial:
                found.append(Snippet(path, start + 1, "\n".join(lines[start:end]) + "\n"))
            index = end
        index += 1
    return found


def context_path(doc, root):
    return os.path.join(root, "Tests", "Snippets", os.path.splitext(os.path.basename(doc))[0] + ".swift")


def build_context(path, swiftc, modules, folder):
    """Builds a doc's context as the module `SnippetContext` in `folder`; returns the compiler's
    complaint, or "" when it built."""
    command = [swiftc, "-emit-module", "-parse-as-library", "-module-name", "SnippetContext", "-I", modules,
               "-emit-module-path", os.path.join(folder, "SnippetContext.swiftmodule"), path]
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return "" if result.returncode == 0 else result.stdout


def source(snippet, with_context):
    """The file a snippet is checked as, and how many lines come before the snippet's own."""
    if snippet.is_manifest:
        return snippet.code, 0
    head = "".join(f"import {module}\n" for module in IMPORTS + (["SnippetContext"] if with_context else []))
    return head + snippet.code, head.count("\n")


def typecheck(swiftc, search_paths, code, manifest=False):
    """The compiler's output for `code` checked alone, and whether it passed."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "snippet.swift")
        with open(path, "w", encoding="utf-8") as file:
            file.write(code)
        command = [swiftc, "-typecheck", path]
        if manifest:
            toolchain = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which(swiftc) or swiftc)))
            command += ["-I", os.path.join(toolchain, "lib", "swift", "pm", "ManifestAPI"),
                        "-Xfrontend", "-package-description-version", "-Xfrontend", "6.0"]
        for search_path in search_paths:
            command += ["-I", search_path]
        result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        return result.stdout.replace(path, "snippet.swift"), result.returncode == 0


def check_snippet(snippet, swiftc, modules, root, contexts):
    """"" when the snippet compiles, else what to say about it."""
    context = contexts.get(snippet.doc)
    code, offset = source(snippet, context is not None)
    paths = [] if snippet.is_manifest else [modules] + ([context] if context else [])
    output, passed = typecheck(swiftc, paths, code, snippet.is_manifest)
    if passed:
        return ""
    where = os.path.relpath(snippet.doc, root)
    messages = []
    for line in output.splitlines():
        error = ERROR.match(line)
        if error:
            at = int(error.group(2)) - offset
            place = f"{where}:{snippet.line + at - 1}" if at >= 1 else f"{where}:{snippet.line} (its context)"
            messages.append(f"{place}: error: {error.group(4)}")
    return "\n".join(messages) or f"{where}:{snippet.line}: the snippet does not compile:\n{output}"


def check_compile_fail(path, swiftc, modules, root, contexts):
    """"" when the file fails to compile with the error it expects, else what went wrong."""
    code = open(path, encoding="utf-8").read()
    expected = EXPECTED.search(code)
    where = os.path.relpath(path, root)
    if not expected:
        return f"{where}: no `// expected-error: …` line says what must fail"
    output, passed = typecheck(swiftc, [modules], code)
    errors = [match.group(4) for match in map(ERROR.match, output.splitlines()) if match]
    if passed:
        return f"{where}: compiles, but must fail with \"{expected.group(1)}\""
    if not any(expected.group(1) in error for error in errors):
        return f"{where}: fails, but not with \"{expected.group(1)}\":\n" + "\n".join(errors)
    return ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--modules", required=True, help="the Linux build's module folder")
    parser.add_argument("--swiftc", default="swiftc")
    parser.add_argument("--root", default=ROOT)
    options = parser.parse_args()
    docs = [os.path.join(options.root, "README.md")] + sorted(glob.glob(os.path.join(options.root, "docs", "*.md")))
    jobs = [(check_snippet, snippet) for doc in docs for snippet in snippets(doc)]
    jobs += [(check_compile_fail, path) for path in sorted(glob.glob(os.path.join(options.root, "Tests", "CompileFail", "*.swift")))]
    failures, contexts = [], {}
    with tempfile.TemporaryDirectory() as scratch, \
            concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for index, doc in enumerate(docs):
            path = context_path(doc, options.root)
            if os.path.exists(path):
                folder = os.path.join(scratch, str(index))
                os.makedirs(folder)
                complaint = build_context(path, options.swiftc, options.modules, folder)
                if complaint:
                    failures.append(f"{os.path.relpath(path, options.root)}: the context does not build:\n{complaint}")
                else:
                    contexts[doc] = folder
        results = list(pool.map(lambda job: job[0](job[1], options.swiftc, options.modules, options.root, contexts), jobs))
    failures += [result for result in results if result]
    for failure in failures:
        print(failure)
    print(f"snippets: {len(jobs) - len(failures)} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
