import XCTest
import CounterModel
import Observing

/// Getting a fact: found, not found, failed and retried, cancelled by a second tap or by a new count.
final class FactTests: XCTestCase {
    private let facts = ScriptedFacts()
    private lazy var counter = Counter(count: 42, facts: facts.source, random: unusedRandom)

    func testAFactFoundIsPresentedWithTheNumberAsItsIdentity() {
        counter.getFact()
        XCTAssertEqual(counter.factStatus, .loading(42))
        XCTAssertNil(counter.fact)
        XCTAssertEqual(facts.numbers, [42])
        facts.answer(0, .found("42 is 101010 in binary."))
        XCTAssertEqual(counter.fact, Fact(id: 42, text: "42 is 101010 in binary."))
        XCTAssertEqual(counter.fact?.id, 42)
        XCTAssertEqual(counter.factStatus, .idle)
        counter.dismissFact()
        XCTAssertNil(counter.fact)
        XCTAssertEqual(counter.count, 42)
    }

    func testNoFactAboutTheNumberIsNotAnError() {
        counter.setCount(500)
        counter.getFact()
        facts.answer(0, .notFound)
        XCTAssertEqual(counter.factStatus, .noFact(500))
        XCTAssertNil(counter.fact)
        counter.getFact()
        XCTAssertEqual(counter.factStatus, .loading(500), "asking again is allowed")
        XCTAssertEqual(facts.numbers, [500, 500])
    }

    func testAFailedLookupSaysWhyAndCanBeTriedAgain() {
        counter.getFact()
        facts.answer(0, .failed("The server could not be reached."))
        XCTAssertEqual(counter.factStatus, .failed("The server could not be reached."))
        XCTAssertNil(counter.fact)
        counter.getFact()
        XCTAssertEqual(counter.factStatus, .loading(42))
        facts.answer(1, .found("42 is even."))
        XCTAssertEqual(counter.fact, Fact(id: 42, text: "42 is even."))
        XCTAssertEqual(facts.numbers, [42, 42])
    }

    func testASecondTapWhileLoadingCancelsTheLookup() {
        counter.getFact()
        counter.getFact()
        XCTAssertEqual(facts.cancelled, [true])
        XCTAssertEqual(counter.factStatus, .idle)
        facts.answer(0, .found("Too late."))
        XCTAssertNil(counter.fact, "a cancelled lookup answers nothing")
        counter.getFact()
        XCTAssertEqual(counter.factStatus, .loading(42), "a third tap looks up again")
        XCTAssertEqual(facts.cancelled, [true, false])
    }

    func testChangingTheCountCancelsTheLookupAndForgetsWhatWasSaid() {
        counter.getFact()
        counter.increment()
        XCTAssertEqual(facts.cancelled, [true])
        XCTAssertEqual(counter.factStatus, .idle)

        counter.getFact()
        facts.answer(1, .notFound)
        counter.decrement()
        XCTAssertEqual(counter.factStatus, .idle, "no fact about 43 says nothing about 42")

        counter.getFact()
        facts.answer(2, .failed("Down."))
        counter.setCount(7)
        XCTAssertEqual(counter.factStatus, .idle)

        counter.getFact()
        facts.answer(3, .found("7 is prime."))
        counter.setCount(8)
        XCTAssertNil(counter.fact, "a fact about 7 is not shown beside 8")
        XCTAssertEqual(facts.numbers, [42, 43, 42, 7])
        XCTAssertEqual(facts.cancelled, [true, false, false, false])
    }

    func testASourceThatIgnoresCancellationIsNotListenedTo() {
        counter.getFact()
        counter.increment()
        facts.answerRegardless(0, .found("42 is the answer."))
        XCTAssertNil(counter.fact)
        XCTAssertEqual(counter.factStatus, .idle)

        counter.getFact()
        counter.getFact()
        facts.answerRegardless(1, .failed("Late failure."))
        XCTAssertEqual(counter.factStatus, .idle)

        counter.getFact()
        facts.answer(2, .found("43 is prime."))
        facts.answerRegardless(2, .failed("A second answer."))
        XCTAssertEqual(counter.fact, Fact(id: 43, text: "43 is prime."))
        XCTAssertEqual(counter.factStatus, .idle, "only the first answer counts")
    }

    func testASourceThatAnswersAtOnceLeavesNothingLoading() {
        facts.immediateAnswer = .found("42 is even.")
        counter.getFact()
        XCTAssertEqual(counter.fact, Fact(id: 42, text: "42 is even."))
        XCTAssertEqual(counter.factStatus, .idle)
        counter.dismissFact()
        facts.immediateAnswer = .notFound
        counter.getFact()
        XCTAssertEqual(counter.factStatus, .noFact(42), "the second tap looks up again: nothing was loading")
    }
}
