"""The counter's page (web/counter/): its steps, number field, note, focus, the fact it fetches (slow,
cancelled, offline) and the alert that shows it, as a user meets them in Chromium; and its states as
screenshots, in both color schemes at a desktop's and a phone's width, left in artifacts/counter/ on
every run to be looked at. test_program_counter.py runs the same flows on the program-style page."""

import os

from selenium.webdriver.common.keys import Keys

from counter_page import (expect_offline_line_only, expect_state, fact, fetches, network, open_counter,
                          restore_network, select_all_and_type, tap)
from harness import ARTIFACTS, errors, expect


def test_counter_steps(browser):
    """+ and − change the count, the title, the number field and the class of a negative count."""
    open_counter(browser)
    expect(browser.js("return document.getElementById('app').innerHTML"),
           '<main class="counter"><h1 class="counter-title">Counter</h1>'
           '<div class="counter-row"><button aria-label="Decrement" class="step">−</button>'
           '<output aria-live="polite" class="count">0</output>'
           '<button aria-label="Increment" class="step">+</button></div>'
           '<canvas width="712" height="96" role="img" aria-label="Count history: 0" class="sparkline"></canvas>'
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


COUNTER_SHOTS = os.path.join(ARTIFACTS, "counter")


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
