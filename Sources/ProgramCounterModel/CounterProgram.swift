import CounterModel
import Observing

/// The counter feature in the program style: the same rules as the observable counter (`Counter`, in
/// `CounterModel`), written as a model value, the messages that change it and an `update` that returns
/// its effects as commands. Nothing here runs an effect or knows the page.
///
/// Randomize is a command whose answer comes back as ``Message/setCounter(to:)``; a fact is a fetch of
/// `facts/N.txt` under the id `fact`, so asking again, or changing the count, cancels the one in flight.
/// It shares its values (`Fact`, `FactStatus`, `CountHistory`) with the observable counter, so the two
/// pages show the same things the same way.
public enum CounterProgram {
    /// The numbers Randomize draws from: those the page has facts about.
    public static let randomRange: ClosedRange<Int> = -20...120

    public struct Model: Equatable {
        public var count: Int
        /// The note typed beside the count.
        public var text: Text
        /// Whether the note's field has the focus: true when a step or a draw leaves the count not a
        /// multiple of three; the page writes the user's own focus and blur back.
        public var isTextFocused: Bool
        /// The count's recent values, the current one last: one more with each change of the count.
        public var history: CountHistory
        /// The fact the alert presents; `nil` when none is shown.
        public var fact: Fact?
        public var factStatus: FactStatus = .idle

        public init(count: Int = 0, text: Text = "") {
            self.count = count
            self.text = text
            history = CountHistory(count)
            isTextFocused = !count.isMultiple(of: 3)
        }
    }

    public enum Message: Equatable {
        case increment
        case decrement
        /// The number field's count: the focus stays where the user is typing.
        case setCount(Int)
        case randomize
        /// A drawn count, the answer to Randomize.
        case setCounter(to: Int)
        case setText(Text)
        case setTextFocused(Bool)
        /// Looks a fact up, or cancels the lookup under way.
        case getFact
        case factLoaded(number: Int, Result<FetchResponse, FetchError>)
        case dismissFact
    }

    public static func update(_ model: inout Model, _ message: Message) -> Command<Message> {
        switch message {
        case .increment:
            return model.count < .max ? change(&model, to: model.count + 1) : .none
        case .decrement:
            return model.count > .min ? change(&model, to: model.count - 1) : .none
        case let .setCount(count):
            return change(&model, to: count, movingFocus: false)
        case .randomize:
            // A draw other than the count on screen: one number fewer, the count's place skipped.
            guard randomRange.contains(model.count) else { return .random(in: randomRange, then: Message.setCounter) }
            let count = model.count
            return .random(in: randomRange.lowerBound...randomRange.upperBound - 1) { .setCounter(to: $0 < count ? $0 : $0 + 1) }
        case let .setCounter(count):
            return change(&model, to: count)
        case let .setText(text):
            model.text = text
            return .none
        case let .setTextFocused(focused):
            model.isTextFocused = focused
            return .none
        case .getFact:
            if case .loading = model.factStatus {
                model.factStatus = .idle
                return .cancel("fact")
            }
            let number = model.count
            model.factStatus = .loading(number)
            return .fetch(FetchRequest("facts/\(number).txt"), id: "fact") { .factLoaded(number: number, $0) }
        case let .factLoaded(number, result):
            guard model.factStatus == .loading(number) else { return .none }
            switch result {
            case let .success(response):
                model.factStatus = .idle
                model.fact = Fact(id: number, text: response.text.trimmingASCIIWhitespace())
            case let .failure(.status(response)) where response.status == 404:
                model.factStatus = .noFact(number)
            case let .failure(.status(response)):
                model.factStatus = .failed("The fact could not be loaded (HTTP \(response.status)).")
            case .failure(.network):
                model.factStatus = .failed("The server could not be reached.")
            }
            return .none
        case .dismissFact:
            model.fact = nil
            return .none
        }
    }

    /// A new count: it joins the history, what was said about the old one goes, the lookup in flight is
    /// cancelled, and (unless the user is typing the count) the note's focus follows the new number.
    private static func change(_ model: inout Model, to count: Int, movingFocus: Bool = true) -> Command<Message> {
        guard count != model.count else { return .none }
        model.count = count
        model.history.append(count)
        model.fact = nil
        var wasLoading = false
        if case .loading = model.factStatus { wasLoading = true }
        model.factStatus = .idle
        if movingFocus { model.isTextFocused = !count.isMultiple(of: 3) }
        return wasLoading ? .cancel("fact") : .none
    }
}
