"""The articles screen (examples/Articles, served from web/articles/) as a user meets it in Chromium: the
placeholder rows while it loads, which look like rows and do nothing (inert, hidden from assistive
technology, skipped by Tab, deaf to clicks) beside a Cancel that works; the rows once loaded, each with
its own favorite and read-later state that follows it when another row is hidden; the article's dialog,
whose note is made anew for each article; the error with Try again; the shimmer that reduced motion
stops; and each state as screenshots, in both color schemes at a desktop's and a phone's size, left in
artifacts/articles/ on every run to be looked at.

The page's query drives its source: `?delay=MS` starts the fetch after a timer, `?fail` fetches a
missing file."""

import json
import os

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from harness import ROOT, after_frames, emulate, errors, expect
from harness import screenshots as harness_screenshots


# Long enough that the load never ends during a test: the placeholders stay until Cancel.
NEVER = "?delay=60000"

# What each placeholder row makes inert and hides, in document order: the elements of the row that hold
# no component (the row's <li> holds one, the row's own, so it cannot be inert).
INERT_PARTS = [("BUTTON", "title vdom-redacted"), ("P", "author vdom-redacted"), ("P", "summary vdom-redacted"),
               ("DIV", "actions vdom-redacted")]

# Chromium's own console line for the missing file `?fail` fetches, after its URL.
MISSING_FILE = "Failed to load resource: the server responded with a status of 404 (File not found)"


def articles():
    """The articles the page fetches, as served beside it (read when a test runs: `make articles` copies
    them into web/articles/)."""
    with open(os.path.join(ROOT, "web", "articles", "articles.json"), encoding="utf-8") as file:
        return json.load(file)


def open_articles(browser, query=""):
    """Loads the articles page with `query` and waits until its app has mounted."""
    browser.open("/articles/" + query)
    browser.wait("document.querySelector('main .status')", what="the articles page to mount")


def wait_loading(browser):
    """Waits for the placeholder rows and the Cancel of a load under way."""
    browser.wait("document.querySelectorAll('.article-row.vdom-redacted').length === 4"
                 " && document.querySelector('.cancel')", what="the placeholder rows")


def wait_loaded(browser, count=5):
    """Waits until the list shows `count` rows and no placeholder."""
    browser.wait(f"document.querySelectorAll('.article-row').length === {count}"
                 " && !document.querySelector('.vdom-placeholder, .cancel')", what=f"{count} loaded rows")


def status(browser):
    return browser.js("return document.querySelector('.status').textContent")


def rows(browser):
    """Each row as (id, title, favorite's aria-pressed and text, read later's aria-pressed and text)."""
    return [tuple(row) for row in browser.js("""
        return [...document.querySelectorAll('.article-row')].map((row) => {
          const favorite = row.querySelector('.favorite'), later = row.querySelector('.later')
          return [row.id, row.querySelector('.title').textContent, favorite.getAttribute('aria-pressed'),
                  favorite.textContent, later.getAttribute('aria-pressed'), later.textContent]
        })""")]


def loaded_row(article, favorite=False, later=False):
    """The row `rows` reads for a loaded article with the given state."""
    return (f"article-{article['id']}", article["title"],
            "true" if favorite else "false", "★ Favorite" if favorite else "☆ Favorite",
            "true" if later else "false", "Saved for later" if later else "Read later")


def error_box(browser):
    """The error as (role, message, the button's text), or None."""
    return browser.js("""
        const error = document.querySelector('.error')
        return error && [error.getAttribute('role'), error.querySelector('p').textContent,
                         error.querySelector('button.retry').textContent]""")


def dialog(browser):
    """The article's dialog as (open, modal, title, author, note's value, the focused element's class);
    the texts are None when it holds no article."""
    return tuple(browser.js("""
        const dialog = document.querySelector('dialog.article')
        const text = (selector) => dialog.querySelector(selector)?.textContent ?? null
        return [dialog.open, dialog.matches(':modal'), text('h2'), text('.author'),
                dialog.querySelector('.note')?.value ?? null, document.activeElement.className]"""))


def wait_dialog_closed(browser, what):
    """Waits until the dialog is closed and the model has followed (it holds no article)."""
    browser.wait("!document.querySelector('dialog.article').open"
                 " && document.querySelector('dialog.article').childElementCount === 0", what=what)


