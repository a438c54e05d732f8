"""scripts/size-table.py: the README's size table, written from what `make size` prints."""

import importlib.util
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "scripts", "size-table.py")
spec = importlib.util.spec_from_file_location("size_table", SCRIPT)
size_table = importlib.util.module_from_spec(spec)
spec.loader.exec_module(size_table)

# As `make size` prints it: a title, then scripts/sizes.sh's table, for each page.
PRINTED = """The counter (web/index.html)
file                               raw      gzip    brotli
CounterWeb.wasm                  70102     28721     24442
vdom.min.js                      17648      7709      6929
index.html                        1300       700       500
style.css                         2221       867       721
total                            91271     37997     32592

The benchmark page (Benchmarks/web/swift/index.html)
file                               raw      gzip    brotli
bench.wasm                       93816     37563     31617
vdom.min.js                      17648      7709      6929
index.html                         373       261       153
total                           111837     45533     38699
"""

TABLE = """| Page | Module | Shim (`vdom.min.js`) | Page files | Total raw | Total gzip | Total brotli |
|---|---|---|---|---|---|---|
| The counter (web/index.html) | 70,102 raw, 24,442 brotli | 17,648 raw, 6,929 brotli | 3,521 raw, 1,221 brotli | 91,271 | 37,997 | 32,592 |
| The benchmark page (Benchmarks/web/swift/index.html) | 93,816 raw, 31,617 brotli | 17,648 raw, 6,929 brotli | 373 raw, 153 brotli | 111,837 | 45,533 | 38,699 |
"""

README = """## Sizes

Measured:

<!-- sizes -->
| File | Raw |
|---|---|
| old.wasm | 1 |
<!-- /sizes -->

After the table.
"""


class SizeTableTests(unittest.TestCase):
    def test_each_page_becomes_a_row_of_module_shim_page_files_and_totals(self):
        self.assertEqual(size_table.table(size_table.pages(PRINTED)), TABLE)

    def test_the_table_between_the_markers_is_replaced_and_nothing_else(self):
        self.assertEqual(size_table.rewrite(README, size_table.pages(PRINTED)),
                         "## Sizes\n\nMeasured:\n\n<!-- sizes -->\n" + TABLE + "<!-- /sizes -->\n\nAfter the table.\n")

    def test_a_page_without_files_of_a_part_shows_a_dash(self):
        printed = "Bare\nfile raw gzip brotli\napp.wasm 10 8 6\ntotal 10 8 6\n"
        self.assertEqual(size_table.table(size_table.pages(printed)).splitlines()[2],
                         "| Bare | 10 raw, 6 brotli | — | — | 10 | 8 | 6 |")

    def test_input_that_is_not_what_make_size_prints_is_refused(self):
        cases = {
            "": "no table of sizes in the input (it is what `make size` prints)",
            "file raw gzip brotli\na.wasm 1 1 1\ntotal 1 1 1\n": "a table of sizes has no title line before it",
            "Page\nfile raw gzip brotli\na.wasm 1 1 1\n": "Page: the table of sizes has no total",
            "Page\nfile raw gzip brotli\na.wasm 1 1\ntotal 1 1 1\n": "Page: not a row of sizes: 'a.wasm 1 1'",
            "Page\nfile raw gzip brotli\na.wasm 1 1 0\ntotal 1 1 0\n(brotli is not installed: Debian package brotli)\n":
                "brotli is not installed (Debian package brotli): the table needs its figures",
        }
        for printed, message in cases.items():
            with self.assertRaises(size_table.TableError) as caught:
                size_table.pages(printed)
            self.assertEqual(str(caught.exception), message, printed)

    def test_a_document_needs_one_pair_of_markers_in_order(self):
        found = size_table.pages(PRINTED)
        for document in ["no markers\n", "<!-- sizes -->\n", "<!-- /sizes -->\n<!-- sizes -->\n",
                         "<!-- sizes -->\n<!-- /sizes -->\n<!-- sizes -->\n<!-- /sizes -->\n"]:
            with self.assertRaises(size_table.TableError) as caught:
                size_table.rewrite(document, found)
            self.assertEqual(str(caught.exception), "expected one line <!-- sizes --> and, after it, one line <!-- /sizes -->")

    def test_the_script_rewrites_the_file_and_leaves_it_when_it_cannot(self):
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "README.md")
            with open(path, "w") as file:
                file.write(README)
            done = subprocess.run([sys.executable, SCRIPT, path], input=PRINTED, capture_output=True, text=True)
            self.assertEqual((done.returncode, done.stdout, done.stderr),
                             (0, f"{path}: the size table now shows 2 pages\n", ""))
            with open(path) as file:
                written = file.read()
            self.assertEqual(written, size_table.rewrite(README, size_table.pages(PRINTED)))
            refused = subprocess.run([sys.executable, SCRIPT, path], input="", capture_output=True, text=True)
            self.assertEqual((refused.returncode, refused.stderr),
                             (1, f"{path}: no table of sizes in the input (it is what `make size` prints)\n"))
            with open(path) as file:
                self.assertEqual(file.read(), written)


if __name__ == "__main__":
    unittest.main()
