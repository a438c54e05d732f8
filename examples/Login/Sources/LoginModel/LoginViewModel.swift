import Observing

/// The login screen's state and rules, with no view in it: a page binds its fields, buttons and focus to
/// it, and another UI could drive the same methods and read the same properties unchanged.
///
/// - The fields are checked on every edit. Their messages wait until the person leaves a field or tries
///   to log in (``FieldState``), so nobody is told their address is wrong while typing its first letter.
/// - Log-in is possible only while both fields are valid and no log-in is under way
///   (``isLoginEnabled``). A submit that is refused shows every message and moves the focus to the first
///   field to fix, so a keyboard or screen reader user lands where the problem is.
/// - The service is injected: the page's calls the page's own JavaScript, the tests' answers when the
///   test says.
///   While it works the form is locked; its refusal leaves a ``LoginBanner`` that goes when dismissed or
///   as soon as either field is edited, since the person is then acting on it.
public final class LoginViewModel {
    /// The fields, for the focus.
    public enum Field: Equatable {
        case email, password
    }

    public enum Status: Equatable {
        /// The form is shown and can be edited.
        case editing
        /// The service is checking the address and password; the form is locked.
        case loggingIn
        /// The service accepted them.
        case signedIn(Account)
    }

    /// Checks an address and password and answers once through the completion, later (never before it
    /// returns), unless the returned handle is cancelled first.
    public typealias Service = (_ email: Text, _ password: Text,
                                _ completion: @escaping (Result<Account, LoginFailure>) -> Void) -> Cancellation

    // The texts are written through `setEmail(_:)` and `setPassword(_:)`, not bound in place as an
    // `@Editable` property would be: every edit must check the rule again and clear the banner, and a
    // binding made from the property would write past both.
    /// The address as typed.
    @Observed public private(set) var email: Text = ""
    /// The password as typed.
    @Observed public private(set) var password: Text = ""
    @Observed public private(set) var emailState = FieldState(message: LoginViewModel.emailProblem(""))
    @Observed public private(set) var passwordState = FieldState(message: LoginViewModel.passwordProblem(""))
    @Observed public private(set) var status = Status.editing
    /// Why the last log-in was refused, until the person dismisses it or edits a field.
    @Observed public private(set) var banner: LoginBanner?
    /// The field that has the focus. The model moves it (to the first field to fix, to the password
    /// after a refusal); the page writes back where the person puts it. Nothing has it at first, so a
    /// phone does not open its keyboard over the page before the person asks.
    @Editable public var focus: Field?

    private let service: Service
    private var inFlight: Cancellation?

    public init(service: @escaping Service) {
        self.service = service
    }

    // MARK: Rules

    /// What is wrong with `email` (surrounding spaces aside), or nil.
    ///
    /// An address needs one `@` with something before it, and after it a domain of at least two labels
    /// (`example.com`), with no spaces. That is stricter than the browser's `type=email`, which accepts
    /// `ada@localhost`; the form has `novalidate`, so this rule is the one that decides.
    public static func emailProblem(_ email: Text) -> Text? {
        let address = email.trimmingASCIIWhitespace()
        if address.isEmpty { return "Enter your email address." }
        return isEmailAddress(address) ? nil : "Enter an email address such as ada@example.com."
    }

    /// What is wrong with `password`, or nil. No account has a password shorter than the sign-up minimum,
    /// so one cannot be right and is not sent. Its length counts Unicode scalars, which is what a person
    /// counts as characters in all but a few scripts.
    public static func passwordProblem(_ password: Text) -> Text? {
        if password.isEmpty { return "Enter your password." }
        let length = password.withBytes { bytes in bytes.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 } }
        return length < minimumPasswordLength ? "Passwords are at least \(minimumPasswordLength) characters long." : nil
    }

    public static let minimumPasswordLength = 8

    private static func isEmailAddress(_ address: Text) -> Bool {
        let parts = address.split(separator: "@")
        guard parts.count == 2, !parts[0].isEmpty, !address.withBytes({ $0.contains { $0 <= 0x20 } }) else { return false }
        let labels = parts[1].split(separator: ".")
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    // MARK: State read by the view

    public var isLoading: Bool { status == .loggingIn }

    /// Whether both fields follow their rules (shown or not).
    public var isValid: Bool { emailState.isValid && passwordState.isValid }

    /// Whether a log-in may start now: the form is shown, not locked, and valid. The page enables its
    /// button by it.
    public var isLoginEnabled: Bool { status == .editing && isValid }

    /// The account signed in, if any.
    public var account: Account? {
        if case let .signedIn(account) = status { return account }
        return nil
    }

    // MARK: Actions

    /// The address field's new text. Ignored unless the form is being edited: it is locked while the
    /// service works, and gone once signed in.
    public func setEmail(_ value: Text) {
        guard status == .editing, value != email else { return }
        email = value
        emailState.edited(message: Self.emailProblem(value))
        clearBanner()
    }

    /// The password field's new text, under the same terms as ``setEmail(_:)``.
    public func setPassword(_ value: Text) {
        guard status == .editing, value != password else { return }
        password = value
        passwordState.edited(message: Self.passwordProblem(value))
        clearBanner()
    }

    /// The person left `field`: its message shows from now on.
    public func leave(_ field: Field) {
        switch field {
        case .email: emailState.left()
        case .password: passwordState.left()
        }
    }

    /// Logs in with the fields as they are; or, when a rule is broken, shows every message and moves the
    /// focus to the first field to fix. Does nothing while a log-in is under way, so a second press or
    /// Enter cannot start another.
    public func submit() {
        guard status == .editing else { return }
        guard isValid else {
            emailState.reveal()
            passwordState.reveal()
            focus = emailState.isValid ? .password : .email
            return
        }
        banner = nil
        status = .loggingIn
        // The locked form cannot keep the focus; saying so here keeps the model and the page in step.
        focus = nil
        inFlight = service(email.trimmingASCIIWhitespace(), password) { result in
            self.inFlight = nil
            switch result {
            case let .success(account):
                self.status = .signedIn(account)
                // Nothing keeps the password once it has done its work.
                self.password = ""
                self.passwordState = FieldState(message: Self.passwordProblem(""))
            case let .failure(failure):
                self.status = .editing
                self.banner = LoginBanner(failure)
                // Either refusal is answered from the password field: retype it, or press Enter to retry.
                self.focus = .password
            }
        }
    }

    /// Stops a log-in under way and unlocks the form as it was.
    public func cancelLogin() {
        guard status == .loggingIn else { return }
        inFlight?.cancel()
        inFlight = nil
        status = .editing
        focus = .password
    }

    /// Hides the banner. The focus goes to the password field, where the person goes on: the control
    /// that dismissed the banner goes with it, and would otherwise leave the focus nowhere.
    public func dismissBanner() {
        banner = nil
        focus = .password
    }

    /// An edit clears the banner. Every assignment announces a change, so one that has nothing to clear
    /// is skipped: what shows the banner does not render again on every keystroke.
    private func clearBanner() {
        if banner != nil { banner = nil }
    }

    /// Signs out, or stops a log-in under way, and shows the empty form, its address field focused for
    /// the next person.
    public func signOut() {
        inFlight?.cancel()
        inFlight = nil
        email = ""
        password = ""
        emailState = FieldState(message: Self.emailProblem(""))
        passwordState = FieldState(message: Self.passwordProblem(""))
        banner = nil
        status = .editing
        focus = .email
    }
}
