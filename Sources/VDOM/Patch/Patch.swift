/// One DOM operation. A frame is an ordered list of these; `docs/patch-format.md` is the contract every
/// applier (the browser shim, the test DOM) follows. The list of cases is closed.
public enum Patch: Equatable, CustomStringConvertible {
    /// Creates a detached element with a fresh id.
    case createElement(NodeID, tag: String, namespace: Namespace)
    /// Creates a detached text node.
    case createText(NodeID, Text)
    /// Creates a detached comment node.
    case createComment(NodeID, Text)
    /// Puts a new node into `parent`, before `before` (or at the end when `nil`).
    case insert(NodeID, parent: NodeID, before: NodeID?)
    /// Moves a node that is already in `parent` to before `before` (or to the end when `nil`).
    case move(NodeID, parent: NodeID, before: NodeID?)
    /// Detaches a node; its id and those of its descendants are free afterwards.
    case remove(NodeID)
    /// Puts the new node where the old one was and detaches the old one.
    case replace(NodeID, with: NodeID)
    /// Detaches every child of the element at once.
    case clear(NodeID)
    /// Sets the data of a text or comment node.
    case setText(NodeID, Text)
    /// Sets an attribute; `namespace` is the URI for prefixed names (`xlink:href`), else `nil`.
    case setAttribute(NodeID, name: String, value: Text, namespace: String?)
    case removeAttribute(NodeID, name: String, namespace: String?)
    /// Sets the whole `class` attribute; an empty value removes it.
    case setClass(NodeID, Text)
    /// Writes a DOM property. Appliers write only when the live value differs.
    case setProperty(NodeID, name: String, value: PropertyValue)
    /// Resets a property to its default: `""` for strings, `false` for booleans, `0` for numbers.
    case removeProperty(NodeID, name: String)
    case setStyle(NodeID, name: String, value: Text, important: Bool)
    case removeStyle(NodeID, name: String)
    /// Starts forwarding an event of this node to Swift.
    case addListener(NodeID, event: EventName)
    case removeListener(NodeID, event: EventName)
    /// Replaces the element's children with parsed HTML.
    case setInnerHTML(NodeID, Text)
    /// Calls a method of the element without arguments (`focus`, `showModal`…).
    case callMethod(NodeID, name: String)
    /// Keeps a copy of the detached subtree at `root`, just created and `count` nodes in all, as template
    /// `number`. Templates are numbered from 1, in the order they are defined, for the life of the page.
    case defineTemplate(Int, root: NodeID, count: Int)
    /// Creates a detached copy of template `number`, its nodes numbered `ids` in document order; a node
    /// whose id is `container` (0) gets no number (the root always has one).
    case copyTemplate(Int, ids: [NodeID])

    public static func == (a: Patch, b: Patch) -> Bool {
        switch (a, b) {
        case let (.createElement(i, t, n), .createElement(j, u, m)): return i == j && t.bytesEqual(u) && n == m
        case let (.createText(i, t), .createText(j, u)), let (.createComment(i, t), .createComment(j, u)),
             let (.setText(i, t), .setText(j, u)), let (.setClass(i, t), .setClass(j, u)):
            return i == j && t == u
        case let (.setInnerHTML(i, t), .setInnerHTML(j, u)):
            return i == j && t == u
        case let (.callMethod(i, t), .callMethod(j, u)),
             let (.removeProperty(i, t), .removeProperty(j, u)), let (.removeStyle(i, t), .removeStyle(j, u)):
            return i == j && t.bytesEqual(u)
        case let (.insert(i, p, x), .insert(j, q, y)), let (.move(i, p, x), .move(j, q, y)):
            return i == j && p == q && x == y
        case let (.remove(i), .remove(j)), let (.clear(i), .clear(j)):
            return i == j
        case let (.replace(i, x), .replace(j, y)):
            return i == j && x == y
        case let (.setAttribute(i, n, v, s), .setAttribute(j, m, w, t)):
            return i == j && n.bytesEqual(m) && v == w && s.bytesEqual(t)
        case let (.removeAttribute(i, n, s), .removeAttribute(j, m, t)):
            return i == j && n.bytesEqual(m) && s.bytesEqual(t)
        case let (.setProperty(i, n, v), .setProperty(j, m, w)):
            return i == j && n.bytesEqual(m) && v == w
        case let (.setStyle(i, n, v, x), .setStyle(j, m, w, y)):
            return i == j && n.bytesEqual(m) && v == w && x == y
        case let (.addListener(i, e), .addListener(j, f)), let (.removeListener(i, e), .removeListener(j, f)):
            return i == j && e == f
        case let (.defineTemplate(t, i, n), .defineTemplate(u, j, m)):
            return t == u && i == j && n == m
        case let (.copyTemplate(t, i), .copyTemplate(u, j)):
            return t == u && i == j
        default:
            return false
        }
    }

    /// One readable line, used in test failure messages.
    public var description: String {
        switch self {
        case let .createElement(id, tag, namespace):
            return namespace == .html ? "createElement \(id) <\(tag)>" : "createElement \(id) <\(tag)> in \(namespace.uri)"
        case let .createText(id, text): return "createText \(id) \(quoted(text.description))"
        case let .createComment(id, text): return "createComment \(id) \(quoted(text.description))"
        case let .insert(id, parent, before): return "insert \(id) into \(parent)\(place(before))"
        case let .move(id, parent, before): return "move \(id) in \(parent)\(place(before))"
        case let .remove(id): return "remove \(id)"
        case let .replace(old, new): return "replace \(old) with \(new)"
        case let .clear(id): return "clear \(id)"
        case let .setText(id, text): return "setText \(id) \(quoted(text.description))"
        case let .setAttribute(id, name, value, ns):
            return "setAttribute \(id) \(name)=\(quoted(value.description))\(ns.map { " in \($0)" } ?? "")"
        case let .removeAttribute(id, name, ns): return "removeAttribute \(id) \(name)\(ns.map { " in \($0)" } ?? "")"
        case let .setClass(id, value): return "setClass \(id) \(quoted(value.description))"
        case let .setProperty(id, name, value): return "setProperty \(id) \(name)=\(value)"
        case let .removeProperty(id, name): return "removeProperty \(id) \(name)"
        case let .setStyle(id, name, value, important):
            return "setStyle \(id) \(name): \(value.description)\(important ? " !important" : "")"
        case let .removeStyle(id, name): return "removeStyle \(id) \(name)"
        case let .addListener(id, event): return "addListener \(id) \(event.name)"
        case let .removeListener(id, event): return "removeListener \(id) \(event.name)"
        case let .setInnerHTML(id, html): return "setInnerHTML \(id) \(quoted(html.description))"
        case let .callMethod(id, name): return "callMethod \(id) \(name)()"
        case let .defineTemplate(number, root, count):
            return "defineTemplate \(number) from \(root) (\(count) \(count == 1 ? "node" : "nodes"))"
        case let .copyTemplate(number, ids): return "copyTemplate \(number) as \(idList(ids))"
        }
    }
}

/// Ids as the copy of a template names them: a rising run of consecutive ids as its ends (`#5…#9`).
private func idList(_ ids: [NodeID]) -> String {
    if ids.count > 2, zip(ids, ids.dropFirst()).allSatisfy({ $0.rawValue + 1 == $1.rawValue }) {
        return "\(ids[0])…\(ids[ids.count - 1])"
    }
    return ids.map { $0 == .container ? "-" : $0.description }.joined(separator: " ")
}

private func quoted(_ text: String) -> String { "\"\(text)\"" }
private func place(_ before: NodeID?) -> String { before.map { " before \($0)" } ?? " at end" }
