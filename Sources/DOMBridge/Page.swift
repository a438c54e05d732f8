import VDOM

/// What the bridge needs from the page. In the browser these are the imports of module `vdom` that
/// the page's shim (`web/shim/run.js`) provides; tests on Linux pass closures of their own.
struct Page {
    /// Applies one encoded frame (`docs/patch-format.md`) before returning.
    var apply: (UnsafeRawBufferPointer) -> Void
    /// Asks for a call to the `vdom_flush` export on the next animation frame.
    var requestFlush: () -> Void
    /// Shows a message on the console as an error.
    var reportError: (Text) -> Void

    /// The page that loaded this module.
    static let browser = Page(
        apply: { frame in
            hostApply(frame.baseAddress, Int32(frame.count))
        },
        requestFlush: { hostRequestFlush() },
        reportError: { message in
            message.utf8.withUnsafeBufferPointer { hostError($0.baseAddress, Int32($0.count)) }
        }
    )
}

#if arch(wasm32)
@_extern(wasm, module: "vdom", name: "apply")
@_extern(c)
func hostApply(_ frame: UnsafeRawPointer?, _ byteCount: Int32)

@_extern(wasm, module: "vdom", name: "requestFlush")
@_extern(c)
func hostRequestFlush()

@_extern(wasm, module: "vdom", name: "error")
@_extern(c)
func hostError(_ text: UnsafePointer<UInt8>?, _ byteCount: Int32)

@_extern(wasm, module: "vdom", name: "setTitle")
@_extern(c)
func hostSetTitle(_ text: UnsafePointer<UInt8>?, _ byteCount: Int32)

@_extern(wasm, module: "vdom", name: "setTimer")
@_extern(c)
func hostSetTimer(_ id: UInt32, _ milliseconds: Int32, _ repeats: Int32)

@_extern(wasm, module: "vdom", name: "clearTimer")
@_extern(c)
func hostClearTimer(_ id: UInt32)
#else
// Outside the browser there is no page: the bridge is driven by tests through their own `Page`, and
// timers by ``TestClock``.
func hostApply(_ frame: UnsafeRawPointer?, _ byteCount: Int32) {}
func hostRequestFlush() {}
func hostError(_ text: UnsafePointer<UInt8>?, _ byteCount: Int32) {}
func hostSetTitle(_ text: UnsafePointer<UInt8>?, _ byteCount: Int32) {}
func hostSetTimer(_ id: UInt32, _ milliseconds: Int32, _ repeats: Int32) {
    TestClock.set(id, milliseconds: milliseconds, repeats: repeats != 0)
}
func hostClearTimer(_ id: UInt32) { TestClock.clear(id) }
#endif
