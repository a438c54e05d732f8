"""scripts/prerender.py: the pre-render written into a page's HTML, written again over an earlier build's,
and taken away when the page opts out."""

import os
import sys
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import prerender  # noqa: E402

PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>App</title>
  <script type="module" src="vdom.min.js"></script>
</head>
<body>
  <div id="app" data-wasm="App.wasm" data-js="fetch.js"></div>
  <noscript>This page needs JavaScript and WebAssembly.</noscript>
</body>
</html>
"""

RENDERED = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>App</title>
  <script type="module" src="vdom.min.js"></script>
  <script src="record.js"></script>
</head>
<body>
  <div id="app" data-wasm="App.wasm" data-js="fetch.js" data-vdom-prerendered>{}</div>
  <noscript>This page needs JavaScript and WebAssembly.</noscript>
</body>
</html>
"""

FIRST = '<main><h1>Count</h1><div class="row"><div><p>0</p></div></div></main>'
SECOND = '<main><h1>Count</h1><p>1<!---->2</p><div></div></main>'


class WritingTests(unittest.TestCase):
    def test_the_render_goes_inside_the_mount_element_and_the_recorder_into_the_head(self):
        self.assertEqual(prerender.with_prerender(PAGE, "App.wasm", FIRST), RENDERED.format(FIRST))

    def test_a_later_build_replaces_what_the_earlier_one_wrote(self):
        """Elements named as the mount element is, nested in what it holds, do not end it early; the
        mark and the recorder are not written twice."""
        first = prerender.with_prerender(PAGE, "App.wasm", FIRST)
        second = prerender.with_prerender(first, "App.wasm", SECOND)
        self.assertEqual(second, RENDERED.format(SECOND))
        self.assertEqual(prerender.with_prerender(second, "App.wasm", SECOND), second)

    def test_only_the_products_mount_element_is_written(self):
        page = PAGE.replace('<div id="app"', '<div data-wasm="Other.wasm"><div></div></div>\n  <div id="app"')
        rendered = prerender.with_prerender(page, "App.wasm", FIRST)
        self.assertIn('<div data-wasm="Other.wasm"><div></div></div>\n', rendered)
        self.assertIn(f'data-vdom-prerendered>{FIRST}</div>\n  <noscript>', rendered)

    def test_a_body_that_is_the_mount_element(self):
        """The benchmark's page mounts on its body, and its head is not indented."""
        page = '<!DOCTYPE html>\n<html>\n<head>\n<title>B</title>\n</head>\n<body data-wasm="b.wasm"></body>\n</html>\n'
        self.assertEqual(prerender.with_prerender(page, "b.wasm", "<div>x</div>"),
                         '<!DOCTYPE html>\n<html>\n<head>\n<title>B</title>\n<script src="record.js"></script>\n'
                         '</head>\n<body data-wasm="b.wasm" data-vdom-prerendered><div>x</div></body>\n</html>\n')

    def test_a_head_that_ends_on_a_line_with_other_markup(self):
        page = '<html><head><title>A</title></head><body><div data-wasm="A.wasm"></div></body></html>'
        self.assertEqual(prerender.with_prerender(page, "A.wasm", "<p>a</p>"),
                         '<html><head><title>A</title><script src="record.js"></script></head><body>'
                         '<div data-wasm="A.wasm" data-vdom-prerendered><p>a</p></div></body></html>')

    def test_what_no_build_wrote_is_never_replaced(self):
        page = PAGE.replace('data-js="fetch.js"></div>', 'data-js="fetch.js"><p>Loading…</p></div>')
        with self.assertRaises(prerender.PrerenderError) as refused:
            prerender.with_prerender(page, "App.wasm", FIRST, "web/index.html")
        self.assertEqual(str(refused.exception),
                         'web/index.html: the <div> with data-wasm="App.wasm" holds content no build wrote, which '
                         'the pre-render would replace: move it out of the element, or turn pre-rendering off '
                         'with data-prerender="off" on it')
        # White space alone is no content.
        spaced = PAGE.replace('data-js="fetch.js"></div>', 'data-js="fetch.js">\n  </div>')
        self.assertIn(f"data-vdom-prerendered>{FIRST}</div>", prerender.with_prerender(spaced, "App.wasm", FIRST))

    def test_a_page_the_build_cannot_write_into_is_refused(self):
        for page, message in [
            (PAGE.replace("App.wasm", "Other.wasm"), 'page.html has no element with data-wasm="App.wasm"'),
            (PAGE.replace("</div>", ""),
             'page.html: the <div> with data-wasm="App.wasm" has no end tag, which the pre-rendered content goes before'),
            (PAGE.replace("</head>", ""),
             'page.html has no </head>: the pre-render puts <script src="record.js"></script> before it'),
        ]:
            with self.subTest(message), self.assertRaises(prerender.PrerenderError) as refused:
                prerender.with_prerender(page, "App.wasm", FIRST, "page.html")
            self.assertEqual(str(refused.exception), message)


class OptOutTests(unittest.TestCase):
    def test_pre_rendering_is_on_unless_the_mount_element_says_off(self):
        self.assertTrue(prerender.is_on(PAGE, "App.wasm"))
        self.assertTrue(prerender.is_on(PAGE.replace('id="app"', 'id="app" data-prerender="on"'), "App.wasm"))
        self.assertFalse(prerender.is_on(PAGE.replace('id="app"', 'id="app" data-prerender="off"'), "App.wasm"))
        with self.assertRaises(prerender.PrerenderError) as refused:
            prerender.is_on(PAGE.replace('id="app"', 'id="app" data-prerender="no"'), "App.wasm", "page.html")
        self.assertEqual(str(refused.exception),
                         'page.html: data-prerender="no" on the mount element: it is "on" (the default) or "off"')

    def test_opting_out_takes_away_what_a_build_wrote(self):
        rendered = prerender.with_prerender(PAGE, "App.wasm", FIRST)
        off = rendered.replace('id="app"', 'id="app" data-prerender="off"')
        self.assertEqual(prerender.without_prerender(off, "App.wasm"),
                         PAGE.replace('id="app"', 'id="app" data-prerender="off"'))

    def test_a_page_that_opts_out_grows_nothing(self):
        off = PAGE.replace('id="app"', 'id="app" data-prerender="off"')
        self.assertEqual(prerender.without_prerender(off, "App.wasm"), off)
        # What the element holds that no build wrote stays.
        held = off.replace('data-js="fetch.js"></div>', 'data-js="fetch.js"><p>Loading…</p></div>')
        self.assertEqual(prerender.without_prerender(held, "App.wasm"), held)

    def test_the_mark_is_taken_away_however_it_is_written(self):
        for mark in ["data-vdom-prerendered", 'data-vdom-prerendered=""', "data-vdom-prerendered='x'"]:
            page = f'<html><head></head><body><div data-wasm="A.wasm" {mark} class="a"><p>a</p></div></body></html>'
            with self.subTest(mark):
                self.assertEqual(prerender.without_prerender(page, "A.wasm"),
                                 '<html><head></head><body><div data-wasm="A.wasm" class="a"></div></body></html>')


if __name__ == "__main__":
    unittest.main()
