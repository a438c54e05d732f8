import Observing

/// The renderer's record of what the DOM holds: the ids of its nodes, the live nodes by id (where events
/// are dispatched), and the subtrees removed but not yet freed. The diff changes the tree through it; the
/// renderer reads it to dispatch events and to count.
final class LiveTree {
    var ids = NodeIDAllocator()
    /// Live nodes by DOM id, for event dispatch (a template's use under each of its nodes' ids).
    var table: [LiveNode?] = [nil]
    /// The roots of released subtrees, a list through their `nextSibling`, kept until ``freeReleased()``. A
    /// cleared table of a thousand rows is some 35,000 objects (live nodes, descriptions, handlers); freeing
    /// them when the page is idle or has collected the DOM nodes removed with them keeps that work out of the
    /// interaction.
    private(set) var releasedRoots: LiveNode?

    /// Released subtrees are still linked: dropped as they are, a long list of siblings would be freed by
    /// one deinit inside another.
    deinit {
        freeReleased()
    }

    func node(_ id: NodeID) -> LiveNode? {
        // Compared as `UInt32`: in wasm an `Int` of an id from the page at or past 2³¹ would trap.
        id.rawValue < UInt32(table.count) ? table[Int(id.rawValue)] : nil
    }

    /// Live nodes with a DOM node, the container excluded.
    var liveDOMNodeCount: Int {
        var count = 0
        for entry in table where entry != nil { count += 1 }
        return count
    }

    /// A live node for a new DOM node, with an id of its own.
    func allocate(_ kind: LiveNode.Kind, key: Key?, namespace: Namespace, text: Text = Text(),
                  parent: LiveNode) -> LiveNode {
        let id = ids.allocate()
        let live = LiveNode(kind: kind, id: id, key: key, namespace: namespace, text: text, parent: parent)
        enter(live, as: id)
        return live
    }

    /// Makes `live` the node that events at `id` go to.
    func enter(_ live: LiveNode, as id: NodeID) {
        let index = Int(id.rawValue)
        while table.count <= index { table.append(nil) }
        table[index] = live
    }

    /// Forgets a slot and everything under it: ids freed, components stopped. The walk follows the
    /// subtree's own links (first child, next sibling, parent), so it needs no stack, and leaves them until
    /// ``freeReleased()``; the slot's next sibling becomes the released root before it. Its parent keeps a
    /// stale link to it until the caller relinks the children, so nothing may walk them before that.
    func release(_ live: LiveNode) {
        var node = live
        walk: while true {
            if node.isTransitioning || node.hasLeavingChildren { TransitionPart.release(self, node, true) }
            switch node.kind {
            case .element, .text, .comment:
                table[Int(node.id.rawValue)] = nil
                ids.release(node.id)
                // A represented element's inside is the app's, out of the live tree (``RepresentedPart``).
                if node.isRepresented { Features.installed.destroy?(self, node) }
            case .component:
                // Stopped now; the instance (its draft, closures and what they hold) goes with the node.
                let instance = node.component!
                Features.component(instance, old: instance.draft, new: nil)
                instance.stop()
            case .template:
                Features.installed.destroy?(self, node)
            case .hole:
                break
            }
            if let child = node.firstChild {
                node = child
                continue
            }
            while node !== live {
                if let next = node.nextSibling {
                    node = next
                    continue walk
                }
                node = node.parent!
            }
            break
        }
        live.nextSibling = releasedRoots
        releasedRoots = live
    }

    /// Releases every child of `parent` and forgets them.
    func releaseChildren(of parent: LiveNode) {
        if parent.hasLeavingChildren { TransitionPart.release(self, parent, false) }
        var child = parent.takeChildren()
        while let next = child {
            child = next.nextSibling
            release(next)
        }
    }

    /// Frees the subtrees released since the last call, and with them the descriptions they held. They are
    /// freed as one list: each node in turn puts its children in its place and is cut from the list, so
    /// no node is freed from inside another's deinit, however deep or long the subtree.
    func freeReleased() {
        var pending = releasedRoots
        releasedRoots = nil
        while let node = pending {
            let rest = node.nextSibling
            node.nextSibling = nil
            pending = node.takeChildren(before: rest)
        }
    }
}
