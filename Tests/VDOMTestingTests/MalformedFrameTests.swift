import VDOM
import VDOMTesting
import XCTest

/// A malformed frame is refused whole: the error names the patch and what is wrong, in the words of the
/// page's check (a patch list is checked as the bytes the bridge would send for it), and the DOM keeps
/// exactly what it had.
final class MalformedFrameTests: XCTestCase {
    private func assertRefused(_ patches: [Patch], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let dom = try sampleDOM()
        let before = dom.snapshotJSON()
        XCTAssertEqual(dom.refusal(patches)?.description, message, file: file, line: line)
        XCTAssertEqual(dom.snapshotJSON(), before, "a refused frame changed the DOM", file: file, line: line)
    }

    func testUnknownIds() throws {
        try assertRefused([.setText(9, "x")], "patch 0 (setText #9 \"x\"): setText names node #9, outside 0..3")
        try assertRefused([.insert(9, parent: 1, before: nil)], "patch 0 (insert #9 into #1 at end): insert names node #9, outside 0..3")
        try assertRefused([.createText(5, "x"), .insert(5, parent: 8, before: nil)],
                          "patch 1 (insert #5 into #8 at end): insert names node #8, outside 0..5")
    }

    func testNothingBeforeTheBadPatchIsApplied() throws {
        try assertRefused([.setText(2, "changed"), .setAttribute(1, name: "a", value: "1", namespace: nil), .remove(7)],
                          "patch 2 (remove #7): remove names node #7, outside 0..3")
    }

    func testInsertingAnAttachedNode() throws {
        try assertRefused([.insert(3, parent: 1, before: nil)], "patch 0 (insert #3 into #1 at end): insert names node #3, which already has a parent")
    }

    func testMovingANodeOfAnotherParent() throws {
        try assertRefused([.createElement(4, tag: "p", namespace: .html), .insert(4, parent: .container, before: nil),
                           .move(2, parent: 4, before: nil)],
                          "patch 2 (move #2 in #4 at end): move names node #2, which is not a child of #4")
    }

    func testABeforeThatIsNotAChild() throws {
        try assertRefused([.createText(4, "x"), .insert(4, parent: 1, before: 1)],
                          "patch 1 (insert #4 into #1 before #1): insert names node #1, which is not a child of #1")
        try assertRefused([.move(2, parent: 1, before: 9)], "patch 0 (move #2 in #1 before #9): move names node #9, outside 0..3")
    }

    func testKindMismatches() throws {
        try assertRefused([.setText(1, "x")], "patch 0 (setText #1 \"x\"): setText names node #1, which is not a text node or comment")
        try assertRefused([.setAttribute(2, name: "a", value: "1", namespace: nil)],
                          "patch 0 (setAttribute #2 a=\"1\"): setAttribute names node #2, which is not an element")
        try assertRefused([.createComment(4, "c"), .insert(4, parent: 1, before: nil), .clear(4)],
                          "patch 2 (clear #4): clear names node #4, which is not an element")
        try assertRefused([.createText(4, "x"), .insert(4, parent: 2, before: nil)],
                          "patch 1 (insert #4 into #2 at end): insert names node #2, which is not an element")
    }

    func testRemovingADetachedNode() throws {
        try assertRefused([.createElement(4, tag: "p", namespace: .html), .remove(4)], "patch 1 (remove #4): remove names node #4, which has no parent")
    }

    /// A frame frees what it takes out when it ends: until then the ids still name their nodes, and
    /// cannot be given to new ones.
    func testAnIdIsFreedWhenItsFrameEnds() throws {
        try assertRefused([.remove(3), .createText(3, "x")], "patch 1 (createText #3 \"x\"): createText creates node #3, which exists")
        let dom = try sampleDOM()
        try dom.apply([.remove(1), .setText(2, "x")])
        XCTAssertEqual(dom.html, "")
        XCTAssertEqual(dom.refusal([.setText(2, "y")])?.description, "patch 0 (setText #2 \"y\"): setText names node #2, which does not exist")
        try dom.apply([.createText(2, "new"), .insert(2, parent: .container, before: nil)])
        XCTAssertEqual(dom.html, "new")
    }

    func testCreatingWithAnIdInUse() throws {
        try assertRefused([.createText(2, "x")], "patch 0 (createText #2 \"x\"): createText creates node #2, which exists")
        try assertRefused([.createElement(0, tag: "p", namespace: .html)], "patch 0 (createElement #0 <p>): createElement creates node #0, outside 1..3")
    }

    func testTheContainerCannotMove() throws {
        try assertRefused([.remove(.container)], "patch 0 (remove #0): remove cannot change the container #0")
        try assertRefused([.insert(.container, parent: 1, before: nil)], "patch 0 (insert #0 into #1 at end): insert cannot change the container #0")
    }

    func testANodeCannotGoInsideItself() throws {
        try assertRefused([.remove(1), .createElement(4, tag: "p", namespace: .html), .createElement(5, tag: "b", namespace: .html),
                           .insert(5, parent: 4, before: nil), .insert(4, parent: 5, before: nil)],
                          "patch 4 (insert #4 into #5 at end): insert puts node #4 into #5, which is inside it")
        try assertRefused([.createElement(4, tag: "p", namespace: .html), .createElement(5, tag: "b", namespace: .html),
                           .insert(5, parent: 4, before: nil), .replace(5, with: 4)],
                          "patch 3 (replace #5 with #4): replace puts node #4 in place of #5, which is inside it")
    }

