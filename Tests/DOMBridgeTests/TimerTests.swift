import XCTest
import Observing
@testable import DOMBridge

/// Timers run when the page says they are due (`Timers.fire`, the `vdom_timer` export); on Linux,
/// `TestClock` says so.
final class TimerTests: XCTestCase {
    override func tearDown() {
        XCTAssertEqual(TestClock.pendingCount, 0, "a test left a timer running")
    }

    func testAfterRunsOnceWhenDue() {
        var runs = 0
        let timer = after(milliseconds: 10) { runs += 1 }
        XCTAssertTrue(timer.isActive)
        TestClock.advance(milliseconds: 9)
        XCTAssertEqual(runs, 0)
        TestClock.advance(milliseconds: 1)
        XCTAssertEqual(runs, 1)
        XCTAssertFalse(timer.isActive)
        XCTAssertFalse(timer.isCancelled)
        TestClock.advance(milliseconds: 100)
        XCTAssertEqual(runs, 1)
    }

    func testEveryRunsUntilCancelled() {
        var runs = 0
        let timer = every(milliseconds: 1000) { runs += 1 }
        TestClock.advance(milliseconds: 2500)
        XCTAssertEqual(runs, 2)
        timer.cancel()
        TestClock.advance(milliseconds: 5000)
        XCTAssertEqual(runs, 2)
        XCTAssertTrue(timer.isCancelled)
        timer.cancel()
    }

    func testTimersDueTogetherRunInTheOrderStarted() {
        var order: [String] = []
        after(milliseconds: 20) { order.append("b") }
        after(milliseconds: 10) { order.append("a") }
        after(milliseconds: 20) { order.append("c") }
        TestClock.advance(milliseconds: 30)
        XCTAssertEqual(order, ["a", "b", "c"])
    }

    func testATimerCanCancelItselfAndStartAnother() {
        let start = TestClock.now
        var order: [String] = []
        var ticking: Cancellation!
        ticking = every(milliseconds: 5) {
            order.append("tick after \(TestClock.now - start) ms")
            ticking.cancel()
            after(milliseconds: 5) { order.append("follow after \(TestClock.now - start) ms") }
        }
        TestClock.advance(milliseconds: 50)
        XCTAssertEqual(order, ["tick after 5 ms", "follow after 10 ms"])
    }

    /// Ids the module never gave out, or has taken back, are ignored.
    func testUnknownIDsAreIgnored() {
        Timers.fire(0)
        Timers.fire(123_456)
    }
}
