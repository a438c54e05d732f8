import VDOM

/// Checks a whole frame against the DOM before any of it is applied, so a malformed frame is refused
/// without a trace.
///
/// It follows the frame's effect on the tree's shape (which ids exist, which node is whose child, which
/// events each element listens for) in a small overlay over the real DOM, touching only the nodes the
/// frame names, and reports the first patch the DOM could not carry out.
struct FrameCheck {
    private unowned let dom: TestDOM
    /// Shape of the nodes the frame touched so far, by id.
    private var overlay: [UInt32: Shadow] = [:]
    /// Children (by id) of the elements whose children the frame changed.
    private var childSets: [UInt32: Set<UInt32>] = [:]
    private var listenerLists: [UInt32: [String]] = [:]
    /// The children, in order, of the elements this frame created, while only appends changed them: what a
    /// template defined in this frame is made of, in document order.
    private var appended: [UInt32: [UInt32]] = [:]
    /// The templates this frame defined.
    private var newTemplates: [[TemplateNode]] = []

    /// One node of a template, in document order.
    private struct TemplateNode {
        var kind: TestNode.Kind
        var tag: String
        var namespace: Namespace
        /// The parent's position in the template; `nil` for the root.
        var parent: Int?
        var listeners: [String]
    }

    private struct Shadow {
        var kind: TestNode.Kind
        var tag: String
        var namespace: Namespace
        /// `false` once a removal freed the id in this frame.
        var alive: Bool
        var parent: UInt32?
    }

    init(dom: TestDOM) {
        self.dom = dom
    }

