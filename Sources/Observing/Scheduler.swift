/// Batches the work that model changes cause, so many writes in one turn lead to one run.
///
/// Nothing runs when a model changes: the affected jobs are queued and ``flush()`` runs them. In the
/// browser the bridge flushes after each event handler and once per animation frame for changes that
/// come from timers or fetches; tests call ``flush()`` themselves, so nothing ever waits on a clock.
/// Jobs of ``Job/Phase-swift.enum/render`` run after every ``Job/Phase-swift.enum/effect`` job has
/// settled, so a frame sees the model after all effects, and each renderer emits one patch list per flush.
/// The scheduler is not thread-safe: use it from one thread, as the browser does.
public final class Scheduler {
    /// The scheduler `observe` and renderers use unless told otherwise.
    nonisolated(unsafe) public static let main = Scheduler()

    /// Called when the first job is queued after a flush, so a host can arrange the next flush.
    public var onNeedsFlush: (() -> Void)?

    /// Rounds after which ``flush()`` gives up on jobs that keep re-queueing one another.
    public var maxRounds = 100

    private var effects: [Job] = []
    private var renders: [Job] = []
    private var isFlushing = false

    public init() {}

    /// Whether any job waits for the next flush.
    public var hasPendingWork: Bool { !effects.isEmpty || !renders.isEmpty }

    func enqueue(_ job: Job) {
        if job.isQueued { return }
        job.isQueued = true
        let wasIdle = !hasPendingWork
        switch job.phase {
        case .effect: effects.append(job)
        case .render: renders.append(job)
        }
        if wasIdle && !isFlushing { onNeedsFlush?() }
    }

    /// Runs every queued job, and the jobs those jobs queue, until none is left.
    ///
    /// - Returns: the number of jobs run.
    @discardableResult
    public func flush() -> Int {
        if isFlushing { return 0 }
        isFlushing = true
        defer { isFlushing = false }
        var ran = 0
        var rounds = 0
        while hasPendingWork {
            rounds += 1
            if rounds > maxRounds {
                fatalError("Scheduler.flush: jobs kept re-scheduling each other for \(maxRounds) rounds (a write inside an observe or render that changes what it reads?)")
            }
            let batch: [Job]
            if !effects.isEmpty {
                batch = effects
                effects = []
            } else {
                batch = renders
                renders = []
            }
            for job in batch {
                job.isQueued = false
                if job.isCancelled { continue }
                job.run()
                ran += 1
            }
        }
        return ran
    }
}

/// A unit of work the scheduler runs at most once per flush, however often it is queued.
public final class Job {
    /// When in a flush the job runs.
    public enum Phase {
        /// Runs first: `observe` closures and other effects.
        case effect
        /// Runs after the effects settle: renderers producing frames.
        case render
    }

    let phase: Phase
    private let body: () -> Void
    var isQueued = false
    private(set) var isCancelled = false
    private let scheduler: Scheduler

    public init(phase: Phase, scheduler: Scheduler = .main, _ body: @escaping () -> Void) {
        self.phase = phase
        self.scheduler = scheduler
        self.body = body
    }

    /// Queues the job for the scheduler's next flush.
    public func schedule() {
        if !isCancelled { scheduler.enqueue(self) }
    }

    /// Keeps the job from ever running again.
    public func cancel() {
        isCancelled = true
    }

    func run() {
        body()
    }
}
