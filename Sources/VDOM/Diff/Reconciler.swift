import Observing

/// Compares new descriptions with the live tree, brings the tree (``LiveTree``) up to them, and sends the
/// patches that make the DOM match to its sink (``FrameSink``). Descriptions reach it already prepared (components rendered, names and keys checked),
/// so nothing here can fail halfway through a frame.
///
/// The walk is iterative, with explicit stacks, so a tree 10,000 levels deep needs no deep call stack.
final class Reconciler {
    /// Receives the patches as they are made, and the end of each frame.
    var sink: FrameSink
    /// What the DOM holds: ids, the live nodes by id, removed subtrees.
    let tree: LiveTree
    /// The templates the page holds, by number − 1.
    var definitions: [TemplateDefinition] = []
    /// Deferred work of the update walk, processed last in, first out.
    private var work: [Work] = []
    /// The stack `create` walks with, kept between calls so a row allocates no stack of its own.
    private var spareLevels: [Level] = []
    /// Called when a component is created or updated with the reads of its latest render.
    let subscribe: (ComponentInstance, TrackedReads) -> Void

    @_eagerMove
    private enum Work {
        case update(LiveNode, Node)
        /// Properties and method calls, written after the element's children.
        case finish(LiveNode, old: Element)
    }

    init(tree: LiveTree, sink: FrameSink, subscribe: @escaping (ComponentInstance, TrackedReads) -> Void) {
        self.tree = tree
        self.sink = sink
        self.subscribe = subscribe
    }

    /// Whether the frame so far made any patch.
    private var hasPatches = false
    /// The parent of the slot the running ``create(_:parent:namespace:)`` makes: its DOM node is inserted
    /// into one that was already there, which is when a transition enters. (A template's first use is
    /// created inside another creation, which then sets it back.)
    unowned(unsafe) var creationParent: LiveNode?
    /// The renderer this reconciler works for: represented elements get their handles from its document.
    unowned(unsafe) var renderer: Renderer!

    /// Takes the patch (`consuming`), so a patch made for the call goes to the sink without a copy kept by
    /// the caller.
    func emit(_ patch: consuming Patch) {
        hasPatches = true
        sink.patch(patch)
    }

    /// Ends the frame: if it made any patch, the sink receives its end with the ids it freed, which later
    /// frames may reuse. (A frame without patches frees none: every removal is a patch.)
    /// Delivers the frame, if it has patches, then runs what waited for it (``Features/post``), which a
    /// frame without patches (a task's new id) may owe too.
    func endFrame() {
        deliverPatches()
        Features.post()
    }

    /// Delivers the patches made so far as a frame, without running what waits for a frame: imperative
    /// writes (``DOMDocument``) before a script that reads the page is called.
    func deliverPatches() {
        let released = tree.ids.endFrame()
        if hasPatches {
            hasPatches = false
            sink.end(released)
        }
    }

    // MARK: Creating

    @_eagerMove
    /// One element or component whose children `create` is making.
    private struct Level {
        let live: LiveNode
        /// The children to create, as the element holds them (one child without an array); a component's
        /// body is its one child.
        let content: Element.Content
        var next = 0
        let childNamespace: Namespace

        /// How many children: stored, so the walk reads one field instead of copying the level.
        let count: Int

        init(live: LiveNode, content: Element.Content, childNamespace: Namespace) {
            self.live = live
            self.content = content
            self.childNamespace = childNamespace
            switch content {
            case let .children(nodes): count = nodes.count
            case .child: count = 1
            case .html: count = 0
            }
        }
    }

    /// Creates the DOM for `node` and its subtree, detached; the caller puts the returned slot's DOM node
    /// into the document. Children are inserted into their parent once complete, and an element's
    /// properties are set after its children.
    func create(_ node: Node, parent: LiveNode, namespace: Namespace) -> LiveNode {
        var levels = spareLevels
        spareLevels = []
        creationParent = parent
        defer { spareLevels = levels }
        let root = makeSlot(node, parent: parent, namespace: namespace, levels: &levels)
        while !levels.isEmpty {
            let top = levels.count - 1
            let next = levels[top].next
            if next < levels[top].count {
                let child: Node
                switch levels[top].content {
                case let .children(nodes): child = nodes[next]
                case let .child(node): child = node
                case .html: preconditionFailure() // an HTML element's level counts no children
                }
                levels[top].next = next + 1
                let parentLive = levels[top].live
                let depth = levels.count
                let live = makeSlot(child, parent: parentLive, namespace: levels[top].childNamespace, levels: &levels)
                parentLive.appendChild(live)
                if levels.count == depth { attach(live) }
            } else {
                let level = levels.removeLast()
                if level.live.kind == .element, let element = level.live.element, Self.hasLateWork(old: nil, new: element) {
                    finishOwnParts(of: level.live, old: nil, new: element)
                }
                if !levels.isEmpty { attach(level.live) }
            }
        }
        return root
    }

