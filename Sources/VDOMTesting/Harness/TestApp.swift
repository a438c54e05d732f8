import DOMBridge
import JavaScript
import Observing
import VDOM

/// A mounted view with its own scheduler, renderer and ``TestDOM``, driven the way a user drives a page.
///
/// ```swift
/// let counter = Counter()
/// let app = try TestApp { counterView(counter) }
/// try app.click("#increment")
/// XCTAssertEqual(try app.element("output").textContent, "1")
/// assertPatches(app.lastFrame, [.setText(4, "1")])
/// ```
///
/// Each action (``click(_:)``, ``type(_:into:replacing:)``…) dispatches its events, flushing after each
/// handler as the browser bridge flushes before a dispatch returns, so the DOM already shows the result.
///
/// **Models need nothing special.** The renderer subscribes each component with the app's
/// ``scheduler``, so assigning an `@Observed` property of any model schedules the re-render there; call
/// ``flush()`` after changing a model outside an action. Only closures you start yourself with
/// `observe { }` must be given the scheduler: `observe(scheduler: app.scheduler) { … }`. The app never
/// uses `Scheduler.main`, so tests running side by side do not share work.
///
/// **Each test starts afresh.** Before every test, ``TestClock`` is back at 0 with no timer waiting and
/// `JSDoubles` holds no function or call, so nothing a `TestBrowser` or a fetch of an earlier test left
/// answers in this one (XCTest's observer does it, registered by the first `TestApp`; making a `TestApp`
/// also sets the clock back). Making a `TestApp` makes the app's channel (`App.onError`) this app's
/// ``reports``. A `TestBrowser` forgets every function when it is made: make it before defining the
/// app's own functions.
public final class TestApp {
    /// The scheduler this app's renderer (and nothing else) uses.
    public let scheduler: Scheduler
    public let renderer: Renderer
    public let dom: TestDOM
    /// Every frame delivered so far, the first (the mount) included.
    public private(set) var frames: [[Patch]] = []
    /// Every report the page's channel (`App.onError`) would have received, in order: re-renders the
    /// renderer rejected (the DOM then stayed as it was), values the DOM did not write as given (URLs that
    /// run script), and what the browser's APIs and the app raised with `App.report(_:)` (storage that
    /// could not be read, a location that could not be parsed).
    public private(set) var reports: [Report] = []
    /// Frames the DOM refused (a toolkit bug); actions also throw them.
    public private(set) var refusedFrames: [TestDOMError] = []
    /// How many of the page's transition requests (``transitionRequests``) ``finishTransitions()`` has
    /// answered: those made before this app was are another app's.
    private var answeredTransitions = TransitionLog.calls.count

    /// Mounts `view` and applies the first frame.
    ///
    /// - Parameter scheduler: the scheduler to render with; pass one to closures an app starts with
    ///   `observe(scheduler:)` before the view exists (saving a model whenever it changes), so that
    ///   ``flush()`` runs them too.
    /// - Throws: the ``RenderError`` that rejected the first render.
    public convenience init(scheduler: Scheduler = Scheduler(), @NodeBuilder view: @escaping () -> NodeList) throws(RenderError) {
        try self.init(scheduler: scheduler, firstFrameOnly: false, view: view)
    }

    /// `firstFrameOnly`: the DOM holds the first frame alone, without what the code of representable
    /// elements writes after it (``StaticHTML``, whose page shows what the module would build).
    convenience init(scheduler: Scheduler, firstFrameOnly: Bool, view: @escaping () -> NodeList) throws(RenderError) {
        self.init(unmounted: scheduler)
        try mount(view, firstFrameOnly: firstFrameOnly)
    }

    /// An app with nothing mounted yet, whose channel is already this app's: ``mount(_:firstFrameOnly:)``
    /// follows.
    init(unmounted scheduler: Scheduler) {
        let dom = TestDOM()
        self.scheduler = scheduler
        self.dom = dom
        renderer = Renderer(scheduler: scheduler) { _ in }
        renderer.sink = .collecting { [weak self] frame in self?.receive(frame) }
        renderer.onReport = { [weak self] report in self?.reports.append(report) }
        dom.onReport = { [weak self] report in self?.reports.append(report) }
        dom.renderer = renderer
        dom.scheduler = scheduler
        FreshStart.register()
        TestClock.startAfresh()
        App.onError = { [weak self] report in self?.reports.append(report) }
    }

    func mount(_ view: @escaping () -> NodeList, firstFrameOnly: Bool) throws(RenderError) {
        try renderer.mount(view)
        // What the first frame caused (representables made in it) is in the page before its first paint.
        if !firstFrameOnly { scheduler.flush() }
    }

