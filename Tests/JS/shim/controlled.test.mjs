// Controlled properties (web/shim/controlled.js): what a user changed and the handler did not accept is put
// back, what it accepted or kept stays, and a value written to the focused field keeps its caret.

import { bytes, mount, expectEqual, encodeFrame } from '../suites.mjs'

/**
 * An `<input type=…>` (#1) listening for input, with the value `value` rendered, in a fresh container.
 * `answer` gives each dispatch's flags. Names: input 1, type 2, value 3.
 */
function field(context, type, value, answer = () => 1) {
  const mounted = mount(context, answer)
  mounted.applier.apply(encodeFrame({ names: ['input', 'type', 'value'], strings: [type, value], capacity: 2,
    ops: [[1, 1, 1, 0], [10, 1, 2, 3, 0], [13, 1, 3, 4], [19, 1, 1], [4, 1, 0, 0]] }))
  const node = mounted.applier.node(1)
  // Writes `value` as the value of #1, in a frame of its own.
  const render = (value) => mounted.applier.apply(encodeFrame({ strings: [value], firstName: 4, capacity: 2, ops: [[13, 1, 3, 0]] }))
  // The user leaves `value` in the field, the caret `fromEnd` characters from its end, and `input` follows.
  const edit = (value, fromEnd) => {
    node.value = value
    node.setSelectionRange(value.length - fromEnd, value.length - fromEnd)
    node.dispatchEvent(new context.window.Event('input', { bubbles: true }))
  }
  return { ...mounted, node, render, edit }
}

// A value a handler kept (dispatch bit 8) stays and becomes the rendered one; a value written to the
// focused field keeps the caret as far from the end as it was (docs/patch-format.md, "Dispatch").
export const tests = {
  'events: an edit the handler did not accept is put back before dispatch returns'(context) {
    const { container, applier } = mount(context, () => 1)
    applier.apply(bytes(context.byName['12-controlled-form'].frames[0].bytes))
    const field = container.querySelector('input[type=text]')
    const [checkbox, first, second] = container.querySelectorAll('input[type=checkbox], input[type=radio]')
    const select = container.querySelector('select')
    const seen = []
    field.addEventListener('input', () => seen.push(field.value))
    field.value = '12x'
    field.dispatchEvent(new context.window.Event('input', { bubbles: true }))
    checkbox.click()
    second.click()
    select.value = 'b'
    select.dispatchEvent(new context.window.Event('change', { bubbles: true }))
    container.remove()
    const failures = []
    expectEqual(failures, seen, ['12'], 'what a later listener saw')
    expectEqual(failures, field.value, '12', 'text field')
    expectEqual(failures, checkbox.checked, true, 'checkbox')
    expectEqual(failures, [first.checked, second.checked], [true, false], 'radio group')
    expectEqual(failures, [select.value, select.options[0].selected], ['a', true], 'select')
    return failures
  },

  'events: an edit the handler accepted stays'(context) {
    const vector = context.byName['12-controlled-form']
    let applier
    const mounted = mount(context, () => { applier.apply(bytes(vector.frames[1].bytes)); return 1 })
    applier = mounted.applier
    applier.apply(bytes(vector.frames[0].bytes))
    const field = mounted.container.querySelector('input[type=text]')
    field.value = '12x'
    field.dispatchEvent(new context.window.Event('input', { bubbles: true }))
    mounted.container.remove()
    const failures = []
    expectEqual(failures, field.value, '12x', 'text field')
    return failures
  },

  'controlled: an input method composing is not put back, its committed text is'(context) {
    const { container, node } = field(context, 'text', 'ab')
    node.value = 'abに'
    node.dispatchEvent(new context.window.InputEvent('input', { bubbles: true, isComposing: true }))
    const composing = node.value
    node.value = 'ab日本'
    node.dispatchEvent(new context.window.InputEvent('input', { bubbles: true, isComposing: false }))
    container.remove()
    const failures = []
    expectEqual(failures, [composing, node.value], ['abに', 'ab'], 'the value while composing, then after an event no handler kept')
    return failures
  },

  'values: a value a handler kept stays, and is the one put back after a later event'(context) {
    let flags = 1 | 8
    const { container, node, edit, reports } = field(context, 'text', '12', () => flags)
    edit('12x', 0)
    const kept = node.value
    flags = 1
    edit('12xy', 0)
    container.remove()
    const failures = []
    expectEqual(failures, [kept, node.value], ['12x', '12x'], 'the value after each event')
    expectEqual(failures, reports, [], 'reports')
    return failures
  },

  'values: a value written to the focused field keeps the caret as far from the end'(context) {
    const failures = []
    for (const type of ['text', 'search', 'url', 'tel', 'password']) {
      const { container, node, render, edit } = field(context, type, 'hello world')
      node.focus()
      node.setSelectionRange(5, 5)
      render('HELLO, world')
      const afterFrame = [node.value, node.selectionStart, node.selectionEnd]
      edit('HELLO, wXorld', 4)
      const afterRestore = [node.value, node.selectionStart, node.selectionEnd]
      node.setSelectionRange(2, 2)
      render('ab')
      const clamped = [node.value, node.selectionStart, node.selectionEnd]
      container.remove()
      expectEqual(failures, [afterFrame, afterRestore, clamped],
        [['HELLO, world', 6, 6], ['HELLO, world', 8, 8], ['ab', 0, 0]], `${type}: value and caret`)
    }
    return failures
  },

  'values: a textarea keeps its caret as far from the end, a field not focused gets the browser\'s'(context) {
    const failures = []
    const { container, applier } = mount(context)
    applier.apply(encodeFrame({ names: ['textarea', 'value', 'input'], strings: ['one two', 'x'], capacity: 3,
      ops: [[1, 1, 1, 0], [13, 1, 2, 3], [4, 1, 0, 0], [1, 2, 3, 0], [13, 2, 2, 4], [4, 2, 0, 0]] }))
    const [area, other] = [applier.node(1), applier.node(2)]
    area.focus()
    area.setSelectionRange(3, 3)
    applier.apply(encodeFrame({ strings: ['ONE, TWO', 'xyz'], firstName: 4, capacity: 3, ops: [[13, 1, 2, 0], [13, 2, 2, 1]] }))
    expectEqual(failures, [area.value, area.selectionStart, area.selectionEnd], ['ONE, TWO', 4, 4], 'the textarea')
    expectEqual(failures, [other.value, other.selectionStart, other.selectionEnd], ['xyz', 3, 3], 'the field not focused')
    container.remove()
    return failures
  },

  'values: number and email fields, which have no caret to read, take the value alone'(context) {
    const failures = []
    for (const [type, before, after] of [['number', '12', '123'], ['email', 'a@b.c', 'a@b.cd']]) {
      const { container, node, render, reports } = field(context, type, before)
      node.focus()
      render(after)
      container.remove()
      expectEqual(failures, [node.value, reports], [after, []], `${type}: value and reports`)
    }
    return failures
  },
}
