/// The signals one run of a closure read, in the order it first read them.
final class AccessLog {
    /// The log of the closure running now; `nil` outside any tracked run.
    nonisolated(unsafe) static var current: AccessLog?
    /// Logs of finished runs, kept for the next ones (renders track many small runs): a list through
    /// `nextSpare`, which needs no array type of its own in the wasm build.
    nonisolated(unsafe) private static var spare: AccessLog?
    private var nextSpare: AccessLog?
    nonisolated(unsafe) private static var runs: UInt = 0

    private(set) var signals: [Signal] = []
    /// Tells this run apart from every other, so a signal can remember which run recorded it last.
    private var run: UInt = 0

    static func make() -> AccessLog {
        let log = spare ?? AccessLog()
        spare = log.nextSpare
        log.nextSpare = nil
        runs &+= 1
        log.run = runs
        return log
    }

    /// Hands out what was recorded and keeps the log for reuse.
    func finish() -> [Signal] {
        let recorded = signals
        // The caller now shares the buffer, so keeping its capacity would copy it anyway. The next run
        // likely reads as many (the rows of a list): room for that many is one allocation, where growing
        // read by read is one per doubling.
        signals = []
        signals.reserveCapacity(recorded.count)
        nextSpare = AccessLog.spare
        AccessLog.spare = self
        return recorded
    }

    /// Records a read once per run: the signal keeps the number of the run that last recorded it. (A read
    /// by an outer run after a nested run read the same signal records it again; subscribing twice to one
    /// signal is harmless.)
    func record(_ signal: Signal) {
        if signal.recordedBy == run { return }
        signal.recordedBy = run
        signals.append(signal)
    }
}

/// What a tracked run read. Subscribe to learn, once, when any of it changes.
public struct TrackedReads {
    let signals: [Signal]

    /// How many distinct signals the run read.
    public var count: Int { signals.count }

    /// Whether the run read nothing observable: there is nothing to wait for.
    public var isEmpty: Bool { signals.isEmpty }

    /// Calls `onChange` the first time any of these signals changes, then lets go of all of them.
    /// Re-arming (tracking the next run and subscribing again) is the caller's job, so that branches
    /// the next run takes are followed.
    public func subscribe(_ onChange: @escaping () -> Void) -> SignalWait {
        let subscription = SignalWait(onChange: onChange)
        for signal in signals { signal.add(subscription) }
        return subscription
    }
}

/// Runs `body`, recording every signal it reads. Nested tracked runs record into their own log only.
public func track<Result>(_ body: () -> Result) -> (result: Result, reads: TrackedReads) {
    let log = AccessLog.make()
    let outer = AccessLog.current
    AccessLog.current = log
    let result = body()
    AccessLog.current = outer
    return (result, TrackedReads(signals: log.finish()))
}

/// Runs `body` without recording what it reads into the enclosing tracked run.
public func untracked<Result>(_ body: () -> Result) -> Result {
    let outer = AccessLog.current
    AccessLog.current = nil
    defer { AccessLog.current = outer }
    return body()
}

/// A one-shot wait on a set of signals. It fires at most once; `cancel()` stops it early. The signals
/// hold it, not the other way round, so a model does not stay alive for a view that waits on it.
public final class SignalWait {
    private var onChange: (() -> Void)?

    init(onChange: @escaping () -> Void) {
        self.onChange = onChange
    }

    /// Whether it still waits (it has neither fired nor been cancelled).
    public var isActive: Bool { onChange != nil }

    func fire() {
        guard let onChange else { return }
        cancel()
        onChange()
    }

    /// Stops waiting and lets go of the closure; the signals drop it when they next fire or grow.
    public func cancel() {
        onChange = nil
    }
}
