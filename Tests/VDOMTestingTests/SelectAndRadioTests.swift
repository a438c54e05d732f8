import VDOM
import VDOMTesting
import XCTest

/// Selects derive their value from their options; radios of a group uncheck each other.
final class SelectAndRadioTests: XCTestCase {
    /// `<select id=1>` with options 2, 3, 4 (values a, b, c; text in text nodes 12, 13, 14), mounted.
    private func select(_ extra: [Patch] = [], options: [String] = ["a", "b", "c"]) throws -> TestDOM {
        let dom = TestDOM()
        var patches: [Patch] = [.createElement(1, tag: "select", namespace: .html)]
        for (index, value) in options.enumerated() {
            let option = NodeID(UInt32(2 + index)), text = NodeID(UInt32(12 + index))
            patches += [.createElement(option, tag: "option", namespace: .html), .createText(text, Text(value.uppercased())),
                        .insert(text, parent: option, before: nil), .setAttribute(option, name: "value", value: Text(value), namespace: nil),
                        .insert(option, parent: 1, before: nil)]
        }
        try dom.apply(patches + extra + [.insert(1, parent: .container, before: nil)])
        return dom
    }

    private func selection(_ dom: TestDOM) -> [Bool] { dom.node(1)!.children.map { $0.selected } }

    func testADropDownSelectsItsFirstOption() throws {
        let dom = try select()
        XCTAssertEqual(dom.node(1)!.value, "a")
        XCTAssertEqual(dom.node(1)!.selectedIndex, 0)
        XCTAssertEqual(selection(dom), [true, false, false])
    }

    func testTheSelectedAttributeChoosesTheDefault() throws {
        let dom = try select([.setAttribute(3, name: "selected", value: "", namespace: nil)])
        XCTAssertEqual(selection(dom), [false, true, false])
    }

    func testTheLastSelectedAttributeWinsInASingleSelect() throws {
        let dom = try select([.setAttribute(4, name: "selected", value: "", namespace: nil),
                              .setAttribute(3, name: "selected", value: "", namespace: nil)])
        XCTAssertEqual(selection(dom), [false, true, false])
    }

    func testSettingTheValueSelectsTheMatchingOption() throws {
        let dom = try select([.setProperty(1, name: "value", value: .string("c"))])
        XCTAssertEqual(selection(dom), [false, false, true])
        XCTAssertEqual(dom.node(1)!.property("selectedIndex"), .number(2))
        try dom.apply([.setProperty(1, name: "value", value: .string("nope"))])
        XCTAssertEqual(selection(dom), [false, false, false])
        XCTAssertEqual(dom.node(1)!.selectedIndex, -1)
        XCTAssertEqual(dom.node(1)!.value, "")
    }

    func testSelectedIndexSelectsByPosition() throws {
        let dom = try select([.setProperty(1, name: "selectedIndex", value: .number(1))])
        XCTAssertEqual(dom.node(1)!.value, "b")
        try dom.apply([.removeProperty(1, name: "selectedIndex")])
        XCTAssertEqual(dom.node(1)!.value, "a", "the default of a number is 0")
    }

    func testSelectingAnOptionDeselectsTheOthers() throws {
        let dom = try select([.setProperty(3, name: "selected", value: .bool(true))])
        XCTAssertEqual(selection(dom), [false, true, false])
        try dom.apply([.setProperty(3, name: "selected", value: .bool(false))])
        XCTAssertEqual(selection(dom), [true, false, false], "a drop-down falls back to its first option")
    }

    func testADisabledOptionIsSkippedForTheDefault() throws {
        let dom = TestDOM()
        try dom.apply([
            .createElement(1, tag: "select", namespace: .html), .createElement(2, tag: "option", namespace: .html),
            .setAttribute(2, name: "disabled", value: "", namespace: nil), .insert(2, parent: 1, before: nil),
            .createElement(3, tag: "option", namespace: .html), .insert(3, parent: 1, before: nil),
            .insert(1, parent: .container, before: nil),
        ])
        XCTAssertEqual(selection(dom), [false, true])
    }

    func testDisablingTheSelectedOptionKeepsItSelected() throws {
        let dom = try select([.setAttribute(2, name: "disabled", value: "", namespace: nil)])
        XCTAssertEqual(selection(dom), [true, false, false])
    }

    func testAMultipleSelectKeepsSeveralAndDefaultsToNone() throws {
        let dom = try select([.setAttribute(1, name: "multiple", value: "", namespace: nil)])
        XCTAssertEqual(selection(dom), [true, false, false], "the default was chosen before multiple was set")
        try dom.apply([.setProperty(2, name: "selected", value: .bool(false)), .setProperty(3, name: "selected", value: .bool(true)),
                       .setProperty(4, name: "selected", value: .bool(true))])
        XCTAssertEqual(selection(dom), [false, true, true])
        XCTAssertEqual(dom.node(1)!.value, "b")
    }

