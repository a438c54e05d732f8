import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Order {
    @Editable var item: Text = ""
    @Editable var gift = false
    @Editable var isEditing = false
    var added: [Text] = []
    var sent = 0
}

private func orderPage(_ order: Order) -> Element {
    main {
        form {
            input().id("item").value(order.$item).focused(order.$isEditing)
            input().id("gift").type("checkbox").checked(order.$gift)
            button { "Add" }.type("button").on(.click) { order.added.append(order.item) }
        }
        .on(.submit) { order.sent += 1 }
        a { "Help" }.href("/help")
    }
}

/// What a person does on a pre-rendered page before its module starts is kept as the page's recorder
/// keeps it (the clicks and submits the app will take prevented, the rest taking their course), and
/// reaches the app once the first frame adopted the page.
final class ReplayTests: XCTestCase {
    private func started(_ order: Order, html: ((String) -> String)? = nil, before: (TestDOM) throws -> Void) throws -> TestApp {
        let page = try StaticHTML.render { orderPage(order) }
        let edited = StaticPage(html: html.map { $0(page.html) } ?? page.html, reports: [])
        return try TestApp(prerendered: edited, before: before) { orderPage(order) }
    }

    func testAValueTypedBeforeTheModuleIsKeptAndReachesTheModelThroughItsBinding() throws {
        let order = Order()
        var field: TestNode?
        let app = try started(order) { dom in
            field = try dom.element("#item")
            try dom.type("tea", into: field!)
        }
        XCTAssertEqual(app.dom.eventsBeforeStart.map(\.description), ["input <input>", "input <input>", "input <input>"])
        XCTAssertEqual(order.item, "tea", "one input, with the value the field has now")
        XCTAssertTrue(try app.element("#item") === field, "the field typed into is the app's")
        XCTAssertEqual(field?.value, "tea")
        XCTAssertEqual(app.html, try TestApp { orderPage(order) }.html)
        XCTAssertEqual(app.frames.count, 2, "the first frame, then the model's answer")
    }

    func testAFieldTheBrowserFilledInWithoutAnEventIsHeardAsOneInput() throws {
        let order = Order()
        let app = try started(order) { dom in dom.userSet("value", to: .string("restored"), of: try dom.element("#item")) }
        XCTAssertEqual(app.dom.eventsBeforeStart.map(\.description), [])
        XCTAssertEqual(order.item, "restored")
        XCTAssertEqual(app.reports, [])
    }

    /// The first control's event renders the form again, with the model's state for the second: the second
    /// still gets the person's state back before its own event.
    func testTwoControlsEditedInOneViewEachReachTheModel() throws {
        let order = Order()
        let app = try started(order) { dom in
            try dom.type("tea", into: try dom.element("#item"))
            dom.userSet("checked", to: .bool(true), of: try dom.element("#gift"))
        }
        XCTAssertEqual(order.item, "tea")
        XCTAssertTrue(order.gift)
        XCTAssertEqual(try app.element("#item").value, "tea")
        XCTAssertTrue(try app.element("#gift").checked)
    }

    func testABoxTheBrowserTickedWithoutAnEventIsHeardAsOneChange() throws {
        let order = Order()
        let app = try started(order) { dom in dom.userSet("checked", to: .bool(true), of: try dom.element("#gift")) }
        XCTAssertTrue(order.gift)
        XCTAssertTrue(try app.element("#gift").checked)
    }

    func testTheFocusStaysWhereThePersonPutItAndTheModelHearsOfIt() throws {
        let order = Order()
        var field: TestNode?
        let app = try started(order) { dom in
            field = try dom.element("#item")
            dom.focus(field!)
        }
        XCTAssertTrue(app.dom.focused === field)
        XCTAssertEqual(app.dom.eventsBeforeStart.map(\.description), ["focus <input>"])
        XCTAssertTrue(order.isEditing, "the focus event, replayed")
        XCTAssertEqual(try app.element("#item").calledMethods, [], "the focus was not moved again")
    }

    func testAClickTheAppTakesIsPreventedThenReplayedOnce() throws {
        let order = Order()
        var click: DOMEvent?
        let app = try started(order) { dom in
            try dom.type("tea", into: try dom.element("#item"))
            click = dom.click(try dom.element("button"))
        }
        XCTAssertEqual(click?.isDefaultPrevented, true)
        XCTAssertEqual(app.dom.eventsBeforeStart.map(\.description).suffix(2), ["focus <button>", "click <button> (prevented)"])
        XCTAssertEqual(order.added, ["tea"], "the typing first, then the click")
    }

    func testEnterInAFormTheAppTakesSubmitsNothingAndIsReplayed() throws {
        let order = Order()
        let app = try started(order) { dom in
            dom.press("Enter", at: try dom.element("#item"))
            XCTAssertEqual(dom.navigations, [], "the submit was prevented")
        }
        XCTAssertEqual(app.dom.eventsBeforeStart.map(\.description), ["keydown <input> Enter", "submit <form> (prevented)"])
        XCTAssertEqual(order.sent, 1)
    }

    /// A form whose button is disabled until its field is filled: Enter before the module submits nothing
    /// then (the button was disabled), and submits once the app has heard what was typed.
    func testEnterInAFormWhoseButtonWasDisabledUntilTheModuleSubmitsLate() throws {
        let order = Order()
        @NodeBuilder func search() -> NodeList {
            form {
                input().id("item").value(order.$item)
                button { "Search" }.disabled(order.item.isEmpty)
            }
            .on(.submit) { order.sent += 1 }
        }
        let page = try StaticHTML.render(search)
        let app = try TestApp(prerendered: page, before: { dom in
            let field = try dom.element("#item")
            try dom.type("tea", into: field)
            dom.press("Enter", at: field)
            XCTAssertEqual(dom.navigations, [])
        }, view: search)
        XCTAssertEqual(app.dom.eventsBeforeStart.map(\.description).suffix(1), ["keydown <input> Enter"], "no submit then")
        XCTAssertEqual(order.item, "tea")
        XCTAssertEqual(order.sent, 1, "sent once the button is enabled")
        XCTAssertEqual(app.dom.navigations, [])
    }

    func testAPlainLinkIsNotPrevented() throws {
        let order = Order()
        var click: DOMEvent?
        let app = try started(order) { dom in click = dom.click(try dom.element("a")) }
        XCTAssertEqual(click?.isDefaultPrevented, false)
        XCTAssertEqual(app.dom.eventsBeforeStart.map(\.description), ["focus <a>", "click <a>"])
        XCTAssertEqual(app.reports, [])
    }

    func testAClickOnAnElementTheAdoptionReplacedIsReportedNotReplayed() throws {
        let order = Order()
        let app = try started(order, html: {
            $0.replacingOccurrences(of: #"<button type="button" data-vdom-on="click">Add</button>"#,
                                    with: #"<span data-vdom-on="click">Add</span>"#)
        }) { dom in dom.click(try dom.element("span")) }
        XCTAssertEqual(app.reports, [
            Report(.hydrationMismatch, "hydration repaired main > form:nth-child(1) > button:nth-child(3): expected <button>, found <span>"),
            Report(.ignoredEvent, "a click on <span> made before the app started was not replayed: hydration replaced the element"),
        ])
        XCTAssertEqual(order.added, [])
    }
}
