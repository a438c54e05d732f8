"""Pre-rendered pages (docs/hydration.md) in Chromium, with each page's module held back by the server
until the test lets it go: every page of the gallery shows its content before its module arrives, is
adopted without a node made or a difference repaired, and then holds the DOM the same page builds without
pre-rendering; clicks, typing and a submit made before the module arrives take effect after it, the
typed field keeping its focus and caret. Screenshots of each page before its module, in
artifacts/prerender/, are there to be looked at."""

import os

from selenium.webdriver.common.keys import Keys

from harness import ARTIFACTS, errors, expect
from test_gallery import example_pages

# Before a page's own scripts: what the adoption told (`vdom-hydrated`), and the mount point's HTML the
# first time anything changed in it, once the module's `start` returned (a page built from nothing, or one
# adopted: the same moment).
WATCH = """
addEventListener('vdom-hydrated', (event) => {
  // An empty text is nothing in HTML: adoption makes each, and nothing else.
  const texts = document.createTreeWalker(event.target, NodeFilter.SHOW_TEXT)
  let empty = 0
  while (texts.nextNode()) empty += texts.currentNode.data === ''
  window.hydrated = { ...event.detail, empty }
}, true)
addEventListener('DOMContentLoaded', () => {
  const mount = document.querySelector('[data-wasm]')
  if (!mount) return
  const observer = new MutationObserver(() => {
    window.firstHTML = mount.innerHTML
    observer.disconnect()
  })
  observer.observe(mount, { childList: true, subtree: true, attributes: true, characterData: true })
})
"""


def watching(browser):
    return browser.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH})["identifier"]


def unwatch(browser, identifier):
    browser.driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier})


def started(browser, page):
    """Waits until the page's module has started and returns the mount point's first HTML."""
    return browser.wait("window.firstHTML", what=f"the app of {page} to start")


def test_prerendered_pages_show_first_and_hydrate_as_built(browser):
    """Each gallery page, its module held back: content in the mount point, marked pre-rendered, and a
    screenshot; once the module arrives, adopted with nothing made or repaired, and the same DOM as the
    page built without pre-rendering."""
    identifier = watching(browser)
    os.makedirs(os.path.join(ARTIFACTS, "prerender"), exist_ok=True)
    try:
        for page in example_pages():
            with browser.held(".wasm"):
                browser.open("/" + page, hydrated=False)
                shown = browser.js("const mount = document.querySelector('[data-wasm]');"
                                   " return [mount.hasAttribute('data-vdom-prerendered'), mount.childElementCount > 0,"
                                   " mount.innerText.trim().length > 0, !!window.firstHTML]")
                expect(shown, [True, True, True, False], f"{page} before its module: marked, with content, not started")
                browser.driver.save_screenshot(os.path.join(ARTIFACTS, "prerender", page.strip("/").replace("/", "-") + ".png"))
            adopted = started(browser, page)
            hydrated = browser.wait("window.hydrated")
            expect(hydrated, {"made": hydrated["empty"], "repaired": 0, "empty": hydrated["empty"]},
                   f"{page}'s adoption: nodes made (its empty texts alone), differences repaired")
            expect(errors(browser.console()), [], f"console errors on {page}")
            browser.open("/" + page + ("&" if "?" in page else "?") + "prerender=off")
            built = started(browser, page)
            expect(browser.js("return window.hydrated ?? null"), None, f"{page} without pre-rendering adopts nothing")
            expect(adopted, built, f"{page}'s DOM adopted, and built without pre-rendering")
    finally:
        unwatch(browser, identifier)


def test_clicks_before_the_module_count_after_it(browser):
    """Two clicks on the counter's + before its module arrives: prevented then, the count 2 after."""
    with browser.held(".wasm"):
        browser.open("/counter/", hydrated=False)
        plus = browser.find("button[aria-label=Increment]")
        plus.click()
        plus.click()
        expect(browser.find("output.count").text, "0", "the count before the module")
    browser.wait("!document.querySelector('[data-vdom-prerendered]')", what="the counter to hydrate")
    browser.wait("document.querySelector('output.count').textContent === '2'", what="the two clicks to count")
    expect(errors(browser.console()), [], "console errors")


def test_typing_before_the_module_reaches_the_model(browser):
    """A name typed into the greeter before its module arrives: the greeting follows once it runs, and the
    field keeps its focus and its caret."""
    with browser.held(".wasm"):
        browser.open("/greeter/", hydrated=False)
        field = browser.find("#app input")
        field.send_keys("Ada")
        field.send_keys(Keys.ARROW_LEFT)
        expect(browser.find(".greeting").text, "Hello!", "the greeting before the module")
    browser.wait("document.querySelector('.greeting').textContent === 'Hello, Ada!'", what="the greeting to follow")
    expect(browser.js("const f = document.activeElement; return [f.localName, f.value, f.selectionStart]"),
           ["input", "Ada", 2], "the focused field, its value and its caret")
    expect(errors(browser.console()), [], "console errors")


def test_a_submit_before_the_module_sends_nothing_and_logs_in_after(browser):
    """Enter in the pre-rendered login form: nothing sent (no password in the URL), and the log-in runs
    once the module has started."""
    with browser.held(".wasm"):
        browser.open("/login/", hydrated=False)
        browser.find("#email").send_keys("ada@example.com")
        browser.find("#password").send_keys("lovelace1" + Keys.ENTER)
        expect(browser.js("return location.search"), "", "the URL after Enter before the module")
    browser.wait("!document.querySelector('[data-vdom-prerendered]')", what="the login page to hydrate")
    status = browser.wait("""(async () => {
        const { swift } = await import('/login/calls.js')
        const status = Object.fromEntries(swift('loginState')).status
        return status === 'editing' ? null : status })()""", what="the log-in to start")
    expect(status in ("loggingIn", "signedIn"), True, f"the status after the submit ({status})")
    expect(browser.js("return location.search"), "", "the URL once logged in")
    expect(errors(browser.console()), [], "console errors")