    func testRemovingTheSelectedOptionFallsBackToTheFirst() throws {
        let dom = try select([.setProperty(1, name: "value", value: .string("c"))])
        try dom.apply([.remove(4)])
        XCTAssertEqual(selection(dom), [true, false])
    }

    func testOptionValueDefaultsToItsCollapsedText() throws {
        let dom = try select()
        try dom.apply([.removeAttribute(3, name: "value", namespace: nil), .setText(13, "  two   words ")])
        XCTAssertEqual(dom.node(3)!.value, "two words")
        XCTAssertEqual(dom.node(3)!.property("text"), .string("two words"))
    }

    func testOptionsInsideAnOptgroup() throws {
        let dom = TestDOM()
        try dom.apply([
            .createElement(1, tag: "select", namespace: .html), .createElement(2, tag: "optgroup", namespace: .html),
            .createElement(3, tag: "option", namespace: .html), .setAttribute(3, name: "value", value: "x", namespace: nil),
            .insert(3, parent: 2, before: nil), .createElement(4, tag: "option", namespace: .html),
            .setAttribute(4, name: "value", value: "y", namespace: nil), .insert(4, parent: 2, before: nil),
            .insert(2, parent: 1, before: nil), .setProperty(1, name: "value", value: .string("y")),
            .insert(1, parent: .container, before: nil),
        ])
        XCTAssertEqual(dom.node(1)!.selectedIndex, 1)
        try dom.apply([.setAttribute(2, name: "disabled", value: "", namespace: nil)])
        XCTAssertEqual(dom.node(3)!.property("disabled"), .bool(false), "the option's own attribute")
    }

    func testChoosingAnOptionAsTheUserDoes() throws {
        let dom = try select()
        try dom.choose(value: "b", in: dom.node(1)!)
        XCTAssertEqual(selection(dom), [false, true, false])
        XCTAssertThrowsError(try dom.choose(value: "z", in: dom.node(1)!)) { error in
            XCTAssertEqual("\(error)", "<select> has no option with value \"z\"")
        }
    }

    // MARK: Radios

    /// A form (1) with radios 2, 3, 4 named "g" and radio 5 named "h".
    private func radios(_ extra: [Patch] = []) throws -> TestDOM {
        let dom = TestDOM()
        var patches: [Patch] = [.createElement(1, tag: "form", namespace: .html)]
        for (id, name) in [(2, "g"), (3, "g"), (4, "g"), (5, "h")] as [(UInt32, String)] {
            patches += [.createElement(NodeID(id), tag: "input", namespace: .html),
                        .setAttribute(NodeID(id), name: "type", value: "radio", namespace: nil),
                        .setAttribute(NodeID(id), name: "name", value: Text(name), namespace: nil), .insert(NodeID(id), parent: 1, before: nil)]
        }
        try dom.apply(patches + [.insert(1, parent: .container, before: nil)] + extra)
        return dom
    }

    private func checks(_ dom: TestDOM) -> [Bool] { dom.node(1)!.children.map { $0.checked } }

    func testCheckingARadioUnchecksItsGroupOnly() throws {
        let dom = try radios([.setProperty(2, name: "checked", value: .bool(true)), .setProperty(5, name: "checked", value: .bool(true))])
        XCTAssertEqual(checks(dom), [true, false, false, true])
        try dom.apply([.setProperty(4, name: "checked", value: .bool(true))])
        XCTAssertEqual(checks(dom), [false, false, true, true])
    }

    func testTheUserChecksARadio() throws {
        let dom = try radios([.setAttribute(3, name: "checked", value: "", namespace: nil)])
        try dom.setChecked(true, dom.node(2)!)
        XCTAssertEqual(checks(dom), [true, false, false, false])
    }

    func testRadiosInOtherFormsAreOtherGroups() throws {
        let dom = try radios([.setProperty(2, name: "checked", value: .bool(true))])
        try dom.apply([
            .createElement(10, tag: "form", namespace: .html), .createElement(11, tag: "input", namespace: .html),
            .setAttribute(11, name: "type", value: "radio", namespace: nil), .setAttribute(11, name: "name", value: "g", namespace: nil),
            .setProperty(11, name: "checked", value: .bool(true)), .insert(11, parent: 10, before: nil),
            .insert(10, parent: .container, before: nil),
        ])
        XCTAssertTrue(dom.node(2)!.checked)
        XCTAssertTrue(dom.node(11)!.checked)
    }

    func testAConnectedCheckedRadioUnchecksTheGroup() throws {
        let dom = try radios([.setProperty(2, name: "checked", value: .bool(true))])
        try dom.apply([
            .createElement(6, tag: "input", namespace: .html), .setAttribute(6, name: "type", value: "radio", namespace: nil),
            .setAttribute(6, name: "name", value: "g", namespace: nil), .setAttribute(6, name: "checked", value: "", namespace: nil),
            .insert(6, parent: 1, before: nil),
        ])
        XCTAssertEqual(checks(dom), [false, false, false, false, true])
    }
}
