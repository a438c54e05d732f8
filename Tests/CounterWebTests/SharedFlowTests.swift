import XCTest
import Browser
import CounterModel
import CounterViews
import Observing
import Programs
import ProgramCounterModel
import VDOM
import VDOMTesting
@testable import CounterWeb
@testable import ProgramCounterWeb

/// One flow through both counter pages, the observable one and the program-style one, with the same
/// effects: fetches answered by one `TestBrowser`, draws from generators with the same seed. After each
/// step the two pages must have delivered as many frames with the same operations, hold the same DOM,
/// have the focus on the same element and have drawn their charts alike: the style is a choice, the
/// page is the same.
/// (`CounterPageTests` asserts the observable page's frames exactly; equal frames carry that over.)
///
/// A frame's operations are compared in any order: components whose parts changed render outermost
/// first, and within a depth in the order they learned of the change, which for an observable model is
/// the order its properties were written and for a program the order its parts were read.
final class SharedFlowTests: XCTestCase {
    private var browser: TestBrowser!
    private var observable: TestApp!
    private var program: TestApp!
    private var canvases: Canvases!

    override func setUpWithError() throws {
        browser = TestBrowser(url: "/counter/")
        canvases = Canvases()
        let counter = Counter(facts: factFiles, random: seededRandom(7))
        observable = try TestApp { CounterWeb.counterView(counter) }
        let random = seededRandom(7)
        let page = Program(CounterProgram.Model(), update: CounterProgram.update,
                           effects: Effects(random: random.next, fetch: { fetch($0, completion: $1) }))
        program = try TestApp { ProgramCounterWeb.counterView(page) }
    }

    /// Does `action` to both pages, then checks that they agree.
    private func both(_ what: String, file: StaticString = #filePath, line: UInt = #line,
                      _ action: (TestApp) throws -> Void) throws {
        let before = (observable.frames.count, program.frames.count)
        try action(observable)
        try action(program)
        let observableFrames = Array(observable.frames[before.0...]), programFrames = Array(program.frames[before.1...])
        XCTAssertEqual(observableFrames.count, programFrames.count, "frames of \(what)", file: file, line: line)
        for (index, (mine, theirs)) in zip(programFrames, observableFrames).enumerated() {
            XCTAssertEqual(mine.map(\.description).sorted(), theirs.map(\.description).sorted(),
                           "frame \(index) of \(what)", file: file, line: line)
        }
        assertHTML(program, observable.html, "the DOM after \(what)", file: file, line: line)
        XCTAssertEqual(program.dom.focused?.nodeID, observable.dom.focused?.nodeID, "the focus after \(what)", file: file, line: line)
        XCTAssertEqual(try program.element("#count").value, try observable.element("#count").value, file: file, line: line)
        XCTAssertEqual(try program.element("#note").value, try observable.element("#note").value, file: file, line: line)
        XCTAssertEqual(program.reports, observable.reports, file: file, line: line)
        let drawn = canvases.contexts.map { context in
            defer { context.forgetCalls() }
            return context.calls.map { "\($0.method)\($0.arguments)" }
        }
        XCTAssertEqual(drawn, [drawn[0], drawn[0]], "both charts drew alike after \(what)", file: file, line: line)
    }

    /// Answers both pages' fetches of `url`.
    private func answer(_ url: Text, status: Int, _ body: String = "") throws {
        try settle("the answer to \(url)") {
            try browser.respond(to: url, with: FetchResponse(status: status, body: Array(body.utf8)))
            try browser.respond(to: url, with: FetchResponse(status: status, body: Array(body.utf8)))
        }
    }

    /// Does `change` outside both pages (an effect's answer), renders, and checks that they agree.
    private func settle(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ change: () throws -> Void) throws {
        try both(what, file: file, line: line) { app in
            if app === observable { try change() }
            try app.flush()
        }
    }

    func testBothPagesMountTheSameDOM() throws {
        try both("nothing") { _ in }
        assertPatches(program.frames[0], observable.frames[0], "the first frame, in order")
    }

    func testStepsTypingAndFocus() throws {
        for (what, step) in countingSteps { try both(what, step) }
        XCTAssertEqual(try program.element("output").textContent, "−4", "\"-\" stayed, and \"-4\" is a number")
        XCTAssertEqual(try program.element("#count").shownText, "-4")
        try both("a note") { try $0.type("hi", into: "#note") }
        XCTAssertTrue(program.dom.focused === (try program.element("#note")))
        for (what, step) in noteAndDrawSteps { try both(what, step) }
        XCTAssertNotEqual(try program.element("output").textContent, "−4", "a draw changed the count")
    }

    func testAFactItsAlertAndTheWaysToDismissIt() throws {
        try both("+") { try $0.click("button[aria-label=Increment]") }
        try both("get fact") { try $0.click(".get-fact") }
        try answer("facts/1.txt", status: 200, "One is the first odd number.\n")
        XCTAssertEqual(try program.element("dialog").attribute("open"), "")
        try both("OK") { try $0.click(".alert-action") }
        try both("get fact again") { try $0.click(".get-fact") }
        try answer("facts/1.txt", status: 200, "One is the first odd number.\n")
        try both("Escape") { try $0.press("Escape", at: ".alert-action") }
        XCTAssertNil(try program.element("dialog").attribute("open"))
    }

    func testNoFactAFailureARetryAndCancelling() throws {
        try both("a count without a fact") { try $0.input("500", into: "#count") }
        try both("get fact") { try $0.click(".get-fact") }
        try answer("facts/500.txt", status: 404)
        XCTAssertEqual(try program.element(".fact-status").textContent, "No fact about 500 yet.")
        try both("2") { try $0.input("2", into: "#count") }
        try both("get fact") { try $0.click(".get-fact") }
        try settle("a failure") {
            try browser.failFetch(to: "facts/2.txt")
            try browser.failFetch(to: "facts/2.txt")
        }
        XCTAssertEqual(try program.element(".fact-status").textContent, "The server could not be reached.")
        try both("try again") { try $0.click(".get-fact") }
        try both("cancel") { try $0.click(".get-fact") }
        try both("get fact, then +") {
            try $0.click(".get-fact")
            try $0.click("button[aria-label=Increment]")
        }
        XCTAssertEqual(browser.pendingFetches, [], "+ cancelled both pages' lookups")
        XCTAssertThrowsError(try answer("facts/2.txt", status: 200, "Two is even.")) { error in
            XCTAssertEqual("\(error)", "no fetch of facts/2.txt is in flight; in flight: nothing")
        }
        XCTAssertNil(try program.element("dialog").attribute("open"), "no fact about a number no longer shown")
    }
}
