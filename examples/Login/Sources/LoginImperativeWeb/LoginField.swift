import LoginModel
import Observing
import VDOM

/// A labelled field of the form, bound both ways to `field` of the model: its text, its message once
/// the person has left it or tried to log in (with `aria-invalid` and `aria-describedby`), and the focus.
///
/// One closure keeps the field, as one component renders the declarative page's: the text, the marks and
/// the message, and the focus the model moves. It writes all of them on every run; the handles send only
/// what changed.
func loginField(_ field: LoginViewModel.Field, _ model: LoginViewModel, _ document: DOMDocument) -> DOMElement {
    let name: Text = field == .email ? "email" : "password"
    let messageID: Text = "\(name)-message"
    return document.element("div", class: "field") { box in
        box.append(document.element("label") { label in
            label.setAttribute("for", name)
            label.append(field == .email ? "Email address" : "Password")
        })
        let input = document.element("input") { input in
            input.setAttribute("id", name)
            input.setAttribute("type", name)
            input.setAttribute("name", name)
            input.setAttribute("autocomplete", field == .email ? "username" : "current-password")
            input.setAttribute("required", "")
            if field == .email { input.setAttribute("spellcheck", "false") }
        }
        box.append(input)

        var message: (paragraph: DOMElement, text: DOMText)?
        // Whether the page has the focus in this field, as far as the model moved it and the person did.
        var focusShown = false
        input.observe {
            input.setProperty("value", .string(model.text(of: field)))
            let visible = model.state(of: field).visibleMessage
            input.setAttribute("aria-invalid", visible == nil ? nil : "true")
            input.setAttribute("aria-describedby", visible == nil ? nil : messageID)
            switch (message, visible) {
            case let (nil, words?):
                let paragraph = document.element("p", class: "field-message") { $0.setAttribute("id", messageID) }
                message = (paragraph, paragraph.append(words))
                box.append(paragraph)
            case let (shown?, words?):
                shown.text.text = words
            case let (shown?, nil):
                shown.paragraph.remove()
                message = nil
            case (nil, nil):
                break
            }
            let focused = model.focus == field
            if focused != focusShown { input.callMethod(focused ? "focus" : "blur") }
            focusShown = focused
        }

        let take = { (event: inout DOMEvent) in
            // An input method's text not committed yet stays in the field, and the model hears it once the
            // composition ends.
            if event.isComposing { return event.keepValue() }
            let typed = event.value ?? ""
            model.set(field, to: typed)
            // The text stays as typed when the model took it; a refused edit (the form is locked) is put
            // back by the page.
            if model.text(of: field) == typed { event.keepValue() }
        }
        input.on(.input, take)
        input.on(.compositionEnd, take)
        input.on(.focus) {
            focusShown = true
            if model.focus != field { model.focus = field }
        }
        input.on(.blur) {
            focusShown = false
            model.leave(field)
            if model.focus == field { model.focus = nil }
        }
    }
}

extension LoginViewModel {
    func text(of field: Field) -> Text { field == .email ? email : password }
    func state(of field: Field) -> FieldState { field == .email ? emailState : passwordState }

    func set(_ field: Field, to text: Text) {
        if field == .email { setEmail(text) } else { setPassword(text) }
    }
}
