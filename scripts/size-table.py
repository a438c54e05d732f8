#!/usr/bin/env python3
"""Writes the pages' sizes, as `make size` prints them, into the README's size table.

    make size README=1
    python3 scripts/size-table.py README.md < sizes.txt

The input is what `make size` prints: for each page a title line, then `scripts/sizes.sh`'s table (a
`file raw gzip brotli` header, a row per file, a `total` row). The table goes between the lines
`<!-- sizes -->` and `<!-- /sizes -->` of the file, replacing what was there, one row per page: its
module (the `.wasm` files), the shim (`vdom.min.js`), the page's other files, and its totals. So the
README shows the figures of the last measurement, not ones copied by hand.
"""

import re
import sys

START, END = "<!-- sizes -->", "<!-- /sizes -->"
HEADER = re.compile(r"^file\s+raw\s+gzip\s+brotli$")
ROW = re.compile(r"^(.+?)\s+(\d+)\s+(\d+)\s+(\d+)$")
SHIM = "vdom.min.js"


class TableError(Exception):
    """Input or a file the table cannot be written from or into: the message says why."""


def pages(text):
    """[(title, [(file, raw, gzip, brotli)], (raw, gzip, brotli) totals)] from what `make size` prints."""
    found, title, rows = [], None, None
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("(brotli is not installed"):
            raise TableError("brotli is not installed (Debian package brotli): the table needs its figures")
        if rows is None:
            if HEADER.match(line):
                if title is None:
                    raise TableError("a table of sizes has no title line before it")
                rows = []
            elif line:
                title = line
            continue
        match = ROW.match(line)
        if not match:
            raise TableError(f"{title}: not a row of sizes: {line!r}")
        name, figures = match.group(1), tuple(int(group) for group in match.groups()[1:])
        if name == "total":
            found.append((title, rows, figures))
            title, rows = None, None
        else:
            rows.append((name, *figures))
    if rows is not None:
        raise TableError(f"{title}: the table of sizes has no total")
    if not found:
        raise TableError("no table of sizes in the input (it is what `make size` prints)")
    return found


def number(value):
    return f"{value:,}"


def part(rows):
    """The cell of some of a page's files: raw and brotli bytes, or a dash when there are none."""
    if not rows:
        return "—"
    return f"{number(sum(row[1] for row in rows))} raw, {number(sum(row[3] for row in rows))} brotli"


def table(found):
    """The Markdown table of the pages, one row each."""
    lines = ["| Page | Module | Shim (`vdom.min.js`) | Page files | Total raw | Total gzip | Total brotli |",
             "|---|---|---|---|---|---|---|"]
    for title, rows, (raw, gzip, brotli) in found:
        module = [row for row in rows if row[0].endswith(".wasm")]
        shim = [row for row in rows if row[0] == SHIM]
        others = [row for row in rows if row not in module and row not in shim]
        lines.append(f"| {title} | {part(module)} | {part(shim)} | {part(others)} | {number(raw)} | {number(gzip)}"
                     f" | {number(brotli)} |")
    return "\n".join(lines) + "\n"


def rewrite(document, found):
    """`document` with the table between its markers replaced by that of `found`."""
    lines = document.splitlines(keepends=True)
    starts = [index for index, line in enumerate(lines) if line.strip() == START]
    ends = [index for index, line in enumerate(lines) if line.strip() == END]
    if len(starts) != 1 or len(ends) != 1 or ends[0] < starts[0]:
        raise TableError(f"expected one line {START} and, after it, one line {END}")
    return "".join(lines[:starts[0] + 1]) + table(found) + "".join(lines[ends[0]:])


def main():
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} README.md < what-make-size-printed.txt")
    path = sys.argv[1]
    try:
        found = pages(sys.stdin.read())
        with open(path) as file:
            document = rewrite(file.read(), found)
    except TableError as error:
        sys.exit(f"{path}: {error}")
    with open(path, "w") as file:
        file.write(document)
    print(f"{path}: the size table now shows {len(found)} pages")


if __name__ == "__main__":
    main()
