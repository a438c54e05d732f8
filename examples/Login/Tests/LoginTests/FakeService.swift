import LoginModel
import Observing

/// A log-in service the test answers by hand: each log-in waits until `accept` or `refuse`.
final class FakeService {
    /// The address and password of every log-in started, in order.
    private(set) var requests: [(email: Text, password: Text)] = []
    private(set) var cancelled = 0
    private var pending: ((Result<Account, LoginFailure>) -> Void)?

    var service: LoginViewModel.Service {
        { email, password, completion in
            self.requests.append((email, password))
            self.pending = completion
            return Cancellation {
                self.cancelled += 1
                self.pending = nil
            }
        }
    }

    var isWaiting: Bool { pending != nil }

    func accept(name: Text) {
        answer(.success(Account(email: requests.last?.email ?? "", name: name)))
    }

    func refuse(_ failure: LoginFailure) {
        answer(.failure(failure))
    }

    /// Answers the log-in that is waiting, if any: a cancelled one is not, as a cancelled call hears
    /// nothing in the page.
    private func answer(_ result: Result<Account, LoginFailure>) {
        let completion = pending
        pending = nil
        completion?(result)
    }
}