def pointer_click(browser, selector):
    """A real pointer click at the middle of `selector`'s box: the browser's hit testing decides what it
    reaches, as for a user (WebElement.click() refuses an inert element, as another would get the click)."""
    ActionChains(browser.driver).move_to_element(browser.find(selector)).click().perform()


def test_articles_placeholders_do_nothing(browser):
    """While loading, the rows are placeholders shaped like rows: every text a `.vdom-placeholder` block,
    each inside an element that is inert and aria-hidden, and nothing else is. Tab from the start of the
    page goes past them to Cancel loading; a real click on a placeholder's title opens no dialog and one
    on its Favorite changes nothing (the clicks do reach the page: the row gets them). Cancel loading,
    which is not redacted, works: the error says the load was cancelled."""
    open_articles(browser, NEVER)
    wait_loading(browser)
    expect(status(browser), "Loading the articles…", "the status while loading")
    expect(browser.js("return [...document.querySelectorAll('.article-row')].map((row) => row.id)"),
           ["article--1", "article--2", "article--3", "article--4"], "the placeholder rows")
    # Six texts a row: title, author, summary and the three actions' labels.
    expect(browser.js("return document.querySelectorAll('.vdom-placeholder').length"), 24, "placeholder blocks")
    expect(browser.js("return [...document.querySelectorAll('.article-row')].every((row) => row.textContent === '')"),
           True, "no text of a placeholder row is shown")
    expect(browser.js("return [...document.querySelectorAll('[inert], [aria-hidden]')].map((e) => [e.closest('li').id,"
                      " e.tagName, e.className, e.getAttribute('inert'), e.getAttribute('aria-hidden')])"),
           [[f"article--{n}", tag, name, "", "true"] for n in range(1, 5) for tag, name in INERT_PARTS],
           "the inert, aria-hidden elements: each placeholder row's parts")
    expect(browser.js("return [...document.querySelectorAll('.vdom-placeholder')]"
                      ".every((block) => block.closest('[inert][aria-hidden=true]') !== null)"),
           True, "every placeholder block is inside an inert, aria-hidden element")
    expect(browser.js("return document.querySelector('li.loading').outerHTML"),
           '<li class="loading"><button type="button" class="cancel">Cancel loading</button></li>',
           "the unredacted Cancel: not inert, not hidden, its text shown")

    expect(browser.js("return document.activeElement === document.body"), True, "the focus at the start of the page")
    ActionChains(browser.driver).send_keys(Keys.TAB).perform()
    expect(browser.js("return document.activeElement.outerHTML"),
           '<button type="button" class="cancel">Cancel loading</button>', "the focus after one Tab")

    # Every click the page gets, as the id of the row it reached and the element it targeted.
    browser.js("window.clicks = []; addEventListener('click', (event) =>"
               " clicks.push([event.target.closest('li')?.id, event.target.className]), true)")
    before = browser.js("return document.getElementById('app').innerHTML")
    pointer_click(browser, "#article--1 .title")
    after_frames(browser)
    expect(browser.js("return document.querySelector('dialog.article').open"), False,
           "the dialog after a click on a placeholder's title")
    expect(browser.js("return document.getElementById('app').innerHTML"), before,
           "the page after a click on a placeholder's title")
    pointer_click(browser, "#article--2 .favorite")
    after_frames(browser)
    expect(browser.js("return document.querySelector('#article--2 .favorite').getAttribute('aria-pressed')"), "false",
           "a placeholder's Favorite after a click")
    expect(browser.js("return document.getElementById('app').innerHTML"), before,
           "the page after a click on a placeholder's Favorite")
    expect(browser.js("return clicks"),
           [["article--1", "article-row vdom-redacted"], ["article--2", "article-row vdom-redacted"]],
           "the clicks, which reach the rows and not their inert parts")

    browser.find(".cancel").click()
    expect(error_box(browser), ["alert", "Loading was cancelled.", "Try again"], "the error after Cancel loading")
    expect(status(browser), "The articles could not be loaded.", "the status after Cancel loading")
    expect(browser.js("return document.querySelectorAll('.article-row, .vdom-placeholder, [inert]').length"), 0,
           "rows, placeholders and inert elements after Cancel loading")
    expect(errors(browser.console()), [], "console errors")


