import XCTest
import CounterModel
import Observing
import VDOM
import VDOMTesting
@testable import CounterWeb

/// The counter page, driven as a user drives it, with the exact frames each click produces.
final class CounterWebTests: XCTestCase {
    private let counter = Counter(facts: FactSource { _, _ in .finished }, random: RandomSource { $0.lowerBound })
    private var app: TestApp!

    override func setUpWithError() throws {
        app = try TestApp { [counter] in counterView(counter) }
    }

    func testTheCounterMountsAtZero() {
        assertHTML(app, "<main class=\"counter\"><h1 class=\"counter-title\">Counter</h1><div class=\"counter-row\">"
            + "<button aria-label=\"Decrement\" class=\"step\">−</button>"
            + "<output aria-live=\"polite\" class=\"count\">0</output>"
            + "<button aria-label=\"Increment\" class=\"step\">+</button></div>"
            + "<p class=\"counter-note\">Built with Swift and WebAssembly.</p></main>")
        XCTAssertEqual(app.frames.count, 1)
    }

    func testAClickChangesOnlyTheCountsText() throws {
        let text = try app.element("output").children[0]
        try app.click("button[aria-label=Increment]")
        XCTAssertEqual(try app.element("output").textContent, "1")
        assertLastFrame(app, [.setText(text.nodeID!, "1")])
        try app.click("button[aria-label=Increment]")
        try app.click("button[aria-label=Increment]")
        XCTAssertEqual(counter.count, 3)
        assertLastFrame(app, [.setText(text.nodeID!, "3")])
    }

    func testBelowZeroTheCountIsMarkedNegative() throws {
        let output = try app.element("output")
        try app.click("button[aria-label=Decrement]")
        assertLastFrame(app, [.setClass(output.nodeID!, "count negative"), .setText(output.children[0].nodeID!, "−1")])
        try app.click("button[aria-label=Increment]")
        assertLastFrame(app, [.setClass(output.nodeID!, "count"), .setText(output.children[0].nodeID!, "0")])
        XCTAssertEqual(app.frames.count, 3, "one frame per click")
    }

    func testModelChangesFromElsewhereRenderOnTheNextFlush() throws {
        counter.increment()
        counter.increment()
        XCTAssertEqual(try app.element("output").textContent, "0", "nothing before the flush")
        try app.flush()
        XCTAssertEqual(try app.element("output").textContent, "2")
        XCTAssertEqual(app.frames.count, 2, "two changes, one frame")
    }

    func testNegativeCountsUseTheMinusSign() {
        XCTAssertEqual([display(0), display(7), display(-12), display(Int.min)],
                       ["0", "7", "−12", "−9223372036854775808"])
    }

    func testTheTitleFollowsTheCount() {
        let scheduler = Scheduler()
        var titles: [String] = []
        let token = observe(scheduler: scheduler) { [counter] in titles.append(pageTitle(counter).description) }
        counter.decrement()
        scheduler.flush()
        counter.increment()
        counter.increment()
        scheduler.flush()
        XCTAssertEqual(titles, ["0 · Counter", "−1 · Counter", "1 · Counter"])
        token.cancel()
    }
}
