import Observing

/// An alert: a modal dialog with a title, a message rendered from `item`, and an OK button that
/// dismisses it (writes `nil`), as Escape does. The button has the focus while it is shown.
///
/// ```swift
/// alert("Fact", item: Binding(get: { counter.fact }, set: { _ in counter.dismissFact() })) { fact in fact.text }
/// ```
public func alert<Item: Identifiable>(_ title: Text, item: Binding<Item?>, message: (Item) -> Text) -> Element {
    dialog(item: item) { shown in
        h2 { title }.class("alert-title")
        p { message(shown) }.class("alert-message")
        button { "OK" }.class("alert-ok").attribute("autofocus", present: true).on(.click) { item.wrappedValue = nil }
    }
    .class("alert")
    .attribute("role", "alertdialog")
    .ariaLabel(title)
}
