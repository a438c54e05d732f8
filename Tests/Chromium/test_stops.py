"""An app that stops, on the fixture: asked to (`App.stop`) or by a trap, in an event, in an event a
frame fired, or by a stack overflow. Each shows its reason, leaves the page inert and is entered no
more, and an overflow leaves the module's data as it was."""

import os

from harness import ROOT, errors, expect, open_fixture
import wasm_module  # scripts/, on the path once harness is imported


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
