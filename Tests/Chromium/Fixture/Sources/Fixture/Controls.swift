import Observing
import VDOM

/// Controls whose events carry what the event snapshot grew for forms: a `select multiple` (the selected
/// options' positions), a number field bound to `Int?` (bad input), and a text field an input method
/// composes in (its writes counted, with a button that renders the section again meanwhile); and a select
/// and a radio group bound to one value, whose options can be reversed. Each shows its model beside it.
final class Controls {
    @Editable var extras: [Int] = [1]
    @Editable var quantity: Int? = 2
    @Observed private(set) var note: Text = ""
    @Observed private(set) var noteWrites = 0
    @Observed var renders = 0
    @Editable var size = 1
    @Observed var sizes = [0, 1, 2]

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
    }
    .class("controls")
}

private func extrasText(_ extras: [Int]) -> Text {
    var text: Text = ""
    for (index, extra) in extras.enumerated() { text = index == 0 ? "\(extra)" : "\(text) \(extra)" }
    return text
}
