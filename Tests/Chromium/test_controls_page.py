"""The order page of every control (examples/Controls, served from web/controls/) driven as a person
drives it in Chromium: keys typed into text and number fields (the caret stays where the person puts it,
and text that is no number yet stays as typed while the model keeps its value), the slider's arrow
keys, the date and time pickers typed segment by segment, real clicks on radios and boxes, `Select` on
the selects (a `select multiple` with the Control key held), and the kitchen taking a crust away while it
is chosen. Each step checks the DOM, the model as Swift holds it (`swift('orderState')`, which the page
exports for the tests) and the focus. The page in each state, in both color schemes at a desktop's and a
phone's size, is left in artifacts/controls/ on every run, to be looked at."""


from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from harness import errors, expect
from harness import screenshots as harness_screenshots


# The order as the page starts it, as `orderState` answers it.
NEW_ORDER = {
    "name": "", "number": "A-1042", "notes": "", "birthday": "", "size": "medium", "crust": "classic",
    "crusts": ["classic", "thin", "glutenFree"], "crustNotice": None, "spice": 1, "toppings": [], "quantity": 1,
    "guests": None, "budget": 30, "tip": None, "deliveryDay": None, "deliveryTime": None, "isGift": False,
    "extras": [], "allExtras": False, "soldOut": [], "totalCents": 1050,
}


def open_controls(browser):
    """Loads the order page and waits until its app has mounted."""
    browser.open("/controls/")
    browser.wait("document.querySelector('main.controls #summary')", what="the order page to mount")


def order(browser):
    """The order as Swift holds it: `orderState`'s pairs as a dict."""
    return browser.js("const { swift } = await import('/controls/calls.js');"
                      "return Object.fromEntries(swift('orderState'))")


def changed(browser, **values):
    """Expects the order to be the new one with `values` changed (and the total as given, if given)."""
    expect(order(browser), {**NEW_ORDER, **values}, "the model")


def field(browser, id):
    """A field as (value, badInput, whether it has the focus)."""
    return tuple(browser.js("const f = document.getElementById(arguments[0]);"
                            "return [f.value, f.validity.badInput, document.activeElement === f]", id))


def shown(browser, id):
    """The text of the model's value `id` in the page's list of what the model holds."""
    return browser.js("return document.getElementById('model-' + arguments[0]).textContent", id)


def caret(browser, id):
    return browser.js("return document.getElementById(arguments[0]).selectionStart", id)


