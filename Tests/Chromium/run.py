#!/usr/bin/python3
"""Drives headless Chromium through the toolkit's pages: the gallery, the counter (its flows on both of
its pages, the observable and the program-style one), the example app, the fixture app and the shim's
suites (the shared vectors included).

    /usr/bin/python3 Tests/Chromium/run.py [NAME-FILTER]

`make test` runs it after building the wasm. Selenium comes from Debian's python3-selenium, which only
Debian's own Python has. The pages are served by scripts/serve.py (the server `make serve` uses) on a
free loopback port. A failing test leaves a screenshot and the console log in artifacts/; every run
leaves the counter's states, in both color schemes and at two widths, in artifacts/counter/.
"""

import json
import os
import random
import subprocess
import sys
import threading
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARTIFACTS = os.path.join(ROOT, "artifacts")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import serve  # noqa: E402
import wasm_module  # noqa: E402

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
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

    def open(self, path):
        self.driver.get(self.base + path)

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


def errors(entries):
    return [text for level, text in entries if level == "SEVERE"]


# The tests. Each takes the browser and raises AssertionError on failure.

def test_headers(browser):
    with urllib.request.urlopen(browser.base + "/") as response:
        expect(response.headers["Content-Security-Policy"], serve.CONTENT_SECURITY_POLICY, "CSP")
        expect(response.headers["Cross-Origin-Opener-Policy"], "same-origin", "COOP")
        expect(response.headers["Cross-Origin-Embedder-Policy"], "require-corp", "COEP")
    with urllib.request.urlopen(browser.base + "/counter/CounterWeb.wasm") as response:
        expect(response.headers["Content-Type"], "application/wasm", "wasm MIME type")
    with urllib.request.urlopen(browser.base + "/vdom.min.js") as response:
        expect(response.headers["Content-Type"], "text/javascript; charset=utf-8", "JS MIME type")


def example_pages():
    """The example pages the gallery must link: each HTML page in a folder of web/ that runs a module
    (examples/Greeter's page is copied into web/greeter/ by `make greeter`), as the gallery links it: the
    folder for its index.html (`counter/`), else the file (`counter/program.html`)."""
    web = os.path.join(ROOT, "web")
    pages = []
    for name in sorted(os.listdir(web)):
        folder = os.path.join(web, name)
        if not os.path.isdir(folder):
            continue
        for file in sorted(os.listdir(folder), key=lambda file: file != "index.html"):
            if file.endswith(".html"):
                with open(os.path.join(folder, file), encoding="utf-8") as page:
                    if "data-wasm=" in page.read():
                        pages.append(name + "/" + ("" if file == "index.html" else file))
    return pages


def test_gallery(browser):
    """The gallery (web/index.html) links every example, one line each, and each link opens a page whose
    app starts without an error."""
    expected = example_pages()
    for example in os.listdir(os.path.join(ROOT, "examples")):
        if example.lower() + "/" not in expected:
            raise AssertionError(f"examples/{example} has no page in web/{example.lower()}/ (make greeter copies it)")
    browser.open("/")
    lines = browser.js("return [...document.querySelectorAll('.examples > li')].map((li) =>"
                       " [...li.querySelectorAll('a')].map((a) => a.getAttribute('href')))")
    expect(lines, [[page] for page in expected], "the gallery's lines, one link each")
    expect(errors(browser.console()), [], "console errors on the gallery")
    for page in expected:
        browser.open("/")
        browser.find(f".examples a[href='{page}']").click()
        browser.wait(f"location.pathname === '/{page}' && document.querySelector('[data-wasm]').childElementCount > 0",
                     what=f"the app of {page} to start")
        expect(errors(browser.console()), [], f"console errors on {page}")


COUNTER_FACTS = os.path.join(ROOT, "web", "counter", "facts")
COUNTER_SHOTS = os.path.join(ARTIFACTS, "counter")

# Runs in the counter's page once it has mounted: keeps the message of each opening of the alert (once
# the frame that opened it is applied), and each fetch the page starts with its abort signal.
COUNTER_WATCH = """
const dialog = document.querySelector('dialog.alert')
window.opened = []
new MutationObserver(() => { if (dialog.open) window.opened.push(dialog.querySelector('.alert-message').textContent) })
  .observe(dialog, { attributes: true, attributeFilter: ['open'] })
window.fetches = []
const fetch = window.fetch
window.fetch = (url, init) => { window.fetches.push([String(url), init.signal]); return fetch(url, init) }
"""


# The counter page the flows run on: the observable one, or (through `on_program_page`) the same counter
# in the program style, which must pass every flow unchanged.
COUNTER_PAGE = "/counter/"


def on_program_page(test):
    """`test`, run on the program-style counter (counter/program.html) instead."""
    def variant(browser):
        global COUNTER_PAGE
        COUNTER_PAGE = "/counter/program.html"
        try:
            test(browser)
        finally:
            COUNTER_PAGE = "/counter/"
    variant.__name__ = test.__name__.replace("test_counter", "test_program_counter")
    variant.__doc__ = f"On the program-style page: {test.__doc__}"
    return variant


def open_counter(browser):
    """Loads the counter's page, waits until it has mounted, and watches its alert and its fetches."""
    browser.open(COUNTER_PAGE)
    browser.wait("document.querySelector('.count')", what="the counter to mount")
    browser.js(COUNTER_WATCH)


def fact(number):
    with open(os.path.join(COUNTER_FACTS, f"{number}.txt"), encoding="utf-8") as file:
        return file.read().strip()


def counter_state(browser, tapped=None):
    """What the page shows: the count, the title, the count's class, the number field, the fact button,
    the status line (its class and whether it spins), the alert (open, modal, its message) and the
    element that has the focus (its id or class). With `tapped`, a selector, first focuses and clicks
    that element in the same script, as a keyboard's Enter does: the frame is applied when the click
    returns, and no fetch it started can answer before the page is read."""
    return browser.js("""
        if (arguments[0]) { const tapped = document.querySelector(arguments[0]); tapped.focus(); tapped.click() }
        const $ = (selector) => document.querySelector(selector), dialog = $('dialog.alert'), active = document.activeElement
        return {count: $('.count').textContent, title: document.title, countClass: $('.count').className,
                field: $('#count').value, button: $('.get-fact').textContent, buttonClass: $('.get-fact').className,
                status: $('.fact-status').textContent, statusClass: $('.fact-status').className,
                spinner: $('.fact-status .spinner') !== null, dialog: dialog.open, modal: dialog.matches(':modal'),
                message: $('.alert-message')?.textContent ?? null,
                focus: active === document.body ? 'body' : active.id || active.className}""", tapped)


def expect_state(browser, what, tapped=None, **expected):
    state = counter_state(browser, tapped)
    expect({name: state[name] for name in expected}, expected, what)


def fetches(browser):
    """The fetches the page started, as (URL, aborted)."""
    return [tuple(f) for f in browser.js("return window.fetches.map(([url, signal]) => [url, signal.aborted])")]


def tap(browser, selector):
    """Focuses and clicks an element, as a keyboard's Enter does."""
    browser.js("const e = document.querySelector(arguments[0]); e.focus(); e.click()", selector)


def select_all_and_type(element, text):
    element.send_keys(Keys.CONTROL, "a")
    element.send_keys(Keys.BACKSPACE if text == "" else text)


