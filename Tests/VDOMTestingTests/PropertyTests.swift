import VDOM
import VDOMTesting
import XCTest

/// Properties live apart from attributes and behave as in a browser.
final class PropertyTests: XCTestCase {
    func testAnInputValueFollowsItsAttributeUntilWritten() throws {
        let dom = TestDOM()
        let input = try mount("input", in: dom, [.setAttribute(1, name: "value", value: "a", namespace: nil)])
        XCTAssertEqual(input.value, "a")
        try dom.apply([.setAttribute(1, name: "value", value: "b", namespace: nil)])
        XCTAssertEqual(input.value, "b")
        try dom.apply([.setProperty(1, name: "value", value: .string("typed"))])
        try dom.apply([.setAttribute(1, name: "value", value: "c", namespace: nil)])
        XCTAssertEqual(input.value, "typed", "a written value no longer follows the attribute")
        XCTAssertEqual(input.attribute("value"), "c")
    }

    func testCheckedFollowsTheAttributeUntilWritten() throws {
        let dom = TestDOM()
        let box = try mount("input", in: dom, [.setAttribute(1, name: "type", value: "checkbox", namespace: nil),
                                               .setAttribute(1, name: "checked", value: "", namespace: nil)])
        XCTAssertTrue(box.checked)
        try dom.apply([.removeAttribute(1, name: "checked", namespace: nil)])
        XCTAssertFalse(box.checked)
        try dom.apply([.setProperty(1, name: "checked", value: .bool(true)), .setAttribute(1, name: "checked", value: "", namespace: nil),
                       .removeAttribute(1, name: "checked", namespace: nil)])
        XCTAssertTrue(box.checked)
    }

    func testValueModesOfInputTypes() throws {
        let dom = TestDOM()
        let box = try mount("input", in: dom, [.setAttribute(1, name: "type", value: "CheckBox", namespace: nil)])
        XCTAssertEqual(box.value, "on")
        XCTAssertEqual(box.property("type"), .string("checkbox"))
        try dom.apply([.setProperty(1, name: "value", value: .string("yes"))])
        XCTAssertEqual(box.attribute("value"), "yes", "a checkbox's value is its attribute")
        let hidden = try mount("input", id: 2, in: dom, [.setAttribute(2, name: "type", value: "hidden", namespace: nil),
                                                         .setProperty(2, name: "value", value: .string("h"))])
        XCTAssertEqual(hidden.attribute("value"), "h")
        let file = try mount("input", id: 3, in: dom, [.setAttribute(3, name: "type", value: "file", namespace: nil)])
        XCTAssertEqual(file.value, "")
        let unknown = try mount("input", id: 4, in: dom, [.setAttribute(4, name: "type", value: "bogus", namespace: nil)])
        XCTAssertEqual(unknown.property("type"), .string("text"))
    }

    func testValueSanitisation() throws {
        let dom = TestDOM()
        let text = try mount("input", in: dom)
        dom.userSet("value", to: .string("a\r\nb\nc"), of: text)
        XCTAssertEqual(text.value, "abc")
        let number = try mount("input", id: 2, in: dom, [.setAttribute(2, name: "type", value: "number", namespace: nil)])
        for (typed, kept) in [("12", "12"), ("-1.5e3", "-1.5e3"), ("12x", ""), ("1.", ""), (".5", ".5"), ("", "")] {
            dom.userSet("value", to: .string(typed), of: number)
            XCTAssertEqual(number.value, kept, typed)
        }
        let color = try mount("input", id: 3, in: dom, [.setAttribute(3, name: "type", value: "color", namespace: nil)])
        XCTAssertEqual(color.value, "#000000")
        dom.userSet("value", to: .string("#A0B0C0"), of: color)
        XCTAssertEqual(color.value, "#a0b0c0")
        let email = try mount("input", id: 4, in: dom, [.setAttribute(4, name: "type", value: "email", namespace: nil)])
        dom.userSet("value", to: .string("  me@x.org \n"), of: email)
        XCTAssertEqual(email.value, "me@x.org")
    }

    func testATextareaValueDefaultsToItsText() throws {
        let dom = TestDOM()
        let area = try mount("textarea", in: dom, [.createText(2, "hello"), .insert(2, parent: 1, before: nil)])
        XCTAssertEqual(area.value, "hello")
        try dom.apply([.setText(2, "changed")])
        XCTAssertEqual(area.value, "changed")
        dom.userSet("value", to: .string("typed"), of: area)
        try dom.apply([.setText(2, "again")])
        XCTAssertEqual(area.value, "typed")
        XCTAssertEqual(area.property("defaultValue"), .string("again"))
    }

    func testAWriteEqualToTheLiveValueIsSkippedAndNotCounted() throws {
        let dom = TestDOM()
        let input = try mount("input", in: dom, [.setProperty(1, name: "value", value: .string("a"))])
        XCTAssertEqual(try dom.apply([.setProperty(1, name: "value", value: .string("a"))]), [:])
        dom.userSet("value", to: .string("ab"), of: input)
        XCTAssertEqual(try dom.apply([.setProperty(1, name: "value", value: .string("a"))]), ["set_prop:value": 1])
        XCTAssertEqual(input.value, "a")
        XCTAssertEqual(dom.lastWrites, ["set_prop:value": 1])
    }

