import DOMBridge
import Observing
import VDOM

/// An in-memory DOM that applies patch lists as a browser would, for tests of views and apps.
///
/// ```swift
/// let dom = TestDOM()
/// let renderer = Renderer(scheduler: Scheduler()) { frame in try! dom.apply(frame.patches) }
/// dom.renderer = renderer
/// try renderer.mount { p { "Hello" } }
/// XCTAssertEqual(dom.html, "<p>Hello</p>")
/// ```
///
/// Node ids are the ones the patches name; ``container`` (id 0) is the element the view is mounted into.
/// Each frame is encoded as the bridge encodes it and checked as a whole by the page's rules
/// (``apply(frame:)``) before any of it is applied: a malformed frame (an unknown id, a node inserted
/// twice, a move out of another parent…) throws ``TestDOMError`` and leaves the DOM unchanged.
/// Properties follow browser rules (see ``TestNode/property(_:)``); a property write whose value equals
/// the live one is skipped, as the browser side does, and ``lastWrites`` counts only the writes made.
///
/// For a ready-made renderer, DOM and scheduler with user actions, use ``TestApp``.
public final class TestDOM {
    /// The mount point: an element the DOM owns, with id 0. Its children are the rendered roots.
    public let container: TestNode
    /// The renderer whose handlers ``dispatch(_:at:)`` calls.
    public weak var renderer: Renderer?
    /// The scheduler flushed after each handler ``dispatch(_:at:)`` runs, as the browser bridge flushes
    /// before a dispatch returns, so the handler's frame is applied before the next event. ``TestApp``
    /// sets it; without one, frames wait for the test's own flush.
    public weak var scheduler: Scheduler?
    /// The DOM writes the last ``apply(_:)`` performed, by kind.
    public internal(set) var lastWrites = OperationCounts()
    /// The element that has the focus (`document.activeElement` other than the body), or `nil`: moved by
    /// `focus()` and `blur()` calls, by ``focus(_:)``, ``blur(_:)`` and ``click(_:)``, by dialogs, and lost
    /// when a frame takes the element out of the document.
    public internal(set) var focused: TestNode?
    /// The open modal dialogs, in the order they were shown: the last is the topmost, which Escape closes.
    public internal(set) var modalDialogs: [TestNode] = []
    /// Whether a frame's operations are being applied: the events they cause wait in ``causedEvents``.
    var isApplying = false
    /// Events the operations of the frame being applied caused, with the paths they had then.
    var causedEvents: [CausedEvent] = []
    /// The frame's method calls, made after its operations, as the page makes them.
    var deferredCalls: [(node: TestNode, name: String)] = []
    /// Dialogs closed whose `close` event is not dispatched yet (the browser fires it in a later task).
    var closedDialogs: [TestNode] = []
    /// The navigations submitted forms would have caused, in order: a `submit` nobody prevented
    /// (``submit(_:submitter:)``). ``TestApp`` fails the action that caused one.
    public internal(set) var navigations: [String] = []
    /// Receives what the DOM did not write as given: a URL that runs script (``ScriptURL``), as the
    /// page's shim reports it to the app's channel. ``TestApp`` collects these with the renderer's reports.
    public var onReport: (Report) -> Void = { _ in }
    /// Targets of events a handler ran for since ``restoreControlledAfterEvents()`` last ran.
    var handledEventTargets: [TestNode] = []
    /// The adoption of a pre-rendered page, while its first frame is applied (``loadPrerendered(_:)``).
    var adoption: Adoption?
    /// What adopting the pre-rendered page did (``loadPrerendered(_:)``): `nil` until a frame adopted one.
    public internal(set) var adoptionCounts: AdoptionCounts?
    /// What a person did on the pre-rendered page before its module started, as the page's recorder
    /// (`web/record.js`) keeps it: the events handed to the app once its first frame adopted the page
    /// (``TestApp/init(prerendered:scheduler:before:view:)`` does).
    public internal(set) var eventsBeforeStart: [RecordedEvent] = []
    /// The controls whose state the adoption kept from the page, where a person changed what the frame
    /// renders: each gets one `input` or `change` when the events are replayed. And the state of every
    /// control taken, which each gets back before its event (the frame of an edit heard before may have
    /// rendered it again).
    var editedBeforeStart: [TestNode] = []
    var controlsBeforeStart: [Adoption.Control] = []

