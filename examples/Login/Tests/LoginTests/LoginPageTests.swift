import JavaScript
import LoginModel
import LoginService
@testable import LoginWeb
import Observing
import VDOM
import VDOMTesting
import XCTest

/// The login screen on Linux: the exact frames of typing, a refused submit, a failed log-in, editing
/// again and a successful one, with the service answered by the test.
///
/// The nodes the frames name: #5 the card, #11 the form, #12 the fieldset, #13 and #17 the fields'
/// boxes, #16 the email input, #20 the password input, #21 the buttons' row, #22 the log-in button,
/// #23 its text, #25 the text of the status line read out to screen readers. A frame that removes a node
/// frees its id for the next node made, so the banner's element is #23 once the spinner replaced that text.
final class LoginPageTests: XCTestCase {
    private func lines(_ patches: [Patch]) -> [String] { patches.map(\.description) }

    /// The frames an action sent, one list of lines per frame.
    private func frames(of app: TestApp, _ action: () throws -> Void) rethrows -> [[String]] {
        let mark = app.frames.count
        try action()
        return app.frames[mark...].map(lines)
    }

    private func page(_ service: FakeService) throws -> (LoginViewModel, TestApp) {
        let model = LoginViewModel(service: service.service)
        return (model, try TestApp { loginPage(model) })
    }

    /// A form filled in as the demo account, the log-in under way.
    private func loggingIn(_ service: FakeService) throws -> (LoginViewModel, TestApp) {
        let (model, app) = try page(service)
        try app.type("ada@example.com", into: "#email")
        try app.type("lovelace1", into: "#password")
        try app.click("button.submit")
        return (model, app)
    }

    private static let emptyForm = #"<main class="login"><p class="brand"><span aria-hidden="true" class="logo"></span>Example</p>"#
        + #"<section class="card"><header><h1>Log in</h1><p class="lead">Use your Example account.</p></header>"#
        + #"<form novalidate=""><fieldset><div class="field"><label for="email">Email address</label>"#
        + #"<input id="email" type="email" name="email" autocomplete="username" required="" spellcheck="false"></div>"#
        + #"<div class="field"><label for="password">Password</label>"#
        + #"<input id="password" type="password" name="password" autocomplete="current-password" required=""></div></fieldset>"#
        + #"<div class="actions"><button type="submit" disabled="" class="submit">Log in</button></div>"#
        + #"<p role="status" class="visually-hidden"></p></form></section>"#
        + #"<aside class="hint"><h2>Try it</h2><p>Log in as <code>ada@example.com</code> with the password "#
        + #"<code>lovelace1</code>. Any other password is refused, and any address at <code>offline.example</code> "#
        + #"finds the service unavailable.</p></aside></main>"#

    /// Labelled fields with what password managers and assistive technology read, `novalidate` (the
    /// model's rules decide), a disabled log-in button, no message, no banner, nothing focused.
    func testTheEmptyForm() throws {
        let (_, app) = try page(FakeService())
        XCTAssertEqual(app.html, Self.emptyForm)
        XCTAssertNil(app.dom.focused)
    }

    /// The page started on its own HTML takes it whole, as a page built with a pre-render starts.
    func testThePageHydratesItsOwnHTML() {
        let model = LoginViewModel(service: FakeService().service)
        assertHydrates { loginPage(model) }
    }

