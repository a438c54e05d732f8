import VDOM
import VDOMTesting
import XCTest

/// Operation counts and the failure messages of the assertions.
final class CountsAndMessagesTests: XCTestCase {
    private let everyKind: [Patch] = [
        .createElement(1, tag: "div", namespace: .html), .createText(2, "t"), .createComment(3, "c"),
        .insert(2, parent: 1, before: nil), .insert(3, parent: 1, before: nil), .move(3, parent: 1, before: 2), .remove(2),
        .createText(4, "u"), .insert(4, parent: 1, before: nil), .replace(4, with: 5), .clear(1), .setText(3, "x"),
        .setAttribute(1, name: "a", value: "1", namespace: nil), .removeAttribute(1, name: "a", namespace: nil),
        .setClass(1, "c"), .setProperty(1, name: "value", value: .string("v")), .removeProperty(1, name: "value"),
        .setStyle(1, name: "color", value: "red", important: false), .removeStyle(1, name: "color"),
        .addListener(1, event: .click), .removeListener(1, event: .click), .setInnerHTML(1, "<b></b>"),
        .callMethod(1, name: "focus"),
    ]

    func testEveryKindHasItsName() {
        XCTAssertEqual(TestDOM.operationCounts(of: everyKind).description,
                       "[create_element: 1, create_text: 2, create_comment: 1, insert: 3, moves: 1, remove: 1, replace: 1, clear: 1, "
                       + "set_text: 1, set_attr: 1, remove_attr: 1, set_class: 1, set_prop:value: 2, set_style: 1, remove_style: 1, "
                       + "add_listener: 1, remove_listener: 1, set_inner_html: 1, call_method: 1]")
    }

    func testCountsCompareWithoutOrderAndIgnoreZeros() {
        XCTAssertEqual(OperationCounts(of: [.remove(1), .clear(2)]), ["clear": 1, "remove": 1, "moves": 0])
        XCTAssertNotEqual(OperationCounts(of: [.remove(1)]), ["remove": 2])
        XCTAssertEqual(OperationCounts().description, "[:]")
        XCTAssertEqual(OperationCounts(of: [.remove(1), .remove(2)]).total, 2)
    }

    func testWritesCountWhatTheDOMReallyDid() throws {
        let dom = TestDOM()
        let frame: [Patch] = [.createElement(1, tag: "input", namespace: .html), .setProperty(1, name: "value", value: .string("")),
                              .setProperty(1, name: "checked", value: .bool(true)), .insert(1, parent: .container, before: nil)]
        XCTAssertEqual(try dom.apply(frame), ["create_element": 1, "set_prop:checked": 1, "insert": 1])
        XCTAssertEqual(OperationCounts(of: frame), ["create_element": 1, "set_prop:value": 1, "set_prop:checked": 1, "insert": 1])
    }

    func testAPatchListDifferenceMarksTheFirstDifferingLine() {
        let message = Differences.patches([.createText(1, "a"), .insert(1, parent: .container, before: nil)],
                                          [.createText(1, "b"), .insert(1, parent: .container, before: nil), .remove(1)])
        XCTAssertEqual(message, """
            patch lists differ at line 1 (expected 3 patches, got 2 patches)
            expected:
            >   1  createText #1 "b"
                2  insert #1 into #0 at end
                3  remove #1
            actual:
            >   1  createText #1 "a"
                2  insert #1 into #0 at end
            """)
        XCTAssertNil(Differences.patches([.remove(1)], [.remove(1)]))
    }

    func testAMissingTailIsTheFirstDifference() {
        XCTAssertEqual(Differences.patches([], [.remove(1)]), """
            patch lists differ at line 1 (expected 1 patch, got 0 patches)
            expected:
            >   1  remove #1
            actual:
                (none)
            """)
    }

    func testATextDifferencePointsAtTheCharacter() {
        XCTAssertEqual(Differences.text("<p>one</p>", "<p>two</p>"), """
            HTML differs at character 4
              expected: <p>two</p>
              actual:   <p>one</p>
                           ^
            """)
        XCTAssertNil(Differences.text("<p></p>", "<p></p>"))
    }

    func testTheAssertionsPassOnEqualValues() throws {
        let app = try TestApp { p { "x" } }
        assertPatches(app.lastFrame, [.createElement(1, tag: "p", namespace: .html), .createText(2, "x"),
                                      .insert(2, parent: 1, before: nil), .insert(1, parent: .container, before: nil)])
        assertLastFrame(app, app.lastFrame)
        assertHTML(app, "<p>x</p>")
        assertHTML(app.dom, "<p>x</p>")
    }
}
