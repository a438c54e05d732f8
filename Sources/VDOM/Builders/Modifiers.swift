/// Modifiers: each returns a copy of the element with one more thing said about it.
extension Element {
    /// Sets an attribute; `nil` leaves it absent. Setting the same name again replaces the value.
    public func attribute(_ name: String, _ value: String?) -> Element {
        var copy = self
        copy.attributes.removeAll { $0.name.bytesEqual(name) }
        if let value { copy.attributes.append(Attribute(name: name, value: value)) }
        return copy
    }

    /// A boolean attribute: present (with an empty value) when `present` is true, absent otherwise.
    public func attribute(_ name: String, present: Bool) -> Element {
        attribute(name, present ? "" : nil)
    }

    /// Sets a DOM property (see ``PropertyTable`` for which ones are controlled).
    public func property(_ name: String, _ value: PropertyValue) -> Element {
        var copy = self
        copy.properties.removeAll { $0.name.bytesEqual(name) }
        copy.properties.append(Property(name: name, value: value))
        return copy
    }

    /// Adds class tokens (space-separated).
    public func `class`(_ names: String) -> Element {
        var copy = self
        for token in names.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) {
            if !copy.className.isEmpty { copy.className += " " }
            copy.className += String(decoding: token, as: UTF8.self)
        }
        return copy
    }

    /// Adds a class token only when `condition` holds: `.class("selected", when: row.id == selected)`.
    public func `class`(_ name: String, when condition: Bool) -> Element {
        condition ? self.class(name) : self
    }

    /// Sets a CSS property (kebab-case; custom properties `--x` too). `nil` or `""` leaves it unset.
    public func style(_ name: String, _ value: String?, important: Bool = false) -> Element {
        var copy = self
        copy.styles.removeAll { $0.name.bytesEqual(name) }
        if let value, !value.isEmpty {
            copy.styles.append(Style(name: name, value: value, important: important))
        }
        return copy
    }

    /// Handles an event on this element. Changing the closure between renders costs no DOM operation.
    public func on(_ event: EventName, _ handler: @escaping (inout DOMEvent) -> Void) -> Element {
        var copy = self
        copy.listeners.removeAll { $0.event == event }
        copy.listeners.append(Listener(event: event, handler: handler))
        return copy
    }

    /// Handles an event on this element with a closure that needs nothing from the event.
    public func on(_ event: EventName, _ action: @escaping () -> Void) -> Element {
        on(event) { (_: inout DOMEvent) in action() }
    }

    /// Calls a method of the DOM element (`focus`, `blur`, `showModal`, `close`, `select`…) on the render
    /// where `condition` becomes true, including the first render if it is true then.
    public func call(_ method: String, when condition: Bool) -> Element {
        var copy = self
        copy.calls.removeAll { $0.name.bytesEqual(method) }
        copy.calls.append(MethodCall(name: method, when: condition))
        return copy
    }

    /// Identifies the element among its siblings, so the diff follows it when the list is reordered.
    public func key(_ key: Key) -> Element {
        var copy = self
        copy.key = key
        return copy
    }

    /// Creates the element in `namespace` instead of the one it would inherit.
    public func namespace(_ namespace: Namespace) -> Element {
        var copy = self
        copy.namespace = namespace
        return copy
    }

    /// Replaces the element's children with raw HTML. The string is parsed by the browser as is: never
    /// pass it text you did not write or sanitise yourself.
    public func html(_ rawHTML: String) -> Element {
        var copy = self
        copy.content = .html(rawHTML)
        return copy
    }
}

/// Shorthands for common attributes and the controlled form properties.
extension Element {
    public func id(_ value: String) -> Element { attribute("id", value) }
    public func type(_ value: String) -> Element { attribute("type", value) }
    public func href(_ value: String) -> Element { attribute("href", value) }
    public func name(_ value: String) -> Element { attribute("name", value) }
    public func placeholder(_ value: String) -> Element { attribute("placeholder", value) }
    public func title(_ value: String) -> Element { attribute("title", value) }
    public func disabled(_ disabled: Bool) -> Element { attribute("disabled", present: disabled) }
    public func ariaLabel(_ value: String) -> Element { attribute("aria-label", value) }

    /// The live `value` of an input, textarea or select: controlled, so the page always shows this value.
    public func value(_ value: String) -> Element { property("value", .string(value)) }
    /// The live `checked` of a checkbox or radio: controlled.
    public func checked(_ checked: Bool) -> Element { property("checked", .bool(checked)) }
    /// The live `selected` of an option: controlled.
    public func selected(_ selected: Bool) -> Element { property("selected", .bool(selected)) }
    /// The live `indeterminate` of a checkbox: controlled.
    public func indeterminate(_ value: Bool) -> Element { property("indeterminate", .bool(value)) }
}