    private var table: [TestNode?]
    /// The templates the frames defined, by number − 1: copies of their subtrees, without ids; `nil`
    /// for a definition that failed (its root was not in the page), as the page's table has a hole.
    var templates: [TestNode?] = []
    private var nextSerial = 1
    /// Set once an input exists, so inserts look for radio groups only where there can be some.
    var hasInputs = false
    /// The page's check of frames and its shadow of the tree the frames built.
    var check = FrameCheck()
    /// Patch lists become the bytes the bridge would send, so they are checked and applied as the page
    /// checks and applies those.
    private var encoder = FrameEncoder()

    public init() {
        container = TestNode(kind: .element, serial: 0, nodeID: .container, tag: "div")
        table = [container]
    }

    /// `value`, or the inert URL and a report when it is a URL that runs script (``ScriptURL``).
    private func safe(_ value: String, of name: String, on element: TestNode) -> String {
        let (written, report) = ScriptURL.written(value, of: name, on: element.localName)
        if let report { onReport(report) }
        return written
    }

    /// The rendered root nodes (the container's children).
    public var roots: [TestNode] { container.children }

    /// The node with this id, or `nil` when no live node has it.
    public func node(_ id: NodeID) -> TestNode? {
        let index = Int(id.rawValue)
        return index < table.count ? table[index] : nil
    }

    /// The operation counts of a patch list, named as ``OperationCounts`` describes.
    public static func operationCounts(of patches: [Patch]) -> OperationCounts {
        OperationCounts(of: patches)
    }

    /// Applies one frame of patches, encoded as the bridge encodes it, then checked and applied as the page
    /// applies those bytes (``apply(frame:)``). Nothing is applied when the frame is malformed.
    ///
    /// - Parameter released: the ids the frame frees (``Frame/released``); by default every id the frame
    ///   takes out of the document, as the renderer frees them.
    /// - Returns: the DOM writes performed, by kind (also kept in ``lastWrites``).
    /// - Throws: ``TestDOMError`` naming the first malformed patch and what is wrong with it, in the
    ///   page's words.
    @discardableResult
    public func apply(_ patches: [Patch], released: [NodeID]? = nil) throws(TestDOMError) -> OperationCounts {
        var encoder = self.encoder
        var bounds: [Int] = []
        func encoded(_ released: [NodeID]) -> [UInt8] {
            bounds = []
            for patch in patches {
                bounds.append(encoder.wordCount)
                encoder.append(patch)
            }
            bounds.append(encoder.wordCount)
            return encoder.finish(released: released).bytes
        }
        var freed = released
        if freed == nil {
            let bytes = encoded([])
            encoder = self.encoder
            if let layout = try? check.validate(bytes) {
                // What the frame takes out of the document, with all it holds: what was in it or went
                // in during the frame; not a node made and left out, which the page keeps until a frame
                // puts it in or releases it.
                var inserted = Set<NodeID>()
                for patch in patches {
                    switch patch {
                    case let .insert(id, _, _), let .move(id, _, _), let .replace(_, id): inserted.insert(id)
                    default: continue
                    }
                }
                freed = check.unattachedIDs(below: layout.capacity)
                    .filter { inserted.contains($0.root) || isInDocument($0.root) }.map(\.id)
            }
            check.rollback()
        }
        let bytes = encoded(freed ?? [])
        do {
            try apply(frame: bytes)
        } catch {
            throw TestDOMError(error, in: patches, bounds: bounds)
        }
        self.encoder = encoder
        return lastWrites
    }

    /// Whether the node with `id` is in the document, as the frames so far left it.
    private func isInDocument(_ id: NodeID) -> Bool {
        var node = self.node(id)
        while let current = node, current !== container { node = current.parent }
        return node != nil
    }

