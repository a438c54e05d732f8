import XCTest
import Observing

private final class Counter {
    @Observed var count = 0
    @Observed var label = "count"
    @Observed var showLabel = true
}

final class ObserveTests: XCTestCase {
    func testRunsOnceImmediatelyAndAgainAfterAChangeOnFlush() {
        let scheduler = Scheduler()
        let model = Counter()
        var seen: [Int] = []
        let token = observe(scheduler: scheduler) { seen.append(model.count) }
        XCTAssertEqual(seen, [0])
        model.count = 1
        XCTAssertEqual(seen, [0], "nothing runs before the flush")
        XCTAssertEqual(scheduler.flush(), 1)
        XCTAssertEqual(seen, [0, 1])
        withExtendedLifetime(token) {}
    }

    func testManyWritesInOneTurnCauseOneRun() {
        let scheduler = Scheduler()
        let model = Counter()
        var runs = 0
        let token = observe(scheduler: scheduler) {
            _ = model.count
            _ = model.label
            runs += 1
        }
        model.count = 1
        model.count = 2
        model.label = "x"
        scheduler.flush()
        XCTAssertEqual(runs, 2)
        withExtendedLifetime(token) {}
    }

    func testWritesToPropertiesNotReadDoNothing() {
        let scheduler = Scheduler()
        let model = Counter()
        var runs = 0
        let token = observe(scheduler: scheduler) {
            _ = model.count
            runs += 1
        }
        model.label = "other"
        XCTAssertFalse(scheduler.hasPendingWork)
        XCTAssertEqual(scheduler.flush(), 0)
        XCTAssertEqual(runs, 1)
        withExtendedLifetime(token) {}
    }

    func testReArmsEachRunSoBranchesAreFollowed() {
        let scheduler = Scheduler()
        let model = Counter()
        var seen: [String] = []
        let token = observe(scheduler: scheduler) {
            seen.append(model.showLabel ? model.label : "hidden")
        }
        model.showLabel = false
        scheduler.flush()
        model.label = "ignored now"
        XCTAssertEqual(scheduler.flush(), 0, "label is no longer read")
        model.showLabel = true
        scheduler.flush()
        model.label = "read again"
        scheduler.flush()
        XCTAssertEqual(seen, ["count", "hidden", "ignored now", "read again"])
        withExtendedLifetime(token) {}
    }

    func testCancelAndReleaseStopTheClosureAndLetGoOfTheModel() {
        let scheduler = Scheduler()
        let model = Counter()
        var runs = 0
        var token: ObserveToken? = observe(scheduler: scheduler) {
            _ = model.count
            runs += 1
        }
        XCTAssertEqual(model.$count.subscriberCount, 1)
        token?.cancel()
        XCTAssertEqual(token?.isActive, false)
        XCTAssertEqual(model.$count.subscriberCount, 0)
        model.count = 5
        scheduler.flush()
        XCTAssertEqual(runs, 1)

        token = observe(scheduler: scheduler) {
            _ = model.count
            runs += 1
        }
        token = nil
        XCTAssertEqual(model.$count.subscriberCount, 0)
        model.count = 6
        scheduler.flush()
        XCTAssertEqual(runs, 2)
    }

    func testChangesQueuedBeforeCancelDoNotRun() {
        let scheduler = Scheduler()
        let model = Counter()
        var runs = 0
        let token = observe(scheduler: scheduler) {
            _ = model.count
            runs += 1
        }
        model.count = 1
        token.cancel()
        scheduler.flush()
        XCTAssertEqual(runs, 1)
    }

    func testEffectsThatWriteCascadeWithinOneFlush() {
        let scheduler = Scheduler()
        let model = Counter()
        let doubled = Counter()
        var seen: [Int] = []
        let first = observe(scheduler: scheduler) { doubled.count = model.count * 2 }
        let second = observe(scheduler: scheduler) { seen.append(doubled.count) }
        model.count = 3
        scheduler.flush()
        XCTAssertEqual(seen, [0, 6])
        withExtendedLifetime((first, second)) {}
    }

    func testRenderJobsRunAfterEffectsSettle() {
        let scheduler = Scheduler()
        let model = Counter()
        var order: [String] = []
        let render = Job(phase: .render, scheduler: scheduler) { order.append("render \(model.count)") }
        let effect = Job(phase: .effect, scheduler: scheduler) {
            order.append("effect")
            model.count = 7
        }
        render.schedule()
        effect.schedule()
        render.schedule()
        scheduler.flush()
        XCTAssertEqual(order, ["effect", "render 7"])
    }

    func testOnNeedsFlushFiresOncePerBatch() {
        let scheduler = Scheduler()
        let model = Counter()
        var requests = 0
        scheduler.onNeedsFlush = { requests += 1 }
        let token = observe(scheduler: scheduler) { _ = model.count; _ = model.label }
        model.count = 1
        model.label = "a"
        XCTAssertEqual(requests, 1)
        scheduler.flush()
        model.count = 2
        XCTAssertEqual(requests, 2)
        withExtendedLifetime(token) {}
    }

    func testNestedTrackingRecordsOnlyIntoTheInnermostRun() {
        let model = Counter()
        let (inner, outer) = track { () -> TrackedReads in
            _ = model.count
            return track { _ = model.label }.reads
        }
        XCTAssertEqual(inner.count, 1)
        XCTAssertEqual(outer.count, 1)
        XCTAssertEqual(untracked { track { untracked { model.count } }.reads.count }, 0)
    }

    func testSubscriptionFiresOnceAndThenLetsGo() {
        let model = Counter()
        let reads = track { _ = model.count; _ = model.label }.reads
        var fired = 0
        let subscription = reads.subscribe { fired += 1 }
        model.count = 1
        model.label = "b"
        XCTAssertEqual(fired, 1)
        XCTAssertFalse(subscription.isActive)
        XCTAssertEqual(model.$label.subscriberCount, 0)
    }

    /// A signal keeps its first subscription apart from the others: the order they fire in, a cancelled
    /// one taking no turn, and the count must not show it.
    func testSubscriptionsFireInTheOrderTheySubscribedAndCancelledOnesAreSkipped() {
        let model = Counter()
        let reads = track { _ = model.count }.reads
        var fired: [String] = []
        let first = reads.subscribe { fired.append("first") }
        first.cancel()
        _ = reads.subscribe { fired.append("second") }
        XCTAssertEqual(model.$count.subscriberCount, 1, "the cancelled first one was replaced")
        let third = reads.subscribe { fired.append("third") }
        _ = reads.subscribe { fired.append("fourth") }
        third.cancel()
        XCTAssertEqual(model.$count.subscriberCount, 2)
        model.count = 1
        XCTAssertEqual(fired, ["second", "fourth"])
        XCTAssertEqual(model.$count.subscriberCount, 0)
        model.count = 2
        XCTAssertEqual(fired, ["second", "fourth"], "each fires once")
    }
}
