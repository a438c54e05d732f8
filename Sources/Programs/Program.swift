import DOMBridge
import Observing

/// A feature in the program style: a model value, the messages that change it, an `update` that applies
/// a message and returns the effects it wants as a ``Command``, and views that read the model and send
/// messages.
///
/// ```swift
/// struct Model: Equatable { var count = 0 }
/// enum Message { case increment, randomize, setCount(Int) }
///
/// func update(_ model: inout Model, _ message: Message) -> Command<Message> {
///     switch message {
///     case .increment: model.count += 1; return .none
///     case .randomize: return .random(in: 1...100, then: Message.setCount)
///     case let .setCount(count): model.count = count; return .none
///     }
/// }
///
/// let program = Program(Model(), update: update)
/// App.mount {
///     component { output { "\(program.read { $0.count })" as Text } }
///     button { "+" }.on(.click) { program.send(.increment) }
/// }
/// ```
///
/// Every change of state is a message and every effect a value, so a feature is easy to follow and to
/// test: a test sends messages, compares the commands `update` returned, and answers them itself
/// (``answerRandom(with:)``, ``answerFetch(with:)``…).
///
/// **What renders again.** The model is a value, kept here as one piece of observed state. A view reads a
/// part of it with ``read(_:)``; after each message, each part read is compared with what it was, and
/// only the components that read a part that changed render again. (Reading ``model`` whole depends on
/// every change.) So a program renders exactly as an observable model with one `@Observed` property per
/// part would, on the same renderer, beside components and observable models of any kind.
public final class Program<Model, Message> {
    private let update: (inout Model, Message) -> Command<Message>
    private let whole = Signal()
    private var parts: [ProgramPart<Model>] = []
    private var current: Model
    let runner: CommandRunner<Message>
    /// What follows every message besides its command: the subscriptions asked for anew, when the program
    /// has any. A closure, so a program without subscriptions links none of their code.
    private var afterMessage: ((Model) -> Void)?
    private(set) var subscriptionRunner: SubscriptionRunner<Message>?

    /// Starts the program at `model`, with the effects it runs commands with: `Effects()` in the browser
    /// (add `fetch` to fetch), `.answeredByTests` in tests. Outside the browser, a program made starts the
    /// test's clock afresh as a `TestApp` does (``TestClock`` at 0, no timer waiting).
    public init(_ model: Model, update: @escaping (inout Model, Message) -> Command<Message>,
                effects: Effects = Effects()) {
        current = model
        self.update = update
        runner = CommandRunner(effects: effects)
        #if !arch(wasm32)
        TestClock.startAfresh()
        #endif
        runner.send = { [unowned(unsafe) self] message in self.send(message) }
    }

    /// A program that listens: `subscriptions` says, for a model, what it listens to (an interval, the
    /// URL, other tabs' storage writes, a source of its own); it is asked now and again after every
    /// message, and the runtime starts and stops what it returns (``Subscription``) on `sources`.
    public convenience init(_ model: Model, update: @escaping (inout Model, Message) -> Command<Message>,
                            subscriptions: @escaping (Model) -> [Subscription<Message>],
                            sources: SubscriptionSources = SubscriptionSources(), effects: Effects = Effects()) {
        self.init(model, update: update, effects: effects)
        let listener = SubscriptionRunner<Message>(sources: sources, answeredByTests: effects.answeredByTests)
        listener.send = { [unowned(unsafe) self] message in self.send(message) }
        subscriptionRunner = listener
        afterMessage = { model in listener.update(subscriptions(model)) }
        listener.update(subscriptions(model))
    }

    /// The whole model; reading it in a render depends on every change of it.
    public var model: Model {
        whole.didRead()
        return current
    }

    /// A part of the model; reading it in a render depends on that part only: the render runs again
    /// when a message changes what `part` returns.
    public func read<Value: Equatable>(_ part: @escaping (Model) -> Value) -> Value {
        let value = part(current)
        let reader = EquatablePart(value, part)
        parts.append(reader)
        reader.didRead()
        return value
    }

    /// Applies `message` to the model, then carries out the command `update` returned. Components that
    /// read a part that changed render on the next flush.
    public func send(_ message: Message) {
        let command = update(&current, message)
        lastCommand = command
        whole.didChange()
        // Parts no render reads any more are dropped; the others are told if their value changed.
        var kept: [ProgramPart<Model>] = []
        for part in parts where part.subscriberCount > 0 {
            part.compare(with: current)
            kept.append(part)
        }
        parts = kept
        runner.run(command)
        afterMessage?(current)
    }

    /// A binding to a part of the model that sends a message when the view writes it: a field bound to
    /// `binding({ $0.text }, send: Message.setText)` sends `.setText` as the user types.
    public func binding<Value: Equatable>(_ part: @escaping (Model) -> Value,
                                          send message: @escaping (Value) -> Message) -> Binding<Value> {
        Binding(get: { self.read(part) }, set: { self.send(message($0)) })
    }

    // MARK: Tests

    /// The command the last message's `update` returned.
    public private(set) var lastCommand: Command<Message> = .none

    /// The commands in flight, in the order they started, each flattened out of its batch: with
    /// `.answeredByTests`, every one waits here for the test to answer it.
    public var inFlight: [Command<Message>] { runner.inFlight.map { $0.command } }

    /// The subscriptions the model asks for now, in the order they started: with `.answeredByTests`,
    /// each waits for the test to send its message (``tick(every:)``, ``changeURL(to:)``…).
    public var subscriptions: [Subscription<Message>] { subscriptionRunner?.active.map { $0.subscription } ?? [] }

    /// The messages the test's answers (``answerFetch(to:with:)``…) made and sent, in order.
    public internal(set) var answeredMessages: [Message] = []
}

/// A part of a program's model that a render read (``Program/read(_:)``): a signal of its own, which
/// announces a change when a message changes the part's value.
class ProgramPart<Model>: Signal {
    func compare(with model: Model) {}
}

final class EquatablePart<Model, Value: Equatable>: ProgramPart<Model> {
    private var value: Value
    private let part: (Model) -> Value

    init(_ value: Value, _ part: @escaping (Model) -> Value) {
        self.value = value
        self.part = part
    }

    override func compare(with model: Model) {
        let now = part(model)
        if now != value {
            value = now
            didChange()
        }
    }
}
