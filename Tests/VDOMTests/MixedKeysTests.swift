import XCTest
@testable import VDOM

/// The rule for siblings with and without keys: keyed children match by key wherever they go; unkeyed
/// children (holes too) match by their order among the unkeyed ones.
final class MixedKeysTests: XCTestCase {
    func testInsertingAKeyedChildKeepsTheUnkeyedOnes() throws {
        let frames = Frames()
        try frames.render { ul { li { "header" }; li { "a" }.key("a"); li { "footer" } } }
        XCTAssertEqual(try frames.render { ul { li { "header" }; li { "b" }.key("b"); li { "a" }.key("a"); li { "footer" } } }, [
            "createElement #8 <li>",
            "createText #9 \"b\"",
            "insert #9 into #8 at end",
            "insert #8 into #1 before #4",
        ])
    }

    func testKeyedChildrenMoveAroundUnkeyedOnes() throws {
        let frames = Frames()
        try frames.render { ul { li { "a" }.key("a"); li { "x" }; li { "b" }.key("b") } }
        XCTAssertEqual(try frames.render { ul { li { "b" }.key("b"); li { "x" }; li { "a" }.key("a") } }, [
            "move #4 in #1 before #2",
            "move #6 in #1 before #4",
        ])
    }

    func testUnkeyedChildrenMatchInOrderEvenWhenKeyedOnesAreRemoved() throws {
        let frames = Frames()
        try frames.render { div { p { "1" }; span { "k" }.key("k"); p { "2" } } }
        XCTAssertEqual(try frames.render { div { p { "1" }; p { "2" } } }, ["remove #4"])
    }

    func testAnUnkeyedChildTurningKeyedIsANewNode() throws {
        let frames = Frames()
        try frames.render { div { p { "x" } } }
        let lines = try frames.render { div { p { "x" }.key("x") } }
        XCTAssertEqual(count(lines, "createElement"), 1)
        XCTAssertEqual(lines.first, "clear #1")
    }
}
