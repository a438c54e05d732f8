#!/usr/bin/env python3
"""Puts a wasm module's functions in an order that compresses better, after `wasm-opt`:

    scripts/order-functions.py optimised.wasm out.wasm

Brotli and gzip encode a repeat as a copy of earlier bytes, and a copy from close by costs fewer bits.
The compiler lays functions out by source file, so the specialisations of one generic function, or
two functions that do the same with different fields, sit far apart. Here each function is followed
by the one left that shares the most of its 4-byte sequences (by Jaccard similarity), starting from
the largest. What it saves is in docs/design.md.

The functions are moved in binaryen's text form (`wasm-dis`, then `wasm-as`), where calls name their
callee, so every call, table entry and export follows its function to its new index; nothing else in
the module changes. The module's features are read from what `wasm-dis` reports of its features
section; the output has no features section, which no browser reads.
"""

import subprocess
import sys

from wasm_module import bodies, sections

GRAM = 4


def order(code):
    """The new order of the function bodies `code`, as indices into it."""
    grams = [frozenset(body[at:at + GRAM] for at in range(len(body) - GRAM + 1)) for body in code]
    left = list(range(len(code)))
    if not left:
        return []
    current = max(left, key=lambda index: (len(code[index]), -index))
    result = [current]
    left.remove(current)
    while left:
        last = grams[current]

        def closeness(index):
            shared = len(last & grams[index])
            return shared / (len(last) + len(grams[index]) - shared + 1), -index

        current = max(left, key=closeness)
        result.append(current)
        left.remove(current)
    return result


def top_level_forms(text):
    """The module's text split into its opening line, its top-level forms (each a list of lines) and
    its closing lines."""
    lines = text.split("\n")
    if not lines or lines[0] != "(module":
        raise SystemExit("order-functions: wasm-dis printed no module")
    forms = []
    for line in lines[1:]:
        if line.startswith(" (") or line.startswith(" ;;"):
            forms.append([line])
        elif line.startswith(" ") and forms:
            forms[-1].append(line)
        else:
            break
    closing = lines[1 + sum(map(len, forms)):]
    return lines[0], forms, closing


def reorder(text, new_order):
    """The module text with its defined functions (the top-level `(func` forms) in `new_order`."""
    opening, forms, closing = top_level_forms(text)
    functions = [form for form in forms if form[0].startswith(" (func ")]
    if len(functions) != len(new_order):
        raise SystemExit(f"order-functions: {len(functions)} functions in the text, {len(new_order)} bodies")
    others = [form for form in forms if not form[0].startswith(" (func ")]
    lines = [opening] + [line for form in others for line in form]
    lines += [line for index in new_order for line in functions[index]]
    return "\n".join(lines + closing)


def features(text):
    """`wasm-as` flags for the features `wasm-dis` found in the module's features section."""
    for line in text.split("\n"):
        if line.startswith(" ;; features section: "):
            return ["--enable-" + name for name in line.split(": ", 1)[1].split(", ")]
    return []


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: order-functions.py optimised.wasm out.wasm")
    source, output = sys.argv[1:]
    data = open(source, "rb").read()
    code = next((bodies(data[start:end]) for kind, _, start, end, _ in sections(data) if kind == 10), [])
    text = subprocess.run(["wasm-dis", source], stdout=subprocess.PIPE, text=True, check=True).stdout
    result = subprocess.run(["wasm-as", *features(text), "-", "-o", output],
                            input=reorder(text, order(code)), text=True)
    if result.returncode != 0:
        raise SystemExit(f"order-functions: wasm-as failed on the reordered {source}")


if __name__ == "__main__":
    main()
