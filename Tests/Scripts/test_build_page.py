"""scripts/build-page.py: a failed link explained in words, the files a page names, and the shim joined from
its modules."""

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
SCRIPT = os.path.join(ROOT, "scripts", "build-page.py")
FIXTURE = os.path.join(ROOT, "Tests", "Scripts", "Fixtures", "StringCompare")
spec = importlib.util.spec_from_file_location("build_page", SCRIPT)
build_page = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_page)

CAVEAT = "  (Each target is compiled as a whole, so the cause may be in any file of the target named.)\n"
ASKED = "  Asked for by: StringCompare.sameName(Swift.Int, Swift.Int) -> Swift.Bool\n"
SEE = "  See docs/text.md in the toolkit: what Text does instead, and why.\n"


class LinkFailureTests(unittest.TestCase):
    def test_a_string_comparison_is_explained_with_its_object_file(self):
        """The fixture compares two Strings with `==`: the real link fails on the Unicode tables and on
        memcmp, and the script says why, what to use, which object file refers to them and which of the
        app's functions asks for them."""
        with tempfile.TemporaryDirectory() as scratch:
            result = subprocess.run(
                [sys.executable, SCRIPT, "--package-path", FIXTURE, "--product", "StringCompare",
                 "--module", os.path.join(scratch, "StringCompare.wasm"), "--scratch-path", scratch],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.assertEqual(result.returncode, 1)
        self.assertIn("undefined symbol: _swift_stdlib_getNormData", result.stdout)
        self.assertEqual(result.stderr, (
            "error: the wasm link needs the standard library's Unicode data tables (_swift_stdlib_getComposition, "
            "_swift_stdlib_getDecompositionEntry, _swift_stdlib_getNormData, _swift_stdlib_nfd_decompositions), "
            "which a page does not link.\n"
            "  Cause: a String compared (==, !=, <, sorted), hashed, or used as a Dictionary key or Set element; "
            "the same for a Character or Substring.\n"
            "  Instead: compare and key text by its bytes: the toolkit's Text (Text(a) == Text(b), Set<Text>, "
            "[Text: Value]) or a.bytesEqual(b); key on integers or ids where you can.\n"
            "  Referenced from: StringCompare.build/main.swift.o (target StringCompare)\n" + ASKED + SEE +
            "error: the wasm link needs memcmp, which a page's runtime does not provide.\n"
            "  Cause: a String compared with ==, < or hashed: the standard library compares their UTF-8 bytes with "
            "memcmp before it falls back on the Unicode tables.\n"
            "  Instead: compare with Text or bytesEqual, which compare byte by byte.\n"
            "  Referenced from: StringCompare.build/main.swift.o (target StringCompare)\n" + ASKED + SEE))

    def test_every_object_file_is_named_once(self):
        output = "\n".join([
            "wasm-ld: error: /s/wasm32-unknown-none-wasm/release/App.build/Model.swift.o: undefined symbol: memcmp",
            "wasm-ld: error: /s/wasm32-unknown-none-wasm/release/App.build/Model.swift.o: undefined symbol: memcmp",
            "wasm-ld: error: /s/wasm32-unknown-none-wasm/release/Lib.build/Names.swift.o: undefined symbol: memcmp",
            "wasm-ld: error: /s/lib/extra.o: undefined symbol: memcmp",
        ])
        explained = build_page.explain_link_failure(output, "/s")
        self.assertIn("  Referenced from: App.build/Model.swift.o (target App), Lib.build/Names.swift.o (target Lib), "
                      "lib/extra.o\n", explained)
        self.assertIn(CAVEAT, explained, "without the tools to read the objects, the target is all it can name")

    def test_other_failures_are_left_to_the_linker(self):
        output = ("wasm-ld: error: /s/App.build/main.swift.o: undefined symbol: strtod\n"
                  "error: emit-module command failed with exit code 1\n")
        self.assertEqual(build_page.explain_link_failure(output, "/s"), "")


class PageTests(unittest.TestCase):
    def setUp(self):
        self.page = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.page)

    def write(self, name, text):
        path = os.path.join(self.page, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)

    def test_the_page_names_its_module_scripts_and_style_sheets(self):
        self.write("index.html", '<link rel="stylesheet" href="style.css"><link rel="icon" href="data:,">'
                                 '<link rel="stylesheet" href="https://cdn.example/x.css">'
                                 '<script type="module" src="vdom.min.js"></script>'
                                 '<div data-wasm="Other.wasm"></div>'
                                 '<div id="app" data-wasm="App.wasm" data-js="storage.js  app.js"></div>')
        self.assertEqual(build_page.read_page(self.page, "App"),
                         ("App.wasm", ["storage.js", "app.js"], ["style.css", "vdom.min.js"]))

    def test_a_page_without_the_module_is_refused(self):
        self.write("index.html", '<div data-wasm="A.wasm"></div><div data-wasm="B.wasm"></div>')
        with self.assertRaises(SystemExit) as refused:
            build_page.read_page(self.page, "App")
        self.assertEqual(str(refused.exception), f'error: {self.page}/index.html needs one element with '
                                                 'data-wasm="App.wasm" (found 2 with data-wasm)')

    def test_scripts_come_from_the_page_else_from_the_toolkit(self):
        toolkit = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, toolkit)
        os.makedirs(os.path.join(toolkit, "web", "js"))
        for name, text in [("storage.js", "toolkit storage"), ("app.js", "toolkit app")]:
            with open(os.path.join(toolkit, "web", "js", name), "w") as file:
                file.write(f'// a comment the copy drops\nexport const origin = "{text}"\n')
        self.write("app.js", "the page's own")
        original, build_page.TOOLKIT = build_page.TOOLKIT, toolkit
        self.addCleanup(setattr, build_page, "TOOLKIT", original)

        build_page.copy_scripts(self.page, ["storage.js", "app.js"])

        # The toolkit's module is minified as the shim is, and marked as the toolkit's; the page's own
        # file is left as it is.
        with open(os.path.join(self.page, "storage.js")) as file:
            copy = file.read()
        self.assertTrue(copy.startswith(build_page.COPIED))
        self.assertIn('"toolkit storage"', copy)
        self.assertNotIn("a comment the copy drops", copy)

        # The next build writes the toolkit's copy again, from the toolkit as it is now.
        with open(os.path.join(toolkit, "web", "js", "storage.js"), "w") as file:
            file.write('export const origin = "toolkit storage, newer"\n')
        build_page.copy_scripts(self.page, ["storage.js", "app.js"])
        with open(os.path.join(self.page, "storage.js")) as file:
            self.assertIn('"toolkit storage, newer"', file.read())
        with open(os.path.join(self.page, "app.js")) as file:
            self.assertEqual(file.read(), "the page's own")
        with self.assertRaises(SystemExit) as refused:
            build_page.copy_scripts(self.page, ["fetch.js"])
        self.assertEqual(str(refused.exception),
                         f'error: data-js names "fetch.js", which is neither in {self.page} nor in the toolkit\'s web/js/')


