import DOMBridge
import Observing

/// How a ``Program`` carries out its commands: each kind of effect is a function here, so a page passes
/// the browser's and a test none at all.
///
/// `Effects()` draws random numbers from the system's generator (`crypto.getRandomValues` in the
/// browser) and runs timers; a page that fetches adds `fetch` (from the library `Browser`), so a program
/// that never fetches carries no code for it:
///
/// ```swift
/// import Browser
/// let program = Program(Model(), update: update, effects: Effects(fetch: { fetch($0, completion: $1) }))
/// ```
public struct Effects {
    public var random: (ClosedRange<Int>) -> Int
    public var after: (_ milliseconds: Int, _ action: @escaping () -> Void) -> Cancellation
    public var fetch: ((FetchRequest, @escaping (Result<FetchResponse, FetchError>) -> Void) -> Cancellation)?
    /// Whether commands wait for a test to answer them instead of running.
    var answeredByTests = false

    public init(random: @escaping (ClosedRange<Int>) -> Int = { Int.random(in: $0) },
                after: @escaping (_ milliseconds: Int, _ action: @escaping () -> Void) -> Cancellation = { DOMBridge.after(milliseconds: $0, $1) },
                fetch: ((FetchRequest, @escaping (Result<FetchResponse, FetchError>) -> Void) -> Cancellation)? = nil) {
        self.random = random
        self.after = after
        self.fetch = fetch
    }

    /// No effect runs: every command waits in ``Program/inFlight`` until the test answers it
    /// (``Program/answerRandom(with:)``, ``Program/answerFetch(to:with:)``, ``Program/answerTimer()``,
    /// ``Program/answer(_:with:)``), and every subscription is listed in ``Program/subscriptions``
    /// until the test sends its message (``Program/tick(every:)``, ``Program/changeURL(to:)``…).
    public static var answeredByTests: Effects {
        var effects = Effects()
        effects.answeredByTests = true
        return effects
    }
}
