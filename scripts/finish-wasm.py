#!/usr/bin/env python3
"""Removes from a linked wasm module what no page reads, before wasm-opt shrinks it:

    scripts/finish-wasm.py linked.wasm finished.wasm

* The 16-byte module hash the Swift compiler stamps into every object file (`.swift_modhash`, for its
  incremental builds) becomes a data segment nothing reads: 16 random bytes per source file, which
  no compressor can shrink. Its bytes are zeroed, so `wasm-opt` drops the segment (memory
  starts zeroed) and, without `wasm-opt`, it compresses to nothing.
* Debug sections and the name section are dropped.

The module must be linked with its name section (the toolset links without `--strip-debug` and asks
the compiler driver not to run `wasm-opt` itself): that section is where the segments are named. A
module without it is refused, since the hash could not be found.
"""

import sys

from wasm_module import leb, names, sections


def segment_payloads(data, start):
    """(offset of the bytes, length) of each data segment, in order."""
    count, at = leb(data, start)
    for _ in range(count):
        flags, at = leb(data, at)
        if flags == 1:
            raise SystemExit("finish-wasm: passive data segments are not expected")
        if flags == 2:
            _, at = leb(data, at)
        # The offset expression: `i32.const N` then `end`.
        if data[at] != 0x41:
            raise SystemExit(f"finish-wasm: unexpected segment offset at byte {at}")
        _, at = leb(data, at + 1)
        if data[at] != 0x0B:
            raise SystemExit(f"finish-wasm: unexpected segment offset at byte {at}")
        length, at = leb(data, at + 1)
        yield at, length
        at += length


def finish(data):
    found = list(sections(data))
    name_section = next(((start, end) for kind, _, start, end, name in found if name == "name"), None)
    if name_section is None:
        raise SystemExit("finish-wasm: the module has no name section (was it linked with --strip-debug?)")
    segments = names(data, *name_section, 9)
    out = bytearray(data[:8])
    for kind, header, start, end, name in found:
        if kind == 0 and (name == "name" or name.startswith(".debug")):
            continue
        section = bytearray(data[header:end])
        if kind == 11:
            for index, (at, length) in enumerate(segment_payloads(data, start)):
                if segments.get(index) == ".swift_modhash":
                    section[at - header:at - header + length] = bytes(length)
        out += section
    return bytes(out)


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    with open(sys.argv[1], "rb") as source:
        data = source.read()
    with open(sys.argv[2], "wb") as target:
        target.write(finish(data))


if __name__ == "__main__":
    main()