class ToolkitStyleTests(unittest.TestCase):
    """A style sheet the page links that the toolkit provides (web/css/) is written beside the page by
    every build, unless the page has one of its own by that name."""

    def test_the_toolkits_style_sheet_is_copied_and_the_pages_own_kept(self):
        with open(os.path.join(ROOT, "web", "css", "vdom.css")) as file:
            toolkit = file.read()
        with tempfile.TemporaryDirectory() as page:
            with open(os.path.join(page, "style.css"), "w") as file:
                file.write("the page's own")
            build_page.copy_styles(page, ["vdom.css", "style.css", "other.css"])
            with open(os.path.join(page, "vdom.css")) as file:
                self.assertEqual(file.read(), build_page.STYLE_COPIED + toolkit)
            with open(os.path.join(page, "style.css")) as file:
                self.assertEqual(file.read(), "the page's own")
            self.assertFalse(os.path.exists(os.path.join(page, "other.css")))
            with open(os.path.join(page, "vdom.css"), "w") as file:
                file.write(build_page.STYLE_COPIED + "stale")
            build_page.copy_styles(page, ["vdom.css"])
            with open(os.path.join(page, "vdom.css")) as file:
                self.assertEqual(file.read(), build_page.STYLE_COPIED + toolkit, "a copy is written again")
            with open(os.path.join(page, "vdom.css"), "w") as file:
                file.write("a page's own vdom.css")
            build_page.copy_styles(page, ["vdom.css"])
            with open(os.path.join(page, "vdom.css")) as file:
                self.assertEqual(file.read(), "a page's own vdom.css")


def module_importing(*imports):
    """A wasm module whose only section imports each (module, name) as a function of type 0."""
    def name(text):
        return bytes([len(text)]) + text.encode()
    payload = bytes([len(imports)]) + b"".join(name(module) + name(field) + b"\x00\x00" for module, field in imports)
    return b"\0asm\x01\0\0\0" + bytes([2, len(payload)]) + payload


