import XCTest
import Browser
import CounterModel
import CounterViews
import JavaScript
import Observing
import VDOM
import VDOMTesting
@testable import CounterWeb
@testable import ImperativeCounterWeb

/// The counter built twice from the same model: the declarative page (`counterView`, a view the diff
/// keeps current) and the imperative one (`buildCounterPage`, elements made by hand and kept current by
/// `observe`), driven through the same steps with the same effects: fetches answered by one
/// `TestBrowser`, draws from generators of the same seed, canvases played by `JSObjectDouble`s.
///
/// After each step both must have delivered as many frames, with the same operations on the same node
/// ids (in any order: the diff writes an element's class before its children, the imperative code
/// after), and hold the same DOM with the focus on the same element; both charts must have been drawn
/// with the same calls. Two differences are known, and the comparison states them:
/// - the diff writes a bound field's `value` on every render of its component, while a `DOMElement`
///   sends a value only when it differs from the one it wrote last: the declarative page's writes of
///   the value a field was last written are left out (they change nothing), and a frame of nothing
///   else with them;
/// - where the status line's content is replaced by other content, the diff replaces the first node
///   and removes the rest while the imperative page clears the line and appends: those steps name the
///   operations each writes that the other does not, exactly.
final class CounterStacksTests: XCTestCase {
    private var browser: TestBrowser!
    private var declarative: TestApp!
    private var imperative: TestApp!
    /// The canvases' 2D contexts, in the order they were asked for: the declarative page's, then the
    /// imperative page's.
    private var canvases: Canvases!
    /// What the imperative page reported about its drawing.
    /// The value of each property the declarative page wrote last, by node.
    private var declaredValues: [NodeID: [String: PropertyValue]] = [:]

    private let status: NodeID = 22

    override func setUpWithError() throws {
        browser = TestBrowser(url: "/counter/")
        canvases = Canvases()
        let counter = Counter(facts: factFiles, random: seededRandom(7))
        declarative = try TestApp { CounterWeb.counterView(counter) }
        let scheduler = Scheduler(), built = Counter(facts: factFiles, random: seededRandom(7))
        imperative = try TestApp(scheduler: scheduler) { document in
            buildCounterPage(in: document, counter: built)
        }
        XCTAssertEqual(canvases.contexts.count, 2, "each page asked for its canvas's context once")
        _ = declarative.frames.map(withoutRewrites)
    }

    /// `frame` of the declarative page without its writes of the value a property was last written.
    private func withoutRewrites(_ frame: [Patch]) -> [Patch] {
        frame.filter { patch in
            switch patch {
            case let .createElement(id, _, _):
                declaredValues[id] = nil
            case let .setProperty(id, name, value):
                defer { declaredValues[id, default: [:]][name] = value }
                return declaredValues[id]?[name] != value
            default:
                break
            }
            return true
        }
    }

    /// What each page writes that the other does not, in a step where the two differ.
    private struct Difference {
        var declarativeOnly: [Patch]
        var imperativeOnly: [Patch]
    }

