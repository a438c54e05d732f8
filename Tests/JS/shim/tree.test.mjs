// The tree (web/shim/tree.js): an empty list receiving many children filled out of the document and put
// back where it was.

import { mount, expectEqual, encodeFrame } from '../suites.mjs'

// `<div #1><p #2/><ul #3/><p #4/></div>`, then a frame that adds `count` items to the list, followed by
// `after` (more operations). Names: div 1, p 2, ul 3, li 4, then `names`.
function fillList(context, { count, after = [], names = [], prepare = () => {} }) {
  const { container, applier, reports } = mount(context)
  applier.apply(encodeFrame({
    names: ['div', 'p', 'ul'],
    capacity: 5,
    ops: [[1, 1, 1, 0], [1, 2, 2, 0], [1, 3, 3, 0], [1, 4, 2, 0], [4, 2, 1, 0], [4, 3, 1, 0], [4, 4, 1, 0], [4, 1, 0, 0]],
  }))
  const list = applier.node(3)
  prepare(list)
  const observer = new context.window.MutationObserver(() => {})
  observer.observe(applier.node(1), { childList: true })
  const ops = []
  for (let k = 0; k < count; k++) ops.push([1, 5 + 2 * k, 4, 0], [2, 6 + 2 * k, 1 + names.length + k], [4, 6 + 2 * k, 5 + 2 * k, 0], [4, 5 + 2 * k, 3, 0])
  let error
  try {
    applier.apply(encodeFrame({
      names: ['li', ...names],
      strings: Array.from({ length: count }, (_, k) => `item ${k + 1}`),
      firstName: 4,
      capacity: 100,
      ops: [...ops, ...after],
    }))
  } catch (caught) {
    error = caught
  }
  // Each record is the list leaving (-) or coming back (+) to the div.
  const moves = observer.takeRecords().flatMap((record) =>
    [...[...record.removedNodes].map((node) => `-${node.localName}`), ...[...record.addedNodes].map((node) => `+${node.localName}`)])
  observer.disconnect()
  const children = [...applier.node(1).children].map((node) => node.localName)
  const items = [...list.children].map((item) => item.textContent)
  const lastClass = list.lastChild?.className
  container.remove()
  return { moves, children, items, error, reports, lastClass }
}

const items = (count) => Array.from({ length: count }, (_, k) => `item ${k + 1}`)

// An empty list receiving many children is filled out of the document and put back where it was.
export const tests = {
  'filling: an empty list receiving forty items is filled out of the document and put back in place'(context) {
    const { moves, children, items: shown } = fillList(context, { count: 40 })
    const failures = []
    expectEqual(failures, moves, ['-ul', '+ul'], 'the div saw')
    expectEqual(failures, children, ['p', 'ul', 'p'], 'the div holds')
    expectEqual(failures, shown, items(40), 'the list holds')
    return failures
  },

  'filling: a list receiving few items stays in the document'(context) {
    const { moves, items: shown } = fillList(context, { count: 3 })
    const failures = []
    expectEqual(failures, moves, [], 'the div saw')
    expectEqual(failures, shown, items(3), 'the list holds')
    return failures
  },

  'filling: the list is put back before an operation on a node that was there before the frame'(context) {
    // After the items: remove the p after the list (#4), then insert a new p (#85) at the div's end.
    const after = [[6, 4], [1, 85, 2, 0], [4, 85, 1, 0]]
    const { moves, children, items: shown } = fillList(context, { count: 40, after })
    const failures = []
    expectEqual(failures, moves, ['-ul', '+ul', '-p', '+p'], 'the div saw')
    expectEqual(failures, children, ['p', 'ul', 'p'], 'the div holds')
    expectEqual(failures, shown, items(40), 'the list holds')
    return failures
  },

  'filling: a focused list or an animated one stays in the document'(context) {
    const failures = []
    const focused = fillList(context, { count: 40, prepare: (list) => { list.tabIndex = 0; list.focus() } })
    expectEqual(failures, focused.moves, [], 'the div of the focused list saw')
    expectEqual(failures, focused.items, items(40), 'the focused list holds')
    const animated = fillList(context, { count: 40, prepare: (list) => { list.style.animationName = 'appear' } })
    expectEqual(failures, animated.moves, [], 'the div of the animated list saw')
    return failures
  },

  'filling: an operation the DOM refuses is reported, and the frame goes on'(context) {
    // Sets an attribute whose name (name 5) the DOM refuses on the first item, then the class of the last
    // (string 0, "li").
    const after = [[10, 5, 5, 0, 0], [12, 83, 0]]
    const { moves, children, items: shown, error, reports, lastClass } = fillList(context, { count: 40, after, names: ['a b'] })
    const failures = []
    expectEqual(failures, error, undefined, 'the error')
    expectEqual(failures, reports.map(([kind, message]) => [kind, message.split(':')[0]]), [[5, 'setAttribute #5 failed']], 'reports')
    expectEqual(failures, reports[0]?.[1].includes('InvalidCharacterError'), true, 'the DOM\'s error is in the report')
    expectEqual(failures, moves, ['-ul', '+ul'], 'the div saw')
    expectEqual(failures, children, ['p', 'ul', 'p'], 'the div holds')
    expectEqual(failures, shown, items(40), 'the list holds')
    expectEqual(failures, lastClass, 'li', 'the class of the last item')
    return failures
  },
}
