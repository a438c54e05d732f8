"""The nine CPU operations of the js-framework-benchmark (keyed), with the benchmark's warm-ups, measured
click, done condition, CPU throttling and weight. Every click is a real mouse click."""

import json


def cell(row, column):
    return f"tbody>tr:nth-of-type({row})>td:nth-of-type({column})"


def exists(selector):
    return f"document.querySelector({json.dumps(selector)})"


def gone(selector):
    return f"!document.querySelector({json.dumps(selector)})"


def contains(selector, text):
    return (f"((document.querySelector({json.dumps(selector)}) || {{}}).textContent || '')"
            f".includes({json.dumps(text)})")


def has_class(selector, name):
    return f"(document.querySelector({json.dumps(selector)}) || {{classList: {{contains: () => false}}}})" \
           f".classList.contains({json.dumps(name)})"


def both(a, b):
    return f"({a}) && ({b})"


def click_and_wait(tab, selector, condition):
    tab.click(selector)
    tab.wait_until(condition)


def create_and_clear(tab, times=5):
    for i in range(times):
        click_and_wait(tab, "#run", contains(cell(1, 1), str(i * 1000 + 1)))
        click_and_wait(tab, "#clear", gone("tbody>tr:nth-of-type(1000)"))


def init_run1k(tab):
    create_and_clear(tab)


def init_replace1k(tab):
    for i in range(5):
        click_and_wait(tab, "#run", contains(cell(1, 1), str(i * 1000 + 1)))


def init_update(tab):
    click_and_wait(tab, "#run", exists("tbody>tr:nth-of-type(1000)"))
    for i in range(3):
        click_and_wait(tab, "#update", contains(cell(991, 2) + ">a", " !!!" * (i + 1)))


def init_select(tab):
    click_and_wait(tab, "#run", contains(cell(1000, 1), "1000"))
    click_and_wait(tab, cell(5, 2) + ">a", has_class("tbody>tr:nth-of-type(5)", "danger"))
    count = tab.evaluate("document.querySelectorAll('tr.danger').length")
    if count != 1:
        raise AssertionError(f"{count} rows are selected after one selection")


def init_swap(tab):
    click_and_wait(tab, "#run", exists("tbody>tr:nth-of-type(1000)"))
    for i in range(6):
        click_and_wait(tab, "#swaprows", contains(cell(999, 1), "2" if i % 2 == 0 else "999"))


def init_remove(tab):
    click_and_wait(tab, "#run", exists("tbody>tr:nth-of-type(1000)"))
    for i in range(5):
        row = 9 - i
        click_and_wait(tab, cell(row, 3) + ">a>span", contains(cell(row, 1), "10"))
    click_and_wait(tab, cell(6, 3) + ">a>span", contains(cell(6, 1), "12"))


def init_append(tab):
    create_and_clear(tab)
    click_and_wait(tab, "#run", exists("tbody>tr:nth-of-type(1000)"))


def init_clear(tab):
    create_and_clear(tab)
    click_and_wait(tab, "#run", contains(cell(1, 1), "5001"))


class Operation:
    def __init__(self, key, label, init, click, done, throttle, weight, extra_runs=0):
        self.key, self.label, self.init, self.click, self.done = key, label, init, click, done
        self.throttle, self.weight, self.extra_runs = throttle, weight, extra_runs


OPERATIONS = [
    Operation("01_run1k", "create 1,000 rows", init_run1k, "#run",
              contains(cell(1000, 1), "6000"), 1, 0.6428),
    Operation("02_replace1k", "replace all 1,000 rows", init_replace1k, "#run",
              contains(cell(1, 1), "5001"), 1, 0.5607),
    Operation("03_update10th1k_x16", "update every 10th row (4x CPU)", init_update, "#update",
              contains(cell(991, 2) + ">a", " !!!" * 4), 4, 0.5644),
    # The benchmark runs the select operation 10 more times than the others.
    Operation("04_select1k", "select a row (4x CPU)", init_select, cell(2, 2) + ">a",
              has_class("tbody>tr:nth-of-type(2)", "danger"), 4, 0.1926, extra_runs=10),
    Operation("05_swap1k", "swap rows (4x CPU)", init_swap, "#swaprows",
              both(contains(cell(999, 1), "2"), contains(cell(2, 1), "999")), 4, 0.1320),
    Operation("06_remove-one-1k", "remove a row (2x CPU)", init_remove, cell(4, 3) + ">a>span",
              contains(cell(4, 1), "10"), 2, 0.5277),
    Operation("07_create10k", "create 10,000 rows", init_run1k, "#runlots",
              exists(cell(10000, 2) + ">a"), 1, 0.5644),
    Operation("08_create1k-after1k_x2", "append 1,000 to 1,000 rows", init_append, "#add",
              exists(cell(2000, 1)), 1, 0.5508),
    Operation("09_clear1k_x8", "clear 1,000 rows (4x CPU)", init_clear, "#clear",
              gone("tbody>tr:nth-of-type(1000)"), 4, 0.4226),
]
