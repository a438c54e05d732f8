"""The counter's page as its tests see it, shared by test_counter.py and test_program_counter.py: the page
loaded and watched, what it shows read in one script, the taps a keyboard makes, and the network's
conditions set through the DevTools protocol. The program-style page must pass every flow of the
observable one unchanged, so both files run the same flows through these helpers."""

import os

from selenium.webdriver.common.keys import Keys

from harness import ROOT, errors, expect


COUNTER_FACTS = os.path.join(ROOT, "web", "counter", "facts")


# Runs in the counter's page once it has mounted: keeps the message of each opening of the alert (once
# the frame that opened it is applied), and each fetch the page starts with its abort signal.
COUNTER_WATCH = """
const dialog = document.querySelector('dialog.alert')
window.opened = []
new MutationObserver(() => { if (dialog.open) window.opened.push(dialog.querySelector('.alert-message').textContent) })
  .observe(dialog, { attributes: true, attributeFilter: ['open'] })
window.fetches = []
const fetch = window.fetch
window.fetch = (url, init) => { window.fetches.push([String(url), init.signal]); return fetch(url, init) }
"""


# The counter page the flows run on: the observable one, or (through `on_program_page`) the same counter
# in the program style, which must pass every flow unchanged.
COUNTER_PAGE = "/counter/"


def on_program_page(test):
    """`test`, run on the program-style counter (counter/program.html) instead."""
    def variant(browser):
        global COUNTER_PAGE
        COUNTER_PAGE = "/counter/program.html"
        try:
            test(browser)
        finally:
            COUNTER_PAGE = "/counter/"
    variant.__name__ = test.__name__.replace("test_counter", "test_program_counter")
    variant.__doc__ = f"On the program-style page: {test.__doc__}"
    return variant


def open_counter(browser):
    """Loads the counter's page, waits until it has mounted, and watches its alert and its fetches."""
    browser.open(COUNTER_PAGE)
    browser.wait("document.querySelector('.count')", what="the counter to mount")
    browser.js(COUNTER_WATCH)


def fact(number):
    with open(os.path.join(COUNTER_FACTS, f"{number}.txt"), encoding="utf-8") as file:
        return file.read().strip()


def counter_state(browser, tapped=None):
    """What the page shows: the count, the title, the count's class, the number field, the fact button,
    the status line (its class and whether it spins), the alert (open, modal, its message) and the
    element that has the focus (its id or class). With `tapped`, a selector, first focuses and clicks
    that element in the same script, as a keyboard's Enter does: the frame is applied when the click
    returns, and no fetch it started can answer before the page is read."""
    return browser.js("""
        if (arguments[0]) { const tapped = document.querySelector(arguments[0]); tapped.focus(); tapped.click() }
        const $ = (selector) => document.querySelector(selector), dialog = $('dialog.alert'), active = document.activeElement
        return {count: $('.count').textContent, title: document.title, countClass: $('.count').className,
                field: $('#count').value, button: $('.get-fact').textContent, buttonClass: $('.get-fact').className,
                status: $('.fact-status').textContent, statusClass: $('.fact-status').className,
                spinner: $('.fact-status .spinner') !== null, dialog: dialog.open, modal: dialog.matches(':modal'),
                message: $('.alert-message')?.textContent ?? null,
                focus: active === document.body ? 'body' : active.id || active.className}""", tapped)


def expect_state(browser, what, tapped=None, **expected):
    state = counter_state(browser, tapped)
    expect({name: state[name] for name in expected}, expected, what)


def fetches(browser):
    """The fetches the page started, as (URL, aborted)."""
    return [tuple(f) for f in browser.js("return window.fetches.map(([url, signal]) => [url, signal.aborted])")]


def tap(browser, selector):
    """Focuses and clicks an element, as a keyboard's Enter does."""
    browser.js("const e = document.querySelector(arguments[0]); e.focus(); e.click()", selector)


def select_all_and_type(element, text):
    element.send_keys(Keys.CONTROL, "a")
    element.send_keys(Keys.BACKSPACE if text == "" else text)


def network(browser, offline=False, latency=0):
    """Emulates the network's conditions (DevTools protocol): a latency in milliseconds, or none."""
    browser.driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": offline, "latency": latency, "downloadThroughput": -1, "uploadThroughput": -1})


def restore_network(browser):
    """Puts the network back as it was before `network`."""
    network(browser)
    browser.driver.execute_cdp_cmd("Network.disable", {})


def expect_offline_line_only(browser):
    """The console holds no error but Chromium's own line for the request made offline."""
    expect([text.split(" ", 2)[2] for text in errors(browser.console())],
           ["Failed to load resource: net::ERR_INTERNET_DISCONNECTED"],
           "console errors: Chromium's own line for the request made offline")
