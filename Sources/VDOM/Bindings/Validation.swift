import Observing

extension Element {
    /// Marks a field invalid while `state` shows a message, and points assistive technology at it:
    /// `aria-invalid="true"` and `aria-describedby` naming the message's element (``fieldMessage(_:id:)``),
    /// which is there only while the message shows.
    ///
    /// ```swift
    /// input().type("email").value(form.$email).validation(form.emailState, messageID: "email-message")
    /// fieldMessage(form.emailState, id: "email-message")
    /// ```
    public consuming func validation(_ state: FieldState, messageID: Text) -> Element {
        let shown = state.visibleMessage != nil
        return attribute("aria-invalid", shown ? "true" : nil).attribute("aria-describedby", shown ? messageID : nil)
    }
}

/// The message `state` shows, as a paragraph with `id` (the field's `aria-describedby`), or nothing.
public func fieldMessage(_ state: FieldState, id: Text) -> Node {
    guard let message = state.visibleMessage else { return .hole }
    return Node(Element("p", children: [.text(message)]).id(id).class("field-message"))
}