    /// An element's listeners are a set of event names, as the page keeps them: adding one twice or
    /// removing one it does not have changes nothing.
    func testListenersAreASetOfEventNames() throws {
        let dom = try sampleDOM()
        try dom.apply([.addListener(1, event: .click), .addListener(1, event: .click), .removeListener(1, event: .input)])
        XCTAssertEqual(dom.node(1)?.listeners, ["click"])
    }

    /// What the DOM throws for (a name it does not take, and then every operation on the node that was
    /// not made) is reported and skipped, and the frame goes on, as the page does; a style the style
    /// object cannot have is ignored, as an unknown one is.
    func testANameTheDOMRefusesIsReportedAndSkipped() throws {
        let dom = try sampleDOM()
        var reports: [String] = []
        dom.onReport = { reports.append($0.message.description) }
        try dom.apply([.createElement(4, tag: "a b", namespace: .html), .insert(4, parent: 1, before: nil),
                       .setAttribute(1, name: "x=y", value: "1", namespace: nil), .setStyle(1, name: "", value: "1", important: false),
                       .setText(2, "still applied")])
        XCTAssertEqual(reports, ["createElement #4 failed: invalid tag name \"a b\"", "insert #4 failed: node #4 is not in the page",
                                 "setAttribute #1 failed: invalid attribute name \"x=y\""])
        XCTAssertEqual(dom.html, "<div>still applied<span></span></div>")
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
                       "patch 0 (setProperty #7 x=1e+300): setProperty names node #7, outside 0..0")
        XCTAssertEqual(dom.refusal([.setProperty(7, name: "x", value: .number(1.5))])?.description,
                       "patch 0 (setProperty #7 x=1.5): setProperty names node #7, outside 0..0")
    }

    /// `li #4 > text #5`, built in the frame that defines it as template 1.
    private let definingItem: [Patch] = [
        .createElement(4, tag: "li", namespace: .html), .createText(5, "x"), .insert(5, parent: 4, before: nil),
        .addListener(4, event: .click), .defineTemplate(1, root: 4, count: 2),
    ]

    func testTemplatesAreDefinedInOrderFromSubtreesTheFrameBuiltWithAppends() throws {
        try assertRefused(Array(definingItem.dropLast()) + [.defineTemplate(2, root: 4, count: 2)],
                          "patch 4 (defineTemplate 2 from #4 (2 nodes)): defineTemplate defines template 2, the next template is 1")
        try assertRefused(Array(definingItem.dropLast()) + [.defineTemplate(1, root: 4, count: 3)],
                          "patch 4 (defineTemplate 1 from #4 (3 nodes)): defineTemplate gives template 1 3 nodes, its subtree has 2")
        try assertRefused([.defineTemplate(1, root: 1, count: 3)],
                          "patch 0 (defineTemplate 1 from #1 (3 nodes)): defineTemplate names node #1, whose subtree this frame did not build by appends")
        try assertRefused([.createElement(4, tag: "li", namespace: .html), .createText(5, "x"), .createText(6, "y"),
                           .insert(6, parent: 4, before: nil), .insert(5, parent: 4, before: 6), .defineTemplate(1, root: 4, count: 3)],
                          "patch 5 (defineTemplate 1 from #4 (3 nodes)): defineTemplate names node #4, whose subtree this frame did not build by appends")
        try assertRefused([.defineTemplate(1, root: 2, count: 1)],
                          "patch 0 (defineTemplate 1 from #2 (1 node)): defineTemplate names node #2, which is not an element")
    }

    func testACopyNamesAsManyFreeIdsAsItsTemplateHasNodes() throws {
        try assertRefused([.copyTemplate(1, ids: [4, 5])], "patch 0 (copyTemplate 1 as #4 #5): copyTemplate copies template 1, which is not defined")
        // The page reads as many ids as the template has nodes: the third is read as the next operation's
        // code (8, clear), whose operand is missing.
        try assertRefused(definingItem + [.copyTemplate(1, ids: [6, 7, 8])],
                          "patch 5 (copyTemplate 1 as #6…#8): clear is cut off")
        try assertRefused(definingItem + [.copyTemplate(1, ids: [6, 3])],
                          "patch 5 (copyTemplate 1 as #6 #3): copyTemplate creates node #3, which exists")
        try assertRefused(definingItem + [.copyTemplate(1, ids: [6, 7]), .insert(7, parent: 1, before: nil)],
                          "patch 6 (insert #7 into #1 at end): insert names node #7, which already has a parent")
    }

    func testACopyNumbersItsRootAndEveryNodeThatForwardsEvents() throws {
        try assertRefused(definingItem + [.copyTemplate(1, ids: [0, 6])],
                          "patch 5 (copyTemplate 1 as - #6): copyTemplate creates node #0, outside 1..6")
        let dom = try sampleDOM()
        try dom.apply([.createElement(4, tag: "li", namespace: .html), .createElement(5, tag: "a", namespace: .html),
                       .insert(5, parent: 4, before: nil), .addListener(5, event: .click), .defineTemplate(1, root: 4, count: 2)])
        try dom.apply([.copyTemplate(1, ids: [6, 0]), .insert(6, parent: 1, before: nil)])
        XCTAssertEqual(dom.node(6)?.children.first?.listeners, [], "a node a copy leaves unnumbered forwards no events")
        try dom.apply([.copyTemplate(1, ids: [8, 7]), .insert(8, parent: 1, before: nil)])
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
