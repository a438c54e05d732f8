"""The login screen (examples/Login, served from web/login/) as a person meets it in Chromium, typing with
real key presses: the email's message that waits until the field is left, with `aria-invalid` and
`aria-describedby` wired and the caret left where the person put it; a refused submit that shows every
message and focuses the first field to fix; the locked form while the service works; the banner of a
wrong password and of a service that is unavailable, which slides in and slides out (when dismissed, or
when the person edits again), reverses when it comes back while leaving, and neither slides nor waits
under reduced motion; a successful log-in and the sign-out; and each state as screenshots, in both color
schemes at a desktop's and a phone's size, left in artifacts/login/ on every run to be looked at.

Each test reads the DOM, the focus, and the model behind it through `swift('loginState')`, the function
the page exports for tests (examples/Login/Sources/LoginService/TestHooks.swift). The service is the page's
login.js: it answers after 600 ms, or after `?delay=MS`."""


from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from harness import after_frames, emulate, errors, expect
from harness import screenshots as harness_screenshots


DEMO_EMAIL = "ada@example.com"
DEMO_PASSWORD = "lovelace1"

WRONG_PASSWORD_BANNER = ["Wrong email or password",
                         "That email address and password do not match an account. Check both and try again."]
UNAVAILABLE_BANNER = ["Logging in is not possible right now",
                      "The sign-in service is not answering. Your details are kept: try again in a moment."]

# The state the model reports for the form as it first shows.
EMPTY_MODEL = {"email": "", "password": "", "isLoginEnabled": False, "status": "editing", "banner": None,
               "focus": None, "emailMessage": None, "passwordMessage": None}


def open_login(browser, query=""):
    """Loads the login page with `query` and waits until its app has mounted."""
    browser.open("/login/" + query)
    browser.wait("document.querySelector('main.login #email')", what="the login page to mount")


def model(browser):
    """What the model holds, as `swift('loginState')` answers it, made a dict."""
    return browser.js("const { swift } = await import('/login/calls.js');"
                      " return Object.fromEntries(swift('loginState'))")


def expect_model(browser, what, **changes):
    """Asserts the model holds the empty form's state with `changes`."""
    expect(model(browser), {**EMPTY_MODEL, **changes}, f"the model {what}")


def focused(browser):
    """The focused element's id, or its tag when it has none (`BODY` when nothing has the focus)."""
    return browser.js("return document.activeElement.id || document.activeElement.tagName")


def field(browser, name):
    """A field as (value, selectionStart, selectionEnd, aria-invalid, aria-describedby, its message's
    text or None)."""
    return browser.js("""
        const input = document.getElementById(arguments[0])
        const message = document.getElementById(arguments[0] + '-message')
        return [input.value, input.selectionStart, input.selectionEnd, input.getAttribute('aria-invalid'),
                input.getAttribute('aria-describedby'), message && message.textContent]""", name)


def banner(browser):
    """The banner as (class, role, inert, title, message), or None."""
    return browser.js("""
        const banner = document.querySelector('.banner')
        return banner && [banner.className, banner.getAttribute('role'), banner.inert,
                          banner.querySelector('.banner-title').textContent,
                          banner.querySelector('.banner-message').textContent]""")


def keys(browser, *typed):
    """Real key presses (Selenium's actions, the browser's own input events) into the focused element,
    then two frames."""
    ActionChains(browser.driver).send_keys(*typed).perform()
    after_frames(browser)


def shift_tab(browser):
    """Shift+Tab, then two frames."""
    ActionChains(browser.driver).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    after_frames(browser)


def click(browser, selector):
    """A real pointer click at the middle of `selector`'s box, then two frames."""
    ActionChains(browser.driver).move_to_element(browser.find(selector)).click().perform()
    after_frames(browser)


def fill(browser, email, password):
    """Types `email` and `password` into their fields, as a person does: a click, then keys."""
    click(browser, "#email")
    keys(browser, email)
    click(browser, "#password")
    keys(browser, password)


