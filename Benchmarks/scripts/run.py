"""`make bench`: the js-framework-benchmark's keyed operations, memory, size and first paint, for the page
the toolkit renders and for the plain JavaScript baseline, measured side by side in one headless Chromium
run; a cold load of the page, pre-rendered and not, and of the baseline; then the native diff benchmark of
the core, and the page's own app built natively. Prints figures; asserts nothing about time.

    /usr/bin/python3 Benchmarks/scripts/run.py [--runs N] [--only 01_run1k,...] [--native "command"] [--app "command"]
                                               [--before COMMIT [--scratch DIR] [--swift SWIFT]] [--cold-only] [--loads N]
                                               [--dry-run]

RUNS=15 (the benchmark's own count) is the full mode; the default is a quick one of 5 runs.

With `--before` (`make bench BEFORE=<commit>`), the page of that commit is built apart (`before.py`) and
measured with the working tree's page and the plain JavaScript one in the same run, the three interleaved
run by run; the ratios are then the working tree's page ("after") over the commit's ("before"), each with
its interval. `--dry-run` prints the pages, their order and the build without building or measuring.

The cold load (`cold.py`; `--cold-only`, `make bench COLD=1`, measures it alone) loads each of its three
pages 10 times (`--loads`), each time in a fresh browser, the pages in an order that rotates load by load;
it measures the working tree's page, also when `--before` names another.
"""

import argparse
import collections
import json
import math
import os
import shlex
import subprocess
import sys
import tempfile
import time

import before
import cdp
import cold
import measure
import operations
import server
import stats

VANILLA, SWIFT = "/bench/vanilla/", "/bench/swift/"
# A page the run measures: its name in the tables, the checkout it is served from, its path there.
Page = collections.namedtuple("Page", "name tree path")


def plan(before_tree=None):
    """The pages a run measures, in the order of its first run, and the two its ratios compare
    (numerator, denominator): the Swift page against the plain JavaScript one, or, given the tree of
    another commit's build, the working tree's page ("after") against that one ("before")."""
    if before_tree is None:
        return [Page("vanilla", server.ROOT, VANILLA), Page("swift", server.ROOT, SWIFT)], ("swift", "vanilla")
    pages = [Page("vanilla", server.ROOT, VANILLA), Page("before", before_tree, SWIFT), Page("after", server.ROOT, SWIFT)]
    return pages, ("after", "before")


def order(names, index):
    """The order of run `index`: the pages rotate, so that in any run of as many runs as there are pages,
    each page takes every place once (two pages alternate)."""
    shift = index % len(names)
    return names[shift:] + names[:shift]


def progress(text):
    print(text, file=sys.stderr, flush=True)


def fmt(value, digits=1):
    return "—" if value is None or (isinstance(value, float) and math.isnan(value)) else f"{value:.{digits}f}"


def with_iqr(samples, digits=1):
    middle, low, high = stats.summary(samples)
    return f"{fmt(middle, digits)} ({fmt(low, digits)}–{fmt(high, digits)})"


def ratio(a, b):
    return b / a if a else float("nan")


def run_cpu(urls, runs, selected):
    """{op key: {page: [result]}}; the pages take turns run by run, in an order that rotates (`order`)."""
    results = {}
    for operation in selected:
        count = runs + math.ceil(operation.extra_runs * runs / 15)
        per_impl = {name: [] for name in urls}
        started = time.monotonic()
        with cdp.Browser() as browser:
            for index in range(count):
                for name in order(list(urls), index):
                    per_impl[name].append(measure.cpu(browser, urls[name], operation))
        progress(f"  {operation.key}: {count} runs each, {time.monotonic() - started:.0f} s")
        results[operation.key] = per_impl
    return results


def ratio_label(comparison):
    """How a line names its ratio: plainly against plain JavaScript, with its two pages otherwise."""
    return "ratio" if comparison == ("swift", "vanilla") else f"ratio {comparison[0]} / {comparison[1]}"


