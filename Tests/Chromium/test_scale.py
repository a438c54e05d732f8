"""The fixture at sizes the counter never reaches: a 10,000-deep tree within a small wasm stack, 10,000
rows created and cleared fifty times with nothing left behind, removed rows freed when the page is idle
or their nodes collected, and what checking a 10,000-row frame costs beside applying it."""

import time

from harness import errors, expect, open_fixture


def test_deep_tree(browser):
    open_fixture(browser)
    started = time.time()
    browser.find("#deep").click()
    depth = browser.js("let n = document.getElementById('leaf-text'), d = 0;"
                       "while (!n.parentNode.classList.contains('deep')) { n = n.parentNode; d++ }"
                       "return d")
    expect(depth, 10_000, "nesting depth of the leaf")
    browser.find("#leaf").click()
    browser.find("#leaf").click()
    expect(browser.js("return document.getElementById('leaf-text').textContent"), "leaf!!", "leaf after two updates")
    # Removing the tree frees ten thousand levels of descriptions and live nodes; mounting it again after
    # shows nothing was left half-freed.
    browser.find("#deep").click()
    expect(browser.js("return document.getElementById('leaf-text')"), None, "leaf after removing the tree")
    browser.find("#deep").click()
    expect(browser.js("return document.getElementById('leaf-text').textContent"), "leaf!!", "leaf after mounting again")
    expect(browser.js("return window.fixture.stopped"), False, "stopped")
    expect(errors(browser.console()), [], "console errors")
    # The wasm stack is 64 KiB (wasm/toolset.json); the diff walks with explicit stacks, so depth costs
    # it nothing. A regression that made it recursive would show here long before it overflowed.
    used = browser.js("return window.fixture.exports.vdom_stack_used()")
    if used > 16384:
        raise AssertionError(f"the 10,000-deep tree used {used} bytes of the 65,536-byte wasm stack")
    print(f"      mounted, updated, removed and mounted again a 10,000-deep tree in {time.time() - started:.2f} s;"
          f" wasm stack used: {used} bytes")


def test_rows_do_not_leak(browser):
    """Creating and clearing 10,000 rows (and 100 rows whose handlers hold objects) fifty times: after each
    cycle, once the page has freed what the cycle removed, the wasm memory and heap, the shim's node table
    and its listening nodes, the bytes in use on the heap (every Swift object, array and closure context)
    and the renderer's counts are exactly what the first cycle left."""
    open_fixture(browser)
    cycles = browser.js("""
        const exports = window.fixture.exports, applier = window.fixture.applier
        const rows = document.getElementById('rows'), handlerRows = document.getElementById('handler-rows')
        const cycles = []
        for (let cycle = 0; cycle <= 50; cycle++) {
          if (cycle > 0) {
            rows.click()
            handlerRows.click()
            if (document.querySelectorAll('#table tr').length !== 10000) return 'no rows in cycle ' + cycle
            if (document.querySelectorAll('#handler-table tr').length !== 100) return 'no handler rows in cycle ' + cycle
            rows.click()
            handlerRows.click()
            if (document.querySelectorAll('tr').length !== 0) return 'rows left in cycle ' + cycle
            exports.vdom_idle()
          }
          const { nodes, listening } = applier.stats()
          const counts = []
          for (let what = 0; what <= 11; what++) counts.push(exports.fixture_count(what))
          cycles.push([exports.memory.buffer.byteLength, exports.vdom_heap_size(), nodes, listening, ...counts])
        }
        return cycles""")
    if isinstance(cycles, str):
        raise AssertionError(cycles)
    names = ["memory", "heap", "node table", "listening nodes", "heap in use", "live nodes", "ids in use",
             "free ids", "issued ids", "scopes", "subscriptions", "dirty", "handlers", "template uses", "templates",
             "awaiting free"]
    before, first = dict(zip(names, cycles[0])), dict(zip(names, cycles[1]))
    for cycle, values in enumerate(cycles[1:], start=1):
        grown = {name: (first[name], value) for name, value in zip(names, values) if value != first[name]}
        if grown:
            raise AssertionError(f"cycle {cycle} left {grown} (first cycle, this one)")
    # The tables hold what the page shows, as before the first cycle; the heap and the ids issued do not
    # shrink.
    for name in ["node table", "listening nodes", "live nodes", "ids in use", "scopes", "subscriptions",
                 "handlers", "template uses", "awaiting free"]:
        expect(first[name], before[name], f"{name} after the first cycle, and before it")
    expect(first["listening nodes"], 49, "listening nodes: the buttons (the lab's, the editor's, the dialogs', the calls', "
                                         "the controls', the transitions' and the representables'), the editor's <div>, the two dialogs, the "
                                         "form, the controls' bound fields, selects and radios, their email field and "
                                         "rating, and the transitions' rows (each waits for its phases' end)")
    expect(first["ids in use"] + first["free ids"], first["issued ids"], "ids in use and free")
    expect(errors(browser.console()), [], "console errors")
    print(f"      50 cycles of 10,000 rows: each left {first['memory'] / 1048576:.1f} MiB of memory, a "
          f"{first['heap'] / 1048576:.1f} MiB heap of which {first['heap in use']} bytes in use, "
          f"{first['live nodes']} live nodes, a node table of {first['node table']}")


