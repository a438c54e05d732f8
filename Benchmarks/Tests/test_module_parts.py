"""How `Benchmarks/scripts/module_parts.py` reads a module's functions and names, and groups them into parts."""

import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "Tests", "Scripts"))
from wasm_bytes import HEADER, leb, name, name_section, section  # noqa: E402

SCRIPT = os.path.join(ROOT, "Benchmarks", "scripts", "module_parts.py")
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "scripts"))
import module_parts  # noqa: E402
import wasm_module  # noqa: E402  (in scripts/, which importing module_parts puts on the path)


def module(with_names=True):
    """One imported function (index 0), a memory import, and two defined functions (indices 1 and 2)."""
    types = section(1, leb(1) + b"\x60\x00\x00")
    imports = section(2, leb(2) + name("vdom") + name("flush") + b"\x00" + leb(0)
                      + name("env") + name("memory") + b"\x02\x00" + leb(1))
    functions = section(3, leb(2) + leb(0) + leb(0))
    first, second = b"\x00\x0b", b"\x00\x01\x01\x0b"  # no locals, then end; no locals, nop, nop, end
    code = section(10, leb(2) + leb(len(first)) + first + leb(len(second)) + second)
    names = name_section(1, ["flush", "first", "second"])
    return HEADER + types + imports + functions + code + (names if with_names else b"")


class ModulePartsTests(unittest.TestCase):
    def test_a_module_gives_its_bodies_and_the_names_of_its_defined_functions(self):
        data = module()
        found = {kind: (start, end) for kind, _, start, end, _ in wasm_module.sections(data)}
        self.assertEqual(module_parts.imported_functions(data[slice(*found[2])]), 1)
        self.assertEqual(wasm_module.bodies(data[slice(*found[10])]), [b"\x00\x0b", b"\x00\x01\x01\x0b"])
        self.assertEqual(wasm_module.names(data, *found[0], 1), {0: "flush", 1: "first", 2: "second"})

    def test_functions_are_grouped_by_the_type_or_function_they_belong_to(self):
        cases = {
            "specialized Array.append<A>(contentsOf:)": "Array",
            "closure #1 in closure #2 in benchPage(_:)": "benchPage",
            "outlined copy of Node.Storage": "Node",
            "static RenderPass.pair(_:with:lead:)": "RenderPass",
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

    def test_a_group_prints_what_its_parts_cost_together(self):
        """`--group` prints a feature's parts together: their raw code bytes (here the second function's
        four) and what leaving them out saves in brotli, instead of the list of parts."""
        with tempfile.NamedTemporaryFile(suffix=".wasm") as file:
            file.write(module())
            file.flush()
            result = subprocess.run([sys.executable, SCRIPT, file.name, "--group", "both=first,second",
                                     "--group", "one=second"], capture_output=True, text=True, check=True)
        lines = result.stdout.splitlines()
        self.assertEqual(lines[0], "  brotli      raw  feature (its parts)")
        self.assertRegex(lines[1], r"^ +\d+ +6  both \(first, second\)$")
        self.assertRegex(lines[2], r"^ +\d+ +4  one \(second\)$")
        self.assertEqual(len(lines), 3)

    def test_a_file_that_is_not_a_module_is_refused(self):
        with self.assertRaises(SystemExit) as caught:
            list(wasm_module.sections(b"GIF89a\x00\x00"))
        self.assertEqual(str(caught.exception), "not a wasm module")


if __name__ == "__main__":
    unittest.main()