# Records, from before an action, what happens to every banner element: its insertion (with the class
# it came with), its removal (with whether it is back in the page, as a move leaves it), and each change
# of its `class` and `inert` (with the value it took); each with the animation frame it came in (a
# counter the recorder's own requestAnimationFrame loop advances) and the time. A banner is known by its
# place in `window.banners`, so a test tells the same element from a new one. Once per page.
RECORD = """
const banners = window.banners = [], log = window.bannerLog = []
window.frame = 0
const tick = () => { window.frame++; requestAnimationFrame(tick) }
requestAnimationFrame(tick)
const index = (node) => { if (!banners.includes(node)) banners.push(node); return banners.indexOf(node) }
const note = (node, what, value) => log.push([index(node), what, value, window.frame, performance.now()])
const isBanner = (node) => node.nodeType === 1 && (node.classList.contains('banner') || banners.includes(node))
new MutationObserver((records) => {
  // An attribute's value after record `at` is the old value of its next change in this batch, or its
  // value now.
  const after = (node, name, at) => {
    const next = records.slice(at + 1).find((later) => later.target === node && later.attributeName === name)
    return next ? next.oldValue : node.getAttribute(name)
  }
  records.forEach((record, at) => {
    if (record.type === 'childList') {
      for (const node of record.addedNodes) if (isBanner(node)) note(node, 'added', after(node, 'class', at))
      // Connected again by now: moved, in the same task, not taken away.
      for (const node of record.removedNodes) if (isBanner(node)) note(node, 'removed', node.isConnected)
    } else if (isBanner(record.target)) {
      note(record.target, record.attributeName, after(record.target, record.attributeName, at))
    }
  })
}).observe(document.getElementById('app'), { subtree: true, childList: true, attributes: true,
                                             attributeFilter: ['class', 'inert'], attributeOldValue: true })
"""


def record(browser):
    """Starts the recorder (RECORD) in the page."""
    browser.js(RECORD)


def recorded(browser):
    """What the recorder saw, as (banner's number, what, value, frame, milliseconds)."""
    return [tuple(entry) for entry in browser.js("return window.bannerLog")]


def steps(entries):
    """The recorded entries without their frames and times."""
    return [entry[:3] for entry in entries]


def test_login_typing_an_email_and_leaving_the_field(browser):
    """No message while the address is typed, even one that is not an address yet: each key press
    reaches the model, and lands at the end of the text. Tab to the password field shows the message,
    with `aria-invalid` and `aria-describedby` naming it; the `@` typed back in the middle of the address
    makes it valid, and the message and both attributes go, the caret staying just after the `@` (the
    password field, left empty on the way back, now shows its own message).

    An email field has no selection API (its `selectionStart` is null), so where its caret is shows in
    where the next key lands: a caret the render moved would put it elsewhere."""
    open_login(browser)
    expect_model(browser, "at the start")
    expect(focused(browser), "BODY", "the focus at the start: nothing, so a phone opens no keyboard")
    expect(browser.js("return document.querySelector('button.submit').disabled"), True, "the log-in button at the start")

    click(browser, "#email")
    expect(focused(browser), "email", "the focus after a click in the email field")
    expect_model(browser, "after a click in the email field", focus="email")
    typed = ""
    for key in "adaexample.com":
        keys(browser, key)
        typed += key
        expect(field(browser, "email"), [typed, None, None, None, None, None],
               f"the email field after typing {typed!r}: each key at the end, no message yet")
    expect_model(browser, "while typing", email=typed, focus="email")

    keys(browser, Keys.TAB)
    expect(focused(browser), "password", "the focus after Tab")
    expect(field(browser, "email"),
           [typed, None, None, "true", "email-message", "Enter an email address such as ada@example.com."],
           "the email field once left: its message, and the attributes that point at it")
    expect(field(browser, "password"), ["", 0, 0, None, None, None], "the password field, not left yet")
    expect_model(browser, "once the email field is left", email=typed, focus="password",
                 emailMessage="Enter an email address such as ada@example.com.")

    shift_tab(browser)
    expect(focused(browser), "email", "the focus after Shift+Tab")
    expect(field(browser, "password"), ["", 0, 0, "true", "password-message", "Enter your password."],
           "the password field, left empty: its message too")
    keys(browser, Keys.END, Keys.HOME, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, "@")
    expect(field(browser, "email"), [DEMO_EMAIL, None, None, None, None, None],
           "the email field once the @ is typed after ada: valid, no message, no attribute")
    expect(browser.js("return [...document.querySelectorAll('.field-message, [aria-invalid]')].map((e) => e.id)"),
           ["password", "password-message"], "the invalid fields and messages once the address is valid")
    expect_model(browser, "once the address is valid", email=DEMO_EMAIL, focus="email",
                 passwordMessage="Enter your password.")
    # The render that took the message away left the caret after the @: the next key lands there.
    keys(browser, "x")
    expect(field(browser, "email")[0], "ada@xexample.com", "the email field after one more key")
    keys(browser, Keys.BACKSPACE)
    expect_model(browser, "after Backspace", email=DEMO_EMAIL, focus="email", passwordMessage="Enter your password.")
    expect(errors(browser.console()), [], "console errors")