def test_controls_page_text_field_and_textarea(browser):
    """Typing, moving the caret back and typing there: the text is as typed, the caret stays after the
    character typed (the rendered value equals the field's, so nothing is written), the focus stays, and
    the model holds the text. A new line in the textarea is kept."""
    open_controls(browser)
    name = browser.find("#name")
    name.click()
    name.send_keys("Ada Lovelace")
    browser.wait("document.getElementById('model-name').textContent === '\"Ada Lovelace\"'", what="the name")
    name.send_keys(Keys.ARROW_LEFT * 8, "King ")
    expect(field(browser, "name"), ("Ada King Lovelace", False, True), "the name field")
    expect(caret(browser, "name"), 9, "the caret after the text typed in the middle")
    notes = browser.find("#notes")
    notes.click()
    notes.send_keys("Ring twice", Keys.ENTER, "Leave it at the door")
    notes.send_keys(Keys.HOME, "Please ")
    expect(field(browser, "notes"), ("Ring twice\nPlease Leave it at the door", False, True), "the notes")
    expect(caret(browser, "notes"), len("Ring twice\nPlease "), "the caret in the textarea")
    changed(browser, name="Ada King Lovelace", notes="Ring twice\nPlease Leave it at the door")
    expect(browser.find("#summary").text.split(". ")[1], "Ordered by Ada King Lovelace", "the summary names the person")
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_read_only_order_number(browser):
    """The order number takes the focus and can be selected, but typing changes nothing."""
    open_controls(browser)
    number = browser.find("#order-number")
    number.click()
    number.send_keys("B", Keys.BACKSPACE, Keys.BACKSPACE)
    expect(field(browser, "order-number"), ("A-1042", False, True), "the order number")
    expect(browser.js("return document.getElementById('order-number').readOnly"), True, "read-only")
    expect(order(browser)["number"], "A-1042", "the model's number")
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_int_field(browser):
    """The quantity, an `Int` with a rule: the emptied field keeps the model's 1, typing 1 then 2 gives
    12 (the 1 that equals the model stays in the field), and a third digit the rule refuses (125) is
    taken back at once."""
    open_controls(browser)
    quantity = browser.find("#quantity")
    quantity.click()
    quantity.send_keys(Keys.CONTROL, "a")
    quantity.send_keys(Keys.BACKSPACE)
    expect(field(browser, "quantity"), ("", False, True), "the emptied field")
    expect(order(browser)["quantity"], 1, "the model, which an empty field does not change")
    quantity.send_keys("1")
    expect(field(browser, "quantity"), ("1", False, True), "the field after 1")
    quantity.send_keys("2")
    browser.wait("document.getElementById('model-quantity').textContent === '12'", what="the quantity")
    quantity.send_keys("5")
    expect(field(browser, "quantity"), ("12", False, True), "125 refused: the field shows 12 again")
    changed(browser, quantity=12, totalCents=12 * 1050)
    expect(browser.find("#total").text, "€126.00", "the total")
    expect(browser.find("#budget-note").get_attribute("class"), "budget over", "over budget")
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_optional_int_field(browser):
    """The guests, an `Int?`: `12e` is bad input (the field's value empty) and leaves the model at 12,
    with the text kept (deleting the e shows 12 again); `12.5` is no integer and leaves it too; a digit
    typed before the last one lands where the caret is; emptying the field is nil, and so is a lone `e`
    typed into it: the model stays nil."""
    open_controls(browser)
    guests = browser.find("#guests")
    guests.click()
    guests.send_keys("12")
    browser.wait("document.getElementById('model-guests').textContent === '12'", what="12 guests")
    guests.send_keys("e")
    expect(field(browser, "guests"), ("", True, True), "12e: bad input")
    expect(order(browser)["guests"], 12, "the model after 12e")
    guests.send_keys(Keys.BACKSPACE)
    expect(field(browser, "guests"), ("12", False, True), "the e deleted: the kept text, not an emptied field")
    guests.send_keys(".5")
    expect(field(browser, "guests"), ("12.5", False, True), "12.5 as typed")
    expect(order(browser)["guests"], 12, "the model after 12.5")
    guests.send_keys(Keys.BACKSPACE, Keys.BACKSPACE, Keys.ARROW_LEFT, "0")
    browser.wait("document.getElementById('model-guests').textContent === '102'", what="102 guests")
    expect(field(browser, "guests"), ("102", False, True), "the 0 typed before the 2")
    guests.send_keys(Keys.CONTROL, "a")
    guests.send_keys(Keys.BACKSPACE)
    browser.wait("document.getElementById('model-guests').textContent === 'nil'", what="no guests")
    guests.send_keys("e")
    expect(field(browser, "guests"), ("", True, True), "a lone e")
    changed(browser)
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_double_fields(browser):
    """The budget, a `Double`: `12.` keeps 12 and the text, `12.5` is 12.5; the tip, a `Double?`:
    `2.50` is 2.5 with the text kept as typed, a lone `-` after it is bad input that leaves 2.5, and the
    emptied field is nil."""
    open_controls(browser)
    budget = browser.find("#budget")
    budget.click()
    budget.send_keys(Keys.CONTROL, "a")
    budget.send_keys(Keys.BACKSPACE, "12.")
    expect(field(browser, "budget"), ("12", False, True), "12. (which Chromium reports as 12)")
    expect(order(browser)["budget"], 12, "the budget after 12.")
    budget.send_keys("5")
    expect(field(browser, "budget"), ("12.5", False, True), "12.5")
    expect(shown(browser, "budget"), "12.5", "the budget the model holds")
    tip = browser.find("#tip")
    tip.click()
    tip.send_keys("2.50")
    browser.wait("document.getElementById('model-tip').textContent === '2.5'", what="the tip")
    expect(field(browser, "tip"), ("2.50", False, True), "the tip as typed")
    tip.send_keys("-")
    expect(field(browser, "tip"), ("", True, True), "2.50-: bad input")
    expect(order(browser)["tip"], 2.5, "the tip after the bad input")
    expect(browser.find("#breakdown").text, "1 × €10.50 + €2.50 tip", "the breakdown")
    tip.send_keys(Keys.CONTROL, "a")
    tip.send_keys(Keys.BACKSPACE)
    browser.wait("document.getElementById('model-tip').textContent === 'nil'", what="no tip")
    changed(browser, budget=12.5)
    expect(browser.find("#budget-note").text, "€2.00 left of your €12.50 budget", "the budget note")
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_range(browser):
    """The spice slider, moved with the arrow keys, Home and End: the model, the title beside it and
    the value read out to assistive technology follow."""
    open_controls(browser)
    spice = browser.find("#spice")
    spice.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    expect(field(browser, "spice"), ("3", False, True), "two steps up")
    expect(order(browser)["spice"], 3, "the model")
    expect([browser.find("#spice-title").text, spice.get_attribute("aria-valuetext")], ["Hot", "Hot"], "its title")
    spice.send_keys(Keys.HOME)
    expect([field(browser, "spice"), browser.find("#spice-title").text], [("0", False, True), "Not spicy"], "Home")
    spice.send_keys(Keys.END)
    expect([field(browser, "spice"), browser.find("#spice-title").text], [("4", False, True), "Fiery"], "End")
    changed(browser, spice=4)
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_dates_and_time(browser):
    """The pickers typed segment by segment (Chromium's en-US order: month, day, year): a date not
    filled in yet is nil; a whole one is the day; clearing its year makes it nil at once, and typing
    another year gives a day again from the parts still there. The time takes `07:30 PM` as 19:30. The
    birthday is bound to text, `yyyy-mm-dd`. Today bounds the pickers."""
    open_controls(browser)
    today = browser.js("return (await import('/controls/controls.js')).today()")
    expect([browser.find("#day").get_attribute("min"), browser.find("#birthday").get_attribute("max")], [today, today],
           "the first day to deliver and the last birthday")
    day = browser.find("#day")
    day.click()
    day.send_keys("12")
    expect(field(browser, "day"), ("", True, True), "a month alone")
    expect(order(browser)["deliveryDay"], None, "the model while the date is not filled in")
    day.send_keys("24", "2030")
    expect(field(browser, "day"), ("2030-12-24", False, True), "a whole date")
    expect(order(browser)["deliveryDay"], "2030-12-24", "the model's day")
    day.send_keys(Keys.BACKSPACE)
    expect(field(browser, "day"), ("", True, True), "the year cleared")
    expect(order(browser)["deliveryDay"], None, "the model once the year is cleared")
    day.send_keys("2031")
    expect(field(browser, "day"), ("2031-12-24", False, True), "another year, the month and day kept")
    time = browser.find("#time")
    time.click()
    time.send_keys("0730P")
    expect(field(browser, "time"), ("19:30", False, True), "the time")
    birthday = browser.find("#birthday")
    birthday.click()
    birthday.send_keys("05011990")
    expect(field(browser, "birthday"), ("1990-05-01", False, True), "the birthday")
    changed(browser, deliveryDay="2031-12-24", deliveryTime="19:30", birthday="1990-05-01")
    expect(browser.find("#summary").text.split(". ")[1], "Delivered on 2031-12-24 at 19:30.", "the summary")
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_radio_group_and_select(browser):
    """Clicking a size's label chooses its radio (the others follow the one binding); the large sizes
    offer a stuffed crust, chosen with `Select`; a small pizza takes it away in the frame that changes
    the size: the classic crust is selected, and the notice says why."""
    open_controls(browser)
    def radios():
        return browser.js("return [...document.querySelectorAll('input[name=size]')].map((r) => r.checked)")
    crust = Select(browser.find("#crust"))
    expect(radios(), [False, True, False, False], "the medium size")
    browser.find("label:has(#size-large)").click()
    expect([radios(), browser.js("return document.activeElement.id")], [[False, False, True, False], "size-large"],
           "the large size chosen, its radio focused")
    expect([o.text for o in crust.options], ["Classic", "Thin and crispy", "Cheese-stuffed (+€2.50)", "Gluten-free (+€2.00)"],
           "the crusts of a large pizza")
    crust.select_by_visible_text("Cheese-stuffed (+€2.50)")
    browser.wait("document.getElementById('model-crust').textContent === '.stuffed'", what="the stuffed crust")
    browser.find("label:has(#size-small)").click()
    browser.wait("document.getElementById('model-size').textContent === '.small'", what="the small size")
    expect([o.text for o in crust.options], ["Classic", "Thin and crispy", "Gluten-free (+€2.00)"], "the crusts of a small pizza")
    expect([crust.first_selected_option.text, browser.find("#crust").get_attribute("value")], ["Classic", "0"], "the crust selected")
    notice = "The cheese-stuffed crust is made in large sizes only: your order has the classic crust now."
    expect(browser.find("#crust-notice").text, notice, "the notice")
    changed(browser, size="small", crustNotice=notice, totalCents=800)
    crust.select_by_index(2)
    browser.wait("document.getElementById('model-crust').textContent === '.glutenFree'", what="a crust chosen again")
    expect(browser.js("return document.getElementById('crust-notice').textContent"), "", "the notice gone")
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_select_multiple(browser):
    """Toppings chosen with `Select` (which toggles each option as a click with Control held does), then
    with real clicks: a plain click chooses one, Control-click adds one, Shift-click a range. The model
    holds them in the menu's order."""
    open_controls(browser)
    toppings = Select(browser.find("#toppings"))
    toppings.select_by_index(4)
    toppings.select_by_index(1)
    browser.wait("document.getElementById('model-toppings').textContent === '[.olives, .ham]'", what="two toppings")
    toppings.deselect_by_index(4)
    browser.wait("document.getElementById('model-toppings').textContent === '[.olives]'", what="one topping")
    options = browser.driver.find_elements("css selector", "#toppings option")
    ActionChains(browser.driver).click(options[0]).key_down(Keys.CONTROL).click(options[5]).key_up(Keys.CONTROL).perform()
    browser.wait("document.getElementById('model-toppings').textContent === '[.mushrooms, .pineapple]'",
                 what="a click and a Control-click")
    ActionChains(browser.driver).key_down(Keys.SHIFT).click(options[2]).key_up(Keys.SHIFT).perform()
    expect(order(browser)["toppings"], ["peppers", "onions", "ham", "pineapple"], "a Shift-click's range")
    expect([o.is_selected() for o in toppings.options], [False, False, True, True, True, True], "the options selected")
    expect(browser.js("return document.activeElement.id"), "toppings", "the focus")
    expect(browser.find("#summary").text.split(". ")[0],
           "1 medium pizza with the classic crust, topped with peppers, red onions, ham and pineapple, mild",
           "the summary")
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_boxes(browser):
    """One extra ticked makes the box for all of them indeterminate; a click on it ticks it and every
    extra; another clears them all. The gift box, clicked through its label."""
    open_controls(browser)
    def boxes():
        return browser.js("return [...document.querySelectorAll('.extras input')].map((b) => [b.checked, b.indeterminate])")
    browser.find("#extra-chiliOil").click()
    browser.wait("document.getElementById('model-allExtras').textContent === 'nil'", what="some extras")
    expect(boxes(), [[False, True], [False, False], [True, False], [False, False]], "the box for all, indeterminate")
    browser.find("#all-extras").click()
    browser.wait("document.getElementById('model-allExtras').textContent === 'true'", what="all extras")
    expect(boxes(), [[True, False], [True, False], [True, False], [True, False]], "every box ticked")
    expect(browser.js("return document.activeElement.id"), "all-extras", "the focus")
    expect(order(browser)["extras"], ["garlicDip", "chiliOil", "parmesan"], "the model")
    browser.find("#all-extras").click()
    browser.wait("document.getElementById('model-allExtras').textContent === 'false'", what="no extras")
    expect(boxes(), [[False, False]] * 4, "every box clear")
    browser.find("label:has(#gift) .choice-detail").click()
    expect(browser.js("return document.getElementById('gift').checked"), True, "the gift box")
    changed(browser, isGift=True)
    expect(errors(browser.console()), [], "console errors")