def ratio_text(a, b, interval):
    """The ratio of the medians of `b` over `a`, with its 95 % bootstrap interval when `interval`."""
    middle = fmt(ratio(stats.median(a), stats.median(b)), 2)
    if not interval:
        return middle
    if len(a) < 2 or len(b) < 2:
        return f"{middle} (—)"
    low, high = stats.geomean_interval([(a, b)], [1.0])
    return f"{middle} ({fmt(low, 2)}–{fmt(high, 2)})"


def print_mean(label, pairs, weights, script_interval):
    """The weighted geometric mean of the operations' ratios of total and script, and the total's bootstrap
    interval (the script's too when `script_interval`)."""
    means = [stats.weighted_geomean([ratio(stats.median(a), stats.median(b)) for a, b in pairs[kind]], weights)
             for kind in ("total", "script")]
    print(f"weighted geometric mean of the ratios{label} (benchmark weights): total {fmt(means[0], 3)}"
          f", script {fmt(means[1], 3)}")
    for kind in ("total", "script") if script_interval else ("total",):
        if all(len(a) > 1 and len(b) > 1 for a, b in pairs[kind]):
            low, high = stats.geomean_interval(pairs[kind], weights)
            print(f"  95 % bootstrap interval of the {kind}'s mean (each operation's runs drawn again): "
                  f"{fmt(low, 3)}–{fmt(high, 3)}")


def print_cpu(results, selected, comparison, names):
    """The table of the two pages `comparison` names (numerator, denominator). When another commit's page
    is compared, each ratio has its interval, and each build's mean against plain JavaScript follows."""
    after, first = comparison
    compared = first != "vanilla"
    width = 18 if compared else 7
    print("CPU, ms: median (interquartile range) of `total` (click to first frame commit) and `script`;")
    if compared:
        print(f"ratio = {after} / {first}, with its 95 % bootstrap interval (each page's runs drawn again).")
    else:
        print("ratio = Swift / plain JavaScript.")
    header = (f"{'operation':<24}{'total: ' + first:>25}{after:>25}{'ratio':>{width}}   "
              f"{'script: ' + first:>23}{after:>23}{'ratio':>{width}}")
    print(header)
    print("-" * len(header))
    wanted = [(first, after)] + ([("vanilla", first), ("vanilla", after)] if compared else [])
    pairs = {pair: {"total": [], "script": []} for pair in wanted}
    weights = []
    for operation in selected:
        per_impl = results[operation.key]
        totals = {name: [r["total"] for r in per_impl[name]] for name in names}
        scripts = {name: [r["script"] for r in per_impl[name]] for name in names}
        weights.append(operation.weight)
        for a, b in pairs:
            pairs[a, b]["total"].append((totals[a], totals[b]))
            pairs[a, b]["script"].append((scripts[a], scripts[b]))
        print(f"{operation.key:<24}{with_iqr(totals[first]):>25}{with_iqr(totals[after]):>25}"
              f"{ratio_text(totals[first], totals[after], compared):>{width}}   "
              f"{with_iqr(scripts[first], 2):>23}{with_iqr(scripts[after], 2):>23}"
              f"{ratio_text(scripts[first], scripts[after], compared):>{width}}")
    print("-" * len(header))
    print_mean(f" {after} / {first}" if compared else "", pairs[first, after], weights, compared)
    if compared:
        for name in (first, after):
            print_mean(f" {name} / vanilla", pairs["vanilla", name], weights, False)
    print()


def print_first_paint(results, comparison, names):
    paints = {name: [] for name in names}
    for per_impl in results.values():
        for name in names:
            paints[name].extend(r["first_paint"] for r in per_impl[name] if r.get("first_paint") is not None)
    if not all(paints.values()):
        return
    after, first = comparison
    figures = ", ".join(f"{name} {with_iqr(paints[name])}" for name in names)
    print(f"first paint, ms (every new tab of the CPU runs, after load and one #run): {figures}, "
          f"{ratio_label(comparison)} {fmt(ratio(stats.median(paints[first]), stats.median(paints[after])), 2)}")
    print()


