"""Pieces of wasm modules built byte by byte, for the tests of the scripts that read modules."""

HEADER = b"\x00asm\x01\x00\x00\x00"


def leb(value):
    """`value` as unsigned LEB128."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def name(text):
    """A name as wasm stores one: its UTF-8 length, then its bytes."""
    data = text.encode()
    return leb(len(data)) + data


def section(kind, payload):
    return bytes([kind]) + leb(len(payload)) + payload


def custom(title, payload):
    return section(0, name(title) + payload)


def name_section(subsection, names):
    """The name section with one name map (1: functions, 9: data segments), names numbered from 0."""
    entries = leb(len(names)) + b"".join(leb(index) + name(text) for index, text in enumerate(names))
    return custom("name", bytes([subsection]) + leb(len(entries)) + entries)
