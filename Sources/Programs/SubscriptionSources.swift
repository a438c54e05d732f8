import DOMBridge
import Observing

/// Where a program's subscriptions (``Subscription``) get what they send: a timer for `.every`, the
/// page's URL for `.url`, other tabs' storage writes for `.storage`. Apart from ``Effects``, so a program
/// that listens to nothing carries no room for them.
///
/// The timer is the page's by default; the URL and storage come from the library `Browser`, so a program
/// that never listens to them carries no code for them:
///
/// ```swift
/// import Browser
/// let program = Program(Model(), update: update, subscriptions: subscriptions,
///                       sources: SubscriptionSources(location: Location.onChange))
/// ```
///
/// With `Effects.answeredByTests` no source starts: the test sends what they would.
public struct SubscriptionSources {
    /// Runs `action` every `milliseconds`, for ``Subscription/every(milliseconds:send:)``.
    public var every: (_ milliseconds: Int, _ action: @escaping () -> Void) -> Cancellation
    /// Follows the page's URL, for ``Subscription/url(then:)``: `Location.onChange` from `Browser`.
    public var location: ((_ receive: @escaping (PageLocation) -> Void) -> Cancellation)?
    /// Follows other tabs' storage writes, for ``Subscription/storage(_:then:)``: `Storage.onChange(in:_:)`
    /// from `Browser`.
    public var storage: ((_ area: StorageArea, _ receive: @escaping (StorageChange) -> Void) -> Cancellation)?

    public init(every: @escaping (_ milliseconds: Int, _ action: @escaping () -> Void) -> Cancellation = { DOMBridge.every(milliseconds: $0, $1) },
                location: ((_ receive: @escaping (PageLocation) -> Void) -> Cancellation)? = nil,
                storage: ((_ area: StorageArea, _ receive: @escaping (StorageChange) -> Void) -> Cancellation)? = nil) {
        self.every = every
        self.location = location
        self.storage = storage
    }
}
