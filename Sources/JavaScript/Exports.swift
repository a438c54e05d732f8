import DOMBridge
import VDOM

// The functions `web/calls.js` calls. They exist only in apps that import this library.

/// Hands the answer the page wrote into the inbox (`byteCount` bytes, after a call to
/// `vdom_event_buffer`) to asynchronous call `id`.
@_expose(wasm, "vdom_answer")
@_cdecl("vdom_answer")
func vdomAnswer(_ id: UInt32, _ byteCount: UInt32) {
    PendingCalls.answer(id, UnsafeRawBufferPointer(rebasing: Inbox.contents.prefix(Int(byteCount))))
}

/// Runs the Swift function the page asked for (a request of `byteCount` bytes in the inbox) and
/// returns where its answer is: a 32-bit byte count, then the answer. It stays there until the next call.
/// An app that defines no function answers 0 (null), and `calls.js` throws the `ReferenceError` that
/// says so: the code that reads a request and writes an answer is linked only with `JSExports.define`.
@_expose(wasm, "vdom_invoke")
@_cdecl("vdom_invoke")
func vdomInvoke(_ byteCount: UInt32) -> UnsafeRawPointer? {
    Invocation.answer?(UnsafeRawBufferPointer(rebasing: Inbox.contents.prefix(Int(byteCount))))
}

/// The last answer of `vdom_invoke`, kept until the page has read it.
enum InvokeAnswer {
    private static var storage: UnsafeMutableRawBufferPointer?

    /// Copies `answer` after its 32-bit byte count into memory of its own, freeing the previous answer's.
    static func keep(_ answer: [UInt8]) -> UnsafeRawPointer {
        storage?.deallocate()
        let framed = UnsafeMutableRawBufferPointer.allocate(byteCount: 4 + answer.count, alignment: 4)
        framed.storeBytes(of: UInt32(answer.count).littleEndian, as: UInt32.self)
        answer.withUnsafeBytes { framed.baseAddress!.advanced(by: 4).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        storage = framed
        return UnsafeRawPointer(framed.baseAddress!)
    }
}