    /// Does `action` to both pages, then checks that they agree, but for `difference`.
    private func both(_ what: String, except difference: Difference? = nil, file: StaticString = #filePath,
                      line: UInt = #line, _ action: (TestApp) throws -> Void) throws {
        let before = (declarative.frames.count, imperative.frames.count)
        try action(declarative)
        try action(imperative)
        let declared = declarative.frames[before.0...].map(withoutRewrites).filter { !$0.isEmpty }
        let built = Array(imperative.frames[before.1...])
        XCTAssertEqual(built.count, declared.count, "frames of \(what)", file: file, line: line)
        for (index, (mine, theirs)) in zip(built, declared).enumerated() {
            let only = difference.map { (declared: Set($0.declarativeOnly.map(\.description)), built: Set($0.imperativeOnly.map(\.description))) }
            let theirs = Set(theirs.map(\.description)), mine = Set(mine.map(\.description))
            XCTAssertEqual(mine.subtracting(theirs).sorted(), (only?.built ?? []).sorted(),
                           "frame \(index) of \(what): written by the imperative page alone", file: file, line: line)
            XCTAssertEqual(theirs.subtracting(mine).sorted(), (only?.declared ?? []).sorted(),
                           "frame \(index) of \(what): written by the declarative page alone", file: file, line: line)
        }
        assertHTML(imperative, declarative.html, "the DOM after \(what)", file: file, line: line)
        XCTAssertEqual(imperative.dom.focused?.nodeID, declarative.dom.focused?.nodeID, "the focus after \(what)",
                       file: file, line: line)
        XCTAssertEqual(try imperative.element("#count").value, try declarative.element("#count").value, file: file, line: line)
        XCTAssertEqual(try imperative.element("#note").value, try declarative.element("#note").value, file: file, line: line)
        XCTAssertEqual(imperative.reports, declarative.reports, file: file, line: line)
        let contexts = canvases.contexts
        let drawn = contexts.map { context in
            defer { context.forgetCalls() }
            return context.calls.map { "\($0.method)\($0.arguments)" }
        }
        XCTAssertEqual(drawn[1], drawn[0], "the charts' drawing after \(what)", file: file, line: line)
        XCTAssertEqual(contexts[1].properties, contexts[0].properties, file: file, line: line)
    }

    /// Answers both pages' fetches of `url`.
    private func answer(_ url: Text, status: Int, _ body: String = "", except difference: Difference? = nil,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        try settle("the answer to \(url)", except: difference, file: file, line: line) {
            try browser.respond(to: url, with: FetchResponse(status: status, body: Array(body.utf8)))
            try browser.respond(to: url, with: FetchResponse(status: status, body: Array(body.utf8)))
        }
    }

    /// Does `change` outside both pages (an effect's answer), renders, and checks that they agree.
    private func settle(_ what: String, except difference: Difference? = nil, file: StaticString = #filePath,
                        line: UInt = #line, _ change: () throws -> Void) throws {
        try both(what, except: difference, file: file, line: line) { app in
            if app === declarative { try change() }
            try app.flush()
        }
    }

    /// The status line's old content, `old` (its first node) and `rest`, replaced by `new`.
    private func replacing(_ old: NodeID, _ rest: [NodeID], with new: NodeID) -> Difference {
        Difference(declarativeOnly: [.replace(old, with: new)] + rest.map { .remove($0) },
                   imperativeOnly: [.clear(status), .insert(new, parent: status, before: nil)])
    }

    /// The counter's pages write as HTML the parser keeps, the same, their listeners named.
    func testBothPagesWriteTheSameHTML() throws {
        assertStaticHTML(declarative, startsWith: "<main class=\"counter\"><h1 class=\"counter-")
        assertStaticHTML(imperative, startsWith: "<main class=\"counter\"><h1 class=\"counter-")
        XCTAssertEqual(try StaticHTML.page(of: imperative), try StaticHTML.page(of: declarative))
    }

    func testBothPagesMountTheSameDOMAndDrawTheSameChart() throws {
        try both("nothing") { _ in }
        assertHTML(imperative, mountedCounterHTML)
        XCTAssertEqual(imperative.frames.count, 1)
        XCTAssertEqual(Set(imperative.frames[0].map(\.description)), Set(declarative.frames[0].map(\.description)),
                       "the first frame, in any order")
    }

    func testStepsTypingAndFocus() throws {
        for (what, step) in countingSteps { try both(what, step) }
        XCTAssertEqual(try imperative.element("output").textContent, "−4", "\"-\" stayed, and \"-4\" is a number")
        XCTAssertEqual(try imperative.element("#count").shownText, "-4")
        XCTAssertEqual(try imperative.element("canvas").attribute("aria-label"), "Count history: 0 to −4, between −4 and 12")
        try both("a note") { try $0.type("hi", into: "#note") }
        XCTAssertTrue(imperative.dom.focused === (try imperative.element("#note")))
        for (what, step) in noteAndDrawSteps { try both(what, step) }
        XCTAssertNotEqual(try imperative.element("output").textContent, "−4", "a draw changed the count")
    }