def test_counter_steps(browser):
    """+ and − change the count, the title, the number field and the class of a negative count."""
    open_counter(browser)
    expect(browser.js("return document.getElementById('app').innerHTML"),
           '<main class="counter"><h1 class="counter-title">Counter</h1>'
           '<div class="counter-row"><button aria-label="Decrement" class="step">−</button>'
           '<output aria-live="polite" class="count">0</output>'
           '<button aria-label="Increment" class="step">+</button></div>'
           '<div class="counter-tools"><div class="field"><label for="count" class="field-label">Count</label>'
           '<input id="count" type="number" class="count-field"></div>'
           '<button class="randomize">Randomize</button></div>'
           '<div class="fact-row"><button class="get-fact">Get fact</button><p role="status" class="fact-status"></p></div>'
           '<div class="field note"><label for="note" class="field-label">Note</label>'
           '<input id="note" type="text" placeholder="Type a note" aria-describedby="note-hint" class="note-field">'
           '<p id="note-hint" class="field-hint">Focused by +, − and Randomize when the count is not a multiple of 3.</p></div>'
           '<dialog role="alertdialog" aria-label="Fact" class="alert"></dialog></main>',
           "the mounted counter")
    expect_state(browser, "at the start", count="0", title="0 · Counter", countClass="count", field="0")
    increment = browser.find("button[aria-label=Increment]")
    decrement = browser.find("button[aria-label=Decrement]")
    increment.click()
    increment.click()
    expect_state(browser, "after two increments", count="2", title="2 · Counter", countClass="count", field="2")
    for _ in range(3):
        decrement.click()
    expect_state(browser, "after three decrements", count="−1", title="−1 · Counter", countClass="count negative",
                 field="-1")
    # The frame is applied before the browser's dispatch of the click returns.
    expect(browser.js("document.querySelector('[aria-label=Increment]').click();"
                      "return document.querySelector('.count').textContent"), "0", "count right after click()")
    expect_state(browser, "after one more increment", count="0", title="0 · Counter", countClass="count", field="0")
    expect(errors(browser.console()), [], "console errors")


def test_counter_number_field(browser):
    """Typing a number sets the count and leaves the focus in the field; a lone "-" and an emptied field
    stay as typed and leave the count alone; + and − replace them with the count."""
    open_counter(browser)
    field = browser.find("#count")
    field.click()
    select_all_and_type(field, "17")
    expect_state(browser, "after typing 17", count="17", title="17 · Counter", field="17", focus="count")
    select_all_and_type(field, "")
    expect(browser.js("return [document.getElementById('count').value, document.getElementById('count').validity.badInput]"),
           ["", False], "the emptied field (value, badInput)")
    expect_state(browser, "after emptying the field", count="17", title="17 · Counter", focus="count")
    field.send_keys("-")
    expect(browser.js("return [document.getElementById('count').value, document.getElementById('count').validity.badInput]"),
           ["", True], "the field holding a lone '-' (value, badInput)")
    expect_state(browser, "after typing a lone '-'", count="17", title="17 · Counter", focus="count")
    field.send_keys("4")
    expect_state(browser, "after typing -4", count="−4", title="−4 · Counter", countClass="count negative", field="-4",
                 focus="count")
    select_all_and_type(field, "")
    browser.find("button[aria-label=Increment]").click()
    expect_state(browser, "after + on the emptied field", count="−3", field="-3")
    field.click()
    select_all_and_type(field, "-")
    browser.find("button[aria-label=Decrement]").click()
    expect_state(browser, "after − on a lone '-'", count="−4", field="-4")
    expect(browser.js("return document.getElementById('count').validity.badInput"), False, "badInput after −")
    expect(errors(browser.console()), [], "console errors")


def test_counter_note(browser):
    """The note's field keeps what is typed, the caret stays where the user put it, and the text is the
    model's: renders that follow put the same text back."""
    open_counter(browser)
    note = browser.find("#note")
    note.click()
    note.send_keys("milk")
    note.send_keys(Keys.ARROW_LEFT, Keys.ARROW_LEFT, "X")
    selection = "const n = document.getElementById('note'); return [n.value, n.selectionStart, n.selectionEnd]"
    expect(browser.js(selection), ["miXlk", 3, 3], "the note, the caret after typing in its middle")
    note.send_keys("Y")
    expect(browser.js(selection), ["miXYlk", 4, 4], "the note, the caret after another key")
    # + moves the focus to the note (1 is not a multiple of 3), whose component renders from the model:
    # the text is the one typed, and the caret is where it was.
    browser.find("button[aria-label=Increment]").click()
    expect(browser.js(selection), ["miXYlk", 4, 4], "the note after + focused it again")
    expect_state(browser, "after +", count="1", focus="note")
    note.send_keys(Keys.HOME, Keys.ARROW_RIGHT, " ")
    expect(browser.js(selection), ["m iXYlk", 2, 2], "the note, the caret after a space near the start")
    expect(errors(browser.console()), [], "console errors")


def test_counter_focus(browser):
    """The note has the focus when a step leaves the count off the multiples of 3, and loses it on them;
    the user's own Tab out and click in write back (the steps clicked by script, which moves no focus,
    show what the model holds)."""
    open_counter(browser)
    expect_state(browser, "at the start", count="0", focus="body")
    increment = browser.find("button[aria-label=Increment]")
    for count, focus in [("1", "note"), ("2", "note"), ("3", "step"), ("4", "note")]:
        increment.click()
        expect_state(browser, f"after + to {count}", count=count, focus=focus)
    browser.find("button[aria-label=Decrement]").click()
    expect_state(browser, "after − to 3", count="3", focus="step")
    browser.find("button[aria-label=Decrement]").click()
    expect_state(browser, "after − to 2", count="2", focus="note")

    # Tab out writes false: the next step to a count off the multiples of 3 focuses the note again.
    browser.js("document.querySelector('[aria-label=Decrement]').click()")
    expect_state(browser, "after − by script to 1", count="1", focus="note")
    browser.find("#note").send_keys(Keys.TAB)
    expect(browser.js("return document.activeElement.id"), "", "the focus after Tab out of the note")
    browser.js("document.querySelector('[aria-label=Increment]').click()")
    expect_state(browser, "after + by script to 2, the note left by Tab", count="2", focus="note")

    # A click into the note writes true: the next step to a multiple of 3 takes the focus away.
    browser.find("#note").send_keys(Keys.TAB)
    browser.find("#note").click()
    expect_state(browser, "after a click into the note", focus="note")
    browser.js("document.querySelector('[aria-label=Increment]').click()")
    expect_state(browser, "after + by script to 3, the note clicked into", count="3", focus="body")
    expect(errors(browser.console()), [], "console errors")


def test_counter_fact(browser):
    """Get fact shows the lookup, then the alert: modal, its OK button focused; OK and Escape close it and
    the focus returns to Get fact. A number without a fact says so and opens nothing."""
    open_counter(browser)
    expect_state(browser, "right after Get fact", tapped=".get-fact", button="Cancel", buttonClass="get-fact loading",
                 status="Looking up a fact about 0…", statusClass="fact-status", spinner=True, dialog=False,
                 focus="get-fact loading")
    browser.wait("document.querySelector('dialog.alert').open", what="the alert")
    expect_state(browser, "the fact presented", button="Get fact", buttonClass="get-fact", status="", spinner=False,
                 dialog=True, modal=True, message=fact(0), focus="alert-action")
    expect(browser.js("return document.querySelector('dialog.alert').innerHTML"),
           f'<h2 class="alert-title">Fact</h2><p class="alert-message">{fact(0)}</p>'
           '<div class="alert-actions"><button type="button" autofocus="" class="alert-action">OK</button></div>',
           "the alert's content")
    browser.find(".alert-action").click()
    expect_state(browser, "after OK", dialog=False, modal=False, message=None, focus="get-fact")

    browser.find("button[aria-label=Increment]").click()
    browser.find("button[aria-label=Increment]").click()
    tap(browser, ".get-fact")
    browser.wait("document.querySelector('dialog.alert').open", what="the alert about 2")
    expect_state(browser, "the fact about 2", dialog=True, modal=True, message=fact(2), focus="alert-action")
    browser.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    # The browser closes the dialog at once and fires `close` a task later: the model follows then.
    browser.wait("document.querySelector('.alert-message') === null", what="the model to follow the Escape")
    expect_state(browser, "after Escape", dialog=False, modal=False, message=None, focus="get-fact")
    # Enter on the focused Get fact opens it again, Enter on OK closes it: the keyboard alone.
    browser.driver.switch_to.active_element.send_keys(Keys.ENTER)
    browser.wait("document.querySelector('dialog.alert').open", what="the alert opened by Enter")
    browser.driver.switch_to.active_element.send_keys(Keys.ENTER)
    expect_state(browser, "after Enter on OK", dialog=False, focus="get-fact")
    expect(browser.js("return window.opened"), [fact(0), fact(2), fact(2)], "the alert's openings")
    expect(errors(browser.console()), [], "console errors")

    field = browser.find("#count")
    field.click()
    select_all_and_type(field, "500")
    tap(browser, ".get-fact")
    browser.wait("document.querySelector('.fact-status').textContent.startsWith('No fact')", what="the answer about 500")
    expect_state(browser, "after Get fact at 500", count="500", button="Get fact", status="No fact about 500 yet.",
                 statusClass="fact-status", spinner=False, dialog=False, focus="get-fact")
    expect(browser.js("return window.opened.length"), 3, "the alert's openings after 500")
    expect([text.split(" ", 2)[2] for text in errors(browser.console())],
           ["Failed to load resource: the server responded with a status of 404 (File not found)"],
           "console errors: Chromium's own line for the missing fact file")


