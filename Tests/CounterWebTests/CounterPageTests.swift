import XCTest
import Browser
import DOMBridge
import CounterModel
import CounterViews
import Observing
import VDOM
import VDOMTesting
@testable import CounterWeb

/// The counter page driven as a user drives it: the page's own fact source (`facts/N.txt`) with
/// `TestBrowser` answering its fetches, and a seeded random source. Each interaction's frames are
/// asserted exactly, with the DOM and the focus they leave.
final class CounterPageTests: XCTestCase {
    private var browser: TestBrowser!
    private var counter: Counter!
    private var app: TestApp!
    /// The chart's canvas: its drawing is asserted in HistoryChartTests.
    private var canvases: Canvases!

    // The mount's node ids (`testThePageMountsAtZero` shows the whole first frame).
    private let decrement: NodeID = 5, countOutput: NodeID = 7, countText: NodeID = 8, increment: NodeID = 9
    private let chart: NodeID = 11, countField: NodeID = 16, randomize: NodeID = 17
    private let getFact: NodeID = 20, getFactText: NodeID = 21, status: NodeID = 22
    private let note: NodeID = 26, dialog: NodeID = 29

    override func setUpWithError() throws {
        browser = TestBrowser(url: "/counter/")
        canvases = Canvases()
        counter = Counter(facts: factFiles, random: seededRandom(2024))
        app = try TestApp { [counter] in counterView(counter!) }
    }

    /// The page started on its own HTML takes it whole, as a page built with a pre-render starts.
    func testThePageHydratesItsOwnHTML() {
        assertHydrates { [counter] in counterView(counter!) }
    }

    /// The frames `action` delivered, oldest first.
    private func frames(_ action: () throws -> Void) rethrows -> [[Patch]] {
        let before = app.frames.count
        try action()
        return Array(app.frames[before...])
    }

