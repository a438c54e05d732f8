// Calls between Swift and the page's own JavaScript (docs/javascript.md). The shim loads this module
// only for an app that imports module `calls`, that is one that uses the Swift library `JavaScript`,
// and gives it the modules the page names in `data-js`: their exports are the functions Swift calls.
//
// Values cross in one encoding both ways (tag byte, then payload; numbers little-endian):
//   0 null · 1 false · 2 true · 3 number (float64) · 4 string (u32 byte count, UTF-8)
//   5 bytes (u32 byte count, bytes) · 6 list (u32 element count, elements)
//   7 element (u32 id of a node of the app's, Swift to JavaScript) · 8 object (u32 handle)
// Any other object or function crosses to Swift as a handle: this module keeps the object under a new
// number until Swift lets the handle go (`calls.release`).
// An answer is a status byte, then a value: 0 the result, 2 one value of a stream, 1 a failure (a list
// of the error's name and message). A CustomEvent's detail reaches Swift in the event's snapshot, as the
// hexadecimal of its value.

const UNSAFE_PARTS = new Set(['constructor', 'prototype', '__proto__'])
const RESULT = 0
const FAILURE = 1
const VALUE = 2
const encoder = new TextEncoder()
const decoder = new TextDecoder()
// The app the most recent `connect` started, for `swift` called outside any call's context.
let latest = null
// The objects Swift holds handles to, by handle; numbers are never reused, so a late release of one
// cannot free another's.
const objects = new Map()
let nextHandle = 1

/** How many objects the page keeps for handles Swift holds (a test counts them). */
export const heldObjects = () => objects.size

/**
 * Calls the Swift function the app exported as `name` (`JSExports.define`) and returns its answer;
 * throws an `Error` with the Swift error's name and message when it fails. For a page with one app;
 * a function Swift called gets the `swift` of its own app in its context.
 */
export function swift(name, ...args) {
  if (!latest) throw new Error('no app that uses JSExports has started')
  return latest(name, ...args)
}

/**
 * Loads the modules `scripts` names (space-separated URLs, relative to the page) and returns the
 * imports of module `calls` for the app `host` runs: `host.call(exportName, …)` enters the module as
 * the shim does (a trap stops the app), `host.memory` is its memory, `host.busy` whether a call into
 * it is under way, `host.stopped` whether it has stopped. Gives `host` the `detail` the shim puts in
 * each event's snapshot.
 */
export async function connect(host, scripts) {
  const base = globalThis.document?.baseURI
  const urls = scripts.split(/\s+/).filter(Boolean)
  const modules = await Promise.all(urls.map((url) => import(new URL(url, base))))
  const calls = new Map() // id → the abort controller of a call under way
  let answer // the encoded answer of the last synchronous call, until Swift takes it

  const bytes = (pointer, length) => new Uint8Array(host.memory.buffer, pointer, length)
  const text = (pointer, length) => decoder.decode(bytes(pointer, length))
  // An element Swift names by id: the node of the app's applier.
  const element = (id) => {
    const node = host.applier.node(id)
    if (!node) throw new TypeError(`element #${id} is not in the page`)
    return node
  }
  const values = (pointer, length) => decode(bytes(pointer, length), element)

  // The function named `name`: an export of the first module that has one, else a global reached by a
  // dotted path, called on the object that holds it (`console.warn` on `console`).
  function find(name) {
    for (const module of modules) {
      if (Object.hasOwn(module, name) && typeof module[name] === 'function') return module[name]
    }
    let owner = globalThis
    const path = name.split('.')
    for (const [index, part] of path.entries()) {
      // A path through an object's constructor reaches `Function`, a way to evaluate text: not followed.
      const value = /^[$\w]+$/.test(part) && !UNSAFE_PARTS.has(part) && owner != null ? owner[part] : undefined
      if (index === path.length - 1 && typeof value === 'function') return value.bind(owner)
      owner = value
    }
    const error = new Error(`no function named "${name}": no module in data-js ("${scripts}") exports one, and no global has that path`)
    error.name = 'ReferenceError'
    throw error
  }

  function invoke(name, ...args) {
    if (host.busy) throw new Error(`swift("${name}") was called while Swift was calling JavaScript: call it from an event, a timer or after an await`)
    const request = encode(RESULT, [name, args]).subarray(1)
    const pointer = host.call('vdom_event_buffer', request.length)
    if (host.stopped) throw new Error('the app has stopped')
    bytes(pointer, request.length).set(request)
    const at = host.call('vdom_invoke', request.length)
    if (host.stopped) throw new Error('the app has stopped')
    if (at === 0) throw failure(['ReferenceError', 'the app exports no functions (JSExports.define)'])
    const length = new DataView(host.memory.buffer).getUint32(at, true)
    const reply = bytes(at + 4, length)
    const value = decode(reply.subarray(1), element)
    if (reply[0] === FAILURE) throw failure(value)
    return value
  }
  latest = invoke

  // Hands call `id` an answer once no call into the module is under way (a function may send before
  // the import that started it has returned), unless the call was cancelled or ended meanwhile.
  function deliver(id, controller, status, value) {
    queueMicrotask(() => {
      if (calls.get(id) !== controller || host.stopped) return
      if (status !== VALUE) calls.delete(id)
      const message = encodeAnswer(status, value)
      const pointer = host.call('vdom_event_buffer', message.length)
      if (host.stopped) return
      bytes(pointer, message.length).set(message)
      host.call('vdom_answer', id, message.length)
    })
  }

  // A CustomEvent's `detail` for the event's snapshot, which carries text: its encoding in hexadecimal.
  // Other events have none; a detail that cannot cross is left out, and the console says why.
  host.detail = (event) => {
    if (Object.prototype.toString.call(event) !== '[object CustomEvent]') return
    try {
      return Array.from(encode(RESULT, event.detail, true).subarray(1), (byte) => byte.toString(16).padStart(2, '0')).join('')
    } catch (error) {
      console.error(`The detail of a "${event.type}" event does not reach Swift: ${error.message}`)
    }
  }

  // Each module data-js names is also an import that does nothing: the marker a browser API of the
  // module links (`calls["fetch.js"]`), by which the page build knows to name the module.
  const imports = Object.fromEntries(urls.map((url) => [url, () => {}]))
  return Object.assign(imports, {
    // The marker of a module that needs this file without calling a function (it reads events' details,
    // or only answers the page's calls), for which the page loads it.
    load() {},
    call(namePointer, nameLength, pointer, length) {
      try {
        const result = find(text(namePointer, nameLength))(...values(pointer, length))
        if (typeof result?.then === 'function') {
          result.catch(() => {}) // its failure is reported here instead
          throw new TypeError(`"${text(namePointer, nameLength)}" returned a promise: call it with start`)
        }
        answer = encodeAnswer(RESULT, result)
      } catch (error) {
        answer = encodeAnswer(FAILURE, error)
      }
      return answer.length
    },
    take(pointer) {
      bytes(pointer, answer.length).set(answer)
      answer = undefined
    },
    start(id, namePointer, nameLength, pointer, length, streaming) {
      const controller = new AbortController()
      calls.set(id, controller)
      const send = (value) => deliver(id, controller, VALUE, value)
      const context = { signal: controller.signal, send, swift: invoke }
      new Promise((resolve) => resolve(find(text(namePointer, nameLength))(...values(pointer, length), context)))
        .then((value) => { if (!streaming) deliver(id, controller, RESULT, value) },
          (error) => deliver(id, controller, FAILURE, error))
    },
    cancel(id) {
      calls.get(id)?.abort()
      calls.delete(id)
    },
    // A method call (0), a property read (1) or write (2) on the first value, an element or an object.
    member(operation, namePointer, nameLength, pointer, length) {
      try {
        const name = text(namePointer, nameLength), [target, ...args] = values(pointer, length)
        if (target === null || typeof target !== 'object' && typeof target !== 'function') {
          throw new TypeError(`${name} of ${target}: not an element or an object`)
        }
        let result = null
        if (operation === 1) result = target[name]
        else if (operation === 2) target[name] = args[0]
        else if (typeof target[name] === 'function') result = target[name](...args)
        else throw new TypeError(`${target.constructor?.name ?? 'the object'} has no method ${name}()`)
        answer = encodeAnswer(RESULT, result)
      } catch (error) {
        answer = encodeAnswer(FAILURE, error)
      }
      return answer.length
    },
    release(handle) {
      objects.delete(handle)
    },
  })
}

