import Observing
@testable import VDOM
import VDOMTesting
import XCTest

/// A sign-up form's model: rules for its two fields, checked as they change, shown when it helps.
private final class SignUp {
    enum Field: Equatable { case email, password }

    @Observed private(set) var email: Text = ""
    @Observed private(set) var password: Text = ""
    @Observed private(set) var emailState = FieldState(message: SignUp.emailProblem(""))
    @Observed private(set) var passwordState = FieldState(message: SignUp.passwordProblem(""))
    @Editable var focus: Field?
    @Observed private(set) var submitted = 0

    static func emailProblem(_ email: Text) -> Text? {
        email.contains("@") ? nil : "Enter an email address, such as ada@example.com."
    }

    static func passwordProblem(_ password: Text) -> Text? {
        password.byteCount >= 8 ? nil : "Use at least 8 characters."
    }

    func setEmail(_ value: Text) {
        email = value
        emailState.edited(message: Self.emailProblem(value))
    }

    func setPassword(_ value: Text) {
        password = value
        passwordState.edited(message: Self.passwordProblem(value))
    }

    func leave(_ field: Field) {
        if field == .email { emailState.left() } else { passwordState.left() }
    }

    /// Submits when both fields are valid; otherwise shows every message and focuses the first invalid field.
    func submit() {
        guard emailState.isValid && passwordState.isValid else {
            emailState.reveal()
            passwordState.reveal()
            focus = emailState.isValid ? .password : .email
            return
        }
        submitted += 1
    }
}

private func signUpView(_ form: SignUp) -> Element {
    Element("form", children: [
        Node(input().type("email").value(Binding(get: { form.email }, set: form.setEmail))
            .validation(form.emailState, messageID: "email-message")
            .focused(form.$focus, equals: .email)
            .on(.blur) { form.leave(.email) }),
        fieldMessage(form.emailState, id: "email-message"),
        Node(input().type("password").value(Binding(get: { form.password }, set: form.setPassword))
            .validation(form.passwordState, messageID: "password-message")
            .focused(form.$focus, equals: .password)
            .on(.blur) { form.leave(.password) }),
        fieldMessage(form.passwordState, id: "password-message"),
        Node(button("Sign up") { form.submit() }),
    ])
}

final class ValidationTests: XCTestCase {
    /// A message shows once the field is left, not while a first value is typed; the field says it is
    /// invalid and which paragraph describes why; fixing the value takes both away.
    func testAMessageShowsOnceTheFieldIsLeft() throws {
        let form = SignUp()
        let app = try TestApp { signUpView(form) }
        try app.focus("input[type=email]")
        try app.type("ada", into: "input[type=email]")
        XCTAssertNil(try app.find(".field-message"), "not while typing a first value")
        try app.blur("input[type=email]")
        XCTAssertEqual(app.lastFrame.map(\.description), [
            "createElement #6 <p>", #"setAttribute #6 id="email-message""#, #"setClass #6 "field-message""#,
            #"createText #7 "Enter an email address, such as ada@example.com.""#, "insert #7 into #6 at end",
            "insert #6 into #1 before #3",
            #"setProperty #3 value="""#,
            #"setAttribute #2 aria-invalid="true""#, #"setAttribute #2 aria-describedby="email-message""#,
            #"setProperty #2 value="ada""#,
        ], "the message before the password field; the fields' values, as ever when their form renders")
        try app.type("@example.com", into: "input[type=email]")
        XCTAssertNil(try app.find(".field-message"))
        XCTAssertNil(try app.element("input[type=email]").attribute("aria-invalid"))
        XCTAssertNil(try app.element("input[type=email]").attribute("aria-describedby"))
    }

    /// A refused submit shows every message and focuses the first invalid field; a valid form submits.
    func testARefusedSubmitShowsEveryMessageAndFocusesTheFirstInvalidField() throws {
        let form = SignUp()
        let app = try TestApp { signUpView(form) }
        try app.type("ada@example.com", into: "input[type=email]")
        try app.click("button")
        XCTAssertEqual(form.submitted, 0)
        XCTAssertEqual(try app.findAll(".field-message").map(\.textContent), ["Use at least 8 characters."])
        XCTAssertTrue(app.dom.focused === (try app.element("input[type=password]")), "the first invalid field")
        XCTAssertEqual(try app.element("input[type=password]").attribute("aria-describedby"), "password-message")
        try app.type("correct horse", into: "input[type=password]")
        try app.click("button")
        XCTAssertEqual(form.submitted, 1)
        XCTAssertEqual(try app.findAll(".field-message").count, 0)
    }
}