class BrowserModuleTests(unittest.TestCase):
    """`data-js` is written from the module's imports: each browser API marks its module."""

    def test_the_markers_name_the_toolkit_modules_and_the_pages_own_follow(self):
        module = module_importing(("vdom", "apply"), ("calls", "call"), ("calls", "location.js"), ("calls", "fetch.js"))
        self.assertEqual(build_page.page_scripts(module, ["todos.js", "storage.js", "fetch.js"]),
                         ["location.js", "fetch.js", "todos.js"])
        self.assertEqual(build_page.page_scripts(module_importing(("vdom", "apply")), ["app.js"]), ["app.js"])

    def test_a_marker_of_a_module_the_toolkit_lacks_stops_the_build(self):
        with self.assertRaises(SystemExit) as refused:
            build_page.page_scripts(module_importing(("calls", "sockets.js")), [])
        self.assertEqual(str(refused.exception), "error: the module imports calls.sockets.js, the marker of a module the "
                                                 "toolkit does not have (web/js/ has fetch.js, location.js, storage.js)")

    def test_data_js_is_written_in_place_and_nothing_else_changes(self):
        with tempfile.TemporaryDirectory() as page:
            index = os.path.join(page, "index.html")
            for before, scripts, after in [
                ('<main>\n  <div id="app" data-wasm="App.wasm" data-js="app.js"></div>\n</main>', ["fetch.js", "app.js"],
                 '<main>\n  <div id="app" data-wasm="App.wasm" data-js="fetch.js app.js"></div>\n</main>'),
                ('<div data-wasm="App.wasm" class="x"></div>', ["storage.js"], '<div data-wasm="App.wasm" data-js="storage.js" class="x"></div>'),
                ('<div data-wasm="App.wasm" data-js="fetch.js"></div>', [], '<div data-wasm="App.wasm"></div>'),
                ('<div data-wasm="App.wasm"></div>', [], '<div data-wasm="App.wasm"></div>'),
            ]:
                with open(index, "w") as file:
                    file.write(before)
                build_page.write_data_js(index, scripts)
                with open(index) as file:
                    self.assertEqual(file.read(), after)

    def test_a_page_whose_own_module_is_missing_stops_the_build_naming_it(self):
        with tempfile.TemporaryDirectory() as page:
            with open(os.path.join(page, "index.html"), "w") as file:
                file.write('<div id="app" data-wasm="App.wasm" data-js="app.js"></div>')
            with open(os.path.join(page, "App.wasm"), "wb") as file:
                file.write(module_importing(("calls", "call"), ("calls", "fetch.js")))
            result = subprocess.run(
                [sys.executable, "-c", f"""
import importlib.util, sys
spec = importlib.util.spec_from_file_location("build_page", {SCRIPT!r})
build_page = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build_page)
build_page.compile_module = lambda options: None
build_page.shrink = lambda linked, target: None
build_page.write_shim = lambda target: None
sys.argv = ["build-page.py", "--product", "App", "--page", {page!r}]
build_page.main()
"""], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            self.assertEqual(result.returncode, 1)
            self.assertEqual(result.stderr, f'error: data-js names "app.js", which is neither in {page} nor in the toolkit\'s web/js/\n')
            with open(os.path.join(page, "index.html")) as file:
                self.assertEqual(file.read(), '<div id="app" data-wasm="App.wasm" data-js="app.js"></div>', "the page is as it was")


class ShimJoinTests(unittest.TestCase):
    """The shim's modules joined into the one file a page loads (`join_shim`)."""

    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.folder)

    def write(self, name, text):
        with open(os.path.join(self.folder, name), "w", encoding="utf-8") as file:
            file.write(text)

    def join(self, order):
        return build_page.join_shim(self.folder, order)

    def refusal(self, order):
        with self.assertRaises(build_page.ShimError) as caught:
            self.join(order)
        return str(caught.exception).replace(self.folder, "shim")

    def test_the_modules_are_joined_in_the_order_given_without_imports_and_export_keywords(self):
        self.write("format.js", "// The format.\nexport const MAGIC = 1, WORDS = 8\nexport class Failure extends Error {}\n")
        self.write("check.js", "import { MAGIC, WORDS } from './format.js'\n\nconst twice = (n) => 2 * n\n"
                               "export function check(word) {\n  return word === MAGIC && twice(WORDS)\n}\n")
        self.write("main.js", "import { Failure } from './format.js'\nimport {\n  check,\n} from './check.js'\n\n"
                              "export { check, Failure }\n")
        self.assertEqual(self.join(["format.js", "check.js", "main.js"]), (
            "// shim/format.js\n// The format.\nconst MAGIC = 1, WORDS = 8\nclass Failure extends Error {}\n"
            "// shim/check.js\n\nconst twice = (n) => 2 * n\nfunction check(word) {\n  return word === MAGIC && twice(WORDS)\n}\n"
            "// shim/main.js\n\nexport { check, Failure }\n").replace("shim", self.folder))

    def test_a_name_no_module_before_defines_stops_the_join(self):
        self.write("format.js", "export const MAGIC = 1\n")
        self.write("check.js", "import { MAGIC, live } from './format.js'\nexport const check = () => MAGIC\n")
        self.write("templates.js", "export function live(id) { return id }\n")
        self.assertEqual(self.refusal(["format.js", "check.js", "templates.js"]),
                         "shim/check.js imports live, which no module before it defines "
                         "(the order is SHIM_MODULES in scripts/build-page.py)")

    def test_a_module_that_comes_later_in_the_order_is_no_module_before(self):
        self.write("templates.js", "export function live(id) { return id }\n")
        self.write("apply.js", "import { live } from './templates.js'\nexport const apply = (id) => live(id)\n")
        self.assertEqual(self.refusal(["apply.js", "templates.js"]),
                         "shim/apply.js imports live, which no module before it defines "
                         "(the order is SHIM_MODULES in scripts/build-page.py)")

    def test_a_missing_module_stops_the_join(self):
        self.write("format.js", "export const MAGIC = 1\n")
        self.assertEqual(self.refusal(["format.js", "check.js"]),
                         "shim/check.js is missing: SHIM_MODULES in scripts/build-page.py names it")

    def test_a_module_the_order_leaves_out_stops_the_join(self):
        self.write("format.js", "export const MAGIC = 1\n")
        self.write("extra.js", "export const EXTRA = 2\n")
        self.assertEqual(self.refusal(["format.js"]),
                         "shim/extra.js is not in the order of the shim's modules (SHIM_MODULES in scripts/build-page.py)")

    def test_two_modules_may_not_declare_one_name(self):
        self.write("check.js", "function grow(array) { return array }\nexport const check = grow\n")
        self.write("templates.js", "const grow = 2\n")
        self.assertEqual(self.refusal(["check.js", "templates.js"]), "shim/templates.js declares grow, which ./check.js declares too")

    def test_an_import_from_a_module_that_does_not_export_the_name_stops_the_join(self):
        self.write("format.js", "export const MAGIC = 1\nconst KINDS = 2\n")
        self.write("check.js", "import { KINDS } from './format.js'\nexport const check = () => KINDS\n")
        self.assertEqual(self.refusal(["format.js", "check.js"]),
                         "shim/check.js imports KINDS from ./format.js, which does not export it")

    def test_imports_other_than_names_from_a_module_are_refused(self):
        self.write("format.js", "export const MAGIC = 1\n")
        self.write("check.js", "import * as format from './format.js'\n")
        self.assertEqual(self.refusal(["format.js", "check.js"]),
                         "shim/check.js: `import * as format from './format.js'`: the join takes "
                         "`import { … } from './module.js'`, exported declarations and `export { … }` lists")

    def test_the_toolkits_shim_joins(self):
        """The order names every module of web/shim/, each after those it imports from, and the joined file
        exports what pages and tests use."""
        joined = build_page.join_shim()
        self.assertEqual(sorted(build_page.SHIM_MODULES), sorted(name for name in os.listdir(build_page.SHIM) if name.endswith(".js")))
        self.assertNotIn("\nimport ", joined)
        self.assertEqual(joined.count("\nexport "), 1)
        self.assertIn("\nexport { start, createApplier, FrameError }\n", joined)

    def test_the_fields_of_the_state_are_read_from_its_module(self):
        self.write("state.js", "export function createState(container) {\n  const state = {\n    container,\n"
                               "    // the node table\n    nodeTable: [container],\n    seen: new Int32Array(64), // by id\n  }\n"
                               "  return state\n}\n")
        self.assertEqual(build_page.state_fields(self.folder), ["container", "nodeTable", "seen"])

    def test_a_field_may_not_take_a_name_code_outside_the_shim_reads(self):
        self.write("state.js", "export function createApp() {\n  return {\n    wasm: null,\n    depth: 0,\n  }\n}\n")
        with self.assertRaises(build_page.ShimError) as caught:
            build_page.state_fields(self.folder)
        self.assertEqual(str(caught.exception), "state.js names a field wasm, which code outside the shim reads: the minifier "
                                                "would rename it there too (SHIM_PUBLIC_NAMES in scripts/build-page.py)")


if __name__ == "__main__":
    unittest.main()
