// The shim's tests, for jsdom (run.mjs) and for a real browser (Tests/Browser/shim.html) alike:
// the shared vectors, malformed frames, and events. Each test returns a list of failures.

import { compareChildren, instrument } from './dom-compare.mjs'

/**
 * Runs every suite. `env` gives the `window`, the shim's `createApplier` and `FrameError`, `loadVectors()`,
 * which resolves to the vectors of Tests/Vectors in index order, and `loadChecks()`, which resolves to the
 * cases of Tests/Frames/validation.json. Resolves to `[{ name, failures }]`.
 */
export async function runSuites(env) {
  const vectors = await env.loadVectors()
  const byName = Object.fromEntries(vectors.map((v) => [v.name, v]))
  const numbering = instrument(env.window)
  const context = { ...env, numbering, byName }
  const results = []
  for (const vector of vectors) results.push({ name: `vector ${vector.name}`, failures: runVector(vector, context) })
  for (const check of await env.loadChecks()) results.push({ name: `check: ${check.name}`, failures: runCheck(check, context) })
  for (const [name, test] of Object.entries({ ...malformedFrameTests, ...eventTests, ...delegationTests, ...templateTests,
    ...releaseTests, ...fillTests, ...foreignEditTests, ...applyingTests, ...valueTests, ...scriptURLTests })) {
    results.push({ name, failures: test(context) })
  }
  return results
}

export function bytes(base64) {
  const text = atob(base64)
  const out = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i)
  return out
}

/**
 * A fresh container in the document and an applier for it, numbered from 1 like a fresh test DOM. What the
 * applier reports goes to `reports`, as [kind, message].
 */
function mount({ window, createApplier, numbering }, dispatch) {
  const container = window.document.createElement('div')
  window.document.body.append(container)
  numbering.restart()
  const reports = []
  return { container, reports, applier: createApplier(container, dispatch, (kind, message) => reports.push([kind, message])) }
}

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

/**
 * A case of Tests/Frames/validation.json, which the test DOM's tests run too: its frames are applied in
 * order; the last is refused with exactly the offset and message given, changing nothing, or all of them
 * are applied and the container holds the HTML given.
 */
function runCheck({ frames, refused, html }, context) {
  const { container, applier, reports } = mount(context)
  const failures = []
  let names = 0
  const encoded = frames.map((frame) => {
    const bytes = encodeFrame({ ...frame, firstName: names + 1 })
    names += frame.names?.length ?? 0
    return bytes
  })
  try {
    for (const frame of encoded.slice(0, -1)) applier.apply(frame)
  } catch (error) {
    failures.push(`a frame before the last: ${error.message}`)
  }
  const before = container.innerHTML
  try {
    applier.apply(encoded.at(-1))
    if (refused) failures.push('the last frame was applied')
  } catch (error) {
    if (!refused) failures.push(`the last frame: ${error.message}`)
    else expectEqual(failures, [error.name, error.offset, error.message],
      ['FrameError', refused.offset, `malformed frame at byte ${refused.offset}: ${refused.message}`], 'error')
  }
  expectEqual(failures, container.innerHTML, refused ? before : html, 'the container\'s HTML')
  expectEqual(failures, reports, [], 'reports')
  container.remove()
  return failures
}

function expectEqual(failures, actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    failures.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
  }
}

// Each case corrupts a good frame (the second of a vector, which edits what the first built) near its
// end, so a DOM left untouched proves the whole frame was checked before any of it was applied.
function malformed(corrupt, expectedOffset, expectedMessage, vectorName = '01-create-tree') {
  return (context) => {
    const vector = context.byName[vectorName]
    const { container, applier } = mount(context)
    const failures = []
    applier.apply(bytes(vector.frames[0].bytes))
    const before = container.innerHTML
    const first = container.firstChild
    const frame = bytes(vector.frames[1].bytes)
    const words = new Uint32Array(frame.buffer, 0, frame.length >>> 2)
    const broken = corrupt(frame, words) ?? frame
    try {
      applier.apply(broken)
      failures.push('the frame was applied')
    } catch (error) {
      expectEqual(failures, error.name, 'FrameError', 'error')
      expectEqual(failures, error.offset, expectedOffset, 'offset')
      expectEqual(failures, error.message, `malformed frame at byte ${expectedOffset}: ${expectedMessage}`, 'message')
    }
    expectEqual(failures, container.innerHTML, before, 'DOM after the refused frame')
    if (container.firstChild !== first) failures.push('the root node was replaced')
    try {
      applier.apply(bytes(vector.frames[1].bytes))
      expectEqual(failures, compareChildren(container, vector.frames[1].dom, applier.listensFor), [], 'the intact frame afterwards')
    } catch (error) {
      failures.push(`the intact frame afterwards: ${error.message}`)
    }
    container.remove()
    return failures
  }
}

