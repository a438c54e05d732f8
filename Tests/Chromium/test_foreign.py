"""What comes from outside the app (docs/patch-format.md, "Foreign edits"): a translator or an extension
editing the DOM inside the container, and events for nodes or names the app never made. The app goes
on and reports each once."""

from harness import errors, expect, open_fixture


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
