import XCTest
import Observing
@testable import VDOM

private final class Flag {
    @Observed var on = false
}

/// An element built with one child keeps it without an array; every way in and out of that state must
/// reach the DOM the same as with a list of children.
final class SingleChildTests: XCTestCase {
    func testABuilderWithOneChildStoresItWithoutAnArray() {
        guard case .child = (div { "only" }).content else { return XCTFail("one child is stored as such") }
        guard case let .children(nodes) = (div { "a"; "b" }).content else { return XCTFail("two are a list") }
        XCTAssertEqual(nodes.count, 2)
        guard case let .children(none) = div().content else { return XCTFail("none is an empty list") }
        XCTAssertTrue(none.isEmpty)
    }

    func testOneChildBecomesSeveralAndOneAgain() throws {
        let frames = Frames()
        try frames.render { ul { li { "a" }.key(.int(1)) } }
        XCTAssertEqual(try frames.render { ul { li { "a" }.key(.int(1)); li { "b" }.key(.int(2)) } }, [
            "createElement #4 <li>", "createText #5 \"b\"", "insert #5 into #4 at end", "insert #4 into #1 at end",
        ])
        XCTAssertEqual(try frames.render { ul { li { "b" }.key(.int(2)) } }, ["remove #2"])
        XCTAssertEqual(try frames.render { ul { li { "c" }.key(.int(2)) } }, ["setText #5 \"c\""])
        XCTAssertEqual(try frames.render { ul() }, ["clear #1"])
        XCTAssertEqual(frames.renderer.liveNodeCount, 1)
    }

    func testOneChildIsReplacedByAnotherOfADifferentTag() throws {
        let frames = Frames()
        try frames.render { div { span { "x" } } }
        XCTAssertEqual(try frames.render { div { p { "x" } } }, [
            "createElement #4 <p>", "createText #5 \"x\"", "insert #5 into #4 at end", "replace #2 with #4",
        ])
    }

    func testOneChildWithAnotherKeyIsCreatedAnewAndTheSameKeyIsUpdated() throws {
        let frames = Frames()
        try frames.render { div { span { "x" }.key(.int(1)) } }
        XCTAssertEqual(try frames.render { div { span { "y" }.key(.int(1)) } }, ["setText #3 \"y\""])
        // Another key is another child: the keyed diff's, with no old child surviving, clears the element.
        XCTAssertEqual(try frames.render { div { span { "y" }.key(.int(2)) } }, [
            "clear #1", "createElement #4 <span>", "createText #5 \"y\"", "insert #5 into #4 at end",
            "insert #4 into #1 at end",
        ])
        XCTAssertEqual(try frames.render { div { "text" } }, ["clear #1", "createText #3 \"text\"", "insert #3 into #1 at end"])
    }

    func testOneChildGivesWayToHTMLAndComesBack() throws {
        let frames = Frames()
        try frames.render { div { span { "x" } } }
        XCTAssertEqual(try frames.render { div().html("<em>raw</em>") }, ["setInnerHTML #1 \"<em>raw</em>\""])
        XCTAssertEqual(try frames.render { div { span { "y" } } }, [
            // The ids the HTML freed are taken again, the last freed first.
            "clear #1", "createElement #3 <span>", "createText #2 \"y\"", "insert #2 into #3 at end",
            "insert #3 into #1 at end",
        ])
    }

    func testAComponentAsTheOnlyChildRendersOnItsOwn() throws {
        let flag = Flag()
        var renders = 0
        let frames = Frames()
        try frames.render {
            section {
                component {
                    renders += 1
                    return [Node(strong { flag.on ? "on" : "off" })]
                }
            }
        }
        XCTAssertEqual(renders, 1)
        flag.on = true
        XCTAssertEqual(frames.flush(), ["setText #3 \"on\""])
        XCTAssertEqual(renders, 2)
        try frames.render {
            section {
                component {
                    renders += 1
                    return [Node(strong { flag.on ? "on" : "off" })]
                }
            }
        }
        XCTAssertEqual(renders, 3, "a component without input renders with its parent")
        frames.renderer.unmount()
        XCTAssertEqual(frames.renderer.liveNodeCount, 0)
    }

    func testAnOnlyChildWithADuplicateKeyInsideIsStillChecked() {
        let frames = Frames()
        XCTAssertThrowsError(try frames.render {
            div { ul { li().key(.int(1)); li().key(.int(1)) } }
        }) { XCTAssertEqual("\($0)", "duplicate key 1 among the children of <ul>: positions 0 and 1") }
    }
}
