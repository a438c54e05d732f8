import JavaScript
import LoginModel
import Observing

/// Lets the browser tests read the model behind either login page: `swift('loginState')` from a module
/// of the page answers `[name, value]` pairs, which `Object.fromEntries` makes an object of. The DOM
/// shows what the model means to a person; this shows what it holds, so a test can tell them apart.
public func exposeForTests(_ model: LoginViewModel) {
    JSExports.define("loginState") { _ in
        .list([
            ["email", .string(model.email)],
            ["password", .string(model.password)],
            ["isLoginEnabled", .bool(model.isLoginEnabled)],
            ["status", .string(statusName(model.status))],
            ["banner", model.banner.map { .string(failureName($0.kind)) } ?? .null],
            ["focus", model.focus.map { .string($0 == .email ? "email" : "password") } ?? .null],
            ["emailMessage", model.emailState.visibleMessage.map { .string($0) } ?? .null],
            ["passwordMessage", model.passwordState.visibleMessage.map { .string($0) } ?? .null],
        ])
    }
}

private func statusName(_ status: LoginViewModel.Status) -> Text {
    switch status {
    case .editing: return "editing"
    case .loggingIn: return "loggingIn"
    case .signedIn: return "signedIn"
    }
}

private func failureName(_ failure: LoginFailure) -> Text {
    switch failure {
    case .wrongPassword: return "wrongPassword"
    case .serviceUnavailable: return "serviceUnavailable"
    }
}
