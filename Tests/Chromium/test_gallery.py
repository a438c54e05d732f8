"""The gallery (web/index.html): it links every example's page, one line each, and each page it links
starts its app without an error. An example the gallery forgets fails here."""

import os

from harness import ROOT, errors, expect


def example_pages():
    """The example pages the gallery must link: each HTML page in a folder of web/ that runs a module
    (examples/Greeter's page is copied into web/greeter/ by `make greeter`), as the gallery links it: the
    folder for its index.html (`counter/`), else the file (`counter/program.html`)."""
    web = os.path.join(ROOT, "web")
    pages = []
    for name in sorted(os.listdir(web)):
        folder = os.path.join(web, name)
        if not os.path.isdir(folder):
            continue
        for file in sorted(os.listdir(folder), key=lambda file: file != "index.html"):
            if file.endswith(".html"):
                with open(os.path.join(folder, file), encoding="utf-8") as page:
                    if "data-wasm=" in page.read():
                        pages.append(name + "/" + ("" if file == "index.html" else file))
    return pages


def test_gallery(browser):
    """The gallery (web/index.html) links every example, one line each (a link may add a query, as the
    articles' asks for a slow load), and each link opens a page whose app starts without an error."""
    expected = example_pages()
    for example in os.listdir(os.path.join(ROOT, "examples")):
        if example.lower() + "/" not in expected:
            raise AssertionError(f"examples/{example} has no page in web/{example.lower()}/ (make greeter copies it)")
    browser.open("/")
    lines = browser.js("return [...document.querySelectorAll('.examples > li')].map((li) =>"
                       " [...li.querySelectorAll('a')].map((a) => a.getAttribute('href').split('?')[0]))")
    expect(lines, [[page] for page in expected], "the gallery's lines, one link each")
    expect(errors(browser.console()), [], "console errors on the gallery")
    for page in expected:
        browser.open("/")
        browser.find(f".examples a[href='{page}'], .examples a[href^='{page}?']").click()
        browser.wait(f"location.pathname === '/{page}' && document.querySelector('[data-wasm]').childElementCount > 0"
                     " && !document.querySelector('[data-vdom-prerendered]')", what=f"the app of {page} to start")
        expect(errors(browser.console()), [], f"console errors on {page}")
