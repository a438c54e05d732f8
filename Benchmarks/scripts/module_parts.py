"""What each part of a wasm module costs the page: its functions grouped by the Swift type (or free
function) they belong to, with their raw code bytes and what leaving them out saves in brotli.

    python3 Benchmarks/scripts/module_parts.py MODULE.wasm [--top 30] [--group NAME=PART,PART …]

The module must keep its function names (`make bench-size` builds the benchmark page's that way). A
part's brotli figure is the whole code section compressed, less the same section compressed without
that part's function bodies: what that part adds once the rest is there. Brotli finds repeats across
parts, so the figures do not sum to the total, and the release build (other `wasm-opt` passes, no
names) differs from this one by a few per cent.
"""

import argparse
import collections
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "scripts"))
from wasm_module import bodies, leb, names, sections  # noqa: E402

DEMANGLE = "swift-demangle"
# Wrappers around the name of the function a body belongs to, removed before grouping.
WRAPPERS = re.compile(r"^((specialized|merged|static|partial apply for|reabstraction thunk helper from"
                      r"|one-time initialization function for|variable initialization expression of"
                      r"|outlined (copy|consume|destroy|init with copy|init with take|retain|release) of"
                      r"|(implicit )?closure #\d+ in) )+")


def imported_functions(payload):
    count, at = leb(payload, 0)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            length, at = leb(payload, at)
            at += length
        kind = payload[at]
        at += 1
        if kind == 0:  # function: type index
            functions += 1
            _, at = leb(payload, at)
        elif kind == 1:  # table: element type, limits
            flags, at = leb(payload, at + 1)
            _, at = leb(payload, at)
            if flags & 1:
                _, at = leb(payload, at)
        elif kind == 2:  # memory: limits
            flags, at = leb(payload, at)
            _, at = leb(payload, at)
            if flags & 1:
                _, at = leb(payload, at)
        elif kind == 3:  # global: value type, mutability
            at += 2
    return functions


def brotli(data):
    return len(subprocess.run(["brotli", "-c", "-q", "11"], input=data, stdout=subprocess.PIPE, check=True).stdout)


def part(demangled):
    name = WRAPPERS.sub("", demangled)
    name = re.sub(r"^generic specialization <.*?> of ", "", name)
    name = name.split("(")[0].split(" ")[0].split("<")[0]
    return name.split(".")[0] or "(unnamed)"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--group", action="append", default=[], metavar="NAME=PART,PART",
                        help="print instead what the named parts cost together (a feature's types)")
    args = parser.parse_args()

    data = open(args.module, "rb").read()
    imports, functions, code = 0, None, []
    for kind, _, start, end, name in sections(data):
        if kind == 2:
            imports = imported_functions(data[start:end])
        elif kind == 10:
            code = bodies(data[start:end])
        elif name == "name":
            functions = names(data, start, end, 1)
    if functions is None:
        raise SystemExit(f"{args.module} has no function names: build it with them (make bench-size)")
    mangled = [functions.get(imports + index, "") for index in range(len(code))]
    demangled = subprocess.run([DEMANGLE, "--simplified", "--compact"], input="\n".join(mangled),
                               stdout=subprocess.PIPE, text=True, check=True).stdout.split("\n")
    parts = [part(name) for name in demangled[:len(code)]]

    raw = collections.Counter()
    for name, body in zip(parts, code):
        raw[name] += len(body)
    whole = brotli(b"".join(code))
    if args.group:
        print(f"{'brotli':>8} {'raw':>8}  feature (its parts)")
        for group in args.group:
            label, _, members = group.partition("=")
            chosen = set(members.split(","))
            without = brotli(b"".join(body for other, body in zip(parts, code) if other not in chosen))
            print(f"{whole - without:>8,} {sum(raw[name] for name in chosen):>8,}  {label} ({', '.join(sorted(chosen))})")
        return
    print(f"{args.module}: {len(code)} functions, code {sum(map(len, code)):,} bytes raw, {whole:,} brotli")
    print(f"{'brotli':>8} {'raw':>8}  part (functions)")
    counts = collections.Counter(parts)
    for name, size in raw.most_common(args.top):
        without = brotli(b"".join(body for other, body in zip(parts, code) if other != name))
        print(f"{whole - without:>8,} {size:>8,}  {name} ({counts[name]})")


if __name__ == "__main__":
    main()