    /// Each keystroke sends the field's value and nothing else; no message while the address is still
    /// being typed; leaving the field shows its message and marks it invalid; the keystroke that makes
    /// the address valid takes both away.
    func testTypingAnEmailAndLeavingTheField() throws {
        let (model, app) = try page(FakeService())
        XCTAssertEqual(try frames(of: app) { try app.focus("#email") },
                       [[#"setProperty #16 value="""#, #"setProperty #20 value="""#]], "the focus, written back, renders the fields")
        XCTAssertEqual(model.focus, .email)
        XCTAssertEqual(try frames(of: app) { try app.type("ada", into: "#email") },
                       [[#"setProperty #16 value="a""#], [#"setProperty #16 value="ad""#], [#"setProperty #16 value="ada""#]])
        XCTAssertEqual(try frames(of: app) { try app.focus("#password") }, [
            [#"createElement #40 <p>"#, #"setAttribute #40 id="email-message""#, #"setClass #40 "field-message""#,
             #"createText #41 "Enter an email address such as ada@example.com.""#, "insert #41 into #40 at end",
             "insert #40 into #13 at end", #"setAttribute #16 aria-invalid="true""#,
             #"setAttribute #16 aria-describedby="email-message""#, #"setProperty #16 value="ada""#, #"setProperty #20 value="""#],
            [#"setProperty #16 value="ada""#, #"setProperty #20 value="""#],
        ], "the blur shows the message; the focus that follows renders the fields again")
        XCTAssertEqual(try frames(of: app) { try app.type("@example.com", into: "#email") },
                       Array("@example.c".indices.map { end in [#"setProperty #16 value="ada\#("@example.c"[...end])""#] }.dropLast())
                       + [["remove #40", "removeAttribute #16 aria-invalid", "removeAttribute #16 aria-describedby",
                           #"setProperty #16 value="ada@example.c""#],
                          [#"setProperty #16 value="ada@example.co""#], [#"setProperty #16 value="ada@example.com""#]],
                       "ada@example.c is the first valid address")
        XCTAssertEqual(model.email, "ada@example.com")
        XCTAssertEqual(try app.element("#email").outerHTML,
                       #"<input id="email" type="email" name="email" autocomplete="username" required="" spellcheck="false">"#)
    }

    /// Enter in a field while the button is disabled (the browser would do nothing): every message
    /// shows, both fields are marked and described, and the focus moves to the first field to fix. The
    /// disabled button itself submits nothing.
    func testARefusedSubmitShowsTheMessagesAndMovesTheFocus() throws {
        let service = FakeService()
        let (model, app) = try page(service)
        try app.type("ada", into: "#email")
        try app.type("short", into: "#password")
        try app.focus("#password")
        XCTAssertEqual(try frames(of: app) { try app.press("Enter", at: "#password") }, [
            [#"createElement #40 <p>"#, #"setAttribute #40 id="email-message""#, #"setClass #40 "field-message""#,
             #"createText #41 "Enter an email address such as ada@example.com.""#, "insert #41 into #40 at end",
             "insert #40 into #13 at end", #"setAttribute #16 aria-invalid="true""#,
             #"setAttribute #16 aria-describedby="email-message""#, #"setProperty #16 value="ada""#, "callMethod #16 focus()",
             #"createElement #42 <p>"#, #"setAttribute #42 id="password-message""#, #"setClass #42 "field-message""#,
             #"createText #43 "Passwords are at least 8 characters long.""#, "insert #43 into #42 at end",
             "insert #42 into #17 at end", #"setAttribute #20 aria-invalid="true""#,
             #"setAttribute #20 aria-describedby="password-message""#, #"setProperty #20 value="short""#, "callMethod #20 blur()"],
            [#"setProperty #20 value="short""#],
        ], "the password's blur, caused by the email's focus(), renders its field again")
        XCTAssertTrue(app.dom.focused === (try app.element("#email")))
        XCTAssertEqual(model.focus, .email)
        XCTAssertEqual(try app.element("#email").outerHTML,
                       #"<input id="email" type="email" name="email" autocomplete="username" required="" spellcheck="false" "#
                       + #"aria-invalid="true" aria-describedby="email-message">"#)
        XCTAssertEqual(try app.element("#email-message").textContent, "Enter an email address such as ada@example.com.")
        XCTAssertEqual(try app.element("#password-message").textContent, "Passwords are at least 8 characters long.")

        try app.click("button.submit")
        XCTAssertTrue(service.requests.isEmpty, "a disabled button submits nothing")

        try app.type("@example.com", into: "#email")
        try app.focus("#email")
        XCTAssertEqual(try frames(of: app) { try app.press("Enter", at: "#email") }, [
            [#"setProperty #16 value="ada@example.com""#, "callMethod #16 blur()", #"setProperty #20 value="short""#,
             "callMethod #20 focus()"],
            [#"setProperty #16 value="ada@example.com""#],
        ], "the email is right now: the focus goes to the password")
        XCTAssertTrue(app.dom.focused === (try app.element("#password")))
        XCTAssertTrue(service.requests.isEmpty)
    }

    /// Enter that commits an input method's text submits nothing and reveals nothing.
    func testEnterThatEndsACompositionIsNoSubmit() throws {
        let (model, app) = try page(FakeService())
        try app.type("ada", into: "#email")
        var enter = DOMEvent(.keyDown, key: "Enter")
        enter.isComposing = true
        XCTAssertEqual(try frames(of: app) { _ = app.dom.dispatch(enter, at: try app.element("#email")); try app.flush() }, [])
        XCTAssertNil(model.emailState.visibleMessage)
        XCTAssertNil(model.focus)
    }

    /// A valid form logs in: the form is locked (a disabled fieldset), its button spins and says so, a
    /// Cancel appears, and the status line tells screen readers. The service hears the address and
    /// password once.
    func testLoggingInLocksTheForm() throws {
        let service = FakeService()
        let (_, app) = try page(service)
        try app.type("ada@example.com", into: "#email")
        XCTAssertEqual(try frames(of: app) { try app.type("lovelace1", into: "#password") }.suffix(2), [
            ["removeAttribute #22 disabled", #"setProperty #20 value="lovelace""#],
            [#"setProperty #20 value="lovelace1""#],
        ], "the eighth character enables the button")
        XCTAssertEqual(try frames(of: app) { try app.click("button.submit") }, [[
            #"setText #25 "Logging in…""#,
            "createElement #40 <button>", #"setAttribute #40 type="button""#, #"setClass #40 "cancel""#, "addListener #40 click",
            #"createText #41 "Cancel""#, "insert #41 into #40 at end", "insert #40 into #21 at end",
            #"setAttribute #22 disabled="""#, "createElement #42 <span>", #"setAttribute #42 aria-hidden="true""#,
            #"setClass #42 "spinner""#, "replace #23 with #42", #"createText #43 "Logging in…""#, "insert #43 into #22 at end",
            #"setAttribute #12 disabled="""#, #"setProperty #20 value="lovelace1""#, #"setProperty #16 value="ada@example.com""#,
        ]])
        XCTAssertEqual(service.requests.map(\.email), ["ada@example.com"])
        XCTAssertEqual(service.requests.map(\.password), ["lovelace1"])
        XCTAssertEqual(try app.element(".actions").outerHTML,
                       #"<div class="actions"><button type="submit" class="submit" disabled=""><span aria-hidden="true" class="spinner"></span>"#
                       + #"Logging in…</button><button type="button" class="cancel">Cancel</button></div>"#)
        try app.press("Enter", at: "#password")
        XCTAssertEqual(service.requests.count, 1, "no second log-in while one is under way")
    }

    /// Cancel unlocks the form as it was and puts the focus in the password field.
    func testCancelUnlocksTheForm() throws {
        let service = FakeService()
        let (model, app) = try loggingIn(service)
        XCTAssertEqual(try frames(of: app) { try app.click(".cancel") }, [[
            #"setText #25 """#, "remove #40", "removeAttribute #22 disabled",
            #"createText #23 "Log in""#, "replace #42 with #23", "remove #43", "removeAttribute #12 disabled",
            #"setProperty #20 value="lovelace1""#, "callMethod #20 focus()", #"setProperty #16 value="ada@example.com""#,
        ]])
        XCTAssertEqual(service.cancelled, 1)
        XCTAssertEqual(model.status, .editing)
        XCTAssertTrue(app.dom.focused === (try app.element("#password")))
    }

    private static let wrongPasswordBanner = [
        "createElement #23 <div>", #"setAttribute #23 role="alert""#,
        #"setClass #23 "banner wrong-password banner-enter-from banner-enter-active""#, "addListener #23 vdom-transition-end",
        "createElement #44 <div>", "createElement #45 <p>", #"setClass #45 "banner-title""#,
        #"createText #46 "Wrong email or password""#, "insert #46 into #45 at end", "insert #45 into #44 at end",
        "createElement #47 <p>", #"setClass #47 "banner-message""#,
        #"createText #48 "That email address and password do not match an account. Check both and try again.""#,
        "insert #48 into #47 at end", "insert #47 into #44 at end", "insert #44 into #23 at end",
        "createElement #49 <button>", #"setAttribute #49 type="button""#, #"setAttribute #49 aria-label="Dismiss""#,
        #"setClass #49 "banner-dismiss""#, "addListener #49 click", #"createText #50 "×""#, "insert #50 into #49 at end",
        "insert #49 into #23 at end", "insert #23 into #5 before #11",
    ]

    /// The form unlocked again, the details kept, the focus in the password field.
    private static let unlocked = [
        #"setText #25 """#, "remove #40", "removeAttribute #22 disabled",
        #"createText #51 "Log in""#, "replace #42 with #51", "remove #43", "removeAttribute #12 disabled",
        #"setProperty #20 value="lovelace1""#, "callMethod #20 focus()", #"setProperty #16 value="ada@example.com""#,
    ]

    /// A wrong password: the banner slides in as one element, an alert, before the form, which unlocks
    /// with the focus in the password field. The next keystroke in either field slides the banner out.
    func testAFailedLogInShowsTheBannerAndEditingAgainRemovesIt() throws {
        let service = FakeService()
        let (model, app) = try loggingIn(service)
        service.refuse(.wrongPassword)
        XCTAssertEqual(try frames(of: app) { try app.flush() }, [
            Self.wrongPasswordBanner + Self.unlocked,
            [#"setClass #23 "banner wrong-password banner-enter-active banner-enter-to""#],
        ])
        XCTAssertEqual(app.transitionRequests, ["measure #5", "watch #23 enter", "play #5 banner-move"])
        XCTAssertEqual(try frames(of: app) { try app.finishTransitions() }, [[#"setClass #23 "banner wrong-password""#]])
        XCTAssertTrue(app.dom.focused === (try app.element("#password")))
        XCTAssertEqual(try app.element(".banner").outerHTML,
                       #"<div role="alert" class="banner wrong-password"><div><p class="banner-title">Wrong email or password</p>"#
                       + #"<p class="banner-message">That email address and password do not match an account. Check both and try again.</p>"#
                       + #"</div><button type="button" aria-label="Dismiss" class="banner-dismiss">×</button></div>"#)
        XCTAssertEqual(try frames(of: app) { try app.type("!", into: "#password") }, [
            [
                #"setClass #23 "banner wrong-password banner-leave-from banner-leave-active""#, #"setAttribute #23 inert="""#,
                #"setProperty #20 value="lovelace1!""#, #"setProperty #16 value="ada@example.com""#,
            ],
            [#"setClass #23 "banner wrong-password banner-leave-active banner-leave-to""#],
        ])
        XCTAssertNil(model.banner)
        XCTAssertEqual(try app.element("[role=alert]").attribute("inert"), "", "it slides out, inert")
        XCTAssertEqual(try frames(of: app) { try app.finishTransitions() }, [["remove #23"]])
        XCTAssertNil(try app.find("[role=alert]"))
        XCTAssertEqual(try frames(of: app) { try app.type("x", into: "#password") }, [[#"setProperty #20 value="lovelace1!x""#]],
                       "with no banner, a keystroke sends its value alone")
    }

    /// The service unavailable: a banner of its own kind, which its button dismisses, the focus going back
    /// to the password field; Enter tries again.
    func testAnUnavailableServiceShowsItsBannerWhichIsDismissed() throws {
        let service = FakeService()
        let (_, app) = try loggingIn(service)
        service.refuse(.serviceUnavailable)
        try app.flush()
        try app.finishTransitions()
        XCTAssertEqual(try app.element("[role=alert]").outerHTML,
                       #"<div role="alert" class="banner unavailable"><div><p class="banner-title">Logging in is not possible right now</p>"#
                       + #"<p class="banner-message">The sign-in service is not answering. Your details are kept: try again in a moment.</p>"#
                       + #"</div><button type="button" aria-label="Dismiss" class="banner-dismiss">×</button></div>"#)
        XCTAssertEqual(try frames(of: app) { try app.click(".banner-dismiss") }, [
            [#"setProperty #20 value="lovelace1""#, #"setProperty #16 value="ada@example.com""#],
            [
                #"setClass #23 "banner unavailable banner-leave-from banner-leave-active""#, #"setAttribute #23 inert="""#,
                #"setProperty #20 value="lovelace1""#, "callMethod #20 focus()", #"setProperty #16 value="ada@example.com""#,
            ],
            [#"setClass #23 "banner unavailable banner-leave-active banner-leave-to""#],
        ], "the click moves the focus to the button first, which the password field's binding writes back")
        try app.finishTransitions()
        XCTAssertEqual(app.lastFrame.map(\.description), ["remove #23"])
        XCTAssertFalse(app.html.contains("banner"))
        XCTAssertTrue(app.dom.focused === (try app.element("#password")), "not lost with the button")
        try app.press("Enter", at: "#password")
        XCTAssertEqual(service.requests.count, 2, "Enter in a field tries again")
    }

    /// The service accepts: the card becomes the welcome, the form and its fields gone. Log out brings
    /// the empty form back, its address field focused.
    func testASuccessfulLogInAndLogOut() throws {
        let service = FakeService()
        let (model, app) = try loggingIn(service)
        service.accept(name: "Ada Lovelace")
        XCTAssertEqual(try frames(of: app) { try app.flush() }, [[
            #"setClass #5 "card welcome""#, "createElement #23 <span>", #"setAttribute #23 aria-hidden="true""#,
            #"setClass #23 "done""#, #"createText #44 "✓""#, "insert #44 into #23 at end", "replace #6 with #23",
            "createElement #45 <p>", #"setClass #45 "lead""#, #"createText #46 "You are logged in as ada@example.com.""#,
            "insert #46 into #45 at end", "replace #11 with #45",
            "createElement #47 <button>", #"setAttribute #47 type="button""#, #"setClass #47 "log-out""#,
            "addListener #47 click", #"createText #48 "Log out""#, "insert #48 into #47 at end", "insert #47 into #5 at end",
            "createElement #49 <h1>", #"createText #50 "Welcome, Ada Lovelace""#, "insert #50 into #49 at end",
            "insert #49 into #5 before #45",
        ]])
        XCTAssertEqual(try app.element(".card").outerHTML,
                       #"<section class="card welcome"><span aria-hidden="true" class="done">✓</span><h1>Welcome, Ada Lovelace</h1>"#
                       + #"<p class="lead">You are logged in as ada@example.com.</p><button type="button" class="log-out">Log out</button></section>"#)
        XCTAssertNil(try app.find("input"), "no password stays in the page")
        XCTAssertEqual(model.password, "")

        try app.click(".log-out")
        XCTAssertEqual(app.html, Self.emptyForm)
        XCTAssertTrue(app.dom.focused === (try app.element("#email")))
        XCTAssertEqual(lines(app.lastFrame).filter { $0.hasPrefix("callMethod") }, ["callMethod #18 focus()"])
    }

    /// The live service is `logIn` of login.js, given the address without its spaces and the password;
    /// its answers become the model's: a name signs in, a WrongPasswordError is a wrong password, any
    /// other failure the service unavailable. Cancelling aborts the call.
    func testTheLiveServiceCallsThePagesJavaScript() throws {
        let model = LoginViewModel(service: liveLogin)
        let app = try TestApp { loginPage(model) }
        try app.type(" ada@example.com ", into: "#email")
        try app.type("lovelace1", into: "#password")
        try app.press("Enter", at: "#password")
        XCTAssertEqual(JSDoubles.calls("logIn").map(\.arguments), [["ada@example.com", "lovelace1"]])
        JSDoubles.calls("logIn")[0].reject(JSError(name: "WrongPasswordError", message: "no match"))
        try app.flush()
        XCTAssertEqual(model.banner?.kind, .wrongPassword)

        try app.press("Enter", at: "#password")
        JSDoubles.calls("logIn")[1].reject(JSError(name: "TypeError", message: "Failed to fetch"))
        try app.flush()
        XCTAssertEqual(model.banner?.kind, .serviceUnavailable)

        try app.press("Enter", at: "#password")
        try app.click(".cancel")
        XCTAssertTrue(JSDoubles.calls("logIn")[2].isCancelled)

        try app.press("Enter", at: "#password")
        JSDoubles.calls("logIn")[3].resolve("Ada Lovelace")
        try app.flush()
        XCTAssertEqual(try app.element("h1").textContent, "Welcome, Ada Lovelace")
    }

    func testAnswersOfLogInAndWhatTheyMean() {
        XCTAssertEqual(loginResult(email: "ada@example.com", .success("Ada Lovelace")),
                       .success(Account(email: "ada@example.com", name: "Ada Lovelace")))
        XCTAssertEqual(loginResult(email: "ada@example.com", .success(true)), .failure(.serviceUnavailable),
                       "an answer of another shape is the service's fault")
        XCTAssertEqual(loginResult(email: "ada@example.com", .failure(JSError(name: "WrongPasswordError", message: ""))),
                       .failure(.wrongPassword))
        XCTAssertEqual(loginResult(email: "ada@example.com", .failure(JSError(name: "ServiceUnavailableError", message: ""))),
                       .failure(.serviceUnavailable))
        XCTAssertEqual(loginResult(email: "ada@example.com", .failure(JSError(name: "ReferenceError", message: "no logIn"))),
                       .failure(.serviceUnavailable))
    }

    /// What the browser tests read through `swift('loginState')`.
    func testTheModelIsExposedToTheBrowserTests() throws {
        let service = FakeService()
        let model = LoginViewModel(service: service.service)
        exposeForTests(model)
        defer { JSExports.remove("loginState") }
        model.setEmail("ada")
        model.setPassword("lovelace1")
        model.submit()
        XCTAssertEqual(JSDoubles.callSwift("loginState"), .success([
            ["email", "ada"], ["password", "lovelace1"], ["isLoginEnabled", false], ["status", "editing"], ["banner", nil],
            ["focus", "email"], ["emailMessage", "Enter an email address such as ada@example.com."], ["passwordMessage", nil],
        ]))
        model.setEmail("ada@example.com")
        model.submit()
        service.refuse(.wrongPassword)
        XCTAssertEqual(JSDoubles.callSwift("loginState"), .success([
            ["email", "ada@example.com"], ["password", "lovelace1"], ["isLoginEnabled", true], ["status", "editing"],
            ["banner", "wrongPassword"], ["focus", "password"], ["emailMessage", nil], ["passwordMessage", nil],
        ]))
        model.submit()
        service.accept(name: "Ada Lovelace")
        XCTAssertEqual(JSDoubles.callSwift("loginState"), .success([
            ["email", "ada@example.com"], ["password", ""], ["isLoginEnabled", false], ["status", "signedIn"], ["banner", nil],
            ["focus", nil], ["emailMessage", nil], ["passwordMessage", nil],
        ]))
    }
}
