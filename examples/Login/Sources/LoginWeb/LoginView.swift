import LoginModel
import Observing
import VDOM

/// The login screen: the form while the person is logging in, a welcome once they are.
func loginPage(_ model: LoginViewModel) -> Element {
    main {
        p {
            span().class("logo").attribute("aria-hidden", "true")
            "Example"
        }
        .class("brand")
        if let account = model.account {
            welcome(account, model)
        } else {
            loginCard(model)
        }
        demoAccounts()
    }
    .class("login")
}

/// The form, and above it the banner of a refused log-in.
///
/// The log-in button is enabled only while both fields are valid, which tells at a glance whether the
/// form can go. Many accessibility guides prefer a button that is always enabled and explains on press,
/// since a disabled button says nothing about why; here the reasons are on screen as soon as a field is
/// left, and Enter in a field still submits when the button is disabled (the browser would then do
/// nothing): the model shows every message and moves the focus to the first field to fix.
private func loginCard(_ model: LoginViewModel) -> Element {
    section {
        header {
            h1 { "Log in" }
            p { "Use your Example account." }.class("lead")
        }
        if let banner = model.banner {
            div {
                div {
                    p { banner.title }.class("banner-title")
                    p { banner.message }.class("banner-message")
                }
                button("×") { model.dismissBanner() }.class("banner-dismiss").ariaLabel("Dismiss")
            }
            .class(banner.kind == .wrongPassword ? "banner wrong-password" : "banner unavailable")
            .attribute("role", "alert")
            // Slides in on a failure, and out when dismissed or when the person edits again.
            .transition(Transition("banner"))
        }
        form {
            // A disabled fieldset locks both fields at once while the service works.
            fieldset {
                component { emailField(model) }
                component { passwordField(model) }
            }
            .disabled(model.isLoading)
            component { actions(model) }
            // Read out by screen readers when it changes; the button's own text is not. (The form is not
            // `aria-busy`, which would hold this back until the log-in ends.)
            p { model.isLoading ? "Logging in…" : "" }.class("visually-hidden").attribute("role", "status")
        }
        .attribute("novalidate", present: true)
        .on(.submit) { model.submit() }
        .on(.keyDown) { event in
            // Enter that commits an input method's text is not a submit.
            if event.key == "Enter", !event.isComposing, !model.isLoginEnabled { model.submit() }
        }
    }
    .class("card")
}

// Each field and the buttons render alone, so a keystroke in one field sends only what it changes.

private func emailField(_ model: LoginViewModel) -> Element {
    div {
        label { "Email address" }.attribute("for", "email")
        input().id("email").type("email").name("email")
            .attribute("autocomplete", "username").attribute("required", present: true)
            .attribute("spellcheck", "false")
            .value(Binding(get: { model.email }, set: model.setEmail))
            .validation(model.emailState, messageID: "email-message")
            .focused(model.$focus, equals: .email)
            .on(.blur) { model.leave(.email) }
        fieldMessage(model.emailState, id: "email-message")
    }
    .class("field")
}

private func passwordField(_ model: LoginViewModel) -> Element {
    div {
        label { "Password" }.attribute("for", "password")
        input().id("password").type("password").name("password")
            .attribute("autocomplete", "current-password").attribute("required", present: true)
            .value(Binding(get: { model.password }, set: model.setPassword))
            .validation(model.passwordState, messageID: "password-message")
            .focused(model.$focus, equals: .password)
            .on(.blur) { model.leave(.password) }
        fieldMessage(model.passwordState, id: "password-message")
    }
    .class("field")
}

private func actions(_ model: LoginViewModel) -> Element {
    div {
        button {
            if model.isLoading {
                span().class("spinner").attribute("aria-hidden", "true")
                "Logging in…"
            } else {
                "Log in"
            }
        }
        .type("submit").class("submit").disabled(!model.isLoginEnabled)
        if model.isLoading {
            button("Cancel") { model.cancelLogin() }.class("cancel")
        }
    }
    .class("actions")
}

private func welcome(_ account: Account, _ model: LoginViewModel) -> Element {
    section {
        span { "✓" }.class("done").attribute("aria-hidden", "true")
        h1 { "Welcome, \(account.name)" }
        p { "You are logged in as \(account.email)." }.class("lead")
        button("Log out") { model.signOut() }.class("log-out")
    }
    .class("card welcome")
}

/// How a person tries each path of the demo: the service is the page's own `login.js`.
private func demoAccounts() -> Element {
    aside {
        h2 { "Try it" }
        p {
            "Log in as "
            code { "ada@example.com" }
            " with the password "
            code { "lovelace1" }
            ". Any other password is refused, and any address at "
            code { "offline.example" }
            " finds the service unavailable."
        }
    }
    .class("hint")
}