def test_articles_try_again_after_cancel(browser):
    """Try again after a cancelled load shows the placeholders again, then, after the delay, the five
    articles of articles.json, no longer redacted."""
    open_articles(browser, "?delay=2000")
    wait_loading(browser)
    # The load takes 2 s: Cancel comes long before it ends.
    browser.find(".cancel").click()
    expect(error_box(browser), ["alert", "Loading was cancelled.", "Try again"], "the error after Cancel loading")
    browser.find(".retry").click()
    wait_loading(browser)
    expect(status(browser), "Loading the articles…", "the status after Try again")
    expect(error_box(browser), None, "the error after Try again")
    wait_loaded(browser)
    expect(status(browser), "5 articles", "the status once loaded")
    expect(rows(browser), [loaded_row(article) for article in articles()], "the rows once loaded")
    expect(browser.js("return document.querySelectorAll('.vdom-redacted, [inert], [aria-hidden]').length"), 0,
           "redacted, inert or hidden elements once loaded")
    expect(errors(browser.console()), [], "console errors")


def test_articles_row_actions(browser):
    """Loaded, each row's Favorite and Read later change that row alone (aria-pressed and the label), and
    Hide removes its row: the others keep their state, which is their own and follows them."""
    open_articles(browser)
    wait_loaded(browser)
    expect(status(browser), "5 articles", "the status once loaded")
    first, second, third, fourth, fifth = articles()
    expect(rows(browser), [loaded_row(article) for article in [first, second, third, fourth, fifth]],
           "the rows once loaded")

    browser.find("#article-2 .favorite").click()
    expect(rows(browser), [loaded_row(first), loaded_row(second, favorite=True), loaded_row(third),
                           loaded_row(fourth), loaded_row(fifth)], "the rows after the second one's Favorite")
    browser.find("#article-3 .later").click()
    expect(rows(browser), [loaded_row(first), loaded_row(second, favorite=True), loaded_row(third, later=True),
                           loaded_row(fourth), loaded_row(fifth)], "the rows after the third one's Read later")
    browser.find("#article-5 .favorite").click()
    browser.find("#article-5 .favorite").click()
    expect(rows(browser)[4], loaded_row(fifth), "the fifth row after two clicks on its Favorite")

    browser.find("#article-1 .hide").click()
    expect(rows(browser), [loaded_row(second, favorite=True), loaded_row(third, later=True), loaded_row(fourth),
                           loaded_row(fifth)], "the rows after the first one's Hide")
    expect(status(browser), "4 articles", "the status after Hide")
    browser.find("#article-3 .hide").click()
    expect(rows(browser), [loaded_row(second, favorite=True), loaded_row(fourth), loaded_row(fifth)],
           "the rows after the third one's Hide")
    expect(status(browser), "3 articles", "the status after a second Hide")
    expect(errors(browser.console()), [], "console errors")


def test_articles_dialog(browser):
    """A row's title opens its article in the modal dialog, the note field focused; Close closes it.
    The note is the dialog content's own state, made anew for each article: another article's note is
    empty, and so is the first one's when it opens again. Escape closes the dialog too."""
    open_articles(browser)
    wait_loaded(browser)
    second, third = articles()[1:3]
    expect(dialog(browser), (False, False, None, None, None, ""), "the dialog at the start")

    browser.find("#article-2 .title").click()
    browser.wait("document.querySelector('dialog.article').open", what="the second article's dialog")
    expect(dialog(browser), (True, True, second["title"], second["author"], "", "note"), "the second article open")
    expect(browser.js("return document.querySelector('dialog.article .body').textContent"), second["body"],
           "the second article's body")
    browser.find("dialog.article .note").send_keys("Ask about keys")
    expect(dialog(browser), (True, True, second["title"], second["author"], "Ask about keys", "note"),
           "the second article with a note typed")
    browser.find("dialog.article .close").click()
    wait_dialog_closed(browser, "Close to close the dialog")

    browser.find("#article-3 .title").click()
    browser.wait("document.querySelector('dialog.article').open", what="the third article's dialog")
    expect(dialog(browser), (True, True, third["title"], third["author"], "", "note"), "the third article open")
    browser.find("dialog.article .close").click()
    wait_dialog_closed(browser, "Close to close the dialog again")

    browser.find("#article-2 .title").click()
    browser.wait("document.querySelector('dialog.article').open", what="the second article's dialog again")
    expect(dialog(browser), (True, True, second["title"], second["author"], "", "note"),
           "the second article open again, its note made anew")
    browser.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    # The browser closes the dialog at once and fires `close` a task later: the model follows then.
    wait_dialog_closed(browser, "Escape to close the dialog")
    expect(dialog(browser), (False, False, None, None, None, "title"),
           "the dialog after Escape, the focus back on the title")
    expect(len(rows(browser)), 5, "the rows after the dialog")
    expect(errors(browser.console()), [], "console errors")


