/// Runs `action` once, `milliseconds` from now. Model changes it makes are rendered on the next
/// animation frame, together with any others made before it.
///
/// The timer runs whether or not the token is kept; keep it to cancel.
@discardableResult
public func after(milliseconds: Int, _ action: @escaping () -> Void) -> TimerToken {
    Timers.start(milliseconds: milliseconds, repeats: false, action)
}

/// Runs `action` every `milliseconds` until the returned token is cancelled.
///
/// ```swift
/// let ticking = every(milliseconds: 1000) { clock.seconds += 1 }
/// ticking.cancel()
/// ```
@discardableResult
public func every(milliseconds: Int, _ action: @escaping () -> Void) -> TimerToken {
    Timers.start(milliseconds: milliseconds, repeats: true, action)
}

/// A handle on a timer started with ``after(milliseconds:_:)`` or ``every(milliseconds:_:)``.
public final class TimerToken {
    let id: UInt32
    let repeats: Bool
    fileprivate var action: (() -> Void)?

    fileprivate init(id: UInt32, repeats: Bool, action: @escaping () -> Void) {
        self.id = id
        self.repeats = repeats
        self.action = action
    }

    /// Whether the timer will still run.
    public var isActive: Bool { action != nil }

    /// Stops the timer; a timer that already ran (or was cancelled) is left as it is.
    public func cancel() {
        guard isActive else { return }
        action = nil
        Timers.release(id)
        hostClearTimer(id)
    }
}

/// The running timers. A timer's id is its index here; ids of finished timers are reused.
enum Timers {
    private static var active: [TimerToken?] = [nil]
    private static var free: [UInt32] = []

    static func start(milliseconds: Int, repeats: Bool, _ action: @escaping () -> Void) -> TimerToken {
        let id = free.popLast() ?? UInt32(active.count)
        let token = TimerToken(id: id, repeats: repeats, action: action)
        if Int(id) == active.count { active.append(token) } else { active[Int(id)] = token }
        hostSetTimer(id, Int32(clamping: max(0, milliseconds)), repeats ? 1 : 0)
        return token
    }

    /// Runs the timer with `id`, when the page says it is due.
    static func fire(_ id: UInt32) {
        guard Int(id) < active.count, let token = active[Int(id)], let action = token.action else { return }
        if !token.repeats {
            token.action = nil
            release(id)
        }
        action()
    }

    fileprivate static func release(_ id: UInt32) {
        active[Int(id)] = nil
        free.append(id)
    }
}
