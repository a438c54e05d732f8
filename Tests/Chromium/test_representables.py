"""Representable elements in Chromium, on the fixture's representables section: gauges of fixture-calls.js
mounted in elements a view places, each with a caption Swift makes inside it. Make, update and dismantle
run in the order the life-cycle table gives (dismantles in reverse document order) under insert, keyed
move, re-key, replacement and the removal of their ancestor; the widget's own nodes inside are never a foreign edit; a widget whose script throws is
reported and the page goes on; and a thousand shown and hidden leave the page holding no object and the
applier no node of theirs."""

from harness import errors, expect, open_fixture

LOG = "return document.getElementById('representable-log').textContent"
GAUGES = ("return [...document.querySelectorAll('#gauges > *')]"
          ".map((g) => g.localName + ':' + [...g.childNodes].map((n) => n.textContent).join('|'))")
CALLS = "const { heldObjects } = await import('/calls.js');"


def click(browser, button):
    browser.js(f"document.getElementById('{button}').click()")


def log_since(browser, before):
    text = browser.js(LOG)
    return text[len(before):].lstrip(", ")


def held_objects(browser):
    return browser.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "import('/calls.js').then(({ heldObjects }) => done(heldObjects()))")


def test_made_in_document_order_with_the_swift_caption_before_the_widgets_nodes(browser):
    open_fixture(browser)
    browser.wait("document.getElementById('representable-log').textContent === 'make 1, make 2, make 3'",
                 what="the three gauges made")
    expect(browser.js(GAUGES), ["div:gauge 1|50", "div:gauge 2|50", "div:gauge 3|50"],
           "each gauge: Swift's caption, then the widget's bar, as the writes reached the page before the script")
    expect(held_objects(browser), 3, "the page holds the three widgets for Swift")
    expect(errors(browser.console()), [], "console errors: the widgets' nodes are no foreign edit")


def test_update_move_insert_rekey_replace_and_ancestor_removal(browser):
    open_fixture(browser)
    browser.wait("document.getElementById('representable-log').textContent === 'make 1, make 2, make 3'",
                 what="the three gauges made")
    before = browser.js(LOG)
    steps = []
    for button in ["gauge-bump", "gauge-bump", "gauge-reverse", "gauge-insert", "gauge-rekey", "gauge-replace",
                   "gauge-replace", "gauge-show"]:
        click(browser, button)
        steps.append((button, log_since(browser, before), browser.js(GAUGES)))
        before = browser.js(LOG)
    expect(steps, [
        ("gauge-bump", "update 1 60", ["div:gauge 1|60", "div:gauge 2|50", "div:gauge 3|50"]),
        ("gauge-bump", "update 1 70", ["div:gauge 1|70", "div:gauge 2|50", "div:gauge 3|50"]),
        ("gauge-reverse", "", ["div:gauge 3|50", "div:gauge 2|50", "div:gauge 1|70"]),
        ("gauge-insert", "make 4", ["div:gauge 3|50", "div:gauge 4|50", "div:gauge 2|50", "div:gauge 1|70"]),
        ("gauge-rekey", "dismantle 3, make 5", ["div:gauge 5|50", "div:gauge 4|50", "div:gauge 2|50", "div:gauge 1|70"]),
        ("gauge-replace", "dismantle 5", ["p:plain 5", "div:gauge 4|50", "div:gauge 2|50", "div:gauge 1|70"]),
        ("gauge-replace", "make 5", ["div:gauge 5|50", "div:gauge 4|50", "div:gauge 2|50", "div:gauge 1|70"]),
        ("gauge-show", "dismantle 1, dismantle 2, dismantle 4, dismantle 5", []),
    ], "each step: the moments it caused, and the gauges after it")
    expect(browser.js("return window.fixtureDestroyed"), 6, "each dismantled widget destroyed once")
    expect(held_objects(browser), 0, "no object held once every gauge is gone")
    expect(errors(browser.console()), [], "console errors")


def test_a_widget_whose_script_throws_is_reported_and_the_page_goes_on(browser):
    open_fixture(browser)
    browser.wait("document.getElementById('representable-log').textContent === 'make 1, make 2, make 3'",
                 what="the three gauges made")
    browser.console()
    click(browser, "gauge-broken")
    reported = errors(browser.console())
    expect(len(reported), 1, f"one report: {reported}")
    expect("make of the represented \\u003Cdiv> failed: TypeError: the widget cannot start" in reported[0], True,
           f"the report names the moment and the script's error: {reported[0]}")
    expect(browser.js("return document.querySelectorAll('.broken').length"), 1, "the element is there")
    click(browser, "gauge-bump")
    expect(browser.js(GAUGES)[0], "div:gauge 1|60", "the other gauges still update")
    expect(browser.js("return !!window.fixture.stopped"), False, "the app runs on")


def test_a_thousand_shown_and_hidden_leave_no_object_and_no_node(browser):
    open_fixture(browser)
    browser.wait("document.getElementById('representable-log').textContent === 'make 1, make 2, make 3'",
                 what="the three gauges made")
    click(browser, "gauge-show")
    stats = "return window.fixture.applier.stats().nodes"
    expect(held_objects(browser), 0, "none held while hidden")
    nodes = browser.js(stats)
    browser.js("const show = document.getElementById('gauge-show');"
               "for (let i = 0; i < 1000; i++) { show.click(); show.click() }")
    expect(browser.js("return window.fixtureDestroyed"), 3 + 3000, "every widget made was destroyed")
    expect(held_objects(browser), 0, "no object held after a thousand cycles")
    expect(browser.js(stats), nodes, "the applier's node table as it was")
    expect(browser.js("return document.querySelectorAll('.gauge-bar').length"), 0, "no widget node left")
    expect(errors(browser.console()), [], "console errors")


def test_imperative_rows_made_and_removed_a_thousand_times_leave_nothing(browser):
    """A row made by imperative code, with a listener and an observer, in a view's element: it works, and
    a thousand made and removed leave the applier's table and its listening nodes as they were."""
    open_fixture(browser)
    stats = "const { nodes, listening } = window.fixture.applier.stats(); return [nodes, listening]"
    before = browser.js(stats)
    click(browser, "imperative-toggle")
    browser.js("document.querySelector('.imperative-row').click()")
    expect(browser.js("return document.getElementById('imperative-rows').innerHTML"),
           '<button class="imperative-row">clicked 1</button>', "the row, kept current by its observer")
    click(browser, "imperative-toggle")
    browser.js("const toggle = document.getElementById('imperative-toggle');"
               "for (let i = 0; i < 1000; i++) { toggle.click(); toggle.click() }")
    expect(browser.js("return document.getElementById('imperative-rows').innerHTML"), "", "no row left")
    expect(browser.js(stats), before, "the node table and the listening nodes as they were")
    expect(errors(browser.console()), [], "console errors")