// An answer's bytes; a value that cannot cross becomes a TypeError failure, naming what it was.
function encodeAnswer(status, value) {
  if (status === FAILURE) return encode(FAILURE, [String(value?.name ?? 'Error'), String(value?.message ?? value)])
  try {
    return encode(status, value)
  } catch (error) {
    return encode(FAILURE, [error.name, error.message])
  }
}

function failure([name, message]) {
  const error = new Error(message)
  error.name = name
  return error
}

// A status byte followed by `value`. An object becomes a handle, unless `plain` (a detail, which Swift may
// never read, so nothing would release it): then it is refused.
function encode(status, value, plain) {
  let out = new Uint8Array(64)
  let at = 0
  const room = (count) => {
    if (at + count <= out.length) return
    const larger = new Uint8Array(Math.max(out.length * 2, at + count))
    larger.set(out)
    out = larger
  }
  const byte = (b) => { room(1); out[at++] = b }
  const word = (w) => { room(4); new DataView(out.buffer).setUint32(at, w, true); at += 4 }
  const run = (tag, data) => { byte(tag); word(data.length); room(data.length); out.set(data, at); at += data.length }
  const put = (v) => {
    if (v === null || v === undefined) byte(0)
    else if (typeof v === 'boolean') byte(v ? 2 : 1)
    else if (typeof v === 'number') { byte(3); room(8); new DataView(out.buffer).setFloat64(at, v, true); at += 8 }
    else if (typeof v === 'string') run(4, encoder.encode(v))
    else if (v instanceof Uint8Array) run(5, v)
    else if (v instanceof ArrayBuffer) run(5, new Uint8Array(v))
    else if (Array.isArray(v)) { byte(6); word(v.length); v.forEach(put) }
    else if (!plain && (typeof v === 'object' || typeof v === 'function')) { objects.set(nextHandle, v); byte(8); word(nextHandle++) }
    else throw new TypeError(`a ${v?.constructor?.name ?? typeof v} cannot cross to Swift: pass null, a boolean, a number, a string, bytes or an array of these${plain ? ' (an event\'s detail holds no objects)' : ''}`)
  }
  byte(status)
  put(value)
  return out.slice(0, at)
}

// The value Swift wrote (well formed: Swift wrote it); `element(id)` finds an element it names.
function decode(data, element) {
  const view = new DataView(data.buffer, data.byteOffset, data.length)
  let at = 0
  const get = () => {
    const tag = data[at++]
    if (tag < 3) return tag === 0 ? null : tag === 2
    if (tag === 3) { at += 8; return view.getFloat64(at - 8, true) }
    const count = view.getUint32(at, true)
    at += 4
    if (tag === 7) return element(count)
    if (tag === 8) return objects.get(count) ?? null
    if (tag === 6) return Array.from({ length: count }, get)
    const run = data.slice(at, at += count)
    return tag === 4 ? decoder.decode(run) : run
  }
  return get()
}
