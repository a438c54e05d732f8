import XCTest
import Browser
import CounterModel
import CounterViews
import JavaScript
import Observing
import VDOM
import VDOMTesting

/// The history chart with its canvas played by a `JSObjectDouble`: the 2D context asked for once, the
/// exact drawing calls after the make and after each update, none for an unchanged history, and the
/// context let go with the chart.
final class HistoryChartTests: XCTestCase {
    private var counter: Counter!
    private var shown: Shown!
    private var canvases: Canvases!
    private var app: TestApp!
    private var drawing: JSObjectDouble { canvases.contexts[canvases.contexts.count - 1] }

    /// Whether the chart is in the page, and a text beside it, in one component.
    private final class Shown {
        @Observed var chart = true
        @Observed var caption: Text = ""
    }

    override func setUpWithError() throws {
        _ = TestBrowser(url: "/counter/")
        counter = Counter(facts: FactSource { _, _ in .finished }, random: RandomSource { $0.lowerBound })
        shown = Shown()
        canvases = Canvases()
        app = try TestApp { [counter, shown] in
            component {
                div {
                    if shown!.chart { historyChart(counter!.history) }
                    p { shown!.caption }
                }
            }
        }
    }

    /// What was drawn since the last call: each method with its arguments.
    private func drawn() -> [String] {
        defer { drawing.forgetCalls() }
        return drawing.calls.map { call in
            "\(call.method)(\(call.arguments.map { $0.number.map { "\($0)" } ?? "\($0)" }.joined(separator: ", ")))"
        }
    }

    func testTheMakeAsksForTheContextOnceAndDrawsALevelLineForOneValue() throws {
        assertHTML(app, #"<div><canvas width="712" height="96" role="img" aria-label="Count history: 0" class="sparkline"></canvas><p></p></div>"#)
        XCTAssertEqual(canvases.asked.count, 1)
        XCTAssertTrue(app.node(for: canvases.asked[0].element) === (try app.element("canvas")), "the canvas itself, in the page")
        XCTAssertEqual(canvases.asked[0].arguments, ["2d"])
        XCTAssertEqual(drawn(), ["clearRect(0.0, 0.0, 712.0, 96.0)", "beginPath()", "moveTo(8.0, 48.0)", "lineTo(704.0, 48.0)",
                                 "stroke()", "beginPath()", "arc(704.0, 48.0, 7.0, 0.0, 6.283185307179586)", "fill()"])
        XCTAssertEqual(drawing.properties, ["strokeStyle": Canvases.accent, "fillStyle": Canvases.accent,
                                            "lineWidth": 5, "lineJoin": "round"], "the canvas's CSS colour, as the page computes it")
        XCTAssertEqual(JSDoubles.heldObjectCount, 1, "the coordinator keeps the context")
    }

    func testAnUpdateRedrawsTheLineScaledToTheLowestAndHighestValue() throws {
        _ = drawn()
        counter.increment()
        try app.flush()
        assertLastFrame(app, [.setAttribute(2, name: "aria-label", value: "Count history: 0 to 1", namespace: nil)])
        XCTAssertEqual(drawn(), ["clearRect(0.0, 0.0, 712.0, 96.0)", "beginPath()", "moveTo(8.0, 88.0)", "lineTo(704.0, 8.0)",
                                 "stroke()", "beginPath()", "arc(704.0, 8.0, 7.0, 0.0, 6.283185307179586)", "fill()"])
        counter.setCount(-1)
        try app.flush()
        assertLastFrame(app, [.setAttribute(2, name: "aria-label", value: "Count history: 0 to −1, between −1 and 1", namespace: nil)])
        XCTAssertEqual(drawn(), ["clearRect(0.0, 0.0, 712.0, 96.0)", "beginPath()", "moveTo(8.0, 48.0)", "lineTo(356.0, 8.0)",
                                 "lineTo(704.0, 88.0)", "stroke()", "beginPath()", "arc(704.0, 88.0, 7.0, 0.0, 6.283185307179586)", "fill()"])
        XCTAssertEqual(canvases.asked.count, 1, "the context is asked for once")
    }

    func testAFullHistoryStepsAWhole24PixelsAndStaysAt30Values() throws {
        for _ in 0..<40 { counter.increment() }
        try app.flush()
        let calls = drawing.calls.suffix(CountHistory.capacity + 5)
        XCTAssertEqual(calls.filter { $0.method == "lineTo" }.count, 29)
        XCTAssertEqual(calls.filter { $0.method == "moveTo" || $0.method == "lineTo" }.map { $0.arguments[0] },
                       (0..<30).map { .number(Double(8 + 24 * $0)) })
        XCTAssertEqual(try app.element("canvas").attribute("aria-label"), "Count history: 11 to 40")
    }

    func testAnUnchangedHistoryDoesNotRedraw() throws {
        _ = drawn()
        shown.caption = "Renders the component again"
        try app.flush()
        assertLastFrame(app, [.setText(4, "Renders the component again")])
        XCTAssertEqual(drawn(), [], "an equal history: no update")
        counter.text = "Not read"
        try app.flush()
        XCTAssertEqual(drawn(), [])
    }

    func testTheContextGoesWithTheChart() throws {
        shown.chart = false
        try app.flush()
        assertHTML(app, "<div><p></p></div>")
        XCTAssertEqual(JSDoubles.heldObjectCount, 0, "the coordinator, and the context's handle, went with the chart")
        shown.chart = true
        try app.flush()
        XCTAssertEqual(canvases.asked.count, 2, "a new canvas, a new context")
        XCTAssertEqual(JSDoubles.heldObjectCount, 1)
    }

    func testACanvasWithoutAContextIsReportedAndThePageGoesOn() throws {
        JSDoubles.defineElementMethod("getContext") { _, _ in .null }
        shown.chart = false
        try app.flush()
        shown.chart = true
        try app.flush()
        XCTAssertEqual(app.reports, [Report(.failedCall, "make of the represented <canvas> failed: TypeError: the canvas gave no 2D context")])
        counter.increment()
        try app.flush()
        XCTAssertEqual(try app.element("canvas").attribute("aria-label"), "Count history: 0 to 1", "the view goes on")
        XCTAssertEqual(app.reports.count, 1, "an update without a context draws nothing")
    }

    func testTheLabelSaysWhereTheHistoryWent() {
        var history = CountHistory(3)
        XCTAssertEqual(historyLabel(history), "Count history: 3")
        history.append(-2)
        XCTAssertEqual(historyLabel(history), "Count history: 3 to −2")
        history.append(9)
        history.append(5)
        XCTAssertEqual(historyLabel(history), "Count history: 3 to 5, between −2 and 9")
        history.append(-2)
        XCTAssertEqual(historyLabel(history), "Count history: 3 to −2, between −2 and 9")
    }
}
