"""What the event snapshot carries for forms, on the fixture's controls: a `select multiple` sends the
positions of its selected options, a number field holding text that is no number yet sends bad input, so a
field bound to `Int?` keeps the text and the model, each input sends its `inputType` and the field's
validity, and a custom event its detail."""

import json

from selenium.webdriver.common.keys import Keys

from harness import errors, expect, open_fixture


def test_a_select_multiple_sends_its_selected_options(browser):
    open_fixture(browser)
    expect(browser.find("#extras-model").text, "1", "the model before")
    expect(browser.js("return [...document.querySelectorAll('#extras option')].map((o) => o.selected)"),
           [False, True, False, False], "the options the model selects")
    # The person's choice: options 0 and 3, as with the Control key held, then the select's change.
    browser.js("const s = document.getElementById('extras');"
               "for (const o of s.options) o.selected = o.index === 0 || o.index === 3;"
               "s.dispatchEvent(new Event('input', {bubbles: true}));"
               "s.dispatchEvent(new Event('change', {bubbles: true}))")
    browser.wait("document.getElementById('extras-model').textContent === '0 3'", what="the model to take both")
    expect(browser.js("return [...document.querySelectorAll('#extras option')].map((o) => o.selected)"),
           [True, False, False, True], "the options after")
    expect(errors(browser.console()), [], "console errors")


def test_a_number_field_bound_to_an_optional_keeps_text_that_is_no_number_yet(browser):
    open_fixture(browser)
    field = browser.find("#quantity")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.BACKSPACE)
    browser.wait("document.getElementById('quantity-model').textContent === 'nil'", what="an emptied field to be nil")
    field.send_keys("-")
    expect(browser.js("return document.getElementById('quantity').validity.badInput"), True, "the field's bad input")
    expect(browser.find("#quantity-model").text, "nil", "the model, untouched by the lone minus")
    field.send_keys("3")
    browser.wait("document.getElementById('quantity-model').textContent === '-3'", what="the number")
    expect(browser.js("return document.getElementById('quantity').value"), "-3", "the field as typed")
    expect(errors(browser.console()), [], "console errors")


def test_a_composition_reaches_the_model_once_and_a_render_meanwhile_leaves_it_alone(browser):
    """An input method's text (the DevTools protocol's `Input.imeSetComposition`, then `Input.insertText`
    to commit) is written to the model once, when committed; a render in the middle of the composition
    (a click the page makes, which moves no focus) leaves the field's text, its composition and its caret
    as they were."""
    open_fixture(browser)
    field = browser.find("#ime")
    field.click()
    driver = browser.driver
    for text in ["に", "にほ"]:
        driver.execute_cdp_cmd("Input.imeSetComposition", {"text": text, "selectionStart": len(text), "selectionEnd": len(text)})
    expect(browser.js("return document.getElementById('ime').value"), "にほ", "the field while composing")
    expect(browser.js("return document.getElementById('ime-model').textContent"), " (0 writes, 0 renders)",
           "the model while composing")
    browser.js("document.getElementById('ime-render').click()")
    browser.wait("document.getElementById('ime-model').textContent.endsWith('1 renders)')", what="the render")
    expect(browser.js("const f = document.getElementById('ime'); return [f.value, f.selectionStart, document.activeElement === f]"),
           ["にほ", 2, True], "the field, its caret and its focus after the render")
    driver.execute_cdp_cmd("Input.insertText", {"text": "日本語"})
    browser.wait("document.getElementById('ime-model').textContent.startsWith('日本語')", what="the commit")
    expect(browser.find("#ime-model").text, "日本語 (1 writes, 1 renders)", "the model, written once")
    expect(browser.js("return document.getElementById('ime').value"), "日本語", "the field")
    expect(errors(browser.console()), [], "console errors")


def test_a_select_and_a_radio_group_bound_to_one_value_follow_it_while_the_options_change(browser):
    """A select and a radio group share one binding: choosing in either writes it and the other follows;
    reversing the select's options keeps the chosen value selected, in the frame that moves them."""
    open_fixture(browser)
    def shown():
        return browser.js("const s = document.getElementById('size');"
                          "return [s.options[s.selectedIndex].textContent,"
                          " [0, 1, 2].map((n) => document.getElementById('size-' + n).checked),"
                          " document.getElementById('size-model').textContent]")
    expect(shown(), ["Size 1", [False, True, False], "1"], "as rendered")
    browser.js("const s = document.getElementById('size'); s.value = '2';"
               "s.dispatchEvent(new Event('change', {bubbles: true}))")
    browser.wait("document.getElementById('size-model').textContent === '2'", what="the select's choice")
    expect(shown(), ["Size 2", [False, False, True], "2"], "the select chose, the radios follow")
    browser.find("#size-0").click()
    browser.wait("document.getElementById('size-model').textContent === '0'", what="the radio's choice")
    expect(shown(), ["Size 0", [True, False, False], "0"], "the radio chose, the select follows")
    browser.find("#reverse-sizes").click()
    browser.wait("document.getElementById('size').options[0].textContent === 'Size 2'", what="the reversed options")
    expect(shown(), ["Size 0", [True, False, False], "0"], "the same value selected among reversed options")
    expect(errors(browser.console()), [], "console errors")


def test_an_inputs_type_and_validity_and_a_custom_events_detail_reach_swift(browser):
    """The snapshot as Chromium fills it: each edit's `inputType` and the field's `validity` (whose flags the
    page enumerates, so their order is Chromium's own), and a CustomEvent's `detail` as a value."""
    open_fixture(browser)
    field = browser.find("#email")
    field.send_keys("a")
    field.send_keys("@b")
    field.send_keys(Keys.BACKSPACE, Keys.BACKSPACE, Keys.BACKSPACE)
    browser.wait("document.getElementById('email-model').textContent.split(' | ').length === 6", what="six inputs")
    expect(browser.find("#email-model").text.split(" | "), [
        "insertText typeMismatch", "insertText typeMismatch", "insertText valid",
        "deleteContentBackward typeMismatch", "deleteContentBackward typeMismatch", "deleteContentBackward valueMissing",
    ], "each input's type and validity")
    browser.js("document.getElementById('rating').dispatchEvent("
               "new CustomEvent('rating-change', {detail: [4, 'stars', true, null], bubbles: true}))")
    browser.wait("document.getElementById('rating-model').textContent !== 'none'", what="the detail")
    expect(browser.find("#rating-model").text, "4 stars true null", "the detail")
    browser.js("document.getElementById('rating').dispatchEvent(new CustomEvent('rating-change', {detail: {stars: 5}}))")
    browser.wait("document.getElementById('rating-model').textContent === 'nil'", what="a detail that cannot cross")
    # The console quotes the message after its place (`calls.js 102:14`).
    expect([text.split(" ", 2)[2] for text in errors(browser.console())],
           [json.dumps('The detail of a "rating-change" event does not reach Swift: a Object cannot cross to Swift: '
                       "pass null, a boolean, a number, a string, bytes or an array of these (an event's detail holds no objects)")],
           "console errors")
