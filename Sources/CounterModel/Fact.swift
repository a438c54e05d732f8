import Observing

/// A fact about a number, as the alert presents it.
///
/// Its identity is the number, so a fact about another number presents the alert again, while the same
/// fact loaded twice is the same presentation.
public struct Fact: Identifiable, Equatable {
    /// The number the fact is about.
    public var id: Int
    public var text: Text

    public init(id: Int, text: Text) {
        self.id = id
        self.text = text
    }
}
