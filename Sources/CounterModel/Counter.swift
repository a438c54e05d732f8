import Observing

/// A count that can be raised and lowered one step at a time.
///
/// The model knows nothing of the page: the web app renders it and the tests drive it directly.
public final class Counter {
    /// The current count; negative values are allowed.
    @Observed public private(set) var count: Int

    public init(count: Int = 0) {
        self.count = count
    }

    public func increment() {
        count += 1
    }

    public func decrement() {
        count -= 1
    }
}
