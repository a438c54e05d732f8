import XCTest
import CounterModel
import Observing
import Programs
import ProgramCounterModel
import VDOM
import VDOMTesting
@testable import ProgramCounterWeb

private typealias Message = CounterProgram.Message

/// The program-style counter page with its commands answered by the test: each message's command is
/// asserted as a value, answered, and the frame it leads to asserted exactly. (The node ids are those of
/// `CounterPageTests`: the two pages mount the same DOM.)
final class ProgramCounterPageTests: XCTestCase {
    private var program: Program<CounterProgram.Model, Message>!
    private var app: TestApp!
    private var canvases: Canvases!

    private let countText: NodeID = 8, chart: NodeID = 11, countField: NodeID = 16
    private let getFactText: NodeID = 21, status: NodeID = 22, note: NodeID = 26, dialog: NodeID = 29

    override func setUpWithError() throws {
        canvases = Canvases()
        program = Program(CounterProgram.Model(), update: CounterProgram.update, effects: .answeredByTests)
        app = try TestApp { [program] in counterView(program!) }
    }

    /// The page started on its own HTML takes it whole, as a page built with a pre-render starts.
    func testThePageHydratesItsOwnHTML() {
        assertHydrates { [program] in counterView(program!) }
    }

    func testRandomizeIsACommandAnsweredByTheTest() throws {
        try app.click(".randomize")
        XCTAssertEqual(program.lastCommand, .random(in: -20...119) { .setCounter(to: $0 < 0 ? $0 : $0 + 1) })
        XCTAssertEqual(program.inFlight.count, 1)
        let frames = app.frames.count
        try program.answerRandom(with: 7)
        try app.flush()
        XCTAssertEqual(app.frames.count, frames + 1)
        assertPatches(app.lastFrame, [
            .setText(countText, "8"), .setAttribute(chart, name: "aria-label", value: "Count history: 0 to 8", namespace: nil),
            .setProperty(note, name: "value", value: .string("")), .callMethod(note, name: "focus"),
            .setProperty(countField, name: "value", value: .string("8")),
        ], "7 is drawn among the numbers other than 0, so the count is 8")
        XCTAssertTrue(app.dom.focused === app.dom.node(note))
        XCTAssertEqual(program.inFlight, [])
    }

    func testAFactIsAFetchWhoseAnswerOpensTheAlert() throws {
        try app.click(".get-fact")
        XCTAssertEqual(program.lastCommand, .fetch(FetchRequest("facts/0.txt"), id: "fact") { .factLoaded(number: 0, $0) })
        XCTAssertEqual(try app.element(".fact-status").textContent, "Looking up a fact about 0…")
        try program.answerFetch(with: FetchResponse(status: 200, body: Array("Zero is even.\n".utf8)))
        try app.flush()
        XCTAssertEqual(app.dom.node(dialog)?.attribute("open"), "")
        XCTAssertEqual(try app.element(".alert-message").textContent, "Zero is even.")
        XCTAssertTrue(app.dom.focused === (try app.element(".alert-action")))
        XCTAssertEqual(app.dom.node(getFactText)?.data, "Get fact")

        try app.click(".alert-action")
        XCTAssertNil(program.model.fact)
        XCTAssertEqual(program.lastCommand, .none)
        XCTAssertTrue(app.dom.focused === (try app.element(".get-fact")), "the focus is back on Get fact")
    }

    func testASecondTapCancelsAndAnotherCountCancelsToo() throws {
        try app.click(".get-fact")
        try app.click(".get-fact")
        XCTAssertEqual(program.lastCommand, .cancel("fact"))
        XCTAssertEqual(program.inFlight, [])
        XCTAssertEqual(app.dom.node(status)?.textContent, "")
        try app.click(".get-fact")
        try app.click("button[aria-label=Increment]")
        XCTAssertEqual(program.lastCommand, .cancel("fact"))
        XCTAssertEqual(program.inFlight, [])
        XCTAssertThrowsError(try program.answerFetch(with: FetchResponse(status: 200))) { error in
            XCTAssertEqual("\(error)", "no fetch command is in flight; in flight: nothing")
        }
    }

    func testTextThatDoesNotParseSendsNothing() throws {
        try app.type("-", into: "#count", replacing: true)
        XCTAssertEqual(program.model.count, 0)
        XCTAssertEqual(try app.element("#count").shownText, "-")
        try app.type("5", into: "#count")
        XCTAssertEqual(program.model.count, -5)
        XCTAssertEqual(program.lastCommand, .none)
    }
}
