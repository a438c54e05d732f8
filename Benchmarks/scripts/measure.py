"""One measurement each: a traced CPU operation, memory after an action, the bytes a page loads, and the
memory of repeated create/clear cycles."""

import gzip
import os
import subprocess
import time
import urllib.parse

import cdp
import operations
import server
import timeline

READY = "document.querySelector('#run')"
GC = "window.gc({type: 'major', execution: 'sync', flavor: 'last-resort'})"
CATEGORIES = ["disabled-by-default-v8.cpu_profiler", "blink.user_timing", "devtools.timeline",
              "disabled-by-default-devtools.timeline"]
FIRST_PAINT = "(performance.getEntriesByType('paint').find(e => e.name === 'first-paint') || {}).startTime"
FIRST_CONTENTFUL_PAINT = "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime"
# Run before any of the page's scripts: notes the moment its mount point (the element with `data-wasm`)
# holds an element and is not, or no longer, marked `data-vdom-prerendered`: for a pre-rendered page the end
# of its hydration, for another its first frame. The document is watched until the mount point is parsed,
# then the mount point alone.
HYDRATION_OBSERVER = """(() => {
  const marks = window.__coldLoad = { hydrated: null }
  let mount = null
  const observer = new MutationObserver(() => {
    if (!mount && (mount = document.querySelector('[data-wasm]'))) {
      observer.disconnect()
      observer.observe(mount, { childList: true, attributes: true, attributeFilter: ['data-vdom-prerendered'] })
    }
    if (mount && mount.firstElementChild && !mount.hasAttribute('data-vdom-prerendered')) {
      marks.hydrated = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true })
})()"""
COLD_READY = (f"{FIRST_CONTENTFUL_PAINT} !== undefined"
              " && (window.__coldLoad.hydrated !== null || !document.querySelector('[data-wasm]'))")


def start_tracing(tab):
    """Starts tracing with the benchmark's categories; returns what `end_tracing` needs. The categories
    include V8's sampling profiler, whose start throws away optimised code that calls DOM methods (see
    docs/benchmark.md, "Where the time goes")."""
    start = tab.browser.event_count(tab.session)
    tab.send("Tracing.start", {"traceConfig": {"includedCategories": CATEGORIES, "excludedCategories": ["*"]},
                               "transferMode": "ReportEvents"})
    time.sleep(0.05)
    return start


def end_tracing(tab, start):
    """Ends tracing; returns the trace events."""
    tab.send("Tracing.end")
    tab.browser.wait_event("Tracing.tracingComplete", tab.session, start, timeout=120)
    events = []
    for method, params in tab.browser.take_events(tab.session, start):
        if method == "Tracing.dataCollected":
            events.extend(params["value"])
    return events


def trace_click(tab, selector, done):
    """Traces one real click until `done` holds and 100 ms more; returns the trace events."""
    start = start_tracing(tab)
    tab.evaluate(GC)
    tab.click(selector)
    # Polls are script in the page too: start late and poll sparsely, so they rarely land before the frame.
    time.sleep(0.03)
    tab.wait_until(done, interval=0.02)
    time.sleep(0.1)
    return end_tracing(tab, start)


def cpu(browser, url, operation, attempts=3):
    """One iteration of an operation in a new tab: {'total', 'script', 'paint', 'first_paint'} in ms."""
    for attempt in range(attempts):
        tab = browser.tab(url, READY)
        try:
            operation.init(tab)
            first_paint = tab.evaluate(FIRST_PAINT)
            if operation.throttle > 1:
                tab.send("Emulation.setCPUThrottlingRate", {"rate": operation.throttle})
            events = trace_click(tab, operation.click, operation.done)
            result = timeline.measure(events)
            result["first_paint"] = first_paint
            return result
        except timeline.BadTrace:
            if attempt == attempts - 1:
                raise
        finally:
            tab.close()


