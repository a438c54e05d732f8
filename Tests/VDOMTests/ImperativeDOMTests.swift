import Observing
@testable import VDOM
import VDOMTesting
import XCTest

private final class Tally {
    @Observed var count = 0
    @Observed var label: Text = "Count"
}

/// The imperative DOM API (`DOMDocument`, `DOMElement`, `DOMText`): the exact frames its writes make, the
/// rules they keep, and what a removed element leaves behind (nothing).
final class ImperativeDOMTests: XCTestCase {
    private let tally = Tally()

    func testWritesAreFramesOfTheFormatSentAtTheNextFlush() throws {
        let app = try TestApp { _ in }
        let document = app.document
        let output = document.createElement("output")
        output.className = "count"
        output.setAttribute("aria-live", "polite")
        let text = output.append("0")
        let button = document.createElement("button")
        button.append("+1")
        button.on(.click) { self.tally.count += 1 }
        button.observe { text.text = "\(self.tally.count)" }
        document.container.append(output)
        document.container.append(button)
        XCTAssertTrue(app.frames.isEmpty, "nothing is sent before the flush")
        try app.flush()
        assertPatches(app.lastFrame, [
            .createElement(1, tag: "output", namespace: .html), .setClass(1, "count"),
            .setAttribute(1, name: "aria-live", value: "polite", namespace: nil),
            .createText(2, "0"), .insert(2, parent: 1, before: nil),
            .createElement(3, tag: "button", namespace: .html), .createText(4, "+1"), .insert(4, parent: 3, before: nil),
            .addListener(3, event: .click), .insert(1, parent: 0, before: nil), .insert(3, parent: 0, before: nil),
        ])
        XCTAssertEqual(app.html, #"<output class="count" aria-live="polite">0</output><button>+1</button>"#)

        try app.click("button")
        assertPatches(app.lastFrame, [.setText(2, "1")])
        XCTAssertEqual(try app.element("output").textContent, "1")
    }

    func testTheBuildingInitializerAppliesWhatTheClosureWrote() throws {
        let app = try TestApp { document in
            let paragraph = document.createElement("p")
            paragraph.setText("Hello")
            document.container.append(paragraph)
        }
        XCTAssertEqual(app.html, "<p>Hello</p>")
    }

    func testMovesInsertsBeforeAndSetTextReplaceChildren() throws {
        let app = try TestApp { _ in }
        let list = app.document.createElement("ul")
        let items = ["a", "b", "c"].map { name -> DOMElement in
            let item = app.document.createElement("li")
            item.append(Text(name))
            list.append(item)
            return item
        }
        app.document.container.append(list)
        try app.flush()
        list.insert(items[2], before: items[0])
        list.append(items[0])
        try app.flush()
        assertPatches(app.lastFrame, [.move(items[2].id, parent: list.id, before: items[0].id), .move(items[0].id, parent: list.id, before: nil)])
        XCTAssertEqual(app.html, "<ul><li>c</li><li>b</li><li>a</li></ul>")
        XCTAssertEqual(list.children, [items[2], items[1], items[0]])

        items[1].setText("B")
        try app.flush()
        assertPatches(app.lastFrame, [.setText(NodeID(items[1].id.rawValue + 1), "B")], "one text child: its text is set")
        list.setText("none")
        try app.flush()
        XCTAssertEqual(app.html, "<ul>none</ul>")
        XCTAssertTrue(items.allSatisfy(\.isRemoved), "replaced children are removed for good")
    }

    /// One node in another's place: a single patch, and the old one gone for good.
    func testReplaceIsOnePatch() throws {
        let app = try TestApp { _ in }
        let button = app.document.createElement("button")
        let label = button.append("Log in")
        app.document.container.append(button)
        try app.flush()
        let spinner = app.document.createElement("span")
        spinner.className = "spinner"
        button.replace(label, with: spinner)
        try app.flush()
        assertPatches(app.lastFrame, [
            .createElement(3, tag: "span", namespace: .html), .setClass(3, "spinner"), .replace(2, with: 3),
        ])
        XCTAssertEqual(app.html, #"<button><span class="spinner"></span></button>"#)
        XCTAssertTrue(label.isRemoved)
        XCTAssertEqual(button.children, [spinner])
        button.replace(label, with: app.document.createElement("b"))
        XCTAssertEqual(app.reports.map(\.message.description), ["replace refused: the node to replace is not a child of <button>, or its replacement is in an element or removed"])
    }

    func testWritesThePageWouldRefuseAreReportedAndNotSent() throws {
        let app = try TestApp { _ in }
        let document = app.document
        let link = document.createElement("a")
        let outer = document.createElement("div")
        outer.append(link)
        document.container.append(outer)
        let other = document.createElement("p")
        try app.flush()
        let frames = app.frames.count
        link.setAttribute("onclick", "alert(1)")
        link.setAttribute("bad name", "x")
        link.setProperty("innerHTML", .string("<b>x</b>"))
        link.insert(outer, before: nil)
        other.append(link)
        let broken = document.createElement("1x")
        outer.append(broken)
        document.container.remove()
        try app.flush()
        XCTAssertEqual(app.frames.count, frames, "nothing was sent")
        XCTAssertEqual(app.reports.map(\.message.description), [
            "setAttribute refused \"onclick\" on <a>: not a valid name: it would run as script or be parsed as HTML; use .on(…) for events, .html(…) for raw HTML",
            "setAttribute refused \"bad name\" on <a>: not a valid name",
            "setProperty refused \"innerHTML\" on <a>: not a valid name: it would run as script or be parsed as HTML; use .on(…) for events, .html(…) for raw HTML",
            "insert refused: <a> would be inside itself",
            "insert refused: the node is in another element; remove() it and make another",
            "createElement refused \"1x\": not a tag name",
            "insert refused: the node was removed",
            "remove refused: the element belongs to the view that made it",
        ])
        XCTAssertEqual(app.reports.map(\.kind), Array(repeating: .refusedValue, count: 8))
    }

    /// Writing everything whenever anything changes costs the page only what changed, as the diff does.
    func testAValueWrittenAgainIsNotSentAgain() throws {
        let app = try TestApp { document in
            let badge = document.createElement("span")
            badge.observe {
                badge.setAttribute("data-count", Text("\(self.tally.count)"))
                badge.setAttribute("title", self.tally.count > 1 ? "many" : nil)
                badge.setProperty("hidden", .bool(self.tally.count == 0))
                badge.setStyle("opacity", self.tally.count > 2 ? "1" : nil, important: true)
                badge.setText(self.tally.label)
            }
            document.container.append(badge)
        }
        assertPatches(app.lastFrame, [
            .createElement(1, tag: "span", namespace: .html),
            .setAttribute(1, name: "data-count", value: "0", namespace: nil),
            .setProperty(1, name: "hidden", value: .bool(true)),
            .createText(2, "Count"), .insert(2, parent: 1, before: nil), .insert(1, parent: 0, before: nil),
        ])
        tally.label = "Count"
        try app.flush()
        XCTAssertEqual(app.frames.count, 1, "the same values again: no frame")
        tally.count = 3
        try app.flush()
        assertPatches(app.lastFrame, [
            .setAttribute(1, name: "data-count", value: "3", namespace: nil),
            .setAttribute(1, name: "title", value: "many", namespace: nil),
            .setProperty(1, name: "hidden", value: .bool(false)),
            .setStyle(1, name: "opacity", value: "1", important: true),
        ])
        tally.count = 0
        try app.flush()
        assertPatches(app.lastFrame, [
            .setAttribute(1, name: "data-count", value: "0", namespace: nil),
            .removeAttribute(1, name: "title", namespace: nil),
            .setProperty(1, name: "hidden", value: .bool(true)),
            .removeStyle(1, name: "opacity"),
        ])
    }

    /// Work after the next frame finds the page holding what was written before it; a later call replaces
    /// it, a removed element's does not run, and a failure is reported.
    func testWorkAfterTheNextFrameSeesThePageAsWritten() throws {
        let app = try TestApp { _ in }
        var seen: [String] = []
        let box = app.document.createElement("div")
        box.observe {
            box.setText(Text("\(self.tally.count)"))
            box.afterNextFrame { seen.append("first \(self.tally.count)") }
            box.afterNextFrame { seen.append(app.node(for: box)?.textContent ?? "not in the page") }
        }
        app.document.container.append(box)
        XCTAssertEqual(seen, [])
        try app.flush()
        XCTAssertEqual(seen, ["0"], "once, the last work given, after the frame")
        tally.count = 4
        try app.flush()
        XCTAssertEqual(seen, ["0", "4"])
        box.afterNextFrame { () throws(JSError) in throw JSError(name: "TypeError", message: "no canvas") }
        try app.flush()
        XCTAssertEqual(app.reports, [Report(.failedCall, "work after a frame for <div> failed: TypeError: no canvas")])
        box.afterNextFrame { seen.append("after removal") }
        box.remove()
        try app.flush()
        XCTAssertEqual(seen, ["0", "4"])
    }

    func testAURLThatRunsScriptIsWrittenInertAsTheViewsAre() throws {
        let app = try TestApp { _ in }
        let link = app.document.createElement("a")
        link.setAttribute("href", "javascript:alert(1)")
        app.document.container.append(link)
        try app.flush()
        XCTAssertEqual(app.html, #"<a href="about:blank#blocked"></a>"#)
        XCTAssertEqual(app.reports.map(\.kind), [.refusedValue])
    }

    /// A removed element's listeners, observers and children go with it: the model's changes no longer
    /// reach it, and a thousand made and removed leave the renderer holding what it held before.
    func testARemovedElementLeavesNothingBehind() throws {
        let app = try TestApp { _ in }
        try app.flush()
        let before = app.renderer.counts
        var runs = 0
        for _ in 0..<1_000 {
            let row = app.document.createElement("div")
            let label = app.document.createElement("span")
            label.observe { runs += 1; label.setText(self.tally.label) }
            row.append(label)
            row.on(.click) { self.tally.count += 1 }
            app.document.container.append(row)
            try app.flush()
            row.remove()
            try app.flush()
        }
        XCTAssertEqual(runs, 1_000)
        tally.label = "Changed"
        try app.flush()
        XCTAssertEqual(runs, 1_000, "no observer is left")
        let after = app.renderer.counts
        XCTAssertEqual(after.idsInUse, before.idsInUse)
        XCTAssertEqual(after.issuedIDs, 3, "the three ids of a row are reused")
        XCTAssertEqual(app.renderer.liveNodeCount, 0, "no listener is left")
        XCTAssertEqual(app.html, "")
    }

    func testControlledValueIsPutBackWhenTheHandlerLeavesItAsWritten() throws {
        let app = try TestApp { document in
            let field = document.createElement("input")
            field.on(.input) { event in
                // Digits only: anything else leaves the model, and so the written value, as it was.
                if let value = event.value, value.description.allSatisfy(\.isNumber) { self.tally.label = value }
            }
            field.observe { field.setProperty("value", .string(self.tally.label)) }
            document.container.append(field)
        }
        tally.label = "12"
        try app.flush()
        try app.type("a", into: "input")
        XCTAssertEqual(try app.element("input").value, "12")
        try app.type("3", into: "input")
        XCTAssertEqual(try app.element("input").value, "123")
        XCTAssertEqual(tally.label, "123")
        let frames = app.frames.count
        tally.label = "123"
        try app.flush()
        XCTAssertEqual(app.frames.count, frames, "the value written stands")
    }

    /// After a handler kept the person's text, the model's value written again is sent: the page holds
    /// other text than the last write.
    func testAValueKeptByAHandlerIsWrittenOverByTheNextWrite() throws {
        let app = try TestApp { document in
            let field = document.createElement("input")
            field.on(.input) { event in event.keepValue() }
            field.observe { field.setProperty("value", .string(self.tally.label)) }
            document.container.append(field)
        }
        try app.type("!", into: "input")
        XCTAssertEqual(try app.element("input").value, "Count!")
        tally.label = "Count"
        try app.flush()
        XCTAssertEqual(app.lastFrame, [.setProperty(1, name: "value", value: .string("Count"))])
        XCTAssertEqual(try app.element("input").value, "Count")
    }
}
