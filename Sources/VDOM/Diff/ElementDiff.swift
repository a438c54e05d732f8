// Per-concern comparisons of one element's old and new description. Creating an element is comparing
// with an empty description, so creation and update share one code path per concern. Lists are short:
// the common case (same names in the same order) is checked pairwise before searching by name.

/// The comparisons of styles, properties and method calls, reached only through these hooks. The modifier
/// that first gives an element one of them installs its comparison, so an app that never sets a style
/// carries no style code in its wasm module (762 bytes brotli for the three in the counter). An element can only have
/// entries after its modifier ran, so the hook is set whenever a list is non-empty.
enum ElementHooks {
    nonisolated(unsafe) static var writeStyles: ((Reconciler, NodeID, [Style], [Style]) -> Void)?
    nonisolated(unsafe) static var writeProperties: ((Reconciler, NodeID, String, [Property], [Property]) -> Void)?
    nonisolated(unsafe) static var callMethods: ((Reconciler, NodeID, [MethodCall], [MethodCall]) -> Void)?

    static func installStyles() { writeStyles = { $0.writeStyles(of: $1, old: $2, new: $3) } }
    static func installProperties() { writeProperties = { $0.writeProperties(of: $1, tag: $2, old: $3, new: $4) } }
    static func installMethodCalls() { callMethods = { $0.callMethods(of: $1, old: $2, new: $3) } }
}

extension Reconciler {
    /// What an element says of itself before its children, compared with `old` (`nil` when it is being
    /// created): attributes, styles, class and listeners, in that order.
    func writeOwnParts(of id: NodeID, old: Element?, new: Element) {
        writeAttributes(of: id, tag: new.tag, old: old?.attributes ?? [], new: new.attributes)
        diffStyles(of: id, old: old?.styles ?? [], new: new.styles)
        if new.className != (old?.className ?? Text()) { emit(.setClass(id, new.className)) }
        writeListeners(of: id, old: old?.listeners ?? [], new: new.listeners)
    }

    /// Styles, through their hook (see ``ElementHooks``).
    func diffStyles(of id: NodeID, old: [Style], new: [Style]) {
        if old.isEmpty && new.isEmpty { return }
        ElementHooks.writeStyles!(self, id, old, new)
    }

    /// Whether an update from `old` to `new` has properties or method calls to write after the children.
    static func hasLateWork(old: Element?, new: Element) -> Bool {
        !(new.properties.isEmpty && new.calls.isEmpty && (old?.properties.isEmpty ?? true))
    }

    /// Properties, then method calls, through their hooks: after the element's children, so a `<select>`
    /// already has its options when its `value` is set.
    func diffPropertiesAndCalls(of id: NodeID, old: Element?, new: Element) {
        if !(new.properties.isEmpty && (old?.properties.isEmpty ?? true)) {
            ElementHooks.writeProperties!(self, id, new.tag, old?.properties ?? [], new.properties)
        }
        if !new.calls.isEmpty {
            ElementHooks.callMethods!(self, id, old?.calls ?? [], new.calls)
        }
    }

    /// A URL that runs script is written as an inert one (``ScriptURL``).
    func writeAttributes(of id: NodeID, tag: String, old: [Attribute], new: [Attribute]) {
        if old.isEmpty && new.isEmpty { return }
        mergeByName(
            old: old.count, new: new.count, oldName: { old[$0].name }, newName: { new[$0].name },
            unchanged: { old[$0].value.bytesEqual(new[$1].value) },
            write: {
                let name = new[$0].name
                emit(.setAttribute(id, name: name, value: writable(new[$0].value, of: name, on: tag), namespace: attributeNamespace(of: name)))
            },
            remove: { emit(.removeAttribute(id, name: old[$0].name, namespace: attributeNamespace(of: old[$0].name))) })
    }

    func writeStyles(of id: NodeID, old: [Style], new: [Style]) {
        if old.isEmpty && new.isEmpty { return }
        mergeByName(
            old: old.count, new: new.count, oldName: { old[$0].name }, newName: { new[$0].name },
            unchanged: { old[$0].value.bytesEqual(new[$1].value) && old[$0].important == new[$1].important },
            write: { emit(.setStyle(id, name: new[$0].name, value: new[$0].value, important: new[$0].important)) },
            remove: { emit(.removeStyle(id, name: old[$0].name)) })
    }

    /// Only the set of event names reaches the DOM; the closures live in the live tree, so a new closure
    /// for the same event costs nothing.
    func writeListeners(of id: NodeID, old: [Listener], new: [Listener]) {
        if old.isEmpty && new.isEmpty { return }
        mergeByName(
            old: old.count, new: new.count, oldName: { old[$0].event.name }, newName: { new[$0].event.name },
            unchanged: { _, _ in true },
            write: { emit(.addListener(id, event: new[$0].event)) },
            remove: { emit(.removeListener(id, event: old[$0].event)) })
    }

    /// Controlled properties are written on every render that sets them; others when they change. A URL
    /// that runs script is written as an inert one (``ScriptURL``).
    func writeProperties(of id: NodeID, tag: String, old: [Property], new: [Property]) {
        if old.isEmpty && new.isEmpty { return }
        mergeByName(
            old: old.count, new: new.count, oldName: { old[$0].name }, newName: { new[$0].name },
            unchanged: { !PropertyTable.isControlled(new[$1].name) && old[$0].value == new[$1].value },
            write: {
                var value = new[$0].value
                if case let .string(string) = value { value = .string(writable(string, of: new[$0].name, on: tag)) }
                emit(.setProperty(id, name: new[$0].name, value: value))
            },
            remove: { emit(.removeProperty(id, name: old[$0].name)) })
    }

    /// A method is called on the render where its condition turns true.
    func callMethods(of id: NodeID, old: [MethodCall], new: [MethodCall]) {
        for call in new where call.when {
            let wasTrue = old.contains { $0.name.bytesEqual(call.name) && $0.when }
            if !wasTrue { emit(.callMethod(id, name: call.name)) }
        }
    }

    /// Matches `new` entries to `old` ones by name: `write` each new entry that has no old one or differs
    /// from it (`unchanged(old, new)` says), then `remove` each old entry whose name is gone. Entries are
    /// passed by index. Not generic, so the four concerns share one copy of the code.
    private func mergeByName(
        old: Int, new: Int, oldName: (Int) -> String, newName: (Int) -> String,
        unchanged: (_ old: Int, _ new: Int) -> Bool, write: (Int) -> Void, remove: (Int) -> Void
    ) {
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
    }
}
