import Observing

/// What the renderer remembers of one rendered slot: the DOM node's id and the description it was last
/// rendered from, so the next render can be compared with it.
final class LiveNode {
    enum Kind: UInt8 { case element, text, comment, hole, component }

    let kind: Kind
    /// The DOM node; `container` for holes and components, which have none of their own.
    let id: NodeID
    var key: Key?
    /// Element: the last description, without its children. Text and comment: unused.
    var element: Element?
    /// The namespace the element was created in (element), or its children inherit (component).
    var namespace: Namespace
    /// Text or comment data.
    var text: String
    var children: [LiveNode] = []
    unowned(unsafe) var parent: LiveNode?
    var component: ComponentInstance?

    init(kind: Kind, id: NodeID, key: Key?, namespace: Namespace, text: String = "", parent: LiveNode?) {
        self.kind = kind
        self.id = id
        self.key = key
        self.namespace = namespace
        self.text = text
        self.parent = parent
    }

    /// The DOM node that stands for this slot: its own, a component's body's, or none (holes).
    var domNode: NodeID? {
        var node = self
        while node.kind == .component {
            node = node.children[0]
        }
        return node.kind == .hole ? nil : node.id
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
            if parent.kind == .component {
                node = parent
                continue
            }
            var seen = false
            for sibling in parent.children {
                if seen, let dom = sibling.domNode { return dom }
                if sibling === node { seen = true }
            }
            return nil
        }
        return nil
    }
}

/// A mounted component: its render closure, what it read last time, and whether it must render again.
final class ComponentInstance {
    /// The description of the latest render: how to render again, and the input to compare with.
    var draft: ComponentDraft
    var subscription: Subscription?
    var isDirty = false
    let depth: Int
    unowned(unsafe) let live: LiveNode

    init(draft: ComponentDraft, live: LiveNode, depth: Int) {
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
