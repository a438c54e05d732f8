import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Shop {
    @Observed var items: [Item]
    @Editable var name: Text = "Ada"
    @Editable var agrees = true
    @Editable var size: Text = "m"
    @Editable var note: Text = "two\nlines"

    init(_ items: [Item]) { self.items = items }
}

private final class Item {
    let id: Int
    @Observed var label: String
    init(_ id: Int, _ label: String) {
        self.id = id
        self.label = label
    }
}

private func shopPage(_ shop: Shop) -> Element {
    main {
        h1 { "Shop" }
        p { "\(shop.items.count) items"; " for "; shop.name }
        ul { for item in shop.items { li { item.label }.key(.int(item.id)) } }
        button { "Add" }.on(.click) { shop.items.append(Item(shop.items.count + 1, "new")) }
    }
}

/// A row as a template: the second use and the later ones are copies.
private let row = Template<Item> { item in
    tr {
        td { item.text { "\($0.id)" } }.class("id")
        td { a { "» "; item.text { $0.label } }.on(.click, item.action { $0.label += "!" }) }
    }
}

/// A page pre-rendered as HTML is started by adoption: its first frame takes the page's nodes, so a page
/// that matches its view creates nothing, and the app then runs on those very nodes.
final class HydrationTests: XCTestCase {
    func testAMatchingPageIsTakenWholeAndTheAppRunsOnItsNodes() throws {
        let shop = Shop([Item(1, "milk"), Item(2, "eggs")])
        let page = try StaticHTML.render { shopPage(shop) }
        XCTAssertEqual(page.html, "<main><h1>Shop</h1><p>2 items<!----> for <!---->Ada</p><ul><li>milk</li><li>eggs</li></ul>"
            + "<button data-vdom-on=\"click\">Add</button></main>")
        var pageNodes: [TestNode] = []
        let app = try TestApp(prerendered: page, before: { dom in pageNodes = dom.container.subtree.dropFirst().filter { $0.kind != .comment } }) {
            shopPage(shop)
        }
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 14, created: 0, removed: 0))
        XCTAssertEqual(app.reports, [])
        XCTAssertEqual(app.dom.container.subtree.dropFirst().map(\.serial), pageNodes.map(\.serial), "the page's nodes, the separators gone")
        assertHTML(app, try TestApp { shopPage(shop) }.html)
        XCTAssertNil(app.dom.container.attribute(TestDOM.prerenderedAttribute))

        try app.click("button")
        assertLastFrame(app, [
            .createElement(15, tag: "li", namespace: .html), .createText(16, "new"), .insert(16, parent: 15, before: nil),
            .insert(15, parent: 8, before: nil),
            .setText(5, "3 items"),
        ])
        XCTAssertEqual(try app.findAll("li").map(\.textContent), ["milk", "eggs", "new"])
    }

    func testAKeyedListIsTakenWithItsKeysAndMovesItsOwnNodes() throws {
        let shop = Shop((1...4).map { Item($0, "item \($0)") })
        let page = try StaticHTML.render { shopPage(shop) }
        let app = try TestApp(prerendered: page) { shopPage(shop) }
        XCTAssertEqual(app.adoption?.created, 0)
        let items = try app.findAll("li")
        shop.items = [shop.items[3], shop.items[1], shop.items[2], shop.items[0]]
        try app.flush()
        assertLastFrame(app, [.move(9, parent: 8, before: nil), .move(15, parent: 8, before: 11)])
        XCTAssertEqual(try app.findAll("li").map(\.serial), [items[3], items[1], items[2], items[0]].map(\.serial), "the page's items, moved")
    }

    func testCopiesOfATemplateAreTakenWithTheirTextsAndEvents() throws {
        let shop = Shop([Item(1, "one"), Item(2, "two"), Item(3, "three")])
        @NodeBuilder func rows() -> NodeList {
            table { tbody { for item in shop.items { component(ObjectIdentifier(item), key: .int(item.id)) { _ in row(item) } } } }
        }
        let page = try StaticHTML.render(rows)
        let app = try TestApp(prerendered: page, view: rows)
        XCTAssertEqual(app.frames[0].filter { if case .copyTemplate = $0 { return true }; return false }.count, 2, "two rows are copies")
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 2 + 3 * 7, created: 0, removed: 0))
        XCTAssertEqual(app.reports, [])
        let plain = try TestApp(view: rows)
        assertHTML(app, plain.html)

        try app.click(app.findAll("a")[2])
        XCTAssertEqual(shop.items[2].label, "three!", "a copy taken forwards its template's events")
        XCTAssertEqual(try app.findAll("a").map(\.textContent), ["» one", "» two", "» three!"])
        shop.items.append(Item(4, "four"))
        try app.flush()
        try plain.flush()
        assertHTML(app, plain.html, "a later copy is made from a template without the page's own attributes")
    }

    /// SVG and MathML are read into their namespaces, with their names' case, and taken as any element.
    func testSVGAndMathMLAreTakenInTheirNamespaces() throws {
        @NodeBuilder func figure() -> NodeList {
            div {
                SVG.svg {
                    SVG.use().attribute("xlink:href", "#dot")
                    SVG.foreignObject { p { "HTML again" } }
                }
                .attribute("viewBox", "0 0 10 10")
                element("math") { element("mi") { "x" } }
            }
        }
        let page = try StaticHTML.render(figure)
        XCTAssertEqual(page.html, ##"<div><svg viewBox="0 0 10 10"><use xlink:href="#dot"></use><foreignObject><p>HTML again</p>"##
            + "</foreignObject></svg><math><mi>x</mi></math></div>")
        let app = try TestApp(prerendered: page, view: figure)
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 9, created: 0, removed: 0))
        XCTAssertEqual(app.reports, [])
        XCTAssertEqual(try app.element("use").attribute("href", namespace: "http://www.w3.org/1999/xlink"), "#dot")
        XCTAssertEqual(try app.findAll("*").map { "\($0.localName) \($0.namespace)" },
                       ["div html", "svg svg", "use svg", "foreignObject svg", "p html", "math mathML", "mi mathML"])
    }

    func testTheAttributesThePageAloneNeededGoAndTheControlsKeepTheirState() throws {
        let shop = Shop([])
        @NodeBuilder func form() -> NodeList {
            VDOM.form {
                input().id("name").value(shop.$name)
                input().type("checkbox").checked(shop.$agrees)
                select { option { "S" }.attribute("value", "s"); option { "M" }.attribute("value", "m") }.value(shop.$size)
                textarea().value(shop.$note)
                input().type("submit").attribute("value", "Send")
            }
        }
        let page = try StaticHTML.render(form)
        XCTAssertEqual(page.html, #"<form><input id="name" value="Ada" data-vdom-on="input compositionend">"#
            + #"<input type="checkbox" checked data-vdom-on="change"><select data-vdom-on="input compositionend">"#
            + #"<option value="s">S</option><option value="m" selected>M</option></select>"#
            + "<textarea data-vdom-on=\"input compositionend\">two\nlines</textarea><input type=\"submit\" value=\"Send\"></form>")
        let app = try TestApp(prerendered: page, view: form)
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 10, created: 0, removed: 0))
        XCTAssertEqual(app.html, #"<form><input id="name"><input type="checkbox"><select><option value="s">S</option>"#
            + #"<option value="m">M</option></select><textarea></textarea><input type="submit" value="Send"></form>"#,
            "the frame's value of the submit button stays")
        XCTAssertEqual(try app.element("#name").value, "Ada")
        XCTAssertTrue(try app.element("[type=checkbox]").checked)
        XCTAssertEqual(try app.element("select").value, "m")
        XCTAssertEqual(try app.element("textarea").value, "two\nlines")
        XCTAssertEqual(app.reports, [])
        assertHydrates(form)
    }

    /// A component's `onAppear` and `task` run once after the adopting frame, as after a mount, and its
    /// transition plays no enter: the element was already on screen.
    func testAppearAndTaskRunOnceAfterHydrationAndNoEnterPlays() throws {
        var appeared = 0, started = 0
        @NodeBuilder func view() -> NodeList {
            main {
                component { p { "hello" }.transition(Transition("fade")) }
                    .onAppear { appeared += 1 }
                    .task { started += 1; return Cancellation {} }
            }
        }
        let page = try StaticHTML.render(view)
        XCTAssertEqual([appeared, started], [1, 1], "the static render mounts the view once too")
        let app = try TestApp(prerendered: page, view: view)
        XCTAssertEqual([appeared, started], [2, 2])
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 3, created: 0, removed: 0))
        XCTAssertEqual(app.html, "<main><p>hello</p></main>", "no enter classes")
        XCTAssertEqual(app.frames.count, 1)
    }
}
