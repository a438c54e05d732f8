import Observing

/// Bindings of controls that choose: a radio group and a select bound to one value of any `Equatable`
/// type, a `select multiple` bound to several, and a checkbox whose third state (`indeterminate`) is `nil`.
///
/// A group has one binding, not one per radio: an unchecked radio fires no `change`, so a radio's own
/// `Bool` would drift from the others'. Each radio checks itself when the binding holds its value, and
/// choosing it writes its value.
extension Element {
    /// A radio of a group bound to `selection`: checked while `selection` holds `value`; choosing it writes
    /// `value`.
    ///
    /// ```swift
    /// for size in Size.allCases {
    ///     label { input().type("radio").name("size").checked(order.$size, equals: size); size.title }
    /// }
    /// ```
    public consuming func checked<Value: Equatable>(_ selection: Binding<Value>, equals value: Value) -> Element {
        setProperty("checked", .bool(selection.wrappedValue == value))
        setBindingListener(.change) { event in
            if event.checked == true, selection.wrappedValue != value { selection.wrappedValue = value }
        }
        return self
    }

    /// Binds a checkbox to a `Bool?`: `nil` shows it indeterminate (a group of boxes partly ticked);
    /// ticking it writes `true` or `false`, as the browser clears `indeterminate` when it is clicked.
    public consuming func checked(_ binding: Binding<Bool?>) -> Element {
        let value = binding.wrappedValue
        setProperty("checked", .bool(value ?? false))
        setProperty("indeterminate", .bool(value == nil))
        setBindingListener(.change) { event in
            if let checked = event.checked, checked != binding.wrappedValue { binding.wrappedValue = checked }
        }
        return self
    }
}

/// A select bound to one of `options`, each shown as `label` gives it: the options' own values are
/// their positions, so any `Equatable` type is a choice, and the select shows `selection` once its
/// options are there (in the same frame as options that change). A selection among none of the options
/// selects nothing.
///
/// ```swift
/// select(selection: order.$size, options: Size.allCases) { size in size.title }
/// ```
public func select<Value: Equatable>(selection: Binding<Value>, options: [Value], label: (Value) -> Text) -> Element {
    let chosen = options.firstIndex(of: selection.wrappedValue)
    var element = Element("select", children: positionedOptions(options, label: label) { _ in nil })
        .property("selectedIndex", .number(Double(chosen ?? -1)))
    element.setBindingListener(.change) { event in
        guard let text = event.value, let index = Int(text), options.indices.contains(index),
              options[index] != selection.wrappedValue else { return }
        selection.wrappedValue = options[index]
    }
    return element
}

/// A `select multiple` bound to the options chosen among `options`, in the options' order: each option is
/// selected while `selection` holds it, and choosing writes the chosen ones.
///
/// ```swift
/// select(selection: order.$toppings, options: Topping.all) { topping in topping.name }
/// ```
public func select<Value: Equatable>(selection: Binding<[Value]>, options: [Value], label: (Value) -> Text) -> Element {
    let chosen = selection.wrappedValue
    var element = Element("select", children: positionedOptions(options, label: label) { chosen.contains($0) })
        .attribute("multiple", present: true)
    element.setBindingListener(.change) { event in
        guard let positions = event.selectedPositions else { return }
        let now = positions.filter { options.indices.contains($0) }.map { options[$0] }
        if now != selection.wrappedValue { selection.wrappedValue = now }
    }
    return element
}

/// A `select multiple` bound to a set of the options chosen among `options`. A `Set` links the standard
/// library's hash table into the module, which the array binding does not: prefer the array unless the
/// model needs a set.
///
/// ```swift
/// select(selection: order.$allergens, options: Allergen.all) { allergen in allergen.name }
/// ```
public func select<Value: Hashable>(selection: Binding<Set<Value>>, options: [Value], label: (Value) -> Text) -> Element {
    select(selection: Binding(get: { options.filter { selection.wrappedValue.contains($0) } },
                              set: { selection.wrappedValue = Set($0) }),
           options: options, label: label)
}

/// The options of a bound select: each labelled, its value its position, and `selected` where `selected`
/// says (nil: the select's `selectedIndex` decides).
private func positionedOptions<Value>(_ options: [Value], label: (Value) -> Text, selected: (Value) -> Bool?) -> [Node] {
    var children: [Node] = []
    for (index, option) in options.enumerated() {
        var element = Element("option", children: [.text(label(option))]).attribute("value", "\(index)")
        if let isSelected = selected(option) { element = element.property("selected", .bool(isSelected)) }
        children.append(Node(element))
    }
    return children
}