def test_login_refused_submit(browser):
    """Enter in a field while the form is invalid logs nobody in: every message shows, and the focus
    moves to the first field to fix, the email field when both are wrong, the password field when only
    it is. The password's caret is where the person left it."""
    open_login(browser)
    click(browser, "#password")
    keys(browser, Keys.ENTER)
    expect(focused(browser), "email", "the focus after Enter with both fields empty")
    expect(field(browser, "email"), ["", None, None, "true", "email-message", "Enter your email address."],
           "the email field after the refused submit")
    expect(field(browser, "password"), ["", 0, 0, "true", "password-message", "Enter your password."],
           "the password field after the refused submit")
    expect_model(browser, "after the refused submit", focus="email",
                 emailMessage="Enter your email address.", passwordMessage="Enter your password.")

    keys(browser, DEMO_EMAIL)
    expect(field(browser, "email"), [DEMO_EMAIL, None, None, None, None, None], "the email field once valid")
    keys(browser, Keys.TAB, "short")
    expect(field(browser, "password"),
           ["short", 5, 5, "true", "password-message", "Passwords are at least 8 characters long."],
           "the password field while typing: its message, shown since the submit, follows the rule")
    shift_tab(browser)
    expect(focused(browser), "email", "the focus after Shift+Tab")
    keys(browser, Keys.ENTER)
    expect(focused(browser), "password", "the focus after Enter with a short password: the field to fix")
    expect(field(browser, "password"),
           ["short", 5, 5, "true", "password-message", "Passwords are at least 8 characters long."],
           "the password field focused by the refused submit, its caret where it was")
    expect(browser.js("return document.querySelector('button.submit').disabled"), True,
           "the log-in button while the password is too short")
    expect_model(browser, "after the second refused submit", email=DEMO_EMAIL, password="short", focus="password",
                 passwordMessage="Passwords are at least 8 characters long.")
    expect(banner(browser), None, "the banner: nothing was sent")
    expect(errors(browser.console()), [], "console errors")




ENTER = [(0, "added", "banner wrong-password banner-enter-from banner-enter-active"),
         (0, "class", "banner wrong-password banner-enter-active banner-enter-to"),
         (0, "class", "banner wrong-password")]
LEAVE = [(0, "class", "banner wrong-password banner-leave-from banner-leave-active"),
         (0, "inert", ""),
         (0, "class", "banner wrong-password banner-leave-active banner-leave-to"),
         (0, "removed", False)]


def wait_banner_settled(browser, classes):
    """Waits until the banner wears only its own classes: its enter has ended."""
    browser.wait(f"document.querySelector('.banner')?.className === '{classes}'", timeout=5,
                 what=f"the banner to end its enter as {classes!r}")


def wait_banner_gone(browser):
    """Waits until no banner is left in the page: its leave has ended."""
    browser.wait("!document.querySelector('.banner')", timeout=5, what="the banner to leave the page")


def locked(browser):
    """The form's lock as (fieldset disabled, each input disabled, the log-in button's disabled and HTML,
    a Cancel button, the status line's text)."""
    return browser.js("""
        const button = document.querySelector('button.submit')
        return [document.querySelector('fieldset').disabled,
                [...document.querySelectorAll('input')].map((input) => input.matches(':disabled')),
                button.disabled, button.innerHTML, !!document.querySelector('button.cancel'),
                document.querySelector('[role=status]').textContent]""")


UNLOCKED = [False, [False, False], False, "Log in", False, ""]
LOCKED = [True, [True, True], True, '<span aria-hidden="true" class="spinner"></span>Logging in…', True, "Logging in…"]


