import LoginModel
import Observing
import XCTest

final class LoginViewModelTests: XCTestCase {
    private func filledModel(_ service: FakeService, email: Text = "ada@example.com",
                             password: Text = "lovelace1") -> LoginViewModel {
        let model = LoginViewModel(service: service.service)
        model.setEmail(email)
        model.setPassword(password)
        return model
    }

    // MARK: Rules

    func testEmailRules() {
        XCTAssertEqual(LoginViewModel.emailProblem(""), "Enter your email address.")
        XCTAssertEqual(LoginViewModel.emailProblem("   "), "Enter your email address.")
        let notAnAddress: Text = "Enter an email address such as ada@example.com."
        for text: Text in ["ada", "ada@", "@example.com", "ada@example", "ada@example.", "ada@.com", "ada@@example.com",
                           "a@b@example.com", "ada lovelace@example.com", "ada@exa mple.com", "ada@example..com"] {
            XCTAssertEqual(LoginViewModel.emailProblem(text), notAnAddress, "\(text)")
        }
        for text: Text in ["ada@example.com", "  ada@example.com\t", "a.b+c@mail.example.co.uk", "ada@bücher.example"] {
            XCTAssertNil(LoginViewModel.emailProblem(text), "\(text)")
        }
    }

    func testPasswordRulesCountCharactersNotBytes() {
        XCTAssertEqual(LoginViewModel.passwordProblem(""), "Enter your password.")
        XCTAssertEqual(LoginViewModel.passwordProblem("lovelac"), "Passwords are at least 8 characters long.")
        XCTAssertEqual(LoginViewModel.passwordProblem("äöüßäöü"), "Passwords are at least 8 characters long.",
                       "7 characters in 14 bytes")
        XCTAssertNil(LoginViewModel.passwordProblem("lovelace"))
        XCTAssertNil(LoginViewModel.passwordProblem("pässwörd"), "8 characters in 10 bytes")
        XCTAssertNil(LoginViewModel.passwordProblem("        "), "spaces are characters of a password")
    }

    // MARK: Messages and focus

    func testAnEmptyFormIsInvalidAndShowsNoMessageYet() {
        let model = LoginViewModel(service: FakeService().service)
        XCTAssertFalse(model.isValid)
        XCTAssertFalse(model.isLoginEnabled)
        XCTAssertNil(model.emailState.visibleMessage)
        XCTAssertNil(model.passwordState.visibleMessage)
        XCTAssertEqual(model.emailState.message, "Enter your email address.")
        XCTAssertEqual(model.passwordState.message, "Enter your password.")
        XCTAssertNil(model.focus)
        XCTAssertEqual(model.status, .editing)
    }

    func testAMessageShowsOnceItsFieldIsLeft() {
        let model = LoginViewModel(service: FakeService().service)
        model.setEmail("ada")
        XCTAssertNil(model.emailState.visibleMessage, "not while typing a first value")
        model.leave(.email)
        XCTAssertEqual(model.emailState.visibleMessage, "Enter an email address such as ada@example.com.")
        XCTAssertNil(model.passwordState.visibleMessage, "the other field was not left")
        model.setEmail("ada@example.com")
        XCTAssertNil(model.emailState.visibleMessage)
        model.setEmail("")
        XCTAssertEqual(model.emailState.visibleMessage, "Enter your email address.", "a left field keeps showing")
        model.leave(.password)
        XCTAssertEqual(model.passwordState.visibleMessage, "Enter your password.")
    }

    func testARefusedSubmitShowsEveryMessageAndFocusesTheFirstFieldToFix() {
        let service = FakeService()
        let model = LoginViewModel(service: service.service)
        model.setPassword("short")
        model.submit()
        XCTAssertEqual(model.emailState.visibleMessage, "Enter your email address.")
        XCTAssertEqual(model.passwordState.visibleMessage, "Passwords are at least 8 characters long.")
        XCTAssertEqual(model.focus, .email)
        XCTAssertEqual(model.status, .editing)
        model.setEmail("ada@example.com")
        model.focus = nil
        model.submit()
        XCTAssertEqual(model.focus, .password, "the email is right now, so the password is the first to fix")
        XCTAssertTrue(service.requests.isEmpty, "nothing reached the service")
    }

    // MARK: Log-in

    func testLoginIsEnabledOnlyWhileValidAndNotLoading() {
        let service = FakeService()
        let model = LoginViewModel(service: service.service)
        model.setEmail("ada@example.com")
        XCTAssertFalse(model.isLoginEnabled)
        model.setPassword("lovelace1")
        XCTAssertTrue(model.isLoginEnabled)
        model.submit()
        XCTAssertTrue(model.isLoading)
        XCTAssertFalse(model.isLoginEnabled)
        service.refuse(.wrongPassword)
        XCTAssertTrue(model.isLoginEnabled, "the same details may be sent again")
    }

    func testLoadingLocksTheFormAndASecondSubmitStartsNothing() {
        let service = FakeService()
        let model = filledModel(service, email: "  ada@example.com ")
        model.focus = .password
        model.submit()
        XCTAssertEqual(model.status, .loggingIn)
        XCTAssertNil(model.focus, "the locked form lets go of the focus")
        XCTAssertEqual(service.requests.map(\.email), ["ada@example.com"], "sent without the spaces")
        XCTAssertEqual(service.requests.map(\.password), ["lovelace1"])
        model.submit()
        model.setEmail("lin@example.com")
        model.setPassword("other password")
        XCTAssertEqual(service.requests.count, 1)
        XCTAssertEqual(model.email, "  ada@example.com ")
        XCTAssertEqual(model.password, "lovelace1")
        XCTAssertEqual(service.cancelled, 0)
    }