def network(browser, offline=False, latency=0):
    """Emulates the network's conditions (DevTools protocol): a latency in milliseconds, or none."""
    browser.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": offline, "latency": latency, "downloadThroughput": -1, "uploadThroughput": -1})


def restore_network(browser):
    """Puts the network back as it was before `network`."""
    network(browser)
    browser.driver.execute_cdp_cmd("Network.disable", {})


def expect_offline_line_only(browser):
    """The console holds no error but Chromium's own line for the request made offline."""
    expect([text.split(" ", 2)[2] for text in errors(browser.console())],
           ["Failed to load resource: net::ERR_INTERNET_DISCONNECTED"],
           "console errors: Chromium's own line for the request made offline")


def test_counter_slow_and_failing_fact(browser):
    """Through the DevTools protocol: a slow answer shows the lookup until it comes, a second tap or a
    new count cancels it (its fetch aborted, no alert for the old number); offline, the lookup fails with
    a message and Try again, which loads the fact once the network is back."""
    open_counter(browser)
    browser.driver.execute_cdp_cmd("Network.enable", {})
    try:
        network(browser, latency=1500)
        expect_state(browser, "a slow lookup", tapped=".get-fact", button="Cancel", status="Looking up a fact about 0…", spinner=True)
        expect_state(browser, "after the second tap", tapped=".get-fact", button="Get fact", status="", spinner=False, dialog=False)
        expect(fetches(browser), [("facts/0.txt", True)], "fetches after the second tap")

        tap(browser, ".get-fact")
        browser.js("document.querySelector('[aria-label=Increment]').click()")
        expect_state(browser, "after + during a lookup", count="1", button="Get fact", status="", spinner=False,
                     dialog=False)
        expect_state(browser, "a slow lookup about 1", tapped=".get-fact", status="Looking up a fact about 1…", spinner=True)
        # The lookups about 0 started first: had one not been aborted, its answer would come first.
        browser.wait("document.querySelector('dialog.alert').open", what="the alert about 1")
        expect(browser.js("return window.opened"), [fact(1)], "the alert's openings")
        expect(fetches(browser), [("facts/0.txt", True), ("facts/0.txt", True), ("facts/1.txt", False)], "fetches")
        browser.find(".alert-action").click()

        network(browser, offline=True)
        tap(browser, ".get-fact")
        browser.wait("document.querySelector('.fact-status.failed')", what="the failed lookup")
        expect_state(browser, "offline", button="Try again", buttonClass="get-fact", status="The server could not be reached.",
                     statusClass="fact-status failed", spinner=False, dialog=False, focus="get-fact")
        network(browser)
        tap(browser, ".get-fact")
        browser.wait("document.querySelector('dialog.alert').open", what="the alert after Try again")
        expect_state(browser, "after Try again online", button="Get fact", status="", statusClass="fact-status",
                     dialog=True, modal=True, message=fact(1), focus="alert-action")
    finally:
        restore_network(browser)
    expect_offline_line_only(browser)


# The looks the screenshots are taken in: the color scheme, and the viewport's width and height.
COUNTER_LOOKS = [("light", "desktop", 1280, 900), ("light", "phone", 390, 844),
                 ("dark", "phone", 390, 844), ("dark", "desktop", 1280, 900)]


def screenshots(browser, state):
    """Saves the page as it is in each look, as artifacts/counter/STATE-SCHEME-WIDTH.png."""
    driver = browser.driver
    os.makedirs(COUNTER_SHOTS, exist_ok=True)
    try:
        for scheme, width, pixels, height in COUNTER_LOOKS:
            # Reduced motion: the page's colors change without transitions (the spinner still turns).
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                {"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-reduced-motion", "value": "reduce"}]})
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": pixels, "height": height, "deviceScaleFactor": 1, "mobile": width == "phone"})
            # A transition started before the emulation is over before the picture.
            browser.wait("document.getAnimations().every((a) => !(a instanceof CSSTransition))",
                         what=f"the transitions to the {scheme} scheme")
            driver.save_screenshot(os.path.join(COUNTER_SHOTS, f"{state}-{scheme}-{width}.png"))
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_counter_screenshots(browser):
    """Each state of the page, in light and dark, at a desktop's and a phone's width, saved in
    artifacts/counter/ on every run, to be looked at: idle, the note focused, a fact loading, a failed
    lookup, the fact presented."""
    open_counter(browser)
    screenshots(browser, "idle")
    browser.find("button[aria-label=Increment]").click()
    browser.find("#note").send_keys("Buy oat milk")
    expect_state(browser, "the note focused", count="1", focus="note")
    screenshots(browser, "note-focused")
    browser.driver.execute_cdp_cmd("Network.enable", {})
    try:
        # Long enough for the screenshots; Cancel aborts the fetch, so nothing waits for it.
        network(browser, latency=60000)
        browser.find(".get-fact").click()
        expect_state(browser, "loading", button="Cancel", spinner=True, focus="get-fact loading")
        screenshots(browser, "loading")
        browser.find(".get-fact").click()
        network(browser, offline=True)
        browser.find(".get-fact").click()
        browser.wait("document.querySelector('.fact-status.failed')", what="the failed lookup")
        screenshots(browser, "error")
        network(browser)
        browser.find(".get-fact").click()
        browser.wait("document.querySelector('dialog.alert').open", what="the alert")
        screenshots(browser, "fact")
    finally:
        restore_network(browser)
    expect_offline_line_only(browser)


def test_shim_suites(browser):
    browser.open("/tests/Chromium/shim.html")
    results = browser.wait("window.shimResults", what="the shim's suites")
    failed = [f"{r['name']}: {'; '.join(r['failures'])}" for r in results if r["failures"]]
    expect(failed, [], "failing suites in Chromium")
    expect(browser.js("return 'moveBefore' in Element.prototype"), True, "Chromium has moveBefore")
    print(f"      {len(results)} shim tests passed in Chromium")


def test_example_refuses_digits(browser):
    browser.open("/greeter/")
    field = browser.wait("document.querySelector('#app input')", what="the example to mount")
    # The shim listens at the container in the capture phase, so this listener on the field runs after it
    # and sees what the field shows once the frame is applied.
    browser.js("window.seen = []; const f = document.querySelector('#app input');"
               "f.addEventListener('input', () => window.seen.push(f.value))")
    field.send_keys("Ad4a")
    expect(browser.js("return window.seen"), ["A", "Ad", "Ad", "Ada"], "what the field showed after each key")
    expect(field.get_property("value"), "Ada", "field")
    expect(browser.find(".greeting").text, "Hello, Ada!", "greeting")
    expect(errors(browser.console()), [], "console errors")


def open_fixture(browser):
    """Loads the fixture page and waits until its app has started."""
    browser.open("/fixture/")
    browser.wait("window.fixture", what="the fixture to start")


