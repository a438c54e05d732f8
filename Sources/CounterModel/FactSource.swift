import Observing

/// Where facts about numbers come from: the page's is a fetch of a static file, a test's answers when
/// the test says so.
///
/// `load` starts looking up a fact about a number and calls back once with what it found, unless the
/// returned handle is cancelled first.
public struct FactSource {
    public var load: (_ number: Int, _ answer: @escaping (FactAnswer) -> Void) -> Cancellation

    public init(load: @escaping (_ number: Int, _ answer: @escaping (FactAnswer) -> Void) -> Cancellation) {
        self.load = load
    }
}

/// What a fact source found.
public enum FactAnswer: Equatable {
    /// A fact about the number.
    case found(Text)
    /// The source has no fact about the number. Not an error: the source works, it just knows nothing.
    case notFound
    /// The source could not be asked (no network, a server error), in words the page shows.
    case failed(Text)
}
