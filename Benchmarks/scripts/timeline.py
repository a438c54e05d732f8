"""Turns one operation's trace into the benchmark's numbers, as the js-framework-benchmark computes them.

* start: the one `EventDispatch` of type `click`;
* the result ends at the end of the first `Commit` that starts after the last of {click, FireAnimationFrame,
  TimerFire, Layout, FunctionCall} (by end time) among the renderer's events that start after the click ends;
* total = that end - click start, less the rAF delay beyond 16 ms when the click asked for exactly one frame
  and that frame fired late with no layout before it;
* script = the union of script events inside [start, end]; paint = the union of rendering events there.
"""

SCRIPT = {"EventDispatch", "EvaluateScript", "v8.evaluateModule", "FunctionCall", "TimerFire", "FireIdleCallback",
          "FireAnimationFrame", "RunMicrotasks", "V8.Execute"}
PAINT = {"UpdateLayoutTree", "Layout", "Commit", "Paint", "Layerize", "PrePaint"}
LAST_WORK = {"FireAnimationFrame", "TimerFire", "Layout", "FunctionCall"}
INTERESTING = SCRIPT | PAINT | LAST_WORK | {"RequestAnimationFrame"}


class Interval:
    __slots__ = ("name", "pid", "start", "end", "args")

    def __init__(self, name, pid, start, end, args):
        self.name, self.pid, self.start, self.end, self.args = name, pid, start, end, args


class BadTrace(Exception):
    """The trace cannot give a number (no click, several clicks, no commit); the run is repeated."""


def intervals(events):
    """Complete events as they are, begin/end pairs matched per thread, instants with zero length (µs)."""
    found = []
    open_events = {}
    for event in events:
        name = event.get("name")
        if name not in INTERESTING:
            continue
        phase = event.get("ph")
        pid, tid, ts = event.get("pid"), event.get("tid"), event.get("ts", 0)
        if phase == "X":
            found.append(Interval(name, pid, ts, ts + event.get("dur", 0), event.get("args", {})))
        elif phase == "B":
            open_events.setdefault((pid, tid, name), []).append(event)
        elif phase == "E":
            stack = open_events.get((pid, tid, name))
            if stack:
                begin = stack.pop()
                found.append(Interval(name, pid, begin["ts"], ts, begin.get("args", {})))
        elif phase in ("I", "i", "R"):
            found.append(Interval(name, pid, ts, ts, event.get("args", {})))
    found.sort(key=lambda i: i.start)
    return found


def union_length(spans):
    total = 0.0
    current_start = current_end = None
    for start, end in sorted(spans):
        if current_end is None or start > current_end:
            if current_end is not None:
                total += current_end - current_start
            current_start, current_end = start, end
        else:
            current_end = max(current_end, end)
    if current_end is not None:
        total += current_end - current_start
    return total


def measure(events):
    """Returns {'total', 'script', 'paint'} in milliseconds for one traced click."""
    spans = intervals(events)
    clicks = [i for i in spans if i.name == "EventDispatch" and i.args.get("data", {}).get("type") == "click"]
    if len(clicks) != 1:
        raise BadTrace(f"{len(clicks)} click dispatches in the trace")
    click = clicks[0]
    pid = click.pid
    mine = [i for i in spans if i.pid == pid]
    after = [i for i in mine if i.start >= click.end]
    last = click
    for interval in after:
        if interval.name in LAST_WORK and interval.end > last.end:
            last = interval
    commits = [i for i in mine if i.name == "Commit"]
    if not commits:
        raise BadTrace("no Commit in the trace")
    following = [i for i in commits if i.start > last.end]
    commit = following[0] if following else commits[-1]
    end = commit.end
    total = end - click.start

    # The benchmark's allowance for a frame requested in the click that fired late.
    requests = [i for i in mine if i.name == "RequestAnimationFrame" and click.start <= i.start <= click.end]
    frames = [i for i in after if i.name == "FireAnimationFrame" and i.start < commit.start]
    if len(requests) == 1 and len(frames) == 1:
        delay = frames[0].start - click.end
        layout_before = any(i.name == "Layout" and click.end <= i.start < frames[0].start for i in mine)
        if delay > 16_000 and not layout_before:
            total -= delay - 16_000

    def covered(names):
        return union_length((max(i.start, click.start), min(i.end, end))
                            for i in mine if i.name in names and i.end > click.start and i.start < end)

    return {"total": total / 1000, "script": covered(SCRIPT) / 1000, "paint": covered(PAINT) / 1000}
