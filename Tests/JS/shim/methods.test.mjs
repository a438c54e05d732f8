// Method calls (web/shim/methods.js): run after the frame's operations, their events dispatched as any
// other, a dialog shown again closed first.

import { mount, expectEqual, encodeFrame, buttonInDiv } from '../suites.mjs'

export const tests = {
  "applying: the events of a frame's method calls are dispatched"(context) {
    const { container, applier, calls, reports } = buttonInDiv(context)
    applier.apply(encodeFrame({ firstName: 5, capacity: 4, ops: [[22, 2, 4]] }))
    container.remove()
    const failures = []
    expectEqual(failures, calls, [[2, 4]], 'dispatched')
    expectEqual(failures, reports, [], 'reports')
    return failures
  },

  'applying: showModal on an open dialog closes it, then shows it'(context) {
    const { container, applier, reports } = mount(context)
    applier.apply(encodeFrame({ names: ['dialog', 'open'], strings: [''], capacity: 2,
      ops: [[1, 1, 1, 0], [10, 1, 2, 2, 0], [4, 1, 0, 0]] }))
    const dialog = applier.node(1), called = []
    dialog.showModal = () => { called.push(`showModal ${dialog.open}`); dialog.open = true }
    dialog.close = () => { called.push(`close ${dialog.open}`); dialog.open = false }
    applier.apply(encodeFrame({ names: ['showModal'], firstName: 3, capacity: 2, ops: [[22, 1, 3]] }))
    applier.apply(encodeFrame({ capacity: 2, firstName: 4, ops: [[22, 1, 3]] }))
    container.remove()
    const failures = []
    expectEqual(failures, called, ['close true', 'showModal false', 'close true', 'showModal false'], 'calls')
    expectEqual(failures, reports, [], 'reports')
    return failures
  },
}