    /// Builds a page with imperative code alone (``DOMDocument``), as a page's `main.swift` does with
    /// `App.document`: `build` runs with this app's document, and what it wrote is applied.
    public convenience init(scheduler: Scheduler = Scheduler(), building build: (DOMDocument) -> Void) throws(TestingError) {
        do {
            try self.init(scheduler: scheduler) {}
        } catch {
            preconditionFailure("an empty view renders")
        }
        build(document)
        try flush()
    }

    /// The page's DOM for imperative code, as `App.document` is in the browser.
    public var document: DOMDocument { renderer.document }

    /// The test DOM's node of an element the app holds (or that a ``JSDoubles`` function received).
    public func node(for element: DOMElement) -> TestNode? {
        element.isRemoved ? nil : dom.node(element.id)
    }

    /// The last frame delivered (empty before any).
    public var lastFrame: [Patch] { frames.last ?? [] }
    /// The container's HTML.
    public var html: String { dom.html }

    private func receive(_ frame: Frame) {
        frames.append(frame.patches)
        do {
            try dom.apply(frame.patches, released: frame.released)
        } catch {
            refusedFrames.append(error)
        }
    }

    /// Runs the scheduler: pending re-renders happen and their frames are applied.
    ///
    /// - Throws: ``TestingError/refusedFrame(_:)`` when the DOM refused a frame.
    public func flush() throws(TestingError) {
        let refused = refusedFrames.count
        scheduler.flush()
        if refusedFrames.count > refused { throw .refusedFrame(refusedFrames[refused]) }
    }

    // MARK: Finding elements

    /// The elements matching a CSS-like selector (see ``Selector``), in document order.
    public func findAll(_ selector: String) throws(TestingError) -> [TestNode] { try dom.findAll(selector) }
    /// The first element matching the selector, or `nil`.
    public func find(_ selector: String) throws(TestingError) -> TestNode? { try dom.find(selector) }
    /// The one element matching the selector; throws when none or several match.
    public func element(_ selector: String) throws(TestingError) -> TestNode { try dom.element(selector) }

    // MARK: Actions: each dispatches, then flushes

    /// Carries out an action: its events (each handler's frame is applied as it returns), then what is
    /// left to render, then the controlled properties (`value`, `checked`…) its handlers did not render
    /// anew are put back, as the browser page does before the event's dispatch ends.
    ///
    /// - Throws: ``TestingError/refusedFrame(_:)`` when the DOM refused a frame on the way, and
    ///   ``TestingError/unpreventedSubmit(navigation:)`` when a form's submission would have left the page.
    private func act(_ action: () throws(TestingError) -> Void) throws(TestingError) {
        let refused = refusedFrames.count, navigated = dom.navigations.count
        try action()
        scheduler.flush()
        dom.restoreControlledAfterEvents()
        if refusedFrames.count > refused { throw .refusedFrame(refusedFrames[refused]) }
        if dom.navigations.count > navigated { throw .unpreventedSubmit(navigation: dom.navigations[navigated]) }
    }

    /// Clicks the one element matching `selector`.
    public func click(_ selector: String) throws(TestingError) { try click(dom.element(selector)) }

    /// Clicks `node`: the focus moves to it or its nearest focusable ancestor (off the focused element
    /// when there is none), as a press of the mouse moves it in Chromium, then `click` is dispatched.
    public func click(_ node: TestNode) throws(TestingError) {
        try act { dom.click(node) }
    }

    /// Types into the one field matching `selector`, a character at a time, flushing after each (so a
    /// controlled field that rejects a character shows it rejected before the next one).
    public func type(_ text: String, into selector: String, replacing: Bool = false) throws(TestingError) {
        try type(text, into: dom.element(selector), replacing: replacing)
    }

    public func type(_ text: String, into field: TestNode, replacing: Bool = false) throws(TestingError) {
        try dom.requireTextField(field, action: "type")
        if replacing { try act { () throws(TestingError) in try dom.input("", into: field, as: .deleteContentBackward) } }
        for character in text {
            try act { () throws(TestingError) in try dom.input(field.shownText + String(character), into: field, as: .insertText) }
        }
    }

    /// Replaces the field's whole value in one `input` event: a paste over everything, unless `inputType`
    /// says otherwise (`.deleteContentBackward`, `.insertReplacementText` for an autocorrection).
    public func input(_ value: String, into selector: String, as inputType: DOMEvent.InputType = .insertFromPaste) throws(TestingError) {
        try input(value, into: dom.element(selector), as: inputType)
    }

    public func input(_ value: String, into field: TestNode, as inputType: DOMEvent.InputType = .insertFromPaste) throws(TestingError) {
        try act { () throws(TestingError) in try dom.input(value, into: field, as: inputType) }
    }

    /// Composes `text` with an input method in the field matching `selector` (an IME's uncommitted text):
    /// `compositionstart` the first time, then the field shows it with an `input` event that is composing.
    /// The model hears nothing until ``commitComposition(in:)``.
    public func compose(_ text: String, in selector: String) throws(TestingError) {
        let field = try dom.element(selector)
        try act { () throws(TestingError) in try dom.compose(text, in: field) }
    }

