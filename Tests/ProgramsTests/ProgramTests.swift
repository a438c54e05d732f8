import DOMBridge
import Observing
import Programs
import VDOM
import VDOMTesting
import XCTest

private struct Model: Equatable {
    var count = 0
    var label: Text = "Dice"
    var fact: Text?
}

private enum Message: Equatable {
    case increment, randomize, setCount(Int), setLabel(Text), getFact, stopFact, tick, stopClock
    case factLoaded(Result<FetchResponse, FetchError>)
}

private func update(_ model: inout Model, _ message: Message) -> Command<Message> {
    switch message {
    case .increment: model.count += 1; return .none
    case .randomize: return .random(in: 1...6, then: Message.setCount)
    case let .setCount(count): model.count = count; return .none
    case let .setLabel(label): model.label = label; return .none
    case .getFact: return .fetch(FetchRequest("facts/\(model.count).txt"), id: "fact", then: Message.factLoaded)
    case .stopFact: return .cancel("fact")
    case .stopClock: return .cancel("clock")
    case .tick: model.count += 1; return .after(milliseconds: 1000, id: "clock", send: .tick)
    case let .factLoaded(.success(response)): model.fact = response.text; return .none
    case let .factLoaded(.failure(.network(message))): model.fact = message; return .none
    case .factLoaded(.failure(.status)): model.fact = "none"; return .none
    }
}

/// #1 div, #2 output (#3 text), #4 h2 (#5 text), #6 input, #7 button.
private func view(_ program: Program<Model, Message>) -> Element {
    div {
        component {
            output { "\(program.read { $0.count })" as Text }.on(.click) { program.send(.increment) }
        }
        component {
            h2 { program.read { $0.label } }
        }
        input().value(program.binding({ $0.label }, send: Message.setLabel))
        button { "Roll" }.on(.click) { program.send(.randomize) }
    }
}

final class ProgramTests: XCTestCase {
    /// A view in the program style starts and stops work with messages: the clock's component sends
    /// `.tick` when it appears and `.stopClock` when it disappears, and the clock stops with it.
    func testAComponentSendsMessagesWhenItAppearsAndDisappears() throws {
        let program = Program(Model(), update: update, effects: .answeredByTests)
        let app = try TestApp {
            div {
                if program.read({ $0.count }) < 3 {
                    component { p { "clock" } }
                        .onAppear { program.send(.tick) }
                        .onDisappear { program.send(.stopClock) }
                }
            }
        }
        XCTAssertEqual(program.model.count, 1, "the appear's tick")
        try program.answerTimer()
        try app.flush()
        XCTAssertEqual(program.model.count, 2)
        try program.answerTimer()
        try app.flush()
        XCTAssertEqual(program.model.count, 3)
        XCTAssertNil(try app.find("p"))
        XCTAssertEqual(program.inFlight, [], "the disappear stopped the clock")
    }

    func testAMessageRendersOnlyThePartsWhoseValueChanged() throws {
        let program = Program(Model(), update: update, effects: .answeredByTests)
        let app = try TestApp { view(program) }
        try app.click("output")
        assertPatches(app.lastFrame, [.setText(3, "1")])
        try app.type("!", into: "input")
        assertPatches(app.lastFrame, [.setProperty(6, name: "value", value: .string("Dice!")), .setText(5, "Dice!")],
                      "the root renders for the binding's read, the label's component for its own")
        XCTAssertEqual(program.model, Model(count: 1, label: "Dice!"))
    }

    func testUpdateReturnsCommandsThatTestsCompareAndAnswer() throws {
        let program = Program(Model(), update: update, effects: .answeredByTests)
        let app = try TestApp { view(program) }
        try app.click("button")
        XCTAssertEqual(program.lastCommand, .random(in: 1...6, then: Message.setCount))
        XCTAssertNotEqual(program.lastCommand, .random(in: 1...7, then: Message.setCount))
        XCTAssertNotEqual(program.lastCommand, .random(in: 1...6, then: { _ in Message.increment }))
        XCTAssertEqual(program.inFlight, [.random(in: 1...6, then: Message.setCount)])
        XCTAssertEqual(program.lastCommand.description, "random in 1...6 then setCount(1)…setCount(6)")

        try program.answerRandom(with: 4)
        try app.flush()
        assertPatches(app.lastFrame, [.setText(3, "4")])
        XCTAssertEqual(program.inFlight, [])
        XCTAssertThrowsError(try program.answerRandom(with: 2)) { error in
            XCTAssertEqual("\(error)", "no random command in flight takes 2; in flight: nothing")
        }
    }

