import Observing
@testable import VDOM
import VDOMTesting
import XCTest

private enum Size: Hashable { case small, medium, large }

private final class Order {
    @Editable var weight = 1.5
    @Editable var quantity: Int? = 2
    @Editable var tip: Double?
    @Editable var day: CalendarDate?
    @Editable var time = TimeOfDay(hour: 9, minute: 0)
    @Editable var size = Size.medium
    @Editable var gift: Bool?
    @Observed var sizes: [Size] = [.small, .medium, .large]
    @Editable var extras: [Size] = [.large]
    @Editable var avoided: Set<Size> = [.medium]
}

private func title(_ size: Size) -> Text {
    switch size {
    case .small: return "Small"
    case .medium: return "Medium"
    case .large: return "Large"
    }
}

final class ChoiceBindingTests: XCTestCase {
    /// A number field bound to `Int?`: emptied is `nil`, a number is the number, and text that is not one
    /// yet (which the field reports as bad input, its value empty) stays as typed and writes nothing.
    func testAnOptionalIntegerFieldReadsEmptyAsNilAndBadInputAsNothing() throws {
        let order = Order()
        let app = try TestApp {
            div {
                input().type("number").value(order.$quantity).class("quantity")
                input().type("number").value(order.$tip).class("tip")
            }
        }
        try app.input("", into: ".quantity")
        XCTAssertNil(order.quantity)
        try app.input("12", into: ".quantity")
        XCTAssertEqual(order.quantity, 12)
        let frames = app.frames.count
        try app.input("-", into: ".quantity")
        XCTAssertEqual(order.quantity, 12)
        XCTAssertEqual(try app.element(".quantity").shownText, "-")
        XCTAssertEqual(app.frames.count, frames, "nothing to render")
        try app.input("-3", into: ".quantity")
        XCTAssertEqual(order.quantity, -3)
        try app.input("0.5", into: ".tip")
        XCTAssertEqual(order.tip, 0.5)
        try app.input("", into: ".tip")
        XCTAssertNil(order.tip)
    }

    /// A `Double` field: a decimal is written; text that is not one yet (which a number field reports as
    /// empty) is kept as typed and writes nothing.
    func testADecimalFieldWritesWhatParses() throws {
        let order = Order()
        let app = try TestApp { input().type("number").value(order.$weight) }
        XCTAssertEqual(try app.element("input").shownText, "1.5")
        try app.input("2.25", into: "input")
        XCTAssertEqual(order.weight, 2.25)
        try app.input("-", into: "input")
        XCTAssertEqual(order.weight, 2.25)
        XCTAssertEqual(try app.element("input").shownText, "-")
        try app.input("-0.5", into: "input")
        XCTAssertEqual(order.weight, -0.5)
    }

    /// A whole `Double` shows as a person types it, without a fraction; others as Swift writes them.
    func testAWholeDecimalShowsWithoutAFraction() throws {
        let order = Order()
        order.weight = 30
        order.tip = -2
        let app = try TestApp {
            div {
                input().type("number").value(order.$weight)
                input().type("number").value(order.$tip)
            }
        }
        XCTAssertEqual(try app.findAll("input").map(\.shownText), ["30", "-2"])
        order.weight = 0.1
        order.tip = 1e20
        try app.flush()
        XCTAssertEqual(try app.findAll("input").map(\.shownText), ["0.1", "1e+20"])
    }

    /// Date and time fields bind to a day and a time of day; empty (or not filled in yet) is `nil`.
    func testDateAndTimeFieldsBindToValues() throws {
        let order = Order()
        let app = try TestApp {
            div {
                input().type("date").value(order.$day)
                input().type("time").value(order.$time)
            }
        }
        XCTAssertEqual(try app.findAll("input").map(\.shownText), ["", "09:00"])
        try app.input("2026-11-29", into: "input[type=date]")
        XCTAssertEqual(order.day, CalendarDate(year: 2026, month: 11, day: 29))
        try app.input("", into: "input[type=time]")
        XCTAssertNil(order.time)
        order.day = CalendarDate(year: 2027, month: 1, day: 5)
        try app.flush()
        XCTAssertEqual(try app.element("input[type=date]").shownText, "2027-01-05")
    }

