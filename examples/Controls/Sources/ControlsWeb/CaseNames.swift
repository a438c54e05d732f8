import ControlsModel
import Observing

// The menu's cases by their Swift names: the page's ids, the summary's list of what the model holds and
// the browser tests' view of the model all write them so.

extension PizzaSize {
    var caseName: Text {
        switch self {
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .family: return "family"
        }
    }
}

extension Crust {
    var caseName: Text {
        switch self {
        case .classic: return "classic"
        case .thin: return "thin"
        case .stuffed: return "stuffed"
        case .glutenFree: return "glutenFree"
        }
    }
}

extension Topping {
    var caseName: Text {
        switch self {
        case .mushrooms: return "mushrooms"
        case .olives: return "olives"
        case .peppers: return "peppers"
        case .onions: return "onions"
        case .ham: return "ham"
        case .pineapple: return "pineapple"
        }
    }
}

extension Extra {
    var caseName: Text {
        switch self {
        case .garlicDip: return "garlicDip"
        case .chiliOil: return "chiliOil"
        case .parmesan: return "parmesan"
        }
    }
}