    /// Checks the next patch of the frame and records its effect; returns what is wrong, if anything.
    mutating func check(_ patch: Patch) -> String? {
        switch patch {
        case let .createElement(id, tag, namespace):
            if let problem = checkFree(id) { return problem }
            if !TestDOM.isValidName(tag) { return "invalid tag name \"\(tag)\"" }
            overlay[id.rawValue] = Shadow(kind: .element, tag: tag, namespace: namespace, alive: true, parent: nil)
            childSets[id.rawValue] = []
            listenerLists[id.rawValue] = []
            appended[id.rawValue] = []
        case let .createText(id, _), let .createComment(id, _):
            if let problem = checkFree(id) { return problem }
            let kind: TestNode.Kind
            if case .createText = patch { kind = .text } else { kind = .comment }
            overlay[id.rawValue] = Shadow(kind: kind, tag: "", namespace: .html, alive: true, parent: nil)
        case let .insert(id, parent, before):
            if let problem = checkMovable(id) ?? checkElement(parent) { return problem }
            if let current = shadow(id)!.parent { return "\(id) is already attached to \(NodeID(current))" }
            if let problem = checkChild(before, of: parent) { return problem }
            if isInclusiveAncestor(id, of: parent) { return "\(id) contains \(parent): a node cannot go inside itself" }
            attach(id, to: parent)
            if before == nil { appended[parent.rawValue]?.append(id.rawValue) } else { appended[parent.rawValue] = nil }
        case let .move(id, parent, before):
            if let problem = checkMovable(id) ?? checkElement(parent) { return problem }
            if shadow(id)!.parent != parent.rawValue { return "\(id) is not a child of \(parent)" }
            if let problem = checkChild(before, of: parent) { return problem }
            appended[parent.rawValue] = nil
        case let .remove(id):
            if let problem = checkMovable(id) { return problem }
            guard let parent = shadow(id)!.parent else { return "\(id) is not attached" }
            appended[parent] = nil
            _ = children(of: parent)
            childSets[parent]!.remove(id.rawValue)
            free(id.rawValue)
        case let .replace(old, new):
            if let problem = checkMovable(old) ?? checkMovable(new) { return problem }
            guard let parent = shadow(old)!.parent else { return "\(old) is not attached" }
            if let current = shadow(new)!.parent { return "\(new) is already attached to \(NodeID(current))" }
            if isInclusiveAncestor(new, of: old) { return "\(new) contains \(old): a node cannot go inside itself" }
            appended[parent] = nil
            _ = children(of: parent)
            childSets[parent]!.remove(old.rawValue)
            free(old.rawValue)
            attach(new, to: NodeID(parent))
        case let .clear(id), let .setInnerHTML(id, _):
            if let problem = checkElement(id) { return problem }
            for child in children(of: id.rawValue) { free(child) }
            childSets[id.rawValue] = []
            appended[id.rawValue] = nil
        case let .setText(id, _):
            if let problem = checkExists(id) { return problem }
            if shadow(id)!.kind == .element { return "\(id) is an element, not a text node or comment" }
        case let .setAttribute(id, name, _, _), let .removeAttribute(id, name, _):
            if let problem = checkElement(id) { return problem }
            if !TestDOM.isValidName(name) { return "invalid attribute name \"\(name)\"" }
        case let .setStyle(id, name, _, _), let .removeStyle(id, name):
            if let problem = checkElement(id) { return problem }
            if !TestDOM.isValidName(name) { return "invalid style property \"\(name)\"" }
        case let .setProperty(id, name, _), let .removeProperty(id, name):
            if let problem = checkElement(id) { return problem }
            let node = shadow(id)!
            if PropertyBehavior.replacesChildren(name, tag: node.tag, namespace: node.namespace) {
                for child in children(of: id.rawValue) { overlay[child] = shadow(NodeID(child)).map { detached($0) } }
                childSets[id.rawValue] = []
                appended[id.rawValue] = nil
            }
        case let .addListener(id, event):
            if let problem = checkElement(id) { return problem }
            if listeners(of: id).contains(event.name) { return "\(id) already listens for \(event.name)" }
            listenerLists[id.rawValue]!.append(event.name)
        case let .removeListener(id, event):
            if let problem = checkElement(id) { return problem }
            guard let index = listeners(of: id).firstIndex(of: event.name) else {
                return "\(id) does not listen for \(event.name)"
            }
            listenerLists[id.rawValue]!.remove(at: index)
        case let .setClass(id, _), let .callMethod(id, _):
            if let problem = checkElement(id) { return problem }
        case let .defineTemplate(number, root, count):
            let next = dom.templates.count + newTemplates.count + 1
            if number != next { return "defines template \(number), the next template is \(next)" }
            if let problem = checkElement(root) { return problem }
            guard let template = builtInThisFrame(root) else {
                return "the subtree of \(root) was not built by this frame, node by node with appends"
            }
            if template.count != count { return "the subtree of \(root) has \(template.count) nodes, not \(count)" }
            newTemplates.append(template)
        case let .copyTemplate(number, ids):
            guard number >= 1, let template = self.template(number) else { return "there is no template \(number)" }
            if ids.count != template.count { return "template \(number) has \(template.count) nodes, not \(ids.count)" }
            if ids[0] == .container { return "the root of a copy of template \(number) has no id" }
            for (position, (node, id)) in zip(template, ids).enumerated() {
                // An unnumbered node is out of reach of every later operation; one that forwards events
                // must have a number, or its events could not be told apart.
                if id == .container {
                    if !node.listeners.isEmpty { return "node \(position) of template \(number) forwards events but has no id" }
                    continue
                }
                if let problem = checkFree(id) { return problem }
                // A numbered node under an unnumbered one is attached, to the copy's root as far as the
                // checks can tell; only numbered parents list their numbered children.
                let parent = node.parent.map { ids[$0] == .container ? ids[0] : ids[$0] }
                overlay[id.rawValue] = Shadow(kind: node.kind, tag: node.tag, namespace: node.namespace, alive: true,
                                              parent: parent?.rawValue)
                if node.kind == .element {
                    childSets[id.rawValue] = []
                    appended[id.rawValue] = []
                    listenerLists[id.rawValue] = node.listeners
                }
                if let parent = node.parent, ids[parent] != .container {
                    childSets[ids[parent].rawValue]!.insert(id.rawValue)
                    appended[ids[parent].rawValue]!.append(id.rawValue)
                }
            }
        }
        return nil
    }

    // MARK: Templates

    /// The subtree at `root` as a template, if this frame created all of it and built it with appends.
    private func builtInThisFrame(_ root: NodeID) -> [TemplateNode]? {
        var nodes: [TemplateNode] = []
        var stack: [(UInt32, Int?)] = [(root.rawValue, nil)]
        while let (id, parent) = stack.popLast() {
            guard let node = overlay[id], node.alive else { return nil }
            let index = nodes.count
            nodes.append(TemplateNode(kind: node.kind, tag: node.tag, namespace: node.namespace, parent: parent,
                                      listeners: listenerLists[id] ?? []))
            guard node.kind == .element else { continue }
            guard let children = appended[id] else { return nil }
            for child in children.reversed() { stack.append((child, index)) }
        }
        return nodes
    }

