import JavaScript
import Observing
import PaletteModel
@testable import PaletteWeb
import VDOM
import VDOMTesting
import XCTest

/// The palette page on Linux, its colour picker played by a `JSObjectDouble` that `createPicker` hands
/// over: the picker made with its element and the accent, its events turned into model changes, the
/// model's colour sent back to it once per change, and destroyed and released when the page hides it.
final class PalettePageTests: XCTestCase {
    private let green = Colour(hex: "#16a34a")!, pink = Colour(hex: "#db2777")!

    /// The widgets `createPicker` made, and the arguments of each call, in order.
    private var widgets: [JSObjectDouble] = []
    private var created: [[JSValue]] = []

    override func setUp() {
        playPicker()
    }

    /// Plays `createPicker`: each call makes a widget double.
    private func playPicker() {
        JSDoubles.define("createPicker") { [unowned self] arguments in
            created.append(arguments)
            let widget = JSObjectDouble()
            widgets.append(widget)
            return JSDoubles.object(widget)
        }
    }

    /// The element a call of `createPicker` was given.
    private func element(of call: Int) -> DOMElement? {
        guard case let .element(element) = created[call].first else { return nil }
        return element
    }

    private func calls(of widget: JSObjectDouble) -> [String] {
        widget.calls.map { call in "\(call.method)(\(call.arguments.map { $0.text.map(String.init) ?? "\($0)" }.joined(separator: ", ")))" }
    }

    /// The page's first render writes as HTML the parser keeps, its listeners named.
    func testThePageWritesAsHTML() throws {
        assertStaticHTML(try TestApp { palettePage(Palette()) }, startsWith: "<main class=\"palette\"><header class=\"mast")
    }

    /// The page started on its own HTML takes it whole, as a page built with a pre-render starts.
    func testThePageHydratesItsOwnHTML() {
        let palette = Palette()
        assertHydrates { palettePage(palette) }
    }

