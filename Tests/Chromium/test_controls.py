"""What the event snapshot carries for forms, on the fixture's controls: a `select multiple` sends the
positions of its selected options, and a number field holding text that is no number yet sends bad
input, so a field bound to `Int?` keeps the text and the model."""

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
