"""The palette (examples/Palette, served from web/palette/): a theme editor around colour-picker.js, a
colour picker in plain JavaScript wrapped as a representable element. Colours picked in the widget with
the pointer and the keyboard reach the model and the preview; colours the model gets from Swift (a recent
colour, Reset) reach the widget; a widget whose script throws is reported and the page goes on; a thousand
pickers shown and hidden leave the page holding no object and the page and the renderer as they were; and
the page's looks as screenshots in artifacts/palette/.

The model and the renderer's counts come from `swift('paletteState')`
(examples/Palette/Sources/PaletteWeb/TestHooks.swift); the objects the page holds for Swift from the
page's calls.js, `heldObjects()`."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from harness import after_frames, errors, expect
from harness import screenshots as harness_screenshots


def open_palette(browser):
    """Loads the palette and waits until the picker is made."""
    browser.open("/palette/")
    browser.wait("document.querySelector('#picker .cp')", what="the palette and its picker")


def state(browser):
    """What `swift('paletteState')` answers, made a dict."""
    return browser.js("const { swift } = await import('/palette/calls.js');"
                      " return Object.fromEntries(swift('paletteState'))")


def held_objects(browser):
    return browser.js("const { heldObjects } = await import('/palette/calls.js'); return heldObjects()")


def shown(browser):
    """What the page shows of the colour: the widget's hex field, its chosen swatch's colour (or None), the
    preview's accent and its ink, and the hex the contrast note names."""
    return browser.js("""
        const preview = document.querySelector('.preview')
        return [document.querySelector('.cp-hex')?.value ?? null,
                document.querySelector('.cp-swatch[aria-checked="true"]')?.dataset.colour ?? null,
                preview.style.getPropertyValue('--accent'), preview.style.getPropertyValue('--on-accent'),
                document.querySelector('.contrast code').textContent]""")


def keys(browser, *typed):
    ActionChains(browser.driver).send_keys(*typed).perform()
    after_frames(browser)


def retype(browser, *typed):
    """Selects the focused field's text and types over it."""
    ActionChains(browser.driver).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).send_keys(*typed).perform()
    after_frames(browser)


def click(browser, selector, x=None, y=None):
    """A real pointer click on `selector`, at its middle or at (x, y) from its top left corner."""
    element = browser.find(selector)
    actions = ActionChains(browser.driver)
    if x is None:
        actions.move_to_element(element)
    else:
        size = element.size
        actions.move_to_element_with_offset(element, x - size["width"] / 2, y - size["height"] / 2)
    actions.click().perform()
    after_frames(browser)


def recent(browser):
    return browser.js("return [...document.querySelectorAll('.recent-colour code')].map((c) => c.textContent)")


