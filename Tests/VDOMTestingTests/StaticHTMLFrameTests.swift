@_spi(Frames) import DOMBridge
import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Order {
    @Editable var name: Text = "Ada"
    @Editable var gift = true
}

/// The page build's pre-render (`vdom-prerender`): the first frame's bytes, as the app's product writes
/// them, applied to a DOM of their own and written as HTML, are the page ``StaticHTML/render(_:)`` writes.
final class StaticHTMLFrameTests: XCTestCase {
    func testTheFirstFramesBytesWriteTheRenderedPage() throws {
        let order = Order()
        let rendered = try StaticHTML.render { orderView(order) }
        let app = try TestApp { orderView(order) }
        let dom = TestDOM()
        var reports: [Report] = []
        dom.onReport = { reports.append($0) }
        var bytes = FrameBytes()
        try dom.apply(frame: bytes.encode(app.frames[0]))

        let page = try StaticHTML.page(of: dom, reports: reports)
        XCTAssertEqual(page, rendered)
        XCTAssertEqual(page.reports.map(\.kind), [.refusedValue], "the URL written inert")
        XCTAssertTrue(page.html.contains(#"<div class="card"></div>"#), "a representable's inside is left to its code")
        XCTAssertTrue(page.html.hasPrefix("<main><h1>Order<!----> for you</h1>"),
                      "no style attribute, which a page's CSP refuses: the first frame sets styles through the CSSOM")
        let styled = try TestApp { p { "x" }.style("width", "3ch") }
        XCTAssertEqual(try StaticHTML.page(of: styled).html, "<p>x</p>")
        XCTAssertNil(try StaticHTML.difference(between: StaticHTML.page(of: styled), and: styled))
    }

    func testMarkupTheParserWouldRewriteIsRefused() throws {
        let app = try TestApp { p { div { "b" } } }
        let dom = TestDOM()
        var bytes = FrameBytes()
        try dom.apply(frame: bytes.encode(app.frames[0]))
        XCTAssertThrowsError(try StaticHTML.page(of: dom, reports: [])) { error in
            XCTAssertEqual("\(error)", "p > div: <div> inside <p>: the parser ends the paragraph before it")
        }
    }
}

private func orderView(_ order: Order) -> Element {
    main {
        h1 { "Order"; " for you" }.style("width", "3ch")
        input().value(order.$name)
        input().type("checkbox").checked(order.$gift)
        a { "help" }.href("javascript:help()")
        button { "Send" }.on(.click) {}
        Caption().class("card")
    }
}

private struct Caption: ElementRepresentable {
    func make(_ element: DOMElement, context: RepresentableContext<Void>) throws(JSError) {
        element.append(context.document.element("b", text: "made by code"))
    }
}
