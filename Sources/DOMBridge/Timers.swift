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
    #if !arch(wasm32)
    /// How many times ``forgetAll()`` ran: a handle of a timer forgotten since does nothing, so a model of
    /// an earlier test cancelling late cannot free the id of a timer of this one.
    private static var generation = 0
    #endif

    static func start(milliseconds: Int, repeats: Bool, _ action: @escaping () -> Void) -> Cancellation {
        let id = free.popLast() ?? UInt32(active.count)
        #if !arch(wasm32)
        let born = generation
        #endif
        let handle = Cancellation {
            #if !arch(wasm32)
            guard born == generation else { return }
            #endif
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

    #if !arch(wasm32)
    /// Drops every timer, for ``TestClock/startAfresh()``.
    static func forgetAll() {
        active = [nil]
        free = []
        generation += 1
    }
    #endif

    private static func release(_ id: UInt32) {
        active[Int(id)] = nil
        free.append(id)
    }
}
