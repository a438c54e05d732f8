"""Calls between Swift and the page's JavaScript (the `JavaScript` library) on the fixture: values of
every kind both ways, an object as a handle, errors and rejected promises as typed errors, a cancelled call aborted, and the
page calling Swift back, a trap there stopping the app."""

from harness import errors, expect, open_fixture


def test_calls_between_swift_and_js(browser):
    """The fixture's calls into its own module (fixture-calls.js) and back: values of every kind, an object
    read through its handle, a thrown error and a rejected promise as typed errors, a missing function, a global,
    a cancelled call aborted, and the page's JavaScript calling Swift, a trap there stopping the app."""
    open_fixture(browser)
    browser.console()
    browser.find("#calls").click()
    browser.wait("document.querySelectorAll('#calls-log li').length === 7", what="every call's answer")
    log = browser.js("return [...document.querySelectorAll('#calls-log li')].map((e) => e.textContent)")
    expect(log, [
        'echo: ["é🙂", 1.5, true, bytes(2), [null, "x"]]',
        "throws failed: QuotaExceededError: the store is full",
        'object: an object whose not is "a value Swift takes"',
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
