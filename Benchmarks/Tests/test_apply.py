"""The shim variants `Benchmarks/scripts/apply.py` times, and the call in the shim where it records frames."""

import argparse
import os
import sys
import unittest

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "scripts"))
import apply  # noqa: E402


class ApplyTests(unittest.TestCase):
    def test_a_variant_names_a_shim(self):
        self.assertEqual(apply.shim_variant("before=/tmp/vdom.js"), ("before", "/tmp/vdom.js"))

    def test_modules_unnamed_variants_and_the_baseline_name_are_refused(self):
        for text in ["b=bench.wasm", "=web/vdom.min.js", "after", "baseline=web/vdom.min.js"]:
            with self.assertRaises(argparse.ArgumentTypeError) as caught:
                apply.shim_variant(text)
            self.assertEqual(str(caught.exception), f"{text}: expected NAME=SHIM.js, NAME not `baseline`")

    def test_the_shim_still_makes_the_call_frames_are_recorded_before(self):
        with open(os.path.join(ROOT, "web", "shim", "run.js")) as shim:
            self.assertEqual(shim.read().count(apply.RECORDED_CALL), 1)


if __name__ == "__main__":
    unittest.main()
