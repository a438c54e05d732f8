"""The variants `Benchmarks/scripts/click.py` compares: which files of the Swift page each one replaces."""

import argparse
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Benchmarks", "scripts"))
import click  # noqa: E402


class VariantTests(unittest.TestCase):
    def test_a_shim_replaces_the_minified_shim(self):
        self.assertEqual(click.variant("before=/tmp/vdom.js"), ("before", {"/vdom.min.js": "/tmp/vdom.js"}))

    def test_a_shim_and_a_module(self):
        self.assertEqual(click.variant("b=a/vdom.js,a/bench.wasm"),
                         ("b", {"/vdom.min.js": "a/vdom.js", "/bench/swift/bench.wasm": "a/bench.wasm"}))

    def test_other_files_are_refused(self):
        with self.assertRaises(argparse.ArgumentTypeError) as caught:
            click.variant("b=page.html")
        self.assertEqual(str(caught.exception), "page.html: a variant names a .js shim or a .wasm module")

    def test_a_variant_needs_a_name_and_files(self):
        for text in ["=web/vdom.min.js", "after", "after="]:
            with self.assertRaises(argparse.ArgumentTypeError) as caught:
                click.variant(text)
            self.assertEqual(str(caught.exception), f"{text}: expected NAME=SHIM.js, NAME=MODULE.wasm or both")


if __name__ == "__main__":
    unittest.main()
