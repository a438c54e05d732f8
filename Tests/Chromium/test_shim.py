"""The shim's suites (Tests/JS/shim/, the shared vectors included) run in Chromium on the page's
copy of the shim, vdom.min.js, through shim.html: what jsdom cannot vouch for, a real browser's DOM
(`moveBefore` among it) does here."""

from harness import expect


def test_shim_suites(browser):
    browser.open("/tests/Chromium/shim.html")
    results = browser.wait("window.shimResults", what="the shim's suites")
    failed = [f"{r['name']}: {'; '.join(r['failures'])}" for r in results if r["failures"]]
    expect(failed, [], "failing suites in Chromium")
    expect(browser.js("return 'moveBefore' in Element.prototype"), True, "Chromium has moveBefore")
    print(f"      {len(results)} shim tests passed in Chromium")
