import Observing

/// What transitions add to the diff (hooks of the vocabulary of ``Features``), installed by the first
/// ``Element/transition(_:)``, so an app without one links none of it.
///
/// The classes of each phase travel in frames, as every other class does, so a test sees each moment
/// of an enter or a leave; the page only says when a phase has ended (`web/transitions.js`, through
/// the imports of module `transitions`) and measures moves. A phase runs:
///
/// 1. a frame gives the element `from` and `active` (an entering element is made with them; a leaving
///    one also becomes `inert` and stays in the page, out of the live tree's children);
/// 2. once that frame is applied (the `post` hook), the page is asked to watch the element, which lays
///    it out with those classes, and a second frame swaps `from` for `to`, which starts the animation;
/// 3. the page's `vdom-transition-end` event, dispatched on the element when its transitions end, ends
///    the phase: the classes go (enter), or the element is removed and released (leave), and with it
///    its components, whose `onDisappear` runs then.
///
/// A phase interrupted (a leaving element coming back, an entering one removed) goes straight to the
/// other phase's `active` and `to`, so the browser animates from where the element is.
enum TransitionPart {
    /// Whether the part is installed; until then every hook below does what the diff does without it.
    nonisolated(unsafe) static var isInstalled = false
    /// Writes the class of an element created (`old` is `nil`) or updated: its own, with its phase's.
    nonisolated(unsafe) static var writeClass: (Reconciler, LiveNode, _ old: Element?, _ new: Element) -> Void = { reconciler, live, old, new in
        if new.className != (old?.className ?? Text()) { reconciler.emit(.setClass(live.id, new.className)) }
    }
    /// A slot leaves its parent, for `replacement` if it has one: whether its transition plays. The slot
    /// then stays in the page, and in the part's care, until the leave ends; the replacement's DOM node
    /// goes before it.
    nonisolated(unsafe) static var leave: (Reconciler, LiveNode, _ replacement: LiveNode?) -> Bool = { _, _, _ in false }
    /// Every child of an element leaves: whether the part removed them, one by one because one has a
    /// transition (a `clear` would take them all at once).
    nonisolated(unsafe) static var leaveAll: (Reconciler, LiveNode) -> Bool = { _, _ in false }
    /// The leaving child of `parent` that `node` brings back, if there is one: reversed, moved before
    /// `anchor`, its update queued.
    nonisolated(unsafe) static var comeBack: (Reconciler, Node, _ parent: LiveNode, Namespace, _ anchor: NodeID?) -> LiveNode?
        = { _, _, _, _, _ in nil }
    /// The children of an element are about to change order or number (to `nodes`): the page measures
    /// them.
    nonisolated(unsafe) static var reorder: (Reconciler, LiveNode, _ nodes: [Node]) -> Void = { _, _, _ in }
    /// A node is released (`whole`), or only its children: what the part keeps for them goes too. Called
    /// only for nodes the part has marked.
    nonisolated(unsafe) static var release: (LiveTree, LiveNode, _ whole: Bool) -> Void = { _, _, _ in }

    static func install() {
        if isInstalled { return }
        isInstalled = true
        writeClass = Transitions.writeClass
        leave = Transitions.leave
        leaveAll = Transitions.leaveAll
        comeBack = Transitions.comeBack
        reorder = Transitions.reorder
        release = Transitions.release
        // A phase's end is an event on the element; the page's watch and the second frame follow a frame.
        Features.attachHandle { event, _, live in live.isTransitioning && Transitions.end(event, live) ? true : nil }
        Features.attachPost(Transitions.post)
    }
}

extension EventName {
    /// What the page dispatches on an element whose phase has ended (not bubbling).
    package static let transitionEnd = EventName("vdom-transition-end")
}

/// An element in a phase: entering or leaving.
final class TransitionRecord {
    /// The renderer's reconciler, which makes the frames the phase owes.
    let reconciler: Reconciler
    /// The slot that came or goes: the element, or the component whose body it is.
    var slot: LiveNode
    /// The element that wears the classes.
    let element: LiveNode
    let classes: TransitionClasses
    var isEntering: Bool
    var step: Step

    enum Step {
        /// It wears `from` and `active`: the page lays it out, then it swaps `from` for `to`.
        case from
        /// It wears `active` and `to` already (a reversed phase): the page only watches it.
        case to
        /// The page watches it.
        case watched
    }

