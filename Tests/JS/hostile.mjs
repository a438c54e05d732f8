// Checks the shim against the hostile frames of Sources/vdom-hostile, line by line (its header says the
// format), in jsdom (run-hostile.mjs) or a browser (Tests/Chromium/hostile.html). A mutated frame the test
// DOM refused must be refused with a `FrameError` at the same byte with the same message, the container's
// HTML unchanged; one it applied must be applied whole, without a report, to the DOM of its snapshot.

import { compareChildren, instrument } from './dom-compare.mjs'

/**
 * A checker for one run: `check(line)` takes one parsed line and returns its failures (none: `[]`).
 * `counts` says how many mutated frames were refused and applied as they should be.
 */
export function hostileChecker({ window, createApplier, decode }) {
  const numbering = instrument(window)
  const document = window.document
  const counts = { refused: 0, applied: 0 }
  let container, applier, reports

  function reset() {
    container?.remove()
    container = document.createElement('div')
    document.body.append(container)
    numbering.restart()
    reports = []
    applier = createApplier(container, () => 0, (kind, message) => reports.push(`${kind}: ${message}`))
  }

  function check(line) {
    if ('reset' in line) return void reset() ?? []
    const frame = decode(line.base ?? line.try)
    const before = container.innerHTML
    let error
    try {
      applier.apply(frame)
    } catch (caught) {
      error = caught
    }
    if ('base' in line) return error ? [`a real frame was refused: ${error.message}`] : []
    const failures = []
    if (line.refused) {
      const [offset, problem] = line.refused
      if (error === undefined) return [`applied, but the test DOM refused it at byte ${offset}: ${problem}`]
      if (error.name !== 'FrameError') failures.push(`threw ${error}`)
      else if (error.message !== `malformed frame at byte ${offset}: ${problem}`) failures.push(`${error.message}, but the test DOM refused it at byte ${offset}: ${problem}`)
      if (!(error.offset >= 0 && error.offset < Math.max(frame.byteLength, 1))) failures.push(`offset ${error.offset} is outside the frame's ${frame.byteLength} bytes`)
      if (container.innerHTML !== before) failures.push('the refused frame changed the DOM')
      if (failures.length === 0) counts.refused++
    } else {
      if (error !== undefined) return [`${error.message}, but the test DOM applied it`]
      failures.push(...compareChildren(container, line.dom, applier.listensFor))
      if (reports.length) failures.push(`reported: ${reports.join('; ')}`)
      reports = []
      if (failures.length === 0) counts.applied++
    }
    return failures
  }

  return { check, counts }
}
