import VDOM
import VDOMTesting
import XCTest

/// A malformed frame is refused whole: the error names the patch and what is wrong, and the DOM keeps
/// exactly what it had.
final class MalformedFrameTests: XCTestCase {
    private func assertRefused(_ patches: [Patch], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let dom = try sampleDOM()
        let before = dom.snapshotJSON()
        XCTAssertEqual(dom.refusal(patches)?.description, message, file: file, line: line)
        XCTAssertEqual(dom.snapshotJSON(), before, "a refused frame changed the DOM", file: file, line: line)
    }

    func testUnknownIds() throws {
        try assertRefused([.setText(9, "x")], "patch 0 (setText #9 \"x\"): #9 does not exist")
        try assertRefused([.insert(9, parent: 1, before: nil)], "patch 0 (insert #9 into #1 at end): #9 does not exist")
        try assertRefused([.createText(5, "x"), .insert(5, parent: 8, before: nil)],
                          "patch 1 (insert #5 into #8 at end): #8 does not exist")
    }

    func testNothingBeforeTheBadPatchIsApplied() throws {
        try assertRefused([.setText(2, "changed"), .setAttribute(1, name: "a", value: "1", namespace: nil), .remove(7)],
                          "patch 2 (remove #7): #7 does not exist")
    }

    func testInsertingAnAttachedNode() throws {
        try assertRefused([.insert(3, parent: 1, before: nil)], "patch 0 (insert #3 into #1 at end): #3 is already attached to #1")
    }

    func testMovingANodeOfAnotherParent() throws {
        try assertRefused([.createElement(4, tag: "p", namespace: .html), .insert(4, parent: .container, before: nil),
                           .move(2, parent: 4, before: nil)],
                          "patch 2 (move #2 in #4 at end): #2 is not a child of #4")
    }

    func testABeforeThatIsNotAChild() throws {
        try assertRefused([.createText(4, "x"), .insert(4, parent: 1, before: 1)],
                          "patch 1 (insert #4 into #1 before #1): #1 is not a child of #1")
        try assertRefused([.move(2, parent: 1, before: 9)], "patch 0 (move #2 in #1 before #9): #9 does not exist")
    }

    func testKindMismatches() throws {
        try assertRefused([.setText(1, "x")], "patch 0 (setText #1 \"x\"): #1 is an element, not a text node or comment")
        try assertRefused([.setAttribute(2, name: "a", value: "1", namespace: nil)],
                          "patch 0 (setAttribute #2 a=\"1\"): #2 is a text node, not an element")
        try assertRefused([.createComment(4, "c"), .insert(4, parent: 1, before: nil), .clear(4)],
                          "patch 2 (clear #4): #4 is a comment, not an element")
        try assertRefused([.createText(4, "x"), .insert(4, parent: 2, before: nil)],
                          "patch 1 (insert #4 into #2 at end): #2 is a text node, not an element")
    }

    func testRemovingADetachedNode() throws {
        try assertRefused([.createElement(4, tag: "p", namespace: .html), .remove(4)], "patch 1 (remove #4): #4 is not attached")
    }

    func testUsingAnIdTheFrameAlreadyFreed() throws {
        try assertRefused([.remove(1), .setText(2, "x")], "patch 1 (setText #2 \"x\"): #2 was removed earlier in this frame")
        try assertRefused([.remove(3), .createText(3, "x")],
                          "patch 1 (createText #3 \"x\"): #3 was freed in this frame; ids are reused only by a later frame")
    }

    func testCreatingWithAnIdInUse() throws {
        try assertRefused([.createText(2, "x")], "patch 0 (createText #2 \"x\"): #2 is already in use")
        try assertRefused([.createElement(0, tag: "p", namespace: .html)], "patch 0 (createElement #0 <p>): #0 is the container")
    }

    func testTheContainerCannotMove() throws {
        try assertRefused([.remove(.container)], "patch 0 (remove #0): #0 is the container")
        try assertRefused([.insert(.container, parent: 1, before: nil)], "patch 0 (insert #0 into #1 at end): #0 is the container")
    }

