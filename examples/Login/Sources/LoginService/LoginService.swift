import JavaScript
import LoginModel
import Observing

/// The live service of both login pages: `logIn` of the page's own module, `login.js`, which plays the
/// sign-in service in the page, since a static server cannot answer a POST. It resolves with the
/// account's name, or rejects with an error whose name says why.
public func liveLogin(email: Text, password: Text,
                      completion: @escaping (Result<Account, LoginFailure>) -> Void) -> Cancellation {
    JSFunction("logIn").start(.string(email), .string(password)) { answer in
        completion(loginResult(email: email, answer))
    }
}

/// What an answer of `logIn` means. Only a `WrongPasswordError` blames the person's details; anything
/// else that goes wrong (a network error, an answer of another shape) is the service's fault, and
/// trying again later is the right advice.
public func loginResult(email: Text, _ answer: Result<JSValue, JSError>) -> Result<Account, LoginFailure> {
    switch answer {
    case let .success(value):
        guard let name = value.text else { return .failure(.serviceUnavailable) }
        return .success(Account(email: email, name: name))
    case let .failure(error):
        return .failure(error.name == "WrongPasswordError" ? .wrongPassword : .serviceUnavailable)
    }
}
