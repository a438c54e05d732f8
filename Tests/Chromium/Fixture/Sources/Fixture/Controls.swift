import Observing
import VDOM

/// Controls whose events carry what the event snapshot grew for forms: a `select multiple` (the selected
/// options' positions) and a number field bound to `Int?` (bad input). Each shows its model beside it.
final class Controls {
    @Editable var extras: [Int] = [1]
    @Editable var quantity: Int? = 2
}

let controls = Controls()

func controlsView() -> Element {
    div {
        select(selection: controls.$extras, options: [0, 1, 2, 3]) { "Option \($0)" }.id("extras")
        output { extrasText(controls.extras) }.id("extras-model")
        input().type("number").value(controls.$quantity).id("quantity")
        output { controls.quantity.map { "\($0)" } ?? "nil" }.id("quantity-model")
    }
    .class("controls")
}

private func extrasText(_ extras: [Int]) -> Text {
    var text: Text = ""
    for (index, extra) in extras.enumerated() { text = index == 0 ? "\(extra)" : "\(text) \(extra)" }
    return text
}
