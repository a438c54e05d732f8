import Observing

/// A pizza order with a value for every kind of form control: text, numbers that may be empty, a range,
/// a day and a time, a choice of one among many and of several, boxes to tick, and an order number to
/// read but not edit.
///
/// Values without a rule are `@Editable`, so a field binds to them in place (`$name`). Values with a rule
/// are `@Observed` and change through a method, which refuses what breaks it: a field bound to one shows
/// the model's value again when it is refused.
///
/// The crusts on offer change while one is chosen: a stuffed crust is made in the large sizes only, and
/// the kitchen can run out of one (``setSoldOut(_:_:)``). When the chosen crust stops being on offer, the
/// order takes the classic crust, which is made in every size and never runs out, and ``crustNotice`` says
/// what happened, until the person chooses a crust again. An order keeps no crust it cannot have, so what
/// it shows is always what the kitchen would make; and the change is told, not silent. When the crust
/// comes back, the order does not switch to it by itself: the person chose what they have now.
public final class PizzaOrder {
    /// How many pizzas one order can have.
    public static let quantities = 1...20
    /// The spice slider's steps.
    public static let spiceLevels = 0...4
    /// The largest budget and tip the form takes, in euros: beyond them a typing slip is more likely
    /// than an order.
    public static let maximumBudget = 10_000.0
    public static let maximumTip = 1_000.0

    /// The order's number, given by the shop: shown, never edited.
    public let number: Text

    /// Who the order is for.
    @Editable public var name: Text = ""
    /// What the kitchen or the driver should know.
    @Editable public var notes: Text = ""
    /// How many pizzas, within ``quantities``.
    @Observed public private(set) var quantity = 1
    /// How many people will eat, if the person says: the order brings plates for them.
    @Editable public var guests: Int?
    /// What the person means to spend, in euros: the summary says whether the order fits.
    @Observed public private(set) var budget = 30.0
    /// A tip for the driver, in euros, if any.
    @Observed public private(set) var tip: Double?
    /// How hot, within ``spiceLevels``.
    @Editable public var spice = 1
    /// The day to deliver; none: as soon as possible.
    @Editable public var deliveryDay: CalendarDate?
    /// The time to deliver; none: as early as possible.
    @Editable public var deliveryTime: TimeOfDay?
    /// The person's birthday as a date field writes it (`yyyy-mm-dd`), or empty: the shop sends a
    /// voucher on it.
    @Editable public var birthday: Text = ""
    @Observed public private(set) var size = PizzaSize.medium
    @Observed public private(set) var crust = Crust.classic
    /// The toppings chosen, in the menu's order.
    @Editable public var toppings: [Topping] = []
    /// Whether the order is a present: it comes wrapped, without prices on the receipt.
    @Editable public var isGift = false
    /// The extras chosen, in the menu's order.
    @Observed public private(set) var extras: [Extra] = []
    /// The crusts the kitchen has run out of.
    @Observed public private(set) var soldOut: [Crust] = []
    /// Why the order's crust was changed for it, until the person chooses a crust again.
    @Observed public private(set) var crustNotice: Text?

    public init(number: Text) {
        self.number = number
    }

    // MARK: Values with a rule

    /// Takes a quantity within ``quantities``; refuses any other.
    public func setQuantity(_ value: Int) {
        if Self.quantities.contains(value) { quantity = value }
    }

    /// Takes a budget from zero to ``maximumBudget``; refuses any other.
    public func setBudget(_ value: Double) {
        if value >= 0, value <= Self.maximumBudget { budget = value }
    }

    /// Takes no tip, or one from zero to ``maximumTip``; refuses any other.
    public func setTip(_ value: Double?) {
        guard let value else { return tip = nil }
        if value >= 0, value <= Self.maximumTip { tip = value }
    }

    /// Takes the size; a crust not made in it is replaced (``crustNotice`` says so).
    public func setSize(_ value: PizzaSize) {
        size = value
        if !crust.isMade(in: value) {
            replaceCrust(because: "The \(crust.title.lowercasedASCII()) crust is made in large sizes only")
        }
    }

    /// Takes a crust on offer (``crusts``); refuses one that is not.
    public func setCrust(_ value: Crust) {
        guard crusts.contains(value) else { return }
        crust = value
        crustNotice = nil
    }

