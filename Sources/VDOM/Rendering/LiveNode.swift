import Observing

/// What the renderer remembers of one rendered slot: the DOM node's id and the description it was last
/// rendered from, so the next render can be compared with it.
final class LiveNode {
    enum Kind: UInt8 { case element, text, comment, hole, component, template }

    let kind: Kind
    /// Whether the element is entering or leaving (``TransitionPart``): its release ends that.
    var isTransitioning = false
    /// Whether children that left the tree still play their leave in the page (``TransitionPart``): the
    /// node's release, or its children's, takes them too.
    var hasLeavingChildren = false
    /// Whether the element's inside is app code's (``RepresentedPart``): its release stops that code.
    var isRepresented = false
    /// The DOM node (a template's root); `container` for holes and components, which have none of their own.
    let id: NodeID
    var key: Key?
    /// Element: the last description. Text and comment: unused.
    var element: Element?
    /// The namespace the element was created in (element), or its children inherit (component).
    var namespace: Namespace
    /// Text or comment data.
    var text: Text
    unowned(unsafe) var parent: LiveNode?
    /// The observation scope of a component, or of a template's use whose holes read the model.
    var component: ComponentInstance?
    /// Template: the use last rendered, and the ids of its DOM nodes in creation order (`id` is the first).
    var template: TemplateUse?
    var templateIDs: [NodeID] = []
    /// The children form a list rather than an array: creating a row allocates no array per element, and
    /// freeing one frees none. The diffs that index children take them as an array (``children``).
    private(set) var firstChild: LiveNode?
    private unowned(unsafe) var lastChild: LiveNode?
    /// The next child of the same parent; for a released subtree's root, the next released root.
    /// ``LiveTree/freeReleased()`` cuts it, so that freeing a long list never frees one sibling from
    /// inside another's deinit.
    var nextSibling: LiveNode?

    init(kind: Kind, id: NodeID, key: Key?, namespace: Namespace, text: Text = Text(), parent: LiveNode?) {
        self.kind = kind
        self.id = id
        self.key = key
        self.namespace = namespace
        self.text = text
        self.parent = parent
    }

    /// The children in order.
    var children: [LiveNode] {
        var result: [LiveNode] = []
        var child = firstChild
        while let node = child {
            result.append(node)
            child = node.nextSibling
        }
        return result
    }

    /// Takes the caller's reference (`consuming`), as `setChildren` takes the array: a node just made moves
    /// into the list without a retain and a release.
    func appendChild(_ child: consuming LiveNode) {
        if let last = lastChild { last.nextSibling = child } else { firstChild = child }
        lastChild = child
    }

    /// Makes `nodes` (none of them `nil`) the children, in order. Children left out are not freed here:
    /// the caller has released them.
    func setChildren(_ nodes: consuming [LiveNode?]) {
        firstChild = nil
        lastChild = nil
        for node in nodes {
            node!.nextSibling = nil
            appendChild(node!)
        }
    }

    /// Forgets the children (already released), and returns the first, whose list the caller now holds.
    func takeChildren() -> LiveNode? {
        let first = firstChild
        firstChild = nil
        lastChild = nil
        return first
    }

    /// Forgets the children, with `rest` linked after the last, and returns the first (`rest` if there are
    /// none): the list the caller now holds.
    func takeChildren(before rest: LiveNode?) -> LiveNode? {
        guard let last = lastChild else { return rest }
        last.nextSibling = rest
        return takeChildren()
    }

    /// Appends the ids of the DOM nodes of this slot's subtree, in creation order (depth first).
    func appendIDs(to ids: inout [NodeID]) {
        var node = self
        while true {
            if node.kind != .hole && node.kind != .component { ids.append(node.id) }
            if let child = node.firstChild {
                node = child
                continue
            }
            while node !== self && node.nextSibling == nil { node = node.parent! }
            if node === self { return }
            node = node.nextSibling!
        }
    }

    /// The DOM node that stands for this slot: its own, a component's body's, or none (holes).
    var domNode: NodeID? {
        if kind != .component { return kind == .hole ? nil : id }
        var node = self
        while node.kind == .component {
            node = node.firstChild!
        }
        return node.kind == .hole ? nil : node.id
    }

    /// How many ancestors the slot has: a component's or a template use's place in the renderer's
    /// outermost-first order.
    var depth: Int {
        var depth = 0
        var ancestor = parent
        while let node = ancestor {
            depth += 1
            ancestor = node.parent
        }
        return depth
    }

    /// The element whose DOM children this slot's DOM node is among.
    var parentElement: LiveNode {
        var node = parent!
        while node.kind == .component { node = node.parent! }
        return node
    }

    /// The first DOM node after this slot among its DOM siblings, or `nil` at the end.
    var nextDOMSibling: NodeID? {
        var node = self
        while let parent = node.parent {
            var sibling = node.nextSibling
            while let next = sibling {
                if let dom = next.domNode { return dom }
                sibling = next.nextSibling
            }
            // A component has one child: what follows it follows the component.
            guard parent.kind == .component else { return nil }
            node = parent
        }
        return nil
    }
}

/// A mounted observation scope, a component or a template's use: what it read last time, and whether it
/// must render again.
final class ComponentInstance {
    /// A component's description of its latest render: how to render again, and the input to compare
    /// with. `nil` for a template's use, whose live node holds the use.
    var draft: ComponentDraft?
    var subscription: SignalWait?
    var isDirty = false
    let depth: Int
    unowned(unsafe) let live: LiveNode

    init(draft: ComponentDraft?, live: LiveNode, depth: Int) {
        self.draft = draft
        self.live = live
        self.depth = depth
    }

    func stop() {
        subscription?.cancel()
        subscription = nil
        isDirty = false
    }
}
