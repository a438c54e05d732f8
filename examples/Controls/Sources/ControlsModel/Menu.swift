import Observing

/// The sizes a pizza comes in, smallest first. Prices are in cents, so sums are exact.
public enum PizzaSize: Equatable, CaseIterable {
    case small, medium, large, family

    /// How the size is named on its own (`Large`).
    public var title: Text {
        switch self {
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large"
        case .family: return "Family"
        }
    }

    /// The pizza's diameter, which tells the sizes apart better than their names do.
    public var detail: Text {
        switch self {
        case .small: return "25 cm"
        case .medium: return "30 cm"
        case .large: return "35 cm"
        case .family: return "45 × 30 cm"
        }
    }

    /// The price of a pizza of this size with a classic crust and no toppings.
    public var priceCents: Int {
        switch self {
        case .small: return 800
        case .medium: return 1050
        case .large: return 1300
        case .family: return 2200
        }
    }
}

/// The crusts the kitchen makes. Not every crust is made in every size, and a crust can run out.
public enum Crust: Equatable, CaseIterable {
    case classic, thin, stuffed, glutenFree

    public var title: Text {
        switch self {
        case .classic: return "Classic"
        case .thin: return "Thin and crispy"
        case .stuffed: return "Cheese-stuffed"
        case .glutenFree: return "Gluten-free"
        }
    }

    /// What the crust adds to the price of each pizza.
    public var extraCents: Int {
        switch self {
        case .classic, .thin: return 0
        case .stuffed: return 250
        case .glutenFree: return 200
        }
    }

    /// Whether the kitchen makes this crust in `size`: a stuffed rim needs the room a large pizza has.
    public func isMade(in size: PizzaSize) -> Bool {
        self != .stuffed || size == .large || size == .family
    }
}

/// What goes on a pizza, each at the same price.
public enum Topping: Equatable, CaseIterable {
    case mushrooms, olives, peppers, onions, ham, pineapple

    public var title: Text {
        switch self {
        case .mushrooms: return "Mushrooms"
        case .olives: return "Olives"
        case .peppers: return "Peppers"
        case .onions: return "Red onions"
        case .ham: return "Ham"
        case .pineapple: return "Pineapple"
        }
    }

    public static let priceCents = 120
}

/// What comes with the order once, however many pizzas it has.
public enum Extra: Equatable, CaseIterable {
    case garlicDip, chiliOil, parmesan

    public var title: Text {
        switch self {
        case .garlicDip: return "Garlic dip"
        case .chiliOil: return "Chili oil"
        case .parmesan: return "Parmesan"
        }
    }

    public static let priceCents = 150
}

/// What the steps of the spice slider are called, from 0 (none) to 4.
public func spiceTitle(_ level: Int) -> Text {
    switch level {
    case ...0: return "Not spicy"
    case 1: return "Mild"
    case 2: return "Medium hot"
    case 3: return "Hot"
    default: return "Fiery"
    }
}

/// `cents` as an amount of euros with both decimals: `€12.50`, `−€3.00`.
public func euros(_ cents: Int) -> Text {
    let magnitude = cents.magnitude, fraction = magnitude % 100
    let padding: Text = fraction < 10 ? "0" : ""
    let amount: Text = "€\(magnitude / 100).\(padding)\(fraction)"
    return cents < 0 ? "−\(amount)" : amount
}
