"""examples/Greeter, the app that uses the toolkit as an outside app does, in Chromium: its field
refuses digits as the user types them, and the greeting follows."""

from harness import errors, expect


def test_example_refuses_digits(browser):
    browser.open("/greeter/")
    field = browser.wait("document.querySelector('#app input')", what="the example to mount")
    # The shim listens at the container in the capture phase, so this listener on the field runs after it
    # and sees what the field shows once the frame is applied.
    browser.js("window.seen = []; const f = document.querySelector('#app input');"
               "f.addEventListener('input', () => window.seen.push(f.value))")
    field.send_keys("Ad4a")
    expect(browser.js("return window.seen"), ["A", "Ad", "Ad", "Ada"], "what the field showed after each key")
    expect(field.get_property("value"), "Ada", "field")
    expect(browser.find(".greeting").text, "Hello, Ada!", "greeting")
    expect(errors(browser.console()), [], "console errors")
