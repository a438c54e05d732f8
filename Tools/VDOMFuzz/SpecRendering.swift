import VDOM

extension Spec {
    /// The toolkit's description of this spec; cells and template uses read `model`.
    public func node(_ model: FuzzModel) -> Node {
        switch self {
        case let .text(text): return .text(text)
        case let .comment(text): return .comment(Text(text))
        case .hole: return .hole
        case let .element(spec):
            let key = spec.key.map(Key.string)
            switch spec.wrapper {
            case .none: return Node(spec.element(model))
            case .component: return Node(Component(key: key) { [Node(spec.element(model))] })
            case .inputComponent: return Node(Component(spec, key: key) { spec in [Node(spec.element(model))] })
            }
        case let .use(use):
            return FuzzTemplates.node(for: use, model: model)
        case let .cell(cell):
            return Node(Component(key: cell.key.map(Key.string)) { [model.cells[cell.slot].spec.node(model)] })
        }
    }
}

extension ElementSpec {
    func element(_ model: FuzzModel) -> Element {
        var element = VDOM.element(tag) { children.map { $0.node(model) } }
        if let key {
            // Keyed elements say whether a component wraps them: a key moving between an element and a
            // component is a new slot, so that node is legitimately new.
            element = element.attribute("data-key", Text(key)).attribute("data-slot", wrapper == .none ? "element" : "component")
            if wrapper == .none { element = element.key(.string(key)) }
        }
        for attribute in attributes { element = element.attribute(attribute.name, Text(attribute.value)) }
        element = element.class(Text(classes))
        for style in styles { element = element.style(style.name, Text(style.value), important: style.important) }
        for property in properties { element = element.property(property.name, property.value) }
        for listener in listeners { element = element.on(EventName(listener)) {} }
        if let html { element = element.html(Text(html)) }
        return element
    }
}
