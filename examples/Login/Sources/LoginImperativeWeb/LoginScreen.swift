import LoginModel
import VDOM

/// Builds the login screen into `document`'s container with imperative code: elements made and put in
/// place once, and `observe` closures, each owned by the element it keeps current, that write what a
/// change of the model changes. The markup is the declarative page's (`LoginWeb`), from the same
/// ``LoginViewModel``: the form while the person is logging in, a welcome once they are.
///
/// Nothing here diffs: a closure writes what its element shows and the handle sends only what changed,
/// and a closure that adds or removes nodes keeps what it made. A card that goes (the form once signed
/// in, the welcome once signed out) is removed whole, and its closures, listeners and nodes go with it;
/// its closures that read the status too may run once more first, in the frame that removes it.
func buildLoginScreen(_ model: LoginViewModel, in document: DOMDocument) {
    let screen = document.element("main", class: "login") { screen in
        screen.append(document.element("p", class: "brand") { brand in
            brand.append(document.element("span", class: "logo") { $0.setAttribute("aria-hidden", "true") })
            brand.append("Example")
        })
        var card: (element: DOMElement, account: Account?)?
        screen.observe {
            let account = model.account
            if let card, card.account == account { return }
            let next = account.map { welcomeCard($0, model, document) } ?? loginCard(model, document)
            if let card {
                screen.insert(next, before: card.element)
                card.element.remove()
            } else {
                screen.append(next)
            }
            card = (next, account)
        }
        screen.append(demoAccounts(document))
    }
    document.container.append(screen)
}

/// How a person tries each path of the demo: the service is the page's own `login.js`.
private func demoAccounts(_ document: DOMDocument) -> DOMElement {
    document.element("aside", class: "hint") { hint in
        hint.append(document.element("h2", text: "Try it"))
        hint.append(document.element("p") { text in
            text.append("Log in as ")
            text.append(document.element("code", text: "ada@example.com"))
            text.append(" with the password ")
            text.append(document.element("code", text: "lovelace1"))
            text.append(". Any other password is refused, and any address at ")
            text.append(document.element("code", text: "offline.example"))
            text.append(" finds the service unavailable.")
        })
    }
}