    /// A date or time field with a part cleared holds no value: the browser reports it as bad input with an
    /// empty value (and fires nothing as the other parts are cleared), and the model's value is `nil` at
    /// once, not the date the field no longer shows. The render writes `""`, which the page finds equal to
    /// the field's value and leaves, so the parts still filled in stay.
    func testADateOrTimeWithAPartClearedIsNil() throws {
        let order = Order()
        order.day = CalendarDate(year: 2026, month: 11, day: 29)
        let app = try TestApp {
            div {
                input().type("date").value(order.$day)
                input().type("time").value(order.$time)
            }
        }
        for field in try app.findAll("input") {
            _ = app.dom.dispatch(DOMEvent(.input, value: "", validity: [.badInput]), at: field)
        }
        try app.flush()
        XCTAssertNil(order.day)
        XCTAssertNil(order.time)
        XCTAssertEqual(app.frames.count, 3, "a frame for each event")
        XCTAssertEqual(app.lastFrame, [.setProperty(3, name: "value", value: .string("")), .setProperty(2, name: "value", value: .string(""))])
    }

    /// A radio group has one binding: each radio is checked while it holds the radio's value, choosing one
    /// writes its value, and the others follow.
    func testARadioGroupIsBoundToOneValue() throws {
        let order = Order()
        let app = try TestApp {
            form {
                for size in [Size.small, .medium, .large] {
                    input().type("radio").name("size").checked(order.$size, equals: size)
                }
            }
        }
        XCTAssertEqual(try app.findAll("input").map(\.checked), [false, true, false])
        try app.check(app.findAll("input")[2])
        XCTAssertEqual(order.size, .large)
        XCTAssertEqual(try app.findAll("input").map(\.checked), [false, false, true])
        order.size = .small
        try app.flush()
        XCTAssertEqual(try app.findAll("input").map(\.checked), [true, false, false])
    }

    /// A select bound to any `Equatable` value: choosing writes the option's value, and options that
    /// change around the selection keep it selected, in the same frame.
    func testASelectIsBoundToAValueWhileItsOptionsChange() throws {
        let order = Order()
        let app = try TestApp { select(selection: order.$size, options: order.sizes, label: title) }
        XCTAssertEqual(try app.element("select").property("selectedIndex"), .number(1))
        try app.choose("2", in: "select")
        XCTAssertEqual(order.size, .large)
        order.sizes = [.large, .small]
        try app.flush()
        XCTAssertEqual(try app.findAll("option").map(\.textContent), ["Large", "Small"])
        XCTAssertEqual(try app.element("select").property("selectedIndex"), .number(0), "still Large")
        order.size = .medium
        try app.flush()
        XCTAssertEqual(try app.element("select").property("selectedIndex"), .number(-1), "a value among no options selects none")
    }

    /// A `select multiple` bound to the chosen values, in the options' order; options that change keep
    /// what is chosen selected.
    func testASelectMultipleIsBoundToTheChosenValues() throws {
        let order = Order()
        let app = try TestApp { select(selection: order.$extras, options: order.sizes, label: title) }
        XCTAssertEqual(try app.findAll("option").map { $0.property("selected") }, [.bool(false), .bool(false), .bool(true)])
        try app.choose(["2", "0"], in: "select")
        XCTAssertEqual(order.extras, [.small, .large])
        order.sizes = [.large, .medium]
        try app.flush()
        XCTAssertEqual(try app.findAll("option").map { $0.property("selected") }, [.bool(true), .bool(false)])
        order.extras = []
        try app.flush()
        XCTAssertEqual(try app.findAll("option").map { $0.property("selected") }, [.bool(false), .bool(false)])
    }

    /// A `select multiple` bound to a set: the options it holds are selected, and choosing writes the set.
    func testASelectMultipleIsBoundToASet() throws {
        let order = Order()
        let app = try TestApp { select(selection: order.$avoided, options: order.sizes, label: title) }
        XCTAssertEqual(try app.findAll("option").map { $0.property("selected") }, [.bool(false), .bool(true), .bool(false)])
        try app.choose(["2", "0"], in: "select")
        XCTAssertEqual(order.avoided, [.small, .large])
        XCTAssertEqual(try app.findAll("option").map { $0.property("selected") }, [.bool(true), .bool(false), .bool(true)])
        order.avoided = [.medium, .large]
        try app.flush()
        XCTAssertEqual(app.lastFrame.map(\.description), [
            "setProperty #6 selected=true", "setProperty #4 selected=true", "setProperty #2 selected=false",
        ], "each option's selected is written, as a controlled property is, the last option first")
    }

    /// A checkbox bound to `Bool?`: `nil` is indeterminate; ticking writes `true` and clears it.
    func testAnIndeterminateCheckboxIsNil() throws {
        let order = Order()
        let app = try TestApp { input().type("checkbox").checked(order.$gift) }
        XCTAssertEqual(try app.element("input").indeterminate, true)
        try app.check("input")
        XCTAssertEqual(order.gift, true)
        XCTAssertEqual(try app.element("input").indeterminate, false)
        order.gift = nil
        try app.flush()
        XCTAssertEqual(try app.element("input").indeterminate, true)
        XCTAssertEqual(try app.element("input").checked, false)
    }
}
