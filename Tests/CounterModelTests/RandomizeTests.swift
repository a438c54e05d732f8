import XCTest
import CounterModel

/// "Randomize": a number of the facts' range, never the one already shown.
final class RandomizeTests: XCTestCase {
    func testADrawSkipsTheCurrentCount() {
        let random = ScriptedRandom([9, 10, -20, 119])
        let counter = Counter(count: 10, facts: unusedFacts, random: random.source)
        counter.randomize()
        XCTAssertEqual(counter.count, 9, "below the count, as drawn")
        counter.randomize()
        XCTAssertEqual(counter.count, 11, "at or above the count, one more")
        counter.randomize()
        XCTAssertEqual(counter.count, -20)
        counter.randomize()
        XCTAssertEqual(counter.count, 120)
        XCTAssertEqual(random.ranges, [-20...119, -20...119, -20...119, -20...119],
                       "one number fewer than the range: the current one is skipped")
    }

    func testOutsideTheRangeAnyNumberOfItMayBeDrawn() {
        let random = ScriptedRandom([120])
        let counter = Counter(count: 500, facts: unusedFacts, random: random.source)
        counter.randomize()
        XCTAssertEqual(counter.count, 120)
        XCTAssertEqual(random.ranges, [-20...120])
    }

    func testARandomCountCancelsTheLookupAndMovesTheFocus() {
        let facts = ScriptedFacts()
        let counter = Counter(count: 1, facts: facts.source, random: ScriptedRandom([2]).source)
        counter.getFact()
        counter.randomize()
        XCTAssertEqual(counter.count, 3)
        XCTAssertFalse(counter.isTextFocused)
        XCTAssertEqual(facts.cancelled, [true])
        XCTAssertEqual(counter.factStatus, .idle)
    }

    func testSeededDrawsCoverTheRangeAndNeverRepeatTheCount() {
        let counter = Counter(facts: unusedFacts, random: seededRandom(29))
        var seen = Set<Int>()
        var previous = counter.count
        for _ in 0..<5_000 {
            counter.randomize()
            XCTAssertNotEqual(counter.count, previous)
            XCTAssertTrue(Counter.randomRange.contains(counter.count), "\(counter.count)")
            seen.insert(counter.count)
            previous = counter.count
        }
        XCTAssertEqual(seen, Set(Counter.randomRange))
    }

    func testTheSameSeedDrawsTheSameCounts() {
        func draws(_ seed: UInt64) -> [Int] {
            let counter = Counter(facts: unusedFacts, random: seededRandom(seed))
            return (0..<20).map { _ in
                counter.randomize()
                return counter.count
            }
        }
        XCTAssertEqual(draws(7), draws(7))
        XCTAssertNotEqual(draws(7), draws(8))
    }
}
