/// A description of one child slot: an element, text, a comment, a hole or a component.
///
/// Nodes are values: a render builds a fresh tree of them and the renderer compares it with the last one.
///
/// Descriptions are eager-move: a value may be released after its last use rather than at the end of its
/// scope. A description has no deinit of its own to observe, and without the copies that keep each one
/// to the end of its scope the wasm build is smaller. `Element`, `Text` and the reconciler's work items
/// are marked the same way.
@_eagerMove
public struct Node {
    @_eagerMove
    enum Storage {
        case element(Element)
        case text(Text)
        case comment(Text)
        case hole
        case component(Component)
        /// A use of a template: one subtree of fixed markup.
        case template(TemplateUse)
        /// A template's text hole, only valid inside the template's markup: the value's position.
        case textHole(Int)
    }

    var storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    public init(_ element: Element) { storage = .element(element) }
    public init(_ component: Component) { storage = .component(component) }

    /// A text node.
    public static func text(_ text: Text) -> Node { Node(.text(text)) }
    @_disfavoredOverload
    public static func text(_ text: String) -> Node { Node(.text(Text(text))) }
    /// A comment node.
    public static func comment(_ text: Text) -> Node { Node(.comment(text)) }
    /// An empty slot: renders nothing, but keeps its position so the siblings after it match by position.
    public static var hole: Node { Node(.hole) }

    /// Whether the slot is or holds an observation scope (a component or a template's use), which the
    /// render pass pairs with its live counterpart.
    var isOrContainsComponent: Bool {
        switch storage {
        case let .element(element): return element.storage.containsComponents
        case .component, .template: return true
        default: return false
        }
    }

    var key: Key? {
        switch storage {
        case let .element(element): return element.key
        case let .component(component): return component.key
        case let .template(use): return use.key
        default: return nil
        }
    }
}
