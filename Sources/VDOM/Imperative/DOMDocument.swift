import Observing

/// The page's DOM as imperative code sees it: it makes elements and text nodes whose handles
/// (``DOMElement``, ``DOMText``) write to the page through the same frames the views' diff sends, under
/// the same rules (names checked, URLs that run script refused, controlled properties kept).
///
/// ```swift
/// let document = App.document                  // a test's: TestApp.document
/// let label = document.createElement("output")
/// label.observe { label.setText("\(counter.count)") }
/// let button = document.createElement("button")
/// button.append("+1")
/// button.on(.click) { counter.count += 1 }
/// document.container.append(label)
/// document.container.append(button)
/// ```
///
/// A write is sent with the next frame, after the event handler or on the next animation frame, as a
/// model change is rendered; a script called through the `JavaScript` library first gets what was
/// written before it, so it finds the elements it is given in the page.
///
/// A write the page would refuse (a malformed name, an attribute that would run script, a node put
/// inside itself) is not sent: the app's channel (`App.onError`) reports it, and the page stays as it
/// was.
public final class DOMDocument {
    /// The renderer whose frames carry the writes; it owns the document, and ``detach()`` tells the
    /// handles that outlive it.
    unowned(unsafe) let renderer: Renderer
    private(set) var isDetached = false

    init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// The element the app is mounted into. Its children are the app's: a view mounted there too
    /// renders before or among them as its diff decides, so a page is built one way or the other.
    public private(set) lazy var container = DOMElement(document: self, id: .container, tag: "#container",
                                                        namespace: .html, owner: nil)

    /// Makes a detached element; it reaches the page when put into an element that is there.
    /// `namespace` is found from the tag when `nil`: `svg` and `math` have their own, anything else is
    /// HTML (an SVG shape made alone passes `.svg`).
    public func createElement(_ tag: String, namespace: Namespace? = nil) -> DOMElement {
        let namespace = Namespace.of(tag: tag, explicit: namespace, inherited: .html)
        guard NameRules.isValid(tag, as: .tag), !isDetached else {
            refuse(NameRules.explained("createElement refused \"\(tag)\": not a tag name", tag, as: .tag))
            let element = DOMElement(document: self, id: .container, tag: tag, namespace: namespace, owner: nil)
            element.state = .removed
            return element
        }
        // A live node out of the live tree, in its table only: events at its id find its listeners there.
        let id = renderer.tree.ids.allocate()
        let live = LiveNode(kind: .element, id: id, key: nil, namespace: namespace, parent: nil)
        live.element = Element(tag)
        renderer.tree.enter(live, as: id)
        emit(.createElement(live.id, tag: tag, namespace: namespace))
        return DOMElement(document: self, id: live.id, tag: tag, namespace: namespace, owner: live)
    }

    /// Makes an element of `tag`, fills it with `build` (its attributes, children, listeners and
    /// observers), then writes its class, if it has one that does not change: a page built this way reads as its markup, a parent before what
    /// goes in it, and its frames are the ones a view of the same markup makes (the diff creates a parent
    /// first and writes an element's class after its attributes), so its nodes are numbered alike.
    ///
    /// ```swift
    /// let row = document.element("div", class: "row") { row in
    ///     row.append(document.element("output", text: "0"))
    ///     row.append(document.element("button", class: "step", text: "+1"))
    /// }
    /// ```
    public func element(_ tag: String, class className: Text = "", _ build: (DOMElement) -> Void = { _ in }) -> DOMElement {
        let element = createElement(tag)
        build(element)
        // A class that changes is `build`'s to keep current (an `observe`): an empty one leaves it be.
        if !className.isEmpty { element.className = className }
        return element
    }

    /// Makes an element of `tag` that holds `text` alone.
    public func element(_ tag: String, class className: Text = "", text: Text) -> DOMElement {
        element(tag, class: className) { $0.append(text) }
    }

    /// Makes a detached text node.
    public func createText(_ text: Text) -> DOMText {
        guard !isDetached else { return DOMText(document: self, id: .container, text: text) }
        // In the table as a view's text node is, so the renderer counts its id as one in use.
        let id = renderer.tree.ids.allocate()
        renderer.tree.enter(LiveNode(kind: .text, id: id, key: nil, namespace: .html, text: text, parent: nil), as: id)
        emit(.createText(id, text))
        return DOMText(document: self, id: id, text: text)
    }

    /// Sends `patch` with the next frame, which the renderer's next flush ends.
    func emit(_ patch: consuming Patch) {
        if isDetached { return }
        renderer.reconciler.emit(patch)
        renderer.job.schedule()
        DOMDocument.unsent = self
    }

    /// Reports a write that was not sent.
    func refuse(_ message: Text) {
        if !isDetached { renderer.onReport(Report(.refusedValue, message)) }
    }

    /// The work that waits for the next frame (``DOMElement/afterNextFrame(_:)``), one for each element.
    private var waiting: [(element: DOMElement, work: () throws(JSError) -> Void)] = []

    func afterNextFrame(_ element: DOMElement, _ work: @escaping () throws(JSError) -> Void) {
        if let index = waiting.firstIndex(where: { $0.element === element }) {
            waiting[index].work = work
        } else {
            if waiting.isEmpty { DOMDocument.waitingDocuments.append(self) }
            waiting.append((element, work))
        }
        if !DOMDocument.runsAfterFrames {
            DOMDocument.runsAfterFrames = true
            Features.attachPost(DOMDocument.runWaiting)
        }
        // A frame ends with the next flush, and what waits for it runs then, whether or not it has patches.
        renderer.job.schedule()
    }

    nonisolated(unsafe) private static var runsAfterFrames = false
    nonisolated(unsafe) private static var waitingDocuments: [DOMDocument] = []

    /// Runs what waited for the frame just delivered, in the order it was asked for.
    private static func runWaiting() {
        let documents = waitingDocuments
        waitingDocuments = []
        for document in documents {
            let batch = document.waiting
            document.waiting = []
            for (element, work) in batch where !element.isRemoved && !document.isDetached {
                do throws(JSError) {
                    try work()
                } catch {
                    document.renderer.onReport(Report(.failedCall, "work after a frame for <\(element.tag)> failed: \(error.name): \(error.message)"))
                }
            }
        }
    }

    /// The renderer goes: the handles that outlive it write nothing.
    func detach() {
        isDetached = true
        if DOMDocument.unsent === self { DOMDocument.unsent = nil }
    }

    /// The document whose writes have not reached the page yet.
    nonisolated(unsafe) private static var unsent: DOMDocument?

    /// Sends what imperative code wrote since the last frame, as a frame of its own: a script called now
    /// finds the elements it is given in the page. Called by the `JavaScript` library before each call.
    package static func sendUnsentWrites() {
        guard let document = unsent else { return }
        unsent = nil
        document.renderer.reconciler.deliverPatches()
    }
}

extension Renderer {
    /// The page's DOM for imperative code: elements made and kept current by the app's own code, beside
    /// or inside what views render (``DOMDocument``).
    public var document: DOMDocument {
        if let document = imperative { return document }
        let document = DOMDocument(renderer: self)
        imperative = document
        return document
    }
}
