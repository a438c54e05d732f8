"""The harness every Chromium test runs on: the pages served by scripts/serve.py (the server `make serve`
uses) on a free loopback port, one headless Chromium driven through Selenium (Debian's
python3-selenium, which only Debian's own Python has), helpers that wait instead of sleeping, the
console and Content-Security-Policy violations each test leaves, and the runner.

A test is a function whose name starts with `test_`, in a file of this folder whose name starts with
`test_`; it takes the `Browser` and raises AssertionError on failure. The runner takes the files in
name order and each file's tests in the order the file defines them, so a new test needs no list: a
new file, or a new function in the file of its page or feature. Each test starts with an empty console
log, and afterwards the pages it opened must have raised no policy violation, or exactly those its
`violations` attribute names. A failing test leaves a screenshot and its console log in
artifacts/chromium-NAME.png and .log.
"""

import argparse
import importlib
import inspect
import io
import os
import re
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
ARTIFACTS = os.path.join(ROOT, "artifacts")
FIXTURE = os.path.join(HERE, "Fixture")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import prerender  # noqa: E402
import serve  # noqa: E402

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
except ImportError:
    sys.exit("Selenium is missing: install the Debian package python3-selenium and run this with /usr/bin/python3")


# Runs in every page before the page's own scripts: keeps each Content-Security-Policy violation (its
# directive and what was blocked) in the tab's session storage, across the pages a test opens.
VIOLATIONS = """
addEventListener('securitypolicyviolation', (event) => {
  const seen = JSON.parse(sessionStorage.getItem('violations') ?? '[]')
  seen.push(`${event.effectiveDirective} ${event.blockedURI}`)
  sessionStorage.setItem('violations', JSON.stringify(seen))
}, true)
"""


class Held:
    """Requests for paths that end with `suffix` wait while the gate is shut: a page's module arriving late.
    `with browser.held(".wasm"):` shuts it for the block; the requests waiting go on when it opens."""

    def __init__(self):
        self.suffix = None
        self.gate = threading.Event()
        self.gate.set()

    def __call__(self, suffix):
        self.suffix = suffix
        self.gate.clear()
        return self

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.gate.set()
        self.suffix = None

    def wait_for(self, path):
        if self.suffix and path.split("?")[0].endswith(self.suffix):
            self.gate.wait(60)


class Browser:
    """One headless Chromium for all tests, with helpers that wait instead of sleeping."""

    def __init__(self, base):
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--js-flags=--expose-gc"]:
            options.add_argument(flag)
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": VIOLATIONS})
        self.base = base
        self.log = []

    def open(self, path, hydrated=True):
        """Loads the page at `path`; a pre-rendered page's module has adopted it by the time this returns,
        unless `hydrated` is false (a test of what the page does before its module)."""
        self.driver.get(self.base + path)
        if hydrated:
            self.wait("!document.querySelector('[data-vdom-prerendered]')", what=f"{path} to hydrate")

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def find(self, selector):
        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def wait(self, script, timeout=20, what=None):
        """Waits until `script` (a JS expression) is truthy and returns its value."""
        deadline = time.time() + timeout
        while True:
            value = self.js("return " + script)
            if value:
                return value
            if time.time() > deadline:
                raise AssertionError(f"timed out after {timeout} s waiting for {what or script}")
            time.sleep(0.05)

    def console(self):
        """Console messages since the last call, as (level, text)."""
        entries = [(e["level"], e["message"]) for e in self.driver.get_log("browser")]
        self.log.extend(entries)
        return entries

    def violations(self):
        """The policy violations the pages met since the last call (once the events queued so far ran)."""
        return self.driver.execute_async_script("""
            const done = arguments[0]
            setTimeout(() => {
              if (location.protocol !== 'http:') return done([])
              const seen = JSON.parse(sessionStorage.getItem('violations') ?? '[]')
              sessionStorage.removeItem('violations')
              done(seen)
            })""")

    def quit(self):
        self.driver.quit()


