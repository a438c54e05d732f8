"""How `scripts/bench/module_parts.py` reads a module's functions and names, and groups them into parts."""

import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
SCRIPT = os.path.join(ROOT, "scripts", "bench", "module_parts.py")
sys.path.insert(0, os.path.join(ROOT, "scripts", "bench"))
import module_parts  # noqa: E402


def leb(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def name(text):
    data = text.encode()
    return leb(len(data)) + data


def section(kind, payload):
    return bytes([kind]) + leb(len(payload)) + payload


def module(with_names=True):
    """One imported function (index 0), a memory import, and two defined functions (indices 1 and 2)."""
    types = section(1, leb(1) + b"\x60\x00\x00")
    imports = section(2, leb(2) + name("vdom") + name("flush") + b"\x00" + leb(0)
                      + name("env") + name("memory") + b"\x02\x00" + leb(1))
    functions = section(3, leb(2) + leb(0) + leb(0))
    first, second = b"\x00\x0b", b"\x00\x01\x01\x0b"  # no locals, then end; no locals, nop, nop, end
    code = section(10, leb(2) + leb(len(first)) + first + leb(len(second)) + second)
    names = leb(3) + leb(0) + name("flush") + leb(1) + name("first") + leb(2) + name("second")
    custom = section(0, name("name") + bytes([1]) + leb(len(names)) + names)
    return b"\0asm\x01\x00\x00\x00" + types + imports + functions + code + (custom if with_names else b"")


class ModulePartsTests(unittest.TestCase):
    def test_a_module_gives_its_bodies_and_the_names_of_its_defined_functions(self):
        found = {}
        for kind, payload in module_parts.sections(module()):
            found[kind] = payload
        self.assertEqual(module_parts.imported_functions(found[2]), 1)
        self.assertEqual(module_parts.bodies(found[10]), [b"\x00\x0b", b"\x00\x01\x01\x0b"])
        self.assertEqual(module_parts.function_names(found[0]), {0: "flush", 1: "first", 2: "second"})

    def test_functions_are_grouped_by_the_type_or_function_they_belong_to(self):
        cases = {
            "specialized Array.append<A>(contentsOf:)": "Array",
            "closure #1 in closure #2 in benchPage(_:)": "benchPage",
            "outlined copy of Node.Storage": "Node",
            "static Preparation.pair(_:with:lead:)": "Preparation",
            "one-time initialization function for adjectives": "adjectives",
            "partial apply for closure #4 in Reconciler.writeAttributes(of:old:new:)": "Reconciler",
            "generic specialization <Int> of Table.insert(_:)": "Table",
            "": "(unnamed)",
        }
        for demangled, part in cases.items():
            self.assertEqual(module_parts.part(demangled), part, demangled)

    def test_a_module_without_names_is_refused_with_how_to_build_one(self):
        with tempfile.NamedTemporaryFile(suffix=".wasm") as file:
            file.write(module(with_names=False))
            file.flush()
            result = subprocess.run([sys.executable, SCRIPT, file.name], capture_output=True, text=True)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr, f"{file.name} has no function names: build it with them (make bench-size)\n")

    def test_a_file_that_is_not_a_module_is_refused(self):
        with self.assertRaises(SystemExit) as caught:
            list(module_parts.sections(b"GIF89a\x00\x00"))
        self.assertEqual(str(caught.exception), "not a wasm module")


if __name__ == "__main__":
    unittest.main()