def run_cold(loads, page=cold.BUILT):
    """{page name: [measure.cold_load result]} of the cold load's pages (`cold.PAGES`), each load in a fresh
    browser, the pages in an order that rotates load by load. The page not pre-rendered is derived from the
    built one `page` into a temporary folder."""
    with tempfile.TemporaryDirectory(prefix="bench-cold-") as variant:
        cold.write_not_prerendered(page, variant)
        httpd = server.serve(files=cold.mounts(page, variant))
        urls = {name: f"http://127.0.0.1:{httpd.server_port}{path}" for name, path in cold.PAGES}
        samples = {name: [] for name in urls}
        started = time.monotonic()
        try:
            for index in range(loads):
                for name in order(list(urls), index):
                    samples[name].append(measure.cold_load(urls[name]))
        finally:
            httpd.shutdown()
        progress(f"  cold load: {loads} loads each, {time.monotonic() - started:.0f} s")
    return samples


def print_cold(samples):
    """The cold load's medians, and its ratios with their 95 % bootstrap intervals. A page without a module
    (the plain one) has its first contentful paint as its end of hydration: its script has run by then."""
    paints = {name: [r["paint"] for r in results] for name, results in samples.items()}
    ready = {name: [r["paint"] if r["hydrated"] is None else r["hydrated"] for r in results]
             for name, results in samples.items()}
    loads = max(len(results) for results in samples.values())
    print(f"cold load, ms from navigation: median (interquartile range) of {loads} loads each, a fresh browser")
    print("(new profile: no cache, no compiled code) per load, pages interleaved. Hydration ends when the mount")
    print("point holds the first frame and is no longer marked pre-rendered; the plain page's end is its first")
    print("contentful paint (its script has run by then).")
    print(f"  {'page':<18}{'first contentful paint':>26}{'end of hydration':>26}")
    for name in samples:
        print(f"  {name:<18}{with_iqr(paints[name]):>26}{with_iqr(ready[name]):>26}")
    prerendered, not_prerendered = cold.PRERENDERED_PAGE, cold.NOT_PRERENDERED_PAGE
    print("ratios of the medians, with their 95 % bootstrap intervals (each page's loads drawn again):")
    for label, numerator, denominator, figures, aim in (
            ("first contentful paint", prerendered, "vanilla", paints, " (the aim: 1.3 at most)"),
            ("first contentful paint", not_prerendered, "vanilla", paints, ""),
            ("end of hydration", prerendered, not_prerendered, ready, "")):
        print(f"  {label}, {numerator} / {denominator}: "
              f"{ratio_text(figures[denominator], figures[numerator], True)}{aim}")
    print()


def run_memory(urls, runs, comparison):
    print("memory, MB (measureUserAgentSpecificMemory after a major GC, a fresh browser per sample; it counts DOM and")
    print("JavaScript only, so the wasm module's linear memory is listed apart):")
    after, first = comparison
    # The benchmark's own four, then what a table of 10,000 rows leaves once it is cleared.
    for label, action in (("21 after load", measure.after_load), ("22 after creating 1,000 rows", measure.after_run),
                          ("25 after 5 x create/clear", measure.after_run_clear),
                          ("26 after creating 10,000 rows", measure.after_runlots),
                          ("   after 10,000 rows, cleared", measure.after_runlots_clear)):
        samples = {name: [] for name in urls}
        wasm = {name: [] for name in urls}
        for index in range(runs):
            for name in order(list(urls), index):
                used, linear = measure.memory(urls[name], action)
                samples[name].append(used)
                if linear:
                    wasm[name].append(linear)
        figures = " ".join(f"{name} {with_iqr(samples[name], 2):<20}" for name in urls)
        linear = {name: fmt(stats.median(values), 2) for name, values in wasm.items() if values}
        memory = " ".join(f"{name} {value}" for name, value in linear.items()) if len(linear) > 1 \
            else next(iter(linear.values()), "—")
        print(f"  {label:<30} {figures} {ratio_label(comparison)} "
              f"{fmt(ratio(stats.median(samples[first]), stats.median(samples[after])), 2):<6}"
              f" wasm memory {memory}")
    print()


