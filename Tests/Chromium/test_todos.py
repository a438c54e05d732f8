"""The to-do example (web/todos/): the app that uses the browser's APIs. Its own JS function words the
count, its items survive a reload in local storage, the URL's fragment filters them (back, forward and
deep links), and a fetch loads the examples beside the page; artifacts/todos.png shows the result."""

import json
import os

from harness import ARTIFACTS, errors, expect


def test_todos(browser):
    """The to-do example: its own JS function, local storage across a reload, the fragment with back and
    forward and a deep link, and a fetch of a file beside the page."""
    def titles():
        return browser.js("return [...document.querySelectorAll('.todo-list .title')].map((e) => e.textContent)")

    browser.open("/todos/")
    browser.js("localStorage.clear()")
    browser.open("/todos/")
    field = browser.wait("document.querySelector('.new-todo')", what="the to-do page to mount")
    for title in ["Milk", "  Bread "]:
        field.send_keys(title + "\n")
    expect(titles(), ["Milk", "Bread"], "items after typing two")
    expect(browser.find(".count").text, "2 items left", "the count, worded by todos.js")
    browser.find("input[aria-label='Done: Milk']").click()
    expect(browser.find(".count").text, "1 item left", "the count after ticking one")
    expect(json.loads(browser.js("return localStorage.getItem('todos')")),
           [{"id": 1, "title": "Milk", "done": True}, {"id": 2, "title": "Bread", "done": False}], "what was saved")

    browser.driver.refresh()
    browser.wait("document.querySelectorAll('.todo-list li').length === 2", what="the saved items after a reload")
    expect(browser.js("return [...document.querySelectorAll('li.done .title')].map((e) => e.textContent)"), ["Milk"],
           "the done item after a reload")

    browser.find("a[href='#/completed']").click()
    browser.wait("document.querySelectorAll('.todo-list li').length === 1", what="the completed filter")
    expect(titles(), ["Milk"], "completed items")
    browser.find("a[href='#/active']").click()
    browser.wait("document.querySelector('.todo-list .title')?.textContent === 'Bread'", what="the active filter")
    expect(browser.js("return location.hash"), "#/active", "the fragment")
    browser.driver.back()
    browser.wait("document.querySelector('.todo-list .title')?.textContent === 'Milk'", what="back to completed")
    expect(browser.find("a.selected").text, "Completed", "the selected filter after back")
    browser.driver.back()
    browser.wait("document.querySelectorAll('.todo-list li').length === 2", what="back to all")
    browser.driver.forward()
    browser.wait("document.querySelectorAll('.todo-list li').length === 1", what="forward to completed")

    browser.open("/todos/#/active")
    browser.wait("document.querySelector('.todo-list .title')?.textContent === 'Bread'", what="a deep link to #/active")
    expect(titles(), ["Bread"], "items a deep link shows")

    browser.open("/todos/")
    browser.wait("document.querySelector('.examples')").click()
    browser.wait("document.querySelectorAll('.todo-list li').length === 7", what="the fetched examples")
    expect(titles()[2:], ["Water the plants", "Buy oat milk", "Call the dentist", "Read one chapter",
                          "Back up the laptop"], "the examples, from examples.json")
    os.makedirs(ARTIFACTS, exist_ok=True)
    browser.driver.save_screenshot(os.path.join(ARTIFACTS, "todos.png"))
    expect(errors(browser.console()), [], "console errors")
    browser.js("localStorage.clear()")