    /// Commits the composition in the field matching `selector` (`compositionend`).
    public func commitComposition(in selector: String) throws(TestingError) {
        let field = try dom.element(selector)
        try act { dom.commitComposition(in: field) }
    }

    /// Ticks the checkbox or selects the radio matching `selector` (`input`, then `change`).
    public func check(_ selector: String) throws(TestingError) { try check(dom.element(selector)) }
    public func check(_ box: TestNode) throws(TestingError) { try setChecked(true, box) }
    /// Clears the checkbox matching `selector`.
    public func uncheck(_ selector: String) throws(TestingError) { try uncheck(dom.element(selector)) }
    public func uncheck(_ box: TestNode) throws(TestingError) { try setChecked(false, box) }

    private func setChecked(_ checked: Bool, _ box: TestNode) throws(TestingError) {
        try act { () throws(TestingError) in try dom.setChecked(checked, box) }
    }

    /// Chooses the option with `value` in the select matching `selector` (`input`, then `change`).
    public func choose(_ value: String, in selector: String) throws(TestingError) {
        try choose(value, in: dom.element(selector))
    }

    public func choose(_ value: String, in select: TestNode) throws(TestingError) {
        try act { () throws(TestingError) in try dom.choose(value: value, in: select) }
    }

    /// Chooses exactly the options with `values` in the `select multiple` matching `selector`.
    public func choose(_ values: [String], in selector: String) throws(TestingError) {
        let select = try dom.element(selector)
        try act { () throws(TestingError) in try dom.choose(values: values, in: select) }
    }

    /// Presses a key (`keydown` with `key`) on the element matching `selector`. Escape that no handler
    /// prevented cancels the topmost modal dialog (`cancel`, then, unless prevented, it closes: `close`).
    public func press(_ key: Text, at selector: String) throws(TestingError) { try press(key, at: dom.element(selector)) }

    public func press(_ key: Text, at target: TestNode) throws(TestingError) {
        try act { dom.press(key, at: target) }
    }

    /// Focuses the element matching `selector`: the focused element gets `blur` and `focusout`, then this
    /// one `focus` and `focusin`. Nothing happens when it has the focus already.
    public func focus(_ selector: String) throws(TestingError) { try focus(dom.element(selector)) }

    public func focus(_ target: TestNode) throws(TestingError) {
        try act { dom.focus(target) }
    }

    /// Blurs the element matching `selector` (`blur`, then `focusout`), if it has the focus.
    public func blur(_ selector: String) throws(TestingError) { try blur(dom.element(selector)) }

    public func blur(_ target: TestNode) throws(TestingError) {
        try act { dom.blur(target) }
    }

    /// Dispatches any event at the element matching `selector`: a custom one with its `detail`, as a
    /// widget's `new CustomEvent(name, { detail, bubbles: true })` reaches the app.
    @discardableResult
    public func dispatch(_ event: EventName, at selector: String, detail: JSValue? = nil) throws(TestingError) -> DOMEvent {
        try dispatch(event, at: dom.element(selector), detail: detail)
    }

    @discardableResult
    public func dispatch(_ event: EventName, at target: TestNode, detail: JSValue? = nil) throws(TestingError) -> DOMEvent {
        var result = DOMEvent(event)
        try act { result = dom.dispatch(event, at: target, detail: detail) }
        return result
    }

    // MARK: Transitions

    /// What the toolkit asked of the page's transitions in this test, in order: `watch 7 enter` (lay the
    /// element out and say when what the next frame starts has ended; with ` 300 ms` when the transition
    /// gives its duration), `measure 2` (where the element's children are, before a frame) and
    /// `play 2 row-move` (move them from there, after it).
    public var transitionRequests: [String] { TransitionLog.calls.map(\.description) }

    /// Ends every enter and leave the page watches, in the order it was asked to, as the page does once
    /// their transitions have run: each end's frame is applied (an entering element loses its phase's
    /// classes; a leaving one is removed, its components' `onDisappear` run). An element asked to watch
    /// again (a leave reversed) ends only the phase it is in.
    public func finishTransitions() throws(TestingError) {
        try act {
            while answeredTransitions < TransitionLog.calls.count {
                var watched: [NodeID] = []
                for call in TransitionLog.calls[answeredTransitions...] {
                    guard case let .watch(id, _, _) = call else { continue }
                    watched.removeAll { $0 == id }
                    watched.append(id)
                }
                answeredTransitions = TransitionLog.calls.count
                for id in watched {
                    if let node = dom.node(id) { dom.dispatch(DOMEvent(.transitionEnd), at: node) }
                }
            }
        }
    }
}
