import XCTest
@testable import VDOM
import VDOMTesting

final class UpdateTests: XCTestCase {
    func testUnchangedRenderEmitsNothing() throws {
        let frames = Frames()
        let view = { a { "x" }.href("/x").title("t").class("link").style("color", "red").on(.click) {} }
        try frames.render { view() }
        XCTAssertEqual(try frames.render { view() }, [])
    }

    func testAttributesChangeAndGo() throws {
        let frames = Frames()
        try frames.render { a().href("/x").title("t").attribute("xlink:title", "old") }
        XCTAssertEqual(try frames.render { a().href("/y").attribute("rel", "next") }, [
            "removeAttribute #1 title",
            "removeAttribute #1 xlink:title in http://www.w3.org/1999/xlink",
            "setAttribute #1 href=\"/y\"",
            "setAttribute #1 rel=\"next\"",
        ])
    }

    func testStylesChangePriorityAndGo() throws {
        let frames = Frames()
        try frames.render { div().style("color", "red").style("margin", "0").style("--x", "1") }
        XCTAssertEqual(try frames.render { div().style("margin", "0").style("--x", "1", important: true).style("color", "") }, [
            "removeStyle #1 color",
            "setStyle #1 --x: 1 !important",
        ])
    }

    /// A removal can undo a write: removing `margin` clears `margin-top`, resetting `selectedIndex` selects
    /// the first option, and resetting `value` on a radio sets its `value` attribute. What the description
    /// still says is written after every removal.
    func testRemovalsComeBeforeTheWritesTheyCouldUndo() throws {
        let frames = Frames()
        try frames.render { div().style("margin", "0") }
        XCTAssertEqual(try frames.render { div().style("margin-top", "2px") }, [
            "removeStyle #1 margin",
            "setStyle #1 margin-top: 2px",
        ])

        let options = { [option { "a" }.attribute("value", "a"), option { "b" }.attribute("value", "b")] }
        let app = try TestApp { select { options() }.property("selectedIndex", .number(1)) }
        try app.renderer.mount { select { options() }.value("none") }
        XCTAssertEqual(app.lastFrame.map(\.description), ["removeProperty #1 selectedIndex", "setProperty #1 value=\"none\""])
        XCTAssertEqual(try app.element("select").selectedIndex, -1)

        let field = try TestApp { input().value("b") }
        try field.renderer.mount { input().type("radio") }
        XCTAssertEqual(field.lastFrame.map(\.description), ["removeProperty #1 value", "setAttribute #1 type=\"radio\""])
        XCTAssertEqual(try field.element("input").attributes.map(\.name), ["type"])
    }

    func testClassChangesAreOneWriteAndEmptyRemoves() throws {
        let frames = Frames()
        var selected = true
        let view = { tr().class("row").class("danger", when: selected) }
        try frames.render { view() }
        XCTAssertEqual(try frames.render { view() }, [], "the same two calls: nothing to write")
        selected = false
        XCTAssertEqual(try frames.render { view() }, ["setClass #1 \"row\""])
        XCTAssertEqual(try frames.render { tr() }, ["setClass #1 \"\""])
    }

    func testSwappingAHandlerEmitsNothingAndTheNewOneRuns() throws {
        let frames = Frames()
        var calls: [String] = []
        try frames.render { button { "go" }.on(.click) { calls.append("first") } }
        XCTAssertEqual(try frames.render { button { "go" }.on(.click) { calls.append("second") } }, [])
        var event = DOMEvent(.click)
        XCTAssertTrue(frames.renderer.handle(&event, at: 1))
        XCTAssertEqual(calls, ["second"])
        XCTAssertEqual(try frames.render { button { "go" }.on(.input) {} }, [
            "removeListener #1 click",
            "addListener #1 input",
        ])
        XCTAssertFalse(frames.renderer.handle(&event, at: 1))
    }

    func testControlledPropertiesAreEmittedOnEveryRender() throws {
        let frames = Frames()
        let view = { input().value("12").checked(false).property("title", .string("t")) }
        try frames.render { view() }
        XCTAssertEqual(try frames.render { view() }, [
            "setProperty #1 value=\"12\"",
            "setProperty #1 checked=false",
        ])
        XCTAssertEqual(try frames.render { input() }, [
            "removeProperty #1 value",
            "removeProperty #1 checked",
            "removeProperty #1 title",
        ])
    }

    func testAKeptDescriptionIsSkippedLikeAnUnchangedComponent() throws {
        let frames = Frames()
        let field = input().value("12")
        var label = "a"
        let view = { div { span { label }; field } }
        try frames.render { view() }
        label = "b"
        XCTAssertEqual(try frames.render { view() }, ["setText #3 \"b\""],
                       "the same description again: its controlled value is not sent, as for a component whose input is unchanged")
        XCTAssertEqual(try frames.render { div { span { label }; input().value("12") } }, ["setProperty #4 value=\"12\""],
                       "an equal description built anew is compared as usual")
    }