def test_articles_failed_load(browser):
    """A load that fails shows the error as an alert, with the failure's words and Try again, and the
    status says the articles could not be loaded; the only console error is Chromium's own line for the
    missing file."""
    open_articles(browser, "?fail")
    browser.wait("document.querySelector('.error')", what="the error")
    expect(error_box(browser), ["alert", "The articles could not be fetched (HTTP 404).", "Try again"], "the error")
    expect(status(browser), "The articles could not be loaded.", "the status after a failed load")
    expect(browser.js("return document.querySelectorAll('.article-row, .vdom-placeholder, .cancel').length"), 0,
           "rows, placeholders and Cancel after a failed load")
    expect([text.split(" ", 2)[2] for text in errors(browser.console())], [MISSING_FILE],
           "console errors: Chromium's own line for the missing file")


def test_articles_reduced_motion(browser):
    """The placeholders shimmer (the animation vdom-shimmer), unless the reader prefers reduced motion."""
    def animations():
        return browser.js("return [...new Set([...document.querySelectorAll('.vdom-placeholder')]"
                          ".map((block) => getComputedStyle(block).animationName))]")

    open_articles(browser, NEVER)
    wait_loading(browser)
    expect(animations(), ["vdom-shimmer"], "the placeholders' animations")
    try:
        emulate(browser, prefers_reduced_motion="reduce")
        expect(animations(), ["none"], "the placeholders' animations with reduced motion")
    finally:
        emulate(browser)
    expect(animations(), ["vdom-shimmer"], "the placeholders' animations once the preference is reset")
    expect(errors(browser.console()), [], "console errors")


# The looks of the articles' screenshots: a desktop's window a little taller than the others'.
ARTICLES_LOOKS = [("light", 1280, 900), ("dark", 1280, 900), ("light", 390, 844), ("dark", 390, 844)]


def screenshots(browser, state):
    """Saves the screen as it is in each look, as artifacts/articles/STATE-SCHEME-WIDTH.png."""
    harness_screenshots(browser, "articles", state, ARTICLES_LOOKS)


def test_articles_screenshots(browser):
    """Each state of the screen, in light and dark, at a desktop's and a phone's size, saved in
    artifacts/articles/ on every run, to be looked at: loading (the placeholders), loaded, an article
    open, and the error."""
    open_articles(browser, NEVER)
    wait_loading(browser)
    screenshots(browser, "loading")

    open_articles(browser)
    wait_loaded(browser)
    browser.find("#article-1 .favorite").click()
    browser.find("#article-2 .later").click()
    screenshots(browser, "loaded")

    browser.find("#article-1 .title").click()
    browser.wait("document.querySelector('dialog.article').open", what="the first article's dialog")
    screenshots(browser, "article")
    browser.find("dialog.article .close").click()
    wait_dialog_closed(browser, "Close to close the dialog")
    expect(errors(browser.console()), [], "console errors before the error's screenshots")

    open_articles(browser, "?fail")
    browser.wait("document.querySelector('.error')", what="the error")
    screenshots(browser, "error")
    expect(browser.js("return innerWidth"), 1280, "the viewport's width once the screenshots are taken")
    expect([text.split(" ", 2)[2] for text in errors(browser.console())], [MISSING_FILE],
           "console errors: Chromium's own line for the missing file")
