"""Reading a wasm module's sections and name maps, for the scripts that take a built module apart."""


def leb(data, at, signed=False):
    """A LEB128 number at `at`, unsigned unless `signed`: (value, offset after it)."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                value -= 1 << shift
            return value, at


def sections(data):
    """(id, start of the section, start of its payload, end, custom section name or None) for each section."""
    if data[:4] != b"\0asm":
        raise SystemExit("not a wasm module")
    at = 8
    while at < len(data):
        kind = data[at]
        size, start = leb(data, at + 1)
        name = None
        if kind == 0:
            length, text = leb(data, start)
            name = data[text:text + length].decode()
        yield kind, at, start, start + size, name
        at = start + size


def names(data, start, end, subsection):
    """Index → name from one subsection of the name section whose payload is `data[start:end]`
    (1: functions, 9: data segments)."""
    length, at = leb(data, start)
    at += length
    found = {}
    while at < end:
        kind = data[at]
        size, at = leb(data, at + 1)
        if kind == subsection:
            count, entry = leb(data, at)
            for _ in range(count):
                index, entry = leb(data, entry)
                length, entry = leb(data, entry)
                found[index] = data[entry:entry + length].decode("utf-8", "replace")
                entry += length
        at += size
    return found


def bodies(payload):
    """The function bodies (locals and code, without their sizes) of a code section's payload, in order."""
    count, at = leb(payload, 0)
    result = []
    for _ in range(count):
        size, at = leb(payload, at)
        result.append(payload[at:at + size])
        at += size
    return result


def data_segments(data):
    """(start, end) in memory of each active data segment of memory 0 placed at a constant address."""
    ranges = []
    for kind, _, start, _, _ in sections(data):
        if kind != 11:
            continue
        count, at = leb(data, start)
        for index in range(count):
            flags, at = leb(data, at)
            if flags != 0 or data[at] != 0x41:
                raise ValueError(f"data segment {index}: not at a constant address of memory 0")
            offset, at = leb(data, at + 1, signed=True)
            length, at = leb(data, at + 1)  # past the expression's `end`
            ranges.append((offset, offset + length))
            at += length
    return ranges


def import_modules(data):
    """The module names a wasm module imports from (`vdom`, `calls`…), in the order first seen."""
    return list(dict.fromkeys(module for module, _ in imports(data)))


def imports(data):
    """A wasm module's imports, as (module, name), in order."""
    found = []
    for kind, _, start, end, _ in sections(data):
        if kind != 2:
            continue
        count, at = leb(data, start)
        for _ in range(count):
            length, at = leb(data, at)
            module = data[at:at + length].decode()
            at += length
            length, at = leb(data, at)
            name = data[at:at + length].decode()
            at += length
            kind = data[at]
            at += 1
            if kind == 0:  # a function: its type index
                _, at = leb(data, at)
            elif kind in (1, 2):  # a table (element type, then limits) or a memory (limits)
                at += kind == 1
                flags = data[at]
                _, at = leb(data, at + 1)
                if flags & 1:  # a maximum
                    _, at = leb(data, at)
            else:  # a global: value type and mutability
                at += 2
            found.append((module, name))
    return found
