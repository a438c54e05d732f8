// Per-concern comparisons of one element's old and new description. Creating an element is comparing
// with an empty description, so creation and update share one code path per concern. Lists are short:
// the common case (same names in the same order) is checked pairwise before searching by name.

extension Reconciler {
    func writeAttributes(of id: NodeID, old: [Attribute], new: [Attribute]) {
        for (index, attribute) in new.enumerated() {
            let previous = index < old.count && old[index].name.bytesEqual(attribute.name)
                ? old[index] : old.first { $0.name.bytesEqual(attribute.name) }
            if let previous, previous.value.bytesEqual(attribute.value) { continue }
            emit(.setAttribute(id, name: attribute.name, value: attribute.value,
                               namespace: attributeNamespace(of: attribute.name)))
        }
        for (index, attribute) in old.enumerated() {
            let kept = index < new.count && new[index].name.bytesEqual(attribute.name)
                || new.contains { $0.name.bytesEqual(attribute.name) }
            if !kept {
                emit(.removeAttribute(id, name: attribute.name, namespace: attributeNamespace(of: attribute.name)))
            }
        }
    }

    func writeStyles(of id: NodeID, old: [Style], new: [Style]) {
        for (index, style) in new.enumerated() {
            let previous = index < old.count && old[index].name.bytesEqual(style.name)
                ? old[index] : old.first { $0.name.bytesEqual(style.name) }
            if let previous, previous.value.bytesEqual(style.value), previous.important == style.important { continue }
            emit(.setStyle(id, name: style.name, value: style.value, important: style.important))
        }
        for (index, style) in old.enumerated() {
            let kept = index < new.count && new[index].name.bytesEqual(style.name)
                || new.contains { $0.name.bytesEqual(style.name) }
            if !kept { emit(.removeStyle(id, name: style.name)) }
        }
    }

    /// Only the set of event names reaches the DOM; the closures live in the live tree, so a new closure
    /// for the same event costs nothing.
    func writeListeners(of id: NodeID, old: [Listener], new: [Listener]) {
        for (index, listener) in new.enumerated() {
            let existed = index < old.count && old[index].event == listener.event
                || old.contains { $0.event == listener.event }
            if !existed { emit(.addListener(id, event: listener.event)) }
        }
        for (index, listener) in old.enumerated() {
            let kept = index < new.count && new[index].event == listener.event
                || new.contains { $0.event == listener.event }
            if !kept { emit(.removeListener(id, event: listener.event)) }
        }
    }

    /// Controlled properties are written on every render that sets them; others when they change.
    func writeProperties(of id: NodeID, old: [Property], new: [Property]) {
        for (index, property) in new.enumerated() {
            if !PropertyTable.isControlled(property.name) {
                let previous = index < old.count && old[index].name.bytesEqual(property.name)
                    ? old[index] : old.first { $0.name.bytesEqual(property.name) }
                if let previous, previous.value == property.value { continue }
            }
            emit(.setProperty(id, name: property.name, value: property.value))
        }
        for (index, property) in old.enumerated() {
            let kept = index < new.count && new[index].name.bytesEqual(property.name)
                || new.contains { $0.name.bytesEqual(property.name) }
            if !kept { emit(.removeProperty(id, name: property.name)) }
        }
    }

    /// A method is called on the render where its condition turns true.
    func callMethods(of id: NodeID, old: [MethodCall], new: [MethodCall]) {
        for call in new where call.when {
            let wasTrue = old.contains { $0.name.bytesEqual(call.name) && $0.when }
            if !wasTrue { emit(.callMethod(id, name: call.name)) }
        }
    }
}
