import ControlsModel
import Observing
import VDOM

/// The order in words and its price, then every value the order holds, written as Swift writes it, so a
/// person sees each control's binding at work: `nil` while a number field is empty, the text a date field
/// writes, the choices of a select in the menu's order.
func orderSummary(_ order: PizzaOrder) -> Element {
    section {
        h2 { "Your order" }
        component { output { order.summary }.id("summary").class("summary-text") }
        component { price(order) }
        h3 { "What the model holds" }
        element("dl") {
            modelValue("name") { quoted(order.name) }
            modelValue("number") { quoted(order.number) }
            modelValue("notes") { quoted(order.notes) }
            modelValue("birthday") { quoted(order.birthday) }
            modelValue("size") { ".\(order.size.caseName)" }
            modelValue("crust") { ".\(order.crust.caseName)" }
            modelValue("crusts") { cases(order.crusts.map { $0.caseName }) }
            modelValue("spice") { "\(order.spice)" }
            modelValue("toppings") { cases(order.toppings.map { $0.caseName }) }
            modelValue("quantity") { "\(order.quantity)" }
            modelValue("guests") { order.guests.map { "\($0)" } ?? "nil" }
            modelValue("budget") { "\(order.budget)" }
            modelValue("tip") { order.tip.map { "\($0)" } ?? "nil" }
            modelValue("deliveryDay") { order.deliveryDay?.text ?? "nil" }
            modelValue("deliveryTime") { order.deliveryTime?.text ?? "nil" }
            modelValue("isGift") { order.isGift ? "true" : "false" }
            modelValue("extras") { cases(order.extras.map { $0.caseName }) }
            modelValue("allExtras") { order.allExtras.map { $0 ? "true" : "false" } ?? "nil" }
            modelValue("soldOut") { cases(order.soldOut.map { $0.caseName }) }
        }
        .class("model")
    }
    .id("your-order").class("card summary")
}

/// The total, how it adds up, and how it stands against the budget.
private func price(_ order: PizzaOrder) -> Element {
    div {
        output { euros(order.totalCents) }.id("total").class("total")
        p { breakdown(order) }.id("breakdown").class("breakdown")
        p { order.budgetNote }.id("budget-note").class("budget").class("over", when: !order.isWithinBudget)
    }
    .class("price")
}

private func breakdown(_ order: PizzaOrder) -> Text {
    var parts: [Text] = ["\(order.quantity) × \(euros(order.pizzaCents))"]
    if !order.extras.isEmpty { parts.append("\(euros(order.extras.count * Extra.priceCents)) extras") }
    if order.tipCents > 0 { parts.append("\(euros(order.tipCents)) tip") }
    return parts.joined(separator: " + ")
}

/// A line of the model's values: the property's name, and its value in a component of its own, so an
/// edit renders only the lines that read what it changed.
private func modelValue(_ name: Text, _ value: @escaping () -> Text) -> Element {
    div {
        element("dt") { name }
        component { element("dd") { value() }.id("model-\(name)") }
    }
}

private func quoted(_ text: Text) -> Text { "\"\(text)\"" }

private func cases(_ names: [Text]) -> Text {
    "[\(names.map { ".\($0)" }.joined(separator: ", "))]"
}
