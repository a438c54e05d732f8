import JSON
import VDOM
import VDOMTesting

/// The handler ids called while a case runs, in order.
final class CallLog {
    var calls: [String] = []
}

/// Turns a case's JSON vnode into the toolkit's own description, built with the public builders and
/// modifiers an app uses (`Element`, `.attribute`, `.property`, `.style`, `.class`, `.on`, `.key`,
/// `.namespace`, `.html`), so the case exercises exactly what apps run.
struct VNodeReader {
    let log: CallLog

    private static let elementFields: Set<Text> = [
        "tag", "ns", "key", "attrs", "props", "style", "class", "on", "innerHTML", "children",
    ]

    /// Reads the vnode at `path` (`[0]` for the root, `[0, 2]` for its third child), for messages.
    func node(_ json: JSONValue, at path: [Int]) throws(CaseError) -> Node {
        switch json {
        case .null:
            return .hole
        case let .object(members):
            if json["tag"] != nil { return Node(try element(members, json: json, at: path)) }
            for field: Text in ["text", "comment"] where json[field] != nil {
                try onlyField(field, in: members, at: path)
                guard case let .string(text)? = json[field] else {
                    throw CaseError("\"\(field)\" must be a string in the vnode at \(pathText(path))")
                }
                return field == "text" ? .text(text) : .comment(text)
            }
            throw CaseError("the vnode at \(pathText(path)) has none of \"tag\", \"text\", \"comment\"")
        default:
            throw CaseError("the vnode at \(pathText(path)) is \(json.kindName), not an object or null")
        }
    }

    private func onlyField(_ field: Text, in members: [(Text, JSONValue)], at path: [Int]) throws(CaseError) {
        for (name, _) in members where name != field {
            throw CaseError("unknown field \"\(name)\" in the \(field) vnode at \(pathText(path))")
        }
    }

    private func element(_ members: [(Text, JSONValue)], json: JSONValue, at path: [Int]) throws(CaseError) -> Element {
        for (name, _) in members where !VNodeReader.elementFields.contains(name) {
            throw CaseError("unknown field \"\(name)\" in the vnode at \(pathText(path))")
        }
        guard case let .string(tag)? = json["tag"] else { throw CaseError("\"tag\" must be a string at \(pathText(path))") }
        var children: [Node] = []
        if let list = json["children"] {
            guard case let .array(items) = list else {
                throw CaseError("\"children\" at \(pathText(path)) is \(list.kindName), not an array")
            }
            if json["innerHTML"] != nil {
                throw CaseError("the vnode at \(pathText(path)) has both \"innerHTML\" and \"children\"")
            }
            children.reserveCapacity(items.count)
            for (index, item) in items.enumerated() { children.append(try node(item, at: path + [index])) }
        }
        var element = Element(String(tag), children: children)
        for (member, value) in try fieldMembers("attrs", of: json, at: path) {
            let name = String(member)
            switch value {
            case let .string(text): element = element.attribute(name, text)
            case let .number(number): element = element.attribute(name, number.text)
            case let .bool(present): element = element.attribute(name, present: present)
            case .null: element = element.attribute(name, nil)
            default: throw CaseError("attribute \"\(name)\" at \(pathText(path)) is \(value.kindName)")
            }
        }
        for (member, value) in try fieldMembers("props", of: json, at: path) {
            let name = String(member)
            switch value {
            case let .string(text): element = element.property(name, .string(String(text)))
            case let .bool(flag): element = element.property(name, .bool(flag))
            case let .number(number): element = element.property(name, .number(number.double))
            case .null: continue
            default: throw CaseError("property \"\(name)\" at \(pathText(path)) is \(value.kindName)")
            }
        }
        for (member, value) in try fieldMembers("style", of: json, at: path) {
            let name = String(member)
            switch value {
            case let .string(text):
                let (declared, important) = VNodeReader.splitImportant(String(text))
                element = element.style(name, Text(declared), important: important)
            case let .number(number): element = element.style(name, number.text)
            case .null: continue
            default: throw CaseError("style \"\(name)\" at \(pathText(path)) is \(value.kindName)")
            }
        }
        switch json["class"] {
        case nil, .null?:
            break
        case let .string(names)?:
            element = element.class(names)
        case let .object(entries)?:
            for (name, on) in entries {
                switch on {
                case let .bool(flag): element = element.class(name, when: flag)
                case .null: continue
                default: throw CaseError("class \"\(name)\" at \(pathText(path)) is \(on.kindName), not a boolean")
                }
            }
        case let other?:
            throw CaseError("\"class\" at \(pathText(path)) is \(other.kindName), not a string or an object")
        }
        for (event, handler) in try fieldMembers("on", of: json, at: path) {
            guard case let .string(id) = handler else {
                throw CaseError("handler for \"\(event)\" at \(pathText(path)) is \(handler.kindName), not a string id")
            }
            let log = self.log, call = String(id)
            element = element.on(EventName(String(event))) { (_: inout DOMEvent) in log.calls.append(call) }
        }
        switch json["key"] {
        case nil, .null?: break
        case let .string(text)?: element = element.key(.string(String(text)))
        case let .number(number)?: element = element.key(.string(String(number.text)))
        case let .bool(flag)?: element = element.key(.string(flag ? "true" : "false"))
        case let other?: throw CaseError("\"key\" at \(pathText(path)) is \(other.kindName)")
        }
        switch json["ns"] {
        case nil, .null?: break
        case let .string(uri)?: element = element.namespace(VNodeReader.namespace(String(uri)))
        case let other?: throw CaseError("\"ns\" at \(pathText(path)) is \(other.kindName), not a URI")
        }
        switch json["innerHTML"] {
        case nil, .null?: break
        case let .string(html)?: element = element.html(html)
        case let other?: throw CaseError("\"innerHTML\" at \(pathText(path)) is \(other.kindName), not a string")
        }
        return element
    }

    private func fieldMembers(_ field: Text, of json: JSONValue, at path: [Int]) throws(CaseError) -> [(Text, JSONValue)] {
        switch json[field] {
        case nil, .null?: return []
        case let .object(members)?: return members
        case let other?: throw CaseError("\"\(field)\" at \(pathText(path)) is \(other.kindName), not an object")
        }
    }

    /// A namespace URI; `svg`, `html` and `math` are accepted as short names.
    static func namespace(_ uri: String) -> Namespace {
        switch uri {
        case "svg": return .svg
        case "html": return .html
        case "math", "mathml": return .mathML
        default: return Namespace(uri: uri)
        }
    }

    /// `"red !important"` → `("red", true)`: a trailing `!important` (any case, spaces allowed) sets the
    /// priority.
    static func splitImportant(_ value: String) -> (String, Bool) {
        var text = Substring(value)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        let word = "important"
        guard text.count >= word.count, text.suffix(word.count).lowercased() == word else { return (value, false) }
        var rest = text.dropLast(word.count)
        while let last = rest.last, last.isWhitespace { rest.removeLast() }
        guard rest.last == "!" else { return (value, false) }
        rest.removeLast()
        while let last = rest.last, last.isWhitespace { rest.removeLast() }
        return (String(rest), true)
    }
}

/// A vnode position in messages: `[0, 2]`.
func pathText(_ path: [Int]) -> String {
    "[" + path.map(String.init).joined(separator: ", ") + "]"
}