    /// The kitchen ran out of `crust`, or has it again. The classic crust never runs out.
    public func setSoldOut(_ crust: Crust, _ isSoldOut: Bool) {
        guard crust != .classic, soldOut.contains(crust) != isSoldOut else { return }
        soldOut = Crust.allCases.filter { $0 == crust ? isSoldOut : soldOut.contains($0) }
        if isSoldOut, self.crust == crust {
            replaceCrust(because: "The kitchen has run out of the \(crust.title.lowercasedASCII()) crust")
        }
    }

    /// The crusts on offer for the order's size, in the menu's order.
    public var crusts: [Crust] {
        Crust.allCases.filter { $0.isMade(in: size) && !soldOut.contains($0) }
    }

    private func replaceCrust(because reason: Text) {
        crust = .classic
        crustNotice = "\(reason): your order has the classic crust now."
    }

    // MARK: Extras

    public func includes(_ extra: Extra) -> Bool { extras.contains(extra) }

    /// Adds or removes one extra.
    public func setExtra(_ extra: Extra, included: Bool) {
        guard includes(extra) != included else { return }
        extras = Extra.allCases.filter { $0 == extra ? included : includes($0) }
    }

    /// Whether every extra is in the order (true), none is (false), or some are (nil): what a box that
    /// stands for all of them shows.
    public var allExtras: Bool? {
        extras.isEmpty ? false : extras.count == Extra.allCases.count ? true : nil
    }

    /// Adds every extra, or removes them all.
    public func setAllExtras(_ included: Bool) {
        let now = included ? Extra.allCases : []
        if extras != now { extras = now }
    }

    // MARK: Price

    /// One pizza: its size, its crust and its toppings.
    public var pizzaCents: Int {
        size.priceCents + crust.extraCents + toppings.count * Topping.priceCents
    }

    public var tipCents: Int { tip.map(cents) ?? 0 }

    /// The pizzas, the extras and the tip.
    public var totalCents: Int {
        quantity * pizzaCents + extras.count * Extra.priceCents + tipCents
    }

    public var isWithinBudget: Bool { totalCents <= cents(budget) }

    /// How the total stands against the budget: `€0.60 left of your €30.00 budget`.
    public var budgetNote: Text {
        let budgetCents = cents(budget)
        return isWithinBudget ? "\(euros(budgetCents - totalCents)) left of your \(euros(budgetCents)) budget"
            : "\(euros(totalCents - budgetCents)) over your \(euros(budgetCents)) budget"
    }

    /// The nearest whole number of cents. The amounts are never negative (their setters refuse it), so
    /// adding a half and truncating rounds them; `rounded()` would need the C maths library, which neither
    /// build links.
    private func cents(_ euros: Double) -> Int { Int(euros * 100 + 0.5) }

    // MARK: Summary

    /// The order in words, as the kitchen would read it: `2 large pizzas with the thin and crispy crust,
    /// topped with olives and ham, mild. For 6 guests. …`
    public var summary: Text {
        let noun: Text = quantity == 1 ? "pizza" : "pizzas"
        let pizzas: Text = "\(quantity) \(size.title.lowercasedASCII()) \(noun)"
        let topped: Text = toppings.isEmpty ? "no toppings" : "topped with \(list(toppings.map { $0.title.lowercasedASCII() }))"
        var sentences: [Text] = [
            "\(pizzas) with the \(crust.title.lowercasedASCII()) crust, \(topped), \(spiceTitle(spice).lowercasedASCII()).",
        ]
        let name = self.name.trimmingASCIIWhitespace()
        if !name.isEmpty { sentences.append("Ordered by \(name).") }
        if let guests, guests > 0 { sentences.append(guests == 1 ? "For 1 guest." : "For \(guests) guests.") }
        if !extras.isEmpty { sentences.append("With \(list(extras.map { $0.title.lowercasedASCII() })).") }
        sentences.append(delivery)
        if isGift { sentences.append("Wrapped as a gift.") }
        return sentences.joined(separator: " ")
    }

    private var delivery: Text {
        switch (deliveryDay, deliveryTime) {
        case let (day?, time?): return "Delivered on \(day.text) at \(time.text)."
        case let (day?, nil): return "Delivered on \(day.text), as early as possible."
        case let (nil, time?): return "Delivered today at \(time.text)."
        case (nil, nil): return "Delivered as soon as possible."
        }
    }
}

/// `a`, `a and b`, `a, b and c`.
private func list(_ items: [Text]) -> Text {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : "\(items.dropLast().joined(separator: ", ")) and \(last)"
}
