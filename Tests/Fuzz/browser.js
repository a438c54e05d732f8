// The shim's side of the differential test in a browser (docs/testing.md): the page's shim applies the
// pairs the Chromium test hands over (Tests/Chromium/test_fuzz.py), judged as in jsdom (judge.mjs).
import { createApplier } from '/vdom.min.js'
import { createJudge } from '/tests/Fuzz/judge.mjs'

const judge = createJudge(window, createApplier)
/** Judges pairs, lines of JSON as `vdom-fuzz` writes them: for each, its failures (none when it passes). */
window.judgePairs = (lines) => lines.map((line) => judge(JSON.parse(line)))
window.judgeReady = true
