// Templates (web/shim/templates.js): defined once, copied by one clone each, their nodes numbered in
// document order when something needs them.

import { bytes, mount, expectEqual, encodeFrame } from '../suites.mjs'

// Vector 16's first frame builds a caption and four rows, each a use of a template: the first use of each is
// built node by node and defined as template 1 (the caption) and 2 (a row, 11 nodes); rows 2-4 are copies.
export const tests = {
  'templates: a defined template is one clone, and each copy one more'(context) {
    const { window } = context
    const counts = { createElement: 0, createElementNS: 0, cloneNode: 0 }
    const document = window.document, saved = {}
    for (const name of ['createElement', 'createElementNS']) {
      saved[name] = document[name]
      document[name] = function (...args) { counts[name]++; return saved[name].apply(this, args) }
    }
    const cloneNode = window.Node.prototype.cloneNode
    window.Node.prototype.cloneNode = function (...args) { counts.cloneNode++; return cloneNode.apply(this, args) }
    const { container, applier } = mount(context)
    try {
      applier.apply(bytes(context.byName['16-templates'].frames[0].bytes))
    } finally {
      Object.assign(document, saved)
      window.Node.prototype.cloneNode = cloneNode
    }
    container.remove()
    const failures = []
    // The container, table, caption, tbody, and the first row's five HTML elements and two SVG ones;
    // clones: the two templates, and the copies for rows 2, 3 and 4.
    expectEqual(failures, counts, { createElement: 9, createElementNS: 2, cloneNode: 5 }, 'calls')
    return failures
  },

  "templates: a copy's nodes take its ids in document order and forward the template's events"(context) {
    const calls = []
    const { container, applier } = mount(context, (id, name, event) => { calls.push([id, event.type]); return 1 })
    applier.apply(bytes(context.byName['16-templates'].frames[0].bytes))
    const rows = container.querySelectorAll('tr')
    const failures = []
    expectEqual(failures, [...rows].map((row) => row.cells[1].textContent), ['row 1', 'row 2', 'row 3', 'row 4'], 'labels')
    expectEqual(failures, [...rows].map((row) => row.cells[1].firstChild.title), ['row 1', 'row 2', 'row 3', 'row 4'], 'titles')
    // Row 3 is `#21 - #22 - #23 #24 #25 - - - -`: its link is the fifth node, the link's text the sixth and
    // its third cell the seventh. Row 2's third cell is #20. The nodes after it have no ids.
    rows[2].cells[1].firstChild.click()
    rows[1].cells[2].dispatchEvent(new context.window.FocusEvent('focus'))
    rows[1].cells[2].click()
    expectEqual(failures, calls, [[23, 'click'], [20, 'focus']], 'dispatched')
    const expected = [rows[2], rows[2].cells[0].firstChild, rows[2].cells[1].firstChild, rows[2].cells[1].firstChild.firstChild,
      rows[2].cells[2], rows[3]]
    expectEqual(failures, [21, 22, 23, 24, 25, 26].map((id, k) => applier.node(id) === expected[k]),
      [true, true, true, true, true, true], 'nodes #21-#26 are the row\'s numbered nodes and the next row')
    container.remove()
    return failures
  },

  'templates: a template whose node count is wrong is refused'(context) {
    const { container, applier } = mount(context)
    const failures = []
    // p #1 > text #2, defined as template 1 with 3 nodes.
    const frame = encodeFrame({ names: ['p'], strings: ['x'], capacity: 8, ops: [[1, 1, 1, 0], [2, 2, 1], [4, 2, 1, 0], [24, 1, 1, 3]] })
    try {
      applier.apply(frame)
      failures.push('the frame was applied')
    } catch (error) {
      expectEqual(failures, error.message, 'malformed frame at byte 88: defineTemplate gives template 1 3 nodes, its subtree has 2', 'message')
    }
    expectEqual(failures, container.childNodes.length, 0, 'children of the container')
    container.remove()
    return failures
  },

  'templates: a node a copy gives no id forwards no events'(context) {
    const calls = []
    const { container, applier } = mount(context, (id, name) => { calls.push(id); return 0 })
    const failures = []
    // p #1 > a #2 (forwards clicks), defined as template 1 and put in the container; then copied twice,
    // as #3 with the link unnumbered and as #4 > #5, both put in the container.
    applier.apply(encodeFrame({
      names: ['p', 'a', 'click'], capacity: 6,
      ops: [[1, 1, 1, 0], [1, 2, 2, 0], [19, 2, 3], [4, 2, 1, 0], [24, 1, 1, 2], [4, 1, 0, 0],
        [25, 1, 3, 0], [4, 3, 0, 0], [25, 1, 4, 5], [4, 4, 0, 0]],
    }))
    const links = container.querySelectorAll('a')
    for (const link of links) link.click()
    expectEqual(failures, calls, [2, 5], 'dispatched')
    expectEqual(failures, [...links].map((link) => applier.listensFor(link)), [['click'], [], ['click']], 'forwarded events')
    container.remove()
    return failures
  },

  "templates: a later frame's listener on a copy's node adds to the template's events"(context) {
    const calls = []
    const { container, applier } = mount(context, (id, name) => { calls.push([id, name]); return 0 })
    const failures = []
    // p #1 > a #2 (forwards clicks), defined as template 1 and put in the container; then copied as #3 > #4.
    // A later frame makes #4 forward focus too, before anything reached the copy's link.
    applier.apply(encodeFrame({
      names: ['p', 'a', 'click', 'focus'], capacity: 6,
      ops: [[1, 1, 1, 0], [1, 2, 2, 0], [19, 2, 3], [4, 2, 1, 0], [24, 1, 1, 2], [4, 1, 0, 0], [25, 1, 3, 4], [4, 3, 0, 0]],
    }))
    applier.apply(encodeFrame({ firstName: 5, capacity: 6, ops: [[19, 4, 4]] }))
    const link = container.querySelectorAll('a')[1]
    link.click()
    link.dispatchEvent(new context.window.FocusEvent('focus'))
    expectEqual(failures, calls, [[4, 3], [4, 4]], 'dispatched')
    expectEqual(failures, applier.listensFor(link), ['click', 'focus'], 'forwarded events')
    container.remove()
    return failures
  },

  "templates: a copy's texts are its own, and a later frame finds its nodes"(context) {
    const { container, applier } = mount(context)
    const failures = []
    // p #1 > text #2 'orig', defined as template 1 and put in the container; then copied as #3 > #4 with its
    // text set to 'A', as #5 > #6 with no text set, as #7 with its text unnumbered, and as #8 > #9 and
    // #10 > #11. (The page reaches the first copy, #3 > #4, at once.)
    applier.apply(encodeFrame({
      names: ['p'], strings: ['orig', 'A'], capacity: 12,
      ops: [[1, 1, 1, 0], [2, 2, 1], [4, 2, 1, 0], [24, 1, 1, 2], [4, 1, 0, 0],
        [25, 1, 3, 4], [9, 4, 2], [4, 3, 0, 0], [25, 1, 5, 6], [4, 5, 0, 0], [25, 1, 7, 0], [4, 7, 0, 0],
        [25, 1, 8, 9], [4, 8, 0, 0], [25, 1, 10, 11], [4, 10, 0, 0]],
    }))
    const texts = () => [...container.querySelectorAll('p')].map((p) => p.textContent)
    expectEqual(failures, texts(), ['orig', 'A', 'orig', 'orig', 'orig', 'orig'], 'texts after the copies')
    applier.apply(encodeFrame({ strings: ['B'], firstName: 2, capacity: 12, ops: [[9, 6, 0]] }))
    expectEqual(failures, texts(), ['orig', 'A', 'B', 'orig', 'orig', 'orig'], 'texts after a later frame sets #6')
    expectEqual(failures, applier.node(6) === container.querySelectorAll('p')[2].firstChild, true, 'node #6')
    // #5 > #6 and #8 > #9 (whose text no frame named) removed and released; frames naming #6 or #9 are refused.
    applier.apply(encodeFrame({ firstName: 2, capacity: 12, ops: [[6, 5], [6, 8], [23, 5, 2], [23, 8, 2]] }))
    for (const id of [6, 9]) {
      try {
        applier.apply(encodeFrame({ strings: ['C'], firstName: 2, capacity: 12, ops: [[9, id, 0]] }))
        failures.push(`the frame naming released node #${id} was applied`)
      } catch (error) {
        expectEqual(failures, error.message, `malformed frame at byte 36: setText names node #${id}, which does not exist`, 'message')
      }
    }
    expectEqual(failures, texts(), ['orig', 'A', 'orig', 'orig'], 'texts after the release')
    // #10 released without #11, which nothing has reached: refused, since #11 would be left without it.
    try {
      applier.apply(encodeFrame({ firstName: 2, capacity: 12, ops: [[6, 10], [23, 10, 1]] }))
      failures.push('the frame releasing #10 alone was applied')
    } catch (error) {
      expectEqual(failures, error.message, 'malformed frame at byte 44: release forgets node #10 but not every node inside it', 'message')
    }
    applier.apply(encodeFrame({ firstName: 2, capacity: 12, ops: [[6, 10], [23, 10, 2]] }))
    try {
      applier.apply(encodeFrame({ strings: ['C'], firstName: 2, capacity: 12, ops: [[9, 11, 0]] }))
      failures.push('the frame naming #11 was applied')
    } catch (error) {
      expectEqual(failures, error.message, 'malformed frame at byte 36: setText names node #11, which does not exist', 'message')
    }
    container.remove()
    return failures
  },
}
