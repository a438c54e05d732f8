import JavaScript
import Observing
import VDOM
import VDOMTesting
import XCTest

/// What `TestApp`'s actions put in an event for forms, as the page does: each edit's `inputType`, the
/// target's `validity` as Chromium works it out, and a custom event's `detail`.
final class FormEventTests: XCTestCase {
    private var seen: [String] = []

    /// Records each event's input type and validity flags.
    private func record(_ event: inout DOMEvent) {
        let flags: [(String, DOMEvent.Validity)] = [
            ("valueMissing", .valueMissing), ("typeMismatch", .typeMismatch), ("patternMismatch", .patternMismatch),
            ("tooLong", .tooLong), ("tooShort", .tooShort), ("rangeUnderflow", .rangeUnderflow),
            ("rangeOverflow", .rangeOverflow), ("stepMismatch", .stepMismatch), ("badInput", .badInput),
            ("customError", .customError), ("valid", .valid),
        ]
        let validity = flags.filter { event.validity.contains($0.1) }.map(\.0).joined(separator: "+")
        seen.append("\(event.inputType?.description ?? "-") \(event.value.map { String($0) } ?? "-") \(validity)")
    }

    private func field(_ element: Element) throws -> TestApp {
        try TestApp { element.on(.input) { [unowned self] event in record(&event) } }
    }

    func testTypingSendsInsertTextAndWhatTheEmailFieldFails() throws {
        let app = try field(input().type("email").attribute("required", present: true))
        try app.type("a@b", into: "input")
        try app.input("", into: "input", as: .deleteContentBackward)
        try app.input("x@y.z, w", into: "input")
        XCTAssertEqual(seen, [
            "insertText a typeMismatch", "insertText a@ typeMismatch", "insertText a@b valid",
            "deleteContentBackward  valueMissing", "insertFromPaste x@y.z, w typeMismatch",
        ])
    }

    /// A read-only or disabled field (by itself or its fieldset) takes no typing: nothing changes and no
    /// event is sent, as in the browser.
    func testAReadOnlyOrDisabledFieldTakesNoTyping() throws {
        let app = try TestApp {
            div {
                input().attribute("readonly", present: true).attribute("value", "fixed").id("read-only")
                    .on(.input) { [unowned self] event in record(&event) }
                fieldset { input().id("locked").on(.input) { [unowned self] event in record(&event) } }
                    .attribute("disabled", present: true)
            }
        }
        try app.type("x", into: "#read-only")
        try app.input("y", into: "#locked")
        try app.compose("z", in: "#locked")
        XCTAssertEqual(try app.findAll("input").map(\.shownText), ["fixed", ""])
        XCTAssertEqual(seen, [])
    }

    func testANumberFieldsRangeStepAndTextThatIsNoNumber() throws {
        let app = try field(input().type("number").attribute("min", "1").attribute("max", "10").attribute("step", "2"))
        try app.type("12", into: "input")
        try app.type("-", into: "input", replacing: true)
        XCTAssertEqual(seen, [
            "insertText 1 valid", "insertText 12 rangeOverflow+stepMismatch",
            "deleteContentBackward  valid", "insertText  badInput",
        ])
    }

    /// `maxlength` and `minlength` judge only what the user typed, as browsers do: a value the app wrote
    /// is never too long.
    func testLengthsCountOnlyAfterTheUsersEdit() throws {
        let app = try field(input().attribute("maxlength", "3").attribute("minlength", "2").property("value", .string("abcd")))
        XCTAssertEqual(app.dom.event(.input, at: try app.element("input")).validity, .valid, "written by the app")
        try app.type("e", into: "input")
        try app.input("é", into: "input")
        try app.input("", into: "input", as: .deleteByCut)
        XCTAssertEqual(seen, ["insertText abcde tooLong", "insertFromPaste é tooShort", "deleteByCut  valid"])
    }

    /// Each control's `required`, and the attributes that apply to text.
    func testTheValidityOfEachControl() throws {
        let app = try TestApp {
            form {
                input().type("checkbox").attribute("required", present: true).id("box")
                input().type("radio").name("size").attribute("required", present: true).id("small")
                input().type("radio").name("size").id("large")
                select {
                    option { "Pick one" }.attribute("value", "")
                    option { "Tea" }
                }.attribute("required", present: true).id("drink")
                select {
                    option { "Tea" }
                }.attribute("required", present: true).attribute("multiple", present: true).id("drinks")
                textarea().attribute("required", present: true).id("note")
                input().attribute("required", present: true).attribute("readonly", present: true).id("fixed")
                input().attribute("required", present: true).disabled(true).id("off")
                input().type("url").property("value", .string("example.com")).id("site")
                input().type("url").property("value", .string("https://example.com")).id("good-site")
                input().attribute("pattern", "[0-9]{3}").property("value", .string("12a")).id("code")
                input().type("date").attribute("min", "2024-01-01").property("value", .string("2023-12-31")).id("day")
                input().type("number").attribute("value", "1.5").property("value", .string("2.5")).id("count")
                input().type("number").attribute("step", "0.1").property("value", .string("0.3")).id("tenths")
                button { "Send" }.id("send")
                div {}.id("plain")
            }
        }
        func validity(_ id: String) throws -> DOMEvent.Validity { app.dom.event(.change, at: try app.element("#\(id)")).validity }
        XCTAssertEqual(try validity("box"), .valueMissing)
        XCTAssertEqual(try validity("large"), .valueMissing, "a group with a required radio and none checked")
        XCTAssertEqual(try validity("drink"), .valueMissing, "the placeholder selected")
        XCTAssertEqual(try validity("drinks"), .valueMissing, "none selected")
        XCTAssertEqual(try validity("note"), .valueMissing)
        XCTAssertEqual(try validity("fixed"), .valid, "a read-only field is never missing")
        XCTAssertEqual(try validity("off"), .valid, "nor a disabled one")
        XCTAssertEqual(try validity("site"), .typeMismatch)
        XCTAssertEqual(try validity("good-site"), .valid)
        XCTAssertEqual(try validity("code"), .patternMismatch)
        XCTAssertEqual(try validity("day"), .rangeUnderflow)
        XCTAssertEqual(try validity("count"), .valid, "the steps count from the value attribute")
        XCTAssertEqual(try validity("tenths"), .valid, "in decimal")
        XCTAssertEqual(try validity("send"), .valid)
        XCTAssertEqual(try validity("plain"), [], "a div has no validity")
        try app.check("#small")
        try app.choose("Tea", in: "#drink")
        XCTAssertEqual([try validity("large"), try validity("drink")], [.valid, .valid])
    }

    func testAComposingInputSaysSo() throws {
        let app = try field(input())
        try app.compose("に", in: "input")
        XCTAssertEqual(seen, ["insertCompositionText に valid"])
    }

    /// A widget's own event, listened for by its name, with the detail it carries.
    func testACustomEventsDetailReachesItsHandler() throws {
        var details: [JSValue?] = []
        let app = try TestApp {
            div {}.on("rating-change") { event in details.append(event.detail) }
        }
        try app.dispatch("rating-change", at: "div", detail: [4, "stars", nil])
        try app.dispatch("rating-change", at: "div")
        XCTAssertEqual(details, [.list([.number(4), .string("stars"), .null]), nil])
    }
}
