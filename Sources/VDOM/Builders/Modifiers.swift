/// Modifiers: each returns a copy of the element with one more thing said about it.
extension Element {
    /// Sets an attribute; `nil` leaves it absent. Setting the same name again replaces the value. The
    /// text reaches the page as its bytes, with no `String` made of it.
    public consuming func attribute(_ name: String, _ value: Text?) -> Element {
        setAttribute(name, value)
        return self
    }

    @inline(never)
    mutating func setAttribute(_ name: String, _ value: Text?) {
        let storage = edit()
        if let index = storage.attributes.firstIndex(where: { $0.name.bytesEqual(name) }) {
            if let value { storage.attributes[index].value = value } else { storage.attributes.remove(at: index) }
        } else if let value {
            storage.attributes.append(Attribute(name: name, value: value))
        }
    }

    /// A boolean attribute: present (with an empty value) when `present` is true, absent otherwise.
    public consuming func attribute(_ name: String, present: Bool) -> Element {
        attribute(name, present ? "" : nil)
    }

    /// Sets a DOM property (see ``PropertyTable`` for which ones are controlled).
    public consuming func property(_ name: String, _ value: PropertyValue) -> Element {
        setProperty(name, value)
        return self
    }

    @inline(never)
    mutating func setProperty(_ name: String, _ value: PropertyValue) {
        let storage = edit()
        if let index = storage.properties.firstIndex(where: { $0.name.bytesEqual(name) }) {
            storage.properties[index].value = value
        } else {
            storage.properties.append(Property(name: name, value: value))
            Features.installProperties()
        }
    }

    /// Adds class tokens (space-separated), after the ones already there.
    public consuming func `class`(_ names: Text) -> Element {
        if names.isEmpty { return self }
        let storage = edit()
        if storage.className.isEmpty {
            storage.className = names
        } else {
            storage.className.appendLiteral(" ")
            storage.className.appendInterpolation(names)
        }
        return self
    }

    /// Adds a class token only when `condition` holds: `.class("selected", when: row.id == selected)`.
    public consuming func `class`(_ name: Text, when condition: Bool) -> Element {
        condition ? self.class(name) : self
    }

    /// Sets a CSS property (kebab-case; custom properties `--x` too). `nil` or `""` leaves it unset.
    public consuming func style(_ name: String, _ value: Text?, important: Bool = false) -> Element {
        let storage = edit()
        storage.styles.removeAll { $0.name.bytesEqual(name) }
        if let value, !value.isEmpty {
            storage.styles.append(Style(name: name, value: value, important: important))
            Features.installStyles()
        }
        return self
    }

    /// Handles an event on this element. Changing the closure between renders costs no DOM operation.
    public consuming func on(_ event: EventName, _ handler: @escaping (inout DOMEvent) -> Void) -> Element {
        setListener(event, .event(handler))
        return self
    }

    /// Handles an event on this element with a closure that needs nothing from the event.
    public consuming func on(_ event: EventName, _ action: @escaping () -> Void) -> Element {
        setListener(event, .action(action))
        return self
    }

    /// Gives the element a binding's handler for `event` (see ``BoundParts``).
    @inline(never)
    mutating func setBindingListener(_ event: EventName, _ handler: @escaping (inout DOMEvent) -> Void) {
        let storage = edit()
        let handlers = (storage.bound?.handlers ?? []).filter { $0.event != event } + [(event, handler)]
        storage.bound = BoundParts(handlers: handlers, draft: storage.bound?.draft)
        // The event needs a listener; an app's `.on` for it replaces this one's empty handler.
        if !storage.listeners.contains(where: { $0.event == event }) {
            storage.listeners.append(Listener(event: event, handler: .action {}))
        }
    }

    private mutating func setListener(_ event: EventName, _ handler: Listener.Handler) {
        let storage = edit()
        if let index = storage.listeners.firstIndex(where: { $0.event == event }) {
            storage.listeners[index].handler = handler
        } else {
            storage.listeners.append(Listener(event: event, handler: handler))
        }
    }

    /// Calls a method of the DOM element (`focus`, `blur`, `showModal`, `close`, `select`…) on the render
    /// where `condition` becomes true, including the first render if it is true then.
    public consuming func call(_ method: String, when condition: Bool) -> Element {
        setCall(MethodCall(name: method, when: condition))
        return self
    }

    @inline(never)
    mutating func setCall(_ call: MethodCall) {
        let storage = edit()
        // At most one call of a name is there: the one an earlier `setCall` appended.
        if let index = storage.calls.firstIndex(where: { $0.name.bytesEqual(call.name) }) { storage.calls.remove(at: index) }
        storage.calls.append(call)
        Features.installMethodCalls()
    }

    /// Identifies the element among its siblings, so the diff follows it when the list is reordered.
    public consuming func key(_ key: Key) -> Element {
        edit().key = key
        Features.installKeyed()
        return self
    }

    /// Creates the element in `namespace` instead of the one it would inherit.
    public consuming func namespace(_ namespace: Namespace) -> Element {
        edit().namespace = namespace
        return self
    }

    /// Replaces the element's children with raw HTML. The text is parsed by the browser as is: never
    /// pass it text you did not write or sanitise yourself.
    public consuming func html(_ rawHTML: Text) -> Element {
        edit().content = .html(rawHTML)
        return self
    }
}

/// Shorthands for common attributes and the controlled form properties. Each takes ``Text``: a literal,
/// interpolated or not, is one, and a `String` in hand becomes one with `Text(string)`, which copies nothing.
extension Element {
    public consuming func id(_ value: Text) -> Element { attribute("id", value) }
    public consuming func type(_ value: Text) -> Element { attribute("type", value) }
    public consuming func href(_ value: Text) -> Element { attribute("href", value) }
    public consuming func name(_ value: Text) -> Element { attribute("name", value) }
    public consuming func placeholder(_ value: Text) -> Element { attribute("placeholder", value) }
    public consuming func title(_ value: Text) -> Element { attribute("title", value) }
    public consuming func disabled(_ disabled: Bool) -> Element { attribute("disabled", present: disabled) }
    /// A field shown, focusable and selectable, but not editable (unlike `disabled`, it is submitted).
    public consuming func readOnly(_ readOnly: Bool) -> Element { attribute("readonly", present: readOnly) }
    public consuming func ariaLabel(_ value: Text) -> Element { attribute("aria-label", value) }

    /// The live `value` of an input, textarea or select: controlled, so the page always shows this value.
    public consuming func value(_ value: Text) -> Element { property("value", .string(value)) }
    /// The live `checked` of a checkbox or radio: controlled.
    public consuming func checked(_ checked: Bool) -> Element { property("checked", .bool(checked)) }
    /// The live `selected` of an option: controlled.
    public consuming func selected(_ selected: Bool) -> Element { property("selected", .bool(selected)) }
    /// The live `indeterminate` of a checkbox: controlled.
    public consuming func indeterminate(_ value: Bool) -> Element { property("indeterminate", .bool(value)) }
}
