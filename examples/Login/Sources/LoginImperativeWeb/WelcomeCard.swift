import LoginModel
import Observing
import VDOM

/// The card once the service has signed `account` in, with the way out.
func welcomeCard(_ account: Account, _ model: LoginViewModel, _ document: DOMDocument) -> DOMElement {
    document.element("section", class: "card welcome") { card in
        card.append(document.element("span", class: "done") { done in
            done.setAttribute("aria-hidden", "true")
            done.append("✓")
        })
        card.append(document.element("h1", text: "Welcome, \(account.name)"))
        card.append(document.element("p", class: "lead", text: "You are logged in as \(account.email)."))
        card.append(document.element("button", class: "log-out") { button in
            button.setAttribute("type", "button")
            button.append("Log out")
            button.on(.click) { model.signOut() }
        })
    }
}
