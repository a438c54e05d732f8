"""`make bench`: the js-framework-benchmark's keyed operations, memory, size and first paint, for the page
the toolkit renders and for the plain JavaScript baseline, measured side by side in one headless Chromium
run; then the native diff benchmark of the core, and the page's own app built natively. Prints figures;
asserts nothing about time.

    /usr/bin/python3 Benchmarks/scripts/run.py [--runs N] [--only 01_run1k,...] [--native "command"] [--app "command"]

RUNS=15 (the benchmark's own count) is the full mode; the default is a quick one of 5 runs.
"""

import argparse
import json
import math
import os
import shlex
import subprocess
import sys
import time

import cdp
import measure
import operations
import server
import stats

IMPLEMENTATIONS = [("vanilla", "/bench/vanilla/"), ("swift", "/bench/swift/")]


def progress(text):
    print(text, file=sys.stderr, flush=True)


def fmt(value, digits=1):
    return "—" if value is None or (isinstance(value, float) and math.isnan(value)) else f"{value:.{digits}f}"


def with_iqr(samples, digits=1):
    middle, low, high = stats.summary(samples)
    return f"{fmt(middle, digits)} ({fmt(low, digits)}–{fmt(high, digits)})"


def ratio(a, b):
    return b / a if a else float("nan")


def run_cpu(base, runs, selected):
    """{op key: {impl: [result]}}; the two pages alternate, and which goes first alternates too."""
    results = {}
    for operation in selected:
        count = runs + math.ceil(operation.extra_runs * runs / 15)
        per_impl = {name: [] for name, _ in IMPLEMENTATIONS}
        started = time.monotonic()
        with cdp.Browser() as browser:
            for index in range(count):
                order = IMPLEMENTATIONS if index % 2 == 0 else IMPLEMENTATIONS[::-1]
                for name, path in order:
                    per_impl[name].append(measure.cpu(browser, base + path, operation))
        progress(f"  {operation.key}: {count} runs each, {time.monotonic() - started:.0f} s")
        results[operation.key] = per_impl
    return results


def print_cpu(results, selected):
    print("CPU, ms: median (interquartile range) of `total` (click to first frame commit) and `script`;")
    print("ratio = Swift / plain JavaScript.")
    header = (f"{'operation':<24}{'total: vanilla':>25}{'swift':>25}{'ratio':>7}   "
              f"{'script: vanilla':>23}{'swift':>23}{'ratio':>7}")
    print(header)
    print("-" * len(header))
    total_ratios, script_ratios, weights, total_pairs = [], [], [], []
    for operation in selected:
        per_impl = results[operation.key]
        totals = {name: [r["total"] for r in per_impl[name]] for name, _ in IMPLEMENTATIONS}
        scripts = {name: [r["script"] for r in per_impl[name]] for name, _ in IMPLEMENTATIONS}
        total_ratio = ratio(stats.median(totals["vanilla"]), stats.median(totals["swift"]))
        script_ratio = ratio(stats.median(scripts["vanilla"]), stats.median(scripts["swift"]))
        total_ratios.append(total_ratio)
        script_ratios.append(script_ratio)
        weights.append(operation.weight)
        total_pairs.append((totals["vanilla"], totals["swift"]))
        print(f"{operation.key:<24}{with_iqr(totals['vanilla']):>25}{with_iqr(totals['swift']):>25}"
              f"{fmt(total_ratio, 2):>7}   {with_iqr(scripts['vanilla'], 2):>23}{with_iqr(scripts['swift'], 2):>23}"
              f"{fmt(script_ratio, 2):>7}")
    print("-" * len(header))
    print(f"weighted geometric mean of the ratios (benchmark weights): total {fmt(stats.weighted_geomean(total_ratios, weights), 3)}"
          f", script {fmt(stats.weighted_geomean(script_ratios, weights), 3)}")
    if all(len(a) > 1 and len(b) > 1 for a, b in total_pairs):
        low, high = stats.geomean_interval(total_pairs, weights)
        print(f"  95 % bootstrap interval of the total's mean (each operation's runs drawn again): {fmt(low, 3)}–{fmt(high, 3)}")
    print()


def print_first_paint(results):
    paints = {name: [] for name, _ in IMPLEMENTATIONS}
    for per_impl in results.values():
        for name, _ in IMPLEMENTATIONS:
            paints[name].extend(r["first_paint"] for r in per_impl[name] if r.get("first_paint") is not None)
    if not paints["vanilla"] or not paints["swift"]:
        return
    vanilla, swift = stats.median(paints["vanilla"]), stats.median(paints["swift"])
    print(f"first paint, ms (every new tab of the CPU runs, after load and one #run): "
          f"vanilla {with_iqr(paints['vanilla'])}, swift {with_iqr(paints['swift'])}, ratio {fmt(ratio(vanilla, swift), 2)}")
    print()