def handler_rows_freed(browser, page_never_idle):
    """Shows 100 rows whose handlers each hold an object, removes them, and waits until Swift has freed
    those objects, with no render after the removal."""
    open_fixture(browser)
    freed = "window.fixture.exports.fixture_freed_handlers()"
    if page_never_idle:
        browser.js("window.requestIdleCallback = () => 0")
    browser.js("document.getElementById('handler-rows').click()")
    expect(browser.js("return document.querySelectorAll('#handler-table tr').length"), 100, "rows shown")
    if page_never_idle:
        # The test holds the rows, so no garbage collection can take them until it lets them go.
        browser.js("window.heldRows = [...document.querySelectorAll('#handler-table tr')]")
    browser.js("document.getElementById('handler-rows').click()")
    expect(browser.js("return document.querySelectorAll('#handler-table tr').length"), 0, "rows left")
    if page_never_idle:
        browser.js("window.gc()")
        time.sleep(0.2)
        expect(browser.js(f"return {freed}"), 0, "handlers freed while the removed nodes were held")
        browser.js("window.heldRows = null; window.gc()")
    browser.wait(f"{freed} === 100", timeout=10, what=f"the 100 removed rows' handlers freed ({freed})")
    expect(errors(browser.console()), [], "console errors")


def test_removed_rows_freed_when_idle(browser):
    handler_rows_freed(browser, page_never_idle=False)


def test_removed_rows_freed_when_collected(browser):
    """A page that is never idle frees them once the browser has collected a removed DOM node."""
    handler_rows_freed(browser, page_never_idle=True)


def test_validation_cost(browser):
    """What checking a frame before applying it costs, on the largest frame: 10,000 new rows."""
    open_fixture(browser)
    timings = browser.js("""
        const applier = window.fixture.applier, apply = applier.apply
        const timings = []
        applier.apply = (frame) => {
          const started = performance.now()
          applier.check(frame)
          const checked = performance.now()
          apply(frame)
          timings.push([frame.byteLength, checked - started, performance.now() - checked])
        }
        const rows = document.getElementById('rows')
        for (let cycle = 0; cycle < 7; cycle++) { rows.click(); rows.click() }
        applier.apply = apply
        return timings.filter(([bytes]) => bytes > 100000)""")
    expect(len(timings), 7, "frames creating 10,000 rows")
    timings.sort(key=lambda t: t[1])
    size, check, apply = timings[len(timings) // 2]
    print(f"      a {size / 1024:.0f} KiB frame (10,000 rows): checked in {check:.2f} ms, applied in {apply:.2f} ms "
          f"(the check is {100 * check / apply:.0f}% of applying)")
    if check > apply / 2:
        raise AssertionError(f"checking the frame ({check:.2f} ms) costs more than half of applying it ({apply:.2f} ms)")
