import Observing

/// Carries out a program's commands and keeps those in flight, so that a command with an id replaces
/// the one with the same id and `.cancel(id)` stops it: a cancelled command's message is never sent.
final class CommandRunner<Message> {
    struct Running {
        let command: Command<Message>
        /// Stops the effect; nil while it waits for a test's answer.
        var handle: Cancellation?
        let serial: Int
    }

    private let effects: Effects
    var send: (Message) -> Void = { _ in }
    private(set) var inFlight: [Running] = []
    private var serial = 0

    init(effects: Effects) {
        self.effects = effects
    }

    /// A program that goes stops its effects: none of their messages has anywhere to go.
    deinit {
        for running in inFlight { running.handle?.cancel() }
    }

    func run(_ command: Command<Message>) {
        switch command.kind {
        case .none:
            return
        case let .batch(commands):
            for command in commands { run(command) }
            return
        case let .cancel(id):
            cancel(id)
            return
        default:
            break
        }
        if let id = command.id { cancel(id) }
        serial += 1
        let serial = self.serial
        inFlight.append(Running(command: command, handle: nil, serial: serial))
        if effects.answeredByTests { return }
        let handle = start(command) { [unowned(unsafe) self] message in
            guard let index = self.inFlight.firstIndex(where: { $0.serial == serial }) else { return }
            if !Self.answersAgain(command) { self.inFlight.remove(at: index) }
            self.send(message)
        }
        if let index = inFlight.firstIndex(where: { $0.serial == serial }) { inFlight[index].handle = handle }
    }

    /// Starts the effect `command` describes; `answer` gets its message.
    private func start(_ command: Command<Message>, answer: @escaping (Message) -> Void) -> Cancellation {
        switch command.kind {
        case let .random(range, then):
            answer(then(effects.random(range)))
            return .finished
        case let .after(milliseconds, message):
            return effects.after(milliseconds) { answer(message) }
        case let .fetch(request, then):
            guard let fetch = effects.fetch else {
                answer(then(.failure(.network("this program's Effects have no fetch: pass Effects(fetch: …)"))))
                return .finished
            }
            return fetch(request) { answer(then($0)) }
        case let .perform(_, _, _, run):
            return run(answer)
        case .none, .batch, .cancel:
            return .finished
        }
    }

    private func cancel(_ id: Text) {
        inFlight.removeAll { running in
            guard running.command.id == id else { return false }
            running.handle?.cancel()
            return true
        }
    }

    /// Answers the first command in flight that `answer` makes a message of, as its effect would: the
    /// command leaves the list (an effect that answers until cancelled stays), and the message is sent.
    /// Returns the message, or nil when no command took the answer.
    func answerFirst(_ answer: (Command<Message>) -> Message?) -> Message? {
        for (index, running) in inFlight.enumerated() {
            guard let message = answer(running.command) else { continue }
            if !Self.answersAgain(running.command) { inFlight.remove(at: index) }
            send(message)
            return message
        }
        return nil
    }

    /// Whether the command stays in flight once it has answered: an effect of the app's own that answers
    /// until cancelled.
    private static func answersAgain(_ command: Command<Message>) -> Bool {
        if case .perform(_, _, .untilCancelled, _) = command.kind { return true }
        return false
    }
}