    /// An answer the command in flight cannot take throws, naming what is in flight, instead of trapping.
    func testAnAnswerNoCommandInFlightTakesSaysWhatIsInFlight() throws {
        let program = Program(Model(), update: update, effects: .answeredByTests)
        program.send(.randomize)
        program.send(.tick)
        XCTAssertThrowsError(try program.answerRandom(with: 7)) { error in
            XCTAssertEqual("\(error)", "no random command in flight takes 7; in flight: random in 1...6, after 1000 ms (id clock)")
        }
        XCTAssertThrowsError(try program.answerFetch(with: FetchResponse(status: 200))) { error in
            XCTAssertEqual("\(error)", "no fetch command is in flight; in flight: random in 1...6, after 1000 ms (id clock)")
        }
        try program.answerRandom(with: 6)
        XCTAssertEqual(program.model.count, 6)
    }

    func testACommandWithAnIdReplacesTheOneInFlight() throws {
        let program = Program(Model(), update: update, effects: .answeredByTests)
        program.send(.getFact)
        program.send(.increment)
        program.send(.getFact)
        XCTAssertEqual(program.inFlight, [.fetch(FetchRequest("facts/1.txt"), id: "fact", then: Message.factLoaded)])
        try program.answerFetch(with: FetchResponse(status: 200, body: Array("Two is even.".utf8)))
        XCTAssertEqual(program.model.fact, "Two is even.")

        program.send(.getFact)
        program.send(.stopFact)
        XCTAssertEqual(program.inFlight, [])
        program.send(.getFact)
        try program.answerFetch(with: FetchResponse(status: 404))
        XCTAssertEqual(program.model.fact, "none", "a 404 arrives as a failure")
    }

    func testCommandsMapAndBatch() {
        let command: Command<Message> = .batch([.after(milliseconds: 5, send: .tick), .random(in: 0...1, then: Message.setCount)])
        let mapped = command.map({ message -> Text in
            if case let .setCount(count) = message { return "set \(count)" }
            return message == .tick ? "tick" : "other"
        }, scope: "child")
        XCTAssertEqual(mapped, .batch([.after(milliseconds: 5, send: "tick"), .random(in: 0...1, then: { "set \($0)" })]))
        XCTAssertNotEqual(mapped, .batch([.after(milliseconds: 5, send: "tick")]))
        XCTAssertEqual(mapped.description, "batch [after 5 ms send tick, random in 0...1 then set 0…set 1]")
    }

    /// Two parts of a program that use the same id are mapped under scopes of their own: neither replaces
    /// nor cancels the other's command.
    func testScopedIdsOfTwoPartsDoNotCollide() throws {
        let program = Program(0, update: { (count: inout Int, message: Text) -> Command<Text> in
            let part = Command<Int>.after(milliseconds: 100, id: "timer", send: 1)
            switch message {
            case "left": return part.map({ "left \($0)" }, scope: "left")
            case "right": return part.map({ "right \($0)" }, scope: "right")
            case "stop left": return Command<Int>.cancel("timer").map({ "left \($0)" }, scope: "left")
            default: count += 1; return .none
            }
        }, effects: .answeredByTests)
        program.send("left")
        program.send("right")
        XCTAssertEqual(program.inFlight.map(\.id), ["left/timer", "right/timer"])
        program.send("stop left")
        XCTAssertEqual(program.inFlight.map(\.id), ["right/timer"])
        try program.answerTimer()
        XCTAssertEqual(program.answeredMessages, ["right 1"])
    }