    func testTheEndsOfIntDisableTheirButton() throws {
        try both("the largest count") { try $0.input("\(Int.max)", into: "#count") }
        XCTAssertEqual(try imperative.element("button[aria-label=Increment]").attribute("disabled"), "")
        XCTAssertEqual(try imperative.element("output").attribute("class"), "count long")
        try both("one less") { try $0.click("button[aria-label=Decrement]") }
        XCTAssertNil(try imperative.element("button[aria-label=Increment]").attribute("disabled"))
        try both("the smallest count") { try $0.input("\(Int.min)", into: "#count") }
        XCTAssertEqual(try imperative.element("button[aria-label=Decrement]").attribute("disabled"), "")
        XCTAssertEqual(try imperative.element("output").attribute("class"), "count negative long")
    }

    func testAFactItsAlertAndTheWaysToDismissIt() throws {
        try both("+") { try $0.click("button[aria-label=Increment]") }
        try both("get fact") { try $0.click(".get-fact") }
        try answer("facts/1.txt", status: 200, "One is the first odd number.\n")
        XCTAssertEqual(try imperative.element("dialog").attribute("open"), "")
        XCTAssertTrue(imperative.dom.focused === (try imperative.element(".alert-action")))
        try both("OK") { try $0.click(".alert-action") }
        try both("get fact again") { try $0.click(".get-fact") }
        try answer("facts/1.txt", status: 200, "One is the first odd number.\n")
        try both("Escape") { try $0.press("Escape", at: ".alert-action") }
        XCTAssertNil(try imperative.element("dialog").attribute("open"))
        try both("get fact a third time") { try $0.click(".get-fact") }
    }

    func testNoFactAFailureARetryAndCancelling() throws {
        try both("a count without a fact") { try $0.input("500", into: "#count") }
        try both("get fact") { try $0.click(".get-fact") }
        try answer("facts/500.txt", status: 404, except: replacing(30, [31], with: 32))
        XCTAssertEqual(try imperative.element(".fact-status").textContent, "No fact about 500 yet.")
        try both("2") { try $0.input("2", into: "#count") }
        try both("get fact") { try $0.click(".get-fact") }
        try settle("a failure", except: replacing(32, [31], with: 30)) {
            try browser.failFetch(to: "facts/2.txt")
            try browser.failFetch(to: "facts/2.txt")
        }
        XCTAssertEqual(try imperative.element(".fact-status").textContent, "The server could not be reached.")
        try both("try again", except: Difference(declarativeOnly: [.replace(30, with: 31)],
                                                 imperativeOnly: [.clear(status), .insert(31, parent: status, before: nil)])) {
            try $0.click(".get-fact")
        }
        try both("cancel") { try $0.click(".get-fact") }
        try both("get fact, then +") {
            try $0.click(".get-fact")
            try $0.click("button[aria-label=Increment]")
        }
        XCTAssertEqual(browser.pendingFetches, [], "+ cancelled both pages' lookups")
        XCTAssertNil(try imperative.element("dialog").attribute("open"), "no fact about a number no longer shown")
    }

    func testAFailedDrawingIsReportedAndThePageGoesOn() throws {
        JSDoubles.defineElementMethod("getContext") { _, _ throws(JSError) -> JSValue in
            throw JSError(name: "NotSupportedError", message: "no canvas here")
        }
        let scheduler = Scheduler(), counter = Counter(facts: factFiles, random: seededRandom(7))
        let page = try TestApp(scheduler: scheduler) { document in
            buildCounterPage(in: document, counter: counter)
        }
        XCTAssertEqual(page.reports, [Report(.failedCall, "work after a frame for <canvas> failed: NotSupportedError: no canvas here")])
        try page.click("button[aria-label=Increment]")
        XCTAssertEqual(try page.element("output").textContent, "1")
        XCTAssertEqual(page.reports.count, 2, "each drawing asks for the context again, and says it failed")
    }
}
