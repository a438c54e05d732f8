// Tests web/calls.js in Node against a stand-in for the module: its memory and the exports calls.js
// uses (vdom_event_buffer, vdom_answer, vdom_invoke), written here in JavaScript. The shared vectors
// (Tests/Calls/values.json) check the encoding against the one Swift's tests check.
//     node Tests/JS/run-calls.mjs [web/calls.js]

import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const callsPath = process.argv[2] ?? new URL('../../web/calls.js', import.meta.url).pathname
const { connect, swift, heldObjects } = await import(pathToFileURL(callsPath).href)
const vectors = JSON.parse(readFileSync(new URL('../Calls/values.json', import.meta.url))).values

const hex = (bytes) => Buffer.from(bytes).toString('hex')
const fromHex = (text) => new Uint8Array(Buffer.from(text, 'hex'))
const special = { '-0': -0, Infinity: Infinity, '-Infinity': -Infinity }
const jsValue = (json) => {
  if (Array.isArray(json)) return json.map(jsValue)
  if (json && typeof json === 'object') return json.bytes ? new Uint8Array(json.bytes) : special[json.number]
  return json
}
const same = (a, b) => {
  if (a instanceof Uint8Array) return b instanceof Uint8Array && hex(a) === hex(b)
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]))
  return Object.is(a, b)
}

// The page's modules, written to files so calls.js imports them as a page's data-js would.
const folder = mkdtempSync(join(tmpdir(), 'calls-'))
writeFileSync(join(folder, 'app.js'), `
export function echo(...args) { args.pop(); return args.length === 1 ? args[0] : args }
export function fail() { const e = new Error('disk full'); e.name = 'QuotaExceededError'; throw e }
export async function later(value) { await null; return value }
export async function refuse() { await null; throw new TypeError('Failed to fetch') }
export function bigint() { return 10n }
export function watch(first, { send, signal }) { send(first); globalThis.watchSend = send; globalThis.watchSignal = signal }
export function swiftFromCall(context) { return context?.swift ? 'context' : 'none' }
export async function asks({ swift }) { await null; return swift('double', 21) }
export const notAFunction = 3
`)
writeFileSync(join(folder, 'other.js'), 'export function echo() { return "second module" }\n')

// The app's node 1, as far as a script sees it.
const canvas = { localName: 'canvas', getContext: (kind) => (kind === '2d' ? { lineWidth: 1, stroke() { return 'stroked' } } : null) }

