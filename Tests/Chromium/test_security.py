"""What the page's security rests on, in Chromium: the headers the server sends (its policy,
cross-origin isolation, the MIME types), hostile data that stays data, and Trusted Types, which keep
HTML out of every sink but the shim's policy. README.md, "Security", lists the guarantees."""

import urllib.request

from harness import errors, expect, open_fixture
import serve  # scripts/, on the path once harness is imported


def test_headers(browser):
    with urllib.request.urlopen(browser.base + "/") as response:
        expect(response.headers["Content-Security-Policy"], serve.CONTENT_SECURITY_POLICY, "CSP")
        expect(response.headers["Cross-Origin-Opener-Policy"], "same-origin", "COOP")
        expect(response.headers["Cross-Origin-Embedder-Policy"], "require-corp", "COEP")
    with urllib.request.urlopen(browser.base + "/counter/CounterWeb.wasm") as response:
        expect(response.headers["Content-Type"], "application/wasm", "wasm MIME type")
    with urllib.request.urlopen(browser.base + "/vdom.min.js") as response:
        expect(response.headers["Content-Type"], "text/javascript; charset=utf-8", "JS MIME type")


PAYLOAD = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>'


def test_hostile_data_stays_data(browser):
    """The fixture shows data a hostile user typed (Tests/Chromium/Fixture/Sources/Fixture/Hostile.swift): no
    script runs, the text is text, each link that would run script goes nowhere and is reported once, and
    the app's own raw HTML keeps its inline handler only because the page's policy blocks it."""
    open_fixture(browser)
    browser.console()
    browser.js("window.fixture.exports.fixture_show_hostile()")
    browser.wait("document.querySelector('#hostile-html img')", what="the hostile data")
    browser.wait("document.querySelector('#hostile-html img').complete", what="the raw HTML's image to fail")
    seen = browser.js("""
        const text = document.getElementById('hostile-text')
        const href = (id) => document.getElementById(id).getAttribute('href')
        return {pwned: 'pwned' in window, text: text.textContent, nodes: text.childNodes.length,
                className: text.className, title: text.title, note: text.dataset.note, style: text.style.getPropertyValue('--note'),
                documentTitle: document.title, links: ['hostile-link', 'hostile-padded', 'hostile-page'].map(href),
                svg: document.getElementById('hostile-svg').getAttributeNS('http://www.w3.org/1999/xlink', 'href'),
                action: document.getElementById('hostile-form').getAttribute('action'),
                formAction: document.getElementById('hostile-submit').getAttribute('formaction'),
                scripts: document.scripts.length}""")
    expect(seen, {"pwned": False, "text": PAYLOAD, "nodes": 1, "className": PAYLOAD, "title": PAYLOAD, "note": PAYLOAD,
                  "style": PAYLOAD, "documentTitle": PAYLOAD, "links": ["about:blank#blocked"] * 3,
                  "svg": "about:blank#blocked", "action": "about:blank#blocked", "formAction": "about:blank#blocked",
                  "scripts": 1}, "what the page shows")
    # What the console shows past the place that logged it: each report of the app's error channel, once,
    # and the one violation, whose time (when the image fails) has no order with the reports'.
    logged = sorted(text.split(" ", 2)[2] for text in errors(browser.console()))
    report = '"{} of \\u003C{}> refused: a URL that runs script, written as about:blank#blocked"'
    expect(logged, sorted([report.format(*refused) for refused in [("href", "a")] * 3 + [
        ("xlink:href", "a"), ("action", "form"), ("formaction", "button")]] + [
        "Executing inline event handler violates the following Content Security Policy directive 'script-src 'self' "
        "'wasm-unsafe-eval''. Either the 'unsafe-inline' keyword, a hash ('sha256-...'), or a nonce ('nonce-...') is "
        "required to enable inline execution. Note that hashes do not apply to event handlers, style attributes and "
        "javascript: navigations unless the 'unsafe-hashes' keyword is present. The action has been blocked."]),
        "console errors")

test_hostile_data_stays_data.violations = ["script-src-attr inline"]


def test_trusted_types_guard_html(browser):
    """Under the server's policy a page writes HTML only through the shim's Trusted Types policy: a string
    written to `innerHTML` is refused, and so is a policy of another name."""
    browser.open("/counter/")
    browser.wait("document.querySelector('.count')", what="the counter to mount")
    refused = browser.js("""
        const refusals = []
        try { document.body.innerHTML = '<img src=x onerror="window.pwned=1">' } catch (error) { refusals.push(error.name) }
        try { trustedTypes.createPolicy('other', { createHTML: (html) => html }) } catch (error) { refusals.push(error.name) }
        return [refusals, 'pwned' in window, document.querySelectorAll('#app .count').length]""")
    expect(refused, [["TypeError", "TypeError"], False, 1], "refusals, script run, the app still there")
    expect(errors(browser.console()), [
        "security 4 This document requires 'TrustedHTML' assignment. The action has been blocked.",
        "security 5 Creating a TrustedTypePolicy named 'other' violates the following Content Security policy "
        'directive: "trusted-types vdom". The action has been blocked.'], "console errors")

test_trusted_types_guard_html.violations = ["require-trusted-types-for trusted-types-sink",
                                            "trusted-types trusted-types-policy"]
