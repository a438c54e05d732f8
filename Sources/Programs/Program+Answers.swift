import Observing

/// Answers for the commands of a program made with `Effects.answeredByTests`: each finds the first
/// command in flight of its kind that takes the answer, sends the message that command makes of it, and
/// takes it off the list (an effect that answers until cancelled stays). ``answeredMessages`` logs the
/// messages the answers made. Call the test app's `flush()` afterwards to render.
extension Program {
    /// Answers the first `random` command whose range holds `number`.
    public func answerRandom(with number: Int) throws(ProgramTestError) {
        try answer("random command in flight takes \(number)") { command in
            guard case let .random(range, then) = command.kind else { return nil }
            return range.contains(number) ? then(number) : nil
        }
    }

    /// Answers the first `fetch` command with `response`, or with `url` the first fetch of that URL (as
    /// its request wrote it; ``Command/request``), among several in flight. A status outside 200–299
    /// arrives as `FetchError.status`, as the browser's fetch reports it.
    public func answerFetch(to url: Text? = nil, with response: FetchResponse) throws(ProgramTestError) {
        try answer(url.map { "fetch of \($0) is in flight" } ?? "fetch command is in flight") { command in
            guard case let .fetch(request, then) = command.kind, url == nil || request.url == url else { return nil }
            return then(response.isSuccess ? .success(response) : .failure(.status(response)))
        }
    }

    /// Fails the first `fetch` command, or with `url` the first fetch of that URL, with `error`.
    public func failFetch(to url: Text? = nil, with error: FetchError) throws(ProgramTestError) {
        try answer(url.map { "fetch of \($0) is in flight" } ?? "fetch command is in flight") { command in
            guard case let .fetch(request, then) = command.kind, url == nil || request.url == url else { return nil }
            return then(.failure(error))
        }
    }

    /// Runs out the first timer (`after`).
    public func answerTimer() throws(ProgramTestError) {
        try answer("after command is in flight") { command in
            guard case let .after(_, message) = command.kind else { return nil }
            return message
        }
    }

    /// Answers the first effect of the app's own named `name` (`Command.perform`) with `message`.
    public func answer(_ name: Text, with message: Message) throws(ProgramTestError) {
        try answer("perform \(name) command is in flight") { command in
            guard case let .perform(performed, _, _, _) = command.kind, performed == name else { return nil }
            return message
        }
    }

    /// Answers the first command in flight that `make` makes a message of; throws "no `wanted`", naming
    /// what is in flight, when none does.
    private func answer(_ wanted: Text, _ make: (Command<Message>) -> Message?) throws(ProgramTestError) {
        guard let message = runner.answerFirst(make) else {
            var message: Text = "no \(wanted); in flight: "
            if inFlight.isEmpty { message.appendLiteral("nothing") }
            for (index, command) in inFlight.enumerated() {
                if index > 0 { message.appendLiteral(", ") }
                message.appendInterpolation(Self.summary(command))
            }
            throw ProgramTestError(message)
        }
        answeredMessages.append(message)
    }

    /// A command in flight as a failure message names it: its kind, what it asks for, and its id.
    private static func summary(_ command: Command<Message>) -> Text {
        var text: Text
        switch command.kind {
        case let .random(range, _): text = "random in \(range.lowerBound)...\(range.upperBound)"
        case let .after(milliseconds, _): text = "after \(milliseconds) ms"
        case let .fetch(request, _): text = "fetch \(request.method) \(request.url)"
        case let .perform(name, detail, _, _): text = detail.isEmpty ? "perform \(name)" : "perform \(name) \(detail)"
        case .none, .batch, .cancel: text = "none"
        }
        if let id = command.id {
            text.appendLiteral(" (id ")
            text.appendInterpolation(id)
            text.appendLiteral(")")
        }
        return text
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
