import Observing

/// Which items the list shows. It lives in the URL's fragment (`#/active`), so a link selects it, back
/// and forward step through the choices and a bookmark opens the same view.
public enum Filter: CaseIterable {
    case all, active, completed

    /// The filter a fragment names; anything else shows everything.
    public init(fragment: Text) {
        switch fragment {
        case "/active": self = .active
        case "/completed": self = .completed
        default: self = .all
        }
    }

    /// The fragment that selects this filter, `#` included, for a link's `href`.
    public var link: Text {
        switch self {
        case .all: return "#/"
        case .active: return "#/active"
        case .completed: return "#/completed"
        }
    }

    public var name: Text {
        switch self {
        case .all: return "All"
        case .active: return "Active"
        case .completed: return "Completed"
        }
    }

    public func includes(_ todo: Todo) -> Bool {
        switch self {
        case .all: return true
        case .active: return !todo.isDone
        case .completed: return todo.isDone
        }
    }
}