def expect(actual, expected, what):
    if actual != expected:
        raise AssertionError(f"{what}: {actual!r}, expected {expected!r}")


def expect_same_steps(imperative, declarative):
    """Two pages taken through one flow, each a list of (step, what the page showed): the same steps, and
    the imperative page showing after each what the declarative one showed."""
    expect([what for what, _ in imperative], [what for what, _ in declarative], "the steps")
    for (what, mine), (_, theirs) in zip(imperative, declarative):
        expect(mine, theirs, f"the imperative page after {what}")


def errors(entries):
    return [text for level, text in entries if level == "SEVERE"]


def after_frames(browser):
    """Returns once two animation frames have passed: whatever the last event changed has been rendered."""
    browser.driver.execute_async_script(
        "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))")


def emulate(browser, **features):
    """Emulates the media features given (`prefers_color_scheme="dark"`); none given resets them all."""
    browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": name.replace("_", "-"), "value": value} for name, value in features.items()]})


# The looks a page's screenshots are taken in: the color scheme, and the viewport's width and height.
LOOKS = [("light", 1280, 800), ("dark", 1280, 800), ("light", 390, 844), ("dark", 390, 844)]


def screenshots(browser, folder, state, looks=LOOKS, settle=None):
    """Saves the page as it is in each look, as artifacts/FOLDER/STATE-SCHEME-WIDTH.png, after
    `settle(what)` when given (scrolling, waiting for transitions). The viewport is set through the
    DevTools protocol, as a phone's: a window's size would also count the headless window's toolbar, and a
    window is never narrower than 500 pixels."""
    driver = browser.driver
    os.makedirs(os.path.join(ARTIFACTS, folder), exist_ok=True)
    try:
        for scheme, width, height in looks:
            what = f"{state}-{scheme}-{width}"
            emulate(browser, prefers_color_scheme=scheme)
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
            # The width media queries see, and nothing wider than it: a phone's layout viewport widens to
            # content wider than the screen, and the page would be shown zoomed out.
            expect(browser.js(f"return [matchMedia('(width: {width}px)').matches,"
                              " matchMedia('(prefers-color-scheme: dark)').matches,"
                              f" document.documentElement.scrollWidth <= {width}]"),
                   [True, scheme == "dark", True], f"the emulated width and scheme, and no wider page, for {what}")
            if settle:
                settle(what)
            driver.save_screenshot(os.path.join(ARTIFACTS, folder, f"{what}.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        emulate(browser)


def open_fixture(browser):
    """Loads the fixture page and waits until its app has started."""
    browser.open("/fixture/")
    browser.wait("window.fixture", what="the fixture to start")


def file_names():
    """The names of the test files: test_*.py in this folder, sorted."""
    return sorted(name[:-len(".py")] for name in os.listdir(HERE) if name.startswith("test_") and name.endswith(".py"))


def discover():
    """Every test, as (file, name, function): the files in name order, each one's functions named test_…
    in the order it binds them. A name two files define is refused, since a name selects a test."""
    found, seen = [], {}
    for file in file_names():
        module = importlib.import_module(file)
        for name, test in vars(module).items():
            if not (name.startswith("test_") and inspect.isfunction(test)):
                continue
            if name in seen:
                sys.exit(f"{name} is defined in both {seen[name]}.py and {file}.py: a test's name is its own")
            seen[name] = file
            found.append((file, name, test))
    return found


def select(found, arguments, words):
    """The tests of the files `arguments` name (all files when it names none) whose name contains one of
    `words` or of the other arguments (any name when there are none)."""
    files = file_names()
    named = [argument.removesuffix(".py") for argument in arguments if argument.removesuffix(".py") in files]
    words = words + [argument for argument in arguments if argument.removesuffix(".py") not in files]
    return [(file, name, test) for file, name, test in found
            if (not named or file in named) and (not words or any(word in name for word in words))]


def run_one(browser, name, test):
    """Runs one test and prints its outcome; a failure leaves its screenshot and console log in artifacts/.
    Returns whether it passed."""
    name = name[len("test_"):]
    started = time.time()
    try:
        # Each test starts with no console message and no violation of those before it.
        browser.console()
        browser.log = []
        browser.violations()
        test(browser)
        # The normal flows raise no violation of the server's policy; a hostile test names the
        # violations it provokes.
        expect(browser.violations(), getattr(test, "violations", []), "Content-Security-Policy violations")
        print(f"ok    {name} ({time.time() - started:.1f} s)")
        return True
    except Exception as error:  # a failure of any kind is reported with its evidence
        os.makedirs(ARTIFACTS, exist_ok=True)
        shot = os.path.join(ARTIFACTS, f"chromium-{name}.png")
        browser.driver.save_screenshot(shot)
        browser.console()
        with open(os.path.join(ARTIFACTS, f"chromium-{name}.log"), "w") as log:
            log.write("\n".join(f"{level} {text}" for level, text in browser.log))
        print(f"FAIL  {name}: {error}\n      screenshot: {os.path.relpath(shot, ROOT)}")
        return False


def run(selected):
    """Serves web/ (with Tests/ at /tests and the fixture at /fixture), starts Chromium and runs the
    tests in order, one browser for all. Returns the exit status."""
    server = serve.make_server(os.path.join(ROOT, "web"), 0, quiet=True, mounts={
        "/tests": os.path.join(ROOT, "Tests"),
        "/fixture": FIXTURE,
    })
    held = Held()
    handler = server.RequestHandlerClass
    serve_file = handler.send_head

    # A request may wait for the test (`Browser.held`), and a page asked for with `?prerender=off` comes
    # as if it had been built without pre-rendering.
    def send_head(request):
        held.wait_for(request.path)
        if "prerender=off" not in request.path.partition("?")[2]:
            return serve_file(request)
        path = request.translate_path(request.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        with open(path, encoding="utf-8") as page:
            text = page.read()
        # What the page build writes for a page that opts out.
        body = prerender.without_prerender(text, re.search(r'data-wasm="([^"]+)"', text).group(1)).encode()
        request.send_response(200)
        request.send_header("Content-Type", "text/html; charset=utf-8")
        request.send_header("Content-Length", str(len(body)))
        request.end_headers()
        return io.BytesIO(body)

    handler.send_head = send_head
    threading.Thread(target=server.serve_forever, daemon=True).start()
    browser = Browser(f"http://127.0.0.1:{server.server_address[1]}")
    browser.held = held
    failed = 0
    try:
        for _, name, test in selected:
            failed += not run_one(browser, name, test)
    finally:
        browser.quit()
        server.shutdown()
    print(f"Chromium: {len(selected) - failed} passed, {failed} failed")
    return 1 if failed else 0


def main(argv):
    """Runs the tests the command line chooses (run.py says how); returns the exit status."""
    parser = argparse.ArgumentParser(prog="run.py", description="Runs the Chromium tests of Tests/Chromium.")
    parser.add_argument("chosen", nargs="*", metavar="FILE-OR-WORD",
                        help="a test file (test_todos) runs its tests; another word, the tests whose name contains it")
    parser.add_argument("-k", dest="words", action="append", default=[], metavar="WORD",
                        help="only the tests whose name contains WORD (with a file: among its tests)")
    parser.add_argument("--list", action="store_true", help="prints the tests chosen, by file, and runs none")
    options = parser.parse_args(argv)
    selected = select(discover(), options.chosen, options.words)
    if not selected:
        print(f"no test matches {' '.join(argv)}", file=sys.stderr)
        return 2
    if options.list:
        for file, name, _ in selected:
            print(f"{file}.py {name}")
        return 0
    return run(selected)
