import XCTest
@testable import DOMBridge

/// Timers run when the page says they are due (`Timers.fire`, the `vdom_timer` export).
final class TimerTests: XCTestCase {
    func testAfterRunsOnceAndFreesItsID() {
        var runs = 0
        let timer = after(milliseconds: 10) { runs += 1 }
        XCTAssertTrue(timer.isActive)
        Timers.fire(timer.id)
        Timers.fire(timer.id)
        XCTAssertEqual(runs, 1)
        XCTAssertFalse(timer.isActive)
        let next = after(milliseconds: 10) {}
        XCTAssertEqual(next.id, timer.id, "a finished timer's id is reused")
        next.cancel()
    }

    func testEveryRunsUntilCancelled() {
        var runs = 0
        let timer = every(milliseconds: 1000) { runs += 1 }
        Timers.fire(timer.id)
        Timers.fire(timer.id)
        timer.cancel()
        Timers.fire(timer.id)
        XCTAssertEqual(runs, 2)
        XCTAssertFalse(timer.isActive)
        timer.cancel()
    }

    func testATimerCanCancelItselfAndStartAnother() {
        var order: [String] = []
        var follow: TimerToken?
        var ticking: TimerToken!
        ticking = every(milliseconds: 5) {
            order.append("tick")
            ticking.cancel()
            follow = after(milliseconds: 5) { order.append("follow") }
        }
        Timers.fire(ticking.id)
        Timers.fire(follow!.id)
        Timers.fire(ticking.id)
        XCTAssertEqual(order, ["tick", "follow"])
    }

    func testUnknownIDsAreIgnored() {
        Timers.fire(0)
        Timers.fire(123_456)
    }
}
