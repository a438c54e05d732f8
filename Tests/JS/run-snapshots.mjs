// The event snapshots of Tests/Frames/snapshots.json, as the page writes them (`dispatch` in web/shim/run.js,
// with web/calls.js connected for a custom event's detail) for events built in jsdom, compared byte for byte.
// Swift's SnapshotVectorTests reads the same bytes into the DOMEvent each case expects.
//     node Tests/JS/run-snapshots.mjs

import { readFileSync } from 'node:fs'
import { run } from '../../web/shim/run.js'
import { connect } from '../../web/calls.js'
import { jsdomWindow } from './jsdom.mjs'
import { encodeFrame, printResults } from './suites.mjs'

const { cases } = JSON.parse(readFileSync(new URL('../Frames/snapshots.json', import.meta.url)))
const window = jsdomWindow()
const hex = (bytes) => Buffer.from(bytes).toString('hex')

// A page running a stand-in for the module: its event buffer at 1024, and the snapshot each dispatch finds
// there. The app's one element, a div, listens for `type`; the case's element goes inside it, and the
// event bubbles up to it.
async function page(type, withCalls) {
  const container = window.document.createElement('div')
  window.document.body.append(container)
  const app = run(container)
  if (withCalls) await connect(app, '')
  const memory = new WebAssembly.Memory({ initial: 1 })
  const snapshots = []
  const { applier } = app.started({
    memory,
    start() {},
    vdom_event_buffer(capacity) {
      new Uint8Array(memory.buffer).fill(0xEE, 1024, 1024 + capacity)
      return 1024
    },
    vdom_dispatch() {
      const words = new Uint32Array(memory.buffer, 1024, 8)
      snapshots.push(hex(new Uint8Array(memory.buffer, 1024, 32 + words[3] + words[4] + words[5] + words[6])))
      return 1
    },
  })
  // createElement #1 div, insert it into the container, addListener #1 type.
  applier.apply(encodeFrame({ ops: [[1, 1, 1, 0], [4, 1, 0, 0], [19, 1, 2]], names: ['div', type], capacity: 2 }))
  return { container, div: applier.node(1), snapshots }
}

const results = []
for (const vector of cases) {
  const { name, html, value, customValidity, browserValidity, calls = true, event, console: logged } = vector
  const failures = []
  const { container, div, snapshots } = await page(event.type, calls)
  div.innerHTML = html
  const target = div.firstElementChild
  if (value !== undefined) target.value = value
  if (customValidity !== undefined) target.setCustomValidity(customValidity)
  if (browserValidity) {
    // What Chromium reports and jsdom cannot produce, in the order the real `validity` enumerates.
    const validity = {}
    for (const flag in target.validity) validity[flag] = browserValidity[flag] ?? target.validity[flag]
    Object.defineProperty(target, 'validity', { value: validity })
  }
  const errors = []
  const consoleError = console.error
  console.error = (message) => errors.push(String(message))
  try {
    target.dispatchEvent(new window[event.interface](event.type, { ...event.init, bubbles: true }))
  } finally {
    console.error = consoleError
  }
  container.remove()
  if (JSON.stringify(snapshots) !== JSON.stringify([vector.hex])) {
    failures.push(`the snapshot ${JSON.stringify(snapshots)}, expected ${JSON.stringify([vector.hex])}`)
  }
  if (JSON.stringify(errors) !== JSON.stringify(logged === undefined ? [] : [logged])) {
    failures.push(`the console ${JSON.stringify(errors)}, expected ${JSON.stringify(logged ?? null)}`)
  }
  results.push({ name, failures })
}
process.exit(printResults(results, 'snapshots (web/shim/run.js, web/calls.js)'))
