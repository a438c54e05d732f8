/// Something a tracked closure can read and that announces when it changes.
///
/// `Observed` properties are the usual signals; subclass this to make any other piece of state
/// observable (call ``didRead()`` in the getter and ``didChange()`` after a write).
open class Signal {
    /// The subscriptions that read this signal, in the order they subscribed. A cancelled one stays until
    /// the list would grow, then all of those go at once: cancelling costs nothing here, and a signal
    /// read by one component at a time holds one or two entries.
    private var subscriptions: [Subscription] = []
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
        subscriptions = []
        for subscription in fired { subscription.fire() }
    }

    final func add(_ subscription: Subscription) {
        if subscriptions.count == subscriptions.capacity {
            subscriptions.removeAll { !$0.isActive }
        }
        subscriptions.append(subscription)
    }

    /// How many subscriptions currently wait on this signal; tests use it to prove nothing leaks.
    public final var subscriberCount: Int {
        var count = 0
        for subscription in subscriptions where subscription.isActive { count += 1 }
        return count
    }
}
