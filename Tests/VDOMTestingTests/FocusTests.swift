import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Fields {
    @Observed var focusFirst = false
    @Observed var focusSecond = false
    @Observed var blurSecond = false
    @Observed var left = ""
    var log: [String] = []
}

/// Two fields in a form; each logs its focus events and the form logs `focusin`/`focusout`, with the
/// text of `#left` as the DOM shows it when the handler runs. A field's blur writes its id to `left`.
private func fieldsView(_ fields: Fields, app: @escaping () -> TestApp?) -> Element {
    func log(_ what: String) -> () -> Void {
        { fields.log.append("\(what) [\((try? app()?.find("#left")?.textContent) ?? nil ?? "")]") }
    }
    return form {
        input().id("a").call("focus", when: fields.focusFirst)
            .on(.focus, log("a focus")).on(.blur) { fields.left = "a"; log("a blur")() }
        input().id("b").call("focus", when: fields.focusSecond).call("blur", when: fields.blurSecond)
            .on(.focus, log("b focus")).on(.blur) { fields.left = "b"; log("b blur")() }
        p { fields.left }.id("left")
        button { span { "Go" } }.type("button").id("go")
        button { "Off" }.id("off").disabled(true)
        div { "Card" }.id("card").attribute("tabindex", "0")
        a { "Link" }.id("link").attribute("href", "#x")
        p { "Text" }.id("text")
    }.on("focusin", log("form focusin")).on("focusout", log("form focusout"))
}

/// Focus moves as in Chromium: the element losing it gets `blur`, then `focusout`; the one gaining it
/// `focus`, then `focusin`. A user's action applies each handler's frame before the next event; a frame's
/// method call, made within the flush that sent the frame, gets its handlers' frames after the flush.
final class FocusTests: XCTestCase {
    private func mounted() throws -> (TestApp, Fields) {
        let fields = Fields()
        var app: TestApp?
        app = try TestApp { fieldsView(fields) { app } }
        return (app!, fields)
    }

    func testAFocusCallBlursTheFocusedElementFirst() throws {
        let (app, fields) = try mounted()
        fields.focusFirst = true
        try app.flush()
        XCTAssertEqual(fields.log, ["a focus []", "form focusin []"])
        fields.log = []
        fields.focusSecond = true
        try app.flush()
        // Within the frame's flush, as in the browser, the handlers' frames come once the events are done.
        XCTAssertEqual(fields.log, ["a blur []", "form focusout []", "b focus []", "form focusin []"])
        XCTAssertTrue(app.dom.focused === (try app.element("#b")))
        XCTAssertEqual(try app.element("#left").textContent, "a")
    }

    func testABlurCallBlursOnlyTheFocusedElement() throws {
        let (app, fields) = try mounted()
        try app.focus("#a")
        fields.log = []
        fields.blurSecond = true
        try app.flush()
        XCTAssertEqual(fields.log, [])
        XCTAssertTrue(app.dom.focused === (try app.element("#a")))

        try app.focus("#b")
        fields.log = []
        fields.blurSecond = false
        try app.flush()
        fields.blurSecond = true
        try app.flush()
        XCTAssertEqual(fields.log, ["b blur [a]", "form focusout [a]"])
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(try app.element("#left").textContent, "b")
    }

    func testTheFocusActionBlursThePreviousElementAndDoesNothingTwice() throws {
        let (app, fields) = try mounted()
        try app.focus("#a")
        try app.focus("#b")
        try app.focus("#b")
        // A user's action: each handler's frame is applied before the next event.
        XCTAssertEqual(fields.log, ["a focus []", "form focusin []", "a blur []", "form focusout [a]", "b focus [a]",
                                    "form focusin [a]"])
        try app.blur("#a")
        XCTAssertTrue(app.dom.focused === (try app.element("#b")))
        XCTAssertEqual(fields.log.count, 6)
    }

    /// A click focuses its target or the nearest focusable ancestor, else takes the focus away.
    func testAClickMovesTheFocusAsAPressOfTheMouseDoes() throws {
        let (app, _) = try mounted()
        try app.click("#go span")
        XCTAssertTrue(app.dom.focused === (try app.element("#go")))
        try app.click("#card")
        XCTAssertTrue(app.dom.focused === (try app.element("#card")))
        try app.click("#link")
        XCTAssertTrue(app.dom.focused === (try app.element("#link")))
        try app.click("#a")
        XCTAssertTrue(app.dom.focused === (try app.element("#a")))
        try app.click("#off")
        XCTAssertNil(app.dom.focused)
        try app.click("#b")
        try app.click("#text")
        XCTAssertNil(app.dom.focused)
    }
}
