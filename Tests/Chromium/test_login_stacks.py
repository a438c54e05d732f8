"""The login screen's two pages, served from web/login/: the declarative one (index.html, LoginWeb) and
the one built imperatively from the same view model (imperative.html, LoginImperativeWeb). One flow of
real key presses and clicks runs through each, and after every step, once the declarative banner's
transition has ended, both pages must show the same: `#app`'s serialised DOM, the fields' values, the
focus and what the model holds (`swift('loginState')`).

The flow: typing, a field left, a refused submit that moves the focus, a log-in the service refuses (the
banner), an edit that takes the banner away, a cancelled log-in, a service that is unavailable and its
banner dismissed, a successful log-in and the log-out. The service is the page's login.js, answering
after `?delay=` milliseconds: long enough that the locked form is seen, short enough to wait for."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from harness import after_frames, errors, expect, expect_same_steps
from test_login import DEMO_EMAIL, DEMO_PASSWORD, click, keys, model

DELAY = 1200


def settled(browser):
    """Waits until no element of the page is in a transition (the declarative banner's enter or leave, and
    the move of the form that makes room for it), then two frames."""
    browser.wait("!document.querySelector('#app [class*=\"-enter-\"], #app [class*=\"-leave-\"], #app [class*=\"-move\"],"
                 " #app [inert]')", timeout=5, what="the transitions to end")
    after_frames(browser)


def snapshot(browser):
    """What the page shows and holds: `#app`'s HTML, the fields' values, the focused element's id (its
    tag when it has none) and the model. An empty `style` attribute is no style, and is left out: the
    declarative form's move can leave one behind (web/transitions.js clears the move's styles, but now
    and then the attribute stays)."""
    shown = browser.js("""
        const value = (id) => document.getElementById(id)?.value ?? null
        return [document.getElementById('app').innerHTML.replaceAll(' style=""', ''), value('email'), value('password'),
                document.activeElement.id || document.activeElement.tagName]""")
    return shown + [model(browser)]


def select_all_and_type(browser, text):
    """Replaces the focused field's text with `text`, typed."""
    ActionChains(browser.driver).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).send_keys(text).perform()
    after_frames(browser)


def flow(browser, page):
    """Runs the flow on `page` and answers its snapshots, by step."""
    browser.open(f"/login/{page}?delay={DELAY}")
    browser.wait("document.querySelector('main.login #email')", what=f"{page or 'index.html'} to mount")
    seen = []

    def step(what, wait=None):
        if wait:
            browser.wait(wait, timeout=10, what=f"{what} on {page or 'index.html'}")
        settled(browser)
        seen.append((what, snapshot(browser)))

    step("the empty form")
    click(browser, "#email")
    keys(browser, "ada")
    step("ada typed")
    click(browser, "#password")
    step("the email left")
    keys(browser, "short", Keys.ENTER)
    step("a refused submit, the focus in the email field")
    keys(browser, "@example.com")
    step("the address completed")
    keys(browser, Keys.ENTER)
    step("Enter, the focus in the password field")
    keys(browser, "123", Keys.ENTER)
    step("logging in, the form locked")
    step("a wrong password's banner", "document.querySelector('.banner')")
    keys(browser, "4")
    step("an edit, the banner gone", "!document.querySelector('.banner')")
    keys(browser, Keys.ENTER)
    click(browser, ".cancel")
    step("a log-in cancelled")
    click(browser, "#email")
    select_all_and_type(browser, "ada@offline.example")
    keys(browser, Keys.ENTER)
    step("the service unavailable", "document.querySelector('.banner.unavailable')")
    click(browser, ".banner-dismiss")
    step("its banner dismissed", "!document.querySelector('.banner')")
    click(browser, "#email")
    select_all_and_type(browser, DEMO_EMAIL)
    click(browser, "#password")
    select_all_and_type(browser, DEMO_PASSWORD)
    keys(browser, Keys.ENTER)
    step("welcome", "document.querySelector('.welcome')")
    click(browser, ".log-out")
    step("logged out")
    expect(errors(browser.console()), [], f"console errors on {page or 'index.html'}")
    return seen


def test_login_stacks_show_the_same(browser):
    """Both pages through the one flow: after each step the same DOM, values, focus and model."""
    declarative = flow(browser, "")
    imperative = flow(browser, "imperative.html")
    expect_same_steps(imperative, declarative)
    expect(declarative[-1][1][3], "email", "the focus after the log-out, a check that the flow went all the way")