def test_deep_tree(browser):
    open_fixture(browser)
    started = time.time()
    browser.find("#deep").click()
    depth = browser.js("let n = document.getElementById('leaf-text'), d = 0;"
                       "while (!n.parentNode.classList.contains('deep')) { n = n.parentNode; d++ }"
                       "return d")
    expect(depth, 10_000, "nesting depth of the leaf")
    browser.find("#leaf").click()
    browser.find("#leaf").click()
    expect(browser.js("return document.getElementById('leaf-text').textContent"), "leaf!!", "leaf after two updates")
    # Removing the tree frees ten thousand levels of descriptions and live nodes; mounting it again after
    # shows nothing was left half-freed.
    browser.find("#deep").click()
    expect(browser.js("return document.getElementById('leaf-text')"), None, "leaf after removing the tree")
    browser.find("#deep").click()
    expect(browser.js("return document.getElementById('leaf-text').textContent"), "leaf!!", "leaf after mounting again")
    expect(browser.js("return window.fixture.stopped"), False, "stopped")
    expect(errors(browser.console()), [], "console errors")
    # The wasm stack is 64 KiB (wasm/toolset.json); the diff walks with explicit stacks, so depth costs
    # it nothing. A regression that made it recursive would show here long before it overflowed.
    used = browser.js("return window.fixture.exports.vdom_stack_used()")
    if used > 16384:
        raise AssertionError(f"the 10,000-deep tree used {used} bytes of the 65,536-byte wasm stack")
    print(f"      mounted, updated, removed and mounted again a 10,000-deep tree in {time.time() - started:.2f} s;"
          f" wasm stack used: {used} bytes")


def test_rows_do_not_leak(browser):
    """Creating and clearing 10,000 rows (and 100 rows whose handlers hold objects) fifty times: after each
    cycle, once the page has freed what the cycle removed, the wasm memory and heap, the shim's node table
    and its listening nodes, the bytes in use on the heap (every Swift object, array and closure context)
    and the renderer's counts are exactly what the first cycle left."""
    open_fixture(browser)
    cycles = browser.js("""
        const exports = window.fixture.exports, applier = window.fixture.applier
        const rows = document.getElementById('rows'), handlerRows = document.getElementById('handler-rows')
        const cycles = []
        for (let cycle = 0; cycle <= 50; cycle++) {
          if (cycle > 0) {
            rows.click()
            handlerRows.click()
            if (document.querySelectorAll('#table tr').length !== 10000) return 'no rows in cycle ' + cycle
            if (document.querySelectorAll('#handler-table tr').length !== 100) return 'no handler rows in cycle ' + cycle
            rows.click()
            handlerRows.click()
            if (document.querySelectorAll('tr').length !== 0) return 'rows left in cycle ' + cycle
            exports.vdom_idle()
          }
          const { nodes, listening } = applier.stats()
          const counts = []
          for (let what = 0; what <= 11; what++) counts.push(exports.fixture_count(what))
          cycles.push([exports.memory.buffer.byteLength, exports.vdom_heap_size(), nodes, listening, ...counts])
        }
        return cycles""")
    if isinstance(cycles, str):
        raise AssertionError(cycles)
    names = ["memory", "heap", "node table", "listening nodes", "heap in use", "live nodes", "ids in use",
             "free ids", "issued ids", "scopes", "subscriptions", "dirty", "handlers", "template uses", "templates",
             "awaiting free"]
    before, first = dict(zip(names, cycles[0])), dict(zip(names, cycles[1]))
    for cycle, values in enumerate(cycles[1:], start=1):
        grown = {name: (first[name], value) for name, value in zip(names, values) if value != first[name]}
        if grown:
            raise AssertionError(f"cycle {cycle} left {grown} (first cycle, this one)")
    # The tables hold what the page shows, as before the first cycle; the heap and the ids issued do not
    # shrink.
    for name in ["node table", "listening nodes", "live nodes", "ids in use", "scopes", "subscriptions",
                 "handlers", "template uses", "awaiting free"]:
        expect(first[name], before[name], f"{name} after the first cycle, and before it")
    expect(first["listening nodes"], 20, "listening nodes: the buttons (the lab's, the editor's, the dialogs' and the calls'), "
                                         "the editor's <div>, the two dialogs and the form")
    expect(first["ids in use"] + first["free ids"], first["issued ids"], "ids in use and free")
    expect(errors(browser.console()), [], "console errors")
    print(f"      50 cycles of 10,000 rows: each left {first['memory'] / 1048576:.1f} MiB of memory, a "
          f"{first['heap'] / 1048576:.1f} MiB heap of which {first['heap in use']} bytes in use, "
          f"{first['live nodes']} live nodes, a node table of {first['node table']}")


def handler_rows_freed(browser, page_never_idle):
    """Shows 100 rows whose handlers each hold an object, removes them, and waits until Swift has freed
    those objects, with no render after the removal."""
    open_fixture(browser)
    freed = "window.fixture.exports.fixture_freed_handlers()"
    if page_never_idle:
        browser.js("window.requestIdleCallback = () => 0")
    browser.js("document.getElementById('handler-rows').click()")
    expect(browser.js("return document.querySelectorAll('#handler-table tr').length"), 100, "rows shown")
    if page_never_idle:
        # The test holds the rows, so no garbage collection can take them until it lets them go.
        browser.js("window.heldRows = [...document.querySelectorAll('#handler-table tr')]")
    browser.js("document.getElementById('handler-rows').click()")
    expect(browser.js("return document.querySelectorAll('#handler-table tr').length"), 0, "rows left")
    if page_never_idle:
        browser.js("window.gc()")
        time.sleep(0.2)
        expect(browser.js(f"return {freed}"), 0, "handlers freed while the removed nodes were held")
        browser.js("window.heldRows = null; window.gc()")
    browser.wait(f"{freed} === 100", timeout=10, what=f"the 100 removed rows' handlers freed ({freed})")
    expect(errors(browser.console()), [], "console errors")


def test_removed_rows_freed_when_idle(browser):
    handler_rows_freed(browser, page_never_idle=False)


def test_removed_rows_freed_when_collected(browser):
    """A page that is never idle frees them once the browser has collected a removed DOM node."""
    handler_rows_freed(browser, page_never_idle=True)


