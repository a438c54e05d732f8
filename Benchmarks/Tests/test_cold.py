"""The cold load of `make bench` without Chromium: the page not pre-rendered derived from the built one
(`Benchmarks/scripts/cold.py`), and the figures `run.py` prints from the loads' samples."""

import contextlib
import io
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Benchmarks", "scripts"))
import cold  # noqa: E402
import run  # noqa: E402

# The benchmark page as `make bench-pages` writes it, pre-rendered, and as the build writes it opted out.
BUILT = """<!DOCTYPE html>
<html lang="en">
<head>
<title>Swift VDOM (keyed)</title>
<script type="module" src="/vdom.min.js"></script>
<script src="record.js"></script>
</head>
<body data-wasm="bench.wasm" data-vdom-prerendered><div id="main"><div class="row"><button id="run" \
data-vdom-on="click">Create 1,000 rows</button></div><table><tbody id="tbody"></tbody></table></div></body>
</html>
"""
OFF = """<!DOCTYPE html>
<html lang="en">
<head>
<title>Swift VDOM (keyed)</title>
<script type="module" src="/vdom.min.js"></script>
</head>
<body data-wasm="bench.wasm" data-prerender="off"></body>
</html>
"""


class DerivationTests(unittest.TestCase):
    def test_the_page_loses_its_render_its_mark_and_the_recorder_and_opts_out(self):
        self.assertTrue(cold.is_prerendered(BUILT))
        self.assertEqual(cold.not_prerendered(BUILT), OFF)
        self.assertFalse(cold.is_prerendered(OFF))

    def test_a_mount_element_inside_the_body_keeps_its_other_attributes_and_what_follows_it(self):
        page = ('<head>\n  <script src="record.js"></script>\n</head>\n<body>\n  <div id="app" data-wasm="App.wasm" '
                'data-vdom-prerendered data-js="fetch.js"><div><div>0</div></div></div>\n  <noscript>No.</noscript>\n'
                '</body>\n')
        self.assertEqual(cold.not_prerendered(page),
                         '<head>\n</head>\n<body>\n  <div id="app" data-wasm="App.wasm" data-js="fetch.js" '
                         'data-prerender="off"></div>\n  <noscript>No.</noscript>\n</body>\n')

    def test_a_page_without_a_module_is_refused(self):
        with self.assertRaisesRegex(cold.PageError, "no element with data-wasm"):
            cold.not_prerendered("<body><div id='main'></div></body>")

    def test_the_folder_is_copied_with_its_module_and_the_html_derived(self):
        with tempfile.TemporaryDirectory() as page, tempfile.TemporaryDirectory() as target:
            for name, text in (("index.html", BUILT), ("bench.wasm", "module"), ("record.js", "recorder")):
                with open(os.path.join(page, name), "w") as file:
                    file.write(text)
            cold.write_not_prerendered(page, target)
            files = {}
            for name in sorted(os.listdir(target)):
                with open(os.path.join(target, name)) as file:
                    files[name] = file.read()
            self.assertEqual(files, {"bench.wasm": "module", "index.html": OFF, "record.js": "recorder"})
            with open(os.path.join(page, "index.html")) as file:
                self.assertEqual(file.read(), BUILT)

    def test_a_built_page_that_is_not_pre_rendered_stops_the_cold_load(self):
        with tempfile.TemporaryDirectory() as page, tempfile.TemporaryDirectory() as target:
            with open(os.path.join(page, "index.html"), "w") as file:
                file.write(OFF)
            with self.assertRaisesRegex(cold.PageError, "index.html is not pre-rendered .*`make bench-pages`"):
                cold.write_not_prerendered(page, target)
            self.assertEqual(os.listdir(target), [])

    def test_the_two_swift_pages_are_served_apart_from_the_plain_one(self):
        self.assertEqual(cold.mounts("/built", "/derived"),
                         {"/bench/swift/": "/built", "/bench/swift-not-prerendered/": "/derived"})
        self.assertEqual([path for _, path in cold.PAGES][0], run.VANILLA)


def loads(paint, hydrated, count=3):
    return [{"paint": paint, "hydrated": hydrated}] * count


class ReportTests(unittest.TestCase):
    def test_medians_ratios_and_the_plain_pages_end_at_its_first_contentful_paint(self):
        """Samples that do not vary give points: each interval is the ratio itself."""
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            run.print_cold({"vanilla": loads(100, None), "pre-rendered": loads(120, 150),
                            "not pre-rendered": loads(250, 200)})
        self.assertEqual(output.getvalue(), "\n".join([
            "cold load, ms from navigation: median (interquartile range) of 3 loads each, a fresh browser",
            "(new profile: no cache, no compiled code) per load, pages interleaved. Hydration ends when the mount",
            "point holds the first frame and is no longer marked pre-rendered; the plain page's end is its first",
            "contentful paint (its script has run by then).",
            "  page                  first contentful paint          end of hydration",
            "  vanilla                  100.0 (100.0–100.0)       100.0 (100.0–100.0)",
            "  pre-rendered             120.0 (120.0–120.0)       150.0 (150.0–150.0)",
            "  not pre-rendered         250.0 (250.0–250.0)       200.0 (200.0–200.0)",
            "ratios of the medians, with their 95 % bootstrap intervals (each page's loads drawn again):",
            "  first contentful paint, pre-rendered / vanilla: 1.20 (1.20–1.20) (the aim: 1.3 at most)",
            "  first contentful paint, not pre-rendered / vanilla: 2.50 (2.50–2.50)",
            "  end of hydration, pre-rendered / not pre-rendered: 0.75 (0.75–0.75)",
            "", ""]))

    def test_the_interval_of_a_ratio_holds_it(self):
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            run.print_cold({"vanilla": [{"paint": p, "hydrated": None} for p in (100, 130, 90, 160, 110)],
                            "pre-rendered": [{"paint": p, "hydrated": p + 20} for p in (120, 125, 180, 115, 140)],
                            "not pre-rendered": [{"paint": p, "hydrated": p - 30} for p in (250, 220, 300, 240, 260)]})
        line = next(line for line in output.getvalue().splitlines() if "pre-rendered / vanilla" in line)
        ratio, interval = line.split(": ")[1].split(" (")[:2]
        low, high = map(float, interval.rstrip(")").split("–"))
        self.assertEqual(ratio, f"{125 / 110:.2f}")
        self.assertLess(low, 125 / 110)
        self.assertGreater(high, 125 / 110)


if __name__ == "__main__":
    unittest.main()
