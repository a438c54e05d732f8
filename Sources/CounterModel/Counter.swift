import Observing

/// A count to raise, lower, type or draw at random, with its recent values, a fact about it on request,
/// and a note typed beside it whose field has the focus when the count is not a multiple of three.
///
/// The model knows nothing of the page: facts and random numbers come from sources it is given, so the
/// page gives it a fetch and the system's generator, and its tests give sources that answer when told.
/// Only a fact about the number on screen is ever shown: changing the count, or asking again while a
/// fact is on its way, cancels the lookup in flight.
public final class Counter {
    /// The current count; negative values are allowed.
    @Observed public private(set) var count: Int
    /// The note typed beside the count.
    @Editable public var text: Text
    /// Whether the note's field has the focus. Set whenever a step or a draw changes the count (true when
    /// it is not a multiple of three); the page writes it back when the user moves the focus.
    @Editable public var isTextFocused: Bool
    /// The count's recent values, the current one last: one more with each change of the count.
    @Observed public private(set) var history: CountHistory
    /// The fact the page presents; `nil` when none is shown.
    @Observed public private(set) var fact: Fact?
    /// Whether a fact is being looked up, and what came of the last lookup when it found none or failed.
    @Observed public private(set) var factStatus: FactStatus = .idle

    /// The numbers ``randomize()`` draws from: those the page has facts about.
    public static let randomRange: ClosedRange<Int> = -20...120

    private let facts: FactSource
    private let random: RandomSource
    private var lookup: Cancellation?

    public init(count: Int = 0, text: Text = "", facts: FactSource, random: RandomSource) {
        self.count = count
        self.text = text
        history = CountHistory(count)
        isTextFocused = !count.isMultiple(of: 3)
        self.facts = facts
        self.random = random
    }

    /// Raises the count by one; at the largest `Int` it stays.
    public func increment() {
        if count < .max { change(to: count + 1) }
    }

    /// Lowers the count by one; at the smallest `Int` it stays.
    public func decrement() {
        if count > .min { change(to: count - 1) }
    }

    /// Makes `count` the count, as the number field does. It leaves the note's focus as it is: the user
    /// is typing the count, and moving the focus away after the first digit would send the next ones
    /// into the note.
    public func setCount(_ count: Int) {
        change(to: count, movingFocus: false)
    }

    /// Draws a count from ``randomRange`` other than the current one.
    public func randomize() {
        let range = Self.randomRange
        guard range.contains(count) else { return change(to: random.next(range)) }
        let drawn = random.next(range.lowerBound...range.upperBound - 1)
        change(to: drawn < count ? drawn : drawn + 1)
    }

    /// Looks up a fact about the count, again after a failure; while one is being looked up, cancels it
    /// instead.
    public func getFact() {
        if case .loading = factStatus {
            lookup?.cancel()
            lookup = nil
            factStatus = .idle
        } else {
            lookUp()
        }
    }

    /// Stops showing the fact, as closing the alert does.
    public func dismissFact() {
        if fact != nil { fact = nil }
    }

    /// When the count changes, it joins the history, the lookup in flight is cancelled, what was said
    /// about the old number goes, and (unless the user is typing the count) the note's focus follows the
    /// new number.
    private func change(to count: Int, movingFocus: Bool = true) {
        guard count != self.count else { return }
        self.count = count
        history.append(count)
        lookup?.cancel()
        lookup = nil
        if fact != nil { fact = nil }
        if factStatus != .idle { factStatus = .idle }
        let focused = !count.isMultiple(of: 3)
        if movingFocus, isTextFocused != focused { isTextFocused = focused }
    }

    private func lookUp() {
        let number = count
        factStatus = .loading(number)
        lookup = facts.load(number) { answer in
            // A source that answers after it was cancelled, or twice, is not listened to.
            guard self.factStatus == .loading(number) else { return }
            switch answer {
            case let .found(text):
                self.factStatus = .idle
                self.fact = Fact(id: number, text: text)
            case .notFound:
                self.factStatus = .noFact(number)
            case let .failed(message):
                self.factStatus = .failed(message)
            }
        }
    }
}
