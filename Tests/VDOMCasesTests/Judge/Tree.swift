import JSON
import VDOMCases

/// A node of the DOM trees the judge compares: from a runner's snapshot, from expected HTML, or from a
/// case's vnode.
struct Tree {
    enum Kind: Equatable {
        case element
        case text
        case comment
    }

    var kind: Kind
    var tag = ""
    var namespace: String?
    /// `[namespace, name, value]` as in snapshots.
    var attributes: [(namespace: String?, name: String, value: String)] = []
    var styles: [(name: String, value: String, priority: String)] = []
    var text = ""
    var children: [Tree] = []
    /// Snapshot fields the comparisons of shape ignore.
    var id: Int?
    var properties: [(Text, JSONValue)] = []
    var rawHTML: String?

    /// Children as parsed, with raw HTML parsed into nodes.
    var effectiveChildren: [Tree] {
        if let rawHTML { return HTMLTreeParser.parse(rawHTML) }
        return children
    }

    /// `textContent`.
    var textContent: String {
        switch kind {
        case .text: return text
        case .comment: return ""
        case .element: return effectiveChildren.map { $0.textContent }.joined()
        }
    }

    func attribute(_ name: String) -> (namespace: String?, name: String, value: String)? {
        if let exact = attributes.first(where: { $0.name == name }) { return exact }
        guard namespace != Tree.svg else { return nil }
        return attributes.first { $0.name.lowercased() == name.lowercased() }
    }

    static let svg = "http://www.w3.org/2000/svg"

    /// The node at a path of child indices from a list of roots.
    static func at(_ path: [Int], in roots: [Tree]) -> Tree? {
        var nodes = roots
        var node: Tree?
        for index in path {
            guard index >= 0, index < nodes.count else { return nil }
            node = nodes[index]
            nodes = node!.children
        }
        return node
    }
}

extension Tree {
    /// Reads a snapshot node (`{"id", "tag", "ns", "attrs", "props", "style", "listeners", "children" | "html"}`).
    init?(snapshot json: JSONValue) {
        guard case .object = json else { return nil }
        if case let .string(text)? = json["text"] {
            self.init(kind: .text, text: String(text))
        } else if case let .string(text)? = json["comment"] {
            self.init(kind: .comment, text: String(text))
        } else if case let .string(tag)? = json["tag"] {
            self.init(kind: .element, tag: String(tag))
            if case let .string(ns)? = json["ns"] { namespace = String(ns) }
            if case let .array(items)? = json["attrs"] {
                for case let .array(parts) in items where parts.count == 3 {
                    guard case let .string(name) = parts[1], case let .string(value) = parts[2] else { continue }
                    var ns: String?
                    if case let .string(uri) = parts[0] { ns = String(uri) }
                    attributes.append((ns, String(name), String(value)))
                }
            }
            if case let .array(items)? = json["style"] {
                for case let .array(parts) in items where parts.count >= 2 {
                    guard case let .string(name) = parts[0] else { continue }
                    let value: String
                    switch parts[1] {
                    case let .string(text): value = String(text)
                    default: value = String(parts[1].jsonText)
                    }
                    var priority = ""
                    if parts.count > 2, case let .string(p) = parts[2] { priority = String(p) }
                    styles.append((String(name), value, priority))
                }
            }
            if case let .object(props)? = json["props"] { properties = props }
            if case let .string(raw)? = json["html"] {
                rawHTML = String(raw)
            } else if case let .array(items)? = json["children"] {
                children = items.compactMap { Tree(snapshot: $0) }
            }
        } else {
            return nil
        }
        if case let .number(id)? = json["id"], let id = id.int { self.id = id }
    }

    static func snapshot(_ json: JSONValue?) -> [Tree] {
        guard case let .array(items)? = json else { return [] }
        return items.compactMap { Tree(snapshot: $0) }
    }
}
