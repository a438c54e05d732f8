import Observing

/// Where getting a fact about the count stands, apart from the fact itself.
public enum FactStatus: Equatable {
    /// Nothing under way, and nothing to say.
    case idle
    /// A fact about the number is being looked up.
    case loading(Int)
    /// The source has no fact about the number.
    case noFact(Int)
    /// The last lookup failed, for the reason given; ``Counter/getFact()`` tries again.
    case failed(Text)
}
