import Observing

/// Mounts a view, keeps its live tree, and turns model changes into frames of patches.
///
/// ```swift
/// let renderer = Renderer { frame in apply(frame.patches) }
/// try renderer.mount { counterView(model) }
/// model.count += 1
/// Scheduler.main.flush()        // one frame, for the components that read `count`
/// ```
///
/// The view is the root component. When a model property a component read changes, the component is
/// marked dirty; the next flush renders the dirty components (outermost first, each at most once),
/// diffs their subtrees and delivers one ``Frame``: whole through `onFrame`, or patch by patch through a
/// ``FrameSink``.
public final class Renderer {
    let scheduler: Scheduler
    let tree = LiveTree()
    private(set) var reconciler: Reconciler!
    private(set) var job: Job!
    /// The page's DOM for imperative code (``DOMDocument``), made when first asked for.
    var imperative: DOMDocument?
    private var dirty: [ComponentInstance] = []
    /// The live node standing for the container; its one child is the root component.
    private let container = LiveNode(kind: .element, id: .container, key: nil, namespace: .html, parent: nil)

    /// Where the frames go.
    package var sink: FrameSink {
        get { reconciler.sink }
        set { reconciler.sink = newValue }
    }
    /// Receives what the app should know about but that does not stop the render: a re-render triggered
    /// by a model change that was rejected (the DOM then stays as it was, and the component renders again
    /// on the next change of what it read).
    public var onReport: (Report) -> Void

    /// `onReport` prints by default; a caller that handles reports itself passes its own, and the
    /// printing code is not linked into its build. `onFrame` receives each frame whole.
    public convenience init(
        scheduler: Scheduler = .main,
        onReport: @escaping (Report) -> Void = { report in print(report.message.description) },
        onFrame: @escaping (Frame) -> Void
    ) {
        self.init(scheduler: scheduler, onReport: onReport, sink: .collecting(onFrame))
    }

    /// For the page's bridge, which encodes each patch as it is made.
    package init(scheduler: Scheduler, onReport: @escaping (Report) -> Void, sink: FrameSink) {
        self.scheduler = scheduler
        self.onReport = onReport
        container.element = Element("#container")
        reconciler = Reconciler(tree: tree, sink: sink) { [unowned(unsafe) self] instance, reads in self.subscribe(instance, to: reads) }
        job = Job(phase: .render, scheduler: scheduler) { [unowned(unsafe) self] in self.renderDirtyComponents() }
        reconciler.renderer = self
    }

    /// Renders `view` into the container: the first call creates the DOM, later calls diff against what
    /// the previous call rendered. Delivers one frame.
    ///
    /// - Throws: ``RenderError`` when the description is invalid; nothing is changed then.
    public func mount(@NodeBuilder _ view: @escaping () -> NodeList) throws(RenderError) {
        tree.freeReleased()
        let root = Node(Component(body: view))
        try RenderPass.prepare(root, replacing: container.firstChild)
        if container.firstChild == nil {
            let live = reconciler.create(root, parent: container, namespace: .html)
            container.appendChild(live)
            if let dom = live.domNode { reconciler.emit(.insert(dom, parent: .container, before: nil)) }
        } else {
            reconciler.updateOnlyChild(of: container, with: root, namespace: .html)
            reconciler.runUpdates()
        }
        reconciler.endFrame()
    }

    deinit {
        // Subscriptions refer back to this renderer: stop them all before it goes.
        if let root = container.firstChild { tree.release(root) }
        Features.post()
        job.cancel()
        imperative?.detach()
    }

    /// Removes everything the renderer put into the container and stops observing.
    public func unmount() {
        guard let root = container.takeChildren() else { return }
        if let dom = root.domNode { reconciler.emit(.remove(dom)) }
        tree.release(root)
        dirty = []
        reconciler.endFrame()
    }

    /// Whether a node the renderer made has `id`: an event for any other is no event of this app's.
    package func hasNode(_ id: NodeID) -> Bool {
        tree.node(id) != nil
    }

    /// Runs the handler the element with `id` has for `event`, if any.
    ///
    /// - Returns: whether a handler ran. Read the event's flags for `preventDefault`/`stopPropagation`.
    @discardableResult
    public func handle(_ event: inout DOMEvent, at id: NodeID) -> Bool {
        guard let live = tree.node(id) else { return false }
        if live.kind == .template || live.isTransitioning { return Features.installed.handle!(&event, id, live) }
        return live.element?.runListener(for: &event) ?? false
    }

    /// How many DOM nodes the renderer currently manages.
    public var liveNodeCount: Int { tree.liveDOMNodeCount }

    /// What the renderer holds, counted: a view shown and cleared again leaves the same counts.
    public var counts: RendererCounts {
        RendererCounts(root: container.firstChild, tree: tree, templates: reconciler.definitions.count, dirty: dirty.count)
    }

    private func subscribe(_ instance: ComponentInstance, to reads: TrackedReads) {
        instance.subscription?.cancel()
        if reads.isEmpty {
            instance.subscription = nil
            return
        }
        instance.subscription = reads.subscribe { [unowned(unsafe) self, unowned(unsafe) instance] in
            instance.isDirty = true
            self.dirty.append(instance)
            self.job.schedule()
        }
    }

    /// Frees what earlier frames removed: their live nodes and descriptions stay allocated until the page
    /// calls this (when it is idle, or when the browser has collected their DOM nodes), or until the next
    /// render, which frees them first.
    public func freeRemovedNodes() {
        tree.freeReleased()
    }

    private func renderDirtyComponents() {
        tree.freeReleased()
        var batch = dirty
        dirty = []
        Self.sortOutermostFirst(&batch)
        for instance in batch where instance.isDirty {
            instance.isDirty = false
            guard let draft = instance.draft else {
                // A template's use: its holes are read again, and those that changed written.
                Features.installed.refresh?(reconciler, instance.live)
                continue
            }
            do {
                let body = try RenderPass.render(draft)
                try RenderPass.prepare(body, replacing: instance.live.firstChild)
            } catch {
                subscribe(instance, to: draft.reads)
                onReport(Report(.rejectedRender, "render rejected: \(error.message)"))
                continue
            }
            subscribe(instance, to: draft.reads)
            reconciler.updateOnlyChild(of: instance.live, with: draft.body, namespace: instance.live.namespace)
            reconciler.runUpdates()
        }
        reconciler.endFrame()
    }

    /// Orders components by depth, outermost first, keeping the order they changed in within a depth. An
    /// insertion sort: the list is short and nearly sorted, and the code stays small in the wasm build. In
    /// place, on the renderer's own list, so no copy is made.
    private static func sortOutermostFirst(_ components: inout [ComponentInstance]) {
        for index in components.indices.dropFirst() {
            let component = components[index]
            var slot = index
            while slot > 0 && components[slot - 1].depth > component.depth {
                components[slot] = components[slot - 1]
                slot -= 1
            }
            components[slot] = component
        }
    }
}
