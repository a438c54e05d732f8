"""The fixture's dialogs and forms as Chromium runs them: every way a dialog closes, an alert's actions
and Escape, and forms the app handles, which submit once in Swift and leave the page where it was.
Chromium fires a dialog's `close` a task after the dialog closed, an order only a real browser gives;
artifacts/fixture-alert.png shows the alert."""

import os

from selenium.webdriver.common.keys import Keys

from harness import ARTIFACTS, errors, expect, open_fixture


def test_dialogs_and_forms_follow_the_page(browser):
    """The fixture's dialogs (Tests/Chromium/Fixture/Sources/Fixture/Dialogs.swift), as Chromium runs them:
    however a dialog closes (its `method="dialog"` form's button, Enter in its field, the page's own
    `close()`), the model's binding follows; a value with another id gets content made anew, and the
    `close` of the inner re-showing, which Chromium fires a task later, dismisses nothing; an alert's
    action runs, then its binding is set to nil, then `onDismiss`, once (the alert's own `close`, a task
    later, adds nothing), and Escape runs the cancel action the same way; a form the app handles submits
    once in Swift for Enter and once for its button, and the page stays the same document at the same URL."""
    open_fixture(browser)
    browser.console()
    shown = lambda: browser.find("#shown").text
    opened = lambda: browser.js("return document.querySelector('#message').open")
    settle = lambda: browser.js("return new Promise((done) => setTimeout(() => done(true), 100))")

    browser.find("#open-1").click()
    expect((shown(), opened()), ("1", True), "the model and the dialog after Open 1")
    browser.find("#done").click()
    browser.wait("document.querySelector('#shown').textContent === 'none'", what="the model to follow the form's close")
    expect(opened(), False, "the dialog after its form's button")

    browser.find("#open-1").click()
    browser.find("#reply").send_keys("Yes", Keys.ENTER)
    browser.wait("document.querySelector('#shown').textContent === 'none'", what="the model to follow Enter")
    expect(opened(), False, "the dialog after Enter in its field")

    browser.find("#open-1").click()
    browser.js("document.querySelector('#message').close()")
    browser.wait("document.querySelector('#shown').textContent === 'none'", what="the model to follow the page's close()")
    expect(opened(), False, "the dialog after the page's close()")

    browser.find("#open-1").click()
    browser.find("#reply").send_keys("Typed for one")
    browser.js("document.querySelector('#reply').firstValuesField = true")
    # The modal dialog makes the page behind it inert to the user: the page's script presses Open 2.
    browser.js("document.querySelector('#open-2').click()")
    settle()
    expect(shown(), "2", "the model after another value, once the inner close has come")
    expect(opened(), True, "the dialog after another value")
    expect(browser.js("return document.querySelector('#reply').firstValuesField === undefined"), True, "the field made anew")
    expect(browser.js("return document.querySelector('#reply').value"), "", "the new value's field")
    expect(browser.find("#subject").text, "Dinner", "the new value's content")
    expect(browser.js("return document.activeElement.id"), "reply", "the focus, in the new content")
    browser.find("#done").click()
    browser.wait("document.querySelector('#shown').textContent === 'none'", what="the second value dismissed")

    browser.find("#delete").click()
    expect(browser.js("return document.activeElement.textContent"), "Keep", "the focus when the alert opens")
    os.makedirs(ARTIFACTS, exist_ok=True)
    browser.driver.save_screenshot(os.path.join(ARTIFACTS, "fixture-alert.png"))
    browser.find(".alert-destructive").click()
    expect(browser.find("#log").text, "delete 9, binding nil, dismissed", "an action, the binding, onDismiss")
    settle()
    expect((browser.find("#log").text, browser.js("return document.querySelector('.alert').open")),
           ("delete 9, binding nil, dismissed", False), "the log and the alert once its close has come")
    browser.find("#delete").click()
    expect(browser.js("return document.activeElement.textContent"), "Keep", "the focus when the alert opens again")
    browser.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    browser.wait("document.querySelector('#log').textContent !== 'delete 9, binding nil, dismissed'",
                 what="Escape to reach the app")
    settle()
    expect(browser.find("#log").text, "delete 9, binding nil, dismissed, keep, binding nil, dismissed",
           "Escape: the cancel action, then the binding, then onDismiss, once")
    expect(browser.js("return document.querySelector('.alert').open"), False, "the alert after Escape")

    page = browser.js("return location.href")
    browser.js("window.sameDocument = true")
    state = lambda: browser.js("return [location.href, window.sameDocument === true, window.fixture?.stopped, "
                               "document.querySelector('#sent')?.textContent]")
    browser.find("#note").send_keys("hello", Keys.ENTER)
    settle()
    expect(state(), [page, True, False, "1 sent"], "the URL, the same document, the app running, the count after Enter")
    browser.find("#send").click()
    settle()
    expect(state(), [page, True, False, "2 sent"], "the URL, the same document, the app running, the count after Send")
    expect(errors(browser.console()), [], "console errors")
