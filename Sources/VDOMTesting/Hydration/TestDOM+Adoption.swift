import VDOM

// The operations of a pre-rendered page's first frame as adoption applies them (`docs/patch-format.md`,
// "Adoption of a pre-rendered page"), the same way as the page's `web/adopt.js`: each creation takes the
// page's next node where it matches, an `insert` of a node already in the page does nothing and closes
// the element it ends. Every other operation is applied as always; those that write attributes of a taken
// element are noted, to be compared once the frame is in (`TestDOM+AdoptionEnd.swift`).

extension TestDOM {
    /// Applies one checked operation of the frame being adopted; returns whether it wrote to the DOM, or
    /// `nil` for an operation applied as always.
    func adopt(_ patch: Patch, by adoption: Adoption) -> Bool? {
        switch patch {
        case let .createElement(id, tag, namespace):
            let localName = namespace == .html ? asciiLowercased(tag) : tag
            let node = create(by: adoption, matching: { $0.kind == .element && $0.namespace == namespace && $0.localName == localName }) {
                makeNode(.element, id: id, tag: tag, namespace: namespace)
            }
            let taken = adoption.isTaken(node)
            number(node, id)
            adoption.open.append(Adoption.Open(node: node, next: node.children.first, adopts: taken))
            if taken { noteControl(node, in: adoption) }
            return !taken
        case let .createText(id, text):
            let data = text.description
            // An empty text is nothing in HTML: it is made where it goes, and nothing is reported.
            let node = data.isEmpty ? quietly(by: adoption) { makeNode(.text, id: id) }
                : create(by: adoption, matching: { $0.kind == .text }) { makeNode(.text, id: id, data: data) }
            if node.data != data {
                adoption.report(.node(node.parent ?? container), "expected text \(Self.quoted(data)), found \(Self.quoted(node.data))")
                node.data = data
            }
            number(node, id)
            return !adoption.isTaken(node)
        case let .createComment(id, text):
            let node = create(by: adoption, matching: { $0.kind == .comment }) { makeNode(.comment, id: id) }
            node.data = text.description
            number(node, id)
            return !adoption.isTaken(node)
        case let .copyTemplate(number, ids):
            let template = templates[number - 1]!
            let root = create(by: adoption, matching: { Self.sameShape(template, $0) }) { makeCopy(of: number, ids: ids) }
            guard adoption.isTaken(root) else { return true }
            takeCopy(root, of: template, ids: ids, by: adoption)
            return false
        case let .insert(id, _, _):
            let node = node(id)!
            if adoption.open.count > 1, adoption.open.last!.node === node {
                let closed = adoption.open.removeLast()
                if closed.adopts { close(closed, by: adoption) }
            }
            return node.parent == nil ? nil : false
        case let .defineTemplate(_, root, _):
            // The template is the subtree the frame describes: what is left after the root's cursor goes
            // now, as it would when the root is inserted next, and the attributes the page alone needed
            // are not kept for the copies to come.
            let node = node(root)!
            if let last = adoption.open.indices.last, adoption.open[last].node === node, adoption.open[last].adopts {
                close(adoption.open[last], by: adoption)
                adoption.open[last].next = nil
            }
            _ = perform(patch)
            for (original, kept) in zip(node.subtree, templates.last!!.subtree) where kept.kind == .element {
                for name in Self.staticOnlyNames(of: original) where !adoption.wrote(name, on: original) {
                    kept.removeAttribute(name, namespace: nil)
                }
            }
            return false
        case let .setInnerHTML(id, html):
            // An element whose raw HTML the page already has keeps it (the test DOM holds raw HTML as text).
            let element = node(id)!
            guard let last = adoption.open.indices.last, adoption.open[last].node === element, adoption.open[last].adopts else {
                return nil
            }
            adoption.open[last].next = nil
            guard HTMLSerializer.innerHTML(of: element) == html.description else { return nil }
            replaceChildren(of: element, with: nil)
            element.rawHTML = html.description
            return false
        case let .setAttribute(id, name, _, namespace), let .removeAttribute(id, name, namespace):
            noteWrite(of: name, namespace: namespace, on: id, by: adoption)
            return nil
        case let .setClass(id, _):
            noteWrite(of: "class", namespace: nil, on: id, by: adoption)
            return nil
        case let .setProperty(id, _, _), let .removeProperty(id, _):
            // A property may write attributes (`disabled`, a button's `value`): those it changed are noted.
            guard let element = node(id), adoption.isTaken(element) else { return nil }
            let before = element.attributeStorage
            let wrote = perform(patch)
            let after = element.attributeStorage
            for attribute in before + after where !(attribute.namespace == nil && attribute.name == "style") {
                func value(in list: [TestAttribute]) -> String? {
                    list.first { $0.namespace == attribute.namespace && $0.name == attribute.name }?.value
                }
                if value(in: before) != value(in: after) {
                    adoption.noteWrite(of: attribute.name, namespace: attribute.namespace, on: element, before: value(in: before))
                }
            }
            return wrote
        default:
            return nil
        }
    }

