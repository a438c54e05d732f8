"""Enter, leave, reverse and move transitions in Chromium, on the fixture's transitions section: the classes
of each phase as frames give them, the end the page finds (the style's length, at once when there is none,
the timeout when no end event comes, at once under reduced motion), the same node brought back by a
reversed leave, a component's onDisappear after its leave, keyed moves played from where the rows were,
and transitions.js loaded only by a module that imports module `transitions`.

Each step that depends on timing reads the page in the same script that clicks: a click's frames, the
page's watch and the second frame are all applied before the click returns."""

from harness import errors, expect, open_fixture

PANEL_CLASSES = "const p = document.getElementById('fade-panel'); return p && p.className"


def click(browser, button, then="return null"):
    """Clicks a button of the section and runs `then` in the same task, before any animation frame."""
    return browser.js(f"document.getElementById('{button}').click(); {then}")


def test_an_element_enters_with_its_classes_and_loses_them_when_its_transition_ends(browser):
    open_fixture(browser)
    expect(click(browser, "toggle-panel", PANEL_CLASSES), "panel fade-enter-active fade-enter-to",
           "the classes once the click's frames are applied")
    expect(browser.js("return getComputedStyle(document.getElementById('fade-panel')).transitionDuration"), "0.3s",
           "the panel's transition, which runs")
    browser.wait("document.getElementById('fade-panel').className === 'panel'", timeout=3, what="the enter to end")
    expect(errors(browser.console()), [], "console errors")


def test_a_removed_element_stays_inert_until_its_leave_ends_and_its_component_disappears_after(browser):
    open_fixture(browser)
    click(browser, "toggle-panel")
    browser.wait("document.getElementById('fade-panel').className === 'panel'", timeout=3, what="the enter to end")
    state = click(browser, "toggle-panel", "const p = document.getElementById('fade-panel');"
                  "return [p.className, p.inert, document.getElementById('transition-log').textContent]")
    expect(state, ["panel fade-leave-active fade-leave-to", True, ""], "leaving: its classes, inert, still there")
    browser.wait("document.getElementById('fade-panel') === null", timeout=3, what="the leave to end")
    browser.wait("document.getElementById('transition-log').textContent === 'disappear'", timeout=3,
                 what="onDisappear, after the leave")
    expect(errors(browser.console()), [], "console errors")


def test_a_leave_interrupted_by_a_return_keeps_the_node(browser):
    open_fixture(browser)
    click(browser, "toggle-panel")
    browser.wait("document.getElementById('fade-panel').className === 'panel'", timeout=3, what="the enter to end")
    same = click(browser, "toggle-panel",
                 "const before = document.getElementById('fade-panel');"
                 "document.getElementById('toggle-panel').click();"
                 "const after = document.getElementById('fade-panel');"
                 "return [before === after, after.className, after.inert, document.querySelectorAll('#fade-panel').length]")
    expect(same, [True, "panel fade-enter-active fade-enter-to", False, 1], "the node back, entering from where it was")
    browser.wait("document.getElementById('fade-panel').className === 'panel'", timeout=3, what="the reversed enter to end")
    expect(errors(browser.console()), [], "console errors")


def test_phases_without_a_length_end_at_once_and_a_leave_with_no_end_event_by_the_timeout(browser):
    open_fixture(browser)
    click(browser, "toggle-note")
    browser.wait("document.getElementById('plain-note').className === ''", timeout=1,
                 what="the note's enter, which its style gives no length, to end")
    click(browser, "toggle-note")
    browser.wait("document.getElementById('plain-note') === null", timeout=1, what="the note's leave to end")
    click(browser, "toggle-box")
    browser.wait("document.getElementById('hidden-box').className === ''", timeout=2, what="the box's enter to end")
    start = click(browser, "toggle-box", "window.leaving = performance.now(); return document.getElementById('hidden-box').className")
    expect(start, "hide-leave-active hide-leave-to", "the box, hidden while it leaves")
    browser.wait("document.getElementById('hidden-box') === null", timeout=2, what="the box's leave to end by the timeout")
    waited = browser.js("return performance.now() - window.leaving")
    assert 150 <= waited < 1500, f"the box went {waited:.0f} ms after its leave began: its duration (150 ms) and the grace"
    expect(errors(browser.console()), [], "console errors")


def test_reduced_motion_ends_every_phase_at_once(browser):
    open_fixture(browser)
    browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        click(browser, "toggle-panel")
        gone = browser.driver.execute_async_script(
            "const done = arguments[0];"
            "requestAnimationFrame(() => done(document.getElementById('fade-panel').className))")
        expect(gone, "panel", "the enter ended before the next animation frame")
        left = browser.driver.execute_async_script(
            "const done = arguments[0]; document.getElementById('toggle-panel').click();"
            "requestAnimationFrame(() => done(document.getElementById('fade-panel')))")
        expect(left, None, "the leave ended before the next animation frame")
    finally:
        browser.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    expect(errors(browser.console()), [], "console errors")


def test_keyed_rows_enter_leave_and_move_from_where_they_were(browser):
    open_fixture(browser)
    rows = "return [...document.querySelectorAll('#transition-rows li')].map((li) => [li.textContent, li.className, li.style.transform])"
    # Reversing moves every row: each starts where it was (an inline transform is put on and taken off
    # before the click returns) and slides wearing row-move.
    moved = click(browser, "reverse-rows", rows)
    expect([row[0] for row in moved], ["Row 4", "Row 3", "Row 2", "Row 1"], "the order at once")
    expect([row[1] for row in moved], ["row-move"] * 4, "every row moving")
    expect([row[2] for row in moved], [""] * 4, "the transforms taken off again, so they animate to none")
    browser.wait("[...document.querySelectorAll('#transition-rows li')].every((li) => li.className === '')", timeout=3,
                 what="the moves to end")
    added = click(browser, "add-row", rows)
    expect(added[0][:2], ["Row 5", "row-enter-active row-enter-to"], "the new row entering")
    expect([row[1] for row in added[1:]], ["row-move"] * 4, "the others moving down")
    browser.wait("[...document.querySelectorAll('#transition-rows li')].every((li) => li.className === '')", timeout=3,
                 what="the enter and the moves to end")
    removed = click(browser, "remove-row", "const first = document.querySelector('#transition-rows li');"
                    "return [first.textContent, first.className, first.inert, document.querySelectorAll('#transition-rows li').length]")
    expect(removed, ["Row 5", "row-leave-active row-leave-to", True, 5], "the removed row leaving, still there")
    browser.wait("document.querySelectorAll('#transition-rows li').length === 4", timeout=3, what="the leave to end")
    expect(errors(browser.console()), [], "console errors")


def test_transitions_js_is_loaded_only_for_a_module_that_imports_it(browser):
    loaded = "return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)"
    open_fixture(browser)
    expect("/transitions.js" in browser.js(loaded), True, "the fixture, which has transitions, loads it")
    browser.open("/greeter/")
    browser.wait("document.querySelector('#app').children.length > 0", what="the greeter to start")
    expect([path for path in browser.js(loaded) if path.endswith("transitions.js")], [], "the greeter loads none")
    expect(errors(browser.console()), [], "console errors")
