import VDOM

// The start and the end of a pre-rendered page's first frame (`docs/patch-format.md`, "Adoption of a
// pre-rendered page"), as `web/adopt.js` makes them: before it, the separators static HTML wrote between
// texts go; after it, the attributes the frame changed on taken elements are reported, the controls keep
// what a person did before the module arrived, the attributes the page alone needed go, and every
// difference found is reported with its path in the DOM as it is then.

extension TestDOM {
    /// The attribute that marks a container holding its view's first render as HTML.
    public static let prerenderedAttribute = "data-vdom-prerendered"

    /// Puts `html`, a page's first render as ``StaticHTML`` writes it, into the empty container, read as a
    /// browser's parser reads it, and marks the container `data-vdom-prerendered`: the next frame is
    /// applied by adoption, taking these nodes where they match instead of creating nodes
    /// (``adoptionCounts`` says what it did). Until then, what a person does in it is kept as the page's
    /// recorder keeps it (``eventsBeforeStart``).
    public func loadPrerendered(_ html: String) throws(StaticHTMLError) {
        precondition(container.children.isEmpty, "a page is pre-rendered into an empty container")
        for node in try HTMLParser.parse(html, into: self) {
            container.children.append(node)
            node.parent = container
            if node.subtree.contains(where: { $0.isHTML("input") }) { hasInputs = true }
        }
        container.setAttribute(Self.prerenderedAttribute, "", namespace: nil)
    }

    /// Starts adopting the frame about to be applied when the container holds a pre-rendered page;
    /// returns whether it did.
    func beginAdoption() -> Bool {
        guard adoption == nil, container.hasAttribute(Self.prerenderedAttribute) else { return false }
        // The separators: empty comments beside a text, which kept two texts apart for the parser.
        let separators = container.subtree.filter { node in
            node.kind == .comment && node.data.isEmpty
                && (node.previousSibling?.kind == .text || node.nextSibling?.kind == .text)
        }
        for separator in separators { detach(separator) }
        adoption = Adoption(container: container)
        return true
    }

    /// Ends the adoption once the frame is in: the container's extras go, then the differences found are
    /// reported, each control keeps what a person changed, and the page's own attributes go.
    func finishAdoption() {
        guard let adoption else { return }
        close(adoption.open[0], by: adoption)
        for write in adoption.writes where !(write.namespace == nil && write.localName == "style") {
            let now = write.now
            guard now != write.before else { continue }
            let expected = now.map { "\(write.name)=\"\($0)\"" } ?? "no \(write.name)"
            let found = write.before.map { "\(write.name)=\"\($0)\"" } ?? "no \(write.name)"
            adoption.report(.node(write.element), "expected \(expected), found \(found)")
        }
        for (node, page) in adoption.copyTexts where node.data != page {
            adoption.report(.node(node), "expected text \(Self.quoted(node.data)), found \(Self.quoted(page))")
        }
        editedBeforeStart = keepEdits(of: adoption.controls)
        controlsBeforeStart = adoption.controls
        for element in adoption.taken where element.kind == .element {
            for name in Self.staticOnlyNames(of: element) where !adoption.wrote(name, on: element) {
                // Without changing the control's state: a value the attribute gave is written back as a property.
                let value = element.property(name)
                element.removeAttribute(name, namespace: nil)
                if let value, element.property(name) != value { _ = writeProperty(name, value, of: element) }
            }
        }
        container.removeAttribute(Self.prerenderedAttribute, namespace: nil)
        self.adoption = nil
        adoptionCounts = AdoptionCounts(taken: adoption.taken.count, created: adoption.made.filter { $0.isInside(container) }.count,
                                        removed: adoption.removed)
        for (place, message) in adoption.reports {
            let path: String
            switch place {
            case let .node(node): path = ContentModel.path(of: node, below: container)
            case let .path(written): path = written
            }
            onReport(Report(.hydrationMismatch, Text("hydration repaired \(path): \(message)")))
        }
    }

    /// Puts back, on each control taken, the state a person gave it before the module arrived where the
    /// frame rendered another (a control nobody changed keeps the frame's); returns the controls that keep
    /// such an edit (an option's select), each once.
    func keepEdits(of controls: [Adoption.Control]) -> [TestNode] {
        var edited: [TestNode] = []
        for control in controls {
            for (name, (page, parsed)) in zip(control.names, zip(control.page, control.parsed)) {
                guard let page, control.node.property(name) != page, page != parsed else { continue }
                _ = writeProperty(name, page, of: control.node)
                let target = control.node.isHTML("option") ? control.node.ancestor("select") ?? control.node : control.node
                if !edited.contains(where: { $0 === target }) { edited.append(target) }
            }
        }
        return edited
    }

    /// The attributes static HTML wrote on `element` for the page alone, which adoption removes unless
    /// the frame wrote them: the events its app listens to, and a form control's state on parsing.
    static func staticOnlyNames(of element: TestNode) -> [String] {
        if element.isHTML("input") { return [StaticHTML.listenerAttribute, "value", "checked"] }
        if element.isHTML("option") { return [StaticHTML.listenerAttribute, "selected"] }
        return [StaticHTML.listenerAttribute]
    }
}

extension TestNode {
    /// The node before this one in its parent, or `nil`.
    var previousSibling: TestNode? {
        guard let parent, let index = parent.index(of: self), index > 0 else { return nil }
        return parent.children[index - 1]
    }
}
