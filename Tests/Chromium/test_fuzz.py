"""The fuzzers' frames through the page's shim in Chromium: pairs of the differential test (`vdom-fuzz`)
compared node for node with the test DOM, and hostile frames (`vdom-hostile`) refused or applied as the
test DOM has them. Most of both run in jsdom; these show a real browser agrees. Each prints the
command that replays its seed."""

import json
import os
import random
import subprocess
import tempfile
import time

from harness import ROOT, expect


def test_differential(browser):
    """FUZZ_BROWSER (500) random pairs of the differential test (docs/testing.md) through the page's shim:
    `vdom-fuzz` (VDOM_FUZZ, which `make fuzz-tool` builds) renders them and writes their frames, the page
    applies them and compares its DOM with the test DOM's after each frame. FUZZ_SEED replays a seed."""
    tool = os.environ.get("VDOM_FUZZ") or os.path.join(ROOT, ".build", "release", "vdom-fuzz")
    if not os.path.exists(tool):
        raise AssertionError(f"{tool} is missing: make fuzz-tool builds it")
    seed = os.environ.get("FUZZ_SEED") or str(random.getrandbits(48))
    pairs = int(os.environ.get("FUZZ_BROWSER") or 500)
    replay = f"FUZZ_SEED={seed} FUZZ_BROWSER={pairs} /usr/bin/python3 Tests/Chromium/run.py differential"
    browser.open("/tests/Fuzz/browser.html")
    browser.wait("window.judgeReady", what="the differential test's page")
    judge = lambda lines: browser.js("return window.judgePairs(arguments[0])", lines)
    started = time.time()
    failing, frames, batch = None, 0, []
    with tempfile.TemporaryFile("w+") as report:
        run = subprocess.Popen([tool, "run", "--seed", seed, "--pairs", str(pairs), "--emit-every", "1"],
                               stdout=subprocess.PIPE, stderr=report, text=True)
        for line in iter(run.stdout.readline, ""):
            if line.startswith('{"pair"'):
                batch.append(line)
            if batch and (len(batch) == 25 or not line.startswith('{"pair"')):
                for sent, failures in zip(batch, judge(batch)):
                    frames += sent.count('"bytes"')
                    if failures and failing is None:
                        failing = (json.loads(sent)["pair"], failures)
                batch = []
            if failing:
                run.kill()
                break
        run.wait()
        if failing is None and run.returncode != 0:
            report.seek(0)
            raise AssertionError(f"seed {seed} fails in Swift ({replay}):\n{report.read()}")
    if failing:
        pair, failures = failing
        with tempfile.TemporaryFile("w+") as report:
            shrink = subprocess.Popen([tool, "shrink", "--seed", seed, "--pair", str(pair), "--judge"],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=report, text=True)
            for line in iter(shrink.stdout.readline, ""):
                found = judge([line])[0]
                shrink.stdin.write(("fail " + " ".join(found[0].split()) if found else "pass") + "\n")
                shrink.stdin.flush()
            shrink.wait()
            report.seek(0)
            raise AssertionError(f"pair {pair} of seed {seed} fails in Chromium ({replay}): {failures[0]}\n"
                                 f"{report.read()}")
    print(f"      seed {seed}: {pairs} pairs ({frames} frames) through vdom.min.js in {time.time() - started:.1f} s"
          f" ({replay})")


def test_hostile_frames(browser):
    """Some thousands of the fuzzer's hostile frames through the page's shim in Chromium (most run in jsdom,
    `make test-hostile`): each is refused at the byte and with the message the test DOM gives, the DOM
    unchanged, or applied whole to the DOM the test DOM makes."""
    fuzzer = os.path.join(ROOT, os.environ.get("SCRATCH", ".build"), "release", "vdom-hostile")
    if not os.path.exists(fuzzer):
        raise AssertionError(f"{os.path.relpath(fuzzer, ROOT)} is missing: `make test-hostile` builds it")
    seed = os.environ.get("HOSTILE_SEED") or str(random.randrange(1, 1 << 32))
    count = int(os.environ.get("HOSTILE_BROWSER_COUNT", "5000"))
    lines = subprocess.run([fuzzer, "--seed", seed, "--count", str(count), "--vectors", os.path.join(ROOT, "Tests", "Vectors")],
                           capture_output=True, text=True, check=True).stdout
    browser.open("/tests/Chromium/hostile.html")
    browser.wait("window.hostileReady", what="the hostile frames page")
    result = browser.js("return window.runHostile(arguments[0])", lines)
    replay = f"HOSTILE_SEED={seed} HOSTILE_BROWSER_COUNT={count} /usr/bin/python3 Tests/Chromium/run.py hostile"
    expect(result["failures"], [], f"hostile frames in Chromium (replay: {replay})")
    expect(result["refused"] + result["applied"], count, "mutated frames checked")
    # (The console is not checked: the checker collects what the shim reports, and Chromium logs errors of
    # its own for SVG attributes whose values the mutations made no lengths.)
    print(f"      {result['refused']} refused and {result['applied']} applied as the test DOM has them (seed {seed})")
