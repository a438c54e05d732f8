"""What the JavaScript heap holds after repeated create/clear cycles that it did not hold after load.

    python3 Benchmarks/scripts/heap.py [--page swift] [--cycles 3] [--top 20]

Loads the page, takes a heap snapshot after a major garbage collection, runs the cycles of `make bench`'s
memory figure (10,000 rows created, then cleared), and takes another. Prints the growth of the used heap
and the snapshot's nodes grouped by type and name, largest change first: retained rows would show as
DOM wrappers, arrays or strings; compiled code and the browser's own caches show under their names.
"""

import argparse
import collections
import json
import sys

import cdp
import measure
import operations
import server


def snapshot(tab):
    """Self sizes and counts of the heap's nodes by "type: name" after a major GC, and the used heap."""
    tab.evaluate(measure.GC)
    start = tab.browser.event_count(tab.session)
    tab.send("HeapProfiler.enable")
    tab.send("HeapProfiler.takeHeapSnapshot", {"reportProgress": False})
    chunks = [params["chunk"] for method, params in tab.browser.take_events(tab.session, start)
              if method == "HeapProfiler.addHeapSnapshotChunk"]
    heap = json.loads("".join(chunks))
    meta = heap["snapshot"]["meta"]
    fields = meta["node_fields"]
    kinds, strings, nodes = meta["node_types"][0], heap["strings"], heap["nodes"]
    kind, name, size = fields.index("type"), fields.index("name"), fields.index("self_size")
    sizes, counts = collections.Counter(), collections.Counter()
    for at in range(0, len(nodes), len(fields)):
        group = f"{kinds[nodes[at + kind]]}: {strings[nodes[at + name]][:70]}"
        sizes[group] += nodes[at + size]
        counts[group] += 1
    return sizes, counts, tab.send("Runtime.getHeapUsage")["usedSize"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--page", default="swift", choices=["swift", "vanilla"])
    parser.add_argument("--cycles", type=int, default=3)
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args()
    httpd = server.serve()
    with cdp.Browser() as browser:
        tab = browser.tab(f"http://127.0.0.1:{httpd.server_port}/bench/{args.page}/", measure.READY)
        before, before_counts, used_before = snapshot(tab)
        for _ in range(args.cycles):
            operations.click_and_wait(tab, "#runlots", operations.exists("tbody>tr:nth-of-type(10000)"))
            operations.click_and_wait(tab, "#clear", operations.gone("tbody>tr"))
        after, after_counts, used_after = snapshot(tab)
    print(f"{args.page} page: used JS heap {used_before:,} bytes after load, {used_after:,} after "
          f"{args.cycles} create/clear cycles of 10,000 rows ({used_after - used_before:+,})")
    print("change in bytes and in nodes, by snapshot node type and name:")
    changes = {group: (after[group] - before[group], after_counts[group] - before_counts[group])
               for group in set(before) | set(after)}
    for group, (size, count) in sorted(changes.items(), key=lambda item: -abs(item[1][0]))[:args.top]:
        print(f"  {size:+10,} {count:+7,}  {group}")


if __name__ == "__main__":
    sys.exit(main())
