import Observing

/// Answers for the commands of a program made with `Effects.answeredByTests`: each finds the first
/// command in flight of its kind, sends the message that command makes of the answer, and takes it off
/// the list. Call the test app's `flush()` afterwards to render.
extension Program {
    /// Answers the first `random` command with `number`.
    public func answerRandom(with number: Int) throws(ProgramTestError) {
        try answer("random") { command in
            guard case let .random(range, then) = command.kind else { return nil }
            precondition(range.contains(number), "\(number) is outside the command's range")
            return then(number)
        }
    }

    /// Answers the first `fetch` command with `response` (a status outside 200–299 arrives as
    /// `FetchError.status`, as the browser's fetch reports it).
    public func answerFetch(with response: FetchResponse) throws(ProgramTestError) {
        try answer("fetch") { command in
            guard case let .fetch(_, then) = command.kind else { return nil }
            return then(response.isSuccess ? .success(response) : .failure(.status(response)))
        }
    }

    /// Fails the first `fetch` command with `error`.
    public func failFetch(with error: FetchError) throws(ProgramTestError) {
        try answer("fetch") { command in
            guard case let .fetch(_, then) = command.kind else { return nil }
            return then(.failure(error))
        }
    }

    /// Runs out the first timer (`after`).
    public func answerTimer() throws(ProgramTestError) {
        try answer("after") { command in
            guard case let .after(_, message) = command.kind else { return nil }
            return message
        }
    }

    /// Answers the first effect of the app's own named `name` (`Command.perform`) with `message`.
    public func answer(_ name: Text, with message: Message) throws(ProgramTestError) {
        try answer("perform \(name)") { command in
            guard case let .perform(performed, _, _) = command.kind, performed == name else { return nil }
            return message
        }
    }

    private func answer(_ kind: Text, _ make: (Command<Message>) -> Message?) throws(ProgramTestError) {
        guard runner.answerFirst(make) else { throw ProgramTestError("no \(kind) command is in flight") }
    }
}

/// A test asked to answer a command that is not in flight.
public struct ProgramTestError: Error, Equatable, CustomStringConvertible {
    public let message: Text

    init(_ message: Text) {
        self.message = message
    }

    public var description: String { message.description }
}
