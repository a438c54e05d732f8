import CounterModel
import Observing
import VDOMFuzz
import XCTest

/// A fact source that answers when the test says so, and remembers what it was asked and what was
/// cancelled.
final class ScriptedFacts {
    struct Lookup {
        let number: Int
        let answer: (FactAnswer) -> Void
        let handle: Cancellation
    }

    private(set) var lookups: [Lookup] = []
    /// What the source answers at once, inside `load`, instead of waiting for the test.
    var immediateAnswer: FactAnswer?

    var source: FactSource {
        FactSource { number, answer in
            if let immediate = self.immediateAnswer {
                answer(immediate)
                return .finished
            }
            let handle = Cancellation {}
            self.lookups.append(Lookup(number: number, answer: answer, handle: handle))
            return handle
        }
    }

    /// The numbers asked about, in order.
    var numbers: [Int] { lookups.map { $0.number } }
    /// For each lookup, whether it was cancelled.
    var cancelled: [Bool] { lookups.map { $0.handle.isCancelled } }

    /// Answers lookup `index` as a source that honours cancellation does: not at all once cancelled.
    func answer(_ index: Int, _ answer: FactAnswer) {
        let lookup = lookups[index]
        guard lookup.handle.isActive else { return }
        lookup.handle.finish()
        lookup.answer(answer)
    }

    /// Answers lookup `index` whether or not it was cancelled, as a source that ignores cancellation does.
    func answerRegardless(_ index: Int, _ answer: FactAnswer) {
        lookups[index].answer(answer)
    }
}

/// A random source that gives the numbers it was given, in order, and records the ranges asked for.
final class ScriptedRandom {
    var numbers: [Int]
    private(set) var ranges: [ClosedRange<Int>] = []

    init(_ numbers: [Int]) {
        self.numbers = numbers
    }

    var source: RandomSource {
        RandomSource { range in
            self.ranges.append(range)
            return self.numbers.removeFirst()
        }
    }
}

/// A random source drawing from a seeded generator.
func seededRandom(_ seed: UInt64) -> RandomSource {
    var generator = SplitMix(seed: seed)
    return RandomSource { range in Int.random(in: range, using: &generator) }
}

/// Sources that must not be asked, for tests about something else.
let unusedFacts = FactSource { number, _ in
    XCTFail("a fact about \(number) was asked for")
    return .finished
}
let unusedRandom = RandomSource { range in
    XCTFail("a random number was asked for")
    return range.lowerBound
}
