"""The shim's part of one frame, timed alone: the Swift page's frames are recorded, then applied again by
each shim variant into a fresh, rendered copy of the page, side by side in one tab.

    python3 Benchmarks/scripts/apply.py [--frame create|clear] [--tabs 4] [--rounds 20] [--collect] [--unoptimised]
                                   [--variant NAME=SHIM.js]

The Swift page runs with a recording copy of the shim, joined and not minified (`server.joined_shim`); its
`#run` and `#clear` give the frames. In each
round every variant builds the page from the mount frame in a new container, lets the browser render it,
then times `apply` of the chosen frame (for `clear`, after applying the create frame). The first variant
is that joined shim unless one is given; `baseline` is always last: the same rows built as the plain-JavaScript
page builds them (a template row cloned, its two texts set, appended) or cleared as it clears them, the
floor any applier of that frame works against. Prints each variant's median and interquartile range, and
the median of its ratio to the first variant's time in the same round: rounds taken close together
share the machine's state, so the ratio is steadier than the times.

`--collect` collects garbage as the benchmark does before each timed frame. A major collection throws
away optimised code that relied on hidden classes no object has any longer, such as those of the nodes of
the appliers of earlier rounds (the page itself keeps its own alive: see `define` in `web/shim/templates.js`).
`--unoptimised` runs Chromium with V8's optimising compilers off (the interpreter and baseline code only):
the figures are then steady from run to run, and show what a frame costs before the engine optimises it.
"""

import argparse
import json
import os
import statistics
import sys
import tempfile

import cdp
import measure
import server

RECORDED_CALL = "      const removed = applier.apply(new Uint8Array(memory.buffer, pointer, length))\n"
RECORD = "      ;(globalThis.recordedFrames ??= []).push(new Uint8Array(memory.buffer, pointer, length).slice())\n"

# Applies the mount frame with the first variant, then does what the plain-JavaScript page does.
BASELINE = """import { createApplier as first } from '/apply/%s.js'
const row = document.createElement('template')
row.innerHTML = '<tr><td class="col-md-1"> </td><td class="col-md-4"><a> </a></td><td class="col-md-1"><a>' +
  '<span class="glyphicon glyphicon-remove" aria-hidden="true"></span></a></td><td class="col-md-6"></td></tr>'
export function createApplier(container) {
  const applier = first(container)
  let frames = 0
  return {
    apply(frame) {
      if (frames++ === 0) return applier.apply(frame)
      const tbody = container.querySelector('tbody')
      if (globalThis.timedFrame === 'clear' && frames === 3) return void (tbody.textContent = '')
      for (let id = 1; id <= 1000; id++) {
        const tr = row.content.firstChild.cloneNode(true), cell = tr.firstChild
        cell.firstChild.nodeValue = id
        cell.nextSibling.firstChild.firstChild.nodeValue = 'pretty red table'
        tbody.appendChild(tr)
      }
    },
  }
}
"""

TIMED = """(async () => {
  globalThis.timedFrame = %(frame)s
  document.getElementById('run').click()
  document.getElementById('clear').click()
  const [mount, create, clear] = recordedFrames
  const names = %(names)s, collect = %(collect)s, modules = {}, times = {}
  for (const name of names) {
    modules[name] = await import(`/apply/${name}.js`)
    times[name] = []
  }
  for (let round = 0; round < %(rounds)d; round++) {
    for (const name of names) {
      const container = document.createElement('div')
      document.body.append(container)
      const applier = modules[name].createApplier(container)
      applier.apply(mount)
      if (timedFrame === 'clear') applier.apply(create)
      container.offsetHeight
      await new Promise((rendered) => requestAnimationFrame(() => setTimeout(rendered, 0)))
      if (collect) {
        window.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
        await new Promise((settled) => setTimeout(settled, 20))
      }
      const start = performance.now()
      applier.apply(timedFrame === 'clear' ? clear : create)
      times[name].push(performance.now() - start)
      container.remove()
    }
  }
  return times
})()"""


def shim_variant(text):
    name, _, path = text.partition("=")
    if not name or not path.endswith(".js") or name == "baseline":
        raise argparse.ArgumentTypeError(f"{text}: expected NAME=SHIM.js, NAME not `baseline`")
    return name, path


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frame", default="create", choices=["create", "clear"])
    parser.add_argument("--tabs", type=int, default=4)
    parser.add_argument("--rounds", type=int, default=20, help="rounds per tab; the first 3 warm up (default 20)")
    parser.add_argument("--collect", action="store_true", help="collect garbage before each timed frame")
    parser.add_argument("--unoptimised", action="store_true", help="V8 without its optimising compilers")
    parser.add_argument("--variant", type=shim_variant, action="append", default=[], metavar="NAME=SHIM.js")
    args = parser.parse_args()
    if args.rounds < 5:
        parser.error("--rounds must be at least 5: the first 3 of each tab warm up")
    current = server.joined_shim()
    variants = args.variant or [("current", current)]
    with open(current) as file:
        shim = file.read()
    if RECORDED_CALL not in shim:
        sys.exit("web/shim/run.js no longer calls applier.apply where this script records frames; update RECORDED_CALL")
    with tempfile.TemporaryDirectory() as scratch:
        recorder, baseline = os.path.join(scratch, "recorder.js"), os.path.join(scratch, "baseline.js")
        with open(recorder, "w") as file:
            file.write(shim.replace(RECORDED_CALL, RECORD + RECORDED_CALL))
        with open(baseline, "w") as file:
            file.write(BASELINE % variants[0][0])
        files = {"/vdom.min.js": recorder, "/apply/baseline.js": baseline}
        files.update({f"/apply/{name}.js": os.path.abspath(path) for name, path in variants})
        names = [name for name, _ in variants] + ["baseline"]
        httpd = server.serve(files=files)
        times = {name: [] for name in names}
        ratios = {name: [] for name in names}
        flags = ["--js-flags=--expose-gc --no-maglev --no-turbofan"] if args.unoptimised else []
        with cdp.Browser(flags) as browser:
            for _ in range(args.tabs):
                tab = browser.tab(f"http://127.0.0.1:{httpd.server_port}/bench/swift/", measure.READY)
                try:
                    found = tab.evaluate(TIMED % {"frame": json.dumps(args.frame), "names": json.dumps(names),
                                                  "collect": json.dumps(args.collect), "rounds": args.rounds},
                                         await_promise=True)
                finally:
                    tab.close()
                for name in names:
                    kept = found[name][3:]
                    times[name] += kept
                    ratios[name] += [time / first for time, first in zip(kept, found[names[0]][3:])]
    print(f"apply of the {args.frame} frame (1,000 rows) into a rendered page, ms, "
          f"{args.tabs} tabs × {args.rounds - 3} rounds:")
    for name in names:
        low, _, high = statistics.quantiles(times[name], n=4)
        print(f"  {name:12} {statistics.median(times[name]):8.2f} ({low:.2f}–{high:.2f})"
              f"   ratio to {names[0]} in the same round: {statistics.median(ratios[name]):.3f}")


if __name__ == "__main__":
    sys.exit(main())
