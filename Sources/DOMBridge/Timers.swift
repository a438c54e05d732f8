import Observing

/// Runs `action` once, `milliseconds` from now. Model changes it makes are rendered on the next
/// animation frame, together with any others made before it.
///
/// The timer runs whether or not the handle is kept; keep it to cancel. On Linux, where no page runs
/// timers, ``TestClock`` moves time on.
@discardableResult
public func after(milliseconds: Int, _ action: @escaping () -> Void) -> Cancellation {
    Timers.start(milliseconds: milliseconds, repeats: false, action)
}

/// Runs `action` every `milliseconds` until the returned handle is cancelled.
///
/// ```swift
/// let ticking = every(milliseconds: 1000) { clock.seconds += 1 }
/// ticking.cancel()
/// ```
@discardableResult
public func every(milliseconds: Int, _ action: @escaping () -> Void) -> Cancellation {
    Timers.start(milliseconds: milliseconds, repeats: true, action)
}

/// The running timers. A timer's id is its index here; ids of finished timers are reused.
enum Timers {
    private struct Timer {
        let action: () -> Void
        let repeats: Bool
        let handle: Cancellation
    }

    private static var active: [Timer?] = [nil]
    private static var free: [UInt32] = []

    static func start(milliseconds: Int, repeats: Bool, _ action: @escaping () -> Void) -> Cancellation {
        let id = free.popLast() ?? UInt32(active.count)
        let handle = Cancellation {
            release(id)
            hostClearTimer(id)
        }
        let timer = Timer(action: action, repeats: repeats, handle: handle)
        if Int(id) == active.count { active.append(timer) } else { active[Int(id)] = timer }
        hostSetTimer(id, Int32(clamping: max(0, milliseconds)), repeats ? 1 : 0)
        return handle
    }

    /// Runs the timer with `id`, when the page says it is due.
    static func fire(_ id: UInt32) {
        guard Int(id) < active.count, let timer = active[Int(id)] else { return }
        if !timer.repeats {
            release(id)
            timer.handle.finish()
        }
        timer.action()
    }

    private static func release(_ id: UInt32) {
        active[Int(id)] = nil
        free.append(id)
    }
}