    func testAWrongPasswordLeavesItsBannerAndFocusesThePassword() {
        let service = FakeService()
        let model = filledModel(service)
        model.submit()
        service.refuse(.wrongPassword)
        XCTAssertEqual(model.status, .editing)
        XCTAssertEqual(model.banner?.kind, .wrongPassword)
        XCTAssertEqual(model.banner?.title, "Wrong email or password")
        XCTAssertEqual(model.banner?.message,
                       "That email address and password do not match an account. Check both and try again.")
        XCTAssertEqual(model.focus, .password)
        XCTAssertEqual(model.email, "ada@example.com", "the details stay for another try")
        XCTAssertEqual(model.password, "lovelace1")
    }

    func testAnUnavailableServiceLeavesItsOwnBanner() {
        let service = FakeService()
        let model = filledModel(service, email: "ada@offline.example")
        model.submit()
        service.refuse(.serviceUnavailable)
        XCTAssertEqual(model.banner?.kind, .serviceUnavailable)
        XCTAssertEqual(model.banner?.title, "Logging in is not possible right now")
        XCTAssertEqual(model.banner?.message,
                       "The sign-in service is not answering. Your details are kept: try again in a moment.")
        model.submit()
        XCTAssertNil(model.banner, "trying again takes the banner away")
        XCTAssertEqual(service.requests.count, 2)
    }

    func testTheBannerIsDismissed() {
        let service = FakeService()
        let model = filledModel(service)
        model.submit()
        service.refuse(.wrongPassword)
        model.focus = .email
        model.dismissBanner()
        XCTAssertNil(model.banner)
        XCTAssertEqual(model.focus, .password)
        XCTAssertEqual(model.password, "lovelace1")
    }

    func testEditingEitherFieldClearsTheBanner() {
        let service = FakeService()
        let model = filledModel(service)
        model.submit()
        service.refuse(.wrongPassword)
        model.setPassword("lovelace1")
        XCTAssertNotNil(model.banner, "writing the same text is no edit")
        model.leave(.password)
        XCTAssertNotNil(model.banner, "leaving a field is no edit")
        model.setPassword("lovelace2")
        XCTAssertNil(model.banner)
        model.submit()
        service.refuse(.serviceUnavailable)
        model.setEmail("ada@example.co")
        XCTAssertNil(model.banner)
    }

    func testEditingWithoutABannerAnnouncesNoBannerChange() {
        let model = LoginViewModel(service: FakeService().service)
        var announced = 0
        let scheduler = Scheduler()
        let token = observe(scheduler: scheduler) {
            _ = model.banner
            announced += 1
        }
        model.setEmail("a")
        model.setPassword("b")
        scheduler.flush()
        XCTAssertEqual(announced, 1, "only the first run: what shows the banner does not render per keystroke")
        token.cancel()
    }

    func testASuccessfulLoginSignsInAndForgetsThePassword() {
        let service = FakeService()
        let model = filledModel(service)
        model.submit()
        service.accept(name: "Ada Lovelace")
        XCTAssertEqual(model.status, .signedIn(Account(email: "ada@example.com", name: "Ada Lovelace")))
        XCTAssertEqual(model.account?.name, "Ada Lovelace")
        XCTAssertEqual(model.password, "")
        XCTAssertEqual(model.passwordState, FieldState(message: "Enter your password."))
        XCTAssertNil(model.banner)
        XCTAssertFalse(model.isLoading)
        XCTAssertFalse(model.isLoginEnabled)
        model.setEmail("lin@example.com")
        model.submit()
        XCTAssertEqual(service.requests.count, 1, "no form while signed in")
    }

    func testSigningOutShowsTheEmptyFormWithTheEmailFocused() {
        let service = FakeService()
        let model = filledModel(service)
        model.submit()
        service.accept(name: "Ada Lovelace")
        model.signOut()
        XCTAssertEqual(model.status, .editing)
        XCTAssertEqual(model.email, "")
        XCTAssertEqual(model.password, "")
        XCTAssertEqual(model.emailState, FieldState(message: "Enter your email address."))
        XCTAssertEqual(model.passwordState, FieldState(message: "Enter your password."))
        XCTAssertEqual(model.focus, .email)
        XCTAssertNil(model.account)
        XCTAssertEqual(service.cancelled, 0, "nothing was in flight")
    }

    func testSigningOutDuringALoginCancelsIt() {
        let service = FakeService()
        let model = filledModel(service)
        model.submit()
        model.signOut()
        XCTAssertEqual(service.cancelled, 1)
        XCTAssertFalse(service.isWaiting)
        service.accept(name: "Ada Lovelace")
        XCTAssertEqual(model.status, .editing, "a cancelled log-in signs nobody in")
        XCTAssertEqual(model.email, "")
    }

    func testCancellingALoginUnlocksTheFormAsItWas() {
        let service = FakeService()
        let model = filledModel(service)
        model.submit()
        model.cancelLogin()
        XCTAssertEqual(service.cancelled, 1)
        XCTAssertEqual(model.status, .editing)
        XCTAssertNil(model.banner)
        XCTAssertEqual(model.email, "ada@example.com")
        XCTAssertEqual(model.password, "lovelace1")
        XCTAssertEqual(model.focus, .password)
        XCTAssertTrue(model.isLoginEnabled)
        model.cancelLogin()
        XCTAssertEqual(service.cancelled, 1, "nothing more to cancel")
        model.submit()
        XCTAssertEqual(service.requests.count, 2, "a new log-in can start")
    }
}