def test_validation_cost(browser):
    """What checking a frame before applying it costs, on the largest frame: 10,000 new rows."""
    open_fixture(browser)
    timings = browser.js("""
        const applier = window.fixture.applier, apply = applier.apply
        const timings = []
        applier.apply = (frame) => {
          const started = performance.now()
          applier.check(frame)
          const checked = performance.now()
          apply(frame)
          timings.push([frame.byteLength, checked - started, performance.now() - checked])
        }
        const rows = document.getElementById('rows')
        for (let cycle = 0; cycle < 7; cycle++) { rows.click(); rows.click() }
        applier.apply = apply
        return timings.filter(([bytes]) => bytes > 100000)""")
    expect(len(timings), 7, "frames creating 10,000 rows")
    timings.sort(key=lambda t: t[1])
    size, check, apply = timings[len(timings) // 2]
    print(f"      a {size / 1024:.0f} KiB frame (10,000 rows): checked in {check:.2f} ms, applied in {apply:.2f} ms "
          f"(the check is {100 * check / apply:.0f}% of applying)")
    if check > apply / 2:
        raise AssertionError(f"checking the frame ({check:.2f} ms) costs more than half of applying it ({apply:.2f} ms)")


def test_timer_changes_render_once(browser):
    open_fixture(browser)
    expect(browser.find("#tick-count").text, "0 ticks, 1 renders", "before")
    browser.find("#ticks").click()
    browser.wait("document.getElementById('tick-count').textContent.startsWith('3')", what="the timer")
    expect(browser.find("#tick-count").text, "3 ticks, 2 renders", "three changes, one render")


def test_keyed_components_move(browser):
    # Reversing keyed components pairs them by key and moves every one: the wasm build's keyed diff and
    # its identity table, with 32-bit integers.
    open_fixture(browser)
    browser.find("#reorder").click()
    browser.wait("document.querySelectorAll('#order li').length === 20", what="the items")
    browser.js("for (const li of document.querySelectorAll('#order li')) li.dataset.seen = li.textContent")
    browser.find("#reorder").click()
    browser.wait("document.querySelector('#order li').textContent === '120'", what="the reversed items")
    items = browser.js("return [...document.querySelectorAll('#order li')].map((li) => [li.textContent, li.dataset.seen])")
    expect(items, [[str(n), str(n)] for n in range(120, 100, -1)], "reversed, each item the node it was")


def test_stop_shows_its_reason(browser):
    open_fixture(browser)
    browser.console()
    browser.find("#stop").click()
    banner = browser.find(".vdom-stopped")
    if "the fixture was asked to stop" not in banner.text:
        raise AssertionError(f"banner: {banner.text!r}")
    expect(browser.find("#app").get_attribute("inert"), "true", "the stopped app is inert")
    logged = " ".join(errors(browser.console()))
    if "The app stopped: the fixture was asked to stop" not in logged:
        raise AssertionError(f"console: {logged!r}")
    browser.js("document.getElementById('deep').click()")
    expect(browser.js("return document.getElementById('leaf-text')"), None, "clicks after the stop")


def test_trap_stops_the_app(browser):
    open_fixture(browser)
    browser.console()
    browser.find("#trap").click()
    banner = browser.find(".vdom-stopped")
    if "This app has stopped" not in banner.text:
        raise AssertionError(f"banner: {banner.text!r}")
    logged = " ".join(errors(browser.console()))
    if "The app stopped:" not in logged or "RuntimeError" not in logged:
        raise AssertionError(f"console: {logged!r}")


def test_nothing_enters_a_stopped_app(browser):
    """After a trap, no call enters the module again: not the events that follow, nor the timer, the
    animation frame, the idle callback and the collection of removed nodes it was waiting for. The fixture
    page counts every call into the module (fixture.js)."""
    open_fixture(browser)
    browser.console()
    entered = browser.js("""
        const click = (id) => document.getElementById(id).click()
        click('handler-rows')
        click('handler-rows')  // removes 100 rows: the page waits to be idle, or for the rows' collection
        click('ticks')  // a timer, due in 10 ms
        window.fixture.exports.fixture_tick()  // a change from outside any event: an animation frame
        click('trap')
        return window.entries""")
    expect(browser.js("return window.fixture.stopped"), True, "stopped by the trap")
    if entered < 5:
        raise AssertionError(f"the fixture counted {entered} calls into the module before the trap: its count is broken")
    # The buttons that submit a form are left out: with no app to handle it, the page would navigate away.
    browser.js("for (const button of document.querySelectorAll('#app button')) if (!button.form) button.click()")
    browser.driver.execute_async_script("""
        const done = arguments[arguments.length - 1]
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => setTimeout(done, 50))))""")
    browser.js("window.gc()")
    browser.wait("window.finalized > 0", timeout=10, what="the removed rows' collection")
    expect(browser.js("return window.entries"), entered, "calls into the module since the trap")
    expect(browser.js("return document.querySelectorAll('.vdom-stopped').length"), 1, "banners")
    expect(browser.find("#tick-count").text, "0 ticks, 1 renders", "ticks shown")


def test_trap_in_an_event_a_frame_fired(browser):
    """A frame clicks a button whose handler changes the model and traps. The call that applied the frame
    is still running in Swift, and would render that change: the page's imports fail once the app has
    stopped, so it is unwound instead, and the page stays as it was when the app stopped."""
    open_fixture(browser)
    browser.console()
    browser.find("#trap-in-frame").click()
    expect(browser.js("return window.fixture.stopped"), True, "stopped by the trap")
    expect(browser.find("#tick-count").text, "0 ticks, 2 renders", "ticks shown: the change before the trap")
    stops = [text for text in errors(browser.console()) if "The app stopped:" in text]
    expect(len(stops), 1, f"stops reported ({stops})")
    expect(browser.js("return document.querySelectorAll('.vdom-stopped').length"), 1, "banners")


def data_span(path):
    """Where the module's data segments go in memory, as (start, end): the static data an overflowing
    stack placed after it would run into."""
    with open(path, "rb") as module:
        ranges = wasm_module.data_segments(module.read())
    return min(start for start, _ in ranges), max(end for _, end in ranges)


def test_stack_overflow_traps(browser):
    """User code that recurses past the end of the wasm stack stops the app, and the module's data is as
    it was: the stack comes first in memory (wasm/toolset.json), so running past its end leaves memory."""
    open_fixture(browser)
    browser.console()
    start, end = data_span(os.path.join(ROOT, "Tests", "Chromium", "Fixture", "Fixture.wasm"))
    expect(start, 65536, "the data's start: the end of the 64 KiB stack")
    memory = "new Uint8Array(window.fixture.exports.memory.buffer, arguments[0], arguments[1] - arguments[0])"
    browser.js(f"window.data = {memory}.slice()", start, end)
    browser.find("#overflow").click()
    banner = browser.find(".vdom-stopped")
    expect(banner.text, "This app has stopped (memory access out of bounds). Reload the page to start it again.",
           "banner")
    logged = " ".join(errors(browser.console()))
    if "The app stopped: memory access out of bounds" not in logged or "RuntimeError" not in logged:
        raise AssertionError(f"console: {logged!r}")
    changed = browser.js(f"return {memory}.reduce((count, byte, k) => count + (byte !== window.data[k]), 0)",
                         start, end)
    expect(changed, 0, f"bytes of the module's data ({end - start} bytes) changed by the overflow")


def test_hostile_frames(browser):
    """Some thousands of the fuzzer's hostile frames through the page's shim in Chromium (most run in jsdom,
    `make test-hostile`): each is refused at the byte and with the message the test DOM gives, the DOM
    unchanged, or applied whole to the DOM the test DOM makes."""
    fuzzer = os.path.join(ROOT, os.environ.get("SCRATCH", ".build"), "release", "vdom-hostile")
    if not os.path.exists(fuzzer):
        raise AssertionError(f"{os.path.relpath(fuzzer, ROOT)} is missing: `make test-hostile` builds it")
    seed = os.environ.get("HOSTILE_SEED") or str(random.randrange(1, 1 << 32))
    count = int(os.environ.get("HOSTILE_BROWSER_COUNT", "5000"))
    lines = subprocess.run([fuzzer, "--seed", seed, "--count", str(count), "--vectors", os.path.join(ROOT, "Tests", "Vectors")],
                           capture_output=True, text=True, check=True).stdout
    browser.open("/tests/Chromium/hostile.html")
    browser.wait("window.hostileReady", what="the hostile frames page")
    result = browser.js("return window.runHostile(arguments[0])", lines)
    replay = f"HOSTILE_SEED={seed} HOSTILE_BROWSER_COUNT={count} /usr/bin/python3 Tests/Chromium/run.py hostile"
    expect(result["failures"], [], f"hostile frames in Chromium (replay: {replay})")
    expect(result["refused"] + result["applied"], count, "mutated frames checked")
    # (The console is not checked: the checker collects what the shim reports, and Chromium logs errors of
    # its own for SVG attributes whose values the mutations made no lengths.)
    print(f"      {result['refused']} refused and {result['applied']} applied as the test DOM has them (seed {seed})")


def test_text_helpers_in_wasm(browser):
    """The text helpers (parsing, formatting, comparing, hashing, splitting) give in the wasm module what
    they give on Linux, except where `Int` is 32 bits: the fixture shows their results (TextHelpers.swift)."""
    open_fixture(browser)
    browser.js("window.fixture.exports.fixture_show_text()")
    browser.wait("document.getElementById('text-helpers')", what="the text helpers' results")
    expect(browser.find("#text-helpers").get_attribute("textContent"),
           "5 2.675 2.67 0.30000000000000004 1e+308 -0.0 1 -1 B/a/b 5 63 X", "the text helpers' results")
    expect(errors(browser.console()), [], "console errors")


def expect_one_report(browser, text, what):
    """The console holds exactly one error since it was last read, and it says `text`."""
    logged = [entry.replace("\\u003C", "<") for entry in errors(browser.console())]
    if len(logged) != 1 or text not in logged[0]:
        raise AssertionError(f"{what}: the console holds {logged!r}, expected the one report {text!r}")


def test_foreign_edits(browser):
    """Something other than the app edits the DOM inside the container (docs/patch-format.md, "Foreign
    edits"): a translator wraps the count's text in <font> or replaces it, an extension inserts an element
    between two keyed rows or removes one. The next frames apply, the app responds, and the console holds
    one report for each edit that took a node of the app away (an element added is tolerated: none)."""
    browser.open("/counter/")
    browser.wait("document.querySelector('.count')", what="the counter to mount")
    browser.console()
    browser.js("const text = document.querySelector('.count').firstChild, font = document.createElement('font');"
               "text.before(font); font.append(text)")
    increment = browser.find("button[aria-label=Increment]")
    increment.click()
    increment.click()
    expect(browser.js("return document.querySelector('.count').innerHTML"), "<font>2</font>", "the wrapped count")
    expect_one_report(browser, "something other than the app removed or moved 1 of its nodes in <output>", "after <font>")

    browser.open("/counter/")
    browser.wait("document.querySelector('.count')", what="the counter to mount")
    browser.console()
    browser.js("document.querySelector('.count').firstChild.replaceWith('zéro')")
    decrement = browser.find("button[aria-label=Decrement]")
    for _ in range(3):
        decrement.click()
    expect(browser.find(".count").get_attribute("class"), "count negative", "the count's class, rendered")
    expect(browser.driver.title, "−3 · Counter", "the title, rendered")
    expect(browser.find(".count").text, "zéro", "the text the translator put there")
    expect_one_report(browser, "something other than the app removed or moved 1 of its nodes in <output>", "after a new text")

    open_fixture(browser)
    browser.console()
    browser.find("#reorder").click()
    browser.wait("document.querySelectorAll('#order li').length === 20", what="the items")
    browser.js("const ad = document.createElement('li'); ad.className = 'ad'; ad.textContent = 'ad';"
               "document.querySelectorAll('#order li')[3].after(ad)")
    browser.find("#reorder").click()
    browser.wait("document.querySelector('#order li').textContent === '120'", what="the reversed items")
    items = browser.js("return [...document.querySelectorAll('#order li:not(.ad)')].map((li) => li.textContent)")
    expect(items, [str(n) for n in range(120, 100, -1)], "the app's items, reversed around the one it did not make")
    expect(browser.js("return document.querySelectorAll('#order li.ad').length"), 1, "the extension's item")
    expect(errors(browser.console()), [], "console errors after an element was added")

    open_fixture(browser)
    browser.console()
    browser.find("#reorder").click()
    browser.wait("document.querySelectorAll('#order li').length === 20", what="the items")
    browser.js("document.querySelectorAll('#order li')[4].remove()")
    browser.find("#reorder").click()
    browser.wait("document.querySelector('#order li').textContent === '120'", what="the reversed items")
    items = browser.js("return [...document.querySelectorAll('#order li')].map((li) => li.textContent)")
    expect(items, [str(n) for n in range(120, 100, -1)], "the items, the removed one moved back into place")
    expect_one_report(browser, "something other than the app removed or moved 1 of its nodes in <ul>", "after a removal")
    expect(browser.js("return window.fixture.stopped"), False, "stopped")


def test_events_the_app_cannot_take(browser):
    """The page, or a script calling the module's exports, dispatches an event with a node or name id the
    app never made: the app ignores it and reports it (no trap, even for ids past 2^31), and goes on."""
    open_fixture(browser)
    browser.console()
    browser.js("const { exports } = window.fixture; exports.vdom_dispatch(0xFFFFFFFF, 1); exports.vdom_dispatch(1, 0xFFFFFFFF)")
    logged = errors(browser.console())
    expect(len(logged), 2, f"console errors {logged!r}")
    for text, entry in zip(["ignored an event for node #4294967295 named by name id 1: the app made no such node or name",
                            "ignored an event for node #1 named by name id 4294967295: the app made no such node or name"], logged):
        if text not in entry:
            raise AssertionError(f"console: {entry!r}, expected {text!r}")
    expect(browser.js("return window.fixture.stopped"), False, "stopped")
    browser.find("#reorder").click()
    browser.wait("document.querySelectorAll('#order li').length === 20", what="the items after the ignored events")


def test_blur_of_a_removed_field(browser):
    """Enter closes the fixture's editor (Tests/Chromium/Fixture/Sources/Fixture/Editor.swift): its frame
    removes the focused field, and Chromium fires `blur` and `focusout` at the field as it goes, while the
    frame is applied. The page holds them until the frame's operations are done, then dispatches them to
    what is left of their path: the field, released by the frame, gets nothing (its blur handler does not
    run); the <div> around it gets the `focusout`. Nothing is reported. A blur the user causes runs both."""
    open_fixture(browser)
    browser.console()
    browser.find("#edit").click()
    expect(browser.js("return document.activeElement.id"), "editor", "the focused element after Edit")
    # The click focused the Edit button, and the frame's focus() took the focus from it: one focusout.
    expect(browser.find("#focusout-count").text, "1 focusouts", "focusouts the app heard after Edit")
    browser.find("#editor").send_keys(Keys.ENTER)
    expect(browser.js("return document.querySelector('#editor') === null"), True, "the field removed by Enter")
    expect(browser.js("return document.activeElement === document.body"), True, "the focus on the body")
    expect(browser.find("#blur-count").text, "0 blurs", "blurs the app heard")
    expect(browser.find("#focusout-count").text, "2 focusouts", "focusouts the app heard after Enter")
    expect(errors(browser.console()), [], "console errors after Enter")

    browser.find("#edit").click()
    expect(browser.js("return document.activeElement.id"), "editor", "the focused element after Edit")
    browser.find("#blur-count").click()
    expect(browser.find("#blur-count").text, "1 blurs", "blurs the app heard after a click elsewhere")
    expect(browser.find("#focusout-count").text, "4 focusouts", "focusouts the app heard after a click elsewhere")
    expect(errors(browser.console()), [], "console errors after a click elsewhere")
    expect(browser.js("return window.fixture.stopped"), False, "stopped")


def test_dialogs_and_forms_follow_the_page(browser):
    """The fixture's dialogs (Tests/Chromium/Fixture/Sources/Fixture/Dialogs.swift), as Chromium runs them:
    however a dialog closes (its `method="dialog"` form's button, Enter in its field, the page's own
    `close()`), the model's binding follows; a value with another id gets content made anew, and the
    `close` of the inner re-showing, which Chromium fires a task later, dismisses nothing; an alert's
    action runs, then its binding is set to nil, then `onDismiss`, once (the alert's own `close`, a task
    later, adds nothing), and Escape runs the cancel action the same way; a form the app handles submits
    once in Swift for Enter and once for its button, and the page stays the same document at the same URL."""
    open_fixture(browser)
    browser.console()
    shown = lambda: browser.find("#shown").text
    opened = lambda: browser.js("return document.querySelector('#message').open")
    settle = lambda: browser.js("return new Promise((done) => setTimeout(() => done(true), 100))")

    browser.find("#open-1").click()
    expect((shown(), opened()), ("1", True), "the model and the dialog after Open 1")
    browser.find("#done").click()
    browser.wait("document.querySelector('#shown').textContent === 'none'", what="the model to follow the form's close")
    expect(opened(), False, "the dialog after its form's button")

    browser.find("#open-1").click()
    browser.find("#reply").send_keys("Yes", Keys.ENTER)
    browser.wait("document.querySelector('#shown').textContent === 'none'", what="the model to follow Enter")
    expect(opened(), False, "the dialog after Enter in its field")

    browser.find("#open-1").click()
    browser.js("document.querySelector('#message').close()")
    browser.wait("document.querySelector('#shown').textContent === 'none'", what="the model to follow the page's close()")
    expect(opened(), False, "the dialog after the page's close()")

    browser.find("#open-1").click()
    browser.find("#reply").send_keys("Typed for one")
    browser.js("document.querySelector('#reply').firstValuesField = true")
    # The modal dialog makes the page behind it inert to the user: the page's script presses Open 2.
    browser.js("document.querySelector('#open-2').click()")
    settle()
    expect(shown(), "2", "the model after another value, once the inner close has come")
    expect(opened(), True, "the dialog after another value")
    expect(browser.js("return document.querySelector('#reply').firstValuesField === undefined"), True, "the field made anew")
    expect(browser.js("return document.querySelector('#reply').value"), "", "the new value's field")
    expect(browser.find("#subject").text, "Dinner", "the new value's content")
    expect(browser.js("return document.activeElement.id"), "reply", "the focus, in the new content")
    browser.find("#done").click()
    browser.wait("document.querySelector('#shown').textContent === 'none'", what="the second value dismissed")

    browser.find("#delete").click()
    expect(browser.js("return document.activeElement.textContent"), "Keep", "the focus when the alert opens")
    os.makedirs(ARTIFACTS, exist_ok=True)
    browser.driver.save_screenshot(os.path.join(ARTIFACTS, "fixture-alert.png"))
    browser.find(".alert-destructive").click()
    expect(browser.find("#log").text, "delete 9, binding nil, dismissed", "an action, the binding, onDismiss")
    settle()
    expect((browser.find("#log").text, browser.js("return document.querySelector('.alert').open")),
           ("delete 9, binding nil, dismissed", False), "the log and the alert once its close has come")
    browser.find("#delete").click()
    expect(browser.js("return document.activeElement.textContent"), "Keep", "the focus when the alert opens again")
    browser.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    browser.wait("document.querySelector('#log').textContent !== 'delete 9, binding nil, dismissed'",
                 what="Escape to reach the app")
    settle()
    expect(browser.find("#log").text, "delete 9, binding nil, dismissed, keep, binding nil, dismissed",
           "Escape: the cancel action, then the binding, then onDismiss, once")
    expect(browser.js("return document.querySelector('.alert').open"), False, "the alert after Escape")

    page = browser.js("return location.href")
    browser.js("window.sameDocument = true")
    state = lambda: browser.js("return [location.href, window.sameDocument === true, window.fixture?.stopped, "
                               "document.querySelector('#sent')?.textContent]")
    browser.find("#note").send_keys("hello", Keys.ENTER)
    settle()
    expect(state(), [page, True, False, "1 sent"], "the URL, the same document, the app running, the count after Enter")
    browser.find("#send").click()
    settle()
    expect(state(), [page, True, False, "2 sent"], "the URL, the same document, the app running, the count after Send")
    expect(errors(browser.console()), [], "console errors")


PAYLOAD = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>'


def test_hostile_data_stays_data(browser):
    """The fixture shows data a hostile user typed (Tests/Chromium/Fixture/Sources/Fixture/Hostile.swift): no
    script runs, the text is text, each link that would run script goes nowhere and is reported once, and
    the app's own raw HTML keeps its inline handler only because the page's policy blocks it."""
    open_fixture(browser)
    browser.console()
    browser.js("window.fixture.exports.fixture_show_hostile()")
    browser.wait("document.querySelector('#hostile-html img')", what="the hostile data")
    browser.wait("document.querySelector('#hostile-html img').complete", what="the raw HTML's image to fail")
    seen = browser.js("""
        const text = document.getElementById('hostile-text')
        const href = (id) => document.getElementById(id).getAttribute('href')
        return {pwned: 'pwned' in window, text: text.textContent, nodes: text.childNodes.length,
                className: text.className, title: text.title, note: text.dataset.note, style: text.style.getPropertyValue('--note'),
                documentTitle: document.title, links: ['hostile-link', 'hostile-padded', 'hostile-page'].map(href),
                svg: document.getElementById('hostile-svg').getAttributeNS('http://www.w3.org/1999/xlink', 'href'),
                action: document.getElementById('hostile-form').getAttribute('action'),
                formAction: document.getElementById('hostile-submit').getAttribute('formaction'),
                scripts: document.scripts.length}""")
    expect(seen, {"pwned": False, "text": PAYLOAD, "nodes": 1, "className": PAYLOAD, "title": PAYLOAD, "note": PAYLOAD,
                  "style": PAYLOAD, "documentTitle": PAYLOAD, "links": ["about:blank#blocked"] * 3,
                  "svg": "about:blank#blocked", "action": "about:blank#blocked", "formAction": "about:blank#blocked",
                  "scripts": 1}, "what the page shows")
    # What the console shows past the place that logged it: each report of the app's error channel, once,
    # and the one violation, whose time (when the image fails) has no order with the reports'.
    logged = sorted(text.split(" ", 2)[2] for text in errors(browser.console()))
    report = '"{} of \\u003C{}> refused: a URL that runs script, written as about:blank#blocked"'
    expect(logged, sorted([report.format(*refused) for refused in [("href", "a")] * 3 + [
        ("xlink:href", "a"), ("action", "form"), ("formaction", "button")]] + [
        "Executing inline event handler violates the following Content Security Policy directive 'script-src 'self' "
        "'wasm-unsafe-eval''. Either the 'unsafe-inline' keyword, a hash ('sha256-...'), or a nonce ('nonce-...') is "
        "required to enable inline execution. Note that hashes do not apply to event handlers, style attributes and "
        "javascript: navigations unless the 'unsafe-hashes' keyword is present. The action has been blocked."]),
        "console errors")


test_hostile_data_stays_data.violations = ["script-src-attr inline"]


def test_trusted_types_guard_html(browser):
    """Under the server's policy a page writes HTML only through the shim's Trusted Types policy: a string
    written to `innerHTML` is refused, and so is a policy of another name."""
    browser.open("/counter/")
    browser.wait("document.querySelector('.count')", what="the counter to mount")
    refused = browser.js("""
        const refusals = []
        try { document.body.innerHTML = '<img src=x onerror="window.pwned=1">' } catch (error) { refusals.push(error.name) }
        try { trustedTypes.createPolicy('other', { createHTML: (html) => html }) } catch (error) { refusals.push(error.name) }
        return [refusals, 'pwned' in window, document.querySelectorAll('#app .count').length]""")
    expect(refused, [["TypeError", "TypeError"], False, 1], "refusals, script run, the app still there")
    expect(errors(browser.console()), [
        "security 4 This document requires 'TrustedHTML' assignment. The action has been blocked.",
        "security 5 Creating a TrustedTypePolicy named 'other' violates the following Content Security policy "
        'directive: "trusted-types vdom". The action has been blocked.'], "console errors")


test_trusted_types_guard_html.violations = ["require-trusted-types-for trusted-types-sink",
                                            "trusted-types trusted-types-policy"]


def test_differential(browser):
    """FUZZ_BROWSER (500) random pairs of the differential test (docs/testing.md) through the page's shim:
    `vdom-fuzz` (VDOM_FUZZ, which `make fuzz-tool` builds) renders them and writes their frames, the page
    applies them and compares its DOM with the test DOM's after each frame. FUZZ_SEED replays a seed."""
    import random
    import subprocess
    import tempfile
    tool = os.environ.get("VDOM_FUZZ") or os.path.join(ROOT, ".build", "release", "vdom-fuzz")
    if not os.path.exists(tool):
        raise AssertionError(f"{tool} is missing: make fuzz-tool builds it")
    seed = os.environ.get("FUZZ_SEED") or str(random.getrandbits(48))
    pairs = int(os.environ.get("FUZZ_BROWSER") or 500)
    replay = f"FUZZ_SEED={seed} FUZZ_BROWSER={pairs} /usr/bin/python3 Tests/Chromium/run.py differential"
    browser.open("/tests/Fuzz/browser.html")
    browser.wait("window.judgeReady", what="the differential test's page")
    judge = lambda lines: browser.js("return window.judgePairs(arguments[0])", lines)
    started = time.time()
    failing, frames, batch = None, 0, []
    with tempfile.TemporaryFile("w+") as report:
        run = subprocess.Popen([tool, "run", "--seed", seed, "--pairs", str(pairs), "--emit-every", "1"],
                               stdout=subprocess.PIPE, stderr=report, text=True)
        for line in iter(run.stdout.readline, ""):
            if line.startswith('{"pair"'):
                batch.append(line)
            if batch and (len(batch) == 25 or not line.startswith('{"pair"')):
                for sent, failures in zip(batch, judge(batch)):
                    frames += sent.count('"bytes"')
                    if failures and failing is None:
                        failing = (json.loads(sent)["pair"], failures)
                batch = []
            if failing:
                run.kill()
                break
        run.wait()
        if failing is None and run.returncode != 0:
            report.seek(0)
            raise AssertionError(f"seed {seed} fails in Swift ({replay}):\n{report.read()}")
    if failing:
        pair, failures = failing
        with tempfile.TemporaryFile("w+") as report:
            shrink = subprocess.Popen([tool, "shrink", "--seed", seed, "--pair", str(pair), "--judge"],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=report, text=True)
            for line in iter(shrink.stdout.readline, ""):
                found = judge([line])[0]
                shrink.stdin.write(("fail " + " ".join(found[0].split()) if found else "pass") + "\n")
                shrink.stdin.flush()
            shrink.wait()
            report.seek(0)
            raise AssertionError(f"pair {pair} of seed {seed} fails in Chromium ({replay}): {failures[0]}\n"
                                 f"{report.read()}")
    print(f"      seed {seed}: {pairs} pairs ({frames} frames) through vdom.min.js in {time.time() - started:.1f} s"
          f" ({replay})")


def test_calls_between_swift_and_js(browser):
    """The fixture's calls into its own module (fixture-calls.js) and back: values of every kind, a thrown
    error and a rejected promise as typed errors, a value that cannot cross, a missing function, a global,
    a cancelled call aborted, and the page's JavaScript calling Swift, a trap there stopping the app."""
    open_fixture(browser)
    browser.console()
    browser.find("#calls").click()
    browser.wait("document.querySelectorAll('#calls-log li').length === 7", what="every call's answer")
    log = browser.js("return [...document.querySelectorAll('#calls-log li')].map((e) => e.textContent)")
    expect(log, [
        'echo: ["é🙂", 1.5, true, bytes(2), [null, "x"]]',
        "throws failed: QuotaExceededError: the store is full",
        "object failed: TypeError: a Object cannot cross to Swift: pass null, a boolean, a number, a string, "
        "bytes or an array of these",
        'missing failed: ReferenceError: no function named "fixtureMissing": no module in data-js '
        '("fixture-calls.js") exports one, and no global has that path',
        "global: 8.0",
        "rejects failed: TypeError: Failed to fetch",
        'later: "later, 20 ms later"',
    ], "what each call answered, in the order the answers came")
    browser.wait("window.fixtureAborted === 'cancelled'", what="the cancelled call's signal to abort")

    calls = "const { swift } = await import('/calls.js');"
    expect(browser.js(f"{calls} return swift('fixtureAdd', 2) + swift('fixtureAdd', 3)"), 7, "swift() answers")
    browser.wait("document.getElementById('added').textContent === '5 added'", what="the change swift() made, rendered")
    expect(browser.js(f"{calls} try {{ swift('fixtureAdd', 'x') }} catch (e) {{ return [e.name, e.message] }}"),
           ["TypeError", "fixtureAdd takes a whole number"], "a Swift function's failure, thrown in JavaScript")
    expect(errors(browser.console()), [], "console errors before the trap")
    expect(browser.js(f"{calls} try {{ swift('fixtureTrap') }} catch (e) {{ return e.message }}"),
           "the app has stopped", "a trap in a Swift function the page called")
    expect(browser.js("return window.fixture.stopped"), True, "stopped by the trap")
    expect(browser.js("return document.querySelectorAll('.vdom-stopped').length"), 1, "banners")
    if not any("The app stopped" in text for text in errors(browser.console())):
        raise AssertionError("the trap was not reported on the console")


def test_todos(browser):
    """The to-do example: its own JS function, local storage across a reload, the fragment with back and
    forward and a deep link, and a fetch of a file beside the page."""
    def titles():
        return browser.js("return [...document.querySelectorAll('.todo-list .title')].map((e) => e.textContent)")

    browser.open("/todos/")
    browser.js("localStorage.clear()")
    browser.open("/todos/")
    field = browser.wait("document.querySelector('.new-todo')", what="the to-do page to mount")
    for title in ["Milk", "  Bread "]:
        field.send_keys(title + "\n")
    expect(titles(), ["Milk", "Bread"], "items after typing two")
    expect(browser.find(".count").text, "2 items left", "the count, worded by todos.js")
    browser.find("input[aria-label='Done: Milk']").click()
    expect(browser.find(".count").text, "1 item left", "the count after ticking one")
    expect(json.loads(browser.js("return localStorage.getItem('todos')")),
           [{"id": 1, "title": "Milk", "done": True}, {"id": 2, "title": "Bread", "done": False}], "what was saved")

    browser.driver.refresh()
    browser.wait("document.querySelectorAll('.todo-list li').length === 2", what="the saved items after a reload")
    expect(browser.js("return [...document.querySelectorAll('li.done .title')].map((e) => e.textContent)"), ["Milk"],
           "the done item after a reload")

    browser.find("a[href='#/completed']").click()
    browser.wait("document.querySelectorAll('.todo-list li').length === 1", what="the completed filter")
    expect(titles(), ["Milk"], "completed items")
    browser.find("a[href='#/active']").click()
    browser.wait("document.querySelector('.todo-list .title')?.textContent === 'Bread'", what="the active filter")
    expect(browser.js("return location.hash"), "#/active", "the fragment")
    browser.driver.back()
    browser.wait("document.querySelector('.todo-list .title')?.textContent === 'Milk'", what="back to completed")
    expect(browser.find("a.selected").text, "Completed", "the selected filter after back")
    browser.driver.back()
    browser.wait("document.querySelectorAll('.todo-list li').length === 2", what="back to all")
    browser.driver.forward()
    browser.wait("document.querySelectorAll('.todo-list li').length === 1", what="forward to completed")

    browser.open("/todos/#/active")
    browser.wait("document.querySelector('.todo-list .title')?.textContent === 'Bread'", what="a deep link to #/active")
    expect(titles(), ["Bread"], "items a deep link shows")

    browser.open("/todos/")
    browser.wait("document.querySelector('.examples')").click()
    browser.wait("document.querySelectorAll('.todo-list li').length === 7", what="the fetched examples")
    expect(titles()[2:], ["Water the plants", "Buy oat milk", "Call the dentist", "Read one chapter",
                          "Back up the laptop"], "the examples, from examples.json")
    os.makedirs(ARTIFACTS, exist_ok=True)
    browser.driver.save_screenshot(os.path.join(ARTIFACTS, "todos.png"))
    expect(errors(browser.console()), [], "console errors")
    browser.js("localStorage.clear()")


TESTS = [test_headers, test_gallery, test_counter_steps, test_counter_number_field,
         test_counter_note, test_counter_focus, test_counter_fact, test_counter_slow_and_failing_fact,
         test_counter_screenshots,
         *map(on_program_page, [test_counter_steps, test_counter_number_field, test_counter_note, test_counter_focus,
                                test_counter_fact, test_counter_slow_and_failing_fact]),
         test_shim_suites, test_example_refuses_digits, test_deep_tree,
         test_rows_do_not_leak, test_removed_rows_freed_when_idle, test_removed_rows_freed_when_collected,
         test_validation_cost, test_timer_changes_render_once, test_keyed_components_move,
         test_stop_shows_its_reason, test_trap_stops_the_app, test_nothing_enters_a_stopped_app,
         test_trap_in_an_event_a_frame_fired, test_stack_overflow_traps, test_hostile_data_stays_data,
         test_trusted_types_guard_html, test_differential, test_hostile_frames, test_foreign_edits,
         test_events_the_app_cannot_take, test_blur_of_a_removed_field, test_dialogs_and_forms_follow_the_page,
         test_text_helpers_in_wasm, test_calls_between_swift_and_js, test_todos]


def main():
    selected = [t for t in TESTS if len(sys.argv) < 2 or sys.argv[1] in t.__name__]
    server = serve.make_server(os.path.join(ROOT, "web"), 0, quiet=True, mounts={
        "/tests": os.path.join(ROOT, "Tests"),
        "/fixture": os.path.join(ROOT, "Tests", "Chromium", "Fixture"),
    })
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    browser = Browser(base)
    failed = 0
    try:
        for test in selected:
            name = test.__name__[len("test_"):]
            started = time.time()
            try:
                browser.violations()
                test(browser)
                # The normal flows raise no violation of the server's policy; a hostile test names the
                # violations it provokes.
                expect(browser.violations(), getattr(test, "violations", []), "Content-Security-Policy violations")
                print(f"ok    {name} ({time.time() - started:.1f} s)")
            except Exception as error:  # a failure of any kind is reported with its evidence
                failed += 1
                os.makedirs(ARTIFACTS, exist_ok=True)
                shot = os.path.join(ARTIFACTS, f"browser-{name}.png")
                browser.driver.save_screenshot(shot)
                browser.console()
                with open(os.path.join(ARTIFACTS, f"browser-{name}.log"), "w") as log:
                    log.write("\n".join(f"{level} {text}" for level, text in browser.log))
                print(f"FAIL  {name}: {error}\n      screenshot: {os.path.relpath(shot, ROOT)}")
            browser.log = []
    finally:
        browser.quit()
        server.shutdown()
    print(f"Chromium: {len(selected) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