def run_sizes(servers, urls, comparison):
    print("size of everything the page loads (load and one #run; /css excluded, as the benchmark does), bytes:")
    print(f"  {'file':<34}{'raw':>9}{'gzip -9':>9}{'brotli':>9}")
    totals = {}
    for name, url in urls.items():
        total = [0, 0, 0]
        benchmark_figure = 0
        for path, data in measure.page_files(servers[name], url):
            raw, gz, br = measure.compressed_sizes(data)
            total = [total[0] + raw, total[1] + gz, total[2] + br]
            benchmark_figure += br if raw >= 1024 else raw
            print(f"  {path:<34}{raw:>9}{gz:>9}{br:>9}")
        print(f"  {name + ' total':<34}{total[0]:>9}{total[1]:>9}{total[2]:>9}"
              f"   (benchmark's compressed figure: {benchmark_figure / 1024:.1f} kB)")
        totals[name] = total
    after, first = comparison
    print(f"  brotli ratio {after} / {first}: {fmt(ratio(totals[first][2], totals[after][2]), 2)}")
    print()


def run_cycles(urls, cycles):
    print(f"repeated create/clear: {cycles} cycles of #runlots (10,000 rows) then #clear; after a major GC each time:")
    for name, url in urls.items():
        figures = measure.create_clear_cycles(url, cycles)
        heaps = [heap for heap, _ in figures]
        memories = [memory for _, memory in figures]
        print(f"  {name:<8} JS heap MB     " + " ".join(f"{h / 2 ** 20:7.2f}" for h in heaps))
        if any(memories):
            print(f"  {name:<8} wasm memory MB " + " ".join(f"{m / 2 ** 20:7.2f}" for m in memories))
            settled = len(memories) // 2
            verdict = "still grows" if memories[-1] > memories[settled] else "stays flat"
            print(f"  {name:<8} wasm memory {verdict} over the last {len(memories) - 1 - settled} cycles")
        for label, start in (("after load", heaps[0]), ("after the first cycle", heaps[1])):
            change = (heaps[-1] - start) / start * 100
            print(f"  {name:<8} JS heap after the last clear: {change:+.1f} % of its size {label}"
                  f" ({'within' if abs(change) <= 5 else 'outside'} 5 %)")
    print()


def run_native(command):
    print(f"native core benchmark ({command}):")
    sys.stdout.flush()
    subprocess.run(shlex.split(command), check=True)
    print()


def run_app(command, runs):
    """The page's app built natively prints one JSON line per operation with its samples. The C allocator
    is told to keep freed memory, as the page's allocator does: otherwise each sample after a large free
    pays for its pages again, and the order of the operations decides their times."""
    print(f"the page's app without the browser ({command} {runs}): model change to patch list, ms")
    keep = "glibc.malloc.trim_threshold=4294967295:glibc.malloc.mmap_threshold=33554432"
    output = subprocess.run(shlex.split(command) + [str(runs)], check=True, capture_output=True, text=True,
                            env={**os.environ, "GLIBC_TUNABLES": keep}).stdout
    print(f"  {'operation':<22}{'median (interquartile range)':>34}{'patches':>10}")
    for line in output.splitlines():
        result = json.loads(line)
        middle, low, high = stats.summary(result["ms"])
        timing = f"{fmt(middle, 2)} ({fmt(low, 2)}–{fmt(high, 2)})"
        print(f"  {result['operation']:<22}{timing:>34}{result['patches']:>10}")
    print()


def print_plan(pages, comparison, runs):
    """What a run measures and in which order, for `--dry-run`."""
    print("pages, in the order of the first run:")
    for page in pages:
        print(f"  {page.name:<8} {page.path} of {page.tree}")
    print(f"ratios: {comparison[0]} / {comparison[1]}")
    names = [page.name for page in pages]
    for index in range(min(runs, len(names) + 1)):
        print(f"run {index + 1}: {', '.join(order(names, index))}")


