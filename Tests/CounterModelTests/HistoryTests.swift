import XCTest
import CounterModel
import Observing

/// The count's history: where it starts, what adds to it, and how long it gets.
final class HistoryTests: XCTestCase {
    func testAHistoryStartsWithTheCountTheCounterStartsWith() {
        XCTAssertEqual(Counter(facts: unusedFacts, random: unusedRandom).history.values, [0])
        XCTAssertEqual(Counter(count: -7, facts: unusedFacts, random: unusedRandom).history.values, [-7])
    }

    func testEachChangeOfTheCountIsAddedAndNoOtherWrite() {
        let random = ScriptedRandom([5])
        let counter = Counter(count: 1, facts: unusedFacts, random: random.source)
        counter.increment()
        counter.decrement()
        counter.decrement()
        counter.setCount(12)
        counter.setCount(12)
        counter.randomize()
        counter.text = "Note"
        counter.isTextFocused = true
        XCTAssertEqual(counter.history.values, [1, 2, 1, 0, 12, 5], "the same count typed again is no change")
    }

    func testTheCountStuckAtTheEndOfIntAddsNothing() {
        let counter = Counter(count: .max, facts: unusedFacts, random: unusedRandom)
        counter.increment()
        counter.decrement()
        XCTAssertEqual(counter.history.values, [.max, .max - 1])
    }

    func testTheOldestValuesGoBeyondTheCapacity() {
        let counter = Counter(facts: unusedFacts, random: unusedRandom)
        for _ in 0..<CountHistory.capacity { counter.increment() }
        XCTAssertEqual(counter.history.values, Array(1...30), "31 values: 0 went")
        counter.setCount(-5)
        XCTAssertEqual(counter.history.values, Array(2...30) + [-5])
        XCTAssertEqual(CountHistory.capacity, 30)
    }

    func testTheLowestAndHighestValuesKept() {
        var history = CountHistory(3)
        XCTAssertEqual([history.lowest, history.highest], [3, 3])
        history.append(.min)
        history.append(9)
        XCTAssertEqual([history.lowest, history.highest], [.min, 9])
        for _ in 0..<29 { history.append(0) }
        XCTAssertEqual([history.lowest, history.highest], [0, 9], "the lowest went with the oldest values")
    }

    func testTheHistoryIsAnnouncedWithTheCount() {
        let counter = Counter(facts: unusedFacts, random: unusedRandom)
        let scheduler = Scheduler()
        var seen: [[Int]] = []
        let token = observe(scheduler: scheduler) { seen.append(counter.history.values) }
        counter.increment()
        scheduler.flush()
        counter.text = "Note"
        counter.setCount(1)
        scheduler.flush()
        XCTAssertEqual(seen, [[0], [0, 1]], "a note, and the count typed as it was, leave the history alone")
        token.cancel()
    }
}
