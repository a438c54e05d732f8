/// A representable placed in a view, with the settings the view gives it: properties and attributes
/// written at moments of its life, callbacks at those moments, and the element's own class, attributes,
/// styles, key and listeners as any element has them.
///
/// ```swift
/// ColorPicker(color: theme.accent, onPick: { theme.accent = $0 })
///     .set("title", to: "Accent colour", during: .make)
///     .onUpdate { element, coordinator in coordinator.flash() }
///     .class("picker")
/// ```
public struct Represented<R: ElementRepresentable> {
    let value: R
    var element: Element
    var settings: [RepresentableSetting] = []
    var onMake, onUpdate, onDismantle: ((DOMElement, R.Coordinator) -> Void)?

    init(_ value: R) {
        self.value = value
        element = Element(R.tag)
    }

    /// Writes the property `name` of the element at `moment`, through the same rules as every write.
    public func set(_ name: String, to value: PropertyValue, during moment: RepresentableMoment = .always) -> Represented {
        var copy = self
        copy.settings.append(RepresentableSetting(name: name, value: .property(value), moment: moment))
        RepresentableSetting.install()
        return copy
    }

    /// Writes the attribute `name` of the element at `moment` (a URL that runs script is refused).
    public func setAttribute(_ name: String, to value: Text, during moment: RepresentableMoment = .always) -> Represented {
        var copy = self
        copy.settings.append(RepresentableSetting(name: name, value: .attribute(value), moment: moment))
        RepresentableSetting.install()
        return copy
    }

    /// Runs `action` after ``ElementRepresentable/make(_:context:)``.
    public func onMake(_ action: @escaping (DOMElement, R.Coordinator) -> Void) -> Represented {
        var copy = self
        copy.onMake = action
        return copy
    }

    /// Runs `action` after ``ElementRepresentable/update(_:context:)``.
    public func onUpdate(_ action: @escaping (DOMElement, R.Coordinator) -> Void) -> Represented {
        var copy = self
        copy.onUpdate = action
        return copy
    }

    /// Runs `action` after ``ElementRepresentable/dismantle(_:coordinator:)``; the element is gone.
    public func onDismantle(_ action: @escaping (DOMElement, R.Coordinator) -> Void) -> Represented {
        var copy = self
        copy.onDismantle = action
        return copy
    }

    /// The element's class tokens, as ``Element/class(_:)`` gives them.
    public func `class`(_ names: Text) -> Represented { editing { $0.class(names) } }
    /// An attribute the view keeps current, as ``Element/attribute(_:_:)`` writes it.
    public func attribute(_ name: String, _ value: Text?) -> Represented { editing { $0.attribute(name, value) } }
    /// A style the view keeps current.
    public func style(_ name: String, _ value: Text?) -> Represented { editing { $0.style(name, value) } }
    /// Its key among its siblings: a new key makes a new element (dismantle, then make).
    public func key(_ key: Key) -> Represented { editing { $0.key(key) } }
    /// Handles an event of the element itself, such as a widget's `CustomEvent`.
    public func on(_ event: EventName, _ handler: @escaping (inout DOMEvent) -> Void) -> Represented { editing { $0.on(event, handler) } }
    /// How the element enters and leaves; it dismantles when its leave ends.
    public func transition(_ transition: Transition) -> Represented { editing { $0.transition(transition) } }

    private func editing(_ change: (consuming Element) -> Element) -> Represented {
        var copy = self
        copy.element = change(copy.element)
        return copy
    }

    /// The element the view renders, with the part that runs its life.
    var described: Element {
        var element = self.element
        element.edit().represented = RepresentedBox(self)
        RepresentedPart.install()
        return element
    }
}

extension ElementRepresentable {
    /// This representable with a property written at `moment`.
    public func set(_ name: String, to value: PropertyValue, during moment: RepresentableMoment = .always) -> Represented<Self> {
        Represented(self).set(name, to: value, during: moment)
    }

    /// This representable with an attribute written at `moment`.
    public func setAttribute(_ name: String, to value: Text, during moment: RepresentableMoment = .always) -> Represented<Self> {
        Represented(self).setAttribute(name, to: value, during: moment)
    }

    public func onMake(_ action: @escaping (DOMElement, Coordinator) -> Void) -> Represented<Self> { Represented(self).onMake(action) }
    public func onUpdate(_ action: @escaping (DOMElement, Coordinator) -> Void) -> Represented<Self> { Represented(self).onUpdate(action) }
    public func onDismantle(_ action: @escaping (DOMElement, Coordinator) -> Void) -> Represented<Self> { Represented(self).onDismantle(action) }
    public func `class`(_ names: Text) -> Represented<Self> { Represented(self).class(names) }
    public func attribute(_ name: String, _ value: Text?) -> Represented<Self> { Represented(self).attribute(name, value) }
    public func style(_ name: String, _ value: Text?) -> Represented<Self> { Represented(self).style(name, value) }
    public func key(_ key: Key) -> Represented<Self> { Represented(self).key(key) }
    public func on(_ event: EventName, _ handler: @escaping (inout DOMEvent) -> Void) -> Represented<Self> { Represented(self).on(event, handler) }
    public func transition(_ transition: Transition) -> Represented<Self> { Represented(self).transition(transition) }
}

extension NodeBuilder {
    public static func buildExpression<R: ElementRepresentable>(_ represented: Represented<R>) -> NodeList {
        NodeList(Node(represented.described))
    }

    public static func buildExpression<R: ElementRepresentable>(_ value: R) -> NodeList {
        NodeList(Node(Represented(value).described))
    }
}
