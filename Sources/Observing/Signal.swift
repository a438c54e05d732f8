/// Something a tracked closure can read and that announces when it changes.
///
/// `Observed` properties are the usual signals; subclass this to make any other piece of state
/// observable (call ``didRead()`` in the getter and ``didChange()`` after a write).
open class Signal {
    /// The subscriptions that read this signal, in the order they subscribed: the first one apart, since
    /// most signals are read by one component at a time and then need no array. A cancelled one stays
    /// until it can be replaced or the list would grow, then all of those go at once: cancelling costs
    /// nothing here. `first` is nil only when `others` is empty.
    private var first: SignalWait?
    private var others: [SignalWait] = []
    /// The tracked run that recorded this signal last (see `AccessLog.record`).
    var recordedBy: UInt = 0

    public init() {}

    /// Records that the closure being tracked, if any, read this signal.
    public final func didRead() {
        AccessLog.current?.record(self)
    }

    /// Tells every subscription that read this signal. Each fires once and then lets go.
    public final func didChange() {
        guard let first else { return }
        let others = self.others
        self.first = nil
        self.others = []
        first.fire()
        for subscription in others { subscription.fire() }
    }

    final func add(_ subscription: SignalWait) {
        guard let current = first, current.isActive || !others.isEmpty else {
            first = subscription
            return
        }
        if others.count == others.capacity {
            others.removeAll { !$0.isActive }
        }
        others.append(subscription)
    }

    /// How many subscriptions currently wait on this signal; tests use it to prove nothing leaks.
    public final var subscriberCount: Int {
        var count = first?.isActive == true ? 1 : 0
        for subscription in others where subscription.isActive { count += 1 }
        return count
    }
}