    func testANodeCannotGoInsideItself() throws {
        try assertRefused([.remove(1), .createElement(4, tag: "p", namespace: .html), .createElement(5, tag: "b", namespace: .html),
                           .insert(5, parent: 4, before: nil), .insert(4, parent: 5, before: nil)],
                          "patch 4 (insert #4 into #5 at end): #4 contains #5: a node cannot go inside itself")
        try assertRefused([.createElement(4, tag: "p", namespace: .html), .createElement(5, tag: "b", namespace: .html),
                           .insert(5, parent: 4, before: nil), .replace(5, with: 4)],
                          "patch 3 (replace #5 with #4): #4 contains #5: a node cannot go inside itself")
    }

    func testListenersAddedTwiceOrRemovedWithoutBeingAdded() throws {
        try assertRefused([.addListener(1, event: .click), .addListener(1, event: .click)],
                          "patch 1 (addListener #1 click): #1 already listens for click")
        try assertRefused([.removeListener(1, event: .click)], "patch 0 (removeListener #1 click): #1 does not listen for click")
    }

    func testNamesTheDOMWouldRefuse() throws {
        try assertRefused([.createElement(4, tag: "a b", namespace: .html)], "patch 0 (createElement #4 <a b>): invalid tag name \"a b\"")
        try assertRefused([.setAttribute(1, name: "x=y", value: "1", namespace: nil)],
                          "patch 0 (setAttribute #1 x=y=\"1\"): invalid attribute name \"x=y\"")
        try assertRefused([.setStyle(1, name: "", value: "1", important: false)],
                          "patch 0 (setStyle #1 : 1): invalid style property \"\"")
    }

    func testAStructureBuiltInTheFrameIsFollowed() throws {
        // The later patches address nodes as the earlier ones left them.
        let dom = try sampleDOM()
        try dom.apply([
            .createElement(4, tag: "ul", namespace: .html), .createElement(5, tag: "li", namespace: .html),
            .insert(5, parent: 4, before: nil), .insert(4, parent: 1, before: 3), .move(5, parent: 4, before: nil),
            .remove(3), .createElement(6, tag: "li", namespace: .html), .insert(6, parent: 4, before: 5),
            .setInnerHTML(4, "<li>r</li>"),
        ])
        XCTAssertEqual(dom.html, "<div>a<ul><li>r</li></ul></div>")
        XCTAssertNil(dom.node(5), "setInnerHTML freed the children it replaced")
    }

    func testPropertyNumbersOutsideIntRangeAreDescribedSafely() throws {
        let dom = TestDOM()
        XCTAssertEqual(dom.refusal([.setProperty(7, name: "x", value: .number(1e300))])?.description,
                       "patch 0 (setProperty #7 x=1e+300): #7 does not exist")
        XCTAssertEqual(dom.refusal([.setProperty(7, name: "x", value: .number(1.5))])?.description,
                       "patch 0 (setProperty #7 x=1.5): #7 does not exist")
    }

    /// `li #4 > text #5`, built in the frame that defines it as template 1.
    private let definingItem: [Patch] = [
        .createElement(4, tag: "li", namespace: .html), .createText(5, "x"), .insert(5, parent: 4, before: nil),
        .addListener(4, event: .click), .defineTemplate(1, root: 4, count: 2),
    ]

