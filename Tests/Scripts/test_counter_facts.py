"""scripts/counter-facts.py: the counter page's facts, one file a number, as committed."""

import importlib.util
import os
import pathlib
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = pathlib.Path(HERE, "..", "..")
SCRIPT = ROOT / "scripts" / "counter-facts.py"
spec = importlib.util.spec_from_file_location("counter_facts", SCRIPT)
facts = importlib.util.module_from_spec(spec)
spec.loader.exec_module(facts)


class CounterFactsTests(unittest.TestCase):
    def test_the_committed_files_are_what_the_script_writes(self):
        with tempfile.TemporaryDirectory() as folder:
            facts.main(pathlib.Path(folder))
            written = {path.name: path.read_text(encoding="utf-8") for path in pathlib.Path(folder).iterdir()}
        committed = {path.name: path.read_text(encoding="utf-8") for path in (ROOT / "web" / "counter" / "facts").iterdir()}
        self.assertEqual(sorted(written), sorted(committed))
        for name, text in written.items():
            self.assertEqual(committed[name], text, name)

    def test_every_number_from_minus_20_to_120_has_one_line(self):
        names = {f"{n}.txt" for n in range(-20, 121)}
        with tempfile.TemporaryDirectory() as folder:
            facts.main(pathlib.Path(folder))
            found = {path.name: path.read_text(encoding="utf-8") for path in pathlib.Path(folder).iterdir()}
        self.assertEqual(set(found), names)
        for name, text in found.items():
            self.assertTrue(text.endswith("\n") and text.count("\n") == 1, name)
            self.assertLessEqual(len(text), 140, name)

    def test_the_arithmetic_is_right(self):
        self.assertEqual(facts.fact(7), "A week has 7 days. 7 is the 4th prime; 7 and 5 are twin primes.")
        self.assertEqual(facts.fact(64), "A chessboard has 64 squares. 64 is both a square (8 \u00d7 8) and a cube (4 \u00d7 4 \u00d7 4).")
        self.assertEqual(facts.fact(42), "In Roman numerals, 42 is XLII.")
        self.assertEqual(facts.fact(-18), "In eight bits, two's complement writes \u221218 as 11101110.")
        self.assertEqual(facts.fact(120), "120 is 5 factorial: 1 \u00d7 2 \u00d7 3 \u00d7 4 \u00d7 5.")
        self.assertEqual(facts.roman(94), "XCIV")
        self.assertEqual(facts.prime_factors(98), [2, 7, 7])


if __name__ == "__main__":
    unittest.main()