// A stand-in for the module: an event buffer at 1024, answers of vdom_invoke at 8192 (or 0, as a module
// that defines no function answers, with `definesNone`).
function makeModule({ definesNone = false } = {}) {
  const memory = new WebAssembly.Memory({ initial: 1 })
  const answers = []
  const exported = new Map([['double', ([n]) => [0, n * 2]], ['boom', () => [1, ['RangeError', 'too big']]]])
  let depth = 0
  let stopped = false
  let calls
  const exports = {
    vdom_event_buffer: () => 1024,
    vdom_answer: (id, length) => answers.push([id, hex(new Uint8Array(memory.buffer, 1024, length))]),
    vdom_invoke: (length) => {
      if (definesNone) return 0
      // The request is [name, arguments]: read it back through calls.js's own answer encoding.
      const request = new Uint8Array(memory.buffer, 1024, length).slice()
      const [name, args] = decodeWithCalls(request)
      const [status, value] = exported.get(name)?.(args) ?? [1, ['ReferenceError', `no ${name}`]]
      const reply = encodeWithCalls(value, status)
      new DataView(memory.buffer).setUint32(8192, reply.length, true)
      new Uint8Array(memory.buffer, 8196, reply.length).set(reply)
      return 8192
    },
  }
  const host = {
    call(name, ...args) {
      if (stopped) return 0
      depth++
      try { return exports[name](...args) } finally { depth-- }
    },
    get memory() { return memory },
    get busy() { return depth > 0 },
    get stopped() { return stopped },
    // The app's nodes by id, as the applier finds them: node 1 is a canvas.
    applier: { node: (id) => (id === 1 ? canvas : undefined) },
  }
  // Helpers that go through the imports, as Swift does: write bytes, call, take the answer.
  const write = (at, bytes) => { new Uint8Array(memory.buffer, at, bytes.length).set(bytes); return bytes.length }
  const name = (text, at = 0) => write(at, new TextEncoder().encode(text))
  function callSync(fn, argumentsHex) {
    const nameLength = name(fn)
    const argumentsLength = write(256, fromHex(argumentsHex))
    depth++
    const length = calls.call(0, nameLength, 256, argumentsLength)
    calls.take(4096)
    depth--
    return hex(new Uint8Array(memory.buffer, 4096, length))
  }
  function member(operation, property, argumentsHex) {
    const nameLength = name(property)
    const argumentsLength = write(256, fromHex(argumentsHex))
    depth++
    const length = calls.member(operation, 0, nameLength, 256, argumentsLength)
    calls.take(4096)
    depth--
    return hex(new Uint8Array(memory.buffer, 4096, length))
  }
  function start(id, fn, argumentsHex, streaming = 0) {
    const nameLength = name(fn)
    const argumentsLength = write(256, fromHex(argumentsHex))
    depth++
    calls.start(id, 0, nameLength, 256, argumentsLength, streaming)
    depth--
  }
  // calls.js's encoding, reached through sync calls of globals, as Swift reaches them.
  function encodeWithCalls(value, status) {
    globalThis.echoValue = () => value
    const answer = fromHex(callSync('echoValue', '0600000000'))
    answer[0] = status
    return answer
  }
  function decodeWithCalls(bytes) {
    let decoded
    globalThis.capture = (...args) => { decoded = args }
    callSync('capture', hex(bytes))
    return decoded
  }
  return {
    memory, answers, host, callSync, start, member,
    connect: async (scripts) => { calls = await connect(host, scripts) },
    get calls() { return calls },
    stop() { stopped = true },
  }
}
const base = pathToFileURL(folder + '/').href
globalThis.document = { baseURI: base }

const tests = []
const test = (name, body) => tests.push([name, body])
const equal = (actual, expected, what) => {
  if (!same(actual, expected) && JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
  }
}
const microtasks = () => new Promise((resolve) => setTimeout(resolve, 0))
const answerHex = (status, valueHex) => hex([status]) + valueHex
const stringHex = (text) => {
  const bytes = new TextEncoder().encode(text)
  const length = Buffer.alloc(4)
  length.writeUInt32LE(bytes.length)
  return '04' + length.toString('hex') + hex(bytes)
}
const failureHex = (name, message) => answerHex(1, '0602000000' + stringHex(name) + stringHex(message))

test('every shared vector crosses both ways', async () => {
  const module = makeModule()
  await module.connect('app.js')
  for (const vector of vectors) {
    // JavaScript to Swift: the function answers the value; the answer is its bytes after status 0.
    globalThis.answerOf = () => jsValue(vector.value)
    equal(module.callSync('answerOf', '0600000000'), answerHex(0, vector.hex), vector.name)
    // Swift to JavaScript: the bytes as the one argument arrive as the value.
    let received
    globalThis.receive = (value) => { received = value }
    module.callSync('receive', '0601000000' + vector.hex)
    equal(received, jsValue(vector.value), vector.name)
  }
})

test('a module export is found before a global, in the order data-js names them', async () => {
  const module = makeModule()
  await module.connect(' other.js  app.js ')
  equal(module.callSync('echo', '0600000000'), answerHex(0, stringHex('second module')), 'echo')
  equal(module.callSync('Math.max', '060200000003000000000000f03f030000000000001440'), answerHex(0, '030000000000001440'), 'Math.max(1, 5)')
})

test('each module data-js names is an import that does nothing, the marker a browser API links', async () => {
  const module = makeModule()
  await module.connect(' other.js  app.js ')
  equal(Object.keys(module.calls).sort(), ['app.js', 'call', 'cancel', 'load', 'member', 'other.js', 'release', 'start', 'take'], 'the imports of module calls')
  equal(module.calls['app.js'](), undefined, 'what a marker answers')
  equal(module.calls.load(), undefined, 'what the marker of a module that needs calls.js answers')
})

