import ControlsModel
import JavaScript
import Observing

/// Lets the browser tests read the order behind the page: `swift('orderState')` from a module of the page
/// answers `[name, value]` pairs, which `Object.fromEntries` makes an object of. Numbers are numbers and
/// an empty optional is null, so a test tells `nil` from `0` and `""` without reading the page's words.
func exposeForTests(_ order: PizzaOrder) {
    JSExports.define("orderState") { _ in
        .list([
            ["name", .string(order.name)],
            ["number", .string(order.number)],
            ["notes", .string(order.notes)],
            ["birthday", .string(order.birthday)],
            ["size", .string(order.size.caseName)],
            ["crust", .string(order.crust.caseName)],
            ["crusts", .list(order.crusts.map { .string($0.caseName) })],
            ["crustNotice", order.crustNotice.map { .string($0) } ?? .null],
            ["spice", .number(Double(order.spice))],
            ["toppings", .list(order.toppings.map { .string($0.caseName) })],
            ["quantity", .number(Double(order.quantity))],
            ["guests", order.guests.map { .number(Double($0)) } ?? .null],
            ["budget", .number(order.budget)],
            ["tip", order.tip.map { .number($0) } ?? .null],
            ["deliveryDay", order.deliveryDay.map { .string($0.text) } ?? .null],
            ["deliveryTime", order.deliveryTime.map { .string($0.text) } ?? .null],
            ["isGift", .bool(order.isGift)],
            ["extras", .list(order.extras.map { .string($0.caseName) })],
            ["allExtras", order.allExtras.map { .bool($0) } ?? .null],
            ["soldOut", .list(order.soldOut.map { .string($0.caseName) })],
            ["totalCents", .number(Double(order.totalCents))],
        ])
    }
}
