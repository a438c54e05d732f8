import Observing

/// What a component does when it appears in the page and when it leaves: `onAppear`, `onDisappear`, and
/// work it starts and the toolkit stops (`task`).
///
/// ```swift
/// component(key: .int(article.id), state: { RowModel(article) }) { row in rowView(row) }
///     .onAppear { analytics.shown(article.id) }
///     .task(id: article.id) { comments.load(article.id) }   // cancelled when the row goes or its id changes
/// ```
///
/// They run after the frame that inserted or removed the component has been delivered, so the page's DOM
/// holds what they expect. Appear runs in document order (a parent before its children); disappear in the
/// reverse order (children before their parent), before the appears of the same frame. A keyed move is
/// not a disappear; a new key, a replaced parent or a removed ancestor is one, and the component that takes
/// its place appears. What an `onAppear` changes renders in the next frame.
extension Component {
    /// Runs `action` after the frame that puts the component into the page.
    public func onAppear(_ action: @escaping () -> Void) -> Component {
        life.appear = action
        return self
    }

    /// Runs `action` after the frame that takes the component out of the page.
    public func onDisappear(_ action: @escaping () -> Void) -> Component {
        life.disappear = action
        return self
    }

    /// Starts work when the component appears (`start` answers its ``Cancellation``), cancels it when the
    /// component disappears, and cancels and starts it again when a render gives another `id`. The toolkit
    /// holds the handle: nothing the work captures outlives the component.
    public func task<ID: Equatable>(id: ID, _ start: @escaping () -> Cancellation) -> Component {
        life.taskID = ValueIdentity(id)
        life.start = start
        return self
    }

    /// Starts work when the component appears and cancels it when the component disappears.
    public func task(_ start: @escaping () -> Cancellation) -> Component {
        task(id: 0, start)
    }

    private var life: ComponentLife {
        Features.installLifecycle()
        if let life = draft.life { return life }
        let life = ComponentLife()
        draft.life = life
        return life
    }
}

/// A component's lifecycle as described (its callbacks and its task with the identity it runs for), and,
/// once it is live, what it holds in the page, handed from each description to the next.
final class ComponentLife {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    var start: (() -> Cancellation)?
    var taskID: CallIdentity?
    var running: LiveLife?
}

/// What a live component's lifecycle holds: whether it has appeared, and its task in flight.
final class LiveLife {
    var hasAppeared = false
    /// Released in the frame being made: it will not appear, or has disappeared.
    var isGone = false
    var task: Cancellation?
}

/// The callbacks the frame being made owes, run once it is delivered (the `post` hook), in the order the
/// type's documentation gives. One for all renderers: each frame runs and empties it, and no render
/// happens inside another.
enum LifecycleQueue {
    nonisolated(unsafe) private static var disappearing: [ComponentLife] = []
    nonisolated(unsafe) private static var restarting: [ComponentInstance] = []
    nonisolated(unsafe) private static var appearing: [ComponentInstance] = []
    /// Whether a component is in a redacted subtree, where it does not appear yet; set by redaction.
    nonisolated(unsafe) static var isRedacted: ((ComponentDraft) -> Bool)?

    /// The `component` hook: a component was created (`old` is `nil`), rendered with a new description,
    /// or released (`new` is `nil`).
    static func note(_ instance: ComponentInstance, old: ComponentDraft?, new: ComponentDraft?) {
        let running = old?.life?.running
        if let running, new == nil {
            running.isGone = true
            if running.hasAppeared { disappearing.append(old!.life!) }
        } else if let life = new?.life {
            life.running = running
            if running == nil {
                // Created, or given a lifecycle it had not: it appears.
                life.running = LiveLife()
                appearing.append(instance)
            } else if !running!.hasAppeared {
                // Kept from appearing by a redaction, which may have lifted.
                appearing.append(instance)
            } else if !sameTask(old?.life, life) {
                restarting.append(instance)
            }
        } else if let running {
            // Its lifecycle was taken away: its work stops, it stays.
            running.task?.cancel()
            running.task = nil
        }
    }

    private static func sameTask(_ old: ComponentLife?, _ new: ComponentLife?) -> Bool {
        switch (old?.taskID, new?.taskID) {
        case (nil, nil): return true
        case let (before?, after?): return before.isSame(as: after)
        default: return false
        }
    }

    /// Runs what is owed: disappears (last made first), tasks whose id changed, appears (document order).
    static func run() {
        let gone = disappearing, changed = restarting, new = appearing
        disappearing = []
        restarting = []
        appearing = []
        for life in gone.reversed() {
            life.running?.task?.cancel()
            life.running = nil
            life.disappear?()
        }
        for instance in changed {
            guard let life = instance.draft?.life, let running = life.running, !running.isGone else { continue }
            running.task?.cancel()
            running.task = life.start?()
        }
        for instance in new {
            guard let draft = instance.draft, let life = draft.life, let running = life.running, !running.isGone,
                  !running.hasAppeared, isRedacted?(draft) != true else { continue }
            running.hasAppeared = true
            life.appear?()
            running.task = life.start?()
        }
    }
}

extension Features {
    static func installLifecycle() {
        if componentHook != nil { return }
        componentHook = LifecycleQueue.note
        attachPost(LifecycleQueue.run)
    }
}
