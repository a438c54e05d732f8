import Observing

/// Who the service signed in: the address they logged in with and the name the service knows them by.
public struct Account: Equatable {
    public let email: Text
    public let name: Text

    public init(email: Text, name: Text) {
        self.email = email
        self.name = name
    }
}

/// Why the service refused a log-in. The two call for different things from the person: another try at
/// the password, or patience, so the banner words them apart.
public enum LoginFailure: Error, Equatable {
    /// The address and password do not match an account. The service does not say which of the two is
    /// wrong, so that nobody can learn from it which addresses have an account.
    case wrongPassword
    /// The service did not answer, or answered with something else than a verdict.
    case serviceUnavailable
}

/// The message a refused log-in leaves above the form until the person dismisses it or edits a field.
public struct LoginBanner: Equatable {
    public let kind: LoginFailure
    /// A few words that name the problem.
    public let title: Text
    /// What happened and what to do about it.
    public let message: Text

    public init(_ kind: LoginFailure) {
        self.kind = kind
        switch kind {
        case .wrongPassword:
            title = "Wrong email or password"
            message = "That email address and password do not match an account. Check both and try again."
        case .serviceUnavailable:
            title = "Logging in is not possible right now"
            message = "The sign-in service is not answering. Your details are kept: try again in a moment."
        }
    }
}