    func testAKeptDescriptionHoldingAComponentIsRenderedAgain() throws {
        let frames = Frames()
        var title = "a"
        let kept = div { component { p { title } } }
        try frames.render { section { kept } }
        title = "b"
        XCTAssertEqual(try frames.render { section { kept } }, ["setText #4 \"b\""])
    }

    func testTextUpdatesInPlace() throws {
        let frames = Frames()
        try frames.render { p { "one"; comment("a") } }
        XCTAssertEqual(try frames.render { p { "two"; comment("b") } }, [
            "setText #3 \"b\"",
            "setText #2 \"two\"",
        ])
    }

    func testRawHTMLTransitions() throws {
        let frames = Frames()
        try frames.render { div().html("<em>raw</em>") }
        XCTAssertEqual(try frames.render { div().html("<b>new</b>") }, ["setInnerHTML #1 \"<b>new</b>\""])
        XCTAssertEqual(try frames.render { div { "managed" } }, [
            "clear #1",
            "createText #2 \"managed\"",
            "insert #2 into #1 at end",
        ])
        XCTAssertEqual(try frames.render { div().html("") }, ["setInnerHTML #1 \"\""])
    }

    func testTagChangeReplacesTheNodeAndFreesItsIDsForTheNextFrame() throws {
        let frames = Frames()
        try frames.render { div { p { "a" } } }
        XCTAssertEqual(try frames.render { div { h1 { "a" } } }, [
            "createElement #4 <h1>",
            "createText #5 \"a\"",
            "insert #5 into #4 at end",
            "replace #2 with #4",
        ])
        XCTAssertEqual(try frames.render { div { h1 { "a" }; p {} } }, [
            "createElement #3 <p>",
            "insert #3 into #1 at end",
        ], "ids of removed nodes are reused by later frames")
    }

    func testHoleTurnsIntoANodeAtItsPosition() throws {
        let frames = Frames()
        var show = false
        let view = { ul { li { "a" }; if show { li { "b" } }; li { "c" } } }
        try frames.render { view() }
        show = true
        XCTAssertEqual(try frames.render { view() }, [
            "createElement #6 <li>",
            "createText #7 \"b\"",
            "insert #7 into #6 at end",
            "insert #6 into #1 before #4",
        ])
        show = false
        XCTAssertEqual(try frames.render { view() }, ["remove #6"])
    }

    func testMethodCallsFireWhenTheConditionTurnsTrue() throws {
        let frames = Frames()
        var open = false
        let view = { dialog { "hi" }.call("showModal", when: open).call("close", when: !open) }
        try frames.render { view() }
        XCTAssertEqual(try frames.render { view() }, [])
        open = true
        XCTAssertEqual(try frames.render { view() }, ["callMethod #1 showModal()"])
        XCTAssertEqual(try frames.render { view() }, [])
        open = false
        XCTAssertEqual(try frames.render { view() }, ["callMethod #1 close()"])
    }

    func testUnmountRemovesTheRootAndReleasesEverything() throws {
        let frames = Frames()
        try frames.render { div { span { "x" } } }
        XCTAssertEqual(frames.renderer.liveNodeCount, 3)
        frames.renderer.unmount()
        XCTAssertEqual(frames.last.map(\.description), ["remove #1"])
        XCTAssertEqual(frames.renderer.liveNodeCount, 0)
    }
}

final class ReleasedIDsTests: XCTestCase {
    func testAFrameNamesTheIDsItFreedDescendantsIncluded() throws {
        let frames = Frames()
        try frames.render { ul { li { "a" }.key("a"); li { "b" }.key("b") } }
        XCTAssertEqual(frames.released, [])
        try frames.render { ul { li { "b" }.key("b") } }
        XCTAssertEqual(frames.released.sorted(), [2, 3])
        try frames.render { ul {} }
        XCTAssertEqual(frames.released.sorted(), [4, 5])
    }

    /// A subtree is released in the order it was created, so the ids of rows made in one frame are one
    /// run: a cleared table ends its frame with a single `release` operation.
    func testRemovedRowsReleaseTheirIDsInTheOrderTheyWereCreated() throws {
        let frames = Frames()
        func table(_ rows: Range<Int>) -> Element {
            tbody { for row in rows { tr { td { "\(row)" }; td { a { "x" }.on(.click) {} } }.key(.int(row)) } }
        }
        try frames.render { table(0..<3) }
        XCTAssertEqual(frames.renderer.liveNodeCount, 1 + 3 * 6)
        try frames.render { table(0..<0) }
        XCTAssertEqual(frames.last.map(\.description), ["clear #1"])
        XCTAssertEqual(frames.released, (2...19).map { NodeID($0) })
    }
}
