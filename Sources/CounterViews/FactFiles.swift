import Browser
import CounterModel
import Observing

/// Facts as static files beside the page, one a number (`facts/42.txt`), so any server can serve them:
/// the fact source of the observable and the imperative pages (the program-style page fetches the same
/// files as commands).
///
/// A number without a file answers 404, which means the page knows no fact about it yet; any other
/// failure is one the page shows with a way to retry.
public let factFiles = FactSource { number, answer in
    fetch("facts/\(number).txt") { result in
        switch result {
        case let .success(response):
            answer(.found(response.text.trimmingASCIIWhitespace()))
        case let .failure(.status(response)) where response.status == 404:
            answer(.notFound)
        case let .failure(.status(response)):
            answer(.failed("The fact could not be loaded (HTTP \(response.status))."))
        case .failure(.network):
            answer(.failed("The server could not be reached."))
        }
    }
}

/// The system's generator: in the browser, `crypto.getRandomValues`.
public let systemRandom = RandomSource { range in Int.random(in: range) }
