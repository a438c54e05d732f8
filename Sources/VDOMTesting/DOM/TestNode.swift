import VDOM

/// One node of a ``TestDOM``: an element, a text node or a comment.
///
/// Tests read nodes; only the DOM changes them, through patches and user actions. An element keeps what a
/// browser element keeps: attributes in order (with their namespaces), style declarations with their
/// priority, the events it listens for, its children or raw HTML, and the live state of form controls,
/// which lives apart from the attributes (see ``property(_:)``).
public final class TestNode {
    public enum Kind: Equatable {
        case element
        case text
        case comment
    }

    public let kind: Kind
    /// A number the DOM gives each node object when it is created, never reused: the `id` of snapshots.
    public let serial: Int
    /// The id patches address this node by; `nil` for nodes the DOM made itself (a `textContent` write)
    /// and for nodes whose id a removal freed.
    public internal(set) var nodeID: NodeID?
    /// The element's tag as created (`""` for text and comments).
    public let tag: String
    public let namespace: Namespace
    /// The tag in lower case, as the HTML parser would have it (HTML elements only).
    let htmlTag: String
    /// The data of a text node or a comment.
    public internal(set) var data: String
    public internal(set) var children: [TestNode] = []
    /// The parent element. Not a `weak` reference, which would make every retain of a node slow; a node
    /// clears its children's parent when it goes, so this never dangles.
    public internal(set) unowned(unsafe) var parent: TestNode?
    /// The raw HTML the element holds after `setInnerHTML`, instead of children; `nil` otherwise.
    public internal(set) var rawHTML: String?
    /// Style declarations in the order they were first set.
    public internal(set) var styles: [TestStyle] = []
    /// The events the element listens for, in the order they were added.
    public internal(set) var listeners: [String] = []
    /// Every method called on the element (`focus`, `showModal`…), in order.
    public internal(set) var calledMethods: [String] = []
    /// Whether the element is a dialog `showModal()` opened and nothing has closed since.
    public internal(set) var isModal = false
    /// For a modal dialog: the element focused when it was shown, which gets the focus back.
    var returnFocus: TestNode?

    /// Attributes in order; `style` has a place-holding entry whose value comes from ``styles``.
    var attributeStorage: [TestAttribute] = []
    /// Properties without special behaviour, as written (`element.foo = …`).
    var expandos: [(name: String, value: PropertyValue)] = []
    /// Names of properties a patch wrote or the user changed, for snapshots.
    var touchedProperties: [String] = []
    /// The controlled properties (`value`, `checked`…) as the last patches wrote them, which the page
    /// puts back after an event whose handler did not render a new value.
    var renderedControlled: [(name: String, value: PropertyValue)] = []
    var form = FormState()

    init(kind: Kind, serial: Int, nodeID: NodeID?, tag: String = "", namespace: Namespace = .html, data: String = "") {
        self.kind = kind
        self.serial = serial
        self.nodeID = nodeID
        self.tag = tag
        self.namespace = namespace
        self.data = data
        htmlTag = kind == .element && namespace == .html ? asciiLowercased(tag) : ""
    }

    // Releasing a deep tree would otherwise recurse once per level; descendants nobody else holds are
    // taken apart here one by one instead.
    deinit {
        var stack = children
        children = []
        for child in stack { child.parent = nil }
        while var node = stack.popLast() {
            if isKnownUniquelyReferenced(&node) {
                for child in node.children { child.parent = nil }
                stack.append(contentsOf: node.children)
                node.children = []
            }
        }
    }

    /// Whether this is an element with `tag` in the HTML namespace (`input`, `select`…).
    func isHTML(_ name: String) -> Bool {
        kind == .element && namespace == .html && htmlTag == name
    }

    var isHTMLElement: Bool { kind == .element && namespace == .html }

    /// The tag as the DOM reports it (`localName`): lower-cased for an HTML element, since
    /// `createElement` lower-cases in an HTML document (`foreignObject` outside SVG is `foreignobject`).
    public var localName: String { isHTMLElement ? htmlTag : tag }

    /// The node itself and every node below it, in document order.
    public var subtree: [TestNode] {
        var result: [TestNode] = []
        var stack = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The elements below this node, in document order.
    public var descendantElements: [TestNode] {
        subtree.dropFirst().filter { $0.kind == .element }
    }

    /// The topmost ancestor (the node itself when it has no parent).
    var root: TestNode {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }

    /// The nearest ancestor that is an HTML element with `tag`.
    func ancestor(_ tag: String) -> TestNode? {
        var node = parent
        while let current = node {
            if current.isHTML(tag) { return current }
            node = current.parent
        }
        return nil
    }

    /// The concatenated text of every text node below (raw HTML: the text between its tags).
    public var textContent: String {
        switch kind {
        case .text, .comment:
            return data
        case .element:
            var text = ""
            for node in subtree {
                if node.kind == .text { text += node.data }
                if let rawHTML = node.rawHTML { text += RawHTML.text(of: rawHTML) }
            }
            return text
        }
    }
}

/// One attribute: its qualified name as written (`xlink:href`), its namespace URI (or `nil`) and value.
public struct TestAttribute: Equatable {
    public let namespace: String?
    public let name: String
    public var value: String

    public init(namespace: String?, name: String, value: String) {
        self.namespace = namespace
        self.name = name
        self.value = value
    }

    /// The name without its prefix, which namespaced attributes are matched by.
    public var localName: String {
        guard namespace != nil, let colon = name.firstIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }
}

/// One style declaration; `priority` is `"important"` or `""`, as `CSSStyleDeclaration` reports it.
public struct TestStyle: Equatable {
    public let name: String
    public var value: String
    public var priority: String

    public init(name: String, value: String, priority: String) {
        self.name = name
        self.value = value
        self.priority = priority
    }
}