// The second frame of 01-create-tree is 245 bytes, capacity 12: 34 words of operations from word 8, one
// new name (word 42; the page holds five), seven string lengths (words 43-49), 45 bytes of text from byte
// 200. Words 22-25 are `createElement #10 <li>`, words 33-36 `insert #10 into #5 before #6`, and the last
// operation, words 37-41, is `setAttribute #5 data-count="3"`: opcode, node, name id 6, string 6, no
// namespace.
const malformedFrameTests = {
  // The second frame of 16-templates (capacity 41) starts with `copyTemplate 2 as #31 - #32 - #33 #34 #35
  // - - - -` (words 8-20): nodes 0, 2, 4, 5 and 6 numbered, node 4 (a link) and node 6 (a cell) forwarding
  // events. The page holds templates 1 and 2. A third template would be number 3.
  'malformed: a copy of a template not defined': malformed((_, w) => { w[9] = 3 }, 36,
    'copyTemplate copies template 3, which is not defined', '16-templates'),
  'malformed: a copy of template 0': malformed((_, w) => { w[9] = 0 }, 36,
    'copyTemplate copies template 0, which is not defined', '16-templates'),
  'malformed: a copy node at the capacity': malformed((_, w) => { w[20] = 41 }, 80,
    'copyTemplate creates node #41, outside 1..40', '16-templates'),
  'malformed: a copy whose root has no id': malformed((_, w) => { w[10] = 0 }, 40,
    'copyTemplate creates node #0, outside 1..40', '16-templates'),
  'malformed: a copy cut off': malformed((_, w) => { w[2] = 10; w[5] += 49 }, 32,
    'copyTemplate is cut off', '16-templates'),
  'malformed: a template defined out of order': malformed((_, w) => { w[8] = 24; w[9] = 4; w[10] = 4; w[11] = 2 }, 36,
    'defineTemplate defines template 4, the next template is 3', '16-templates'),
  'malformed: shorter than the header': malformed((frame) => frame.slice(0, 28), 0,
    'the header takes 32 bytes, the frame has 28'),
  'malformed: not a frame': malformed((_, w) => { w[0] = 0 }, 0,
    'the first word is 0, not "VDF1"'),
  'malformed: truncated frame': malformed((frame) => frame.slice(0, 242), 4, 'the frame says 245 bytes, 242 arrived'),
  'malformed: sections that do not add up': malformed((_, w) => { w[6] += 1 }, 4,
    'the sections add up to 246 bytes, the header says 245'),
  'malformed: names out of step': malformed((_, w) => { w[3] = 1 }, 12, 'new names start at id 1, the page has 5 names'),
  'malformed: node capacity past the limit': malformed((_, w) => { w[7] = 2 ** 24 + 1 }, 28,
    'node capacity 16777217 is beyond the limit of 16777216'),
  'malformed: unknown opcode': malformed((_, w) => { w[37] = 99 }, 148, 'unknown opcode 99'),
  'malformed: opcode 0': malformed((_, w) => { w[37] = 0 }, 148, 'unknown opcode 0'),
  'malformed: operation cut off': malformed((_, w) => { w[2] -= 1; w[5] += 1 }, 148,
    'setAttribute is cut off'),
  'malformed: number cut off after its first word': malformed((_, w) => { w[37] = 15; w[2] -= 1; w[5] += 1 }, 148,
    'setProperty is cut off'),
  'malformed: created node at the capacity': malformed((_, w) => { w[23] = 12 }, 92,
    'createElement creates node #12, outside 1..11'),
  'malformed: created node #0': malformed((_, w) => { w[23] = 0 }, 92, 'createElement creates node #0, outside 1..11'),
  'malformed: node id out of range': malformed((_, w) => { w[38] = 5000 }, 152,
    'setAttribute names node #5000, outside 0..11'),
  'malformed: node that does not exist': malformed((_, w) => { w[7] = 20; w[38] = 15 }, 152,
    'setAttribute names node #15, which does not exist'),
  'malformed: parent that does not exist': malformed((_, w) => { w[7] = 20; w[35] = 15 }, 140,
    'insert names node #15, which does not exist'),
  'malformed: the container as a target': malformed((_, w) => { w[38] = 0 }, 152,
    'setAttribute cannot change the container #0'),
  'malformed: name id out of range': malformed((_, w) => { w[39] = 40 }, 156, 'setAttribute uses name id 40, outside 1..6'),
  'malformed: name id 0 where a name is required': malformed((_, w) => { w[39] = 0 }, 156,
    'setAttribute uses name id 0, outside 1..6'),
  'malformed: namespace name out of range': malformed((_, w) => { w[41] = 7 }, 164, 'setAttribute uses name id 7, outside 1..6'),
  'malformed: string index out of range': malformed((_, w) => { w[40] = 7 }, 160, 'setAttribute uses string 7, the frame has 7'),
  'malformed: flag other than 0 or 1': malformed((_, w) => { w[37] = 17; w[41] = 2 }, 164, 'setStyle has flag 2, not 0 or 1'),
  'malformed: new name with a string out of range': malformed((_, w) => { w[42] = 7 }, 168,
    'new name 6 uses string 7, the frame has 7'),
  'malformed: truncated string': malformed((_, w) => { w[49] += 1 }, 196,
    'string 6 runs past the end of the text'),
  'malformed: text no string uses': malformed((_, w) => { w[49] -= 1 }, 200, 'the text holds 1 code units no string uses'),
  // The second frame of 13-released is `remove #7` then `release #7-#10` (words 10-12; capacity 15).
  'malformed: release past the node capacity': malformed((_, w) => { w[12] = 1000 }, 48,
    'release forgets 1000 nodes from #7, outside 1..14', '13-released'),
  'malformed: release of no nodes': malformed((_, w) => { w[12] = 0 }, 48,
    'release forgets 0 nodes from #7, outside 1..14', '13-released'),
  'malformed: release of the container': malformed((_, w) => { w[11] = 0 }, 44,
    'release cannot forget the container #0', '13-released'),
}

