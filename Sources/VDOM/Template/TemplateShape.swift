/// What the renderer needs to know of a template's markup, found once when the template is made: its DOM
/// nodes in creation order (document order), where its holes are, and whether the markup is valid.
final class TemplateShape {
    let root: Element
    /// The template's DOM nodes in creation order: the element, or `nil` for a text or comment node.
    private(set) var elements: [Element?] = []
    /// Every place a value is shown, in creation order.
    private(set) var placements: [Placement] = []
    /// Whether a copy of a use (`cloneNode`) is the same as the use built anew: no properties or method
    /// calls (a copy has neither), no raw HTML, no custom elements (whose constructors may differ).
    private(set) var isCopyable = true
    /// Whether a copy numbers the node, by position in ``elements``: the root (which the use is inserted,
    /// moved and removed by), the nodes with holes and the elements that handle events. A copy's other
    /// nodes get no id: no operation ever names them, and the page keeps no reference to them.
    private(set) var isNamed: [Bool] = []
    /// Why the markup cannot be rendered, reported by the first render that uses it.
    private(set) var error: RenderError?
    private let textCount, stringCount, actionCount: Int

    struct Placement {
        /// The node, by its position in ``elements``.
        let node: Int
        /// The value's position among the use's values.
        let value: Int
        let kind: Kind

        enum Kind {
            case text
            /// Tokens after the element's fixed ones.
            case className(fixed: Text)
            case attribute(String)
        }
    }

    var nodeCount: Int { elements.count }

    init(root: Element, textCount: Int, stringCount: Int, actionCount: Int) {
        self.root = root
        self.textCount = textCount
        self.stringCount = stringCount
        self.actionCount = actionCount
        do throws(RenderError) {
            try visit(root)
        } catch {
            self.error = error
            return
        }
        for element in elements {
            var handlesEvents = false
            if let element {
                handlesEvents = !element.listeners.isEmpty
                for hole in element.storage.holes {
                    if case .listener = hole { handlesEvents = true }
                }
            }
            isNamed.append(isNamed.isEmpty || handlesEvents)
        }
        for placement in placements { isNamed[placement.node] = true }
    }

    private func visit(_ element: Element) throws(RenderError) {
        try RenderPass.checkNames(element)
        let index = elements.count
        elements.append(element)
        let isCustom = element.tag.withBytes { $0.contains(UInt8(ascii: "-")) }
        if case .html = element.content { isCopyable = false }
        if !element.properties.isEmpty || !element.calls.isEmpty || isCustom { isCopyable = false }
        let holes = element.storage.holes
        for (position, hole) in holes.enumerated() {
            // A hole is the one source of what it sets: not a second hole, not a fixed value.
            for other in holes[..<position] where Self.setSame(hole, other) { throw Self.setTwice(hole, element.tag) }
            switch hole {
            case let .className(value):
                try place(value, below: stringCount, at: index, .className(fixed: element.className), after: textCount)
            case let .attribute(name, value):
                guard NameRules.isValid(name, as: .attribute) else {
                    throw .invalidAttributeName(name, tag: element.tag)
                }
                if element.attributes.contains(where: { $0.name.bytesEqual(name) }) { throw Self.setTwice(hole, element.tag) }
                try place(value, below: stringCount, at: index, .attribute(name), after: textCount)
            case let .listener(event, action):
                guard NameRules.isValid(event.name, as: .token) else {
                    throw .invalidEventName(event.name, tag: element.tag)
                }
                guard action < actionCount else { throw .holeOutsideTemplate }
                if element.listeners.contains(where: { $0.event == event }) { throw Self.setTwice(hole, element.tag) }
            }
        }
        for child in element.children {
            switch child.storage {
            case let .element(child):
                // A represented element's inside is made by code, once per element: no copy can hold it.
                if child.storage.represented != nil { throw .dynamicPartInTemplate(tag: element.tag) }
                try visit(child)
            case .text, .comment:
                elements.append(nil)
            case let .textHole(value):
                try place(value, below: textCount, at: elements.count, .text)
                elements.append(nil)
            case .hole:
                break
            case .component, .template:
                throw .dynamicPartInTemplate(tag: element.tag)
            }
        }
    }

    /// The markup with `values` (a use's) in its holes: the same markup written out. The first use of a
    /// template is created from it, as any element is, so the two cannot differ.
    func filled(with values: [Text]) -> Element {
        fill(root, with: values)
    }

    private func fill(_ element: Element, with values: [Text]) -> Element {
        var filled = element
        let storage = filled.edit()
        storage.holes = []
        for hole in element.storage.holes {
            switch hole {
            case let .className(value):
                storage.className = Self.classes(element.className, values[textCount + value])
            case let .attribute(name, value):
                storage.attributes.append(Attribute(name: name, value: values[textCount + value]))
            case let .listener(event, _):
                // Never run: events inside a use reach its handlers through the use (`handleTemplateEvent`).
                storage.listeners.append(Listener(event: event, handler: .action {}))
            }
        }
        if case .html = element.content { return filled }
        var children: [Node] = []
        for child in element.children {
            switch child.storage {
            case let .element(element): children.append(Node(fill(element, with: values)))
            case let .textHole(value): children.append(.text(values[value]))
            default: children.append(child)
            }
        }
        storage.content = .children(children)
        return filled
    }

    /// An element's fixed class tokens followed by a hole's.
    static func classes(_ fixed: Text, _ added: Text) -> Text {
        if fixed.isEmpty { return added }
        return added.isEmpty ? fixed : "\(fixed) \(added)"
    }

    private static func setSame(_ a: ElementHole, _ b: ElementHole) -> Bool {
        switch (a, b) {
        case (.className, .className): return true
        case let (.attribute(x, _), .attribute(y, _)): return x.bytesEqual(y)
        case let (.listener(x, _), .listener(y, _)): return x == y
        default: return false
        }
    }

    private static func setTwice(_ hole: ElementHole, _ tag: String) -> RenderError {
        switch hole {
        case .className: return .setTwiceInTemplate("class", tag: tag)
        case let .attribute(name, _): return .setTwiceInTemplate(name, tag: tag)
        case let .listener(event, _): return .setTwiceInTemplate(event.name, tag: tag)
        }
    }

    /// Records a placement of hole `value` among `count` holes of its kind, whose values come after
    /// `offset` others in a use's values. A hole of another template has a number that means nothing here.
    private func place(_ value: Int, below count: Int, at node: Int, _ kind: Placement.Kind,
                       after offset: Int = 0) throws(RenderError) {
        guard value < count else { throw .holeOutsideTemplate }
        placements.append(Placement(node: node, value: offset + value, kind: kind))
    }
}
