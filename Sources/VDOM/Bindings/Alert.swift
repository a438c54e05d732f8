import Observing

/// A button of an ``alert(_:item:actions:message:onDismiss:)``: its title, its role, and what it does.
///
/// ```swift
/// AlertAction("Delete", role: .destructive) { store.delete(todo) }
/// AlertAction("Keep", role: .cancel)
/// ```
public struct AlertAction {
    /// What an action means, for its look and for Escape.
    public enum Role {
        /// Leaves things as they are. Escape runs it; it has the focus when the alert opens.
        case cancel
        /// Destroys or discards something: drawn as a warning.
        case destructive
    }

    let title: Text
    let role: Role?
    let handler: () -> Void

    public init(_ title: Text, role: Role? = nil, action: @escaping () -> Void = {}) {
        self.title = title
        self.role = role
        handler = action
    }
}

/// An alert: a modal dialog with a title, a message rendered from `item`, and a button for each action
/// (an OK button that does nothing else when none are given).
///
/// ```swift
/// alert("Fact", item: Binding(get: { counter.fact }, set: { _ in counter.dismissFact() })) { fact in fact.text }
///
/// alert("Delete this to-do?", item: store.$pendingDeletion, actions: { todo in [
///     AlertAction("Delete", role: .destructive) { store.delete(todo) },
///     AlertAction("Keep", role: .cancel),
/// ] }, message: { todo in todo.title }, onDismiss: { store.focusList() })
/// ```
///
/// A button runs its action, then sets the binding to `nil`, then runs `onDismiss`, all before the frame
/// that closes the alert. Closing it any other way (Escape, the page's JavaScript) runs the `cancel`
/// action if there is one, then the same two steps. The model setting `nil` itself closes the alert and
/// runs nothing: the model knows. The focus starts on the `cancel` action, else on the first one.
public func alert<Item: Identifiable>(_ title: Text, item: Binding<Item?>,
                                      actions: (Item) -> [AlertAction] = { _ in [AlertAction("OK")] },
                                      message: (Item) -> Text, onDismiss: @escaping () -> Void = {}) -> Element {
    let shownActions = item.wrappedValue.map(actions) ?? []
    let cancel = shownActions.firstIndex { $0.role == .cancel }
    func finish(_ run: (() -> Void)?) {
        run?()
        if item.wrappedValue != nil { item.wrappedValue = nil }
        onDismiss()
    }
    // The buttons are made as a list rather than by a builder's loop, so an app pays for no loop code.
    let buttons = shownActions.indices.map { index in
        let action = shownActions[index]
        return Node(button { action.title }
            .type("button")
            .class(action.role == .cancel ? "alert-action alert-cancel"
                : action.role == .destructive ? "alert-action alert-destructive" : "alert-action")
            .attribute("autofocus", present: index == (cancel ?? 0))
            .on(.click) { finish(action.handler) })
    }
    return dialog(item: item, content: { shown in
        h2 { title }.class("alert-title")
        p { message(shown) }.class("alert-message")
        Element("div", children: buttons).class("alert-actions")
    }, dismiss: {
        if item.wrappedValue != nil { finish(cancel.map { shownActions[$0].handler }) }
    })
    .class("alert")
    .attribute("role", "alertdialog")
    .ariaLabel(title)
}