const eventTests = {
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
}

/**
 * A frame written by hand (docs/patch-format.md, part 2). `ops` are operations as lists of words; `names`
 * are the names the frame defines, numbered from `firstName`; `strings` follow the names in the string
 * table, so an operation refers to `strings[k]` as string `names.length + k`. `text` (bytes) and `lengths`
 * (the UTF-16 length of each string, names first) replace what the strings would give.
 */
function encodeFrame({ ops, names = [], strings = [], firstName = 1, capacity, text, lengths }) {
  const all = [...names, ...strings]
  text = new Uint8Array(text ?? new TextEncoder().encode(all.join('')))
  lengths ??= all.map((string) => string.length)
  const operations = ops.flat()
  const words = [0x31464456, 0, operations.length, firstName, names.length, lengths.length, text.length, capacity,
    ...operations, ...names.map((_, k) => k), ...lengths]
  const frame = new Uint8Array(4 * words.length + text.length)
  words[1] = frame.length
  const view = new DataView(frame.buffer)
  words.forEach((word, k) => view.setUint32(4 * k, word, true))
  frame.set(text, 4 * words.length)
  return frame
}

// `<div #1><button #2>Go #3</button></div>`, both elements forwarding click (name 3) and focus (name 4).
const BUTTON_IN_DIV = {
  names: ['div', 'button', 'click', 'focus'],
  strings: ['Go'],
  capacity: 4,
  ops: [
    [1, 1, 1, 0], [1, 2, 2, 0], [2, 3, 4], [4, 3, 2, 0], [4, 2, 1, 0], [4, 1, 0, 0],
    [19, 1, 3], [19, 1, 4], [19, 2, 3], [19, 2, 4],
  ],
}

