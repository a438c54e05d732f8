"""Where one benchmark operation spends its time: the V8 sampling profiler over a few fresh tabs.

    make bench-profile OP=replace    # builds the Swift page with function names, then profiles it
    python3 Benchmarks/scripts/profile.py --page vanilla --op clear --tabs 8

Each tab loads the page, runs the benchmark's warm-ups for the operation (`operations.py`), collects
garbage, and samples every 50 µs while the operation's click is handled.
Prints self and inclusive time per function, per tab, unthrottled; Swift names are demangled. The
profiler inflates every figure: read them as shares, never as timings (`make bench` measures those).
"""

import argparse
import collections
import shutil
import subprocess
import sys
import time

import cdp
import operations
import server

# Operation: the benchmark's (operations.py), by the name `make bench-profile OP=` takes.
OPERATIONS = {
    "run": "01_run1k", "replace": "02_replace1k", "update": "03_update10th1k_x16", "select": "04_select1k",
    "swaprows": "05_swap1k", "remove": "06_remove-one-1k", "runlots": "07_create10k", "add": "08_create1k-after1k_x2",
    "clear": "09_clear1k_x8",
}


def profile_tab(browser, url, op):
    operation = next(o for o in operations.OPERATIONS if o.key == OPERATIONS[op])
    tab = browser.tab(url)
    tab.wait_until("document.querySelector('#run') !== null")
    # The benchmark's own warm-ups, so the profile shows the code the benchmark measures: functions that
    # ran before are compiled by then, as they are when it clicks.
    operation.init(tab)
    # As the benchmark does: the warm-ups' garbage is collected before the click, not during it.
    tab.evaluate("window.gc && window.gc()")
    tab.send("Profiler.enable")
    tab.send("Profiler.setSamplingInterval", {"interval": 50})
    tab.send("Profiler.start")
    tab.click(operation.click)
    tab.wait_until(operation.done)
    time.sleep(0.3)
    profile = tab.send("Profiler.stop")["profile"]
    tab.close()
    return profile


def add_times(profile, own, inclusive, callers):
    """Adds the profile's sampled time to `own` (the function on top), `inclusive` (every function on
    the stack, once per sample) and `callers` (each function's own time by the function that called it)."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    parent = {child: node["id"] for node in profile["nodes"] for child in node.get("children", [])}

    def name(node_id):
        frame = nodes[node_id]["callFrame"]
        return frame["functionName"] or "(anonymous)", frame["url"].rsplit("/", 1)[-1]

    spent = collections.Counter()
    for sample, delta in zip(profile["samples"], profile["timeDeltas"]):
        spent[sample] += delta
    for node_id, micros in spent.items():
        if name(node_id)[0] in ("(idle)", "(program)", "(root)"):
            continue
        own[name(node_id)] += micros
        if node_id in parent:
            callers[(name(node_id), name(parent[node_id]))] += micros
        seen = set()
        while node_id is not None:
            if name(node_id) not in seen and name(node_id)[0] != "(root)":
                seen.add(name(node_id))
                inclusive[name(node_id)] += micros
            node_id = parent.get(node_id)


def demangled(names):
    tool = shutil.which("swift-demangle") or "/opt/swift/usr/bin/swift-demangle"
    try:
        output = subprocess.run([tool, "--simplified", "--compact"], input="\n".join(names),
                                capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return list(names)
    # Embedded Swift's symbols start with `$e`, which the demangler reads as `$s`.
    return [line or original for line, original in zip(output.split("\n"), names)]


def report(title, counter, tabs, count):
    print(title)
    top = counter.most_common(count)
    labels = demangled([function.replace("$e", "$s", 1) for (function, _), _ in top])
    for ((_, source), micros), label in zip(top, labels):
        print(f"  {micros / tabs / 1000:7.2f} ms  {label[:100]}  [{source or 'native'}]")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--page", default="swift", choices=["swift", "vanilla"])
    parser.add_argument("--op", default="run", choices=sorted(OPERATIONS))
    parser.add_argument("--tabs", type=int, default=5)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--callers", metavar="TEXT",
                        help="also print the own time of functions whose name contains TEXT, by caller")
    args = parser.parse_args()
    # The shim as written, so its functions keep their names in the profile.
    httpd = server.serve(readable_shim=True)
    url = f"http://127.0.0.1:{httpd.server_port}/bench/{args.page}/"
    own, inclusive, callers = collections.Counter(), collections.Counter(), collections.Counter()
    with cdp.Browser() as browser:
        for _ in range(args.tabs):
            add_times(profile_tab(browser, url, args.op), own, inclusive, callers)
    print(f"{args.page} page, {args.op}: {sum(own.values()) / args.tabs / 1000:.1f} ms sampled per tab "
          f"({args.tabs} tabs)")
    report("self time per tab:", own, args.tabs, args.top)
    report("inclusive time per tab:", inclusive, args.tabs, args.top)
    if args.callers:
        pairs = [(pair, micros) for pair, micros in callers.most_common()]
        labels = demangled([f.replace("$e", "$s", 1) for ((f, _), _), _ in pairs]
                           + [c.replace("$e", "$s", 1) for (_, (c, _)), _ in pairs])
        print(f"own time of functions containing {args.callers!r}, by caller, per tab:")
        for k, ((_, micros), label) in enumerate(zip(pairs, labels)):
            if args.callers in label and micros / args.tabs >= 20:
                print(f"  {micros / args.tabs / 1000:7.2f} ms  {label[:60]}  <-  {labels[len(pairs) + k][:70]}")


if __name__ == "__main__":
    sys.exit(main())
