import CounterModel
import VDOM

/// The note, bound two-way, with the focus as the model says (`noteField` of `CounterViews`, made by
/// hand).
///
/// `shown` is whether the page shows the field focused: the model's focus is called for (`focus()`,
/// `blur()`) only when it differs, so the user's own focus and blur, which write the model, call
/// nothing, and the `focus` event a `focus()` call causes finds the model already true.
func noteFieldElement(_ document: DOMDocument, _ counter: Counter) -> DOMElement {
    document.element("div", class: "field note") { field in
        field.append(document.element("label", class: "field-label") { label in
            label.setAttribute("for", "note")
            label.append("Note")
        })
        field.append(document.element("input", class: "note-field") { input in
            input.setAttribute("id", "note")
            input.setAttribute("type", "text")
            input.setAttribute("placeholder", "Type a note")
            input.setAttribute("aria-describedby", "note-hint")
            let take = { (event: inout DOMEvent) in
                if !event.isComposing, let text = event.value, text != counter.text { counter.text = text }
                event.keepValue()
            }
            input.on(.input, take)
            input.on(.compositionEnd, take)
            var shown = false
            input.on(.focus) {
                shown = true
                if !counter.isTextFocused { counter.isTextFocused = true }
            }
            input.on(.blur) {
                shown = false
                if counter.isTextFocused { counter.isTextFocused = false }
            }
            input.observe {
                input.setProperty("value", .string(counter.text))
                let focused = counter.isTextFocused
                guard focused != shown else { return }
                shown = focused
                input.callMethod(focused ? "focus" : "blur")
            }
        })
        field.append(document.element("p", class: "field-hint") { hint in
            hint.setAttribute("id", "note-hint")
            hint.append("Focused by +, − and Randomize when the count is not a multiple of 3.")
        })
    }
}
