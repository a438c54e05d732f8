import Observing

/// The template code of the renderer, which the first ``Template`` made installs in ``Features``: an app
/// that uses no template carries none of it in its wasm module. A template's use is a kind of node the
/// core does not know how to make or compare, so those two are the part's own; the rest attaches to the
/// hooks every feature uses (`destroy`, `prepare`, `handle`, `refresh`).
struct TemplatePart {
    let create: (Reconciler, TemplateUse, LiveNode, Namespace) -> LiveNode
    let update: (Reconciler, LiveNode, TemplateUse) -> Void

    static func install() {
        if Features.installed.templates != nil { return }
        Features.installed.templates = TemplatePart(
            create: { $0.createTemplate($1, parent: $2, namespace: $3) },
            update: { $0.updateTemplate($1, to: $2) })
        Features.attachDestroy(for: .template) { $0.releaseTemplate($1) }
        Features.attachHandle { $2.kind == .template ? handleTemplateEvent(&$0, at: $1, in: $2) : nil }
        Features.installed.refresh = { $0.refreshTemplate($1) }
        // Throws why the use's markup cannot be rendered, if it cannot, and marks the use unchanged if
        // the live one it will replace has an equal input and is not waiting to render.
        Features.installed.prepare = Features.joined(Features.installed.prepare) { node, old throws(RenderError) in
            guard case let .template(use) = node.storage else { return }
            if let error = use.shape.error { throw error }
            if let old, old.kind == .template, old.component?.isDirty != true, use.hasSameInput(as: old.template!) {
                use.isUnchanged = true
            }
        }
    }
}

/// A template the page holds: a copy of the first use of a shape in a namespace, as it was created. It
/// keeps the values of that use, not the use, whose input (a row of the model) may go long before the
/// page does.
struct TemplateDefinition {
    let shape: TemplateShape
    let namespace: Namespace
    let values: [Text]
}

/// Creating and updating a template's use: one live node for the whole subtree, which records the ids of
/// its DOM nodes and the use it was last rendered from. The first use of a template (in a namespace) is
/// created by walking the markup (shared by every use, so nothing is built), with the operations the
/// markup written out would make, and is then defined as a template of the page; later uses are copies of
/// it with the holes whose values differ written anew. Updating a use compares only the holes' values.
extension Reconciler {
    func createTemplate(_ use: TemplateUse, parent: LiveNode, namespace: Namespace) -> LiveNode {
        use.evaluate()
        let shape = use.shape
        var number = 0
        if shape.isCopyable {
            for (index, definition) in definitions.enumerated()
            where definition.shape === shape && definition.namespace == namespace {
                number = index + 1
                break
            }
        }
        var nodeIDs: [NodeID] = []
        nodeIDs.reserveCapacity(shape.nodeCount)
        if number > 0 {
            // A copy numbers only the nodes operations will name.
            for node in 0..<shape.nodeCount { nodeIDs.append(shape.isNamed[node] ? tree.ids.allocate() : .container) }
        } else {
            // The first use is created as the markup written out, with the use's values in its holes; the
            // use's one live node then stands for the nodes created, whose ids are in creation order.
            let creating = creationParent
            let created = create(Node(shape.filled(with: use.values)), parent: parent, namespace: namespace)
            creationParent = creating
            created.appendIDs(to: &nodeIDs)
        }
        let live = LiveNode(kind: .template, id: nodeIDs[0], key: use.key, namespace: namespace, parent: parent)
        live.template = use
        live.templateIDs = nodeIDs
        observe(live)
        for id in nodeIDs where id != .container { tree.enter(live, as: id) }
        if number > 0 {
            emit(.copyTemplate(number, ids: nodeIDs))
            writeChangedHoles(of: nodeIDs, from: definitions[number - 1].values, to: use)
        } else if shape.isCopyable {
            definitions.append(TemplateDefinition(shape: shape, namespace: namespace, values: use.values))
            emit(.defineTemplate(definitions.count, root: nodeIDs[0], count: nodeIDs.count))
        }
        return live
    }

    /// Reads a use's holes again, after something they read changed, and writes those that differ.
    func refreshTemplate(_ live: LiveNode) {
        let use = live.template!
        let old = use.values
        use.reevaluate()
        observe(live)
        writeChangedHoles(of: live.templateIDs, from: old, to: use)
    }

    /// Brings a use to `use`, a new description of it: writes the holes whose values differ and waits on
    /// what `use` read.
    func updateTemplate(_ live: LiveNode, to use: TemplateUse) {
        let old = live.template!
        guard old !== use else { return }
        use.evaluate()
        live.template = use
        live.component?.isDirty = false
        observe(live)
        writeChangedHoles(of: live.templateIDs, from: old.values, to: use)
    }

    /// Waits on what the use's holes read; a use that reads nothing gets no scope.
    private func observe(_ live: LiveNode) {
        let reads = live.template!.reads
        if live.component == nil {
            if reads.isEmpty { return }
            live.component = ComponentInstance(draft: nil, live: live, depth: live.depth)
        }
        subscribe(live.component!, reads)
    }

    /// Writes the holes whose values differ from the old ones, on the use's nodes `ids`.
    private func writeChangedHoles(of ids: [NodeID], from old: [Text], to use: TemplateUse) {
        for placement in use.shape.placements {
            let value = use.values[placement.value]
            if old[placement.value] == value { continue }
            let id = ids[placement.node]
            switch placement.kind {
            case .text: emit(.setText(id, value))
            case let .className(fixed): emit(.setClass(id, TemplateShape.classes(fixed, value)))
            case let .attribute(name):
                emit(.setAttribute(id, name: name, value: value, namespace: attributeNamespace(of: name)))
            }
        }
    }
}

extension LiveTree {
    /// Stops observing for a use and frees the ids of its nodes.
    func releaseTemplate(_ live: LiveNode) {
        live.component?.stop()
        for id in live.templateIDs where id != .container {
            table[Int(id.rawValue)] = nil
            ids.release(id)
        }
    }
}

/// Runs the handler the template node `id` has for `event`: one of the markup's own, or a hole's with
/// the use's input.
private func handleTemplateEvent(_ event: inout DOMEvent, at id: NodeID, in live: LiveNode) -> Bool {
    if Features.isInert?(live) == true { return false }
    let use = live.template!
    var node = 0
    while live.templateIDs[node] != id { node += 1 }
    guard let element = use.shape.elements[node] else { return false }
    if element.runListener(for: &event) { return true }
    for case let .listener(name, action) in element.storage.holes where name == event.name {
        use.perform(action, &event)
        return true
    }
    return false
}
