/// An effect described as a value: what a program's `update` asks the world to do, and how the answer
/// comes back as a message.
///
/// In the program style (`Program`, in the library of that name), `update` changes the model and returns
/// a command; it never does the work itself. The runtime carries the command out and sends the message
/// it turns the result into: a random number drawn, a timer run out, a response fetched. Because a
/// command is a value, a test asserts which commands an update returned and answers them itself, so no
/// test waits on a clock, a network or chance.
///
/// ```swift
/// enum Message { case randomize, setCount(Int), tick }
///
/// func update(_ model: inout Model, _ message: Message) -> Command<Message> {
///     switch message {
///     case .randomize: return .random(in: 1...6, then: Message.setCount)
///     case let .setCount(count): model.count = count; return .none
///     case .tick: model.seconds += 1; return .after(milliseconds: 1000, send: .tick)
///     }
/// }
/// ```
///
/// A command with an `id` replaces the one with the same id still in flight, which is cancelled first: a
/// second "Get fact" while one loads sends only the second answer. `.cancel(id)` cancels without a
/// replacement. An app adds its own kinds of effect with ``perform(_:_:id:answers:run:)``.
public struct Command<Message> {
    package indirect enum Kind {
        case none
        case batch([Command<Message>])
        case random(ClosedRange<Int>, then: (Int) -> Message)
        case after(milliseconds: Int, send: Message)
        case fetch(FetchRequest, then: (Result<FetchResponse, FetchError>) -> Message)
        case cancel(Text)
        case perform(name: Text, detail: Text, answers: EffectAnswers, run: (_ send: @escaping (Message) -> Void) -> Cancellation)
    }

    package let kind: Kind
    /// The id under which the command is in flight; a later command with the same id cancels it.
    public let id: Text?

    init(_ kind: Kind, id: Text? = nil) {
        self.kind = kind
        self.id = id
    }

    /// Nothing to do.
    public static var none: Command { Command(.none) }

    /// Several commands, carried out in order.
    public static func batch(_ commands: [Command]) -> Command { Command(.batch(commands)) }

    /// Draws a number in `range`, each equally likely (in the browser from `crypto.getRandomValues`), and
    /// sends the message `then` makes of it.
    public static func random(in range: ClosedRange<Int>, id: Text? = nil, then: @escaping (Int) -> Message) -> Command {
        Command(.random(range, then: then), id: id)
    }

    /// Sends `message` once `milliseconds` have passed.
    public static func after(milliseconds: Int, id: Text? = nil, send message: Message) -> Command {
        Command(.after(milliseconds: milliseconds, send: message), id: id)
    }

    /// Sends `request` with the browser's `fetch` and sends the message `then` makes of the outcome: a
    /// response with a status of 200–299, or why there was none (`FetchError`).
    public static func fetch(_ request: FetchRequest, id: Text? = nil,
                             then: @escaping (Result<FetchResponse, FetchError>) -> Message) -> Command {
        Command(.fetch(request, then: then), id: id)
    }

    /// Cancels the command in flight under `id`, if any: its message is never sent.
    public static func cancel(_ id: Text) -> Command { Command(.cancel(id)) }

    /// An effect of the app's own. `name` and `detail` describe it (tests compare them, and answer the
    /// effect with a message); `run` carries it out, calling `send` with its message (or, with
    /// `answers: .untilCancelled`, each of its messages), and returns the handle that stops it. A
    /// one-shot effect is no longer in flight once it has sent its message.
    ///
    /// ```swift
    /// static func share(_ text: Text) -> Command<Message> {
    ///     .perform("share", text) { send in
    ///         JSFunction("share").start(.string(text)) { result in send(.shared(result.isSuccess)) }
    ///     }
    /// }
    /// ```
    public static func perform(_ name: Text, _ detail: Text = "", id: Text? = nil, answers: EffectAnswers = .once,
                               run: @escaping (_ send: @escaping (Message) -> Void) -> Cancellation) -> Command {
        Command(.perform(name: name, detail: detail, answers: answers, run: run), id: id)
    }

    /// The request of a `fetch` command (nil for any other kind): what a test reads to know which
    /// answer the command waits for.
    public var request: FetchRequest? {
        if case let .fetch(request, _) = kind { return request }
        return nil
    }

    /// The same command, its messages turned into another type's, and its ids, and those it cancels,
    /// put under `scope`: a part of a program returns its own commands, and the whole program wraps them
    /// (`left.map(Message.left, scope: "left")`), so two parts that use the same id ("fact") never cancel
    /// each other's commands. The id becomes `left/fact`.
    public func map<Other>(_ transform: @escaping (Message) -> Other, scope: Text) -> Command<Other> {
        let scoped = id.map { "\(scope)/\($0)" as Text }
        switch kind {
        case .none: return Command<Other>(.none, id: scoped)
        case let .batch(commands): return Command<Other>(.batch(commands.map { $0.map(transform, scope: scope) }), id: scoped)
        case let .random(range, then): return Command<Other>(.random(range, then: { transform(then($0)) }), id: scoped)
        case let .after(milliseconds, message):
            return Command<Other>(.after(milliseconds: milliseconds, send: transform(message)), id: scoped)
        case let .fetch(request, then): return Command<Other>(.fetch(request, then: { transform(then($0)) }), id: scoped)
        case let .cancel(cancelled): return Command<Other>(.cancel("\(scope)/\(cancelled)"), id: scoped)
        case let .perform(name, detail, answers, run):
            return Command<Other>(.perform(name: name, detail: detail, answers: answers, run: { send in run { send(transform($0)) } }),
                                  id: scoped)
        }
    }
}

/// How many messages an effect of the app's own (``Command/perform(_:_:id:answers:run:)``) sends.
public enum EffectAnswers: Equatable {
    /// One: the effect is done once it has sent it, as a promise is once it settles.
    case once
    /// Any number, until the command is cancelled: a stream, a watch, a subscription of the app's own.
    case untilCancelled
}