def test_login_wrong_password(browser):
    """A log-in with a wrong password: while the service works the form is locked (the fieldset and its
    fields disabled, the button a spinner and "Logging in…", Cancel shown, the status line read out) and
    nothing has the focus. Then the banner enters (first seen wearing `banner-enter-active`; recorded, the
    enter's two class sets, then its own classes once the transition has run), the form is unlocked and the
    focus is in the password field. A key typed there makes it leave: inert, `banner-leave-active
    banner-leave-to`, still in the page until the transition ends, then gone; the caret stays at the end."""
    open_login(browser, "?delay=800")
    fill(browser, DEMO_EMAIL, "wrongpass1")
    expect(locked(browser), UNLOCKED, "the form before the log-in")
    expect_model(browser, "filled in", email=DEMO_EMAIL, password="wrongpass1", isLoginEnabled=True, focus="password")
    record(browser)
    click(browser, "button.submit")
    expect(locked(browser), LOCKED, "the form while the service works")
    expect(focused(browser), "BODY", "the focus while the form is locked")
    expect_model(browser, "while the service works", email=DEMO_EMAIL, password="wrongpass1", status="loggingIn")
    expect(banner(browser), None, "the banner while the service works")

    first = browser.wait("document.querySelector('.banner')?.className", what="the banner")
    if "banner-enter-active" not in first.split():
        raise AssertionError(f"the banner first seen wears {first!r}, not banner-enter-active")
    wait_banner_settled(browser, "banner wrong-password")
    expect(banner(browser), ["banner wrong-password", "alert", False, *WRONG_PASSWORD_BANNER], "the banner once entered")
    expect(locked(browser), UNLOCKED, "the form after the refusal")
    expect(focused(browser), "password", "the focus after the refusal")
    expect(field(browser, "password"), ["wrongpass1", 10, 10, None, None, None], "the password field after the refusal")
    expect_model(browser, "after the refusal", email=DEMO_EMAIL, password="wrongpass1", isLoginEnabled=True,
                 banner="wrongPassword", focus="password")
    entered = recorded(browser)
    expect(steps(entered), ENTER, "the banner's enter")
    if entered[-1][4] - entered[0][4] < 150:
        raise AssertionError(f"the enter ended {entered[-1][4] - entered[0][4]:.0f} ms after it began: no transition ran")

    keys(browser, "x")
    expect(banner(browser), ["banner wrong-password banner-leave-active banner-leave-to", "alert", True,
                             *WRONG_PASSWORD_BANNER], "the banner leaving after a key in the password field")
    expect_model(browser, "after a key in the password field", email=DEMO_EMAIL, password="wrongpass1x",
                 isLoginEnabled=True, focus="password")
    expect(field(browser, "password"), ["wrongpass1x", 11, 11, None, None, None], "the password field after the key")
    wait_banner_gone(browser)
    left = recorded(browser)[len(entered):]
    expect(steps(left), LEAVE, "the banner's leave")
    if left[-1][4] - left[0][4] < 150:
        raise AssertionError(f"the leave ended {left[-1][4] - left[0][4]:.0f} ms after it began: no transition ran")
    expect(focused(browser), "password", "the focus once the banner has left")
    expect(errors(browser.console()), [], "console errors")


def test_login_service_unavailable(browser):
    """An address at offline.example finds the service unavailable: the banner says so in its own
    colors (`banner unavailable`), and the form keeps the details. Its dismiss button makes it leave
    (inert, then removed once the transition ends), and the focus goes to the password field, since the
    button went with the banner."""
    open_login(browser)
    fill(browser, "grace@offline.example", "analytical")
    keys(browser, Keys.ENTER)
    wait_banner_settled(browser, "banner unavailable")
    expect(banner(browser), ["banner unavailable", "alert", False, *UNAVAILABLE_BANNER], "the banner once entered")
    expect(browser.js("return document.querySelector('.banner-dismiss').getAttribute('aria-label')"), "Dismiss",
           "the dismiss button's name")
    expect_model(browser, "after the service failed", email="grace@offline.example", password="analytical",
                 isLoginEnabled=True, banner="serviceUnavailable", focus="password")

    record(browser)
    click(browser, ".banner-dismiss")
    expect(banner(browser), ["banner unavailable banner-leave-active banner-leave-to", "alert", True,
                             *UNAVAILABLE_BANNER], "the banner leaving after Dismiss")
    expect(focused(browser), "password", "the focus after Dismiss")
    expect_model(browser, "after Dismiss", email="grace@offline.example", password="analytical",
                 isLoginEnabled=True, focus="password")
    wait_banner_gone(browser)
    expect(steps(recorded(browser)), [(0, what, value and value.replace("wrong-password", "unavailable"))
                                      for _, what, value in LEAVE], "the banner's leave")
    expect(field(browser, "password"), ["analytical", 10, 10, None, None, None], "the password field, kept")
    expect(errors(browser.console()), [], "console errors")


