"""`Text`'s helpers compiled for wasm, where `Int` is 32 bits: the fixture shows what parsing,
formatting, comparing, hashing and splitting give in the module, which must be what they give on
Linux."""

from harness import errors, expect, open_fixture


def test_text_helpers_in_wasm(browser):
    """The text helpers (parsing, formatting, comparing, hashing, splitting) give in the wasm module what
    they give on Linux, except where `Int` is 32 bits: the fixture shows their results (TextHelpers.swift)."""
    open_fixture(browser)
    browser.js("window.fixture.exports.fixture_show_text()")
    browser.wait("document.getElementById('text-helpers')", what="the text helpers' results")
    expect(browser.find("#text-helpers").get_attribute("textContent"),
           "5 2.675 2.67 0.30000000000000004 1e+308 -0.0 1 -1 B/a/b 5 63 X", "the text helpers' results")
    expect(errors(browser.console()), [], "console errors")
