import VDOM

/// A view as plain data: one description that can be rendered any number of times, compared, changed at
/// random, shrunk and written out. ``Spec/node(_:)`` makes the toolkit's description of it.
public indirect enum Spec: Equatable {
    case element(ElementSpec)
    case text(String)
    case comment(String)
    /// An empty slot (`if` without `else`).
    case hole
    /// A use of one of the ``FuzzTemplates``.
    case use(UseSpec)
    /// A component that renders the model's cell `slot` (``FuzzModel``): what it shows changes without
    /// its parent rendering again.
    case cell(CellSpec)

    /// The key the node has among its siblings.
    public var key: String? {
        get {
            switch self {
            case let .element(element): return element.key
            case let .use(use): return use.key
            case let .cell(cell): return cell.key
            default: return nil
            }
        }
        set {
            switch self {
            case var .element(element): element.key = newValue; self = .element(element)
            case var .use(use): use.key = newValue; self = .use(use)
            case var .cell(cell): cell.key = newValue; self = .cell(cell)
            default: break
            }
        }
    }

    /// Whether the node can have a key.
    var isKeyable: Bool {
        switch self {
        case .element, .use, .cell: return true
        default: return false
        }
    }
}

public struct ElementSpec: Equatable {
    /// What wraps the element: nothing, a component, or a component with the element as its input
    /// (skipped when its parent renders again with an equal input).
    public enum Wrapper: Int {
        case none, component, inputComponent
    }

    public var tag: String
    public var key: String?
    public var wrapper: Wrapper = .none
    public var attributes: [NamedValue] = []
    public var classes = ""
    public var styles: [StyleSpec] = []
    public var properties: [PropertySpec] = []
    public var listeners: [String] = []
    /// Raw HTML in place of the children.
    public var html: String?
    public var children: [Spec] = []

    public init(tag: String) { self.tag = tag }
}

public struct NamedValue: Equatable {
    public var name: String
    public var value: String
}

public struct StyleSpec: Equatable {
    public var name: String
    public var value: String
    public var important: Bool
}

public struct PropertySpec: Equatable {
    public var name: String
    public var value: PropertyValue
}

/// A use of a template: which one, and the values of its holes. With `word`, its text hole reads the
/// model's observed word instead of `label`, so a change of the word rewrites that use alone.
public struct UseSpec: Equatable {
    public var template: Int
    public var key: String?
    public var label: String
    public var tokens: String
    public var title: String
    public var word: Int?
}

public struct CellSpec: Equatable {
    public var slot: Int
    public var key: String?
}

/// One state of a case: the view, and the model's cells and words it reads.
public struct Step: Equatable {
    public var view: Spec
    public var cells: [Spec]
    public var words: [String]
}

/// A random case: its first step is mounted, each later one rendered over the one before.
public struct FuzzCase: Equatable {
    public var steps: [Step]

    public init(steps: [Step]) { self.steps = steps }
}
