import LoginModel
import Observing
import VDOM

/// The form, and above it the banner of a refused log-in while there is one. (Why the log-in button is
/// enabled only while both fields are valid, and what Enter does meanwhile: `LoginWeb`'s `loginCard`.)
func loginCard(_ model: LoginViewModel, _ document: DOMDocument) -> DOMElement {
    document.element("section", class: "card") { card in
        card.append(document.element("header") { header in
            header.append(document.element("h1", text: "Log in"))
            header.append(document.element("p", class: "lead", text: "Use your Example account."))
        })
        let form = loginForm(model, document)
        card.append(form)
        var shown: (banner: LoginBanner, element: DOMElement)?
        card.observe {
            let banner = model.banner
            if shown?.banner == banner { return }
            shown?.element.remove()
            shown = banner.map { banner in (banner, bannerElement(banner, model, document)) }
            if let shown { card.insert(shown.element, before: form) }
        }
    }
}

private func loginForm(_ model: LoginViewModel, _ document: DOMDocument) -> DOMElement {
    document.element("form") { form in
        form.setAttribute("novalidate", "")
        // A disabled fieldset locks both fields at once while the service works.
        form.append(document.element("fieldset") { fieldset in
            fieldset.append(loginField(.email, model, document))
            fieldset.append(loginField(.password, model, document))
            fieldset.observe { fieldset.setAttribute("disabled", model.isLoading ? "" : nil) }
        })
        form.append(loginActions(model, document))
        // Read out by screen readers when it changes; the button's own text is not.
        form.append(document.element("p", class: "visually-hidden") { status in
            status.setAttribute("role", "status")
            let text = status.append("")
            status.observe { text.text = model.isLoading ? "Logging in…" : "" }
        })
        form.on(.submit) { model.submit() }
        form.on(.keyDown) { event in
            // Enter that commits an input method's text is not a submit.
            if event.key == "Enter", !event.isComposing, !model.isLoginEnabled { model.submit() }
        }
    }
}

/// The banner of `banner`, an alert whose button dismisses it. It comes and goes at once: the declarative
/// page's slide is its transitions' (`.transition`), which imperative code has no part of.
private func bannerElement(_ banner: LoginBanner, _ model: LoginViewModel, _ document: DOMDocument) -> DOMElement {
    document.element("div", class: banner.kind == .wrongPassword ? "banner wrong-password" : "banner unavailable") { box in
        box.setAttribute("role", "alert")
        box.append(document.element("div") { words in
            words.append(document.element("p", class: "banner-title", text: banner.title))
            words.append(document.element("p", class: "banner-message", text: banner.message))
        })
        box.append(document.element("button", class: "banner-dismiss") { button in
            button.setAttribute("type", "button")
            button.setAttribute("aria-label", "Dismiss")
            button.append("×")
            button.on(.click) { model.dismissBanner() }
        })
    }
}