def test_login_banner_comes_back_while_leaving(browser):
    """The banner that comes back while it leaves is the same element, turned around where it got to.
    The service answers 80 ms after a log-in starts, well within the leave's 220 ms transition: a key
    in the password field starts the leave, and Enter, pressed right after it, logs in again with the
    wrong password. The banner is made inert with the leave's classes, then, when the answer comes, moved
    back into place, no longer inert, with `banner-enter-active banner-enter-to`, and ends wearing its own
    classes; no other banner element is ever made."""
    open_login(browser, "?delay=80")
    fill(browser, DEMO_EMAIL, "wrongpass1")
    keys(browser, Keys.ENTER)
    wait_banner_settled(browser, "banner wrong-password")
    browser.js("window.kept = document.querySelector('.banner')")
    record(browser)
    # One action: the key and Enter reach the page a few milliseconds apart.
    ActionChains(browser.driver).send_keys("x", Keys.ENTER).perform()
    browser.wait("window.kept.isConnected && window.kept.className === 'banner wrong-password' && !window.kept.inert",
                 timeout=5, what="the kept banner back, wearing its own classes")
    expect(browser.js("return document.querySelector('.banner') === window.kept"), True,
           "the banner shown is the element kept before the leave")
    expect(browser.js("return [window.banners.length, document.querySelectorAll('.banner').length]"), [1, 1],
           "banner elements recorded and in the page")
    entries = recorded(browser)
    expect(steps(entries), LEAVE[:3] + [
        (0, "inert", None),
        (0, "class", "banner wrong-password banner-enter-active banner-enter-to"),
        # Moved into place: taken out and put back in the same task.
        (0, "removed", True),
        (0, "added", "banner wrong-password banner-enter-active banner-enter-to"),
        (0, "class", "banner wrong-password"),
    ], "the banner's leave, turned around")
    turned = entries[3][4] - entries[0][4]
    if turned > 200:
        raise AssertionError(f"the banner came back {turned:.0f} ms into its leave: too late to prove a reversal")
    expect(banner(browser), ["banner wrong-password", "alert", False, *WRONG_PASSWORD_BANNER], "the banner back")
    expect(focused(browser), "password", "the focus after the second refusal")
    expect(field(browser, "password"), ["wrongpass1x", 11, 11, None, None, None], "the password field")
    expect_model(browser, "after the second refusal", email=DEMO_EMAIL, password="wrongpass1x", isLoginEnabled=True,
                 banner="wrongPassword", focus="password")
    expect(errors(browser.console()), [], "console errors")


def test_login_banner_with_reduced_motion(browser):
    """For a reader who prefers reduced motion the banner neither slides in nor waits to slide out: it
    goes from the enter's classes to only its own within a frame, and is removed within a frame of its
    leave's start, wearing the same classes on the way as with motion."""
    emulate(browser, prefers_reduced_motion="reduce")
    try:
        open_login(browser, "?delay=50")
        expect(browser.js("return matchMedia('(prefers-reduced-motion: reduce)').matches"), True,
               "the emulated preference")
        fill(browser, DEMO_EMAIL, "wrongpass1")
        record(browser)
        keys(browser, Keys.ENTER)
        wait_banner_settled(browser, "banner wrong-password")
        keys(browser, "x")
        wait_banner_gone(browser)
    finally:
        emulate(browser)
    entries = recorded(browser)
    expect(steps(entries), ENTER + LEAVE, "the banner's enter and leave")
    for name, begun, ended in [("enter", entries[0], entries[2]), ("leave", entries[3], entries[6])]:
        if ended[3] - begun[3] > 1:
            raise AssertionError(f"the {name} took {ended[3] - begun[3]} frames ({ended[4] - begun[4]:.0f} ms)")
    expect_model(browser, "after the leave", email=DEMO_EMAIL, password="wrongpass1x", isLoginEnabled=True,
                 focus="password")
    expect(errors(browser.console()), [], "console errors")


