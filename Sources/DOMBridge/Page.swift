#if !arch(wasm32)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#endif
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
// timers by ``TestClock``. The page build's pre-render runs the app's product on Linux (``Prerender``).
func hostApply(_ frame: UnsafeRawPointer?, _ byteCount: Int32) { Prerender.write(frame, count: Int(byteCount)) }
func hostRequestFlush() { Prerender.flushAtExit() }
func hostError(_ text: UnsafePointer<UInt8>?, _ byteCount: Int32) { Prerender.report(text, count: Int(byteCount)) }
func hostSetTitle(_ text: UnsafePointer<UInt8>?, _ byteCount: Int32) {}
func hostSetTimer(_ id: UInt32, _ milliseconds: Int32, _ repeats: Int32) {
    TestClock.set(id, milliseconds: milliseconds, repeats: repeats != 0)
}
func hostClearTimer(_ id: UInt32) { TestClock.clear(id) }

/// The page build's pre-render (`docs/hydration.md`), on Linux only: the app's product, run with
/// `VDOM_PRERENDER` naming a file, writes the first frame it would hand the page into that file and exits
/// at once, so nothing the app does after its first render (timers, fetches) runs. The page build reads
/// the frame into a test DOM and writes its HTML into the page (`vdom-prerender`).
///
/// A view mounted by `main.swift` sends its first frame as it mounts. A page built by imperative code
/// asks for a flush instead, which in the browser comes on the next animation frame: here it comes once
/// `main.swift` has run, as the process exits. A product that renders nothing writes no file.
enum Prerender {
    /// The file `VDOM_PRERENDER` names, or `nil` in any other run (tests, tools).
    static let path: String? = getenv("VDOM_PRERENDER").map { String(cString: $0) }
    private static var flushesAtExit = false

    /// Writes `frame` to ``path`` and ends the process; does nothing when there is no pre-render.
    static func write(_ frame: UnsafeRawPointer?, count: Int) {
        guard let path else { return }
        guard let file = fopen(path, "wb") else {
            fail("cannot write the pre-rendered frame to \(path)")
        }
        let written = count == 0 ? 0 : fwrite(frame, 1, count, file)
        if fclose(file) != 0 || written != count { fail("cannot write the pre-rendered frame to \(path)") }
        // `_exit`, not `exit`: this may run in the handler `flushAtExit` registers, where `exit` may not be
        // called again. What the app printed is flushed first.
        fflush(nil)
        _exit(0)
    }

    /// In a pre-render, has the flush a page asks for run as the process exits, after `main.swift`.
    static func flushAtExit() {
        guard path != nil, !flushesAtExit else { return }
        flushesAtExit = true
        atexit { App.bridge.flush() }
    }

    /// A report of the app's (``App/onError``'s default channel, and ``App/stop(_:)``'s message), for the
    /// page build, which shows what the product wrote on its standard error.
    static func report(_ message: UnsafePointer<UInt8>?, count: Int) {
        guard path != nil, let message else { return }
        fputs("note: the app reported: ", stderr)
        fwrite(message, 1, count, stderr)
        fputs("\n", stderr)
    }

    private static func fail(_ message: String) -> Never {
        fputs("error: \(message)\n", stderr)
        fflush(nil)
        _exit(1)
    }
}
#endif