test("the app is given the encoder of a custom event's detail, as hexadecimal", async () => {
  const module = makeModule()
  await module.connect('')
  const { detail } = module.host
  equal(detail(new CustomEvent('rating-change', { detail: ['é', 4] })), '0602000000' + '0402000000c3a9' + '030000000000001040', 'a list')
  equal(detail(new CustomEvent('rating-change')), '00', 'none given: null')
  equal(detail(new Event('input')), undefined, 'an event that is no CustomEvent')
  equal(detail({ type: 'click', detail: 2 }), undefined, "a click's count")
  const logged = []
  const consoleError = console.error
  console.error = (message) => logged.push(message)
  try {
    equal(detail(new CustomEvent('picker-change', { detail: new Map() })), undefined, 'a detail that cannot cross')
  } finally {
    console.error = consoleError
  }
  equal(logged, ['The detail of a "picker-change" event does not reach Swift: a Map cannot cross to Swift: pass null, a boolean, a number, a string, bytes or an array of these (an event\'s detail holds no objects)'], 'the console')
})

test('failures are answers with the name and message', async () => {
  const module = makeModule()
  await module.connect('app.js')
  equal(module.callSync('fail', '0600000000'), failureHex('QuotaExceededError', 'disk full'), 'a thrown error')
  equal(module.callSync('nowhere.at.all', '0600000000'),
    failureHex('ReferenceError', 'no function named "nowhere.at.all": no module in data-js ("app.js") exports one, and no global has that path'), 'a missing function')
  equal(module.callSync('notAFunction', '0600000000'),
    failureHex('ReferenceError', 'no function named "notAFunction": no module in data-js ("app.js") exports one, and no global has that path'), 'an export that is no function')
  equal(module.callSync('constructor.constructor', '0600000000').slice(0, 2), '01', 'a path through Object.prototype')
  equal(module.callSync('later', '060100000000'), failureHex('TypeError', '"later" returned a promise: call it with start'), 'a promise')
  equal(module.callSync('bigint', '0600000000'),
    failureHex('TypeError', 'a BigInt cannot cross to Swift: pass null, a boolean, a number, a string, bytes or an array of these'), 'a BigInt')
})

// The handle vectors: the element Swift names by id arrives as the node; an object crosses as a handle of
// a number the page chose, back as itself, and goes when Swift releases it.
test('elements and objects cross as the shared handle vectors say', async () => {
  const module = makeModule()
  await module.connect('app.js')
  const handles = JSON.parse(readFileSync(new URL('../Calls/values.json', import.meta.url))).handles
  let received
  globalThis.receive = (...values) => { received = values }
  module.callSync('receive', '0601000000' + handles[0].hex)
  equal(received[0] === canvas, true, 'the element is the node itself')
  const before = heldObjects()
  const widget = { name: 'picker' }
  globalThis.answerOf = () => widget
  const answer = module.callSync('answerOf', '0600000000')
  equal(answer.slice(0, 4), '0008', 'status, then the object tag')
  const handle = Buffer.from(answer.slice(4), 'hex').readUInt32LE(0)
  equal(heldObjects(), before + 1, 'the page holds the object')
  const handleHex = handles[1].hex.slice(0, 2) + answer.slice(4)
  module.callSync('receive', '0602000000' + handles[0].hex + handleHex)
  equal(received[0] === canvas && received[1] === widget, true, 'a list of the element and the object: both themselves')
  module.calls.release(handle)
  module.calls.release(handle)
  equal(heldObjects(), before, 'released, once however often')
})

