import JSON
import VDOMCases

/// One entry of `expect.checks`: a property, attribute, style, class set or namespace at a path.
struct Check {
    let json: JSONValue

    init(_ json: JSONValue) { self.json = json }

    /// Properties a runner must report on these elements: missing, they fail rather than default.
    static let reported: [String: Set<String>] = [
        "input": ["value", "checked", "disabled"], "textarea": ["value", "disabled"],
        "select": ["value", "selectedIndex", "disabled"], "option": ["value", "selected", "disabled"],
        "button": ["disabled"], "fieldset": ["disabled"], "optgroup": ["disabled"],
    ]

    func failure(in dom: [Tree]) -> String? {
        let path = json["path"]?.intItems ?? []
        let at = json["path"]?.jsonText ?? "[]"
        guard let node = Tree.at(path, in: dom) else { return "no node at \(at)" }
        if let pair = json["prop"]?.arrayItems, pair.count == 2, case let .string(name) = pair[0] {
            let got = property(String(name), of: node)
            return Check.same(got, pair[1]) ? nil : "prop \(name) at \(at): \(got?.jsonText ?? "not reported") != \(pair[1].jsonText)"
        }
        if let pair = json["attr"]?.arrayItems, pair.count == 2, case let .string(name) = pair[0] {
            let got = node.attribute(String(name))?.value
            return got == Judge.keyText(pair[1]) ? nil : "attr \(name) at \(at): \(got ?? "absent") != \(pair[1].jsonText)"
        }
        if case let .string(name)? = json["no_attr"] {
            return node.attribute(String(name)) == nil ? nil : "attr \(name) present at \(at)"
        }
        if let triple = json["attr_ns"]?.arrayItems, triple.count == 3 {
            let namespace = Judge.keyText(triple[0]), local = Judge.keyText(triple[1])
            let hit = node.attributes.first { $0.namespace == namespace && $0.name.split(separator: ":").last.map(String.init) == local }
            return hit?.value == Judge.keyText(triple[2]) ? nil : "attr \(local){\(namespace)} at \(at): \(hit?.value ?? "absent")"
        }
        if let pair = json["style"]?.arrayItems, pair.count == 2, case let .string(name) = pair[0] {
            let got = node.styles.first { $0.name == String(name) }?.value ?? ""
            let want = Judge.keyText(pair[1])
            return got.trimmingWhitespace == want ? nil : "style \(name) at \(at): \"\(got)\" != \"\(want)\""
        }
        if let pair = json["style_priority"]?.arrayItems, pair.count == 2, case let .string(name) = pair[0] {
            let got = node.styles.first { $0.name == String(name) }?.priority ?? ""
            let want = Judge.keyText(pair[1])
            return got == want ? nil : "style priority \(name) at \(at): \"\(got)\" != \"\(want)\""
        }
        if let names = json["class_set"]?.arrayItems {
            let got = Set((node.attribute("class")?.value ?? "").split(separator: " ").map(String.init))
            let want = Set(names.map(Judge.keyText))
            return got == want ? nil : "classes at \(at): \(got.sorted()) != \(want.sorted())"
        }
        if case let .string(namespace)? = json["ns"] {
            return node.namespace == String(namespace) ? nil : "namespace at \(at): \(node.namespace ?? "none") != \(namespace)"
        }
        return "unknown check \(json.jsonText)"
    }

    /// The property as reported, with the defaults a browser has for unreported ones.
    private func property(_ name: String, of node: Tree) -> JSONValue? {
        if let reported = node.properties.last(where: { $0.0 == Text(name) }) { return reported.1 }
        if name == "textContent" { return .string(Text(node.textContent)) }
        if Check.reported[node.tag.lowercased()]?.contains(name) == true { return nil }
        switch name {
        case "disabled": return .bool(node.attribute("disabled") != nil)
        case "checked", "selected", "indeterminate": return .bool(false)
        case "value": return .string("")
        default: return nil
        }
    }

    /// Equality that keeps booleans apart from numbers.
    static func same(_ a: JSONValue?, _ b: JSONValue) -> Bool {
        guard let a else { return false }
        switch (a, b) {
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x.double == y.double
        case let (.string(x), .string(y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
