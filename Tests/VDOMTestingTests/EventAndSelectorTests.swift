import Observing
import VDOM
import VDOMTesting
import XCTest

/// Dispatch on a bare DOM and renderer, and the selectors tests find elements with.
final class EventAndSelectorTests: XCTestCase {
    private var calls: [String] = []

    /// `<form><label><input></label></form>`, each listening for `input`, `focus` and `click`.
    private func setUp(_ dom: TestDOM) throws -> Renderer {
        let renderer = Renderer(scheduler: Scheduler()) { frame in try! dom.apply(frame.patches) }
        dom.renderer = renderer
        func log(_ name: String) -> (inout DOMEvent) -> Void {
            { [unowned self] event in self.calls.append("\(name) \(event.name) \(event.value ?? "-") \(event.checked.map { "\($0)" } ?? "-")") }
        }
        try renderer.mount {
            form {
                label {
                    input().type("checkbox").on(.input, log("input")).on(.focus, log("input")).on(.click, log("input"))
                }.on(.input, log("label")).on(.focus, log("label"))
            }.on(.input, log("form")).on(.click, log("form"))
        }
        return renderer
    }

    func testEventsCarryTheTargetsValueAndCheckedAndBubble() throws {
        let dom = TestDOM()
        let renderer = try setUp(dom)
        let box = try dom.element("input")
        try dom.setChecked(true, box)
        XCTAssertEqual(calls, ["input input on true", "label input on true", "form input on true"])
        withExtendedLifetime(renderer) {}
    }

    func testNonBubblingEventsStopAtTheTarget() throws {
        let dom = TestDOM()
        let renderer = try setUp(dom)
        dom.focus(try dom.element("input"))
        dom.dispatch(.focus, at: try dom.element("label"))
        XCTAssertEqual(calls, ["input focus on false", "label focus - -"])
        withExtendedLifetime(renderer) {}
    }

    func testADispatchedEventIsReturnedAsHandlersLeftIt() throws {
        let dom = TestDOM()
        let renderer = try setUp(dom)
        let event = dom.dispatch(DOMEvent(.click, key: "x"), at: try dom.element("input"))
        XCTAssertEqual(event.key, "x")
        XCTAssertFalse(event.isPropagationStopped)
        XCTAssertEqual(calls, ["input click - -", "form click - -"])
        withExtendedLifetime(renderer) {}
    }

    /// The snapshot has a `value` wherever the browser's target has a string `value`: a button's is its
    /// attribute, an output's its text; a `<div>` or an `<li>` (whose `value` is a number) has none.
    func testTheSnapshotHasAValueWhereTheTargetHasAStringValue() throws {
        let dom = TestDOM()
        try dom.apply([
            .createElement(1, tag: "button", namespace: .html), .setAttribute(1, name: "value", value: "7", namespace: nil),
            .createElement(2, tag: "output", namespace: .html), .createText(3, "12"), .insert(3, parent: 2, before: nil),
            .createElement(4, tag: "div", namespace: .html), .createElement(5, tag: "li", namespace: .html),
            .createElement(6, tag: "data", namespace: .html), .createElement(7, tag: "span", namespace: .html),
            .setProperty(7, name: "value", value: .string("set")),
        ])
        let values = ([1, 2, 4, 5, 6, 7] as [NodeID]).map { dom.event(.click, at: dom.node($0)!).value }
        XCTAssertEqual(values, ["7", "12", nil, nil, "", "set"])
    }

    /// A dialog's `close` and `cancel`, and `scrollend` and `beforetoggle`, do not bubble, as Chromium fires them.
    func testEventsThatDoNotBubble() {
        XCTAssertEqual(["close", "cancel", "scrollend", "beforetoggle", "focusout", "click"].map { EventName($0).bubbles },
                       [false, false, false, false, true, true])
    }

    func testWithoutARendererNothingIsCalled() throws {
        let dom = TestDOM()
        _ = try mount("button", in: dom, [.addListener(1, event: .click)])
        XCTAssertFalse(dom.click(dom.node(1)!).isPropagationStopped)
    }

    func testTypingAppendsCharacterByCharacter() throws {
        let dom = TestDOM()
        let renderer = Renderer(scheduler: Scheduler()) { frame in try! dom.apply(frame.patches) }
        dom.renderer = renderer
        try renderer.mount { input().value("a").on(.input) { [unowned self] (event: inout DOMEvent) in self.calls.append(String(event.value ?? "")) } }
        try dom.type("bc", into: dom.element("input"))
        try dom.type("", into: dom.element("input"), replacing: true)
        XCTAssertEqual(calls, ["ab", "abc", ""])
    }

    // MARK: Selectors

    private func page() throws -> TestApp {
        try TestApp {
            main {
                ul {
                    li { a { "one" }.class("link first") }.class("item").id("i1")
                    li { a { "two" }.class("link") }.class("item done").attribute("data-state", "done")
                }.class("todo")
                input().type("text").name("q")
                SVG.svg { SVG.circle().class("dot") }
            }
        }
    }

    func testSelectors() throws {
        let app = try page()
        func texts(_ selector: String) throws -> [String] { try app.findAll(selector).map { $0.textContent } }
        XCTAssertEqual(try texts("li"), ["one", "two"])
        XCTAssertEqual(try texts("#i1"), ["one"])
        XCTAssertEqual(try texts(".item.done"), ["two"])
        XCTAssertEqual(try texts("li.item#i1 a.link"), ["one"])
        XCTAssertEqual(try texts("[data-state=done]"), ["two"])
        XCTAssertEqual(try texts(#"[data-state="done"] .link"#), ["two"])
        XCTAssertEqual(try texts("ul > li > a"), ["one", "two"])
        XCTAssertEqual(try texts("main > a"), [])
        XCTAssertEqual(try texts("main a.first"), ["one"])
        XCTAssertEqual(try app.findAll("input[type=text][name=q]").count, 1)
        XCTAssertEqual(try app.findAll("[data-state]").count, 1)
        XCTAssertEqual(try app.findAll("LI").count, 2, "HTML tags match in any case")
        XCTAssertEqual(try app.findAll("svg .dot").map { $0.tag }, ["circle"])
        XCTAssertEqual(try app.findAll("*").count, 9)
        XCTAssertEqual(try app.findAll("div").count, 0, "the container is not part of the page")
        XCTAssertNil(try app.find("table"))
    }

    func testInvalidSelectors() throws {
        let app = try page()
        for (selector, reason) in [("", "it is empty"), ("li >", "a \">\" needs a selector on each side"), ("[x", "expected \"]\""),
                                   ("#", "expected an id after \"#\""), ("a,b", "unexpected \",\""), (#"[x="y]"#, "unterminated quoted value")] {
            XCTAssertThrowsError(try app.findAll(selector)) { error in
                XCTAssertEqual(error as? TestingError, .invalidSelector(selector, reason: reason))
            }
        }
    }
}
