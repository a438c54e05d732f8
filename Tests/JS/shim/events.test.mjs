// Events and their delegation (web/shim/events.js): one listener per type at the container, the path taken
// before any handler runs, the answer's flags carried out, and events that come while a frame is applied.

import { bytes, mount, expectEqual, encodeFrame, buttonInDiv } from '../suites.mjs'

// The page listens once per event type on the container and walks the path itself.
// While a frame's operations are applied, the page's listener dispatches nothing: an event the DOM fires
// then (a blur as a focused node leaves) waits, with the path it had, until the operations are done, and
// is dispatched before the frame's method calls, whose events are dispatched as any other.
export const tests = {
  'events: the handler gets the node, the event name and the DOM event'(context) {
    const calls = []
    const { container, applier } = mount(context, (id, name, event) => { calls.push([id, name, event.type]); return 1 })
    applier.apply(bytes(context.byName['12-controlled-form'].frames[0].bytes))
    const field = container.querySelector('input[type=text]')
    field.dispatchEvent(new context.window.Event('input', { bubbles: true }))
    container.querySelector('button').click()
    container.remove()
    // Names in order of first use: form 1, submit 2, input 3, type 4, … (see the vector's patches).
    const failures = []
    expectEqual(failures, calls.map(([id, , type]) => [id, type]), [[2, 'input'], [6, 'click']], 'calls')
    expectEqual(failures, calls[0][1] === calls[1][1], false, 'input and click have different name ids')
    return failures
  },

  'events: preventDefault and stopPropagation are carried out'(context) {
    const seen = []
    const { container, applier } = mount(context, (id, _, event) => {
      seen.push(`${event.type}@${id}`)
      return id === 6 ? 4 : 2 // the button stops propagation; the form prevents the submission
    })
    applier.apply(bytes(context.byName['12-controlled-form'].frames[0].bytes))
    let outside = 0
    const listener = () => { outside++ }
    container.addEventListener('click', listener)
    container.querySelector('button').click()
    const checkbox = container.querySelector('input[type=checkbox]')
    const click = new context.window.MouseEvent('click', { bubbles: true, cancelable: true })
    checkbox.dispatchEvent(click)
    const submit = new context.window.Event('submit', { bubbles: true, cancelable: true })
    container.querySelector('form').dispatchEvent(submit)
    container.remove()
    const failures = []
    expectEqual(failures, seen, ['click@6', 'click@3', 'submit@1'], 'dispatched')
    expectEqual(failures, outside, 1, 'clicks that reached the container (the button stopped its own)')
    expectEqual(failures, [click.defaultPrevented, submit.defaultPrevented], [true, true], 'defaults prevented')
    return failures
  },

  'delegation: a click runs the handler of its target, then those of the ancestors'(context) {
    const { container, calls, types, div, button, text } = buttonInDiv(context)
    button.click()
    text.dispatchEvent(new context.window.MouseEvent('click', { bubbles: true }))
    div.click()
    container.remove()
    const failures = []
    expectEqual(failures, calls, [[2, 3], [1, 3], [2, 3], [1, 3], [1, 3]], 'dispatched')
    expectEqual(failures, types, ['click', 'focus'], 'types the container listens for')
    return failures
  },

  'delegation: stopPropagation from a handler ends the walk'(context) {
    const { container, calls, button } = buttonInDiv(context, (id) => (id === 2 ? 1 | 4 : 1))
    let outside = 0
    const count = () => { outside++ }
    context.window.document.body.addEventListener('click', count)
    button.click()
    context.window.document.body.removeEventListener('click', count)
    container.remove()
    const failures = []
    expectEqual(failures, calls, [[2, 3]], 'dispatched')
    expectEqual(failures, outside, 0, 'clicks that reached the body')
    return failures
  },

  'delegation: an event that does not bubble reaches only its target'(context) {
    const { container, calls, div, button } = buttonInDiv(context)
    button.dispatchEvent(new context.window.FocusEvent('focus'))
    div.dispatchEvent(new context.window.FocusEvent('focus'))
    container.remove()
    const failures = []
    expectEqual(failures, calls, [[2, 4], [1, 4]], 'dispatched')
    return failures
  },

  'delegation: removeListener stops the dispatch'(context) {
    const { container, applier, calls, button } = buttonInDiv(context)
    applier.apply(encodeFrame({ firstName: 5, capacity: 4, ops: [[20, 2, 3]] }))
    button.click()
    container.remove()
    const failures = []
    expectEqual(failures, calls, [[1, 3]], 'dispatched')
    expectEqual(failures, applier.listensFor(button), ['focus'], 'the button forwards')
    return failures
  },

  'delegation: a listener removed by the frame of an earlier handler is not run'(context) {
    let applier
    const stopDivClicks = encodeFrame({ firstName: 5, capacity: 4, ops: [[20, 1, 3]] })
    const mounted = buttonInDiv(context, (id) => {
      if (id === 2) applier.apply(stopDivClicks)
      return 1
    })
    applier = mounted.applier
    mounted.button.click()
    mounted.container.remove()
    const failures = []
    expectEqual(failures, mounted.calls, [[2, 3]], 'dispatched')
    return failures
  },

  'delegation: an event whose target has left the container is ignored'(context) {
    const { container, calls, button } = buttonInDiv(context)
    const document = context.window.document
    const elsewhere = document.body.appendChild(document.createElement('div'))
    // Runs before the container's listener and takes the button out of it; the event's path stays.
    const takeOut = (event) => elsewhere.append(event.target)
    const errors = []
    const report = (event) => { errors.push(event.message); event.preventDefault() }
    document.addEventListener('click', takeOut, true)
    context.window.addEventListener('error', report)
    button.click()
    context.window.removeEventListener('error', report)
    document.removeEventListener('click', takeOut, true)
    elsewhere.remove()
    container.remove()
    const failures = []
    expectEqual(failures, calls, [], 'dispatched')
    expectEqual(failures, errors, [], 'errors in listeners')
    return failures
  },

  'delegation: nodes that forward one event alone keep their own records'(context) {
    const { container, applier, calls } = buttonInDiv(context)
    // <span #4> and <em #5> (names 5, 6) appended to the div, both forwarding click alone.
    applier.apply(encodeFrame({
      names: ['span', 'em'], firstName: 5, capacity: 6,
      ops: [[1, 4, 5, 0], [4, 4, 1, 0], [19, 4, 3], [1, 5, 6, 0], [4, 5, 1, 0], [19, 5, 3]],
    }))
    const span = applier.node(4), em = applier.node(5)
    // The span adds focus, then drops click: the em's record stays as it was.
    applier.apply(encodeFrame({ firstName: 7, capacity: 6, ops: [[19, 4, 4], [20, 4, 3]] }))
    span.click()
    em.click()
    container.remove()
    const failures = []
    expectEqual(failures, applier.listensFor(span), ['focus'], 'the span forwards')
    expectEqual(failures, applier.listensFor(em), ['click'], 'the em forwards')
    expectEqual(failures, calls, [[1, 3], [5, 3], [1, 3]], 'dispatched')
    return failures
  },

  'delegation: a node of a later frame needs no listener of its own'(context) {
    const { container, applier, calls, types } = buttonInDiv(context)
    // <span #4> (name 5) appended to the div, forwarding click.
    applier.apply(encodeFrame({ names: ['span'], firstName: 5, capacity: 5, ops: [[1, 4, 5, 0], [4, 4, 1, 0], [19, 4, 3]] }))
    applier.node(4).click()
    container.remove()
    const failures = []
    expectEqual(failures, calls, [[4, 3], [1, 3]], 'dispatched')
    expectEqual(failures, types, ['click', 'focus'], 'types the container listens for')
    return failures
  },

  'delegation: a node the handler removed gets no dispatch'(context) {
    let applier
    // The button's handler removes the div and frees #1-#3, as a frame of Swift would.
    const removeDiv = encodeFrame({ firstName: 5, capacity: 4, ops: [[6, 1], [23, 1, 3]] })
    const mounted = buttonInDiv(context, (id) => {
      if (id === 2) applier.apply(removeDiv)
      return 1
    })
    applier = mounted.applier
    mounted.button.click()
    const failures = []
    expectEqual(failures, mounted.calls, [[2, 3]], 'dispatched')
    expectEqual(failures, mounted.container.childNodes.length, 0, 'children of the container')
    mounted.container.remove()
    return failures
  },

  'applying: an event that comes while a frame is applied is dispatched after its operations'(context) {
    const seen = []
    const { container, applier, calls, reports, div, button } = buttonInDiv(context, (id, name) => {
      seen.push(`${id}:${name} ${div.title}`)
      return 1
    })
    // A property whose setter clicks, as some DOM writes fire events of their own; then a write the
    // dispatch must come after, and a method call that must come after the dispatch.
    Object.defineProperty(button, 'answer', { set() { this.click() } })
    applier.apply(encodeFrame({ names: ['answer', 'title'], strings: ['done'], firstName: 5, capacity: 4,
      ops: [[14, 2, 5, 1], [10, 1, 6, 2, 0], [22, 2, 4]] }))
    button.click()
    container.remove()
    const failures = []
    expectEqual(failures, calls, [[2, 3], [1, 3], [2, 4], [2, 3], [1, 3]], 'dispatched')
    expectEqual(failures, seen.slice(0, 3), ['2:3 done', '1:3 done', '2:4 done'], 'what each dispatch saw')
    expectEqual(failures, reports, [], 'reports')
    return failures
  },

  'applying: a node the frame removed and released gets nothing; the rest of the path does'(context) {
    const { container, applier, calls, reports, button } = buttonInDiv(context)
    Object.defineProperty(button, 'answer', { set() { this.click() } })
    applier.apply(encodeFrame({ names: ['answer'], firstName: 5, capacity: 4, ops: [[14, 2, 5, 1], [6, 2], [23, 2, 2]] }))
    container.remove()
    const failures = []
    expectEqual(failures, calls, [[1, 3]], 'dispatched: the div alone')
    expectEqual(failures, reports, [], 'reports')
    return failures
  },

  'events: a close at a dialog open again reaches no handler'(context) {
    const seen = []
    const { container, applier, reports } = mount(context, (id, _, event) => { seen.push(`${event.type}@${id}`); return 0 })
    // A <dialog> (#1) listening for close. Names: dialog 1, close 2.
    applier.apply(encodeFrame({ names: ['dialog', 'close'], capacity: 2, ops: [[1, 1, 1, 0], [19, 1, 2], [4, 1, 0, 0]] }))
    const dialog = applier.node(1)
    // Shown anew for another value: the frame closed it and showed it again before its close came.
    dialog.setAttribute('open', '')
    dialog.dispatchEvent(new context.window.Event('close'))
    // Closed by the user or the page's script: the close reaches the app.
    dialog.removeAttribute('open')
    dialog.dispatchEvent(new context.window.Event('close'))
    container.remove()
    const failures = []
    expectEqual(failures, seen, ['close@1'], 'dispatched')
    expectEqual(failures, reports, [], 'reports')
    return failures
  },
}
