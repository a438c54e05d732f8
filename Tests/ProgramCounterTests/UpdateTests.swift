import CounterModel
import Observing
import ProgramCounterModel
import XCTest

private typealias Model = CounterProgram.Model
private typealias Message = CounterProgram.Message

/// Sends `messages` through `update` from `model`, and returns the commands, in order.
private func send(_ model: inout Model, _ messages: Message...) -> [Command<Message>] {
    messages.map { CounterProgram.update(&model, $0) }
}

private func response(_ status: Int, _ body: String = "") -> FetchResponse {
    FetchResponse(status: status, body: Array(body.utf8))
}

/// The counter's rules, as the program style states them: each message's new model and the exact
/// command it returns.
final class UpdateTests: XCTestCase {
    func testStepsChangeTheCountAndTheFocusFollowsTheMultiplesOfThree() {
        var model = Model()
        XCTAssertFalse(model.isTextFocused)
        XCTAssertEqual(send(&model, .increment), [.none])
        XCTAssertEqual(model.count, 1)
        XCTAssertTrue(model.isTextFocused)
        _ = send(&model, .increment, .increment)
        XCTAssertFalse(model.isTextFocused)
        _ = send(&model, .decrement)
        XCTAssertEqual(model.count, 2)
        XCTAssertTrue(model.isTextFocused)
    }

    func testTheCountStaysAtTheEndsOfInt() {
        var model = Model(count: .max)
        XCTAssertEqual(send(&model, .increment), [.none])
        XCTAssertEqual(model.count, .max)
        model = Model(count: .min)
        _ = send(&model, .decrement)
        XCTAssertEqual(model.count, .min)
    }

    func testATypedCountLeavesTheFocusWhereItIs() {
        var model = Model()
        _ = send(&model, .setCount(4))
        XCTAssertEqual(model.count, 4)
        XCTAssertFalse(model.isTextFocused)
    }

    func testRandomizeIsACommandWhoseAnswerSetsTheCounter() {
        var model = Model(count: 5)
        let commands = send(&model, .randomize)
        XCTAssertEqual(commands, [.random(in: -20...119) { .setCounter(to: $0 < 5 ? $0 : $0 + 1) }])
        XCTAssertNotEqual(commands, [.random(in: -20...120, then: Message.setCounter)])
        XCTAssertEqual(model.count, 5, "nothing changes until the answer comes")
        _ = send(&model, .setCounter(to: 7))
        XCTAssertEqual(model.count, 7)
        XCTAssertTrue(model.isTextFocused)

        model = Model(count: 500)
        XCTAssertEqual(send(&model, .randomize), [.random(in: -20...120, then: Message.setCounter)])
    }

    func testAFactIsAFetchWhoseAnswerIsPresented() {
        var model = Model(count: 3)
        XCTAssertEqual(send(&model, .getFact), [.fetch(FetchRequest("facts/3.txt"), id: "fact") { .factLoaded(number: 3, $0) }])
        XCTAssertEqual(model.factStatus, .loading(3))
        _ = send(&model, .factLoaded(number: 3, .success(response(200, "Three is prime.\n"))))
        XCTAssertEqual(model.fact, Fact(id: 3, text: "Three is prime."))
        XCTAssertEqual(model.factStatus, .idle)
        _ = send(&model, .dismissFact)
        XCTAssertNil(model.fact)
    }

    func testNoFactIsNotAnErrorAndAFailureSaysWhy() {
        var model = Model(count: 500)
        _ = send(&model, .getFact, .factLoaded(number: 500, .failure(.status(response(404)))))
        XCTAssertEqual(model.factStatus, .noFact(500))
        _ = send(&model, .getFact, .factLoaded(number: 500, .failure(.status(response(503)))))
        XCTAssertEqual(model.factStatus, .failed("The fact could not be loaded (HTTP 503)."))
        _ = send(&model, .getFact, .factLoaded(number: 500, .failure(.network("offline"))))
        XCTAssertEqual(model.factStatus, .failed("The server could not be reached."))
        XCTAssertNil(model.fact)
    }

    func testASecondTapOrAChangeOfTheCountCancelsTheFetch() {
        var model = Model(count: 2)
        _ = send(&model, .getFact)
        XCTAssertEqual(send(&model, .getFact), [.cancel("fact")])
        XCTAssertEqual(model.factStatus, .idle)
        _ = send(&model, .getFact)
        XCTAssertEqual(send(&model, .increment), [.cancel("fact")])
        XCTAssertEqual(model.factStatus, .idle)
        _ = send(&model, .factLoaded(number: 2, .success(response(200, "late"))))
        XCTAssertNil(model.fact, "an answer about the old number is not listened to")
        XCTAssertEqual(send(&model, .increment), [.none], "nothing in flight, nothing to cancel")
    }

    func testEachNewCountJoinsTheHistory() {
        var model = Model(count: 4)
        XCTAssertEqual(model.history, CountHistory(4))
        _ = send(&model, .increment, .setCount(5), .setCount(-2), .setCounter(to: 7), .setText("x"), .decrement)
        XCTAssertEqual(model.history.values, [4, 5, -2, 7, 6], "the count typed as it was is no change")
        for _ in 0..<40 { _ = send(&model, .increment) }
        XCTAssertEqual(model.history.values, Array(17...46), "the last 30 counts")
    }

    func testTheTextAndItsFocusAreWrittenBack() {
        var model = Model()
        _ = send(&model, .setText("hello"), .setTextFocused(true))
        XCTAssertEqual(model.text, "hello")
        XCTAssertTrue(model.isTextFocused)
    }
}