    /// Template `number` (from 1), defined by an earlier frame or this one.
    private func template(_ number: Int) -> [TemplateNode]? {
        if number <= dom.templates.count {
            let subtree = dom.templates[number - 1].subtree
            return subtree.map { node in
                TemplateNode(kind: node.kind, tag: node.tag, namespace: node.namespace,
                             parent: node.parent.map { parent in subtree.firstIndex { $0 === parent }! },
                             listeners: node.listeners)
            }
        }
        let index = number - dom.templates.count - 1
        return index < newTemplates.count ? newTemplates[index] : nil
    }

    // MARK: The overlay

    private func shadow(_ id: NodeID) -> Shadow? {
        if let known = overlay[id.rawValue] { return known }
        guard let node = dom.node(id) else { return nil }
        return Shadow(kind: node.kind, tag: node.tag, namespace: node.namespace, alive: true,
                      parent: node.parent?.nodeID?.rawValue)
    }

    private func detached(_ shadow: Shadow) -> Shadow {
        var copy = shadow
        copy.parent = nil
        return copy
    }

    private mutating func children(of id: UInt32) -> Set<UInt32> {
        if let known = childSets[id] { return known }
        var set = Set<UInt32>()
        for child in dom.node(NodeID(id))?.children ?? [] {
            if let childID = child.nodeID { set.insert(childID.rawValue) }
        }
        childSets[id] = set
        return set
    }

    private mutating func listeners(of id: NodeID) -> [String] {
        if let known = listenerLists[id.rawValue] { return known }
        let list = dom.node(id)?.listeners ?? []
        listenerLists[id.rawValue] = list
        return list
    }

    private mutating func attach(_ id: NodeID, to parent: NodeID) {
        _ = children(of: parent.rawValue)
        childSets[parent.rawValue]!.insert(id.rawValue)
        var node = shadow(id)!
        node.parent = parent.rawValue
        overlay[id.rawValue] = node
    }

    /// Marks a node and everything below it as freed.
    private mutating func free(_ id: UInt32) {
        var stack = [id]
        while let next = stack.popLast() {
            guard var node = shadow(NodeID(next)) else { continue }
            stack.append(contentsOf: node.kind == .element ? children(of: next) : [])
            node.alive = false
            node.parent = nil
            overlay[next] = node
        }
    }

    private func isInclusiveAncestor(_ id: NodeID, of other: NodeID) -> Bool {
        var current: UInt32? = other.rawValue
        while let node = current {
            if node == id.rawValue { return true }
            current = shadow(NodeID(node))?.parent
        }
        return false
    }

    // MARK: Checks

    private func checkExists(_ id: NodeID) -> String? {
        guard let node = shadow(id) else { return "\(id) does not exist" }
        return node.alive ? nil : "\(id) was removed earlier in this frame"
    }

    private func checkFree(_ id: NodeID) -> String? {
        if id == .container { return "\(id) is the container" }
        guard let node = shadow(id) else { return nil }
        return node.alive ? "\(id) is already in use" : "\(id) was freed in this frame; ids are reused only by a later frame"
    }

    private func checkMovable(_ id: NodeID) -> String? {
        if id == .container { return "\(id) is the container" }
        return checkExists(id)
    }

    private func checkElement(_ id: NodeID) -> String? {
        if let problem = checkExists(id) { return problem }
        switch shadow(id)!.kind {
        case .element: return nil
        case .text: return "\(id) is a text node, not an element"
        case .comment: return "\(id) is a comment, not an element"
        }
    }

    private func checkChild(_ before: NodeID?, of parent: NodeID) -> String? {
        guard let before else { return nil }
        if let problem = checkExists(before) { return problem }
        return shadow(before)!.parent == parent.rawValue ? nil : "\(before) is not a child of \(parent)"
    }
}

extension PropertyBehavior {
    /// Whether writing the property replaces the element's children (and so detaches its child nodes).
    static func replacesChildren(_ name: String, tag: String, namespace: Namespace) -> Bool {
        switch name {
        case "textContent", "innerHTML": return true
        case "innerText": return namespace == .html
        case "defaultValue": return namespace == .html && asciiLowercased(tag) == "textarea"
        case "text": return namespace == .html && asciiLowercased(tag) == "option"
        default: return false
        }
    }
}
