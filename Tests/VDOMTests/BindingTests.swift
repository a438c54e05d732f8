import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Form {
    @Editable var name: Text = ""
    @Observed private(set) var count = 5
    @Editable var agreed = false
    @Editable var note: Text = ""
    /// Counts stay within -99...99: a value outside is refused.
    func setCount(_ value: Int) {
        if (-99...99).contains(value) { count = value }
    }
}

/// A name field, a count field, a checkbox and a note that nothing binds: #1 div, #2 name, #3 count,
/// #4 checkbox, #5 the note's paragraph, #6 its text.
private func formView(_ form: Form, name: Binding<Text>? = nil) -> Element {
    div {
        input().id("name").value(name ?? form.$name)
        input().id("count").value(Binding(get: { form.count }, set: form.setCount))
        input().type("checkbox").id("agreed").checked(form.$agreed)
        p { form.note }
    }
}

final class BindingTests: XCTestCase {
    func testTheFieldsShowTheModelAndListenForTheirEvents() throws {
        let form = Form()
        form.name = "Ada"
        let app = try TestApp { formView(form) }
        XCTAssertEqual(try app.element("#name").value, "Ada")
        XCTAssertEqual(try app.element("#count").value, "5")
        assertHTML(app, #"<div><input id="name"><input id="count"><input type="checkbox" id="agreed"><p></p></div>"#)
        XCTAssertEqual(app.lastFrame.filter { if case .addListener = $0 { true } else { false } },
                       [.addListener(2, event: .input), .addListener(2, event: .compositionEnd),
                        .addListener(3, event: .input), .addListener(3, event: .compositionEnd), .addListener(4, event: .change)],
                       "a text binding also hears an input method commit its text")
    }

    func testTypingWritesTheModelAndTheRenderWritesNothingNew() throws {
        let form = Form()
        let app = try TestApp { formView(form) }
        try app.type("Al", into: "#name")
        XCTAssertEqual(form.name, "Al")
        assertPatches(app.lastFrame, [
            .setProperty(4, name: "checked", value: .bool(false)),
            .setProperty(3, name: "value", value: .string("5")),
            .setProperty(2, name: "value", value: .string("Al")),
        ])
        XCTAssertEqual(try app.element("#name").value, "Al")
    }

    func testAValueTheModelTransformsIsShownTransformed() throws {
        let form = Form()
        let upper = Binding(get: { form.name }, set: { form.name = Text($0.description.uppercased()) })
        let app = try TestApp { formView(form, name: upper) }
        try app.type("ab", into: "#name")
        XCTAssertEqual(form.name, "AB")
        XCTAssertEqual(try app.element("#name").value, "AB")
        XCTAssertEqual(app.lastFrame.last, .setProperty(2, name: "value", value: .string("AB")))
    }

    func testAValueTheModelRefusesIsPutBack() throws {
        let form = Form()
        let app = try TestApp { formView(form) }
        try app.input("150", into: "#count")
        XCTAssertEqual(form.count, 5)
        XCTAssertEqual(try app.element("#count").value, "5", "put back after the event")
        XCTAssertEqual(app.frames.count, 1, "nothing changed, so nothing rendered")
    }

    func testTextThatDoesNotParseStaysAndLeavesTheModel() throws {
        let form = Form()
        let app = try TestApp { formView(form) }
        try app.input("", into: "#count")
        XCTAssertEqual(try app.element("#count").value, "")
        try app.type("-", into: "#count")
        XCTAssertEqual(try app.element("#count").value, "-")
        XCTAssertEqual(form.count, 5)
        XCTAssertEqual(app.frames.count, 1)

        // A render of the field for another reason writes the text the user left.
        form.note = "draft"
        try app.flush()
        assertPatches(app.lastFrame, [
            .setText(6, "draft"),
            .setProperty(4, name: "checked", value: .bool(false)),
            .setProperty(3, name: "value", value: .string("-")),
            .setProperty(2, name: "value", value: .string("")),
        ])
        XCTAssertEqual(try app.element("#count").value, "-")

        try app.type("7", into: "#count")
        XCTAssertEqual(form.count, -7)
        XCTAssertEqual(try app.element("#count").value, "-7")
    }

    func testAnIntegerWrittenAnotherWayStaysUntilTheModelChanges() throws {
        let form = Form()
        let app = try TestApp { formView(form) }
        try app.input("05", into: "#count")
        XCTAssertEqual(form.count, 5)
        XCTAssertEqual(try app.element("#count").value, "05")
        try app.input("007", into: "#count")
        XCTAssertEqual(form.count, 7)
        XCTAssertEqual(try app.element("#count").value, "007")
        assertPatches(app.lastFrame, [
            .setProperty(4, name: "checked", value: .bool(false)),
            .setProperty(3, name: "value", value: .string("007")),
            .setProperty(2, name: "value", value: .string("")),
        ])

        form.setCount(8)
        try app.flush()
        XCTAssertEqual(try app.element("#count").value, "8", "the model's new value replaces the text")
        form.note = "again"
        try app.flush()
        XCTAssertEqual(try app.element("#count").value, "8")
    }

    /// Emptying the field keeps `""` over the model's 5; typing the model's own text then leaves the
    /// model as it is and renders nothing, and the field shows what was typed, not the emptied text.
    func testTheModelsOwnTextTypedOverKeptTextStays() throws {
        let form = Form()
        let app = try TestApp { formView(form) }
        try app.input("", into: "#count")
        try app.type("5", into: "#count")
        XCTAssertEqual(try app.element("#count").value, "5")
        try app.type("3", into: "#count")
        XCTAssertEqual(form.count, 53)
        XCTAssertEqual(try app.element("#count").value, "53")

        try app.input("053", into: "#count")
        try app.input("53", into: "#count")
        XCTAssertEqual(try app.element("#count").value, "53", "the zero deleted stays deleted")
        XCTAssertEqual(app.frames.count, 2, "the model did not change after 53")
    }

    /// Bad input (`53e`, which a number field reports as `""`) is kept; deleting the `e` gives the model's
    /// own text back, which stays in the field rather than the `""` kept for the bad input.
    func testTheModelsOwnTextTypedOverBadInputStays() throws {
        let form = Form()
        let app = try TestApp { input().type("number").id("count").value(Binding(get: { form.count }, set: form.setCount)) }
        try app.type("3", into: "#count")
        try app.type("e", into: "#count")
        let field = try app.element("#count")
        XCTAssertEqual([field.value, field.shownText], ["", "53e"])
        try app.input("53", into: "#count", as: .deleteContentBackward)
        XCTAssertEqual(field.value, "53")
        XCTAssertEqual(form.count, 53)
        XCTAssertEqual(app.frames.count, 2, "the mount and 53: neither the bad input nor its deletion renders")
    }

    func testAModelChangeReplacesTextThatDidNotParse() throws {
        let form = Form()
        let app = try TestApp { formView(form) }
        try app.input("-", into: "#count")
        form.setCount(6)
        try app.flush()
        XCTAssertEqual(try app.element("#count").value, "6")
    }

    func testADerivedBindingConvertsBothWays() throws {
        let form = Form()
        form.setCount(10)
        let doubled = Binding(get: { form.count }, set: form.setCount).map(get: { $0 * 2 }, set: { $0 / 2 })
        let app = try TestApp { input().value(doubled) }
        XCTAssertEqual(try app.element("input").value, "20")
        try app.input("30", into: "input")
        XCTAssertEqual(form.count, 15)
        XCTAssertEqual(try app.element("input").value, "30")
        try app.input("31", into: "input")
        XCTAssertEqual(form.count, 15, "31 / 2 is 15: the model already holds it")
        XCTAssertEqual(try app.element("input").value, "30", "and the field shows the model's value")
    }

    func testACheckboxWritesItsStateBack() throws {
        let form = Form()
        let app = try TestApp { formView(form) }
        try app.check("#agreed")
        XCTAssertTrue(form.agreed)
        try app.uncheck("#agreed")
        XCTAssertFalse(form.agreed)
    }

    func testTheAppsOwnHandlerRunsBeforeTheBindings() throws {
        let form = Form()
        var seen: [String] = []
        let app = try TestApp {
            input().on(.input) { (event: inout DOMEvent) in seen.append("app saw \(event.value ?? "") before \(form.name)") }
                .value(form.$name)
                .on(.input) { (event: inout DOMEvent) in seen.append("app's second \(form.name)") }
        }
        try app.input("x", into: "input")
        XCTAssertEqual(seen, ["app's second "], "the second .on replaces the first, never the binding")
        XCTAssertEqual(form.name, "x")
    }
}
