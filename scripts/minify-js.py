#!/usr/bin/env python3
"""Writes the page's copy of a JavaScript module: comments, indentation and blank lines removed.

    scripts/minify-js.py joined.js web/vdom.min.js

Line breaks between statements stay, so none changes meaning (automatic semicolons, `return` on its own
line). Strings and template literals are copied as they are. The module must not use regular-expression literals: a `/`
is taken as division. The tests run against both files.
"""

import sys


def minify(source):
    out = []
    i, n = 0, len(source)
    braces = []  # for each template literal we are inside a `${` of: the brace depth when it opened
    depth = 0
    line_start = True
    while i < n:
        c = source[i]
        if c == "\n":
            if out and out[-1] != "\n":
                while out and out[-1] in " \t":
                    out.pop()
                out.append("\n")
            i += 1
            line_start = True
            continue
        if line_start and c in " \t":
            i += 1
            continue
        line_start = False
        if source.startswith("//", i):
            while i < n and source[i] != "\n":
                i += 1
            continue
        if source.startswith("/*", i):
            end = source.index("*/", i + 2)
            i = end + 2
            continue
        if c in "'\"":
            j = i + 1
            while source[j] != c:
                j += 2 if source[j] == "\\" else 1
            out.append(source[i:j + 1])
            i = j + 1
            continue
        if c == "`" or (c == "}" and braces and braces[-1] == depth):
            # A template literal, or its text after a `${…}`: copy up to its end or its next `${`.
            if c == "}":
                braces.pop()
            j = i + 1
            while True:
                if source[j] == "\\":
                    j += 2
                elif source[j] == "`":
                    break
                elif source.startswith("${", j):
                    braces.append(depth)
                    j += 1
                    break
                else:
                    j += 1
            out.append(source[i:j + 1])
            i = j + 1
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        out.append(c)
        i += 1
    text = "".join(out).lstrip("\n")
    return text if text.endswith("\n") else text + "\n"


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: minify-js.py SOURCE OUTPUT")
    with open(sys.argv[1], encoding="utf-8") as file:
        source = file.read()
    with open(sys.argv[2], "w", encoding="utf-8") as file:
        file.write(minify(source))


if __name__ == "__main__":
    main()
