import VDOM

// The functions the page calls (`web/shim/run.js`; `PageContract.exports`). With `start`, `vdom_heap_size` and `vdom_stack_used`
// (WasmRuntime), these are all the module's exports besides its memory.

/// Connects the bridge to the scheduler before the app's `main.swift` runs, so that changes made by
/// timers get their animation frame even in an app that mounts nothing. `start` calls it.
@_cdecl("vdom_prepare")
func vdomPrepare() {
    _ = App.bridge
}

/// Makes room for an event snapshot of `byteCount` bytes and returns where the page writes it.
@_expose(wasm, "vdom_event_buffer")
@_cdecl("vdom_event_buffer")
func vdomInbox(_ byteCount: UInt32) -> UnsafeMutableRawPointer {
    Inbox.reserve(Int(byteCount))
}

/// Hands the report the page wrote into the inbox (`byteCount` bytes of UTF-8, after a call to
/// `vdom_event_buffer`) to ``App/onError``; `kind` is a ``Report/Kind`` raw value in its low eight bits,
/// with the element's id above them for a hydration mismatch (``Bridge/report(kind:message:)``).
@_expose(wasm, "vdom_report")
@_cdecl("vdom_report")
func vdomReport(_ kind: UInt32, _ byteCount: UInt32) {
    App.bridge.report(kind: kind, message: Inbox.text(count: Int(byteCount)))
}

/// Runs the handler node `node` has for the event with name id `event`, with the snapshot the page
/// wrote, and applies the resulting frame. Answers ``DispatchResult`` bits.
@_expose(wasm, "vdom_dispatch")
@_cdecl("vdom_dispatch")
func vdomDispatch(_ node: UInt32, _ event: UInt32) -> UInt32 {
    App.bridge.dispatch(node: node, event: event, snapshot: Inbox.contents).rawValue
}

/// Renders the changes made since the last frame; called on the animation frame the bridge asked for.
@_expose(wasm, "vdom_flush")
@_cdecl("vdom_flush")
func vdomFlush() {
    App.bridge.flush()
}

/// Runs the timer with `id`.
@_expose(wasm, "vdom_timer")
@_cdecl("vdom_timer")
func vdomTimer(_ id: UInt32) {
    Timers.fire(id)
}

/// Frees what the frames so far removed; the page calls it once it is idle after a frame that removed
/// nodes, or once the browser has collected one of the DOM nodes such a frame removed.
@_expose(wasm, "vdom_idle")
@_cdecl("vdom_idle")
func vdomIdle() {
    App.bridge.renderer.freeRemovedNodes()
}
