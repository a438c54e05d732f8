import XCTest
import CounterModel
import Observing

/// The count, the note and the focus that follows the count.
final class CounterTests: XCTestCase {
    func testACounterStartsWhereItIsToldWithTheFocusOfThatNumber() {
        let zero = Counter(facts: unusedFacts, random: unusedRandom)
        XCTAssertEqual(zero.count, 0)
        XCTAssertEqual(zero.text, "")
        XCTAssertFalse(zero.isTextFocused, "0 is a multiple of 3")
        XCTAssertNil(zero.fact)
        XCTAssertEqual(zero.factStatus, .idle)
        let four = Counter(count: 4, text: "Hello", facts: unusedFacts, random: unusedRandom)
        XCTAssertEqual(four.count, 4)
        XCTAssertEqual(four.text, "Hello")
        XCTAssertTrue(four.isTextFocused)
    }

    func testIncrementAndDecrementStepByOneAndTheFocusFollowsTheMultiplesOfThree() {
        let counter = Counter(facts: unusedFacts, random: unusedRandom)
        var seen: [(Int, Bool)] = []
        for _ in 0..<4 {
            counter.increment()
            seen.append((counter.count, counter.isTextFocused))
        }
        for _ in 0..<7 {
            counter.decrement()
            seen.append((counter.count, counter.isTextFocused))
        }
        XCTAssertEqual(seen.map { $0.0 }, [1, 2, 3, 4, 3, 2, 1, 0, -1, -2, -3])
        XCTAssertEqual(seen.map { $0.1 }, [true, true, false, true, false, true, true, false, true, true, false])
    }

    func testTheCountStaysAtTheEndsOfInt() {
        let counter = Counter(count: .max, facts: unusedFacts, random: unusedRandom)
        counter.increment()
        XCTAssertEqual(counter.count, .max)
        counter.setCount(.min)
        counter.decrement()
        XCTAssertEqual(counter.count, .min)
        counter.increment()
        XCTAssertEqual(counter.count, .min + 1)
    }

    func testATypedCountIsTakenAndLeavesTheFocusWhereItIs() {
        let counter = Counter(facts: unusedFacts, random: unusedRandom)
        counter.setCount(-20)
        XCTAssertEqual(counter.count, -20)
        XCTAssertFalse(counter.isTextFocused, "the user is typing the count: the focus stays in its field")
        counter.isTextFocused = true
        counter.setCount(99)
        XCTAssertEqual(counter.count, 99)
        XCTAssertTrue(counter.isTextFocused)
        counter.increment()
        counter.decrement()
        XCTAssertFalse(counter.isTextFocused, "a step moves it again")
    }

    func testTheFocusIsSetOnlyWhenTheCountChanges() {
        let counter = Counter(count: 1, facts: unusedFacts, random: unusedRandom)
        counter.isTextFocused = false          // the user left the field
        counter.setCount(1)
        XCTAssertFalse(counter.isTextFocused, "the same count is no change")
        counter.increment()
        XCTAssertTrue(counter.isTextFocused, "2 is not a multiple of 3")
        counter.isTextFocused = false
        counter.text = "Note"
        XCTAssertEqual(counter.count, 2, "the focus and the note leave the count alone")
        XCTAssertEqual(counter.text, "Note")
        XCTAssertFalse(counter.isTextFocused)
    }

    /// Each property announces a write only when its value changes, so the page renders nothing for a
    /// number typed again or a focus already where the count puts it.
    func testOnlyChangedPropertiesAreAnnounced() {
        let counter = Counter(count: 1, facts: unusedFacts, random: unusedRandom)
        let scheduler = Scheduler()
        var runs: [String] = []
        let tokens = [
            observe(scheduler: scheduler) { _ = counter.count; runs.append("count") },
            observe(scheduler: scheduler) { _ = counter.isTextFocused; runs.append("focus") },
            observe(scheduler: scheduler) { _ = counter.fact; runs.append("fact") },
            observe(scheduler: scheduler) { _ = counter.factStatus; runs.append("status") },
        ]
        runs = []
        counter.setCount(1)
        scheduler.flush()
        XCTAssertEqual(runs, [])
        counter.increment()
        scheduler.flush()
        XCTAssertEqual(runs, ["count"], "1 and 2 both put the focus in the field")
        counter.increment()
        scheduler.flush()
        XCTAssertEqual(runs, ["count", "count", "focus"])
        counter.dismissFact()
        scheduler.flush()
        XCTAssertEqual(runs, ["count", "count", "focus"], "no fact to dismiss")
        tokens.forEach { $0.cancel() }
    }
}