    func testRemovePropertyResetsToTheTypesDefault() throws {
        let dom = TestDOM()
        let input = try mount("input", in: dom, [.setAttribute(1, name: "type", value: "checkbox", namespace: nil),
                                                 .setProperty(1, name: "checked", value: .bool(true)),
                                                 .setProperty(1, name: "indeterminate", value: .bool(true)),
                                                 .setProperty(1, name: "scrollTop", value: .number(40)),
                                                 .setProperty(1, name: "label", value: .string("x"))])
        let writes = try dom.apply([.removeProperty(1, name: "checked"), .removeProperty(1, name: "indeterminate"),
                                    .removeProperty(1, name: "scrollTop"), .removeProperty(1, name: "label"),
                                    .removeProperty(1, name: "neverWritten")])
        XCTAssertEqual(writes, ["set_prop:checked": 1, "set_prop:indeterminate": 1, "set_prop:scrollTop": 1, "set_prop:label": 1])
        XCTAssertFalse(input.checked)
        XCTAssertFalse(input.indeterminate)
        XCTAssertEqual(input.property("scrollTop"), .number(0))
        XCTAssertEqual(input.property("label"), .string(""))
        XCTAssertNil(input.property("neverWritten"))
    }

    func testDisabledReflectsTheAttributeOnFormControlsOnly() throws {
        let dom = TestDOM()
        let button = try mount("button", in: dom, [.setProperty(1, name: "disabled", value: .bool(true))])
        XCTAssertEqual(button.attribute("disabled"), "")
        XCTAssertTrue(button.disabled)
        try dom.apply([.setProperty(1, name: "disabled", value: .bool(false))])
        XCTAssertNil(button.attribute("disabled"))
        let div = try mount("div", id: 2, in: dom, [.setProperty(2, name: "disabled", value: .bool(true))])
        XCTAssertNil(div.attribute("disabled"), "on a div, disabled is a plain property")
        XCTAssertEqual(div.property("disabled"), .bool(true))
    }

    func testReflectedStringProperties() throws {
        let dom = TestDOM()
        let label = try mount("label", in: dom, [.setProperty(1, name: "htmlFor", value: .string("name")),
                                                 .setProperty(1, name: "className", value: .string("a b")),
                                                 .setProperty(1, name: "id", value: .string("l"))])
        XCTAssertEqual(label.attributes.map { "\($0.name)=\($0.value)" }, ["for=name", "class=a b", "id=l"])
        XCTAssertEqual(label.classList, ["a", "b"])
    }

    func testTextContentReplacesTheChildrenWithOneTextNode() throws {
        let dom = try sampleDOM()
        let span = dom.node(3)!
        try dom.apply([.setProperty(1, name: "textContent", value: .string("<new>"))])
        XCTAssertEqual(dom.html, "<div>&lt;new&gt;</div>")
        XCTAssertNil(span.parent)
        XCTAssertNil(dom.node(1)!.children[0].nodeID, "the DOM made that text node itself")
        try dom.apply([.setProperty(1, name: "textContent", value: .string(""))])
        XCTAssertEqual(dom.node(1)!.children.count, 0)
    }

    func testValuesAreConvertedAsJavaScriptConvertsThem() throws {
        let dom = TestDOM()
        let input = try mount("input", in: dom, [.setProperty(1, name: "value", value: .number(1.5)),
                                                 .setProperty(1, name: "checked", value: .string("yes"))])
        XCTAssertEqual(input.value, "1.5")
        XCTAssertTrue(input.checked)
        try dom.apply([.setProperty(1, name: "value", value: .bool(false)), .setProperty(1, name: "checked", value: .number(0))])
        XCTAssertEqual(input.value, "false")
        XCTAssertFalse(input.checked)
    }

    func testJavaScriptNumberStrings() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (5, "5"), (-5, "-5"), (1.5, "1.5"), (0.1, "0.1"), (1e21, "1e+21"), (1e20, "100000000000000000000"),
            (123456789012, "123456789012"), (1e-7, "1e-7"), (0.000001, "0.000001"), (1.25e-10, "1.25e-10"),
            (.nan, "NaN"), (.infinity, "Infinity"), (-.infinity, "-Infinity"), (2.5e300, "2.5e+300"),
        ]
        for (number, text) in cases { XCTAssertEqual(javaScriptNumberString(number), text, "\(number)") }
    }

    func testSnapshotsReportTouchedAndAlwaysReportedProperties() throws {
        let dom = TestDOM()
        _ = try mount("input", in: dom, [.setProperty(1, name: "indeterminate", value: .bool(false)),
                                         .setProperty(1, name: "zoom", value: .number(2))])
        XCTAssertEqual(dom.snapshotJSON(), #"[{"id":1,"tag":"input","ns":"http://www.w3.org/1999/xhtml","attrs":[],"props":{"checked":false,"disabled":false,"indeterminate":false,"value":"","zoom":2},"style":[],"listeners":[],"children":[]}]"#)
    }
}
