/// A button with a title that runs `action` when clicked:
///
/// ```swift
/// button("Save") { store.save() }
/// ```
///
/// It is `type="button"`, so inside a form it runs its action and submits nothing. A form's own submit
/// button is `button { "Log in" }` (the default type), with the work in the form's `.on(.submit)`, which
/// Enter in a field triggers too.
public func button(_ title: Text, action: @escaping () -> Void) -> Element {
    Element("button", list: NodeList(.text(title))).type("button").on(.click, action)
}
