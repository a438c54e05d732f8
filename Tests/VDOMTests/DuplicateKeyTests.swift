import XCTest
import Observing
@testable import VDOM

private final class Items {
    @Observed var keys: [String] = ["a", "b", "c"]
}

final class DuplicateKeyTests: XCTestCase {
    func testAFirstRenderWithDuplicateKeysIsRejectedAndNothingIsEmitted() {
        let frames = Frames()
        XCTAssertThrowsError(try frames.render { ul { li().key("a"); li().key("b"); li().key("a") } }) { error in
            XCTAssertEqual("\(error)", "duplicate key \"a\" among the children of <ul>: positions 0 and 2")
        }
        XCTAssertTrue(frames.all.isEmpty)
        XCTAssertEqual(frames.renderer.liveNodeCount, 0)
    }

    func testIntegerKeysRepeatedAfterARisingRunAreFound() {
        // Rising integer keys skip the table of keys seen; a repeat after them must still be caught.
        for keys in [[1, 2, 3, 2], [5, 5], [1, 2, 3, 4, 1]] {
            let frames = Frames()
            XCTAssertThrowsError(try frames.render { ul { for key in keys { li().key(.int(key)) } } }) { error in
                let first = keys.firstIndex(of: keys.last!)!
                XCTAssertEqual("\(error)", "duplicate key \(keys.last!) among the children of <ul>: positions \(first) and \(keys.count - 1)")
            }
        }
        let frames = Frames()
        XCTAssertNoThrow(try frames.render { ul { for key in [1, 2, 10, 11] { li().key(.int(key)) } } })
        XCTAssertEqual(frames.renderer.liveNodeCount, 5)
    }

    func testARejectedReRenderLeavesTheDOMAndLiveTreeAsTheyWere() throws {
        let frames = Frames()
        try frames.render { ul { li { "a" }.key("a"); li { "b" }.key("b") } }
        XCTAssertThrowsError(try frames.render { div { ul { li().key(1); li().key(1) } } }) { error in
            XCTAssertEqual(error as? RenderError, .duplicateKey(.int(1), parent: "ul", first: 0, second: 1))
        }
        XCTAssertEqual(frames.all.count, 1)
        XCTAssertEqual(try frames.render { ul { li { "b" }.key("b"); li { "a" }.key("a") } }, ["move #4 in #1 before #2"])
    }

    func testAComponentWhoseReRenderHasDuplicatesKeepsItsDOMAndRetriesOnTheNextChange() throws {
        let frames = Frames()
        let model = Items()
        try frames.render {
            component { ul { for key in model.keys { li { key }.key(.string(key)) } } }
        }
        model.keys = ["a", "b", "a"]
        XCTAssertEqual(frames.flush(), [])
        XCTAssertEqual(frames.reports, [Report(.rejectedRender, "render rejected: duplicate key \"a\" among the children of <ul>: positions 0 and 2")])
        model.keys = ["c", "b", "a"]
        XCTAssertEqual(frames.flush(), ["move #4 in #1 before #2", "move #6 in #1 before #4"])
        XCTAssertEqual(frames.renderer.liveNodeCount, 7)
    }

    func testAReorderedListOfTemplateUsesWithARepeatedKeyIsRejected() throws {
        // Rows that are template uses are paired with their live selves before the keys are checked: a
        // pairing that leaves a row without a partner must still lead to the check.
        let row = Template<String> { key in li { key.text { $0 } } }
        let frames = Frames()
        try frames.render { ul { for key in ["a", "b", "c", "d"] { row(key, key: .string(key)) } } }
        for keys in [["a", "c", "b", "c"], ["d", "b", "b", "a"], ["c", "a", "d", "c", "b"]] {
            XCTAssertThrowsError(try frames.render { ul { for key in keys { row(key, key: .string(key)) } } }) { error in
                let first = keys.firstIndex { key in keys.filter { $0 == key }.count > 1 }!
                let second = keys.lastIndex(of: keys[first])!
                XCTAssertEqual("\(error)", "duplicate key \"\(keys[first])\" among the children of <ul>: positions \(first) and \(second)")
            }
        }
        XCTAssertEqual(frames.all.count, 1)
        // A permutation of the live keys passes without a check and moves the fewest rows.
        XCTAssertEqual(try frames.render { ul { for key in ["a", "c", "b", "d"] { row(key, key: .string(key)) } } },
                       ["move #6 in #1 before #4"])
    }

    func testInvalidNamesAreRejectedWithTheirName() {
        let cases: [(() -> NodeList, String)] = [
            ({ [Node(element("my tag"))] }, "invalid tag name \"my tag\""),
            ({ [Node(element(""))] }, "invalid tag name \"\""),
            ({ [Node(element("<b>"))] }, "invalid tag name \"<b>\""),
            ({ [Node(element("1x"))] }, "invalid tag name \"1x\""),
            ({ [Node(div().attribute("-x", "1"))] }, "invalid attribute name \"-x\" on <div>"),
            ({ [Node(div().on("a'b") {})] }, "invalid event name \"a'b\" on <div>"),
            ({ [Node(div().attribute("a\"b", "1"))] }, "invalid attribute name \"a\"b\" on <div>"),
            ({ [Node(div().attribute("", "1"))] }, "invalid attribute name \"\" on <div>"),
            ({ [Node(div().on("my event") {})] }, "invalid event name \"my event\" on <div>"),
            ({ [Node(div().style("a b", "1"))] }, "invalid style property \"a b\" on <div>"),
            ({ [Node(Component { div(); div() })] }, "a component must render at most one node, this one rendered 2: wrap them in an element"),
        ]
        for (view, message) in cases {
            let frames = Frames()
            XCTAssertThrowsError(try frames.render(view)) { XCTAssertEqual("\($0)", message) }
            XCTAssertTrue(frames.all.isEmpty)
        }
        XCTAssertNoThrow(try Frames().render { element("x-card").attribute("data-x", "1").attribute("xlink:href", "#").attribute("_a.b-2", "")
                .on("x:y") {} })
    }
}
