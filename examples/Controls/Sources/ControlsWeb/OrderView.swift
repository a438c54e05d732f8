import ControlsModel
import Observing
import VDOM

/// The order form: every kind of control, each bound to the order, beside a summary that shows what the
/// order holds as the person edits.
///
/// Each control renders in a component of its own, so an edit sends what that control and the summary's
/// lines that read it change, and nothing of the other controls. `today` bounds the date pickers: no
/// delivery before it, no birthday after it.
func orderPage(_ order: PizzaOrder, today: CalendarDate?) -> Element {
    main {
        header {
            p { "All the controls" }.class("eyebrow")
            h1 { "Order a pizza" }
            p { "Every kind of form control, each bound to one model. The summary shows what the model holds as you edit." }
                .class("lead")
        }
        .class("page-header")
        div {
            div {
                aboutYou(order, today: today)
                pizza(order)
                amounts(order)
                delivery(order, today: today)
                extras(order)
            }
            .class("sections")
            aside {
                orderSummary(order)
                kitchen(order)
            }
            .class("side")
        }
        .class("layout")
        // On a phone the summary is far below the field being edited: the total stays in sight at the
        // bottom of the screen, and leads to the summary.
        component {
            a {
                span { "Your order" }
                output { euros(order.totalCents) }.class("jump-total")
            }
            .href("#your-order").class("jump")
        }
    }
    .class("controls")
}

private func aboutYou(_ order: PizzaOrder, today: CalendarDate?) -> Element {
    section {
        h2 { "You" }
        div {
            component {
                field("Name", for: "name",
                      input().id("name").type("text").attribute("autocomplete", "name").value(order.$name))
            }
            field("Order number", for: "order-number",
                  input().id("order-number").type("text").value(order.number).readOnly(true))
        }
        .class("row")
        component {
            field("Notes for the kitchen", for: "notes", hint: "optional",
                  textarea().id("notes").attribute("rows", "3").value(order.$notes))
        }
        component {
            field("Your birthday", for: "birthday", hint: "for a voucher on the day",
                  input().id("birthday").type("date").attribute("autocomplete", "bday")
                          .attribute("max", today?.text).value(order.$birthday))
        }
    }
    .class("card")
}

private func pizza(_ order: PizzaOrder) -> Element {
    section {
        h2 { "Your pizza" }
        component { sizes(order) }
        div {
            component { crustField(order) }
            component {
                field("Spice", for: "spice",
                      div {
                          input().id("spice").type("range").attribute("min", "\(PizzaOrder.spiceLevels.lowerBound)")
                              .attribute("max", "\(PizzaOrder.spiceLevels.upperBound)").attribute("step", "1")
                              .attribute("aria-valuetext", spiceTitle(order.spice))
                              .value(order.$spice)
                          output { spiceTitle(order.spice) }.id("spice-title").attribute("for", "spice")
                      }
                      .class("range"))
            }
        }
        .class("row")
        component {
            div {
                label {
                    "Toppings "
                    span { "\(euros(Topping.priceCents)) each" }.class("hint")
                }
                .attribute("for", "toppings")
                select(selection: order.$toppings, options: Topping.allCases) { $0.title }
                    .id("toppings").attribute("size", "\(Topping.allCases.count)").attribute("aria-describedby", "toppings-help")
                p { "Ctrl-click or ⌘-click to choose several." }.id("toppings-help").class("help")
            }
            .class("field")
        }
    }
    .class("card")
}

/// A radio per size, one binding for the group.
private func sizes(_ order: PizzaOrder) -> Element {
    fieldset {
        legend { "Size" }
        div {
            for size in PizzaSize.allCases {
                label {
                    input().id("size-\(size.caseName)").type("radio").name("size")
                        .checked(Binding(get: { order.size }, set: order.setSize), equals: size)
                    span { size.title }.class("choice-title")
                    span { size.detail }.class("choice-detail")
                    span { euros(size.priceCents) }.class("choice-price")
                }
                .class("choice")
            }
        }
        .class("choices")
    }
    .class("sizes")
}

