import JavaScript
import Observing
import VDOM

/// Controls whose events carry what the event snapshot grew for forms: a `select multiple` (the selected
/// options' positions), a number field bound to `Int?` (bad input), and a text field an input method
/// composes in (its writes counted, with a button that renders the section again meanwhile); a select
/// and a radio group bound to one value, whose options can be reversed; a required email field whose
/// inputs show their input type and validity; and an element whose custom event shows its detail. Each
/// shows its model beside it.
final class Controls {
    @Editable var extras: [Int] = [1]
    @Editable var quantity: Int? = 2
    @Observed private(set) var note: Text = ""
    @Observed private(set) var noteWrites = 0
    @Observed var renders = 0
    @Editable var size = 1
    @Observed var sizes = [0, 1, 2]
    /// Each input of the email field: its input type and validity, separated by ` | `.
    @Observed var emailEvents: Text = ""
    @Observed var rating: Text = "none"

    func setNote(_ value: Text) {
        note = value
        noteWrites += 1
    }
}

let controls = Controls()

func controlsView() -> Element {
    div {
        select(selection: controls.$extras, options: [0, 1, 2, 3]) { "Option \($0)" }.id("extras")
        output { extrasText(controls.extras) }.id("extras-model")
        input().type("number").value(controls.$quantity).id("quantity")
        output { controls.quantity.map { "\($0)" } ?? "nil" }.id("quantity-model")
        input().value(Binding(get: { controls.note }, set: controls.setNote)).id("ime")
        output { "\(controls.note) (\(controls.noteWrites) writes, \(controls.renders) renders)" }.id("ime-model")
        button { "Render" }.id("ime-render").on(.click) { controls.renders += 1 }
        select(selection: controls.$size, options: controls.sizes) { "Size \($0)" }.id("size")
        for size in [0, 1, 2] {
            input().type("radio").name("size").checked(controls.$size, equals: size).id("size-\(size)")
        }
        button { "Reverse sizes" }.id("reverse-sizes").on(.click) { controls.sizes.reverse() }
        output { "\(controls.size)" }.id("size-model")
        input().type("email").attribute("required", present: true).id("email")
            .on(.input) { event in
                let seen: Text = "\(event.inputType?.name ?? "-") \(validityText(event.validity))"
                controls.emailEvents = controls.emailEvents.isEmpty ? seen : "\(controls.emailEvents) | \(seen)"
            }
        output { controls.emailEvents }.id("email-model")
        div { "Rate" }.id("rating").on("rating-change") { event in controls.rating = detailText(event.detail) }
        output { controls.rating }.id("rating-model")
    }
    .class("controls")
}

private func extrasText(_ extras: [Int]) -> Text {
    var text: Text = ""
    for (index, extra) in extras.enumerated() { text = index == 0 ? "\(extra)" : "\(text) \(extra)" }
    return text
}

private func validityText(_ validity: DOMEvent.Validity) -> Text {
    let flags: [(Text, DOMEvent.Validity)] = [
        ("valueMissing", .valueMissing), ("typeMismatch", .typeMismatch), ("patternMismatch", .patternMismatch),
        ("tooLong", .tooLong), ("tooShort", .tooShort), ("rangeUnderflow", .rangeUnderflow), ("rangeOverflow", .rangeOverflow),
        ("stepMismatch", .stepMismatch), ("badInput", .badInput), ("customError", .customError), ("valid", .valid),
    ]
    var text: Text = ""
    for (name, flag) in flags where validity.contains(flag) { text = text.isEmpty ? name : "\(text)+\(name)" }
    return text
}

/// A detail as the test reads it: a list's elements separated by spaces, `nil` for none.
private func detailText(_ detail: JSValue?) -> Text {
    guard let detail else { return "nil" }
    switch detail {
    case let .list(elements):
        var text: Text = ""
        for (index, element) in elements.enumerated() { text = index == 0 ? detailText(element) : "\(text) \(detailText(element))" }
        return text
    case let .string(string): return string
    case let .number(number): return JSValue.number(number).int.map { "\($0)" } ?? "a fraction"
    case let .bool(flag): return flag ? "true" : "false"
    case .null: return "null"
    case .bytes: return "bytes"
    case .element, .object: return "a handle"
    }
}
