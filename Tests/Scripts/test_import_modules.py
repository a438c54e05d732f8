"""wasm_module.import_modules: which modules a wasm module imports from, which decides whether a page
gets calls.js beside its shim."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
import wasm_module  # noqa: E402


def name(text):
    data = text.encode()
    return bytes([len(data)]) + data


def section(kind, payload):
    return bytes([kind, len(payload)]) + payload


def module(imports):
    types = section(1, bytes([1, 0x60, 0, 0]))  # one type: () -> ()
    return b"\0asm" + bytes([1, 0, 0, 0]) + types + section(2, bytes([len(imports)]) + b"".join(imports))


class ImportModulesTests(unittest.TestCase):
    def test_every_kind_of_import_is_stepped_over(self):
        data = module([
            name("vdom") + name("apply") + bytes([0, 0]),                 # a function of type 0
            name("env") + name("memory") + bytes([2, 1, 1, 0x80, 0x01]),  # a memory with a maximum
            name("env") + name("table") + bytes([1, 0x70, 0, 2]),         # a table without one
            name("env") + name("g") + bytes([3, 0x7F, 0]),                # a global
            name("calls") + name("call") + bytes([0, 0]),
            name("vdom") + name("error") + bytes([0, 0]),
        ])
        self.assertEqual(wasm_module.import_modules(data), ["vdom", "env", "calls"])

    def test_a_module_without_imports(self):
        self.assertEqual(wasm_module.import_modules(b"\0asm" + bytes([1, 0, 0, 0])), [])


if __name__ == "__main__":
    unittest.main()