    /// A one-shot effect of the app's own leaves the list when answered; one that answers until
    /// cancelled stays. Several fetches are answered by their URLs, and the log has what the answers sent.
    func testAnswersByRequestOneShotEffectsAndTheLog() throws {
        let program = Program(0, update: { (count: inout Int, message: Text) -> Command<Text> in
            switch message {
            case "go":
                return .batch([
                    .fetch(FetchRequest("a.txt"), then: { _ in "a" }),
                    .fetch(FetchRequest("b.txt"), then: { result in (try? result.get()).map { "b \($0.status)" } ?? "b failed" }),
                    .perform("share", "hi") { _ in .finished },
                    .perform("watch", answers: .untilCancelled) { _ in .finished },
                ])
            default:
                return .none
            }
        }, effects: .answeredByTests)
        program.send("go")
        XCTAssertEqual(program.inFlight.map { $0.request?.url }, ["a.txt", "b.txt", nil, nil])
        try program.answerFetch(to: "b.txt", with: FetchResponse(status: 200))
        XCTAssertThrowsError(try program.answerFetch(to: "c.txt", with: FetchResponse(status: 200))) { error in
            XCTAssertEqual("\(error)", "no fetch of c.txt is in flight; in flight: fetch GET a.txt, perform share hi, perform watch")
        }
        try program.answer("share", with: "shared")
        try program.answer("watch", with: "seen")
        try program.answer("watch", with: "seen again")
        XCTAssertEqual(program.inFlight.map(\.description), ["fetch GET a.txt then a or a", "perform watch until cancelled"])
        XCTAssertEqual(program.answeredMessages, ["b 200", "shared", "seen", "seen again"])
    }

    func testLiveEffectsRunAndTimersReplaceThemselves() throws {
        var drawn: [ClosedRange<Int>] = []
        let program = Program(Model(), update: update, effects: Effects(random: { range in drawn.append(range); return 5 }))
        program.send(.randomize)
        XCTAssertEqual(program.model.count, 5)
        XCTAssertEqual(drawn, [1...6])
        XCTAssertEqual(program.inFlight, [])

        program.send(.tick)
        XCTAssertEqual(program.model.count, 6)
        XCTAssertEqual(program.inFlight, [.after(milliseconds: 1000, id: "clock", send: .tick)])
        try TestClock.advance(milliseconds: 2000)
        XCTAssertEqual(program.model.count, 8, "each tick starts the next, which replaces nothing still running")
        program.send(.tick)
        XCTAssertEqual(program.inFlight.count, 1, "the new timer replaced the running one")
        try TestClock.advance(milliseconds: 1000)
        XCTAssertEqual(program.model.count, 10)
        program.send(.stopClock)
        XCTAssertEqual(program.inFlight, [])
        XCTAssertEqual(TestClock.pendingCount, 0, "stopping the clock cleared its timer")
        XCTAssertThrowsError(try TestClock.advance(milliseconds: 1000)) { error in
            XCTAssertEqual("\(error)", "TestClock.advance(milliseconds: 1000) with no timer waiting")
        }
        XCTAssertEqual(program.model.count, 10)
    }

    func testAProgramThatGoesStopsItsEffects() {
        var program: Program<Model, Message>? = Program(Model(), update: update)
        program?.send(.tick)
        XCTAssertEqual(TestClock.pendingCount, 1)
        program = nil
        XCTAssertEqual(TestClock.pendingCount, 0, "its timer was cleared")
    }

    func testAFetchWithoutAFetchEffectFailsInWords() {
        let program = Program(Model(), update: update)
        program.send(.getFact)
        XCTAssertEqual(program.model.fact, "this program's Effects have no fetch: pass Effects(fetch: …)")
    }

    func testAnEffectOfTheAppsOwnRunsAndIsAnsweredInTests() throws {
        var sent: ((Text) -> Void)?
        var cancelled = false
        let share = Command<Text>.perform("share", "Milk") { send in
            sent = send
            return Cancellation { cancelled = true }
        }
        let program = Program(Text(), update: { (model: inout Text, message: Text) in
            model = message
            return message == "go" ? share : message == "stop" ? .cancel("x") : .none
        })
        program.send("go")
        sent?("shared")
        XCTAssertEqual(program.model, "shared")
        XCTAssertFalse(cancelled)
        XCTAssertEqual(share.description, "perform share \"Milk\"")

        let tested = Program(Text(), update: { (model: inout Text, message: Text) in
            model = message
            return message == "go" ? share : .none
        }, effects: .answeredByTests)
        tested.send("go")
        try tested.answer("share", with: "answered")
        XCTAssertEqual(tested.model, "answered")
    }

    func testAProgramAndAnObservableModelShareAPage() throws {
        final class Theme { @Observed var dark = false }
        let theme = Theme()
        let program = Program(Model(), update: update, effects: .answeredByTests)
        let app = try TestApp {
            main {
                component { p { theme.dark ? "dark" : "light" } }
                view(program)
            }
        }
        theme.dark = true
        try app.flush()
        assertPatches(app.lastFrame, [.setText(3, "dark")])
        try app.click("output")
        assertPatches(app.lastFrame, [.setText(6, "1")])
    }
}
