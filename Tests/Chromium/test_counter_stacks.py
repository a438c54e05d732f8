"""The counter's declarative page (web/counter/index.html, CounterWeb) and the same counter built
imperatively from the same model (imperative.html, ImperativeCounterWeb): one flow of real clicks and key
presses through each, and after every step both must show the same `#app` (its serialised DOM), the
same values in the fields, the focus on the same element and the same pixels on the history chart's
canvas. The draws of Randomize come from one seeded generator on both pages.

Then the chart itself: its line is drawn where the history puts it, in the page's accent of the scheme
it was drawn in, and moves when the count changes; and screenshots of the page with a history, in both
schemes at a desktop's and a phone's width, left in artifacts/counter-chart/ to be looked at."""

from selenium.webdriver.common.keys import Keys

from counter_page import fact, select_all_and_type
from harness import after_frames, emulate, errors, expect, expect_same_steps, screenshots

# Replaces the page's source of random bytes with a seeded generator, so both pages draw alike.
SEEDED_RANDOM = """
let state = 7
crypto.getRandomValues = (bytes) => {
  for (let index = 0; index < bytes.length; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    bytes[index] = state >>> 24
  }
  return bytes
}
"""


def open_page(browser, page):
    """Loads one of the counter's pages, waits until its chart is drawn, and seeds its randomness."""
    browser.open(f"/counter/{page}")
    browser.wait("document.querySelector('canvas.sparkline')", what=f"{page or 'index.html'} to mount")
    after_frames(browser)
    browser.js(SEEDED_RANDOM)


def snapshot(browser):
    """What the page shows: `#app`'s HTML, the two fields' values, the focused element (its id, else its
    class, else `body`) and the chart's pixels."""
    return browser.js("""
        const active = document.activeElement
        return [document.getElementById('app').innerHTML, document.getElementById('count').value,
                document.getElementById('note').value,
                active === document.body ? 'body' : active.id || active.className,
                document.querySelector('canvas.sparkline').toDataURL()]""")


def flow(browser, page):
    """Runs the flow on `page` and answers its snapshots, by step."""
    open_page(browser, page)
    seen = []

    def step(what, wait=None):
        if wait:
            browser.wait(wait, what=f"{what} on {page or 'index.html'}")
        after_frames(browser)
        seen.append((what, snapshot(browser)))

    step("the mounted page")
    increment, decrement = browser.find("button[aria-label=Increment]"), browser.find("button[aria-label=Decrement]")
    increment.click()
    step("+, the note focused")
    increment.click()
    increment.click()
    step("+ to 3, the focus on +")
    decrement.click()
    step("− to 2")
    field = browser.find("#count")
    field.click()
    select_all_and_type(field, "12")
    step("12 typed")
    select_all_and_type(field, "")
    field.send_keys("-")
    step("a lone '-'")
    field.send_keys("4")
    step("-4 typed")
    note = browser.find("#note")
    note.click()
    note.send_keys("milk")
    step("a note")
    note.send_keys(Keys.TAB)
    step("the note left by Tab")
    browser.find(".randomize").click()
    step("a draw")
    browser.find(".randomize").click()
    step("another draw")
    browser.find(".get-fact").click()
    step("the fact presented", "document.querySelector('dialog.alert').open")
    expect(browser.js("return document.querySelector('.alert-message').textContent"),
           fact(int(browser.js("return document.getElementById('count').value"))), "the fact about the count")
    browser.find(".alert-action").click()
    step("OK")
    browser.find(".get-fact").click()
    browser.wait("document.querySelector('dialog.alert').open", what=f"the fact again on {page or 'index.html'}")
    browser.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    step("Escape", "document.querySelector('.alert-message') === null")
    field.click()
    select_all_and_type(field, "500")
    browser.find(".get-fact").click()
    step("no fact about 500", "document.querySelector('.fact-status').textContent.startsWith('No fact')")
    expect([text.split(" ", 2)[2] for text in errors(browser.console())],
           ["Failed to load resource: the server responded with a status of 404 (File not found)"],
           f"console errors on {page or 'index.html'}: Chromium's own line for the missing fact file")
    return seen


def test_counter_stacks_show_the_same(browser):
    """Both pages through the one flow: after each step the same DOM, values, focus and chart."""
    declarative = flow(browser, "")
    imperative = flow(browser, "imperative.html")
    expect_same_steps(imperative, declarative)
    expect(declarative[1][1][3], "note", "the focus after +, a check that the steps did what they say")
    expect(len({shot[4] for _, shot in declarative}) > 5, True, "the chart changed along the flow")