    /// The node a creation makes: the page's next one where it matches, else `make()`, put in at once
    /// before the page's next one (where nothing took it yet, it is missing or in that one's place).
    private func create(by adoption: Adoption, matching matches: (TestNode) -> Bool, make: () -> TestNode) -> TestNode {
        let top = adoption.open.count - 1
        let parent = adoption.open[top]
        guard parent.adopts else { return made(make(), by: adoption) }
        var candidate = parent.next
        if let current = candidate, !matches(current), let after = adoption.skip(current.nextSibling), matches(after) {
            extra(current, by: adoption)
            candidate = after
        }
        if let current = candidate, matches(current) {
            adoption.open[top].next = adoption.skip(current.nextSibling)
            for node in adoption.waiting.removeValue(forKey: ObjectIdentifier(current)) ?? [] {
                adoption.report(.node(node), "expected \(Self.named(node)), found nothing")
            }
            adoption.take(current)
            return current
        }
        let node = made(make(), by: adoption)
        insert(node, into: parent.node, before: candidate)
        if let candidate {
            adoption.waiting[ObjectIdentifier(candidate), default: []].append(node)
        } else {
            adoption.report(.node(node), "expected \(Self.named(node)), found nothing")
        }
        return node
    }

    /// A node made where the page cannot have one, put in before the page's next one, with no report.
    private func quietly(by adoption: Adoption, make: () -> TestNode) -> TestNode {
        let node = made(make(), by: adoption)
        let parent = adoption.open[adoption.open.count - 1]
        if parent.adopts { insert(node, into: parent.node, before: parent.next) }
        return node
    }

    private func made(_ node: TestNode, by adoption: Adoption) -> TestNode {
        adoption.made.append(node)
        return node
    }

    /// Gives a node the frame created, or took, its id.
    private func number(_ node: TestNode, _ id: NodeID) {
        node.nodeID = id
        register(node)
        if node.isHTML("input") { hasInputs = true }
    }

    /// Removes a page node nothing takes: the first new node put before it took its place.
    func extra(_ node: TestNode, by adoption: Adoption) {
        let waiting = adoption.waiting.removeValue(forKey: ObjectIdentifier(node)) ?? []
        if let first = waiting.first {
            adoption.report(.node(first), "expected \(Self.named(first)), found \(Self.named(node))")
        } else {
            adoption.report(.path(ContentModel.path(of: node, below: container)), "expected nothing, found \(Self.named(node))")
        }
        for made in waiting.dropFirst() { adoption.report(.node(made), "expected \(Self.named(made)), found nothing") }
        detach(node)
        adoption.removed += 1
    }

    /// Ends a taken element: the page's children left after its cursor are extra. A text area's text is
    /// its value on parsing, which its `value` holds once the app runs.
    func close(_ open: Adoption.Open, by adoption: Adoption) {
        if open.node.isHTML("textarea") {
            let value = open.node.textareaValue
            replaceChildren(of: open.node, with: nil)
            _ = writeProperty("value", .string(Text(value)), of: open.node)
            return
        }
        var child = open.next
        while let current = child {
            child = adoption.skip(current.nextSibling)
            extra(current, by: adoption)
        }
    }

    /// Takes a copy of a template the page has: its nodes get the copy's ids and the template's events,
    /// its texts the template's (those the page had are compared with the frame's once it is in).
    private func takeCopy(_ root: TestNode, of template: TestNode, ids: [NodeID], by adoption: Adoption) {
        let nodes = root.subtree
        for (node, (model, id)) in zip(nodes, zip(template.subtree, ids)) {
            if node !== root { adoption.take(node) }
            if node.kind == .text {
                adoption.copyTexts.append((node, node.data))
                node.data = model.data
            }
            if id != .container {
                number(node, id)
                node.listeners = model.listeners
            }
        }
        for node in nodes.dropFirst() + [root] where node.kind == .element { noteControl(node, in: adoption) }
    }

    /// Notes the first write of an attribute of a taken element, with its value before it.
    private func noteWrite(of name: String, namespace: String?, on id: NodeID, by adoption: Adoption) {
        guard let element = node(id), adoption.isTaken(element) else { return }
        let localName = namespace == nil ? element.attributeKey(name) : TestAttribute(namespace: namespace, name: name, value: "").localName
        adoption.noteWrite(of: name, namespace: namespace, on: element, before: Adoption.value(of: localName, namespace: namespace, on: element))
    }

    /// Notes the state of a form control taken, before the frame writes it: what the page shows (a
    /// person may have typed, checked or chosen) and what its attributes gave it on parsing.
    private func noteControl(_ node: TestNode, in adoption: Adoption) {
        if node.isHTML("input") {
            adoption.controls.append(Adoption.Control(node: node, names: ["value", "checked"],
                                                      page: [node.property("value"), node.property("checked")],
                                                      parsed: [.string(Text(node.attribute("value") ?? "")), .bool(node.hasAttribute("checked"))]))
        } else if node.isHTML("textarea") {
            adoption.controls.append(Adoption.Control(node: node, names: ["value"], page: [node.property("value")],
                                                      parsed: [.string(Text(node.textContent))]))
        } else if node.isHTML("option") {
            adoption.controls.append(Adoption.Control(node: node, names: ["selected"], page: [node.property("selected")],
                                                      parsed: [.bool(node.hasAttribute("selected"))]))
        }
    }

    /// Whether `node` has the kinds and names of `model`, node for node.
    static func sameShape(_ model: TestNode, _ node: TestNode) -> Bool {
        guard model.kind == node.kind, model.localName == node.localName, model.children.count == node.children.count else {
            return false
        }
        return zip(model.children, node.children).allSatisfy { sameShape($0, $1) }
    }
}

extension TestNode {
    /// The node after this one in its parent, or `nil`.
    var nextSibling: TestNode? {
        guard let parent, let index = parent.index(of: self), index + 1 < parent.children.count else { return nil }
        return parent.children[index + 1]
    }
}
