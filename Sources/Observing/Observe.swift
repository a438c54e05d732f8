/// Runs `apply` now, and again after any model property it read changes.
///
/// Each run is tracked afresh, so a closure that reads `a` only while `showA` is true stops depending on
/// `a` once `showA` turns false. Writes are batched: many writes before the next ``Scheduler/flush()``
/// cause one re-run.
///
/// ```swift
/// let token = observe {
///     label.text = "\(counter.count)"
/// }
/// ```
///
/// - Parameters:
///   - scheduler: the scheduler that batches re-runs.
///   - apply: the closure to run; what it reads decides when it runs again.
/// - Returns: a token; the closure runs until the token is cancelled or released.
public func observe(scheduler: Scheduler = .main, _ apply: @escaping () -> Void) -> ObserveToken {
    let token = ObserveToken()
    let job = Job(phase: .effect, scheduler: scheduler) { [unowned(unsafe) token] in token.run() }
    token.start(job: job, apply: apply)
    return token
}

/// Keeps an `observe` closure alive. Cancelling it, or letting it go, stops the closure for good.
public final class ObserveToken {
    private var apply: (() -> Void)?
    private var job: Job?
    private var subscription: SignalWait?

    init() {}

    fileprivate func start(job: Job, apply: @escaping () -> Void) {
        self.job = job
        self.apply = apply
        run()
    }

    fileprivate func run() {
        guard let apply else { return }
        let (_, reads) = track(apply)
        // The closure may have cancelled its own token while it ran.
        guard self.apply != nil, let job else { return }
        subscription?.cancel()
        subscription = reads.subscribe { job.schedule() }
    }

    /// Whether the closure will still run on changes.
    public var isActive: Bool { apply != nil }

    /// Stops the closure and lets go of everything it read.
    public func cancel() {
        subscription?.cancel()
        subscription = nil
        job?.cancel()
        job = nil
        apply = nil
    }

    deinit {
        cancel()
    }
}
