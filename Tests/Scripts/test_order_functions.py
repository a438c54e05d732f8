"""How `scripts/order-functions.py` orders a module's functions, and that the module still does the same."""

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

from wasm_bytes import custom, leb, name

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
SCRIPT = os.path.join(ROOT, "scripts", "order-functions.py")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
spec = importlib.util.spec_from_file_location("order_functions", SCRIPT)
order_functions = importlib.util.module_from_spec(spec)
spec.loader.exec_module(order_functions)
import wasm_module  # noqa: E402

# `both` calls `double` directly and `triple` through the table; `clear` needs bulk memory.
MODULE = """(module
 (memory 1)
 (table 1 funcref)
 (elem (i32.const 0) $triple)
 (func $double (param i32) (result i32) (i32.mul (local.get 0) (i32.const 2)))
 (func $clear (param i32) (memory.fill (i32.const 0) (i32.const 0) (local.get 0)))
 (func $triple (param i32) (result i32) (i32.mul (local.get 0) (i32.const 3)))
 (func $both (export "both") (param i32) (result i32)
  (i32.add (call $double (local.get 0)) (call_indirect (param i32) (result i32) (local.get 0) (i32.const 0))))
)
"""

RUN = """
const fs = require("fs");
for (const file of process.argv.slice(1)) {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(file)));
    console.log(instance.exports.both(5), instance.exports.both(7));
}
"""


def code_of(data):
    return next(wasm_module.bodies(data[start:end]) for kind, _, start, end, _ in wasm_module.sections(data)
                if kind == 10)


class OrderTests(unittest.TestCase):
    def test_each_function_is_followed_by_the_most_similar_one_left_starting_from_the_largest(self):
        shared = bytes(range(40))
        other = bytes(range(100, 140))
        code = [other + b"\x01", shared + b"\x02", other + bytes(range(200, 230)), shared + b"\x03\x04"]
        # 2 is the largest; 0 shares most with it; 1 and 3 share nothing with 0, so the earlier comes first.
        self.assertEqual(order_functions.order(code), [2, 0, 1, 3])

    def test_equally_close_functions_keep_their_order(self):
        self.assertEqual(order_functions.order([b"\x00\x0b", b"\x00\x0b", b"\x00\x0b"]), [0, 1, 2])
        self.assertEqual(order_functions.order([]), [])

    def test_the_features_come_from_what_wasm_dis_reports(self):
        text = "(module\n (memory $0 1)\n ;; features section: bulk-memory, sign-ext\n)\n"
        self.assertEqual(order_functions.features(text), ["--enable-bulk-memory", "--enable-sign-ext"])
        self.assertEqual(order_functions.features("(module\n)\n"), [])


@unittest.skipUnless(shutil.which("wasm-as") and shutil.which("node"), "needs binaryen (wasm-as) and node")
class ModuleTests(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.addCleanup(self.directory.cleanup)

    def path(self, file):
        return os.path.join(self.directory.name, file)

    def test_calls_table_entries_and_exports_follow_their_functions(self):
        with open(self.path("module.wat"), "w") as file:
            file.write(MODULE)
        subprocess.run(["wasm-as", "--enable-bulk-memory", self.path("module.wat"), "-o", self.path("bare.wasm")],
                       check=True)
        # The features section as the linker writes it, which is where the script learns of bulk memory.
        with open(self.path("bare.wasm"), "rb") as file:
            data = file.read() + custom("target_features", leb(1) + b"+" + name("bulk-memory"))
        with open(self.path("in.wasm"), "wb") as file:
            file.write(data)

        subprocess.run([sys.executable, SCRIPT, self.path("in.wasm"), self.path("out.wasm")], check=True)

        with open(self.path("out.wasm"), "rb") as file:
            out = file.read()
        double, clear, triple, both = code_of(data)
        self.assertEqual(code_of(out)[1:], [double, triple, clear])
        self.assertNotEqual(code_of(out)[0], both, "the call to `double` names its new index")
        self.assertEqual([name for _, _, _, _, name in wasm_module.sections(out) if name], [])
        ran = subprocess.run(["node", "-e", RUN, self.path("in.wasm"), self.path("out.wasm")],
                             capture_output=True, text=True, check=True)
        self.assertEqual(ran.stdout, "25 35\n25 35\n")

    def test_a_file_that_is_not_a_module_is_refused(self):
        with open(self.path("page.html"), "w") as file:
            file.write("<!doctype html>")
        result = subprocess.run([sys.executable, SCRIPT, self.path("page.html"), self.path("out.wasm")],
                                capture_output=True, text=True)
        self.assertEqual((result.returncode, result.stderr), (1, "not a wasm module\n"))
        self.assertFalse(os.path.exists(self.path("out.wasm")))


if __name__ == "__main__":
    unittest.main()
