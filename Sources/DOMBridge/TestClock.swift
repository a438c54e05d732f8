import Observing

/// Time for timers on Linux, where no page runs them: a test moves it on and the timers that fall due
/// run, in the order a browser would run them.
///
/// ```swift
/// let toast = Toast()          // hides itself with after(milliseconds: 3000)
/// toast.show("Saved")
/// try TestClock.advance(milliseconds: 2999)
/// XCTAssertTrue(toast.isShown)
/// try TestClock.advance(milliseconds: 1)
/// XCTAssertFalse(toast.isShown)
/// ```
///
/// Model changes the timers make wait for the next flush (`TestApp.flush()`), as they wait for the next
/// animation frame in the page. In the browser the page's own timers run and this clock is unused.
///
/// Each test starts with a clock of its own: making a `TestApp` or a `Program` sets it back to 0 with no
/// timer waiting, and forgets the timers of the tests before. So a test makes its models' timers after
/// those: a timer started before its `TestApp` is made is forgotten, and advancing throws.
public enum TestClock {
    private struct Scheduled {
        let id: UInt32
        var due: Int
        let interval: Int?
        let order: Int
    }

    /// Milliseconds since the clock started.
    public private(set) static var now = 0
    private static var scheduled: [Scheduled] = []
    private static var started = 0

    /// How many timers are waiting.
    public static var pendingCount: Int { scheduled.count }

    /// Moves time on by `milliseconds`, running each timer as it falls due: earliest first, and those due
    /// together in the order they were started. A repeating timer runs as often as its interval fits.
    ///
    /// - Throws: ``TestDoubleError`` when no timer is waiting: time moved past nothing, so the test
    ///   expects a timer the app never started (or one a cancellation already cleared).
    public static func advance(milliseconds: Int) throws(TestDoubleError) {
        guard !scheduled.isEmpty else {
            throw TestDoubleError("TestClock.advance(milliseconds: \(milliseconds)) with no timer waiting")
        }
        let end = now + max(0, milliseconds)
        while let next = scheduled.indices.min(by: { (scheduled[$0].due, scheduled[$0].order) < (scheduled[$1].due, scheduled[$1].order) }),
              scheduled[next].due <= end {
            let timer = scheduled[next]
            now = timer.due
            if let interval = timer.interval {
                scheduled[next].due += max(1, interval)
            } else {
                scheduled.remove(at: next)
            }
            Timers.fire(timer.id)
        }
        now = end
    }

    #if !arch(wasm32)
    /// Time 0 and no timer waiting: the clock of a new test.
    package static func startAfresh() {
        now = 0
        scheduled = []
        started = 0
        Timers.forgetAll()
    }
    #endif

    static func set(_ id: UInt32, milliseconds: Int32, repeats: Bool) {
        started += 1
        scheduled.append(Scheduled(id: id, due: now + Int(milliseconds), interval: repeats ? Int(milliseconds) : nil, order: started))
    }

    static func clear(_ id: UInt32) {
        scheduled.removeAll { $0.id == id }
    }
}
