/// The signals one run of a closure read, in the order it first read them.
final class AccessLog {
    /// The log of the closure running now; `nil` outside any tracked run.
    nonisolated(unsafe) static var current: AccessLog?

    private(set) var signals: [Signal] = []
    private var seen: Set<ObjectIdentifier> = []

    func record(_ signal: Signal) {
        if seen.insert(ObjectIdentifier(signal)).inserted { signals.append(signal) }
    }
}

/// What a tracked run read. Subscribe to learn, once, when any of it changes.
public struct TrackedReads {
    let signals: [Signal]

    /// How many distinct signals the run read.
    public var count: Int { signals.count }

    /// Calls `onChange` the first time any of these signals changes, then lets go of all of them.
    /// Re-arming (tracking the next run and subscribing again) is the caller's job, so that branches
    /// the next run takes are followed.
    public func subscribe(_ onChange: @escaping () -> Void) -> Subscription {
        let subscription = Subscription(signals: signals, onChange: onChange)
        for signal in signals { signal.add(subscription) }
        return subscription
    }
}

/// Runs `body`, recording every signal it reads. Nested tracked runs record into their own log only.
public func track<Result>(_ body: () -> Result) -> (result: Result, reads: TrackedReads) {
    let log = AccessLog()
    let outer = AccessLog.current
    AccessLog.current = log
    let result = body()
    AccessLog.current = outer
    return (result, TrackedReads(signals: log.signals))
}

/// Runs `body` without recording what it reads into the enclosing tracked run.
public func untracked<Result>(_ body: () -> Result) -> Result {
    let outer = AccessLog.current
    AccessLog.current = nil
    defer { AccessLog.current = outer }
    return body()
}

/// A one-shot wait on a set of signals. It fires at most once; `cancel()` stops it early.
public final class Subscription {
    private var signals: [Signal]
    private var onChange: (() -> Void)?

    init(signals: [Signal], onChange: @escaping () -> Void) {
        self.signals = signals
        self.onChange = onChange
    }

    /// Whether it still waits (it has neither fired nor been cancelled).
    public var isActive: Bool { onChange != nil }

    func fire() {
        guard let onChange else { return }
        cancel()
        onChange()
    }

    /// Stops waiting and lets go of the signals and the closure.
    public func cancel() {
        for signal in signals { signal.remove(self) }
        signals = []
        onChange = nil
    }
}