/// The crusts on offer for the size and the kitchen's stock, and why the order's crust changed, if it
/// did. The note is always in the page, empty or not, so screen readers announce it when it fills.
private func crustField(_ order: PizzaOrder) -> Element {
    div {
        label { "Crust" }.attribute("for", "crust")
        select(selection: Binding(get: { order.crust }, set: order.setCrust), options: order.crusts) { crust in
            crust.extraCents == 0 ? crust.title : "\(crust.title) (+\(euros(crust.extraCents)))"
        }
        .id("crust")
        p { order.crustNotice ?? "" }.id("crust-notice").class("notice").attribute("role", "status")
    }
    .class("field")
}

private func amounts(_ order: PizzaOrder) -> Element {
    section {
        h2 { "How much" }
        div {
            component {
                field("Pizzas", for: "quantity",
                      input().id("quantity").type("number").attribute("inputmode", "numeric")
                          .attribute("min", "\(PizzaOrder.quantities.lowerBound)")
                          .attribute("max", "\(PizzaOrder.quantities.upperBound)")
                          .value(Binding(get: { order.quantity }, set: order.setQuantity)))
            }
            component {
                field("Guests", for: "guests", hint: "optional",
                      input().id("guests").type("number").attribute("inputmode", "numeric").attribute("min", "1")
                          .value(order.$guests))
            }
        }
        .class("row")
        div {
            component {
                field("Budget in euros", for: "budget",
                      input().id("budget").type("number").attribute("inputmode", "decimal").attribute("min", "0")
                          .attribute("step", "0.01").value(Binding(get: { order.budget }, set: order.setBudget)))
            }
            component {
                field("Tip in euros", for: "tip", hint: "optional",
                      input().id("tip").type("number").attribute("inputmode", "decimal").attribute("min", "0")
                          .attribute("step", "0.01").value(Binding(get: { order.tip }, set: order.setTip)))
            }
        }
        .class("row")
    }
    .class("card")
}

private func delivery(_ order: PizzaOrder, today: CalendarDate?) -> Element {
    section {
        h2 { "Delivery" }
        div {
            component {
                field("Day", for: "day", hint: "optional",
                      input().id("day").type("date").attribute("min", today?.text).value(order.$deliveryDay))
            }
            component {
                field("Time", for: "time", hint: "optional",
                      input().id("time").type("time").value(order.$deliveryTime))
            }
        }
        .class("row")
        component {
            label {
                input().id("gift").type("checkbox").checked(order.$isGift)
                span { "Wrap it as a gift" }.class("choice-title")
                span { "No prices on the receipt" }.class("choice-detail")
            }
            .class("choice")
        }
    }
    .class("card")
}

/// A box per extra, and one for all of them, which shows a dash while some are in.
private func extras(_ order: PizzaOrder) -> Element {
    section {
        h2 { "Extras" }
        component {
            fieldset {
                legend { "With the order, \(euros(Extra.priceCents)) each" }
                label {
                    input().id("all-extras").type("checkbox")
                        .attribute("aria-controls", Extra.allCases.map { "extra-\($0.caseName)" }.joined(separator: " "))
                        .checked(Binding(get: { order.allExtras }, set: { order.setAllExtras($0 ?? false) }))
                    span { "All extras" }.class("choice-title")
                }
                .class("choice all")
                for extra in Extra.allCases {
                    label {
                        input().id("extra-\(extra.caseName)").type("checkbox")
                            .checked(Binding(get: { order.includes(extra) }, set: { order.setExtra(extra, included: $0) }))
                        span { extra.title }.class("choice-title")
                    }
                    .class("choice")
                }
            }
            .class("extras")
        }
    }
    .class("card")
}

/// The kitchen's stock, which changes the crusts on offer while the person orders.
private func kitchen(_ order: PizzaOrder) -> Element {
    section {
        h2 { "The kitchen" }
        p { "Stock changes while people order. Run out of thin dough while it is chosen: the order changes its crust and says why." }
        component {
            let isSoldOut = order.soldOut.contains(.thin)
            button(isSoldOut ? "Restock thin dough" : "Run out of thin dough") { order.setSoldOut(.thin, !isSoldOut) }
                .id("thin-dough")
        }
    }
    .class("card kitchen")
}

/// A label above its control, with a hint in lighter type.
private func field(_ title: Text, for id: Text, hint: Text? = nil, _ control: Element) -> Element {
    div {
        label {
            title
            if let hint {
                // A space, so that the label's name is read as two words, not run together.
                " "
                span { hint }.class("hint")
            }
        }
        .attribute("for", id)
        control
    }
    .class("field")
}