    /// Marks the start of a frame's operations; returns what ``endOperations(_:)`` needs.
    func beginOperations() -> Bool {
        defer { isApplying = true }
        return isApplying
    }

    /// Ends a frame's operations as the page does: the events they caused are dispatched to what is left
    /// of their paths, then the frame's methods are called, then the `close` events of the dialogs it
    /// closed are dispatched (the browser's come in a later task).
    func endOperations(_ wasApplying: Bool) {
        isApplying = wasApplying
        if wasApplying { return }
        let events = causedEvents
        causedEvents = []
        for caused in events { walk(caused) }
        let calls = deferredCalls
        deferredCalls = []
        for (node, name) in calls { call(name, on: node) }
        dispatchCloseEvents()
    }

    /// Carries out one operation of a checked frame as the page does; returns whether it wrote to the DOM.
    func perform(_ patch: Patch) -> Bool {
        switch patch {
        case let .createElement(id, tag, namespace):
            register(makeNode(.element, id: id, tag: tag, namespace: namespace))
            if namespace == .html && asciiLowercased(tag) == "input" { hasInputs = true }
        case let .createText(id, text):
            register(makeNode(.text, id: id, data: text.description))
        case let .createComment(id, text):
            register(makeNode(.comment, id: id, data: text.description))
        case let .insert(id, parent, before):
            let child = node(id)!, parentNode = node(parent)!
            let before = place(before.map { node($0)! }, in: parentNode)
            if child.parent != nil { detach(child) }
            insert(child, into: parentNode, before: before)
        case let .move(id, parent, before):
            let child = node(id)!, parentNode = node(parent)!
            var before = place(before.map { node($0)! }, in: parentNode)
            if child.parent === parentNode {
                // A move within the parent, as the page makes it: no node leaves the document.
                if before !== child {
                    parentNode.children.remove(at: parentNode.index(of: child)!)
                    parentNode.children.insert(child, at: before.map { parentNode.index(of: $0)! } ?? parentNode.children.endIndex)
                }
            } else {
                if before === child { before = nil }
                if child.parent != nil { detach(child) }
                insert(child, into: parentNode, before: before)
            }
        case let .remove(id):
            // Taken out; its id is freed by the frame's release, at the end of the frame.
            let child = node(id)!
            if child.parent != nil { detach(child) }
        case let .replace(old, new):
            let oldNode = node(old)!, newNode = node(new)!
            if let parent = oldNode.parent {
                let index = parent.index(of: oldNode)! + 1
                let next = index < parent.children.count ? parent.children[index] : nil
                detach(oldNode)
                if newNode.parent != nil { detach(newNode) }
                insert(newNode, into: parent, before: next)
            } else if case let parent = check.parent(of: new.rawValue), parent >= 0, let parentNode = node(NodeID(UInt32(parent))) {
                // Where something else took `old` out, the page puts `new` last in the parent it had.
                if newNode.parent != nil { detach(newNode) }
                insert(newNode, into: parentNode, before: nil)
            }
        case let .clear(id):
            replaceChildren(of: node(id)!, with: nil)
        case let .setText(id, text):
            node(id)!.data = text.description
        case let .setAttribute(id, name, value, namespace):
            let element = node(id)!
            element.setAttribute(name, safe(value.description, of: name, on: element), namespace: namespace)
        case let .removeAttribute(id, name, namespace):
            node(id)!.removeAttribute(name, namespace: namespace)
        case let .setClass(id, value):
            node(id)!.setClass(value.description)
        case let .setProperty(id, name, value):
            let element = node(id)!
            element.touch(name)
            var value = value
            if case let .string(string) = value { value = .string(safe(string.description, of: name, on: element)) }
            if PropertyTable.isControlled(name) { element.recordRendered(name, value) }
            return writeProperty(name, value, of: element)
        case let .removeProperty(id, name):
            let element = node(id)!
            element.touch(name)
            element.renderedControlled.removeAll { $0.name == name }
            return resetProperty(name, of: element)
        case let .setStyle(id, name, value, important):
            // The style object ignores a property it cannot have, as it ignores an unknown one.
            guard Self.isValidName(name) else { return false }
            node(id)!.setStyle(name, value.description, important: important)
        case let .removeStyle(id, name):
            node(id)!.removeStyle(name)
        case let .addListener(id, event):
            let element = node(id)!
            if !element.listeners.contains(event.name) { element.listeners.append(event.name) }
        case let .removeListener(id, event):
            node(id)!.listeners.removeAll { $0 == event.name }
        case let .setInnerHTML(id, html):
            let element = node(id)!
            replaceChildren(of: element, with: nil)
            element.rawHTML = html.description
        case let .callMethod(id, name):
            deferredCalls.append((node(id)!, name))
        case let .defineTemplate(_, root, _):
            templates.append(copy(of: node(root)!, numbered: false))
            return false
        case let .copyTemplate(number, ids):
            _ = makeCopy(of: number, ids: ids)
        }
        return true
    }

