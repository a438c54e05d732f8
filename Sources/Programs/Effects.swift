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
    /// Runs `action` every `milliseconds`, for ``Subscription/every(milliseconds:send:)``; nil runs the
    /// page's timers (`every(milliseconds:)`).
    public var every: ((_ milliseconds: Int, _ action: @escaping () -> Void) -> Cancellation)?
    /// Follows the page's URL, for ``Subscription/url(then:)``: `Location.onChange` from `Browser`.
    public var location: ((_ receive: @escaping (PageLocation) -> Void) -> Cancellation)?
    /// Follows other tabs' storage writes, for ``Subscription/storage(_:then:)``: `Storage.onChange(in:_:)`
    /// from `Browser`.
    public var storage: ((_ area: StorageArea, _ receive: @escaping (StorageChange) -> Void) -> Cancellation)?
    /// Whether commands wait for a test to answer them instead of running.
    var answeredByTests = false

    public init(random: @escaping (ClosedRange<Int>) -> Int = { Int.random(in: $0) },
                after: @escaping (_ milliseconds: Int, _ action: @escaping () -> Void) -> Cancellation = { DOMBridge.after(milliseconds: $0, $1) },
                fetch: ((FetchRequest, @escaping (Result<FetchResponse, FetchError>) -> Void) -> Cancellation)? = nil,
                every: ((_ milliseconds: Int, _ action: @escaping () -> Void) -> Cancellation)? = nil,
                location: ((_ receive: @escaping (PageLocation) -> Void) -> Cancellation)? = nil,
                storage: ((_ area: StorageArea, _ receive: @escaping (StorageChange) -> Void) -> Cancellation)? = nil) {
        self.random = random
        self.after = after
        self.fetch = fetch
        self.every = every
        self.location = location
        self.storage = storage
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
