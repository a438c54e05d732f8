import XCTest
import Observing
@testable import DOMBridge

/// Timers run when the page says they are due (`Timers.fire`, the `vdom_timer` export); on Linux,
/// `TestClock` says so.
final class TimerTests: XCTestCase {
    override func tearDown() {
        XCTAssertEqual(TestClock.pendingCount, 0, "a test left a timer running")
    }

    func testAfterRunsOnceWhenDue() throws {
        var runs = 0
        let timer = after(milliseconds: 10) { runs += 1 }
        XCTAssertTrue(timer.isActive)
        try TestClock.advance(milliseconds: 9)
        XCTAssertEqual(runs, 0)
        try TestClock.advance(milliseconds: 1)
        XCTAssertEqual(runs, 1)
        XCTAssertFalse(timer.isActive)
        XCTAssertFalse(timer.isCancelled)
        XCTAssertEqual(TestClock.pendingCount, 0, "it ran once and is gone")
    }

    func testEveryRunsUntilCancelled() throws {
        var runs = 0
        let timer = every(milliseconds: 1000) { runs += 1 }
        try TestClock.advance(milliseconds: 2500)
        XCTAssertEqual(runs, 2)
        timer.cancel()
        XCTAssertEqual(TestClock.pendingCount, 0, "cancelling cleared it")
        XCTAssertTrue(timer.isCancelled)
        timer.cancel()
    }

    /// Time moved on with no timer waiting is a test that expects a timer the app never started: it fails
    /// with what it asked.
    func testAdvancingPastNothingThrows() {
        XCTAssertThrowsError(try TestClock.advance(milliseconds: 250)) { error in
            XCTAssertEqual(error as? TestDoubleError, TestDoubleError("TestClock.advance(milliseconds: 250) with no timer waiting"))
        }
    }

    func testTimersDueTogetherRunInTheOrderStarted() throws {
        var order: [String] = []
        after(milliseconds: 20) { order.append("b") }
        after(milliseconds: 10) { order.append("a") }
        after(milliseconds: 20) { order.append("c") }
        try TestClock.advance(milliseconds: 30)
        XCTAssertEqual(order, ["a", "b", "c"])
    }

    func testATimerCanCancelItselfAndStartAnother() throws {
        var order: [String] = []
        var ticking: Cancellation!
        ticking = every(milliseconds: 5) {
            order.append("tick")
            ticking.cancel()
            after(milliseconds: 5) { order.append("follow") }
        }
        try TestClock.advance(milliseconds: 5)
        XCTAssertEqual(order, ["tick"])
        try TestClock.advance(milliseconds: 4)
        XCTAssertEqual(order, ["tick"], "the follow-up is due 5 ms after the tick")
        try TestClock.advance(milliseconds: 1)
        XCTAssertEqual(order, ["tick", "follow"], "and the cancelled interval did not tick again")
    }

    /// Ids the module never gave out, or has taken back, are ignored.
    func testUnknownIDsAreIgnored() throws {
        Timers.fire(0)
        Timers.fire(123_456)
    }
}