    /// A detached copy of template `number` whose nodes, in document order, take `ids`.
    func makeCopy(of number: Int, ids: [NodeID]) -> TestNode {
        let copy = copy(of: templates[number - 1]!, numbered: true)
        for (node, id) in zip(copy.subtree, ids) {
            if node.isHTML("input") { hasInputs = true }
            // A node the copy leaves unnumbered stays in the document, out of the page's table, and
            // forwards no events.
            guard id != .container else {
                node.listeners = []
                continue
            }
            node.nodeID = id
            register(node)
        }
        return copy
    }

    /// A deep copy of a detached subtree, as `cloneNode(true)` makes it, with the events each node
    /// listens for (which the page records on a copy) and no ids. Templates never hold properties. A copy
    /// made for a page is numbered like nodes created one by one in document order; the template itself,
    /// which no page shows, is not (serial 0).
    func copy(of root: TestNode, numbered: Bool) -> TestNode {
        func copyNode(_ node: TestNode) -> TestNode {
            let copy = numbered ? makeNode(node.kind, id: nil, tag: node.tag, namespace: node.namespace, data: node.data)
                : TestNode(kind: node.kind, serial: 0, nodeID: nil, tag: node.tag, namespace: node.namespace, data: node.data)
            copy.attributeStorage = node.attributeStorage
            copy.styles = node.styles
            copy.listeners = node.listeners
            copy.rawHTML = node.rawHTML
            return copy
        }
        // Depth first, each node before its children: document order. Templates are as shallow as the
        // markup they were written from.
        func copyTree(_ node: TestNode) -> TestNode {
            let copy = copyNode(node)
            for child in node.children {
                let childCopy = copyTree(child)
                childCopy.parent = copy
                copy.children.append(childCopy)
            }
            return copy
        }
        return copyTree(root)
    }

    // MARK: Nodes and the tree

    func makeNode(_ kind: TestNode.Kind, id: NodeID?, tag: String = "", namespace: Namespace = .html,
                  data: String = "") -> TestNode {
        defer { nextSerial += 1 }
        return TestNode(kind: kind, serial: nextSerial, nodeID: id, tag: tag, namespace: namespace, data: data)
    }

    func register(_ node: TestNode) {
        let index = Int(node.nodeID!.rawValue)
        if index >= table.count { table.append(contentsOf: repeatElement(nil, count: index + 1 - table.count)) }
        table[index] = node
    }

    /// Forgets one node's id: the node stays where it is, and no patch can name it.
    func forget(_ id: NodeID) {
        guard let node = node(id) else { return }
        table[Int(id.rawValue)] = nil
        node.nodeID = nil
        if focused === node { focused = nil }
    }

