import Observing
import VDOM

/// A function the page's JavaScript provides, called from Swift by its name.
///
/// The page names the modules it loads beside the app (`data-js="todo.js"` on the element that holds
/// it); a function is any export of those modules, and otherwise a global reached by a dotted path
/// (`"console.warn"`, `"navigator.vibrate"`). Arguments and answers are ``JSValue``s.
///
/// ```swift
/// // todo.js:  export function plural(count) { return new Intl.PluralRules('en').select(count) }
/// let plural = JSFunction("plural")
/// let form = try plural(3).text            // "other"
///
/// // todo.js:  export async function share(text, { signal }) { await navigator.share({ text }) }
/// let sharing = JSFunction("share").start("Milk, eggs") { result in … }
/// sharing.cancel()                          // aborts `signal`; the completion is not called
/// ```
///
/// On Linux there is no page: ``JSDoubles`` supplies the functions as Swift closures, so the app's code
/// runs unchanged under XCTest.
public struct JSFunction {
    /// The name the page looks the function up by.
    public let name: Text

    public init(_ name: Text) {
        self.name = name
    }

    /// Calls the function and returns what it returned.
    ///
    /// - Throws: what the function threw, or a ``JSError`` of the shim's (no such function; a value of a
    ///   kind that cannot cross; a promise, which only ``start(_:completion:)`` waits for).
    @discardableResult
    public func callAsFunction(_ arguments: JSValue...) throws(JSError) -> JSValue {
        try call(arguments).get()
    }

    /// ``callAsFunction(_:)`` with the arguments as an array.
    public func call(_ arguments: [JSValue]) -> Result<JSValue, JSError> {
        DOMDocument.sendUnsentWrites()
        return JSHost.current.call(name, JSValueCoding.encode(.list(arguments)))
    }

    /// Starts the function and calls `completion` once with what its promise settles to (a function that
    /// returns a plain value settles at once). The function receives, after its arguments, a context with
    /// `signal`, an `AbortSignal` that ``Cancellation/cancel()`` aborts.
    ///
    /// The completion runs later, never before `start` returns, and not at all once the call is
    /// cancelled. Model changes it makes are rendered on the next animation frame, as a timer's are.
    public func start(_ arguments: JSValue..., completion: @escaping (Result<JSValue, JSError>) -> Void) -> Cancellation {
        PendingCalls.start(name, arguments, streaming: false) { status, answer in
            if status != .value { completion(answer) }
        }
    }

    /// Starts the function and calls `receive` with every value it sends, until the call is cancelled.
    /// The function receives, after its arguments, a context with `send(value)` and `signal`: listeners
    /// it adds with `{ signal }` go when the call is cancelled.
    ///
    /// ```js
    /// export function onStorage(area, { send, signal }) {
    ///   addEventListener('storage', (event) => send(event.key), { signal })
    /// }
    /// ```
    ///
    /// A function that throws, or returns a promise that rejects, ends the stream with that failure; what
    /// it returns otherwise is not used. The stream goes on until the call is cancelled.
    public func listen(_ arguments: JSValue..., receive: @escaping (Result<JSValue, JSError>) -> Void) -> Cancellation {
        PendingCalls.start(name, arguments, streaming: true) { _, answer in receive(answer) }
    }
}
