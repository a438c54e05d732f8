/// A handle on work in flight: a fetch, a call into the page's JavaScript, a timer, a subscription.
///
/// Embedded Swift in the browser has no `async` runtime, so an effect is a function that starts work,
/// takes a completion callback and returns a `Cancellation`. A model keeps the handle to stop work it no
/// longer wants, which is how "only the latest request counts" is written:
///
/// ```swift
/// final class Search {
///     @Observed private(set) var results: [Hit] = []
///     private let find: (Text, @escaping (Result<[Hit], SearchError>) -> Void) -> Cancellation
///     private var inFlight: Cancellation?
///
///     func query(_ text: Text) {
///         inFlight?.cancel()
///         inFlight = find(text) { result in
///             if case let .success(hits) = result { self.results = hits }
///         }
///     }
/// }
/// ```
///
/// Cancelling promises that the completion is not called afterwards, whatever the work was doing; it
/// also asks the work to stop (a fetch is aborted, a timer cleared). Work that has finished has nothing
/// to cancel, so cancelling it does nothing. The handle does not keep the work alive and letting it go
/// does not cancel: keep it only when you may want to cancel.
public final class Cancellation {
    private var onCancel: (() -> Void)?
    /// Whether ``cancel()`` was called before the work finished.
    public private(set) var isCancelled = false

    /// A handle whose ``cancel()`` runs `onCancel` once, unless ``finish()`` came first.
    public init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// A handle on work that cannot be stopped or is already over, for effects that answer at once.
    public static var finished: Cancellation {
        let handle = Cancellation {}
        handle.finish()
        return handle
    }

    /// Whether the work is still under way: neither finished nor cancelled.
    public var isActive: Bool { onCancel != nil }

    /// Stops the work; its completion will not be called.
    public func cancel() {
        guard let onCancel else { return }
        self.onCancel = nil
        isCancelled = true
        onCancel()
    }

    /// Marks the work as over, so a later ``cancel()`` does nothing. The effect calls this just before
    /// it calls its completion.
    public func finish() {
        onCancel = nil
    }
}
