extension Reconciler {
    /// Reconciles an element's children with a new list.
    ///
    /// 0. The same keys in the same order, each pair compatible (most renders): every pair is updated
    ///    in place, with none of the lists below built. This is step 1 covering the whole list.
    /// 1. Common prefix and suffix: matched pairs are updated in place, nothing moves.
    /// 2. Only new children left: each is created and inserted before the first kept node after it.
    /// 3. Only old children left: they are removed (all of them at once with `clear` when none survive).
    /// 4. Otherwise each old child of the middle finds its new position (the middle's ends compared first,
    ///    then what is left indexed by identity, ``ChildPairing``) or is removed. If no old child survives
    ///    at all, one `clear` replaces the removals.
    /// 5. `sources[i]` holds the old position of the child now at middle position `i` (`-1` for new ones).
    ///    If the survivors kept their relative order nothing moves; otherwise the longest increasing
    ///    subsequence of `sources` stays and every other survivor moves, which is the fewest moves possible.
    ///    Holes take no part in the subsequence: they have no DOM node to keep in place.
    ///    Placement runs right to left, each child going before the already placed one to its right, so
    ///    inserts and removes never cause a move.
    ///
    /// A matched pair whose types differ (same key, other tag) is replaced in place when both have a DOM
    /// node; otherwise (a hole on one side) it is handled as a removal plus an insertion.
    func diffChildren(of parent: LiveNode, with nodes: [Node]) {
        if parent.firstChild == nil {
            appendChildren(nodes, to: parent)
            return
        }
        let namespace = parent.namespace.forChildren(of: parent.element!.tag)
        if updateInPlace(parent.firstChild, with: nodes, namespace: namespace) { return }
        TransitionPart.reorder(self, parent, nodes)
        let old = parent.children
        var placed = [LiveNode?](repeating: nil, count: nodes.count)
        var pairing = ChildPairing(old: old, new: nodes)

        // 1. Prefix and suffix: a pair keeps its place if it can be matched.
        func keep(_ oldIndex: Int, _ newIndex: Int) -> Bool {
            guard let live = match(old[oldIndex], nodes[newIndex], parent: parent, namespace: namespace) else { return false }
            placed[newIndex] = live
            return true
        }
        pairing.pairPrefix(while: keep)
        pairing.pairSuffix(while: keep)
        let start = pairing.start, oldEnd = pairing.oldEnd, newEnd = pairing.newEnd
        let keptNothing = start == 0 && oldEnd == old.count - 1

        if start > oldEnd {
            // 2. Only insertions.
            var anchor = firstDOMNode(in: placed, from: newEnd + 1)
            var index = newEnd
            while index >= start {
                let live = insert(nodes[index], into: parent, namespace: namespace, before: anchor)
                placed[index] = live
                if let dom = live.domNode { anchor = dom }
                index -= 1
            }
            parent.setChildren(placed)
            return
        }
        if start > newEnd {
            // 3. Only removals.
            if keptNothing {
                clearAndAppend(nodes, to: parent)
                return
            }
            for index in start...oldEnd { removeChild(old[index]) }
            parent.setChildren(placed)
            return
        }

        // 4. Find each old child's new position.
        let (positions, survivors) = pairing.pairMiddle()
        if survivors == 0 && keptNothing {
            clearAndAppend(nodes, to: parent)
            return
        }
        var sources = [Int](repeating: -1, count: newEnd - start + 1)
        var moved = false
        var lastPosition = 0
        for index in start...oldEnd {
            let position = positions[index - start]
            guard position >= 0, let live = match(old[index], nodes[position], parent: parent, namespace: namespace) else {
                removeChild(old[index])
                continue
            }
            placed[position] = live
            sources[position - start] = index
            // Slots without a DOM node (holes) have nothing to move: they stay out of the subsequence,
            // so it is taken over the nodes that can move.
            guard live.domNode != nil else { continue }
            if position < lastPosition { moved = true } else { lastPosition = position }
        }

        // 5. Place right to left: create the new, move the survivors off the subsequence.
        var stays: [Int] = []
        if moved {
            var movable = sources
            for offset in movable.indices where movable[offset] >= 0 && placed[start + offset]!.domNode == nil {
                movable[offset] = -1
            }
            // Survivors change order only in lists with keys (``KeyedPart``).
            stays = Features.installed.keyed!.longestIncreasingSubsequence(movable)
        }
        var anchor = firstDOMNode(in: placed, from: newEnd + 1)
        var index = newEnd
        while index >= start {
            let offset = index - start
            if sources[offset] < 0 {
                placed[index] = insert(nodes[index], into: parent, namespace: namespace, before: anchor)
            } else if moved && stays[offset] == 0, let dom = placed[index]!.domNode {
                emit(.move(dom, parent: parent.id, before: anchor))
            }
            if let dom = placed[index]!.domNode { anchor = dom }
            index -= 1
        }
        parent.setChildren(placed)
    }

    /// The common case of a render: the same children, in the same order, each compatible with its live
    /// self. Then every pair is updated in place and no list is built; otherwise nothing is done and the
    /// result is `false`.
    private func updateInPlace(_ first: LiveNode?, with nodes: [Node], namespace: Namespace) -> Bool {
        var live = first
        for node in nodes {
            guard let old = live, old.key == node.key, isCompatible(old, node, namespace: namespace) else { return false }
            live = old.nextSibling
        }
        guard live == nil else { return false }
        live = first
        for node in nodes {
            queueUpdate(live!, with: node)
            live = live!.nextSibling
        }
        return true
    }

    /// Updates a matched pair in place, or replaces it when the types differ and both have a DOM node.
    /// Returns `nil` when the pair cannot keep its place (a hole on one side of a type change).
    private func match(_ old: LiveNode, _ node: Node, parent: LiveNode, namespace: Namespace) -> LiveNode? {
        if isCompatible(old, node, namespace: namespace) {
            queueUpdate(old, with: node)
            return old
        }
        guard old.domNode != nil, node.hasDOMNode else { return nil }
        let created = create(node, parent: parent, namespace: namespace)
        replace(old, with: created)
        return created
    }

    func removeChild(_ live: LiveNode) {
        if TransitionPart.leave(self, live, nil) { return }
        if let dom = live.domNode { emit(.remove(dom)) }
        tree.release(live)
    }

    /// No old child survives: one `clear` detaches them all, then the new ones are appended. Children
    /// with transitions leave one by one instead, as a `clear` would take them at once.
    private func clearAndAppend(_ nodes: [Node], to parent: LiveNode) {
        if TransitionPart.leaveAll(self, parent) {
            appendChildren(nodes, to: parent)
            return
        }
        var hasDOMNode = false
        var child = parent.firstChild
        while let next = child, !hasDOMNode {
            hasDOMNode = next.domNode != nil
            child = next.nextSibling
        }
        if hasDOMNode { emit(.clear(parent.id)) }
        tree.releaseChildren(of: parent)
        appendChildren(nodes, to: parent)
    }

    private func firstDOMNode(in placed: [LiveNode?], from index: Int) -> NodeID? {
        var index = index
        while index < placed.count {
            if let dom = placed[index]!.domNode { return dom }
            index += 1
        }
        return nil
    }
}

extension Node {
    /// Whether the slot renders a DOM node of its own (a component: whether its body does).
    var hasDOMNode: Bool {
        var node = self
        while true {
            switch node.storage {
            case .hole: return false
            case let .component(component): node = component.draft.body
            default: return true
            }
        }
    }
}
