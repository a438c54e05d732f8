"""The synchronous part of one benchmark click, timed in the page: for comparing two builds.

    python3 Benchmarks/scripts/click.py [--op 01_run1k] [--tabs 12] [--traced]
    python3 Benchmarks/scripts/click.py --op 02_replace1k --variant before=/tmp/vdom.min.js --variant after=web/vdom.min.js

Each tab loads the page, runs the operation's warm-ups and CPU throttling as `make bench` does (real
clicks), collects garbage as before a traced click, then times the operation's `click()` with
`performance.now()`. That is the event's handling (on the Swift page: the render, its frame and the
patches applied), without the layout and paint after it, which move traced totals by ±15 % between runs
on a shared machine. The pages are interleaved tab by tab.

`--traced` starts tracing with the benchmark's categories first, as `make bench` does: their sampling
profiler throws away the optimised code of functions that call DOM methods, so the click runs partly in
the engine's lower tiers, as the benchmark's measured click does.

Without variants it compares the plain-JavaScript page with the Swift page. A variant is the Swift page
with another shim or module: `NAME=SHIM.js`, `NAME=MODULE.wasm` or `NAME=SHIM.js,MODULE.wasm`.
Prints the median and interquartile range per page, and each page's median over the first page's.
"""

import argparse
import json
import statistics
import sys

import cdp
import measure
import operations
import server

TIMED = """(() => {
  const target = document.querySelector(%s)
  const start = performance.now()
  target.click()
  return performance.now() - start
})()"""


def variant(text):
    name, _, paths = text.partition("=")
    if not name or not paths:
        raise argparse.ArgumentTypeError(f"{text}: expected NAME=SHIM.js, NAME=MODULE.wasm or both")
    files = {}
    for path in paths.split(","):
        if path.endswith(".js"):
            files["/vdom.min.js"] = path
        elif path.endswith(".wasm"):
            files["/bench/swift/bench.wasm"] = path
        else:
            raise argparse.ArgumentTypeError(f"{path}: a variant names a .js shim or a .wasm module")
    return name, files


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--op", default="01_run1k", choices=[op.key for op in operations.OPERATIONS])
    parser.add_argument("--tabs", type=int, default=12, help="tabs per page (default 12)")
    parser.add_argument("--variant", type=variant, action="append", default=[], metavar="NAME=FILES")
    parser.add_argument("--traced", action="store_true",
                        help="trace the click with the benchmark's categories, profiler included, as make bench does")
    args = parser.parse_args()
    if args.tabs < 2:
        parser.error("--tabs must be at least 2, for an interquartile range")
    operation = next(op for op in operations.OPERATIONS if op.key == args.op)
    if args.variant:
        pages = [(name, server.serve(files=files), "/bench/swift/") for name, files in args.variant]
    else:
        httpd = server.serve()
        pages = [("vanilla", httpd, "/bench/vanilla/"), ("swift", httpd, "/bench/swift/")]
    times = {name: [] for name, _, _ in pages}
    with cdp.Browser() as browser:
        for index in range(args.tabs):
            for name, httpd, path in (pages if index % 2 == 0 else pages[::-1]):
                tab = browser.tab(f"http://127.0.0.1:{httpd.server_port}{path}", measure.READY)
                try:
                    operation.init(tab)
                    if operation.throttle > 1:
                        tab.send("Emulation.setCPUThrottlingRate", {"rate": operation.throttle})
                    tracing = measure.start_tracing(tab) if args.traced else None
                    tab.evaluate(measure.GC)
                    times[name].append(tab.evaluate(TIMED % json.dumps(operation.click)))
                    if tracing is not None:
                        measure.end_tracing(tab, tracing)
                    if not tab.evaluate(operation.done):
                        raise AssertionError(f"{name}: the click of {operation.key} did not finish synchronously")
                finally:
                    tab.close()
    first = statistics.median(times[pages[0][0]])
    traced = ", traced as make bench traces it" if args.traced else ""
    print(f"{operation.key} ({operation.label}), synchronous part of the click{traced}, ms, {args.tabs} tabs each:")
    for name, values in times.items():
        low, median, high = statistics.quantiles(values, n=4)
        print(f"  {name:12} {statistics.median(values):8.2f} ({low:.2f}–{high:.2f})"
              f"   {statistics.median(values) / first:5.2f}")


if __name__ == "__main__":
    sys.exit(main())
