"""Sources/WasmRuntime/multiply.c, compiled for wasm32 and run in node, against Python's integers."""

import json
import os
import random
import shutil
import subprocess
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "..", "Sources", "WasmRuntime", "multiply.c")
MASK = (1 << 128) - 1

# Calls the export for each pair: the result goes to memory through the pointer clang passes first.
RUNNER = r"""
import { readFileSync } from "node:fs";
const [code, pairs] = [readFileSync(process.argv[2]), JSON.parse(readFileSync(0, "utf8"))];
const { exports } = new WebAssembly.Instance(new WebAssembly.Module(code), {});
const words = new BigUint64Array(exports.memory.buffer, 1024, 2);
const mask = (1n << 64n) - 1n;
const results = pairs.map(([a, b]) => {
    const [x, y] = [BigInt(a), BigInt(b)];
    exports.__multi3(1024, x & mask, x >> 64n, y & mask, y >> 64n);
    return (words[0] | words[1] << 64n).toString();
});
console.log(JSON.stringify(results));
"""


def clang():
    """The toolchain's clang, beside the `swift` that builds the package."""
    swift = shutil.which(os.environ.get("SWIFT", "swift"))
    if swift is None:
        raise AssertionError("swift is not on PATH")
    return os.path.join(os.path.dirname(os.path.realpath(swift)), "clang")


class MultiplyTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp()
        cls.module = os.path.join(cls.folder, "multiply.wasm")
        subprocess.run([clang(), "--target=wasm32-unknown-unknown", "-O2", "-nostdlib", "-Wl,--no-entry",
                        "-Wl,--export=__multi3", SOURCE, "-o", cls.module], check=True)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.folder)

    def products(self, pairs):
        runner = os.path.join(self.folder, "run.mjs")
        with open(runner, "w") as file:
            file.write(RUNNER)
        answer = subprocess.run(["node", runner, self.module], input=json.dumps([[str(a), str(b)] for a, b in pairs]),
                                stdout=subprocess.PIPE, text=True, check=True).stdout
        return [int(product) for product in json.loads(answer)]

    def test_edges_multiply_modulo_two_to_the_128(self):
        edges = [0, 1, 2, (1 << 32) - 1, 1 << 32, (1 << 64) - 1, 1 << 64, (1 << 64) + 1, (1 << 127) - 1, 1 << 127, MASK]
        pairs = [(a, b) for a in edges for b in edges]
        self.assertEqual(self.products(pairs), [a * b & MASK for a, b in pairs])

    def test_seeded_random_operands(self):
        chooser = random.Random(128)
        pairs = [(chooser.getrandbits(chooser.choice([32, 64, 96, 128])), chooser.getrandbits(chooser.choice([32, 64, 128])))
                 for _ in range(2000)]
        self.assertEqual(self.products(pairs), [a * b & MASK for a, b in pairs])

    def test_the_known_product_of_the_largest_64_bit_numbers(self):
        self.assertEqual(self.products([((1 << 64) - 1, (1 << 64) - 1)]), [0xFFFFFFFFFFFFFFFE0000000000000001])


if __name__ == "__main__":
    unittest.main()