/**
 * Mounts BUTTON_IN_DIV. `calls` collects each dispatch as [node id, event name id]; `answer` gives its
 * flags. `types` collects the event types the container was asked to listen for.
 */
function buttonInDiv(context, answer = () => 1) {
  const calls = []
  const { container, applier, reports } = mount(context, (id, name, event) => {
    calls.push([id, name])
    return answer(id, name, event)
  })
  const types = []
  const addEventListener = container.addEventListener
  container.addEventListener = function (type, ...rest) {
    types.push(type)
    return addEventListener.call(this, type, ...rest)
  }
  applier.apply(encodeFrame(BUTTON_IN_DIV))
  return { container, applier, calls, types, reports, div: applier.node(1), button: applier.node(2), text: applier.node(3) }
}

// The page listens once per event type on the container and walks the path itself.
const delegationTests = {
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

// Vector 16's first frame builds a caption and four rows, each a use of a template: the first use of each is
// built node by node and defined as template 1 (the caption) and 2 (a row, 11 nodes); rows 2-4 are copies.
const templateTests = {
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
const fillTests = {
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
const foreignEditTests = {
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

// While a frame's operations are applied, the page's listener dispatches nothing: an event the DOM fires
// then (a blur as a focused node leaves) waits, with the path it had, until the operations are done, and
// is dispatched before the frame's method calls, whose events are dispatched as any other.
const applyingTests = {
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

  "applying: the events of a frame's method calls are dispatched"(context) {
    const { container, applier, calls, reports } = buttonInDiv(context)
    applier.apply(encodeFrame({ firstName: 5, capacity: 4, ops: [[22, 2, 4]] }))
    container.remove()
    const failures = []
    expectEqual(failures, calls, [[2, 4]], 'dispatched')
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
const valueTests = {
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

// URLs that run script are written inert and reported, however they are spelled (docs/patch-format.md,
// "URLs that run script"); other names and other URLs are written as they are. Names: a 1, href 2, title 3,
// formAction 4, values 5.
const scriptURLTests = {
  'script URLs: an attribute or a property that would run script gets the inert URL, with one report each'(context) {
    const { container, applier, reports } = mount(context)
    const urls = ['javascript:a()', ' \u0001JaVa\tScRiPt:b()', 'data:Text/HTML,x', '/fine', 'https://x.example/;vbscript:c',
      'data:image/png;base64,AA']
    const ops = []
    urls.forEach((_, k) => ops.push([1, k + 1, 1, 0], [10, k + 1, 2, 5 + k, 0], [10, k + 1, 3, 5, 0], [4, k + 1, 0, 0]))
    ops.push([13, 1, 4, 5], [10, 2, 5, 9, 0])
    applier.apply(encodeFrame({ names: ['a', 'href', 'title', 'formAction', 'values'], strings: urls, capacity: 7, ops }))
    const failures = []
    const links = [...container.children]
    expectEqual(failures, links.map((link) => link.getAttribute('href')),
      ['about:blank#blocked', 'about:blank#blocked', 'about:blank#blocked', '/fine', 'about:blank#blocked', 'data:image/png;base64,AA'],
      'hrefs')
    expectEqual(failures, links[0].getAttribute('title'), 'javascript:a()', 'a title keeps its text')
    expectEqual(failures, links[0].formAction, 'about:blank#blocked', 'the formAction property')
    expectEqual(failures, links[1].getAttribute('values'), 'about:blank#blocked', 'an animation list')
    const refused = (name) => [2, `${name} of <a> refused: a URL that runs script, written as about:blank#blocked`]
    expectEqual(failures, reports, [refused('href'), refused('href'), refused('href'), refused('href'), refused('formAction'),
      refused('values')], 'reports')
    container.remove()
    return failures
  },
}
