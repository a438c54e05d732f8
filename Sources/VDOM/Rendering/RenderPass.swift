import Observing

/// The first half of a render: runs the component bodies of the new description (each tracked on its
/// own) and checks everything the DOM would refuse: names, duplicate keys, components with several roots.
/// Only a description that passes reaches the diff, so a rejected render leaves no trace.
///
/// Where a subtree holds components, the walk pairs new children with the live ones as the diff will
/// (``ChildPairing``), so a component whose input equals the live one's is marked unchanged and not run.
///
/// The pass writes its results into the descriptions it reads, and only there: a component's draft
/// receives its body, what the body read and whether it is unchanged, and a template's use whether it is
/// unchanged. The diff walks the same descriptions right after and finds each result where it needs it,
/// with no table from description to result built for every render. Nothing else is written: a
/// description passes the pass as it came, its drafts completed.
enum RenderPass {
    static func prepare(_ root: Node, replacing live: LiveNode?) throws(RenderError) {
        var stack: [(Node, LiveNode?)] = [(root, live)]
        while let (node, old) = stack.popLast() {
            switch node.storage {
            case .text, .comment, .hole:
                break
            case .textHole:
                throw .holeOutsideTemplate
            case .template:
                try Features.installed.prepare?(node, old)
            case let .component(component):
                let draft = component.draft
                if let instance = old?.component, let current = instance.draft, draft.takesOver(current, isDirty: instance.isDirty) {
                    // For the diff, which then keeps the live component (see the type's comment).
                    draft.isUnchanged = true
                    continue
                }
                let body = try render(draft)
                stack.append((body, old?.kind == .component ? old?.firstChild : nil))
            case let .element(element):
                guard element.storage.holes.isEmpty else { throw .holeOutsideTemplate }
                try checkNames(element)
                // One child has no key to repeat and, holding no component, no partner to find.
                if case let .child(child) = element.content, !element.storage.containsComponents {
                    stack.append((child, nil))
                    continue
                }
                let children = element.children
                let sameElement = old.map { $0.kind == .element && $0.element!.tag.bytesEqual(element.tag) } ?? false
                let firstLive = sameElement ? old!.firstChild : nil
                // The keys the live children have were checked when they were rendered: a list with the
                // same keys in the same order cannot hold a duplicate.
                let (lead, sameKeys) = leadingKeys(children, as: firstLive)
                guard element.storage.containsComponents && sameElement else {
                    if !sameKeys { try Features.installed.prepare?(node, old) }
                    // Reversed, so components render in document order.
                    for child in children.reversed() { stack.append((child, nil)) }
                    continue
                }
                let liveChildren = old!.children
                let (partners, paired) = pair(children, with: liveChildren, lead: lead)
                // Every child paired with a live one of its identity, each with another: the keys are
                // those of live children, which cannot repeat, so there is nothing to check.
                if !sameKeys && paired < children.count { try Features.installed.prepare?(node, old) }
                for index in children.indices.reversed() {
                    stack.append((children[index], partners[index] >= 0 ? liveChildren[partners[index]] : nil))
                }
            }
        }
    }

    /// Runs a component body under tracking and keeps the result, and what it read, in its draft: the diff
    /// and the component's subscription read them there.
    static func render(_ draft: ComponentDraft) throws(RenderError) -> Node {
        let outer = EnvironmentScope.current
        EnvironmentScope.current = draft.scope
        let (nodes, reads) = track { draft.render() }
        EnvironmentScope.current = outer
        draft.reads = reads
        guard nodes.count <= 1 else { throw .componentWithSeveralRoots(count: nodes.count) }
        draft.body = nodes.single ?? .hole
        return draft.body
    }

    /// How many children have, in order, the keys of the live children from `firstLive` on, and whether
    /// that is all of both lists.
    private static func leadingKeys(_ children: [Node], as firstLive: LiveNode?) -> (count: Int, all: Bool) {
        var live = firstLive
        var count = 0
        while count < children.count, let node = live, children[count].key == node.key {
            count += 1
            live = node.nextSibling
        }
        return (count, count == children.count && live == nil)
    }

    /// The index of the live child each new child will be matched with (by ``ChildPairing``, as the diff
    /// pairs them), or -1, and how many have one. The first `lead` children have the keys of the first
    /// live ones.
    private static func pair(_ children: [Node], with live: [LiveNode], lead: Int) -> (partners: [Int], paired: Int) {
        var partners = [Int](repeating: -1, count: children.count)
        for index in 0..<lead { partners[index] = index }
        var pairing = ChildPairing(old: live, new: children, start: lead)
        pairing.pairSuffix { old, new in
            partners[new] = old
            return true
        }
        let ends = lead + children.count - 1 - pairing.newEnd
        if pairing.start > pairing.oldEnd || pairing.start > pairing.newEnd { return (partners, ends) }
        let (positions, survivors) = pairing.pairMiddle()
        for (offset, position) in positions.enumerated() where position >= 0 {
            partners[position] = pairing.start + offset
        }
        return (partners, ends + survivors)
    }

    static func checkNames(_ element: Element) throws(RenderError) {
        let tag = element.tag
        guard NameRules.isValid(tag, as: .tag) else { throw .invalidTagName(tag) }
        let storage = element.storage
        if let name = firstInvalid(storage.attributes.count, as: .attribute, { storage.attributes[$0].name }) {
            throw .invalidAttributeName(name, tag: tag)
        }
        if let name = firstInvalid(storage.listeners.count, as: .token, { storage.listeners[$0].event.name }) {
            throw .invalidEventName(name, tag: tag)
        }
        if let name = firstInvalid(storage.styles.count, as: .token, { storage.styles[$0].name }) {
            throw .invalidStyleName(name, tag: tag)
        }
        if let name = firstInvalid(storage.properties.count, as: .property, { storage.properties[$0].name }) {
            throw .invalidPropertyName(name, tag: tag)
        }
    }

    /// The first of `count` names that is not valid as `kind`: one loop for the four lists of names.
    @inline(never)
    private static func firstInvalid(_ count: Int, as kind: NameRules.Kind, _ name: (Int) -> String) -> String? {
        for index in 0..<count {
            let name = name(index)
            if !NameRules.isValid(name, as: kind) { return name }
        }
        return nil
    }

    static func checkKeys(_ children: [Node], parent: String) throws(RenderError) {
        var keyed = 0
        // Integer keys in rising order (rows keyed by their ids) cannot repeat: no table needed.
        var rising = true
        var last = Int.min
        for child in children {
            guard let key = child.key else { continue }
            keyed += 1
            if rising, case let .int(value) = key, value > last { last = value } else { rising = false }
        }
        guard keyed > 1 && !rising else { return }
        var seen = IdentityTable(ChildIdentity.of(children), count: children.count)
        for (position, child) in children.enumerated() {
            guard let key = child.key else { continue }
            if let first = seen.insert(position) {
                throw .duplicateKey(key, parent: parent, first: first, second: position)
            }
        }
    }
}
