import Observing

/// The first half of a render: runs every component body in the new description (each tracked on its
/// own) and checks everything the DOM would refuse: names, duplicate keys, components with several roots.
/// Only a description that passes reaches the diff, so a rejected render leaves no trace.
enum Preparation {
    static func prepare(_ root: Node) throws(RenderError) {
        var stack = [root]
        while let node = stack.popLast() {
            switch node.storage {
            case .text, .comment, .hole:
                break
            case let .component(component):
                let body = try render(component.body, into: component.draft)
                stack.append(body)
            case let .element(element):
                try check(element)
                let children = element.children
                try checkKeys(children, parent: element.tag)
                // Reversed, so components render in document order.
                stack.append(contentsOf: children.reversed())
            }
        }
    }

    /// Runs a component body under tracking and keeps the result in its draft.
    static func render(_ body: () -> [Node], into draft: ComponentDraft) throws(RenderError) -> Node {
        let (nodes, reads) = track(body)
        draft.reads = reads
        guard nodes.count <= 1 else { throw .componentWithSeveralRoots(count: nodes.count) }
        draft.body = nodes.first ?? .hole
        return draft.body
    }

    private static func check(_ element: Element) throws(RenderError) {
        let tag = element.tag
        guard NameRules.isValidTag(tag) else { throw .invalidTagName(tag) }
        for attribute in element.attributes where !NameRules.isValidAttribute(attribute.name) {
            throw .invalidAttributeName(attribute.name, tag: tag)
        }
        for listener in element.listeners where !NameRules.isValidToken(listener.event.name) {
            throw .invalidEventName(listener.event.name, tag: tag)
        }
        for style in element.styles where !NameRules.isValidToken(style.name) {
            throw .invalidStyleName(style.name, tag: tag)
        }
        for property in element.properties where !NameRules.isValidToken(property.name) {
            throw .invalidPropertyName(property.name, tag: tag)
        }
    }

    private static func checkKeys(_ children: [Node], parent: String) throws(RenderError) {
        var keyed = 0
        for child in children where child.key != nil { keyed += 1 }
        guard keyed > 1 else { return }
        var seen: [Key: Int] = [:]
        seen.reserveCapacity(keyed)
        for (position, child) in children.enumerated() {
            guard let key = child.key else { continue }
            if let first = seen.updateValue(position, forKey: key) {
                throw .duplicateKey(key, parent: parent, first: first, second: position)
            }
        }
    }
}
