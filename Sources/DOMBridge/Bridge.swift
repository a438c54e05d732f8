import Observing
import VDOM

/// Connects a renderer to the page. Each frame's patches are encoded and applied in one call; a DOM
/// event comes back through ``dispatch(node:event:snapshot:)``, which runs the handler and applies the
/// frame it causes before returning, so the browser never shows a state the model did not accept.
/// Changes from anywhere else (timers, fetches) ask the page for an animation frame and are rendered
/// together in it.
final class Bridge {
    let renderer: Renderer
    private let scheduler: Scheduler
    private let page: Page
    private(set) var encoder = FrameEncoder()
    private var isDispatching = false
    private var isFlushRequested = false

    init(scheduler: Scheduler, page: Page) {
        self.scheduler = scheduler
        self.page = page
        // The renderer's channel is the app's (``App/onError``): the page's console unless the app sets
        // its own. Passed at init, so the renderer's printing default is not linked.
        renderer = Renderer(scheduler: scheduler, onReport: { report in page.reportError(report.message) },
                            sink: FrameSink(patch: { _ in }) { _ in })
        // Each patch is encoded as it is made; the frame's end sends the frame.
        renderer.sink = FrameSink(patch: { [unowned(unsafe) self] patch in self.encoder.append(patch) }) {
            [unowned(unsafe) self] released in self.send(released: released)
        }
        scheduler.onNeedsFlush = { [unowned(unsafe) self] in self.needsFlush() }
    }

    /// Renders `view` into the page's container (the first time) or diffs it against what is shown.
    func mount(@NodeBuilder _ view: @escaping () -> NodeList) throws(RenderError) {
        try renderer.mount(view)
    }

    /// Runs the handler node `node` has for the event named by `event` (a name id), then flushes, so the
    /// resulting frame is applied before the page's listener returns. An event this app cannot take (a
    /// name or node it never made, a snapshot whose lengths run past its buffer) is ignored and reported,
    /// in one message for the three: a page that sends one is out of step with the module, and the ids
    /// say which.
    func dispatch(node: UInt32, event: UInt32, snapshot: UnsafeRawBufferPointer) -> DispatchResult {
        guard let name = encoder.names.name(event), renderer.hasNode(NodeID(node)), EventSnapshot.fits(snapshot) else {
            renderer.onReport(Report(.ignoredEvent, "ignored an event for node #\(UInt(node)) named by name id \(UInt(event)): the app made no such node or name, or the snapshot runs past its buffer"))
            return []
        }
        var domEvent = EventSnapshot.read(EventName(name), from: snapshot)
        // A frame can cause events of its own (a `focus()` call fires `focus`), dispatched from within.
        let wasDispatching = isDispatching
        isDispatching = true
        let handled = renderer.handle(&domEvent, at: NodeID(node))
        scheduler.flush()
        isDispatching = wasDispatching
        var result: DispatchResult = handled ? .handled : []
        if domEvent.isDefaultPrevented { result.insert(.preventDefault) }
        if domEvent.isPropagationStopped { result.insert(.stopPropagation) }
        if domEvent.isValueKept { result.insert(.keepValue) }
        return result
    }

    /// Hands a report the page raised to the app's channel: `word` is a ``Report/Kind`` raw value in its low
    /// eight bits and, for a hydration mismatch, the id of the element the difference is in above them. A
    /// build with messages adds where the `component { }` around that element is written. A kind this
    /// module does not know, from a page script of another version, goes to the console as it is.
    func report(kind word: UInt32, message: Text) {
        guard let kind = Report.Kind(rawValue: word & 0xFF) else { return page.reportError(message) }
        #if DEBUG || VDOM_SOURCE_LOCATIONS
        if kind == .hydrationMismatch, let location = renderer.componentLocation(of: NodeID(word >> 8)) {
            return renderer.onReport(Report(kind, "\(message) (in the component at \(location))"))
        }
        #endif
        renderer.onReport(Report(kind, message))
    }

    /// Renders what changed since the last frame; the page calls it on the animation frame it was asked for.
    func flush() {
        isFlushRequested = false
        scheduler.flush()
    }

    private func send(released: [NodeID]) {
        let frame = encoder.finish(released: released)
        frame.words.withUnsafeBytes { words in
            page.apply(UnsafeRawBufferPointer(rebasing: words[0..<frame.byteCount]))
        }
    }

    private func needsFlush() {
        // A dispatch flushes by itself before it returns.
        if isDispatching || isFlushRequested { return }
        isFlushRequested = true
        page.requestFlush()
    }
}