    /// Asserts each frame exactly, and that there are as many as expected.
    private func assertFrames(_ actual: [[Patch]], _ expected: [[Patch]], _ message: String = "",
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, "frames: \(message)", file: file, line: line)
        for (index, (frame, wanted)) in zip(actual, expected).enumerated() {
            assertPatches(frame, wanted, "frame \(index) \(message)", file: file, line: line)
        }
    }

    private func node(_ id: NodeID) -> TestNode? { app.dom.node(id) }

    /// The chart's new accessible name, which each change of the count writes.
    private func chartLabel(_ label: Text) -> Patch { .setAttribute(chart, name: "aria-label", value: label, namespace: nil) }

    private func answer(_ number: Int, status: Int, _ body: String = "") throws {
        try browser.respond(to: "facts/\(number).txt", with: FetchResponse(status: status, body: Array(body.utf8)))
        try app.flush()
    }

    private var statusText: String { node(status)?.textContent ?? "" }

    func testThePageMountsAtZero() throws {
        assertHTML(app, mountedCounterHTML)
        XCTAssertEqual(app.frames.count, 1)
        XCTAssertEqual(node(countField)?.property("value"), .string("0"))
        XCTAssertEqual(node(note)?.property("value"), .string(""))
        XCTAssertNil(app.dom.focused, "0 is a multiple of 3: the note is not focused")
        XCTAssertFalse(isDialogOpen)
    }

    private var isDialogOpen: Bool { node(dialog)?.hasAttribute("open") ?? false }

    func testPlusAndMinusChangeTheCountTheNumberFieldAndTheFocus() throws {
        let up = try frames { try app.click("button[aria-label=Increment]") }
        assertFrames(up, [[.setText(countText, "1"), chartLabel("Count history: 0 to 1"), .setProperty(note, name: "value", value: .string("")),
                           .callMethod(note, name: "focus"), .setProperty(countField, name: "value", value: .string("1"))]])
        XCTAssertEqual(counter.count, 1)
        XCTAssertTrue(app.dom.focused === node(note), "1 is not a multiple of 3")

        let down = try frames { try app.click("button[aria-label=Decrement]") }
        assertFrames(down, [[.setProperty(note, name: "value", value: .string(""))],
                            [.setText(countText, "0"), chartLabel("Count history: 0 to 0, between 0 and 1"),
                             .setProperty(countField, name: "value", value: .string("0"))]],
                     "the click takes the focus from the note, then lowers the count")
        XCTAssertTrue(app.dom.focused === node(decrement), "0 is a multiple of 3: the focus stays on −")

        let negative = try frames { try app.click("button[aria-label=Decrement]") }
        assertFrames(negative, [[.setClass(countOutput, "count negative"), .setText(countText, "−1"),
                                 chartLabel("Count history: 0 to −1, between −1 and 1"),
                                 .setProperty(note, name: "value", value: .string("")), .callMethod(note, name: "focus"),
                                 .setProperty(countField, name: "value", value: .string("-1"))]])
        XCTAssertEqual(try app.element("output").textContent, "−1")
        XCTAssertTrue(app.dom.focused === node(note))
    }

    func testTheFocusFollowsTheMultiplesOfThree() throws {
        var focused: [String] = []
        for _ in 0..<6 {
            try app.click("button[aria-label=Increment]")
            focused.append(app.dom.focused?.attribute("class") ?? "none")
        }
        XCTAssertEqual(focused, ["note-field", "note-field", "step", "note-field", "note-field", "step"])
        XCTAssertEqual(counter.count, 6)
        XCTAssertFalse(counter.isTextFocused)
    }

    func testTheUsersOwnFocusAndBlurWriteBack() throws {
        let focus = try frames { try app.focus("#note") }
        assertFrames(focus, [[.setProperty(note, name: "value", value: .string(""))]],
                     "the field renders again (its value, as a bound value always is), and calls nothing: the page shows the focus")
        XCTAssertTrue(counter.isTextFocused)
        XCTAssertTrue(app.dom.focused === node(note))
        let blur = try frames { try app.blur("#note") }
        assertFrames(blur, [[.setProperty(note, name: "value", value: .string(""))]])
        XCTAssertFalse(counter.isTextFocused)
        XCTAssertNil(app.dom.focused)
        try app.click("button[aria-label=Increment]")
        XCTAssertTrue(counter.isTextFocused)
        try app.blur("#note")
        XCTAssertFalse(counter.isTextFocused, "leaving the field writes back, whatever the count")
        XCTAssertEqual(counter.count, 1)
    }

    func testTypingANumberSetsTheCountAndLeavesTheFocus() throws {
        try app.focus("#count")
        let typed = try frames { try app.type("42", into: "#count", replacing: true) }
        XCTAssertEqual(counter.count, 42)
        XCTAssertEqual(node(countField)?.value, "42")
        XCTAssertEqual(try app.element("output").textContent, "42")
        assertFrames(typed, [[.setText(countText, "4"), chartLabel("Count history: 0 to 4"),
                              .setProperty(countField, name: "value", value: .string("4"))],
                             [.setText(countText, "42"), chartLabel("Count history: 0 to 42"),
                              .setProperty(countField, name: "value", value: .string("42"))]],
                     "emptied (kept: nothing renders), 4, 42")
        XCTAssertTrue(app.dom.focused === node(countField), "the digits go on into the number field")
        XCTAssertFalse(counter.isTextFocused)
    }

    func testALoneMinusAndAnEmptiedNumberFieldStayAndLeaveTheCountAlone() throws {
        try app.type("7", into: "#count", replacing: true)
        XCTAssertEqual(counter.count, 7)
        let emptied = try frames { try app.input("", into: "#count") }
        XCTAssertEqual(node(countField)?.value, "", "an emptied field stays empty")
        XCTAssertEqual(counter.count, 7)
        XCTAssertEqual(emptied.count, 0, "nothing renders")
        // A number field reports a lone "-" as "" (not a number yet), as browsers do; it stays, and the next
        // keystroke makes the field's value "-5".
        let minus = try frames { try app.type("-", into: "#count") }
        XCTAssertEqual(node(countField)?.value, "")
        XCTAssertEqual(counter.count, 7)
        XCTAssertEqual(minus.count, 0, "nothing renders")
        let five = try frames { try app.input("-5", into: "#count") }
        assertFrames(five, [[.setClass(countOutput, "count negative"), .setText(countText, "−5"),
                             chartLabel("Count history: 0 to −5, between −5 and 7"),
                             .setProperty(countField, name: "value", value: .string("-5"))]])
        XCTAssertEqual(counter.count, -5)
        XCTAssertEqual(node(countField)?.value, "-5")
        XCTAssertEqual(try app.element("output").textContent, "−5")
    }

    func testTypingANoteWritesTheText() throws {
        try app.focus("#note")
        let typed = try frames { try app.type("Hi", into: "#note") }
        XCTAssertEqual(counter.text, "Hi")
        XCTAssertEqual(node(note)?.value, "Hi")
        XCTAssertEqual(typed, [[.setProperty(note, name: "value", value: .string("H"))],
                               [.setProperty(note, name: "value", value: .string("Hi"))]])
        XCTAssertEqual(counter.count, 0)
        XCTAssertTrue(app.dom.focused === node(note))
    }

    // MARK: Facts

    func testAFactIsLookedUpWithAVisibleSpinnerAndPresentedInTheAlert() throws {
        let tap = try frames { try app.click(".get-fact") }
        XCTAssertEqual(browser.pendingFetches, ["facts/0.txt"])
        assertFrames(tap, [[.createElement(30, tag: "span", namespace: .html), .setAttribute(30, name: "aria-hidden", value: "true", namespace: nil),
                            .setClass(30, "spinner"), .insert(30, parent: status, before: nil),
                            .createText(31, "Looking up a fact about 0…"), .insert(31, parent: status, before: nil),
                            .setClass(getFact, "get-fact loading"), .setText(getFactText, "Cancel")]])
        XCTAssertTrue(app.dom.focused === node(getFact))

        let found = try frames { try answer(0, status: 200, "0 is even.\n") }
        assertFrames(found, [[.clear(status), .setClass(getFact, "get-fact"), .setText(getFactText, "Get fact"),
                              .createElement(32, tag: "h2", namespace: .html), .setClass(32, "alert-title"),
                              .createText(33, "Fact"), .insert(33, parent: 32, before: nil), .insert(32, parent: dialog, before: nil),
                              .createElement(34, tag: "p", namespace: .html), .setClass(34, "alert-message"),
                              .createText(35, "0 is even."), .insert(35, parent: 34, before: nil), .insert(34, parent: dialog, before: nil),
                              .createElement(36, tag: "div", namespace: .html), .setClass(36, "alert-actions"),
                              .createElement(37, tag: "button", namespace: .html), .setAttribute(37, name: "type", value: "button", namespace: nil),
                              .setAttribute(37, name: "autofocus", value: "", namespace: nil),
                              .setClass(37, "alert-action"), .addListener(37, event: .click),
                              .createText(38, "OK"), .insert(38, parent: 37, before: nil), .insert(37, parent: 36, before: nil),
                              .insert(36, parent: dialog, before: nil),
                              .callMethod(dialog, name: "showModal")]])
        XCTAssertEqual(counter.fact, Fact(id: 0, text: "0 is even."))
        XCTAssertTrue(isDialogOpen)
        XCTAssertEqual(try app.element("dialog").textContent, "Fact0 is even.OK")
        XCTAssertTrue(app.dom.focused === node(37), "the OK button has autofocus")
    }

    func testOKClosesTheAlertAndTheFocusReturns() throws {
        try app.click(".get-fact")
        try answer(0, status: 200, "0 is even.")
        let ok = try frames { try app.click(".alert-action") }
        assertFrames(ok, [[.clear(dialog), .callMethod(dialog, name: "close")]])
        XCTAssertNil(counter.fact)
        XCTAssertFalse(isDialogOpen)
        assertHTML(node(dialog)?.outerHTML ?? "", #"<dialog role="alertdialog" aria-label="Fact" class="alert"></dialog>"#)
        XCTAssertTrue(app.dom.focused === node(getFact), "the focus is back where it was before the alert")
    }

    func testEscapeClosesTheAlert() throws {
        try app.click(".get-fact")
        try answer(0, status: 200, "0 is even.")
        let escape = try frames { try app.press("Escape", at: ".alert-action") }
        assertFrames(escape, [[.clear(dialog)]], "the browser closed the dialog: only its content goes")
        XCTAssertNil(counter.fact)
        XCTAssertFalse(isDialogOpen)
        XCTAssertTrue(app.dom.focused === node(getFact))
    }

    func testNoFactAboutANumberIsSaidQuietly() throws {
        try app.input("500", into: "#count")
        try app.click(".get-fact")
        XCTAssertEqual(browser.pendingFetches, ["facts/500.txt"])
        let missing = try frames { try answer(500, status: 404, "Not found") }
        assertFrames(missing, [[.createText(32, "No fact about 500 yet."), .replace(30, with: 32), .remove(31),
                                .setClass(getFact, "get-fact"), .setText(getFactText, "Get fact")]])
        XCTAssertEqual(statusText, "No fact about 500 yet.")
        XCTAssertEqual(node(status)?.attribute("class"), "fact-status")
        XCTAssertFalse(isDialogOpen)
    }

    func testAFailedLookupSaysWhyAndTryAgainLooksUpAgain() throws {
        try app.click(".get-fact")
        let failed = try frames { try answer(0, status: 500, "Internal Server Error") }
        assertFrames(failed, [[.setClass(status, "fact-status failed"),
                               .createText(32, "The fact could not be loaded (HTTP 500)."), .replace(30, with: 32), .remove(31),
                               .setClass(getFact, "get-fact"), .setText(getFactText, "Try again")]])
        XCTAssertEqual(statusText, "The fact could not be loaded (HTTP 500).")

        let retry = try frames { try app.click(".get-fact") }
        assertFrames(retry, [[.setClass(status, "fact-status"),
                              .createElement(31, tag: "span", namespace: .html), .setAttribute(31, name: "aria-hidden", value: "true", namespace: nil),
                              .setClass(31, "spinner"), .replace(32, with: 31),
                              .createText(30, "Looking up a fact about 0…"), .insert(30, parent: status, before: nil),
                              .setClass(getFact, "get-fact loading"), .setText(getFactText, "Cancel")]])
        XCTAssertEqual(browser.pendingFetches, ["facts/0.txt"])
        let unreachable = try frames {
            try browser.failFetch(to: "facts/0.txt")
            try app.flush()
        }
        assertFrames(unreachable, [[.setClass(status, "fact-status failed"),
                                    .createText(32, "The server could not be reached."), .replace(31, with: 32), .remove(30),
                                    .setClass(getFact, "get-fact"), .setText(getFactText, "Try again")]])
        XCTAssertEqual(statusText, "The server could not be reached.")
        XCTAssertTrue(app.dom.focused === node(getFact), "the focus stays on the one button")

        try app.click(".get-fact")
        try answer(0, status: 200, "0 is even.")
        XCTAssertEqual(statusText, "")
        XCTAssertEqual(node(status)?.attribute("class"), "fact-status")
        XCTAssertTrue(isDialogOpen)
    }

    func testASecondTapCancelsALookupThatNeverAnswers() throws {
        try app.click(".get-fact")
        let cancel = try frames { try app.click(".get-fact") }
        assertFrames(cancel, [[.clear(status), .setClass(getFact, "get-fact"), .setText(getFactText, "Get fact")]])
        XCTAssertEqual(browser.cancelledFetches, ["facts/0.txt"])
        XCTAssertEqual(browser.pendingFetches, [])
        XCTAssertEqual(counter.factStatus, .idle)
        XCTAssertTrue(app.dom.focused === node(getFact))
    }

    func testChangingTheCountCancelsTheLookup() throws {
        try app.click(".get-fact")
        let step = try frames { try app.click("button[aria-label=Increment]") }
        assertFrames(step, [[.setText(countText, "1"), chartLabel("Count history: 0 to 1"),
                             .clear(status), .setClass(getFact, "get-fact"), .setText(getFactText, "Get fact"),
                             .setProperty(note, name: "value", value: .string("")), .callMethod(note, name: "focus"),
                             .setProperty(countField, name: "value", value: .string("1"))]])
        XCTAssertEqual(browser.cancelledFetches, ["facts/0.txt"])
        XCTAssertThrowsError(try browser.respond(to: "facts/0.txt", with: FetchResponse(status: 200, body: Array("Too late.".utf8)))) { error in
            XCTAssertEqual(error as? TestDoubleError, TestDoubleError("no fetch of facts/0.txt is in flight; in flight: nothing"))
        }
        try app.flush()
        XCTAssertNil(counter.fact)
        XCTAssertFalse(isDialogOpen)
    }

    // MARK: Randomize, the title

    func testRandomizeDrawsFromTheSeededSource() throws {
        let draw = try frames { try app.click(".randomize") }
        assertFrames(draw, [[.setText(countText, "68"), chartLabel("Count history: 0 to 68"), .setProperty(note, name: "value", value: .string("")),
                             .callMethod(note, name: "focus"), .setProperty(countField, name: "value", value: .string("68"))]])
        XCTAssertEqual(try app.element("output").textContent, "68")
        XCTAssertTrue(app.dom.focused === node(note))
        var drawn: [Int] = []
        for _ in 0..<5 {
            try app.click(".randomize")
            drawn.append(counter.count)
        }
        XCTAssertEqual(drawn, [-7, 22, -4, 97, 57], "the seed's draws, each unlike the count before it")
    }

    func testTheTitleFollowsTheCount() throws {
        let scheduler = Scheduler()
        var titles: [String] = []
        let token = observe(scheduler: scheduler) { [counter] in titles.append(pageTitle(counter!.count).description) }
        counter.decrement()
        scheduler.flush()
        counter.setCount(12)
        scheduler.flush()
        XCTAssertEqual(titles, ["0 · Counter", "−1 · Counter", "12 · Counter"])
        token.cancel()
    }

    func testNegativeCountsUseTheMinusSign() throws {
        XCTAssertEqual([display(0), display(7), display(-12), display(Int.min)],
                       ["0", "7", "−12", "−9223372036854775808"])
    }
}
