import XCTest
import Observing
@testable import VDOM
import VDOMTesting

private final class Item {
    let id: Int
    @Observed var label: String
    @Observed var selected = false
    @Observed var link = "/a"
    init(_ id: Int, _ label: String) {
        self.id = id
        self.label = label
    }
}

/// A row as a template, and the same row written out: everything a template can hold.
private let rowTemplate = Template<Item> { item in
    tr {
        td { item.text { $0.id } }.class("id")
        td {
            a { "» "; item.text { $0.label } }
                .attribute("href", item.value { Text($0.link) })
                .on(.click, item.action { $0.selected.toggle() })
        }
        .class("label")
        .class(item.value { $0.selected ? "on" : "" })
        td { span().class("icon").attribute("aria-hidden", "true") }.on(.focus) {}
        Node.comment("end")
    }
    .class(item.value { $0.selected ? "danger" : "" })
}

private func writtenOut(_ item: Item) -> Element {
    tr {
        td { String(item.id) }.class("id")
        td {
            a { "» "; item.label }
                .attribute("href", Text(item.link))
                .on(.click) { item.selected.toggle() }
        }
        .class("label")
        .class("on", when: item.selected)
        td { span().class("icon").attribute("aria-hidden", "true") }.on(.focus) {}
        Node.comment("end")
    }
    .class("danger", when: item.selected)
}

/// The same list rendered twice, once with the template and once written out, each into a test DOM: the
/// two documents must be the same after every frame, node for node in creation order, listeners
/// included. (A copy numbers only the nodes operations name, so the pages' tables differ.)
private final class Twins {
    let used = Frames(), written = Frames()
    let usedDOM = TestDOM(), writtenDOM = TestDOM()
    var items: [Item]

    init(_ items: [Item]) { self.items = items }

    private func list(template: Bool) -> Element {
        table {
            tbody {
                for item in items {
                    component(ObjectIdentifier(item), key: .int(item.id)) { _ in template ? rowTemplate(item) : Node(writtenOut(item)) }
                }
            }
        }
    }

    /// Renders both (or flushes both, after a model change) and returns the template's frame.
    func render(flush: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let counts = (used.all.count, written.all.count)
        let lines = flush ? used.flush() : try used.render { self.list(template: true) }
        if flush { written.flush() } else { try written.render { self.list(template: false) } }
        for frame in used.all[counts.0...] { try usedDOM.apply(frame) }
        for frame in written.all[counts.1...] { try writtenDOM.apply(frame) }
        XCTAssertEqual(usedDOM.snapshotJSON(), writtenDOM.snapshotJSON(), "the same document", file: file, line: line)
        return lines
    }
}

final class TemplateTests: XCTestCase {
    func testTheFirstUseIsBuiltAndDefinedAndTheNextIsACopyWithItsOwnValues() throws {
        let items = [Item(1, "one"), Item(2, "two")]
        items[1].selected = true
        let twins = Twins(items)
        XCTAssertEqual(try twins.render(), [
            "createElement #1 <table>",
            "createElement #2 <tbody>",
            "createElement #3 <tr>",
            "createElement #4 <td>",
            "setClass #4 \"id\"",
            "createText #5 \"1\"",
            "insert #5 into #4 at end",
            "insert #4 into #3 at end",
            "createElement #6 <td>",
            "setClass #6 \"label\"",
            "createElement #7 <a>",
            "setAttribute #7 href=\"/a\"",
            "addListener #7 click",
            "createText #8 \"» \"",
            "insert #8 into #7 at end",
            "createText #9 \"one\"",
            "insert #9 into #7 at end",
            "insert #7 into #6 at end",
            "insert #6 into #3 at end",
            "createElement #10 <td>",
            "addListener #10 focus",
            "createElement #11 <span>",
            "setAttribute #11 aria-hidden=\"true\"",
            "setClass #11 \"icon\"",
            "insert #11 into #10 at end",
            "insert #10 into #3 at end",
            "createComment #12 \"end\"",
            "insert #12 into #3 at end",
            "defineTemplate 1 from #3 (10 nodes)",
            "insert #3 into #2 at end",
            "copyTemplate 1 as #13 - #14 #15 #16 - #17 #18 - -",
            "setClass #13 \"danger\"",
            "setText #14 \"2\"",
            "setClass #15 \"label on\"",
            "setText #17 \"two\"",
            "insert #13 into #2 at end",
            "insert #2 into #1 at end",
            "insert #1 into #0 at end",
        ])
        XCTAssertEqual(twins.usedDOM.html, twins.writtenDOM.html)
        XCTAssertEqual(twins.usedDOM.node(16)?.listeners, ["click"], "a copy listens where its template does")
        XCTAssertEqual(twins.usedDOM.node(18)?.listeners, ["focus"])
        XCTAssertEqual(twins.used.renderer.liveNodeCount, 2 + 10 + 6, "a copy numbers only the nodes operations name")
    }