def test_palette_picks_reach_the_model_and_the_models_colours_reach_the_picker(browser):
    """The pointer in the area, keys on the hue and among the swatches: each settled pick is the model's
    accent and its latest recent colour, and the preview wears it. A recent colour clicked, and Reset,
    move the widget to the model's colour."""
    open_palette(browser)
    expect(shown(browser), ["#2563eb", "#2563eb", "#2563eb", "#ffffff", "#2563eb"], "the default, everywhere")
    expect(held_objects(browser), 1, "the page holds the widget for Swift")

    click(browser, ".cp-area", 20, 20)
    picked = browser.js("return document.querySelector('.cp-hex').value")
    expect(picked != "#2563eb", True, f"a click near the area's pale corner picks another colour: {picked}")
    expect(state(browser)["accent"], picked, "the model's accent after the click")
    expect(recent(browser), [picked], "the click, settled, is remembered")
    expect(shown(browser)[2], picked, "the preview's accent")

    keys(browser, Keys.TAB)
    expect(browser.js("return document.activeElement.getAttribute('aria-label')"), "Hue", "Tab from the area")
    before = browser.js("return Number(document.querySelector('.cp-hue').getAttribute('aria-valuenow'))")
    ActionChains(browser.driver).key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT).key_up(Keys.SHIFT).perform()
    after_frames(browser)
    expect(browser.js("return Number(document.querySelector('.cp-hue').getAttribute('aria-valuenow'))"), before + 10,
           "Shift+Right turns the hue ten degrees")
    turned = browser.js("return document.querySelector('.cp-hex').value")
    expect(state(browser)["accent"], turned, "the model follows the keys")
    expect(recent(browser), [turned, picked], "the key let go: the turned colour is remembered")

    keys(browser, Keys.TAB)
    expect(browser.js("return document.activeElement.getAttribute('aria-label')"), "Blue",
           "Tab into the swatches: the first, as none is chosen")
    keys(browser, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    expect(browser.js("return document.activeElement.getAttribute('aria-label')"), "Violet", "two swatches on")
    expect(shown(browser), ["#7c3aed", "#7c3aed", "#7c3aed", "#ffffff", "#7c3aed"], "violet, everywhere")
    expect(state(browser)["recent"], ["#7c3aed", "#4f46e5", turned, picked], "each swatch chosen")

    click(browser, ".recent-list li:nth-child(3) button")
    hex, swatch, accent, _, named = shown(browser)
    expect([hex, swatch, accent, named], [turned, None, turned, turned], "a recent colour, in the widget too")
    expect(state(browser)["recent"][0], turned, "and first of the recent colours")
    click(browser, ".reset")
    expect(shown(browser), ["#2563eb", "#2563eb", "#2563eb", "#ffffff", "#2563eb"], "Reset, in the widget too")
    expect(held_objects(browser), 1, "still the one widget")
    expect(errors(browser.console()), [], "console errors")


def test_palette_hex_typed_in_the_widget(browser):
    """A colour typed in full into the widget's hex field shows at once and is remembered once committed;
    three digits count once committed; text that is no colour is marked and put back."""
    open_palette(browser)
    click(browser, ".cp-hex")
    retype(browser, "#0d9488")
    expect(state(browser)["accent"], "#0d9488", "the whole colour typed shows at once")
    expect(state(browser)["recent"], [], "not remembered before it is committed")
    keys(browser, Keys.ENTER)
    expect(state(browser)["recent"], ["#0d9488"], "Enter commits it")
    retype(browser, "#0d94zz")
    expect(browser.js("return document.querySelector('.cp-hex').getAttribute('aria-invalid')"), "true", "marked")
    keys(browser, Keys.TAB)
    expect(shown(browser)[0], "#0d9488", "put back once left")
    expect(state(browser)["accent"], "#0d9488", "the model as it was")
    click(browser, ".cp-hex")
    retype(browser, "#f0a")
    expect(state(browser)["accent"], "#0d9488", "three digits are on the way to six: nothing shown yet")
    keys(browser, Keys.ENTER)
    expect(shown(browser)[0], "#ff00aa", "committed, three digits are a colour")
    expect(state(browser)["recent"], ["#ff00aa", "#0d9488"], "and remembered")
    expect(errors(browser.console()), [], "console errors")


def test_palette_a_picker_that_throws_is_reported_and_the_page_goes_on(browser):
    """The widget's script fails as it starts (the element refuses its nodes): the app reports the make
    that failed, and the rest of the page works on; once the script works again, showing the picker
    makes it."""
    open_palette(browser)
    click(browser, ".cp-swatch[aria-label=Teal]")
    click(browser, ".toggle")
    browser.console()
    browser.js("""
        const append = Element.prototype.append
        window.restoreAppend = () => { Element.prototype.append = append }
        Element.prototype.append = function (...nodes) {
          if (this.id === 'picker') throw new Error('the picker has no room')
          return append.apply(this, nodes)
        }""")
    click(browser, ".toggle")
    reported = errors(browser.console())
    expect(len(reported), 1, f"one report: {reported}")
    expect(reported[0].endswith('"make of the represented \\u003Cdiv> failed: Error: the picker has no room"'), True,
           f"the report names the moment and the script's error: {reported[0]}")
    expect(browser.js("return document.getElementById('picker').childElementCount"), 0, "the element, empty")
    expect(held_objects(browser), 0, "no widget to hold")
    click(browser, ".reset")
    expect(shown(browser)[2:], ["#2563eb", "#ffffff", "#2563eb"], "Reset works on: the preview is the default's")
    click(browser, ".recent-list button")
    expect(shown(browser)[2:], ["#0d9488", "#111827", "#0d9488"], "and so does a recent colour")
    click(browser, ".toggle")
    browser.js("window.restoreAppend()")
    click(browser, ".toggle")
    expect(shown(browser), ["#0d9488", "#0d9488", "#0d9488", "#111827", "#0d9488"], "made once the script works")
    expect(errors(browser.console()), [], "console errors after the first")


def test_palette_a_thousand_pickers_shown_and_hidden_leave_nothing(browser):
    """With the picker hidden, a thousand shown and hidden again: every widget made is destroyed, the page
    holds no object, `#app` holds as many nodes, and the renderer's counts are as they were."""
    open_palette(browser)
    click(browser, ".toggle")
    count_nodes = ("const walk = document.createTreeWalker(document.getElementById('app'));"
                   " let count = 0; while (walk.nextNode()) count++; return count")
    before = (held_objects(browser), browser.js(count_nodes), state(browser))
    expect(before[0], 0, "no widget held while hidden")
    browser.js("const toggle = document.querySelector('.toggle');"
               "for (let i = 0; i < 1000; i++) { toggle.click(); toggle.click() }")
    expect(held_objects(browser), 0, "no object held after a thousand cycles")
    expect(browser.js(count_nodes), before[1], "the nodes of #app as they were")
    expect(state(browser), before[2], "the model and the renderer's counts as they were")
    expect(browser.js("return document.querySelectorAll('.cp').length"), 0, "no widget node left")
    click(browser, ".toggle")
    expect(held_objects(browser), 1, "shown once more: one widget")
    expect(browser.js("return document.querySelector('.cp-hex').id"), "cp-hex-1002",
           "the page's 1,002nd widget: one at the start, one for each cycle, this one")
    expect(errors(browser.console()), [], "console errors")


def test_palette_screenshots(browser):
    """The page in each look: as it opens; with recent colours and an accent text reads poorly on, the
    hex field's focus showing; and with the picker hidden. Saved in artifacts/palette/."""
    open_palette(browser)
    harness_screenshots(browser, "palette", "default")
    for swatch in ["Amber", "Green", "Pink"]:
        click(browser, f".cp-swatch[aria-label={swatch}]")
    click(browser, ".cp-hex")
    retype(browser, "#8b5cf6", Keys.ENTER)
    expect(state(browser)["recent"], ["#8b5cf6", "#db2777", "#16a34a", "#ca8a04"], "the colours chosen")
    expect(browser.js("return document.querySelector('.contrast').className"), "contrast poor", "a poor contrast")
    harness_screenshots(browser, "palette", "chosen")
    click(browser, ".toggle")
    harness_screenshots(browser, "palette", "hidden")
    expect(errors(browser.console()), [], "console errors")