    func testTemplatesAreDefinedInOrderFromSubtreesTheFrameBuiltWithAppends() throws {
        try assertRefused(Array(definingItem.dropLast()) + [.defineTemplate(2, root: 4, count: 2)],
                          "patch 4 (defineTemplate 2 from #4 (2 nodes)): defines template 2, the next template is 1")
        try assertRefused(Array(definingItem.dropLast()) + [.defineTemplate(1, root: 4, count: 3)],
                          "patch 4 (defineTemplate 1 from #4 (3 nodes)): the subtree of #4 has 2 nodes, not 3")
        try assertRefused([.defineTemplate(1, root: 1, count: 3)],
                          "patch 0 (defineTemplate 1 from #1 (3 nodes)): the subtree of #1 was not built by this frame, node by node with appends")
        try assertRefused([.createElement(4, tag: "li", namespace: .html), .createText(5, "x"), .createText(6, "y"),
                           .insert(6, parent: 4, before: nil), .insert(5, parent: 4, before: 6), .defineTemplate(1, root: 4, count: 3)],
                          "patch 5 (defineTemplate 1 from #4 (3 nodes)): the subtree of #4 was not built by this frame, node by node with appends")
        try assertRefused([.defineTemplate(1, root: 2, count: 1)],
                          "patch 0 (defineTemplate 1 from #2 (1 node)): #2 is a text node, not an element")
    }

    func testACopyNamesAsManyFreeIdsAsItsTemplateHasNodes() throws {
        try assertRefused([.copyTemplate(1, ids: [4, 5])], "patch 0 (copyTemplate 1 as #4 #5): there is no template 1")
        try assertRefused(definingItem + [.copyTemplate(1, ids: [6, 7, 8])],
                          "patch 5 (copyTemplate 1 as #6…#8): template 1 has 2 nodes, not 3")
        try assertRefused(definingItem + [.copyTemplate(1, ids: [6, 3])],
                          "patch 5 (copyTemplate 1 as #6 #3): #3 is already in use")
        try assertRefused(definingItem + [.copyTemplate(1, ids: [6, 7]), .insert(7, parent: 1, before: nil)],
                          "patch 6 (insert #7 into #1 at end): #7 is already attached to #6")
        try assertRefused(definingItem + [.copyTemplate(1, ids: [6, 7]), .addListener(6, event: .click)],
                          "patch 6 (addListener #6 click): #6 already listens for click")
    }

    func testACopyNumbersItsRootAndEveryNodeThatForwardsEvents() throws {
        try assertRefused(definingItem + [.copyTemplate(1, ids: [0, 6])],
                          "patch 5 (copyTemplate 1 as - #6): the root of a copy of template 1 has no id")
        let dom = try sampleDOM()
        try dom.apply([.createElement(4, tag: "li", namespace: .html), .createElement(5, tag: "a", namespace: .html),
                       .insert(5, parent: 4, before: nil), .addListener(5, event: .click), .defineTemplate(1, root: 4, count: 2)])
        XCTAssertThrowsError(try dom.apply([.copyTemplate(1, ids: [6, 0])])) { error in
            XCTAssertEqual("\(error)", "patch 0 (copyTemplate 1 as #6 -): node 1 of template 1 forwards events but has no id")
        }
        try dom.apply([.copyTemplate(1, ids: [6, 7]), .insert(6, parent: 1, before: nil)])
        XCTAssertEqual(dom.node(7)?.listeners, ["click"])
    }

    func testACopyIsTheTemplateWithItsOwnIdsInAnyLaterFrame() throws {
        let dom = try sampleDOM()
        try dom.apply(definingItem + [.setText(5, "changed after"), .insert(4, parent: 1, before: nil)])
        try dom.apply([.copyTemplate(1, ids: [9, 8]), .setText(8, "y"), .insert(9, parent: 1, before: 4)])
        XCTAssertEqual(dom.html, "<div>a<span></span><li>y</li><li>changed after</li></div>")
        XCTAssertEqual(dom.node(9)?.listeners, ["click"])
        XCTAssertEqual(dom.node(8)?.parent === dom.node(9), true)
        XCTAssertEqual(dom.lastWrites, ["copy_template": 1, "set_text": 1, "insert": 1])
        // A copy that numbers only its root: the text stays in the document, out of the page's table.
        try dom.apply([.copyTemplate(1, ids: [10, 0]), .insert(10, parent: 1, before: nil)])
        XCTAssertEqual(dom.html, "<div>a<span></span><li>y</li><li>changed after</li><li>x</li></div>")
        XCTAssertNil(dom.node(11))
    }
}