    func testAChangeWritesOnlyTheHolesThatChanged() throws {
        let twins = Twins([Item(1, "one"), Item(2, "two"), Item(3, "three")])
        try twins.render()
        twins.items[1].label = "TWO"
        twins.items[1].selected = true
        twins.items[2].link = "/c"
        XCTAssertEqual(try twins.render(flush: true), [
            "setClass #13 \"danger\"",
            "setClass #15 \"label on\"",
            "setText #17 \"TWO\"",
            "setAttribute #22 href=\"/c\"",
        ], "in the order of the holes in the markup")
        twins.items[1].selected = false
        XCTAssertEqual(try twins.render(flush: true), ["setClass #13 \"\"", "setClass #15 \"label\""])
        XCTAssertEqual(try twins.render(flush: true), [], "nothing changed")
    }

    func testKeyedUsesMoveRemoveAndComeBackAsCopies() throws {
        let twins = Twins((1...5).map { Item($0, "row \($0)") })
        try twins.render()
        twins.items.swapAt(1, 3)
        twins.items.remove(at: 2)
        twins.items.append(Item(6, "six"))
        XCTAssertEqual(try twins.render(), [
            "remove #19",
            "copyTemplate 1 as #37 - #38 #39 #40 - #41 #42 - -",
            "setText #38 \"6\"",
            "setText #41 \"six\"",
            "insert #37 into #2 at end",
            "move #25 in #2 before #13",
        ])
        XCTAssertEqual(twins.used.released.map(\.rawValue), Array(19...24), "every numbered node of the removed row")
        XCTAssertEqual(twins.used.renderer.liveNodeCount, 2 + 10 + 4 * 6, "the first row built node by node, four copies")
        twins.items = []
        XCTAssertEqual(try twins.render(), ["clear #2"])
        twins.items = [Item(7, "seven")]
        XCTAssertEqual(try twins.render(), [
            "copyTemplate 1 as #42 - #41 #40 #39 - #38 #37 - -",
            "setText #41 \"7\"",
            "setText #38 \"seven\"",
            "insert #42 into #2 at end",
        ], "the template outlives its first use; freed ids come back in falling order")
    }

    func testAHoleHandlerRunsWithTheCurrentInputAndFixedHandlersRunToo() throws {
        let twins = Twins([Item(1, "one"), Item(2, "two")])
        try twins.render()
        var click = DOMEvent(.click)
        XCTAssertTrue(twins.used.renderer.handle(&click, at: 16), "the copy's link")
        XCTAssertTrue(twins.items[1].selected)
        XCTAssertEqual(try twins.render(flush: true), ["setClass #13 \"danger\"", "setClass #15 \"label on\""])
        XCTAssertFalse(twins.used.renderer.handle(&click, at: 17), "the link's text has no handler")
        XCTAssertFalse(twins.used.renderer.handle(&click, at: 18), "the cell has a focus handler only")
        var focus = DOMEvent(.focus)
        XCTAssertTrue(twins.used.renderer.handle(&focus, at: 18))

        var seen: [String] = []
        let button = Template<String> { name in
            VDOM.button { "go" }.on(.click, name.handler { name, event in
                seen.append(name)
                event.preventDefault()
            })
        }
        let frames = Frames()
        try frames.render { button("first") }
        try frames.render { button("second") }
        var event = DOMEvent(.click)
        XCTAssertTrue(frames.renderer.handle(&event, at: 1))
        XCTAssertEqual(seen, ["second"])
        XCTAssertTrue(event.isDefaultPrevented)
    }

    func testAnotherTemplateOrAnElementReplacesAUse() throws {
        let bold = Template<String> { text in strong { text.text { $0 } } }
        let italic = Template<String> { text in em { text.text { $0 } } }
        let frames = Frames()
        var useBold = true
        let view = { div { useBold ? bold("x") : italic("x") } }
        try frames.render { view() }
        useBold = false
        XCTAssertEqual(try frames.render { view() }, [
            "createElement #4 <em>",
            "createText #5 \"x\"",
            "insert #5 into #4 at end",
            "defineTemplate 2 from #4 (2 nodes)",
            "replace #2 with #4",
        ])
        XCTAssertEqual(try frames.render { div { "plain" } }, ["createText #3 \"plain\"", "replace #4 with #3"])
        XCTAssertEqual(frames.released, [4, 5])
        useBold = true
        XCTAssertEqual(try frames.render { view() }, ["copyTemplate 1 as #5 #4", "replace #3 with #5"],
                       "the same value as the defining use: nothing to write")
    }

