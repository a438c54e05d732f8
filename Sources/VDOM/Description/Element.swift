/// A description of one DOM element: what it should look like after the next render.
///
/// Build one with the tag functions (`div { … }`, `input()`, `element("x-card") { … }`) and refine it
/// with modifiers (`.class("row")`, `.on(.click) { … }`). Each modifier returns a new description.
///
/// An `Element` is a value with copy-on-write storage: copying one costs a reference count, and a chain of
/// modifiers on a fresh element edits one storage in place.
///
/// Eager-move, as ``Node`` explains.
@_eagerMove
public struct Element {
    var storage: ElementStorage

    public init(_ tag: String, children: [Node] = []) {
        storage = ElementStorage(tag: tag, content: .children(children))
        storage.containsComponents = children.contains { $0.isOrContainsComponent }
    }

    /// The children a builder collected: one child is kept without an array.
    init(_ tag: String, list: NodeList) {
        if let child = list.single {
            storage = ElementStorage(tag: tag, content: .child(child))
            storage.containsComponents = child.isOrContainsComponent
        } else {
            self = Element(tag, children: list.nodes)
        }
    }

    public var tag: String { storage.tag }
    var namespace: Namespace? { storage.namespace }
    var key: Key? { storage.key }
    var attributes: [Attribute] { storage.attributes }
    var properties: [Property] { storage.properties }
    var styles: [Style] { storage.styles }
    var className: Text { storage.className }
    var listeners: [Listener] { storage.listeners }
    var calls: [MethodCall] { storage.calls }
    var draft: FieldDraft? { storage.bound?.draft }
    var content: Content { storage.content }

    /// Runs the element's own handler for the event, if it has one, then a binding's; returns whether
    /// one ran.
    func runListener(for event: inout DOMEvent) -> Bool {
        for listener in listeners where listener.event == event.name {
            listener.run(&event)
            storage.bound?.run(&event)
            if event.name == .submit && !event.isDefaultAllowed { event.preventDefault() }
            return true
        }
        return false
    }

    var children: [Node] {
        switch storage.content {
        case let .children(nodes): return nodes
        case let .child(node): return [node]
        case .html: return []
        }
    }

    /// The storage, copied first if another description shares it.
    mutating func edit() -> ElementStorage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    enum Content {
        case children([Node])
        /// A single child: most elements have one, and it needs no array (a row of the benchmark table
        /// has five).
        case child(Node)
        /// Raw HTML, set with `innerHTML`. Only ever from ``Element/html(_:)``.
        case html(Text)
    }
}

final class ElementStorage {
    let tag: String
    var namespace: Namespace?
    var key: Key?
    var attributes: [Attribute] = []
    var properties: [Property] = []
    var styles: [Style] = []
    /// Space-separated class tokens, in the order they were added.
    var className = Text()
    var listeners: [Listener] = []
    var calls: [MethodCall] = []
    /// What bindings gave the element (``BoundParts``); nil on the others.
    var bound: BoundParts?
    /// Holes of a template's markup (``ElementHole``); empty everywhere else.
    var holes: [ElementHole] = []
    /// How it enters, leaves and moves (``Transition``); nil on most elements.
    var transition: Transition?
    /// What app code makes and keeps inside the element (``RepresentedPart``); nil on most elements.
    var represented: RepresentedPart?
    var content: Element.Content
    /// Whether a component or a template's use is among the descendants: only then does the render pass
    /// pair the children with the live ones, to find those whose input did not change.
    var containsComponents = false

    init(tag: String, content: Element.Content) {
        self.tag = tag
        self.content = content
    }

    deinit {
        switch content {
        case let .children(children) where !children.isEmpty:
            content = .children([])
            DescriptionRelease.release(children)
        case let .child(child):
            content = .children([])
            DescriptionRelease.release(child)
        default:
            break
        }
    }

    func copy() -> ElementStorage {
        let copy = ElementStorage(tag: tag, content: content)
        copy.namespace = namespace
        copy.key = key
        copy.attributes = attributes
        copy.properties = properties
        copy.styles = styles
        copy.className = className
        copy.listeners = listeners
        copy.calls = calls
        copy.holes = holes
        copy.bound = bound
        copy.transition = transition
        copy.represented = represented
        copy.containsComponents = containsComponents
        return copy
    }
}

struct Attribute {
    let name: String
    var value: Text
}

struct Property {
    let name: String
    var value: PropertyValue
}

struct Style {
    let name: String
    var value: Text
    var important: Bool
}

struct Listener {
    let event: EventName
    var handler: Handler

    enum Handler {
        case action(() -> Void)
        case event((inout DOMEvent) -> Void)
    }

    func run(_ event: inout DOMEvent) {
        switch handler {
        case let .action(action): action()
        case let .event(handle): handle(&event)
        }
    }
}

/// What bindings (``Element/value(_:)``, ``Element/focused(_:)``…) give an element: their handlers, kept
/// apart from the app's own listeners so that the app's `.on(…)` for the same event, given before or
/// after the binding, does not replace one (each runs after the app's handler, and each event of them
/// has a listener too); and the text a value binding keeps while the user types (``FieldDraft``).
///
/// Never changed once made, so descriptions copied for a modifier share it.
final class BoundParts {
    let handlers: [(event: EventName, handle: (inout DOMEvent) -> Void)]
    let draft: FieldDraft?

    init(handlers: [(event: EventName, handle: (inout DOMEvent) -> Void)], draft: FieldDraft?) {
        self.handlers = handlers
        self.draft = draft
    }

    /// Runs the handlers for `event`; the element's own listener has run.
    func run(_ event: inout DOMEvent) {
        for handler in handlers where handler.event == event.name { handler.handle(&event) }
    }
}

struct MethodCall {
    let name: String
    var when: Bool
    /// Whether an element created with `when` true gets the call: a field created unfocused needs no
    /// `blur()`, a dialog created closed no `close()`.
    var atCreation = true
    /// What the call is for, when that matters: while `when` stays true, a new identity calls the method
    /// again (a dialog presenting another value).
    var identity: CallIdentity?
    /// Whether the page already shows what the call does, when the user brought that about after the
    /// render (focused a field the model had unfocused, closed a dialog with Escape). The next render
    /// compares with this instead of `when`, so it does not call the method for what the user did.
    var shown: ShownState?
}

/// What the page shows for a method call's condition once the user changed it (``MethodCall/shown``).
final class ShownState {
    var isTrue: Bool

    init(_ isTrue: Bool) {
        self.isTrue = isTrue
    }
}

/// The identity a method call is made for (``MethodCall/identity``), compared with the one before.
class CallIdentity {
    func isSame(as other: CallIdentity) -> Bool { false }
}

final class ValueIdentity<ID: Equatable>: CallIdentity {
    let id: ID

    init(_ id: ID) {
        self.id = id
    }

    override func isSame(as other: CallIdentity) -> Bool {
        (other as? ValueIdentity<ID>)?.id == id
    }
}