    /// Inserts a finished slot's DOM node into its parent's. The parent is read from the slot: reading it from
    /// the level below would copy that level.
    private func attach(_ live: LiveNode) {
        let parent = live.parent!
        guard parent.kind == .element, let dom = live.domNode else { return }
        emit(.insert(dom, parent: parent.id, before: nil))
    }

    /// Creates one slot; elements and components also push a level for their children.
    private func makeSlot(_ node: Node, parent: LiveNode, namespace: Namespace, levels: inout [Level]) -> LiveNode {
        switch node.storage {
        case let .text(text):
            let live = tree.allocate(.text, key: nil, namespace: namespace, text: text, parent: parent)
            emit(.createText(live.id, text))
            return live
        case let .comment(text):
            let live = tree.allocate(.comment, key: nil, namespace: namespace, text: text, parent: parent)
            emit(.createComment(live.id, text))
            return live
        case .hole:
            return LiveNode(kind: .hole, id: .container, key: nil, namespace: namespace, parent: parent)
        case let .template(use):
            guard let templates = Features.installed.templates else {
                preconditionFailure("a template's use is made by its template, which installs the template part")
            }
            return templates.create(self, use, parent, namespace)
        case .textHole:
            preconditionFailure("the render pass lets no hole through outside a template")
        case let .element(element):
            let ns = Namespace.of(tag: element.tag, explicit: element.namespace, inherited: namespace)
            let live = tree.allocate(.element, key: element.key, namespace: ns, parent: parent)
            emit(.createElement(live.id, tag: element.tag, namespace: ns))
            writeOwnParts(of: live, old: nil, new: element)
            live.element = element
            if case let .html(html) = element.content, !html.isEmpty { emit(.setInnerHTML(live.id, html)) }
            levels.append(Level(live: live, content: element.content, childNamespace: ns.forChildren(of: element.tag)))
            return live
        case let .component(component):
            let live = LiveNode(kind: .component, id: .container, key: component.key, namespace: namespace, parent: parent)
            let instance = ComponentInstance(draft: component.draft, live: live, depth: live.depth)
            live.component = instance
            subscribe(instance, component.draft.reads)
            Features.component(instance, old: nil, new: component.draft)
            levels.append(Level(live: live, content: .child(component.draft.body), childNamespace: namespace))
            return live
        }
    }

    // MARK: Updating

    /// Whether `live` can be updated to `node` in place (same kind; for elements the same tag and namespace).
    func isCompatible(_ live: LiveNode, _ node: Node, namespace: Namespace) -> Bool {
        switch (live.kind, node.storage) {
        case (.text, .text), (.comment, .comment), (.hole, .hole), (.component, .component):
            return true
        case let (.template, .template(use)):
            return live.template!.shape === use.shape && live.namespace == namespace
        case let (.element, .element(element)):
            return live.element!.tag.bytesEqual(element.tag)
                && live.namespace == Namespace.of(tag: element.tag, explicit: element.namespace, inherited: namespace)
        default:
            return false
        }
    }

    /// Brings the only child of `parent` (a component, or the container) to `node`: in place when
    /// compatible, else by creating the new subtree and putting it where the old one was.
    func updateOnlyChild(of parent: LiveNode, with node: Node, namespace: Namespace) {
        let old = parent.firstChild!
        if isCompatible(old, node, namespace: namespace) {
            queueUpdate(old, with: node)
            return
        }
        let created = create(node, parent: parent, namespace: namespace)
        replace(old, with: created)
        parent.setChildren([created])
    }

    /// Puts the DOM node of `created` where that of `old` is, and releases `old` (unless `old` leaves with
    /// a transition, ``TransitionPart``: then `created` goes before it, and it stays until its leave ends).
    func replace(_ old: LiveNode, with created: LiveNode) {
        if TransitionPart.leave(self, old, created) { return }
        switch (old.domNode, created.domNode) {
        case let (oldDOM?, newDOM?): emit(.replace(oldDOM, with: newDOM))
        case let (oldDOM?, nil): emit(.remove(oldDOM))
        case let (nil, newDOM?): emit(.insert(newDOM, parent: old.parentElement.id, before: old.nextDOMSibling))
        case (nil, nil): break
        }
        tree.release(old)
    }