    func testAUseInSVGIsATemplateOfItsOwn() throws {
        let link = Template<String> { href in a().attribute("href", href.value { Text($0) }) }
        let frames = Frames()
        XCTAssertEqual(try frames.render { div { SVG.svg { link("#a") }; link("#b"); SVG.svg { link("#c") } } }, [
            "createElement #1 <div>",
            "createElement #2 <svg> in http://www.w3.org/2000/svg",
            "createElement #3 <a> in http://www.w3.org/2000/svg",
            "setAttribute #3 href=\"#a\"",
            "defineTemplate 1 from #3 (1 node)",
            "insert #3 into #2 at end",
            "insert #2 into #1 at end",
            "createElement #4 <a>",
            "setAttribute #4 href=\"#b\"",
            "defineTemplate 2 from #4 (1 node)",
            "insert #4 into #1 at end",
            "createElement #5 <svg> in http://www.w3.org/2000/svg",
            "copyTemplate 1 as #6",
            "setAttribute #6 href=\"#c\"",
            "insert #6 into #5 at end",
            "insert #5 into #1 at end",
            "insert #1 into #0 at end",
        ])
    }

    func testAHoleSetsANamespacedAttributeInItsNamespaceAsTheMarkupWrittenOutWould() throws {
        let icon = Template<String> { href in SVG.use().attribute("xlink:href", href.value { Text($0) }).style("fill", "red") }
        let frames = Frames()
        XCTAssertEqual(try frames.render { SVG.svg { icon("#a"); icon("#b") } }, [
            "createElement #1 <svg> in http://www.w3.org/2000/svg",
            "createElement #2 <use> in http://www.w3.org/2000/svg",
            "setAttribute #2 xlink:href=\"#a\" in http://www.w3.org/1999/xlink",
            "setStyle #2 fill: red",
            "defineTemplate 1 from #2 (1 node)",
            "insert #2 into #1 at end",
            "copyTemplate 1 as #3",
            "setAttribute #3 xlink:href=\"#b\" in http://www.w3.org/1999/xlink",
            "insert #3 into #1 at end",
            "insert #1 into #0 at end",
        ])
        XCTAssertEqual(try frames.render { SVG.svg { icon("#c"); icon("#b") } }, [
            "setAttribute #2 xlink:href=\"#c\" in http://www.w3.org/1999/xlink",
        ])
    }

    func testMarkupWithPropertiesIsBuiltAnewForEveryUse() throws {
        let field = Template<String> { name in
            input().attribute("name", name.value { Text($0) }).value("start").call("focus", when: true)
        }
        let frames = Frames()
        XCTAssertEqual(try frames.render { div { field("q"); field("r") } }, [
            "createElement #1 <div>",
            "createElement #2 <input>",
            "setAttribute #2 name=\"q\"",
            "setProperty #2 value=\"start\"",
            "callMethod #2 focus()",
            "insert #2 into #1 at end",
            "createElement #3 <input>",
            "setAttribute #3 name=\"r\"",
            "setProperty #3 value=\"start\"",
            "callMethod #3 focus()",
            "insert #3 into #1 at end",
            "insert #1 into #0 at end",
        ], "a copy would have neither the property nor the call")
        XCTAssertEqual(try frames.render { div { field("s"); field("r") } }, ["setAttribute #2 name=\"s\""])
    }

    func testAHoleOutsideItsTemplateIsRejected() throws {
        var leaked: TemplateHoles<Int>?
        let template = Template<Int> { holes in
            leaked = holes
            return p { holes.text { String($0) } }
        }
        let frames = Frames()
        XCTAssertThrowsError(try frames.render { div { leaked!.text { String($0) } } }) { error in
            XCTAssertEqual(error as? RenderError, .holeOutsideTemplate)
            XCTAssertEqual("\(error)", "a template's hole is used outside the markup of its template")
        }
        let elsewhere = Template<Int> { _ in p().class(TemplateValue(index: 0)) }
        XCTAssertThrowsError(try frames.render { div { template(1); elsewhere(2) } }) { error in
            XCTAssertEqual(error as? RenderError, .holeOutsideTemplate, "a hole number the template does not have")
        }
        XCTAssertThrowsError(try frames.render { div().class(TemplateValue(index: 0)) }) { error in
            XCTAssertEqual(error as? RenderError, .holeOutsideTemplate)
        }
        XCTAssertEqual(frames.all.count, 0, "a rejected render changes nothing")
    }

