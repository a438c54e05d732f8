import LoginModel
import Observing
import VDOM

/// The log-in button, enabled while a log-in may start and spinning while one is under way, and beside
/// it then a Cancel.
func loginActions(_ model: LoginViewModel, _ document: DOMDocument) -> DOMElement {
    document.element("div", class: "actions") { actions in
        let submit = document.element("button", class: "submit") { button in
            button.setAttribute("type", "submit")
            button.observe { button.setAttribute("disabled", model.isLoginEnabled ? nil : "") }
        }
        let label = submit.append("Log in")
        actions.append(submit)

        var busy: (spinner: DOMElement, cancel: DOMElement)?
        actions.observe {
            let isLoading = model.isLoading
            if isLoading == (busy != nil) { return }
            if let busy {
                busy.spinner.remove()
                busy.cancel.remove()
            }
            busy = isLoading ? (spinner(document), cancel(model, document)) : nil
            if let busy {
                submit.insert(busy.spinner, before: label)
                actions.append(busy.cancel)
            }
            label.text = isLoading ? "Logging in…" : "Log in"
        }
    }
}

private func spinner(_ document: DOMDocument) -> DOMElement {
    document.element("span", class: "spinner") { $0.setAttribute("aria-hidden", "true") }
}

private func cancel(_ model: LoginViewModel, _ document: DOMDocument) -> DOMElement {
    document.element("button", class: "cancel") { button in
        button.setAttribute("type", "button")
        button.append("Cancel")
        button.on(.click) { model.cancelLogin() }
    }
}