    init(reconciler: Reconciler, slot: LiveNode, element: LiveNode, classes: TransitionClasses, isEntering: Bool) {
        self.reconciler = reconciler
        self.slot = slot
        self.element = element
        self.classes = classes
        self.isEntering = isEntering
        step = .from
    }

    /// The element's class in its phase: `own`, then the phase's classes.
    func className(_ own: Text) -> Text {
        var result = own
        func add(_ names: Text) {
            if names.isEmpty { return }
            if !result.isEmpty { result.appendLiteral(" ") }
            result.appendInterpolation(names)
        }
        if step == .from { add(isEntering ? classes.enterFrom : classes.leaveFrom) }
        add(isEntering ? classes.enterActive : classes.leaveActive)
        if step != .from { add(isEntering ? classes.enterTo : classes.leaveTo) }
        return result
    }
}

/// The elements in a phase, for every renderer (as ``LifecycleQueue``): each record names its
/// reconciler. Few are in a phase at once, so they are found by a walk of the list.
enum Transitions {
    nonisolated(unsafe) static var records: [TransitionRecord] = []
    /// Elements whose children the page measured before the frame, and the class their moves wear.
    nonisolated(unsafe) private static var moving: [(reconciler: Reconciler, parent: LiveNode, move: Text)] = []
    nonisolated(unsafe) private static var isPosting = false

    static func record(of element: LiveNode) -> TransitionRecord? {
        records.first { $0.element === element }
    }

    /// A child of `parent` that is leaving, if there is one.
    private static func leaving(in parent: LiveNode) -> TransitionRecord? {
        records.first { !$0.isEntering && $0.slot.parent === parent }
    }

    /// Forgets `record`: its element is in no phase any more.
    private static func forget(_ record: TransitionRecord) {
        record.element.isTransitioning = false
        records.removeAll { $0 === record }
    }

    /// The element that stands for a slot in the page: itself, or what a component's body renders.
    static func element(of slot: LiveNode) -> LiveNode? {
        var node = slot
        while node.kind == .component {
            guard let body = node.firstChild else { return nil }
            node = body
        }
        return node.kind == .element ? node : nil
    }

    /// The description of the element a new node renders: itself, or its component's body's.
    static func description(of node: Node) -> Element? {
        var node = node
        while true {
            switch node.storage {
            case let .element(element): return element
            case let .component(component): node = component.draft.body
            default: return nil
            }
        }
    }

    static func writeClass(_ reconciler: Reconciler, _ live: LiveNode, old: Element?, new: Element) {
        let own = new.className
        if old == nil, let transition = new.storage.transition, let slot = insertedSlot(live, reconciler) {
            // Inserted into an element that was there: it enters.
            let record = TransitionRecord(reconciler: reconciler, slot: slot, element: live, classes: transition.classes,
                                          isEntering: true)
            records.append(record)
            live.isTransitioning = true
            reconciler.emit(.setClass(live.id, record.className(own)))
        } else if live.isTransitioning, let record = record(of: live) {
            if own != (old?.className ?? Text()) { reconciler.emit(.setClass(live.id, record.className(own))) }
        } else if own != (old?.className ?? Text()) {
            reconciler.emit(.setClass(live.id, own))
        }
    }

    /// The slot `live` (an element being created) is the DOM node of, when that slot is what the running
    /// ``Reconciler/create(_:parent:namespace:)`` inserts; `nil` when it is made inside a new parent.
    private static func insertedSlot(_ live: LiveNode, _ reconciler: Reconciler) -> LiveNode? {
        var slot = live
        while let parent = slot.parent, parent !== reconciler.creationParent {
            guard parent.kind == .component else { return nil }
            slot = parent
        }
        return slot.parent == nil ? nil : slot
    }

    static func leave(_ reconciler: Reconciler, _ slot: LiveNode, for replacement: LiveNode?) -> Bool {
        guard let element = element(of: slot), let description = element.element,
              let transition = description.storage.transition else { return false }
        if let dom = replacement?.domNode { reconciler.emit(.insert(dom, parent: slot.parentElement.id, before: element.id)) }
        let record: TransitionRecord
        if let entering = Self.record(of: element) {
            // Interrupted: from where it is to where a leave ends.
            record = entering
            record.isEntering = false
            record.step = .to
            record.slot = slot
        } else {
            record = TransitionRecord(reconciler: reconciler, slot: slot, element: element, classes: transition.classes,
                                      isEntering: false)
            records.append(record)
            element.isTransitioning = true
        }
        reconciler.emit(.setClass(element.id, record.className(description.className)))
        reconciler.emit(.setAttribute(element.id, name: "inert", value: "", namespace: nil))
        slot.parent!.hasLeavingChildren = true
        return true
    }

