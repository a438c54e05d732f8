/// Something a tracked closure can read and that announces when it changes.
///
/// `Observed` properties are the usual signals; subclass this to make any other piece of state
/// observable (call ``didRead()`` in the getter and ``didChange()`` after a write).
open class Signal {
    private var subscriptions: [ObjectIdentifier: Subscription] = [:]
    /// The tracked run that recorded this signal last (see `AccessLog.record`).
    var recordedBy: UInt = 0

    public init() {}

    /// Records that the closure being tracked, if any, read this signal.
    public final func didRead() {
        AccessLog.current?.record(self)
    }

    /// Tells every subscription that read this signal. Each fires once and then lets go.
    public final func didChange() {
        if subscriptions.isEmpty { return }
        let fired = subscriptions
        subscriptions = [:]
        for (_, subscription) in fired { subscription.fire() }
    }

    final func add(_ subscription: Subscription) {
        subscriptions[ObjectIdentifier(subscription)] = subscription
    }

    final func remove(_ subscription: Subscription) {
        subscriptions[ObjectIdentifier(subscription)] = nil
    }

    /// How many subscriptions currently wait on this signal; tests use it to prove nothing leaks.
    public final var subscriberCount: Int { subscriptions.count }
}
