import VDOM

/// The note, bound two-way, with the focus as the model says.
public func noteField(_ text: Binding<Text>, isFocused: Binding<Bool>) -> Element {
    div {
        label { "Note" }.class("field-label").attribute("for", "note")
        input()
            .id("note")
            .type("text")
            .class("note-field")
            .placeholder("Type a note")
            .attribute("aria-describedby", "note-hint")
            .value(text)
            .focused(isFocused)
        p { "Focused by +, − and Randomize when the count is not a multiple of 3." }.id("note-hint").class("field-hint")
    }
    .class("field note")
}
