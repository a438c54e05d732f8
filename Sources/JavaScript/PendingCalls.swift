import Observing
import VDOM

/// The asynchronous calls under way. A call's id is its index here; ids of finished calls are reused.
///
/// An answer for an id that is no longer here (the call was cancelled after the page had queued it) is
/// dropped: that is the promise ``Cancellation`` makes.
enum PendingCalls {
    typealias Receive = (JSValueCoding.Status, Result<JSValue, JSError>) -> Void

    private final class Call {
        let handle: Cancellation
        let receive: Receive

        init(handle: Cancellation, receive: @escaping Receive) {
            self.handle = handle
            self.receive = receive
        }
    }

    private static var calls: [Call?] = [nil]
    private static var free: [UInt32] = []

    static func start(_ name: Text, _ arguments: [JSValue], streaming: Bool, receive: @escaping Receive) -> Cancellation {
        let id = free.popLast() ?? UInt32(calls.count)
        let handle = Cancellation {
            release(id)
            JSHost.current.cancel(id)
        }
        let call = Call(handle: handle, receive: receive)
        if Int(id) == calls.count { calls.append(call) } else { calls[Int(id)] = call }
        DOMDocument.sendUnsentWrites()
        JSHost.current.start(id, name, JSValueCoding.encode(.list(arguments)), streaming)
        return handle
    }

    /// Hands an answer the page sent for call `id` to its caller; a result or a failure ends the call.
    static func answer(_ id: UInt32, _ bytes: UnsafeRawBufferPointer) {
        guard Int(id) < calls.count, let call = calls[Int(id)] else { return }
        let (status, answer) = JSValueCoding.decodeAnswer(bytes)
        if status != .value {
            release(id)
            call.handle.finish()
        }
        call.receive(status, answer)
    }

    /// Whether call `id` is under way (for the test doubles, which answer the way the page does).
    static func isActive(_ id: UInt32) -> Bool {
        Int(id) < calls.count && calls[Int(id)] != nil
    }

    private static func release(_ id: UInt32) {
        calls[Int(id)] = nil
        free.append(id)
    }
}
