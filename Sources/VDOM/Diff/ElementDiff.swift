// Per-concern comparisons of one element's old and new description. Creating an element is comparing
// with an empty description, so creation and update share one code path per concern. Lists are short:
// the common case (same names in the same order) is checked pairwise before searching by name.

extension Reconciler {
    /// What an element says of itself before its children, compared with `old` (`nil` when it is being
    /// created): first the attributes and listeners it no longer has are removed, and the features'
    /// removals made (``Features/Moment``); then its attributes are written, the features' writes made,
    /// and its class and listeners written, in that order. Removals go first, before the children too,
    /// because one can undo a write.
    func writeOwnParts(of live: LiveNode, old: Element?, new: Element) {
        let id = live.id
        if let old {
            writeAttributes(of: id, old: old.attributes, new: new.attributes, removing: true)
            Features.installed.element?(self, live, old, new, .removing)
            writeListeners(of: id, old: old.listeners, new: new.listeners, removing: true)
        }
        writeAttributes(of: id, old: old?.attributes ?? [], new: new.attributes, removing: false)
        Features.installed.element?(self, live, old, new, .writing)
        TransitionPart.writeClass(self, live, old, new)
        writeListeners(of: id, old: old?.listeners ?? [], new: new.listeners, removing: false)
    }

    /// Whether an element has properties or method calls to write after its children: only then do its
    /// hooks reach ``Features/Moment/afterChildren``.
    static func hasLateWork(old: Element?, new: Element) -> Bool {
        !(new.properties.isEmpty && new.calls.isEmpty)
    }

    /// The features' work after the element's children (properties, so a `<select>` already has its
    /// options when its `value` is set; then method calls).
    func finishOwnParts(of live: LiveNode, old: Element?, new: Element) {
        Features.installed.element?(self, live, old, new, .afterChildren)
    }

    func writeAttributes(of id: NodeID, old: [Attribute], new: [Attribute], removing: Bool) {
        if old.isEmpty && new.isEmpty { return }
        mergeByName(
            removing: removing, old: old.count, new: new.count, oldName: { old[$0].name }, newName: { new[$0].name },
            unchanged: { old[$0].value == new[$1].value },
            write: { emit(.setAttribute(id, name: new[$0].name, value: new[$0].value, namespace: attributeNamespace(of: new[$0].name))) },
            remove: { emit(.removeAttribute(id, name: old[$0].name, namespace: attributeNamespace(of: old[$0].name))) })
    }

    func writeStyles(of id: NodeID, old: [Style], new: [Style], removing: Bool) {
        if old.isEmpty && new.isEmpty { return }
        mergeByName(
            removing: removing, old: old.count, new: new.count, oldName: { old[$0].name }, newName: { new[$0].name },
            unchanged: { old[$0].value == new[$1].value && old[$0].important == new[$1].important },
            write: { emit(.setStyle(id, name: new[$0].name, value: new[$0].value, important: new[$0].important)) },
            remove: { emit(.removeStyle(id, name: old[$0].name)) })
    }

    /// Only the set of event names reaches the DOM; the closures live in the live tree, so a new closure
    /// for the same event costs nothing.
    func writeListeners(of id: NodeID, old: [Listener], new: [Listener], removing: Bool) {
        if old.isEmpty && new.isEmpty { return }
        mergeByName(
            removing: removing, old: old.count, new: new.count, oldName: { old[$0].event.name }, newName: { new[$0].event.name },
            unchanged: { _, _ in true },
            write: { emit(.addListener(id, event: new[$0].event)) },
            remove: { emit(.removeListener(id, event: old[$0].event)) })
    }

    /// Controlled properties are written on every render that sets them; others when they change.
    func writeProperties(of id: NodeID, old: [Property], new: [Property], removing: Bool) {
        if old.isEmpty && new.isEmpty { return }
        mergeByName(
            removing: removing, old: old.count, new: new.count, oldName: { old[$0].name }, newName: { new[$0].name },
            unchanged: { !PropertyTable.isControlled(new[$1].name) && old[$0].value == new[$1].value },
            write: { emit(.setProperty(id, name: new[$0].name, value: new[$0].value)) },
            remove: { emit(.removeProperty(id, name: old[$0].name)) })
    }

    /// A method is called on the render where its condition turns true.
    /// `old` is nil when the element is being created.
    func callMethods(of id: NodeID, old: [MethodCall]?, new: [MethodCall]) {
        for call in new where call.when {
            let due: Bool
            if let old {
                if let before = old.first(where: { $0.name.bytesEqual(call.name) }), before.shown?.isTrue ?? before.when {
                    due = switch (before.identity, call.identity) {
                    case let (was?, now?): !now.isSame(as: was)
                    case (nil, nil): false
                    default: true
                    }
                } else {
                    due = true
                }
            } else {
                due = call.atCreation
            }
            if due { emit(.callMethod(id, name: call.name)) }
        }
    }

    /// Matches `new` entries to `old` ones by name. `removing`: `remove` each old entry whose name is gone;
    /// otherwise `write` each new entry that has no old one or differs from it (`unchanged(old, new)`
    /// says). Entries are passed by index. Not generic, so the four concerns share one copy of the code.
    private func mergeByName(
        removing: Bool, old: Int, new: Int, oldName: (Int) -> String, newName: (Int) -> String,
        unchanged: (_ old: Int, _ new: Int) -> Bool, write: (Int) -> Void, remove: (Int) -> Void
    ) {
        if removing {
            for index in 0..<old {
                let name = oldName(index)
                if index < new && newName(index).bytesEqual(name) { continue }
                var kept = false
                for candidate in 0..<new where newName(candidate).bytesEqual(name) {
                    kept = true
                    break
                }
                if !kept { remove(index) }
            }
            return
        }
        for index in 0..<new {
            let name = newName(index)
            var previous = index < old && oldName(index).bytesEqual(name) ? index : -1
            if previous < 0 {
                for candidate in 0..<old where oldName(candidate).bytesEqual(name) {
                    previous = candidate
                    break
                }
            }
            if previous < 0 || !unchanged(previous, index) { write(index) }
        }
    }
}