    func testMarkupWithAComponentOrAnInvalidNameIsRejectedByItsFirstRender() throws {
        let withComponent = Template<Int> { _ in ul { component { li() } } }
        let frames = Frames()
        XCTAssertThrowsError(try frames.render { withComponent(1) }) { error in
            XCTAssertEqual(error as? RenderError, .dynamicPartInTemplate(tag: "ul"))
            XCTAssertEqual("\(error)", "a template's markup is fixed: <ul> in it holds a component, a template's use or a represented element; put those around the template instead")
        }
        let withRepresentable = Template<Int> { _ in ul { ElementReferenceMarker.item } }
        XCTAssertThrowsError(try frames.render { withRepresentable(1) }) { error in
            XCTAssertEqual(error as? RenderError, .dynamicPartInTemplate(tag: "ul"))
        }
        let badName = Template<Int> { n in div { span().attribute("a b", n.value { "\($0)" }) } }
        XCTAssertThrowsError(try frames.render { badName(1) }) { error in
            XCTAssertEqual(error as? RenderError, .invalidAttributeName("a b", tag: "span"))
        }
        let twoClasses = Template<Int> { n in p().class(n.value { _ in "a" }).class(n.value { _ in "b" }) }
        XCTAssertThrowsError(try frames.render { twoClasses(1) }) { error in
            XCTAssertEqual(error as? RenderError, .setTwiceInTemplate("class", tag: "p"))
            XCTAssertEqual("\(error)", "<p> in a template's markup sets \"class\" by a hole and again: give it one hole or one fixed value")
        }
        let fixedAndHoleHandler = Template<Int> { n in button().on(.click) {}.on(.click, n.action { _ in }) }
        XCTAssertThrowsError(try frames.render { fixedAndHoleHandler(1) }) { error in
            XCTAssertEqual(error as? RenderError, .setTwiceInTemplate("click", tag: "button"))
        }
        let attributeTwice = Template<Int> { n in a().href("/x").attribute("href", n.value { _ in "/y" }) }
        XCTAssertThrowsError(try frames.render { attributeTwice(1) }) { error in
            XCTAssertEqual(error as? RenderError, .setTwiceInTemplate("href", tag: "a"))
        }
        let fixedClassAndHole = Template<Int> { n in p().class("fixed").class(n.value { _ in "more" }) }
        XCTAssertEqual(try Frames().render { fixedClassAndHole(1) }.filter { $0.hasPrefix("setClass") }, ["setClass #1 \"fixed more\""],
                       "fixed class tokens and a class hole go together")
        let badTag = Template<Int> { _ in element("no tag") }
        XCTAssertThrowsError(try frames.render { badTag(1) }) { error in
            XCTAssertEqual(error as? RenderError, .invalidTagName("no tag"))
        }
        XCTAssertEqual(frames.all.count, 0)
    }

    func testThePagesTemplateKeepsNoInputAlive() throws {
        var items = [Item(1, "one")]
        weak var first = items[0]
        let frames = Frames()
        let view = { table { tbody { for item in items { rowTemplate(item, key: .int(item.id)) } } } }
        try frames.render { view() }
        items = [Item(2, "two")]
        XCTAssertEqual(count(try frames.render { view() }, "copyTemplate"), 1, "the second row is a copy of the first")
        frames.renderer.freeRemovedNodes()
        XCTAssertNil(first, "the template holds the first row's values, not the row")
    }

    func testANumberHoleShowsTheNumberAsStringWritesIt() throws {
        let number = Template<Int> { n in p { n.text { $0 } } }
        let frames = Frames()
        XCTAssertEqual(try frames.render { div { number(-42); number(Int.max) } }, [
            "createElement #1 <div>",
            "createElement #2 <p>",
            "createText #3 \"-42\"",
            "insert #3 into #2 at end",
            "defineTemplate 1 from #2 (2 nodes)",
            "insert #2 into #1 at end",
            "copyTemplate 1 as #4 #5",
            "setText #5 \"\(Int.max)\"",
            "insert #4 into #1 at end",
            "insert #1 into #0 at end",
        ])
    }
}

/// An element whose handle the app holds: represented, so no template's markup may hold it.
private enum ElementReferenceMarker {
    static let reference = ElementReference()
    static var item: Element { li().reference(reference) }
}