def print_cold_plan(loads, page=cold.BUILT):
    """What the cold load measures and in which order, for `--dry-run`."""
    print(f"cold load, {loads} loads of each page, each in a fresh browser:")
    for name, path in cold.PAGES:
        served = {cold.PRERENDERED_PAGE: f" of {page}", cold.NOT_PRERENDERED_PAGE: ", derived from it"}.get(name, "")
        print(f"  {name:<18} {path}{served}")
    names = [name for name, _ in cold.PAGES]
    for index in range(len(names) + 1):
        print(f"load {index + 1}: {', '.join(order(names, index))}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", "5")))
    parser.add_argument("--only", help="comma-separated operation keys (default: all nine)")
    parser.add_argument("--cycles", type=int, default=None, help="create/clear cycles (default 6, 12 when runs >= 10)")
    parser.add_argument("--native", help="command that runs the native core benchmark")
    parser.add_argument("--app", help="command that runs the page's app natively (BenchWeb built for Linux)")
    parser.add_argument("--skip", default="", help="comma-separated parts to skip: cpu,memory,size,cold,cycles,native")
    parser.add_argument("--before", metavar="COMMIT", help="also measure the page of this commit, built apart")
    parser.add_argument("--scratch", default=os.path.join(server.ROOT, ".build"),
                        help="where the commit's page is built (under bench-before/; default .build)")
    parser.add_argument("--swift", default="swift", help="the Swift toolchain's driver for that build")
    parser.add_argument("--cold-only", action="store_true", help="measure the cold load alone (make bench COLD=1)")
    parser.add_argument("--loads", type=int, default=10, help="cold loads of each page (default 10)")
    parser.add_argument("--dry-run", action="store_true", help="print the pages and their order; build and measure nothing")
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    if args.cold_only:
        if args.before is not None:
            sys.exit("make bench: COLD=1 measures the working tree's page alone, not BEFORE=")
        skip = {"cpu", "memory", "size", "cycles", "native"}
    selected = operations.OPERATIONS
    if args.only:
        keys = args.only.split(",")
        selected = [op for op in operations.OPERATIONS if op.key in keys]
    cycles = args.cycles if args.cycles is not None else (12 if args.runs >= 10 else 6)

    before_tree, described = None, None
    if args.before is not None:
        try:
            if args.dry_run:
                full, subject = before.resolve(args.before)
                before_tree = before.tree_directory(args.scratch, full)
                described = f"{full[:12]} {subject}, built by: {shlex.join(before.build_command(before_tree, args.swift))}"
            else:
                before_tree, full, subject = before.build(args.before, args.scratch, args.swift)
                described = f"{full[:12]} {subject}, built in {before_tree}"
        except before.BuildError as error:
            sys.exit(f"make bench: {error}")
    pages, comparison = plan(before_tree)
    if args.dry_run:
        if not args.cold_only:
            print_plan(pages, comparison, args.runs)
            if described:
                print(f"before: {described}")
        if "cold" not in skip:
            print_cold_plan(args.loads)
        return

    servers = {}
    for page in pages:
        if page.tree not in servers:
            servers[page.tree] = server.serve(tree=page.tree)
    page_servers = {page.name: servers[page.tree] for page in pages}
    urls = {page.name: f"http://127.0.0.1:{page_servers[page.name].server_port}{page.path}" for page in pages}
    names = list(urls)
    mode = "full" if args.runs >= 15 else "quick"
    if not args.cold_only:
        print(f"js-framework-benchmark operations, {mode} mode: {args.runs} runs per operation "
              f"(select: {args.runs + math.ceil(10 * args.runs / 15)}), a new tab per run, pages interleaved")
    print(f"{subprocess.run([cdp.find_chromium(), '--version'], capture_output=True, text=True).stdout.strip()}, "
          f"headless, {os.cpu_count()} cores")
    if described:
        print(f"before: {described}; after: the working tree")
    print()
    started = time.monotonic()
    if "cpu" not in skip:
        results = run_cpu(urls, args.runs, selected)
        print_cpu(results, selected, comparison, names)
        print_first_paint(results, comparison, names)
    if "cold" not in skip:
        try:
            print_cold(run_cold(args.loads))
        except cold.PageError as error:
            if args.cold_only:
                sys.exit(f"make bench: {error}")
            print(f"cold load: not measured, {error}")
            print()
    if "memory" not in skip:
        run_memory(urls, max(1, min(args.runs, 5)), comparison)
    if "size" not in skip:
        run_sizes(page_servers, urls, comparison)
    if "cycles" not in skip:
        run_cycles(urls, cycles)
    if "native" not in skip and args.native:
        run_native(args.native)
    if "native" not in skip and args.app:
        run_app(args.app, max(args.runs, 9))
    print(f"({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