    static func leaveAll(_ reconciler: Reconciler, _ parent: LiveNode) -> Bool {
        var child = parent.firstChild
        while let slot = child, element(of: slot)?.element?.storage.transition == nil { child = slot.nextSibling }
        guard child != nil else { return false }
        var old = parent.takeChildren()
        while let slot = old {
            old = slot.nextSibling
            slot.nextSibling = nil
            reconciler.removeChild(slot)
        }
        return true
    }

    static func comeBack(_ reconciler: Reconciler, _ node: Node, parent: LiveNode, namespace: Namespace,
                         before anchor: NodeID?) -> LiveNode? {
        guard parent.hasLeavingChildren, description(of: node)?.storage.transition != nil,
              let record = records.first(where: {
                  !$0.isEntering && $0.slot.parent === parent && $0.slot.key == node.key
                      && reconciler.isCompatible($0.slot, node, namespace: namespace)
              }) else { return nil }
        record.isEntering = true
        record.step = .to
        let element = record.element
        reconciler.emit(.removeAttribute(element.id, name: "inert", namespace: nil))
        reconciler.emit(.setClass(element.id, record.className(element.element!.className)))
        parent.hasLeavingChildren = leaving(in: parent) != nil
        reconciler.emit(.move(element.id, parent: parent.id, before: anchor))
        reconciler.queueUpdate(record.slot, with: node)
        return record.slot
    }

    static func reorder(_ reconciler: Reconciler, _ parent: LiveNode, _ nodes: [Node]) {
        guard let move = moveClass(parent, nodes), !move.isEmpty else { return }
        TransitionHost.measure(parent.id)
        moving.append((reconciler, parent, move))
    }

    /// The `move` class of the first transition among an element's children: the new ones, the live
    /// ones and those leaving it.
    private static func moveClass(_ parent: LiveNode, _ nodes: [Node]) -> Text? {
        for node in nodes {
            if let classes = description(of: node)?.storage.transition?.classes { return classes.move }
        }
        var child = parent.firstChild
        while let slot = child {
            if let classes = element(of: slot)?.element?.storage.transition?.classes { return classes.move }
            child = slot.nextSibling
        }
        guard parent.hasLeavingChildren else { return nil }
        return leaving(in: parent)?.classes.move
    }

    static func release(_ tree: LiveTree, _ node: LiveNode, whole: Bool) {
        if whole && node.isTransitioning, let record = record(of: node) { forget(record) }
        guard node.hasLeavingChildren else { return }
        node.hasLeavingChildren = false
        // Gone from the page with their parent (removed, or cleared): released as its children are.
        while let record = leaving(in: node) {
            forget(record)
            tree.release(record.slot)
        }
    }

    static func end(_ event: DOMEvent, _ element: LiveNode) -> Bool {
        guard event.name == .transitionEnd, let record = record(of: element), record.step == .watched else { return false }
        let reconciler = record.reconciler
        forget(record)
        if record.isEntering {
            reconciler.emit(.setClass(element.id, element.element!.className))
        } else {
            let parent = record.slot.parent!
            reconciler.emit(.remove(element.id))
            reconciler.tree.release(record.slot)
            parent.hasLeavingChildren = leaving(in: parent) != nil
        }
        reconciler.endFrame()
        return true
    }

    /// After a frame: the page watches each phase started, then the phases that began with `from` swap it
    /// for `to` in one frame per renderer, and the moves measured before the frame play.
    static func post() {
        if isPosting { return }
        isPosting = true
        defer { isPosting = false }
        var swapping: [Reconciler] = []
        for record in records where record.step != .watched {
            TransitionHost.watch(record.element.id, entering: record.isEntering, duration: record.classes.duration)
            let swaps = record.step == .from
            record.step = .watched
            guard swaps else { continue }
            record.reconciler.emit(.setClass(record.element.id, record.className(record.element.element!.className)))
            if !swapping.contains(where: { $0 === record.reconciler }) { swapping.append(record.reconciler) }
        }
        let moves = moving
        moving = []
        for (reconciler, parent, move) in moves where reconciler.tree.node(parent.id) === parent || parent.id == .container {
            TransitionHost.play(parent.id, move: move)
        }
        for reconciler in swapping { reconciler.endFrame() }
    }
}
