/// A description of one DOM element: what it should look like after the next render.
///
/// Build one with the tag functions (`div { … }`, `input()`, `element("x-card") { … }`) and refine it
/// with modifiers (`.class("row")`, `.on(.click) { … }`). Each modifier returns a new description.
public struct Element {
    public let tag: String
    var namespace: Namespace?
    var key: Key?
    var attributes: [Attribute] = []
    var properties: [Property] = []
    var styles: [Style] = []
    /// Space-separated class tokens, in the order they were added.
    var className = ""
    var listeners: [Listener] = []
    var calls: [MethodCall] = []
    var content: Content

    enum Content {
        case children([Node])
        /// Raw HTML, set with `innerHTML`. Only ever from ``Element/html(_:)``.
        case html(String)
    }

    public init(_ tag: String, children: [Node] = []) {
        self.tag = tag
        content = .children(children)
    }

    var children: [Node] {
        if case let .children(nodes) = content { return nodes }
        return []
    }
}

struct Attribute {
    let name: String
    var value: String
}

struct Property {
    let name: String
    var value: PropertyValue
}

struct Style {
    let name: String
    var value: String
    var important: Bool
}

struct Listener {
    let event: EventName
    var handler: (inout DOMEvent) -> Void
}

struct MethodCall {
    let name: String
    var when: Bool
}
