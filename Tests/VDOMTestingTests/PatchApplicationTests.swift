import VDOM
import VDOMTesting
import XCTest

final class PatchApplicationTests: XCTestCase {
    func testCreateAndInsertBuildTheTree() throws {
        let dom = try sampleDOM()
        XCTAssertEqual(dom.html, "<div>a<span></span></div>")
        XCTAssertEqual(dom.roots.map { $0.nodeID }, [1])
        XCTAssertTrue(dom.node(2)!.parent === dom.node(1))
        XCTAssertEqual(dom.node(1)!.children.map { $0.serial }, [2, 3])
    }

    func testInsertBeforeASibling() throws {
        let dom = try sampleDOM()
        try dom.apply([.createComment(4, "c"), .insert(4, parent: 1, before: 3)])
        XCTAssertEqual(dom.html, "<div>a<!--c--><span></span></div>")
    }

    func testMoveToTheEndAndBeforeASibling() throws {
        let dom = try sampleDOM()
        try dom.apply([.move(2, parent: 1, before: nil)])
        XCTAssertEqual(dom.html, "<div><span></span>a</div>")
        try dom.apply([.move(2, parent: 1, before: 3)])
        XCTAssertEqual(dom.html, "<div>a<span></span></div>")
    }

    func testMovingANodeBeforeItselfLeavesItInPlace() throws {
        let dom = try sampleDOM()
        try dom.apply([.move(2, parent: 1, before: 2)])
        XCTAssertEqual(dom.html, "<div>a<span></span></div>")
    }

    func testRemoveDetachesAndFreesTheSubtree() throws {
        let dom = try sampleDOM()
        let div = dom.node(1)!
        try dom.apply([.remove(1)])
        XCTAssertEqual(dom.html, "")
        XCTAssertNil(dom.node(1))
        XCTAssertNil(dom.node(2))
        XCTAssertNil(div.parent)
        XCTAssertNil(div.nodeID)
        XCTAssertEqual(div.outerHTML, "<div>a<span></span></div>", "a removed node stays readable")
    }

    func testAFreedIdIsReusedByALaterFrameForANewNode() throws {
        let dom = try sampleDOM()
        let old = dom.node(3)!
        try dom.apply([.remove(3)])
        try dom.apply([.createElement(3, tag: "b", namespace: .html), .insert(3, parent: 1, before: nil)])
        XCTAssertFalse(dom.node(3)! === old)
        XCTAssertEqual(dom.node(3)!.serial, 4, "serials are never reused")
        XCTAssertEqual(dom.html, "<div>a<b></b></div>")
    }

    func testReplacePutsTheNewNodeWhereTheOldOneWas() throws {
        let dom = try sampleDOM()
        try dom.apply([.createElement(4, tag: "em", namespace: .html), .replace(2, with: 4)])
        XCTAssertEqual(dom.html, "<div><em></em><span></span></div>")
        XCTAssertNil(dom.node(2))
    }

    func testClearDetachesEveryChild() throws {
        let dom = try sampleDOM()
        try dom.apply([.clear(1)])
        XCTAssertEqual(dom.html, "<div></div>")
        XCTAssertNil(dom.node(3))
    }

    func testSetTextOnTextAndComments() throws {
        let dom = try sampleDOM()
        try dom.apply([.setText(2, "b"), .createComment(4, "x"), .insert(4, parent: 1, before: nil), .setText(4, "y")])
        XCTAssertEqual(dom.html, "<div>b<span></span><!--y--></div>")
    }