test("members: a method's answer, a property read and written, and failures with their reason", async () => {
  const module = makeModule()
  await module.connect('app.js')
  const context = module.member(0, 'getContext', '0602000000' + '0701000000' + stringHex('2d'))
  equal(context.slice(0, 4), '0008', 'getContext answers a handle')
  const target = '08' + context.slice(4)
  equal(module.member(1, 'lineWidth', '0601000000' + target), answerHex(0, '03000000000000f03f'), 'read lineWidth')
  equal(module.member(2, 'lineWidth', '0602000000' + target + '030000000000000040'), answerHex(0, '00'), 'write lineWidth')
  equal(module.member(1, 'lineWidth', '0601000000' + target), answerHex(0, '030000000000000040'), 'read it again')
  equal(module.member(0, 'stroke', '0601000000' + target), answerHex(0, stringHex('stroked')), 'a method')
  equal(module.member(0, 'fill', '0601000000' + target), failureHex('TypeError', 'Object has no method fill()'), 'no such method')
  equal(module.member(0, 'getContext', '0601000000' + '0709000000'), failureHex('TypeError', 'element #9 is not in the page'), 'an element not in the page')
  equal(module.member(1, 'x', '060100000000'), failureHex('TypeError', 'x of null: not an element or an object'), 'null')
  module.calls.release(Buffer.from(context.slice(4), 'hex').readUInt32LE(0))
})

test('a started call answers after its promise settles, never from inside the import', async () => {
  const module = makeModule()
  await module.connect('app.js')
  module.start(3, 'later', '0601000000' + stringHex('done'))
  module.start(4, 'refuse', '0600000000')
  module.start(5, 'echo', '060100000002')
  equal(module.answers, [], 'answers before the imports return')
  await microtasks()
  equal(module.answers.sort(), [[3, answerHex(0, stringHex('done'))], [4, failureHex('TypeError', 'Failed to fetch')], [5, answerHex(0, '02')]].sort(), 'answers')
  module.start(6, 'missing', '0600000000')
  await microtasks()
  equal(module.answers.at(-1)[1].slice(0, 2), '01', 'a missing function fails the call')
})

test('a cancelled call is aborted and hears nothing', async () => {
  const module = makeModule()
  await module.connect('app.js')
  module.start(7, 'watch', '0601000000' + stringHex('first'), 1)
  const signal = globalThis.watchSignal
  module.calls.cancel(7)
  await microtasks()
  equal(signal.aborted, true, 'signal.aborted')
  globalThis.watchSend('late')
  module.start(8, 'later', '0601000000' + stringHex('x'))
  module.calls.cancel(8)
  await microtasks()
  equal(module.answers, [], 'answers')
})

test('a streaming call answers each value sent, even one sent from inside the import', async () => {
  const module = makeModule()
  await module.connect('app.js')
  module.start(9, 'watch', '0601000000' + stringHex('first'), 1)
  await microtasks()
  globalThis.watchSend('second')
  await microtasks()
  equal(module.answers, [[9, answerHex(2, stringHex('first'))], [9, answerHex(2, stringHex('second'))]], 'answers')
})

test('swift() runs an app export and throws its failure; never while Swift is calling', async () => {
  const module = makeModule()
  await module.connect('app.js')
  equal(swift('double', 21), 42, 'swift()')
  let thrown
  try { swift('boom') } catch (error) { thrown = [error.name, error.message] }
  equal(thrown, ['RangeError', 'too big'], 'a Swift failure')
  module.start(10, 'asks', '0600000000')
  await microtasks()
  equal(module.answers, [[10, answerHex(0, '030000000000004540')]], 'swift from a started call')
  globalThis.reenter = () => swift('double', 1)
  equal(module.callSync('reenter', '0600000000'),
    failureHex('Error', 'swift("double") was called while Swift was calling JavaScript: call it from an event, a timer or after an await'), 'inside a call')
})

test('swift() throws a ReferenceError when the app defines no function', async () => {
  const module = makeModule({ definesNone: true })
  await module.connect('app.js')
  let thrown
  try { swift('double', 21) } catch (error) { thrown = [error.name, error.message] }
  equal(thrown, ['ReferenceError', 'the app exports no functions (JSExports.define)'], 'the error')
})

test('nothing is answered once the app has stopped', async () => {
  const module = makeModule()
  await module.connect('app.js')
  module.start(11, 'later', '0601000000' + stringHex('x'))
  module.stop()
  await microtasks()
  equal(module.answers, [], 'answers')
})

let failed = 0
for (const [name, body] of tests) {
  try {
    await body()
    console.log(`ok    ${name}`)
  } catch (error) {
    failed++
    console.log(`FAIL  ${name}\n      ${error.message}`)
  }
}
console.log(`calls (${callsPath.split('/').slice(-2).join('/')}): ${tests.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
