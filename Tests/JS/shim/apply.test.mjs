// The shim applying frames (web/shim/apply.js): the shared vectors, each frame applied and the DOM compared
// with the snapshot taken in Swift, and what `apply` returns and keeps of the nodes a frame released.

import { compareChildren } from '../dom-compare.mjs'
import { bytes, mount, expectEqual, encodeFrame, buttonInDiv, BUTTON_IN_DIV } from '../suites.mjs'

/** Applies each frame of the vector and compares the DOM with the snapshot taken in Swift. */
function runVector(vector, context) {
  const { container, applier, reports } = mount(context)
  const failures = []
  vector.frames.forEach((frame, index) => {
    try {
      applier.apply(bytes(frame.bytes))
    } catch (error) {
      failures.push(`frame ${index}: ${error.message}`)
      return
    }
    for (const failure of compareChildren(container, frame.dom, applier.listensFor)) failures.push(`frame ${index} ${failure}`)
    const kept = (frame.released ?? []).filter((id) => applier.node(id) !== undefined)
    if (kept.length) failures.push(`frame ${index} still holds released nodes ${kept.map((id) => `#${id}`).join(', ')}`)
  })
  expectEqual(failures, reports, [], 'reports')
  container.remove()
  return failures
}

// The page asks Swift to free what a frame removed once it is idle or once the browser has collected one
// of the removed DOM nodes, and only after frames that released nodes: `apply` returns one of them.
const releaseTests = {
  'release: apply returns a node the frame released, and nothing for a frame that released none'(context) {
    const vector = context.byName['13-released']
    const { container, applier } = mount(context)
    const failures = []
    vector.frames.forEach((frame, index) => {
      const before = (frame.released ?? []).map((id) => applier.node(id))
      const answer = applier.apply(bytes(frame.bytes))
      if (frame.released === undefined) {
        if (answer !== undefined) failures.push(`frame ${index} released nothing, apply returned ${answer}`)
      } else if (answer === undefined || !before.includes(answer)) {
        failures.push(`frame ${index}: apply returned ${answer?.nodeName}, not one of the nodes #${frame.released.join(', #')}`)
      }
    })
    expectEqual(failures, vector.frames.map((frame) => frame.released !== undefined), [false, true, true, true], 'frames that release')
    container.remove()
    return failures
  },

  'release: the same nodes shown again leave the table and its listening nodes as they were'(context) {
    const { container, applier } = buttonInDiv(context)
    const failures = []
    expectEqual(failures, applier.stats(), { nodes: 4, listening: 2 }, 'the container, div, button and text')
    const clear = encodeFrame({ ops: [[6, 1], [23, 1, 3]], firstName: 5, capacity: 4 })
    // BUTTON_IN_DIV again, with the names it defined: its text is now string 0.
    const ops = BUTTON_IN_DIV.ops.map((op) => (op[0] === 2 ? [2, 3, 0] : op))
    const again = encodeFrame({ ops, strings: ['Go'], firstName: 5, capacity: 4 })
    for (let cycle = 1; cycle <= 3; cycle++) {
      applier.apply(clear)
      expectEqual(failures, applier.stats(), { nodes: 1, listening: 0 }, `cleared, cycle ${cycle}`)
      applier.apply(again)
      expectEqual(failures, applier.stats(), { nodes: 4, listening: 2 }, `shown again, cycle ${cycle}`)
    }
    expectEqual(failures, container.innerHTML, '<div><button>Go</button></div>', 'the DOM')
    container.remove()
    return failures
  },
}

// Each shared vector (Tests/Vectors) is a test of its own, then the releases.
export const tests = (context) => ({
  ...Object.fromEntries(context.vectors.map((vector) => [`vector ${vector.name}`, () => runVector(vector, context)])),
  ...releaseTests,
})