    /// Raw HTML replaces an element's children until it is cleared; nothing is inserted among it.
    func testRawHTMLReplacesChildrenUntilCleared() throws {
        let dom = try sampleDOM()
        try dom.apply([.setInnerHTML(1, "<i>raw</i>")])
        XCTAssertEqual(dom.html, "<div><i>raw</i></div>")
        XCTAssertEqual(dom.node(1)!.rawHTML, "<i>raw</i>")
        XCTAssertEqual(dom.node(1)!.children.count, 0)
        XCTAssertNil(dom.node(3), "the managed children were freed")
        XCTAssertEqual(dom.refusal([.createText(5, "m"), .insert(5, parent: 1, before: nil)])?.description,
                       "patch 1 (insert #5 into #1 at end): insert names node #1, which holds raw HTML")
        try dom.apply([.clear(1), .createText(5, "m"), .insert(5, parent: 1, before: nil)])
        XCTAssertEqual(dom.html, "<div>m</div>")
        XCTAssertNil(dom.node(1)!.rawHTML)
        try dom.apply([.setInnerHTML(1, "<b>again</b>"), .clear(1)])
        XCTAssertEqual(dom.html, "<div></div>")
        XCTAssertNil(dom.node(1)!.rawHTML)
    }

    func testTextContentOfRawHTML() throws {
        let dom = try sampleDOM()
        try dom.apply([.setInnerHTML(1, "<p title=\"x\">a &amp; b</p><!-- no -->&#65;&lt;")])
        XCTAssertEqual(dom.node(1)!.textContent, "a & bA<")
    }

    func testElementsInOtherNamespaces() throws {
        let dom = TestDOM()
        try dom.apply([
            .createElement(1, tag: "svg", namespace: .svg), .createElement(2, tag: "foreignObject", namespace: .svg),
            .createElement(3, tag: "div", namespace: .html), .insert(3, parent: 2, before: nil),
            .insert(2, parent: 1, before: nil), .insert(1, parent: .container, before: nil),
        ])
        XCTAssertEqual(dom.node(2)!.namespace, .svg)
        XCTAssertEqual(dom.node(3)!.namespace, .html)
        XCTAssertEqual(dom.html, "<svg><foreignObject><div></div></foreignObject></svg>")
    }

    func testMethodCallsAreRecordedWithTheirEffects() throws {
        let dom = TestDOM()
        let input = try mount("input", in: dom, [.callMethod(1, name: "focus")])
        XCTAssertTrue(dom.focused === input)
        try dom.apply([.callMethod(1, name: "select"), .callMethod(1, name: "blur")])
        XCTAssertNil(dom.focused)
        XCTAssertEqual(input.calledMethods, ["focus", "select", "blur"])

        let dialog = try mount("dialog", id: 2, in: dom, [.callMethod(2, name: "showModal")])
        XCTAssertEqual(dialog.attribute("open"), "")
        XCTAssertEqual(dialog.property("open"), .bool(true))
        try dom.apply([.callMethod(2, name: "close")])
        XCTAssertNil(dialog.attribute("open"))
    }

    func testRemovingTheFocusedElementDropsTheFocus() throws {
        let dom = TestDOM()
        _ = try mount("input", in: dom, [.callMethod(1, name: "focus")])
        try dom.apply([.remove(1)])
        XCTAssertNil(dom.focused)
    }

    func testListenersAreKeptInOrder() throws {
        let dom = TestDOM()
        let button = try mount("button", in: dom, [.addListener(1, event: .click), .addListener(1, event: "x-go")])
        XCTAssertEqual(button.listeners, ["click", "x-go"])
        try dom.apply([.removeListener(1, event: .click)])
        XCTAssertEqual(button.listeners, ["x-go"])
    }

    func testATenThousandLevelTreeAppliesAndSerialises() throws {
        let dom = TestDOM()
        let depth = 10_000
        var patches: [Patch] = []
        for level in 1...depth { patches.append(.createElement(NodeID(UInt32(level)), tag: "div", namespace: .html)) }
        for level in stride(from: depth, to: 1, by: -1) {
            patches.append(.insert(NodeID(UInt32(level)), parent: NodeID(UInt32(level - 1)), before: nil))
        }
        patches.append(.insert(1, parent: .container, before: nil))
        try dom.apply(patches)
        XCTAssertEqual(dom.html.count, depth * "<div></div>".count)
        XCTAssertTrue(dom.snapshotJSON().hasSuffix(String(repeating: "]}", count: depth) + "]"))
        try dom.apply([.remove(1)])
        XCTAssertNil(dom.node(NodeID(UInt32(depth))))
    }
}