def test_controls_page_options_change_while_selected(browser):
    """The kitchen runs out of the thin crust while it is chosen: the option goes, the classic crust is
    selected, and the notice says why; restocked, the option is back and the classic crust stays."""
    open_controls(browser)
    crust = Select(browser.find("#crust"))
    crust.select_by_visible_text("Thin and crispy")
    browser.wait("document.getElementById('model-crust').textContent === '.thin'", what="the thin crust")
    browser.find("#thin-dough").click()
    browser.wait("document.getElementById('model-soldOut').textContent === '[.thin]'", what="the thin dough to run out")
    expect([o.text for o in crust.options], ["Classic", "Gluten-free (+€2.00)"], "the crusts left")
    expect(crust.first_selected_option.text, "Classic", "the crust selected")
    notice = "The kitchen has run out of the thin and crispy crust: your order has the classic crust now."
    changed(browser, crusts=["classic", "glutenFree"], soldOut=["thin"], crustNotice=notice)
    expect([browser.find("#crust-notice").text, browser.find("#thin-dough").text], [notice, "Restock thin dough"],
           "the notice and the kitchen's button")
    browser.find("#thin-dough").click()
    browser.wait("document.getElementById('model-soldOut').textContent === '[]'", what="the restock")
    expect([[o.text for o in crust.options], crust.first_selected_option.text],
           [["Classic", "Thin and crispy", "Gluten-free (+€2.00)"], "Classic"], "the crusts back, the classic one kept")
    expect(errors(browser.console()), [], "console errors")