    func testTheWidgetIsMadeWithItsElementAndTheAccent() throws {
        let app = try TestApp { palettePage(Palette()) }
        XCTAssertEqual(created.count, 1)
        XCTAssertEqual(created[0].count, 2)
        XCTAssertEqual(created[0][1], "#2563eb")
        let picker = try app.element("#picker")
        XCTAssertTrue(app.node(for: try XCTUnwrap(element(of: 0))) === picker, "the element itself, in the page")
        XCTAssertEqual(picker.outerHTML, #"<div id="picker" class="picker"></div>"#, "its inside is the widget's")
        XCTAssertEqual(picker.listeners, ["colour-input", "colour-change"])
        XCTAssertEqual(calls(of: widgets[0]), [])
        XCTAssertEqual(JSDoubles.heldObjectCount, 1)
        XCTAssertEqual(app.reports, [])
    }

    /// While the person moves, the accent follows and nothing is remembered; once they settle, the colour
    /// joins the recent ones. The preview wears it. The model's new colour goes back to the widget once
    /// for each change, which it ignores as the colour it shows.
    func testTheWidgetsEventsChangeTheModel() throws {
        let palette = Palette()
        let app = try TestApp { palettePage(palette) }
        try app.dispatch(EventName("colour-input"), at: "#picker", detail: "#16a34a")
        XCTAssertEqual(palette.accent, green)
        XCTAssertEqual(palette.recent, [])
        XCTAssertEqual(try app.element(".preview").style("--accent"), "#16a34a")
        XCTAssertEqual(try app.element(".preview").style("--on-accent"), "#111827", "dark text reads better on this green")
        XCTAssertEqual(try app.element(".contrast code").textContent, "#16a34a")
        try app.dispatch(EventName("colour-change"), at: "#picker", detail: "#16a34a")
        XCTAssertEqual(palette.recent, [green])
        XCTAssertEqual(try app.findAll(".recent-colour code").map(\.textContent), ["#16a34a"])
        XCTAssertEqual(calls(of: widgets[0]), ["setColour(#16a34a)"], "once: the change event left the accent as it was")
        try app.dispatch(EventName("colour-change"), at: "#picker", detail: "not a colour")
        try app.dispatch(EventName("colour-change"), at: "#picker")
        XCTAssertEqual(palette.accent, green, "an event without a colour changes nothing")
        XCTAssertEqual(calls(of: widgets[0]), ["setColour(#16a34a)"])
    }

    /// The round trip the other way: a recent colour, or Reset, changes the model, and the widget is told
    /// once each time.
    func testAModelChangeCallsSetColourOnce() throws {
        let palette = Palette()
        palette.choose(pink)
        palette.choose(green)
        let app = try TestApp { palettePage(palette) }
        XCTAssertEqual(created[0][1], "#16a34a")
        let recent = try app.findAll(".recent-colour")
        XCTAssertEqual(recent.map { $0.attribute("aria-pressed") }, ["true", "false"])
        try app.click(recent[1])
        XCTAssertEqual(palette.accent, pink)
        XCTAssertEqual(calls(of: widgets[0]), ["setColour(#db2777)"])
        try app.click(".reset")
        XCTAssertEqual(palette.accent, Palette.defaultAccent)
        XCTAssertEqual(calls(of: widgets[0]), ["setColour(#db2777)", "setColour(#2563eb)"])
        XCTAssertEqual(try app.element(".reset").attribute("disabled"), "", "nothing to reset")
        XCTAssertEqual(try app.element(".contrast").textContent, "5.1:1White text reads well on it: 5.1:1, AA. Accent #2563eb.")
    }

    /// A render that gives the picker an equal colour does not update it.
    func testAnUnchangedColourDoesNotCallSetColour() throws {
        let palette = Palette()
        let other = Counter()
        let app = try TestApp {
            div {
                palettePage(palette)
                p { "\(other.count)" }
            }
        }
        other.count += 1
        try app.flush()
        palette.choose(palette.accent)
        try app.flush()
        XCTAssertEqual(created.count, 1)
        XCTAssertEqual(calls(of: widgets[0]), [], "the page rendered again with the same colour")
    }

    /// Hiding the picker dismantles it: the widget is destroyed and its handle released; showing it again
    /// makes another with the accent of the moment.
    func testHidingDestroysTheWidgetAndReleasesItsHandle() throws {
        let palette = Palette()
        let app = try TestApp { palettePage(palette) }
        try app.click(".toggle")
        XCTAssertNil(try app.find("#picker"))
        XCTAssertEqual(try app.element(".toggle").textContent, "Show picker")
        XCTAssertEqual(try app.element(".toggle").attribute("aria-expanded"), "false")
        XCTAssertEqual(calls(of: widgets[0]), ["destroy()"])
        XCTAssertEqual(JSDoubles.heldObjectCount, 0, "the coordinator went, and with it the handle")
        palette.choose(green)
        try app.flush()
        XCTAssertEqual(calls(of: widgets[0]), ["destroy()"], "a hidden picker hears nothing")
        try app.click(".toggle")
        XCTAssertEqual(created.map { $0[1] }, ["#2563eb", "#16a34a"])
        XCTAssertTrue(app.node(for: try XCTUnwrap(element(of: 1))) === (try app.element("#picker")))
        XCTAssertEqual(JSDoubles.heldObjectCount, 1)
        XCTAssertEqual(app.reports, [])
    }

    /// A thousand pickers shown and hidden leave no handle and the renderer holding what it held.
    func testAThousandShownAndHiddenLeaveNothing() throws {
        let app = try TestApp { palettePage(Palette()) }
        try app.click(".toggle")
        let counts = app.renderer.counts
        for _ in 0..<1000 {
            try app.click(".toggle")
            try app.click(".toggle")
        }
        XCTAssertEqual(widgets.count, 1001)
        XCTAssertTrue(widgets.allSatisfy { $0.calls.map(\.method) == ["destroy"] }, "each destroyed once")
        XCTAssertEqual(JSDoubles.heldObjectCount, 0)
        XCTAssertEqual(app.renderer.counts, counts)
    }

    /// A widget whose script throws is reported on the app's channel, and the page goes on: the preview
    /// follows the model, hiding the broken picker destroys nothing, and showing it again, once the script
    /// works, makes it.
    func testAWidgetThatThrowsIsReportedAndThePageGoesOn() throws {
        JSDoubles.define("createPicker") { _ throws(JSError) in
            throw JSError(name: "TypeError", message: "the picker cannot start")
        }
        let palette = Palette()
        let app = try TestApp { palettePage(palette) }
        XCTAssertEqual(app.reports, [Report(.failedCall, "make of the represented <div> failed: TypeError: the picker cannot start")])
        XCTAssertNotNil(try app.find("#picker"), "the element stays, empty")
        palette.choose(green)
        try app.flush()
        XCTAssertEqual(try app.element(".preview").style("--accent"), "#16a34a")
        XCTAssertEqual(try app.findAll(".recent-colour code").map(\.textContent), ["#16a34a"])
        try app.click(".toggle")
        playPicker()
        try app.click(".toggle")
        XCTAssertEqual(created.map { $0[1] }, ["#16a34a"])
        XCTAssertEqual(app.reports.count, 1, "nothing more to report")
        XCTAssertEqual(JSDoubles.heldObjectCount, 1)
    }
}

/// Something else on the page that renders again.
private final class Counter {
    @Observed var count = 0
}