    /// Runs the update walk until no work is left.
    func runUpdates() {
        while let item = work.popLast() {
            switch item {
            case let .update(live, node):
                update(live, with: node)
            case let .finish(live, old):
                finishOwnParts(of: live, old: old, new: live.element!)
            }
        }
    }

    /// Queues an in-place update, unless `node` is a component or a template's use the render pass found
    /// unchanged (the rows a table keeps), which has nothing to update.
    func queueUpdate(_ live: LiveNode, with node: Node) {
        switch node.storage {
        case let .component(component) where component.draft.isUnchanged:
            keepBody(of: live, for: component.draft)
            return
        case let .template(use) where use.isUnchanged: return
        default: work.append(.update(live, node))
        }
    }

    /// An unchanged component keeps its DOM and what its body read, but its newest description takes
    /// over: when it renders on its own later (its state changed), it runs the body closure its parent
    /// gave last, with what that closure captured now, not what it captured when its input last changed.
    private func keepBody(of live: LiveNode, for draft: ComponentDraft) {
        let instance = live.component!
        guard let current = instance.draft, current !== draft else { return }
        draft.body = current.body
        draft.reads = current.reads
        Features.component(instance, old: current, new: draft)
        instance.draft = draft
    }

    private func update(_ live: LiveNode, with node: Node) {
        switch node.storage {
        case let .text(text), let .comment(text):
            if live.text != text {
                emit(.setText(live.id, text))
                live.text = text
            }
        case .hole, .textHole:
            break
        case let .template(use):
            Features.installed.templates?.update(self, live, use)
        case let .component(component):
            let instance = live.component!
            Features.component(instance, old: instance.draft, new: component.draft)
            instance.draft = component.draft
            instance.isDirty = false
            subscribe(instance, component.draft.reads)
            updateOnlyChild(of: live, with: component.draft.body, namespace: live.namespace)
        case let .element(element):
            let old = live.element!
            // The same description again (a constant the view keeps): its subtree is as it was rendered.
            // Components inside would need their own render pass, so those are compared as usual.
            if old.storage === element.storage && !element.storage.containsComponents { return }
            let id = live.id
            writeOwnParts(of: live, old: old, new: element)
            live.element = element
            if Self.hasLateWork(old: old, new: element) { work.append(.finish(live, old: old)) }
            Features.installed.element?(self, live, old, element, .beforeChildren)
            switch (old.content, element.content) {
            case let (.html(before), .html(after)):
                if before != after { emit(.setInnerHTML(id, after)) }
            case let (.html(before), _):
                if !before.isEmpty { emit(.clear(id)) }
                appendChildren(element.children, to: live)
            case let (_, .html(html)):
                tree.releaseChildren(of: live)
                emit(.setInnerHTML(id, html))
            case let (_, .child(child)):
                // One child again, of the same key and kind (most elements): updated without a list.
                if let only = live.firstChild, only.nextSibling == nil, only.key == child.key,
                   isCompatible(only, child, namespace: live.namespace.forChildren(of: element.tag)) {
                    queueUpdate(only, with: child)
                } else {
                    diffChildren(of: live, with: [child])
                }
            case let (_, .children(children)):
                diffChildren(of: live, with: children)
            }
        }
    }

    /// Creates `nodes` and appends them to the element, in order.
    func appendChildren(_ nodes: [Node], to parent: LiveNode) {
        let namespace = parent.namespace.forChildren(of: parent.element!.tag)
        for node in nodes {
            parent.appendChild(insert(node, into: parent, namespace: namespace, before: nil))
        }
    }

    /// Creates `node` as a child of the element `parent` and puts its DOM node before `anchor` (at the end
    /// when `nil`), or brings back the leaving child it is (``TransitionPart``), moved there.
    func insert(_ node: Node, into parent: LiveNode, namespace: Namespace, before anchor: NodeID?) -> LiveNode {
        if let returning = TransitionPart.comeBack(self, node, parent, namespace, anchor) { return returning }
        let live = create(node, parent: parent, namespace: namespace)
        if let dom = live.domNode { emit(.insert(dom, parent: parent.id, before: anchor)) }
        return live
    }
}
