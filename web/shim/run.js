// A running app: its calls into the module, the imports it calls the page through (module `vdom`,
// docs/patch-format.md part 3), the snapshot each event dispatched to it carries, the reports the applier
// raised, handed to it between calls, and its stop.

import { createApplier } from './applier.js'

/**
 * The app that runs in `container` once its module is instantiated: `imports` are the page's functions it
 * imports (module `vdom`), `started(exports)` hands it the instance's exports, runs `start()` and answers
 * what `start` does (the exports, the applier, whether the app has stopped); `call`, `memory`, `busy` and
 * `stopped` are what calls.js is given (docs/javascript.md).
 */
export function run(container) {
  const encoder = new TextEncoder()
  const decoder = new TextDecoder()
  const timers = new Map()
  let exports, memory
  let output = [] // bytes of the line being printed
  let recent = [] // what the app printed or reported since it last was called, for a trap's report
  let stopped = false
  let idleRequested = false
  let depth = 0 // calls into the module under way
  let delivering = false
  const reports = [] // what the applier reported and the app has not heard yet: kind, message, …

  const text = (pointer, length) => decoder.decode(new Uint8Array(memory.buffer, pointer, length))
  const raise = (kind, message) => {
    reports.push(kind, message)
    deliver()
  }
  const applier = createApplier(container, dispatch, raise)
  const collected = new FinalizationRegistry(() => call('vdom_idle'))

  // Runs an export; an exception (a trap, or a frame the applier refused) stops the app for good,
  // since the instance may be halfway through changing its state. (One thrown once the app has stopped
  // unwinds a call that was still running: see `start`.)
  function call(name, ...args) {
    if (stopped) return 0
    recent = []
    depth++
    try {
      return exports[name](...args)
    } catch (error) {
      if (!stopped) {
        stopped = true
        // Timeouts and intervals share one list of timers: `clearTimeout` clears either.
        for (const timer of timers.values()) clearTimeout(timer)
        showStopped(container, recent.length ? recent.join('\n') : error.message, error)
      }
      return 0
    } finally {
      depth--
      deliver()
    }
  }

  // Hands the applier's reports to the app (`App.onError`, through the `vdom_report` export) once no call
  // into the module is under way: the module is never entered again from inside one of its imports. A
  // module without that export has them logged.
  function deliver() {
    if (depth || delivering) return
    delivering = true
    while (reports.length && !stopped) {
      const [kind, message] = reports.splice(0, 2)
      if (!exports?.vdom_report) {
        console.error(message)
        continue
      }
      const bytes = encoder.encode(message)
      const pointer = call('vdom_event_buffer', bytes.length)
      new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes)
      call('vdom_report', kind, bytes.length)
    }
    delivering = false
  }

  // Writes the snapshot of `domEvent` (docs/patch-format.md, "Dispatch") where the module makes room for
  // it, and dispatches it to node `id`; answers the handler's flags.
  function dispatch(id, event, domEvent) {
    if (stopped) return 0
    const target = domEvent.target
    // A select that takes several options sends their positions as its value (its own is the first one's).
    const multiple = target.type === 'select-multiple'
    const value = multiple ? [...target.selectedOptions].map((option) => option.index).join(' ')
      : typeof target.value === 'string' ? target.value : null
    const checked = target.type === 'checkbox' || target.type === 'radio' ? target.checked : null
    // The texts follow the header, each absent when empty but the value. A CustomEvent's detail comes
    // from calls.js, which is loaded for an app that reads it.
    const texts = [value, domEvent.key, domEvent.inputType, app.detail?.(domEvent)]
    const capacity = 32 + 3 * texts.join('').length
    const pointer = call('vdom_event_buffer', capacity)
    if (stopped) return 0
    const bytes = new Uint8Array(memory.buffer, pointer, capacity)
    let at = 32, validity = 0
    // Most events carry no text (a click has no value, key or input type): those cost no view and no
    // call to the encoder.
    const put = (text) => {
      if (!text) return 0
      const written = encoder.encodeInto(text, bytes.subarray(at)).written
      at += written
      return written
    }
    // The flags of `ValidityState`, in the order its interface declares them: the last in bit 0.
    for (const name in target.validity) validity += validity + target.validity[name]
    new Uint32Array(memory.buffer, pointer, 8).set([
      (value !== null) | ((checked !== null) << 1) | (multiple << 2),
      checked,
      domEvent.shiftKey | (domEvent.ctrlKey << 1) | (domEvent.altKey << 2) | (domEvent.metaKey << 3) |
        (domEvent.isComposing << 4),
      ...texts.map(put),
      validity,
    ])
    return call('vdom_dispatch', id, event)
  }

  const imports = {
    apply(pointer, length) {
      // Swift frees what a frame removed once the page is idle, or once the browser has collected one of
      // the DOM nodes it removed, whichever comes first (section 3).
      const removed = applier.apply(new Uint8Array(memory.buffer, pointer, length))
      if (!removed) return
      collected.register(removed)
      if (idleRequested) return
      idleRequested = true
      ;(globalThis.requestIdleCallback ?? setTimeout)(() => {
        idleRequested = false
        call('vdom_idle')
      })
    },
    requestFlush: () => requestAnimationFrame(() => call('vdom_flush')),
    error(pointer, length) {
      const message = text(pointer, length)
      recent.push(message)
      console.error(message)
    },
    setTitle: (pointer, length) => { container.ownerDocument.title = text(pointer, length) },
    setTimer(id, milliseconds, repeats) {
      const run = () => {
        if (!repeats) timers.delete(id)
        call('vdom_timer', id)
      }
      timers.set(id, repeats ? setInterval(run, milliseconds) : setTimeout(run, milliseconds))
    },
    clearTimer(id) {
      clearTimeout(timers.get(id))
      timers.delete(id)
    },
    putchar(byte) {
      if (byte !== 10) return void output.push(byte)
      const line = decoder.decode(new Uint8Array(output))
      output = []
      recent.push(line)
      console.log(line)
    },
    random: (pointer, length) => crypto.getRandomValues(new Uint8Array(memory.buffer, pointer, length)),
  }

  // What calls.js needs of the app is here too: `call`, `memory`, `busy` and `stopped`; calls.js gives it
  // `detail` (docs/javascript.md). `started` answers what `start` does.
  const app = {
    imports,
    started(instance) {
      exports = instance
      memory = exports.memory
      call('start')
      return { exports, applier, get stopped() { return stopped } }
    },
    call,
    get memory() { return memory },
    get busy() { return depth > 0 },
    // transitions.js finds the elements it is given by id; adopt.js applies the first frame and reports.
    applier,
    raise,
    get stopped() { return stopped },
  }
  return app
}

// The stop, seen: the reason goes to the console, the container is inert, and a banner says it has stopped.
function showStopped(container, reason, error) {
  console.error(`The app stopped: ${reason}`, error)
  const banner = container.ownerDocument.createElement('div')
  banner.className = 'vdom-stopped'
  banner.setAttribute('role', 'alert')
  banner.textContent = `This app has stopped (${reason}). Reload the page to start it again.`
  container.setAttribute('inert', '')
  container.setAttribute('aria-disabled', 'true')
  container.before(banner)
}
