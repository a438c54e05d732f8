/// Why a call into the page's JavaScript failed: the exception a registered function threw or the
/// rejection of the promise it returned, as JavaScript names it (`TypeError`, `QuotaExceededError`,
/// `AbortError`…) with its message. No JavaScript exception ever unwinds through Swift: every failure
/// arrives as one of these.
///
/// The shim raises a few of its own, with the same shape:
/// - `ReferenceError`, when no module the page loads (`data-js`) exports a function of that name;
/// - `TypeError`, when an argument or answer has a kind ``JSValue`` cannot carry, or a function called
///   synchronously returned a promise (call it with ``JSFunction/start(_:completion:)``).
public struct JSError: Error, Equatable {
    /// The JavaScript error's `name`.
    public var name: Text
    /// The JavaScript error's `message`.
    public var message: Text

    public init(name: Text, message: Text) {
        self.name = name
        self.message = message
    }
}