# The accent each scheme's style sheet gives the chart (web/counter/style.css, --accent).
ACCENTS = {"light": [91, 77, 224], "dark": [139, 127, 245]}

# The chart as drawn: at two columns of the canvas's own pixels, near its left and right ends, the rows
# painted there (their middle), and the colour of the line's opaque pixels.
CHART = """
const canvas = document.querySelector('canvas.sparkline')
const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
const middle = (x) => {
  const rows = []
  for (let y = 0; y < canvas.height; y++) if (data[(y * canvas.width + x) * 4 + 3] === 255) rows.push(y)
  return rows.length ? (rows[0] + rows[rows.length - 1]) / 2 : null
}
let colour = null, painted = 0
for (let at = 0; at < data.length; at += 4) {
  if (data[at + 3] > 0) painted++
  if (data[at + 3] === 255) colour = [data[at], data[at + 1], data[at + 2]]
}
return { left: middle(20), right: middle(690), colour, painted,
         shown: [canvas.getBoundingClientRect().width, canvas.getBoundingClientRect().height] }
"""


def chart(browser):
    return browser.js(CHART)


def expect_near(actual, expected, what):
    if actual is None or abs(actual - expected) > 2:
        raise AssertionError(f"{what}: {actual!r}, expected {expected} (± 2)")


def test_counter_chart_draws_the_history(browser):
    """The chart's line, read back from its canvas on both pages: a level line across the middle for the
    first count, a line from the bottom left to the top right after +, the other way after − twice; in
    the accent of the light scheme, and of the dark one once it redraws there."""
    for page in ["", "imperative.html"]:
        open_page(browser, page)
        start = chart(browser)
        expect_near(start["left"], 48, f"{page}: the level line at the left")
        expect_near(start["right"], 48, f"{page}: the level line at the right")
        expect(start["colour"], ACCENTS["light"], f"{page}: the line's colour, the light accent")
        expect(start["shown"], [356, 48], f"{page}: the chart's size on the page (CSS pixels), half its own")
        browser.find("button[aria-label=Increment]").click()
        up = chart(browser)
        # From (8, 88) to (704, 8): at x 20 the line is at 88 - 12 × 80 / 696, at x 690 at 8 + 14 × 80 / 696.
        expect_near(up["left"], 86.6, f"{page}: the line's start after +, low")
        expect_near(up["right"], 9.6, f"{page}: the line's end after +, high")
        expect(up["painted"] != start["painted"], True, f"{page}: other pixels painted after +")
        expect(browser.js("return document.querySelector('canvas.sparkline').getAttribute('aria-label')"),
               "Count history: 0 to 1", f"{page}: the chart's name after +")
        emulate(browser, prefers_color_scheme="dark")
        try:
            decrement = browser.find("button[aria-label=Decrement]")
            decrement.click()
            decrement.click()
            down = chart(browser)
            # 0, 1, 0, −1 a third of the width apart: at x 20 the line rises from (8, 48) to (240, 8), at
            # x 690 it falls from (472, 48) to (704, 88).
            expect_near(down["left"], 45.9, f"{page}: the line's start after − twice, rising from the middle")
            expect_near(down["right"], 85.6, f"{page}: the line's end after − twice, near the bottom")
            expect(down["colour"], ACCENTS["dark"], f"{page}: the line's colour, drawn in the dark scheme")
        finally:
            emulate(browser)
        expect(errors(browser.console()), [], f"console errors on {page or 'index.html'}")


def with_history(browser):
    """Loads the counter page and gives it a history of 15 counts, typed one after another."""
    open_page(browser, "")
    field = browser.find("#count")
    field.click()
    for digit in "31415926535897":
        select_all_and_type(field, digit)
    browser.js("document.activeElement.blur()")
    after_frames(browser)


def test_counter_chart_screenshots(browser):
    """The counter page with a history of 15 counts, in light and dark, at a desktop's and a phone's
    width, saved in artifacts/counter-chart/ to be looked at. Each look loads the page anew, so the chart
    is drawn in that look's scheme."""
    screenshots(browser, "counter-chart", "history", settle=lambda what: with_history(browser))
    expect(browser.js("return document.querySelector('canvas.sparkline').getAttribute('aria-label')"),
           "Count history: 0 to 7, between 0 and 9", "the chart's name")
    expect(errors(browser.console()), [], "console errors")