def test_login_success_and_sign_out(browser):
    """The demo account logs in: the locked form, then the welcome with the account's name and address,
    the form gone and the password forgotten by the model. Log out brings back the empty form, with no
    message, the log-in button disabled and the email field focused for the next person."""
    open_login(browser)
    fill(browser, DEMO_EMAIL, DEMO_PASSWORD)
    keys(browser, Keys.ENTER)
    expect(locked(browser), LOCKED, "the form while the service works")
    browser.wait("document.querySelector('.welcome')", what="the welcome")
    expect(browser.js("""
        const welcome = document.querySelector('.welcome')
        return [welcome.querySelector('h1').textContent, welcome.querySelector('.lead').textContent,
                welcome.querySelector('button').textContent, document.querySelectorAll('form, .banner').length]"""),
           ["Welcome, Ada Lovelace", "You are logged in as ada@example.com.", "Log out", 0], "the welcome")
    expect(focused(browser), "BODY", "the focus on the welcome")
    expect_model(browser, "once logged in", email=DEMO_EMAIL, status="signedIn")

    click(browser, ".log-out")
    browser.wait("document.querySelector('form')", what="the form after Log out")
    expect(focused(browser), "email", "the focus after Log out")
    expect(field(browser, "email"), ["", None, None, None, None, None], "the email field after Log out")
    expect(field(browser, "password"), ["", 0, 0, None, None, None], "the password field after Log out")
    expect(browser.js("return document.querySelector('button.submit').disabled"), True, "the log-in button after Log out")
    expect_model(browser, "after Log out", focus="email")
    expect(errors(browser.console()), [], "console errors")


def screenshots(browser, state):
    """Saves the page as it is in each look, as artifacts/login/STATE-SCHEME-WIDTH.png, once no CSS
    transition runs (a new scheme or width starts some: the fields' borders, the banner's)."""
    def settle(what):
        after_frames(browser)
        browser.wait("document.getAnimations().every((animation) => !(animation instanceof CSSTransition))",
                     timeout=5, what=f"the transitions to end for {what}")
    harness_screenshots(browser, "login", state, settle=settle)


def test_login_screenshots(browser):
    """Each state of the screen, in light and dark, at a desktop's and a phone's size, saved in
    artifacts/login/ on every run, to be looked at: empty, invalid (both messages, after a refused
    submit), loading, failed (the wrong password's banner), unavailable (its banner) and succeeded."""
    open_login(browser)
    screenshots(browser, "empty")

    click(browser, "#email")
    keys(browser, "ada@example", Keys.TAB, "short", Keys.ENTER)
    expect(browser.js("return document.querySelectorAll('.field-message').length"), 2, "the messages shown")
    screenshots(browser, "invalid")

    open_login(browser, "?delay=60000")
    fill(browser, DEMO_EMAIL, DEMO_PASSWORD)
    keys(browser, Keys.ENTER)
    expect(locked(browser), LOCKED, "the form while the service works")
    screenshots(browser, "loading")

    for state, email, classes in [("failed", DEMO_EMAIL, "banner wrong-password"),
                                  ("unavailable", "grace@offline.example", "banner unavailable")]:
        open_login(browser, "?delay=50")
        fill(browser, email, "wrongpass1")
        keys(browser, Keys.ENTER)
        wait_banner_settled(browser, classes)
        screenshots(browser, state)

    open_login(browser, "?delay=50")
    fill(browser, DEMO_EMAIL, DEMO_PASSWORD)
    keys(browser, Keys.ENTER)
    browser.wait("document.querySelector('.welcome')", what="the welcome")
    screenshots(browser, "succeeded")
    expect(browser.js("return innerWidth"), 1280, "the viewport's width once the screenshots are taken")
    expect(errors(browser.console()), [], "console errors")