    /// A frame is taking `node` out of the document. When the focused element goes with it, the focus
    /// goes too: Chromium fires `blur` and `focusout` at that element while it is still in the document,
    /// and the page dispatches them once the frame's operations are done, as this does. A modal dialog
    /// that goes stops being one.
    private func frameRemoves(_ node: TestNode) {
        if let element = focused, element.isInside(node) {
            focused = nil
            for name in [EventName.blur, EventName("focusout")] { dispatch(name, at: element) }
        }
        for dialog in modalDialogs where dialog.isInside(node) { dialog.isModal = false }
        modalDialogs.removeAll { !$0.isModal }
    }

    /// Puts a detached node into `parent`; an element holding raw HTML drops it first.
    func insert(_ child: TestNode, into parent: TestNode, before: TestNode?) {
        parent.rawHTML = nil
        let index = before.map { parent.index(of: $0)! } ?? parent.children.endIndex
        parent.children.insert(child, at: index)
        child.parent = parent
        didInsert(child, into: parent)
    }

    func detach(_ child: TestNode) {
        guard let parent = child.parent else { return }
        frameRemoves(child)
        parent.children.remove(at: parent.index(of: child)!)
        child.parent = nil
        didRemove(child, from: parent)
    }

    /// Detaches every child (and drops raw HTML), then appends `text` as a new text node if non-empty.
    /// Returns the detached children.
    @discardableResult
    func replaceChildren(of element: TestNode, with text: String?) -> [TestNode] {
        let old = element.children
        for child in old { frameRemoves(child) }
        element.children = []
        element.rawHTML = nil
        for child in old {
            child.parent = nil
            didRemove(child, from: element)
        }
        if let text, !text.isEmpty {
            let node = makeNode(.text, id: nil, data: text)
            element.children = [node]
            node.parent = element
        }
        return old
    }

    // MARK: Form side effects of tree changes

    private func didInsert(_ child: TestNode, into parent: TestNode) {
        if child.isHTML("option") || child.isHTML("optgroup") {
            let select = child.isHTML("option") ? child.owningSelect : (parent.isHTML("select") ? parent : nil)
            if let select {
                let inserted = child.isHTML("option") ? [child] : child.children.filter { $0.isHTML("option") }
                for option in inserted { option.deselectOtherOptions() }
                select.resetSelectedness()
            }
        }
        if hasInputs && parent.root === container {
            for node in child.subtree where node.isRadio && node.form.checkedness { node.uncheckOtherRadiosInGroup() }
        }
    }

    private func didRemove(_ child: TestNode, from parent: TestNode) {
        guard child.isHTML("option") || child.isHTML("optgroup") else { return }
        if parent.isHTML("select") {
            parent.resetSelectedness()
        } else if parent.isHTML("optgroup"), let select = parent.parent, select.isHTML("select") {
            select.resetSelectedness()
        }
    }

    // MARK: Methods

    /// A frame's method call, with the effects the toolkit relies on (focus, dialogs).
    func call(_ method: String, on element: TestNode) {
        element.calledMethods.append(method)
        switch method {
        case "focus": moveFocus(to: element)
        case "blur": if focused === element { moveFocus(to: nil) }
        case "showModal": showModal(element)
        case "show": element.setAttribute("open", "", namespace: nil)
        case "close": close(element)
        default: break
        }
    }

    // MARK: Names

    /// Whether the DOM would accept the name for a tag, attribute or style property: not empty, and
    /// without whitespace, control characters, quotes, `<`, `>`, `/` or `=`.
    static func isValidName(_ name: String) -> Bool {
        if name.utf8.isEmpty { return false }
        for byte in name.utf8 {
            switch byte {
            case 0...0x20, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                 UInt8(ascii: "/"), UInt8(ascii: "="):
                return false
            default:
                continue
            }
        }
        return true
    }
}

extension TestNode {
    /// The position of `child` among the children (compared by identity, without retaining each child).
    func index(of child: TestNode) -> Int? {
        children.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] === child { return index }
            return nil
        }
    }

    /// Records that a patch or the user wrote the property, so snapshots report it.
    func touch(_ name: String) {
        if !touchedProperties.contains(name) { touchedProperties.append(name) }
    }
}
