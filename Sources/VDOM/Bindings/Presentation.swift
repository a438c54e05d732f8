import Observing

// Presentation from state: a `<dialog>` shown modally while a value is present, and closed when it is
// gone. The dialog element is always in the page; only its content comes and goes with the value.
//
// - A value appears: the render calls `showModal()`. The browser moves the focus into the dialog (to its
//   first element with `autofocus`, else its first focusable one) and makes the rest of the page inert.
// - The value goes (`nil`, `false`): the render calls `close()`, and the browser returns the focus to
//   where it was before the dialog opened.
// - The dialog closes any other way (Escape, a `<form method="dialog">`, `close()` from the page's own
//   JavaScript): the browser fires `close` at it, and the binding writes `nil` (or `false`) back, so the
//   model never says a closed dialog is shown. An app that must keep it open prevents Escape's `cancel`.
// - A value with another identity replaces the one shown: its content is created anew rather than
//   compared with the old one's, so no node, typed text or focus carries over, and `showModal()` is
//   called again, which presents the dialog anew (the page closes it and shows it again) and moves the
//   focus into the new content. The `close` that this inner closing fires reaches no handler: the page
//   drops a `close` whose dialog is open again by the time it is dispatched.

/// A modal dialog that presents `item` while it is not `nil`, with content rendered from it. A value with
/// another `id` gets content of its own, made anew.
///
/// ```swift
/// dialog(item: Binding(get: { store.editing }, set: { store.editing = $0 })) { todo in
///     h2 { "Edit \(todo.title)" }
///     button("Done") { store.editing = nil }
/// }
/// ```
public func dialog<Item: Identifiable>(item: Binding<Item?>, @NodeBuilder content: (Item) -> NodeList) -> Element {
    dialog(item: item, content: content) {
        if item.wrappedValue != nil { item.wrappedValue = nil }
    }
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

/// A dialog presenting `item`, whose closing by the page runs `dismiss`.
func dialog<Item: Identifiable>(item: Binding<Item?>, @NodeBuilder content: (Item) -> NodeList,
                                dismiss: @escaping () -> Void) -> Element {
    let shown = item.wrappedValue
    var element = shown.map { Element("dialog", list: content($0)) } ?? Element("dialog")
    element.present(shown != nil, identity: shown.map { ValueIdentity($0.id) }, dismiss: dismiss)
    Features.installPresentedItems()
    return element
}

extension Element {
    mutating func present(_ shown: Bool, identity: CallIdentity?, dismiss: @escaping () -> Void) {
        let openShown = ShownState(shown), closedShown = ShownState(!shown)
        setCall(MethodCall(name: "showModal", when: shown, identity: identity, shown: openShown))
        setCall(MethodCall(name: "close", when: !shown, atCreation: false, shown: closedShown))
        // However the page closed the dialog, it is closed: the next render calls nothing for it, and the
        // model follows.
        setBindingListener(.close) { _ in
            openShown.isTrue = false
            closedShown.isTrue = true
            dismiss()
        }
    }

    /// The identity of the value a dialog presents, if it presents one.
    var presentedIdentity: CallIdentity? {
        storage.calls.first { $0.identity != nil }?.identity
    }

    /// Whether the element presents a value of another identity than `old` did: its children are then
    /// made anew instead of compared.
    func presentsAnotherItem(than old: Element) -> Bool {
        guard let now = presentedIdentity, let was = old.presentedIdentity else { return false }
        return !now.isSame(as: was)
    }
}
