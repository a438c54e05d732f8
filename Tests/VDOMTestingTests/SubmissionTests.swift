import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Login {
    @Editable var email: Text = ""
    @Editable var password: Text = ""
    var attempts: [Text] = []
}

/// #1 form, #2 email, #3 password, #4 the submit button.
private func loginForm(_ login: Login, handled: Bool, allowing: Bool = false) -> Element {
    var form = form {
        input().type("email").name("email").value(login.$email)
        input().type("password").name("password").value(login.$password)
        button { "Log in" }
    }
    if handled {
        form = form.on(.submit) { (event: inout DOMEvent) in
            login.attempts.append(login.email)
            if allowing { event.allowDefault() }
        }
    }
    return form
}

/// A form submits in the test DOM as it does in the browser, so one that forgets to handle `submit`
/// fails its test with the navigation the page would have made.
final class SubmissionTests: XCTestCase {
    func testAClickOnTheSubmitButtonOfAnUnhandledFormFailsWithTheNavigation() throws {
        let login = Login()
        let app = try TestApp { loginForm(login, handled: false) }
        try app.type("ada@example.org", into: "input[type=email]")
        try app.type("p w", into: "input[type=password]")
        XCTAssertThrowsError(try app.click("button")) { error in
            XCTAssertEqual(error as? TestingError, .unpreventedSubmit(navigation: "GET the page itself with ?email=ada%40example.org&password=p+w"))
            XCTAssertEqual("\(error)", "a form was submitted and nothing prevented it: the page would navigate away "
                + "(GET the page itself with ?email=ada%40example.org&password=p+w); handle .submit on the form "
                + "(its handler prevents the navigation unless it calls allowDefault())")
        }
    }

    func testEnterInAFieldSubmitsAndAHandlerPreventsTheNavigation() throws {
        let login = Login()
        let app = try TestApp { loginForm(login, handled: true) }
        try app.type("ada@example.org", into: "input[type=email]")
        try app.press("Enter", at: "input[type=email]")
        try app.click("button")
        XCTAssertEqual(login.attempts, ["ada@example.org", "ada@example.org"])
        XCTAssertEqual(app.dom.navigations, [])
    }

    func testAllowDefaultLetsTheSubmissionGoOn() throws {
        let login = Login()
        let app = try TestApp { loginForm(login, handled: true, allowing: true) }
        XCTAssertThrowsError(try app.click("button")) { error in
            XCTAssertEqual(error as? TestingError, .unpreventedSubmit(navigation: "GET the page itself with ?email=&password="))
        }
        XCTAssertEqual(login.attempts, [""])
    }

    /// Enter submits a form without a submit button only when the field is its one text field, as browsers do;
    /// a disabled submit button submits nothing; a `type="button"` button never submits.
    func testImplicitSubmissionFollowsTheBrowsersRules() throws {
        var submits = 0
        let app = try TestApp {
            div {
                form { input().id("alone") }.id("one").on(.submit) { submits += 1 }
                form { input().id("first"); input().id("second") }.id("two").on(.submit) { submits += 1 }
                form { input().id("blocked"); button { "Go" }.disabled(true) }.on(.submit) { submits += 1 }
                form { textarea().id("area"); button("Plain") {} }.on(.submit) { submits += 1 }
            }
        }
        try app.press("Enter", at: "#alone")
        XCTAssertEqual(submits, 1)
        try app.press("Enter", at: "#first")
        try app.press("Enter", at: "#blocked")
        try app.press("Enter", at: "#area")
        try app.click("button[type=button]")
        XCTAssertEqual(submits, 1)
    }

    /// A `method="post"` form with an action says so; a checked box and the submitter's name are sent.
    func testAPostNamesItsActionAndData() throws {
        let app = try TestApp {
            form {
                input().type("checkbox").name("remember").checked(true)
                input().type("checkbox").name("spam").checked(false)
                button { "Send" }.name("via").attribute("value", "button")
            }
            .attribute("method", "POST").attribute("action", "/login")
        }
        XCTAssertThrowsError(try app.click("button")) { error in
            XCTAssertEqual(error as? TestingError, .unpreventedSubmit(navigation: "POST /login with remember=on&via=button"))
        }
    }
}
