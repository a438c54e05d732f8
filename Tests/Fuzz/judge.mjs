// The shim's side of the differential test (docs/testing.md), for jsdom (differential.mjs) and for a
// real browser (browser.js) alike: applies a pair's frames with the shim, and after each compares the
// DOM with the test DOM's snapshot node for node and checks that the released nodes are forgotten.

import { compareChildren, instrument } from '../JS/dom-compare.mjs'
import { bytes } from '../JS/suites.mjs'

/**
 * A judge for `window` and the shim's `createApplier`: a function that takes a pair as `vdom-fuzz` writes
 * it (`{pair, frames: [{bytes, released, dom}]}`) and returns its failures, one line each, stopping at
 * the first frame that has any (empty when the pair passes).
 */
export function createJudge(window, createApplier) {
  const numbering = instrument(window)
  return function judge(pair) {
    const container = window.document.createElement('div')
    window.document.body.append(container)
    numbering.restart()
    const failures = []
    // Nothing the shim reports is expected: a frame of the toolkit is never refused or corrected.
    const report = (kind, message) => failures.push(`the shim reported (kind ${kind}): ${message}`)
    const applier = createApplier(container, () => 0, report)
    try {
      for (const [index, frame] of pair.frames.entries()) {
        try {
          applier.apply(bytes(frame.bytes))
        } catch (error) {
          failures.push(`frame ${index}: ${error.message}`)
        }
        for (const failure of compareChildren(container, frame.dom, applier.listensFor)) failures.push(`frame ${index} ${failure}`)
        const kept = frame.released.filter((id) => applier.node(id) !== undefined)
        if (kept.length) failures.push(`frame ${index} still holds released nodes ${kept.map((id) => `#${id}`).join(', ')}`)
        if (failures.length) break
      }
    } finally {
      container.remove()
    }
    return failures
  }
}
