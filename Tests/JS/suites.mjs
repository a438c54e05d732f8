// The shim's suites, for jsdom (run.mjs) and for a real browser (Tests/Chromium/shim.js) alike: one file per
// module of the shim in Tests/JS/shim/, named for it (`events.test.mjs` tests web/shim/events.js), found by
// that name, and the helpers they share. Each test returns a list of failures.

import { instrument } from './dom-compare.mjs'

/** The name of a suite's file, `<module>.test.mjs`, the module being one of web/shim/. */
export const SUITE_FILE = /^[a-z][a-z-]*\.test\.mjs$/

/**
 * Runs every suite. `env` gives the `window`, the shim's `createApplier` and `FrameError`, `listSuites()`,
 * which resolves to the names of the files in Tests/JS/shim/, `loadVectors()`, which resolves to the
 * vectors of Tests/Vectors in index order, and `loadChecks()`, which resolves to the cases of
 * Tests/Frames/validation.json. A suite exports `tests`: an object of tests by name, or a function of the
 * context that resolves to one. Resolves to `[{ name, failures }]`, the suites in the order of their names.
 */
export async function runSuites(env) {
  const vectors = await env.loadVectors()
  const byName = Object.fromEntries(vectors.map((v) => [v.name, v]))
  const numbering = instrument(env.window)
  const context = { ...env, numbering, vectors, byName }
  const files = (await env.listSuites()).filter((name) => name.endsWith('.mjs')).sort()
  const misnamed = files.filter((name) => !SUITE_FILE.test(name))
  if (misnamed.length) throw new Error(`Tests/JS/shim/ holds ${misnamed.join(', ')}: a suite is named <module>.test.mjs`)
  if (files.length === 0) throw new Error('Tests/JS/shim/ holds no suite')
  const results = []
  for (const file of files) {
    const { tests } = await import(new URL(`./shim/${file}`, import.meta.url))
    for (const [name, test] of Object.entries(typeof tests === 'function' ? await tests(context) : tests)) {
      results.push({ name, failures: test(context) })
    }
  }
  return results
}

/** Prints each result (`{ name, failures }`) and a last line `<what>: n passed, m failed`; answers the exit status. */
export function printResults(results, what) {
  let failed = 0
  for (const { name, failures } of results) {
    if (failures.length === 0) {
      console.log(`ok    ${name}`)
    } else {
      failed++
      console.log(`FAIL  ${name}`)
      for (const failure of failures) console.log(`      ${failure}`)
    }
  }
  console.log(`${what}: ${results.length - failed} passed, ${failed} failed`)
  return failed ? 1 : 0
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
export function mount({ window, createApplier, numbering }, dispatch) {
  const container = window.document.createElement('div')
  window.document.body.append(container)
  numbering.restart()
  const reports = []
  return { container, reports, applier: createApplier(container, dispatch, (kind, message) => reports.push([kind, message])) }
}

export function expectEqual(failures, actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    failures.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
  }
}

/**
 * A frame written by hand (docs/patch-format.md, part 2). `ops` are operations as lists of words; `names`
 * are the names the frame defines, numbered from `firstName`; `strings` follow the names in the string
 * table, so an operation refers to `strings[k]` as string `names.length + k`. `text` (bytes) and `lengths`
 * (the UTF-16 length of each string, names first) replace what the strings would give.
 */
export function encodeFrame({ ops, names = [], strings = [], firstName = 1, capacity, text, lengths }) {
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
export const BUTTON_IN_DIV = {
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
export function buttonInDiv(context, answer = () => 1) {
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