def run_memory(base, runs):
    print("memory, MB (measureUserAgentSpecificMemory after a major GC, a fresh browser per sample; it counts DOM and")
    print("JavaScript only, so the wasm module's linear memory is listed apart):")
    for label, action in (("21 after load", measure.after_load), ("22 after creating 1,000 rows", measure.after_run),
                          ("25 after 5 x create/clear", measure.after_run_clear)):
        samples = {name: [] for name, _ in IMPLEMENTATIONS}
        wasm = []
        for index in range(runs):
            order = IMPLEMENTATIONS if index % 2 == 0 else IMPLEMENTATIONS[::-1]
            for name, path in order:
                used, linear = measure.memory(base + path, action)
                samples[name].append(used)
                if linear:
                    wasm.append(linear)
        vanilla, swift = stats.median(samples["vanilla"]), stats.median(samples["swift"])
        print(f"  {label:<30} vanilla {with_iqr(samples['vanilla'], 2):<20} swift {with_iqr(samples['swift'], 2):<20}"
              f" ratio {fmt(ratio(vanilla, swift), 2):<6} wasm memory {fmt(stats.median(wasm), 2) if wasm else '—'}")
    print()


def run_sizes(httpd, base):
    print("size of everything the page loads (load and one #run; /css excluded, as the benchmark does), bytes:")
    print(f"  {'file':<34}{'raw':>9}{'gzip -9':>9}{'brotli':>9}")
    totals = {}
    for name, path in IMPLEMENTATIONS:
        total = [0, 0, 0]
        benchmark_figure = 0
        for url, data in measure.page_files(httpd, base + path):
            raw, gz, br = measure.compressed_sizes(data)
            total = [total[0] + raw, total[1] + gz, total[2] + br]
            benchmark_figure += br if raw >= 1024 else raw
            print(f"  {url:<34}{raw:>9}{gz:>9}{br:>9}")
        print(f"  {name + ' total':<34}{total[0]:>9}{total[1]:>9}{total[2]:>9}"
              f"   (benchmark's compressed figure: {benchmark_figure / 1024:.1f} kB)")
        totals[name] = total
    print(f"  brotli ratio swift / vanilla: {fmt(ratio(totals['vanilla'][2], totals['swift'][2]), 2)}")
    print()


def run_cycles(base, cycles):
    print(f"repeated create/clear: {cycles} cycles of #runlots (10,000 rows) then #clear; after a major GC each time:")
    for name, path in IMPLEMENTATIONS:
        figures = measure.create_clear_cycles(base + path, cycles)
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", "5")))
    parser.add_argument("--only", help="comma-separated operation keys (default: all nine)")
    parser.add_argument("--cycles", type=int, default=None, help="create/clear cycles (default 6, 12 when runs >= 10)")
    parser.add_argument("--native", help="command that runs the native core benchmark")
    parser.add_argument("--app", help="command that runs the page's app natively (BenchWeb built for Linux)")
    parser.add_argument("--skip", default="", help="comma-separated parts to skip: cpu,memory,size,cycles,native")
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    selected = operations.OPERATIONS
    if args.only:
        keys = args.only.split(",")
        selected = [op for op in operations.OPERATIONS if op.key in keys]
    cycles = args.cycles if args.cycles is not None else (12 if args.runs >= 10 else 6)

    httpd = server.serve()
    base = f"http://127.0.0.1:{httpd.server_port}"
    mode = "full" if args.runs >= 15 else "quick"
    print(f"js-framework-benchmark operations, {mode} mode: {args.runs} runs per operation "
          f"(select: {args.runs + math.ceil(10 * args.runs / 15)}), a new tab per run, pages interleaved")
    print(f"{subprocess.run([cdp.find_chromium(), '--version'], capture_output=True, text=True).stdout.strip()}, "
          f"headless, {os.cpu_count()} cores")
    print()
    started = time.monotonic()
    if "cpu" not in skip:
        results = run_cpu(base, args.runs, selected)
        print_cpu(results, selected)
        print_first_paint(results)
    if "memory" not in skip:
        run_memory(base, max(1, min(args.runs, 5)))
    if "size" not in skip:
        run_sizes(httpd, base)
    if "cycles" not in skip:
        run_cycles(base, cycles)
    if "native" not in skip and args.native:
        run_native(args.native)
    if "native" not in skip and args.app:
        run_app(args.app, max(args.runs, 9))
    print(f"({time.monotonic() - started:.0f} s)")


if __name__ == "__main__":
    main()
