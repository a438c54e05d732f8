"""How changes reach the page, on the fixture: a timer's changes render once, keyed components move as
the nodes they were, and a frame that removes the focused field delivers its `blur` and `focusout` to
what is left of their path once the frame is applied."""

from selenium.webdriver.common.keys import Keys

from harness import errors, expect, open_fixture


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
