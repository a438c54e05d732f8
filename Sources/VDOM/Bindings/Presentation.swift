import Observing

// Presentation from state: a `<dialog>` shown modally while a value is present, and closed when it is
// gone. The dialog element is always in the page; only its content comes and goes with the value.
//
// - A value appears: the render calls `showModal()`. The browser moves the focus into the dialog (to its
//   first element with `autofocus`, else its first focusable one) and makes the rest of the page inert.
// - The value goes (`nil`, `false`): the render calls `close()`, and the browser returns the focus to
//   where it was before the dialog opened.
// - Escape: the browser fires `cancel` at the dialog and closes it; the binding writes `nil` back.
// - A value with another identity replaces the one shown: `showModal()` is called again, which presents
//   the dialog anew (the page closes it and shows it again), so the focus moves into the new content.

/// A modal dialog that presents `item` while it is not `nil`, with content rendered from it.
///
/// ```swift
/// dialog(item: Binding(get: { store.editing }, set: { store.editing = $0 })) { todo in
///     h2 { "Edit \(todo.title)" }
///     button { "Done" }.on(.click) { store.editing = nil }
/// }
/// ```
public func dialog<Item: Identifiable>(item: Binding<Item?>, @NodeBuilder content: (Item) -> NodeList) -> Element {
    let shown = item.wrappedValue
    var element = shown.map { Element("dialog", list: content($0)) } ?? Element("dialog")
    element.present(shown != nil, identity: shown.map { ValueIdentity($0.id) }) {
        if item.wrappedValue != nil { item.wrappedValue = nil }
    }
    return element
}

/// A modal dialog shown while `isPresented` is true.
public func dialog(isPresented: Binding<Bool>, @NodeBuilder content: () -> NodeList) -> Element {
    let shown = isPresented.wrappedValue
    var element = shown ? Element("dialog", list: content()) : Element("dialog")
    element.present(shown, identity: nil) {
        if isPresented.wrappedValue { isPresented.wrappedValue = false }
    }
    return element
}

extension Element {
    mutating func present(_ shown: Bool, identity: CallIdentity?, dismiss: @escaping () -> Void) {
        let openShown = ShownState(shown), closedShown = ShownState(!shown)
        setCall(MethodCall(name: "showModal", when: shown, identity: identity, shown: openShown))
        setCall(MethodCall(name: "close", when: !shown, atCreation: false, shown: closedShown))
        // Escape: the browser closes the dialog itself after `cancel`, and the model follows.
        setBindingListener(.cancel) { event in
            guard !event.isDefaultPrevented else { return }
            openShown.isTrue = false
            closedShown.isTrue = true
            dismiss()
        }
    }
}