def cold_load(url, settle=1.0):
    """One load of a page in a fresh browser, so a new profile (no cache, no compiled code):
    {'paint': ms from navigation to the first contentful paint, 'hydrated': to the end of hydration, None for
    a page without a module}. The browser is given `settle` seconds to finish starting first, so that its own
    start-up does not share the machine with the page's load."""
    with cdp.Browser() as browser:
        time.sleep(settle)
        tab = browser.tab(url, COLD_READY, first_script=HYDRATION_OBSERVER)
        paint, hydrated = tab.evaluate(f"[{FIRST_CONTENTFUL_PAINT}, window.__coldLoad.hydrated]")
        return {"paint": paint, "hydrated": hydrated}


def memory(url, action):
    """(MB the page uses per `measureUserAgentSpecificMemory`, MB of wasm memory) after `action`, in a fresh
    browser. The browser's figure counts DOM and JavaScript, not the wasm module's linear memory."""
    with cdp.Browser() as browser:
        tab = browser.tab(url, READY)
        action(tab)
        _, wasm = heap_figures(tab)
        time.sleep(0.04)
        used = tab.evaluate("performance.measureUserAgentSpecificMemory().then(r => r.bytes)", await_promise=True)
        return used / 2 ** 20, wasm / 2 ** 20


def after_load(tab):
    pass


def after_run(tab):
    operations.click_and_wait(tab, "#run", operations.exists("tbody>tr:nth-of-type(1000)"))


def after_run_clear(tab):
    for _ in range(5):
        after_run(tab)
        operations.click_and_wait(tab, "#clear", operations.gone("tbody>tr"))


def after_runlots(tab):
    operations.click_and_wait(tab, "#runlots", operations.exists("tbody>tr:nth-of-type(10000)"))


def after_runlots_clear(tab):
    after_runlots(tab)
    operations.click_and_wait(tab, "#clear", operations.gone("tbody>tr"))


def compressed_sizes(data):
    """(raw, gzip -9, brotli -q 11) byte counts."""
    brotli = subprocess.run(["brotli", "-c", "-q", "11"], input=data, stdout=subprocess.PIPE, check=True).stdout
    return len(data), len(gzip.compress(data, 9, mtime=0)), len(brotli)


def page_files(httpd, url):
    """The files a page `httpd` serves loads (load plus one `#run`), `/css` excluded as the benchmark does:
    [(path, bytes)]."""
    with cdp.Browser() as browser:
        tab = browser.tab(url, READY)
        after_run(tab)
        paths = []
        for method, params in browser.take_events(tab.session):
            if method == "Network.requestWillBeSent":
                path = urllib.parse.urlsplit(params["request"]["url"]).path
                if path.startswith("/css/") or path in paths:
                    continue
                paths.append(path)
    files = []
    for path in paths:
        local = server.resolve(httpd, path)
        if local and os.path.isdir(local):
            local = os.path.join(local, "index.html")
        if local and os.path.isfile(local):
            with open(local, "rb") as f:
                files.append((path, f.read()))
    return files


def heap_figures(tab):
    """(JS heap used, total bytes of every WebAssembly.Memory) after a major GC."""
    tab.evaluate(GC)
    heap = tab.send("Runtime.getHeapUsage")["usedSize"]
    prototype = tab.send("Runtime.evaluate", {"expression": "WebAssembly.Memory.prototype"})["result"]["objectId"]
    memories = tab.send("Runtime.queryObjects", {"prototypeObjectId": prototype})["objects"]["objectId"]
    sizes = tab.send("Runtime.callFunctionOn", {
        "objectId": memories, "returnByValue": True,
        "functionDeclaration": "function () { return this.reduce((sum, m) => sum + m.buffer.byteLength, 0); }",
    })["result"]["value"]
    return heap, sizes


def create_clear_cycles(url, cycles, create="#runlots", last_row=10000):
    """Memory after load and after each create/clear cycle: [(JS heap, wasm memory)], first entry = loaded."""
    with cdp.Browser() as browser:
        tab = browser.tab(url, READY)
        figures = [heap_figures(tab)]
        for _ in range(cycles):
            operations.click_and_wait(tab, create, operations.exists(f"tbody>tr:nth-of-type({last_row})"))
            operations.click_and_wait(tab, "#clear", operations.gone("tbody>tr"))
            figures.append(heap_figures(tab))
        return figures