def screenshots(browser, state, scroll=None):
    """Saves the page as it is in each look, as artifacts/controls/STATE-SCHEME-WIDTH.png, scrolled to
    show `scroll` (a selector) when given."""
    def settle(_):
        browser.js("arguments[0] ? document.querySelector(arguments[0]).scrollIntoView({block: 'center'}) : scrollTo(0, 0)",
                   scroll)
    harness_screenshots(browser, "controls", state, settle=settle)


def test_controls_page_screenshots(browser):
    """The new order; an order filled in, with the field being typed in focused; the crust taken away
    while chosen, its notice showing; and the summary."""
    open_controls(browser)
    screenshots(browser, "new")
    browser.find("#name").send_keys("Ada Lovelace")
    browser.find("label:has(#size-large)").click()
    Select(browser.find("#crust")).select_by_visible_text("Thin and crispy")
    toppings = Select(browser.find("#toppings"))
    toppings.select_by_index(1)
    toppings.select_by_index(4)
    browser.find("#spice").send_keys(Keys.ARROW_RIGHT)
    browser.find("#extra-garlicDip").click()
    browser.find("#guests").send_keys("6")
    quantity = browser.find("#quantity")
    quantity.send_keys(Keys.CONTROL, "a")
    quantity.send_keys("2")
    browser.wait("document.getElementById('model-quantity').textContent === '2'", what="two pizzas")
    screenshots(browser, "filled", "#quantity")
    browser.find("#thin-dough").click()
    browser.wait("document.getElementById('crust-notice').textContent !== ''", what="the notice")
    screenshots(browser, "crust-gone", "#crust")
    screenshots(browser, "summary", "#total")
    expect(browser.js("return innerWidth"), 1280, "the viewport's width once the screenshots are taken")
    expect(errors(browser.console()), [], "console errors")
