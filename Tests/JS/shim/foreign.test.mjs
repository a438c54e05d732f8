// Foreign edits (web/shim/foreign.js): what something other than the app does to the container's tree is
// reported once and tolerated, and the frames that follow still do what they mean.

import { mount, expectEqual, encodeFrame } from '../suites.mjs'

// `<ul #1><li #2>a #3</li><li #4>b #5</li></ul>`, then what something else does to it, then `ops` (names:
// ul 1, li 2; strings 0 "x", 1 "y"). Resolves to the list's HTML, the reports and the error, if any.
function foreignEdit(context, edit, ops) {
  const { container, applier, reports } = mount(context)
  applier.apply(encodeFrame({
    names: ['ul', 'li'], strings: ['a', 'b'], capacity: 10,
    ops: [[1, 1, 1, 0], [1, 2, 2, 0], [2, 3, 2], [4, 3, 2, 0], [4, 2, 1, 0], [1, 4, 2, 0], [2, 5, 3], [4, 5, 4, 0], [4, 4, 1, 0], [4, 1, 0, 0]],
  }))
  const list = applier.node(1)
  edit(list, context.window.document)
  let error
  try {
    applier.apply(encodeFrame({ strings: ['x', 'y'], firstName: 3, capacity: 10, ops }))
  } catch (caught) {
    error = caught
  }
  container.remove()
  return { html: list.outerHTML, reports, error: error?.message }
}

const REMOVED_ONE = [3, 'something other than the app removed or moved 1 of its nodes in <li>']

// Something other than the app edits the container's tree (docs/patch-format.md, "Foreign edits").
export const tests = {
  'foreign edits: a text node wrapped in <font> is reported, and a frame still updates and inserts before it'(context) {
    const { html, reports } = foreignEdit(context, (list, document) => {
      const text = list.firstChild.firstChild, font = document.createElement('font')
      text.before(font)
      font.append(text)
    }, [[9, 3, 0], [2, 6, 1], [4, 6, 2, 3]])
    const failures = []
    expectEqual(failures, html, '<ul><li>y<font>x</font></li><li>b</li></ul>', 'the list')
    expectEqual(failures, reports, [REMOVED_ONE], 'reports')
    return failures
  },

  'foreign edits: a text node replaced is reported; the frames write to the app\'s own node'(context) {
    const { html, reports } = foreignEdit(context, (list, document) => {
      list.firstChild.firstChild.replaceWith(document.createTextNode('translated'))
    }, [[9, 3, 0], [2, 6, 1], [4, 6, 2, 3]])
    const failures = []
    expectEqual(failures, html, '<ul><li>translatedy</li><li>b</li></ul>', 'the list: the new text goes last, its place being gone')
    expectEqual(failures, reports, [REMOVED_ONE], 'reports')
    return failures
  },

  'foreign edits: an element inserted between two of the app\'s is tolerated, and moves go around it'(context) {
    const { html, reports } = foreignEdit(context, (list, document) => {
      list.firstChild.after(document.createElement('aside'))
    }, [[5, 4, 1, 2], [5, 2, 1, 0]])
    const failures = []
    expectEqual(failures, html, '<ul><li>b</li><aside></aside><li>a</li></ul>', 'the list')
    expectEqual(failures, reports, [], 'reports')
    return failures
  },

  'foreign edits: a node of the app removed is reported, and a move puts it back'(context) {
    const { html, reports } = foreignEdit(context, (list) => list.lastChild.remove(), [[5, 4, 1, 2]])
    const failures = []
    expectEqual(failures, html, '<ul><li>b</li><li>a</li></ul>', 'the list')
    expectEqual(failures, reports, [[3, 'something other than the app removed or moved 1 of its nodes in <ul>']], 'reports')
    return failures
  },

  'foreign edits: a node of the app removed is reported, and one that replaces it goes last in its parent'(context) {
    const { html, reports } = foreignEdit(context, (list) => list.firstChild.remove(), [[1, 6, 2, 0], [7, 2, 6], [6, 4]])
    const failures = []
    expectEqual(failures, html, '<ul><li></li></ul>', 'the list')
    expectEqual(failures, reports, [[3, 'something other than the app removed or moved 1 of its nodes in <ul>']], 'reports')
    return failures
  },

  'foreign edits: what happens inside a node someone else added is theirs'(context) {
    const { html, reports } = foreignEdit(context, (list, document) => {
      const aside = list.appendChild(document.createElement('aside'))
      aside.append('ad')
      aside.firstChild.remove()
    }, [[9, 5, 0]])
    const failures = []
    expectEqual(failures, html, '<ul><li>a</li><li>x</li><aside></aside></ul>', 'the list')
    expectEqual(failures, reports, [], 'reports')
    return failures
  },
}
