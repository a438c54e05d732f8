import Foundation

/// The comparable form of a DOM tree: adjacent text merged, empty text dropped, tags in lower case,
/// attributes sorted by name, class tokens sorted, style declarations parsed and sorted (from the `style`
/// attribute and the declarations alike), raw HTML parsed. Two trees that a browser would show alike
/// have equal normal forms.
indirect enum NormalForm: Equatable, CustomStringConvertible {
    case text(String)
    case comment(String)
    case element(tag: String, attributes: [Attribute], children: [NormalForm])

    struct Attribute: Equatable {
        let name: String
        let value: String
    }

    static func of(_ trees: [Tree]) -> [NormalForm] {
        var out: [NormalForm] = []
        for tree in trees {
            switch tree.kind {
            case .text:
                if tree.text.isEmpty { continue }
                if case let .text(previous)? = out.last {
                    out[out.count - 1] = .text(previous + tree.text)
                } else {
                    out.append(.text(tree.text))
                }
            case .comment:
                out.append(.comment(tree.text))
            case .element:
                var attributes: [String: String] = [:]
                var style: [String: String] = [:]
                for attribute in tree.attributes {
                    let name = attribute.name.lowercased()
                    switch name {
                    case "class":
                        let tokens = attribute.value.split(whereSeparator: { $0.isWhitespace }).sorted()
                        if !tokens.isEmpty { attributes[name] = tokens.joined(separator: " ") }
                    case "style":
                        for (key, value) in parseStyle(attribute.value) { style[key] = value }
                    default:
                        attributes[name] = attribute.value
                    }
                }
                for declaration in tree.styles {
                    let value = collapse(declaration.value + (declaration.priority == "important" ? " !important" : ""))
                    if !collapse(declaration.value).isEmpty { style[declaration.name.lowercased()] = value }
                }
                if !style.isEmpty {
                    attributes["style"] = style.keys.sorted().map { "\($0): \(style[$0]!)" }.joined(separator: "; ")
                }
                let sorted = attributes.keys.sorted().map { Attribute(name: $0, value: attributes[$0]!) }
                out.append(.element(tag: tree.tag.lowercased(), attributes: sorted, children: of(tree.effectiveChildren)))
            }
        }
        return out
    }

    /// `color: red; margin: 0 !important` → name → value (with ` !important`), whitespace collapsed.
    static func parseStyle(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        for declaration in text.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            let name = declaration[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            var value = String(declaration[declaration.index(after: colon)...])
            if let range = value.range(of: #"\s*!\s*important\s*$"#, options: [.regularExpression, .caseInsensitive]) {
                value.replaceSubrange(range, with: " !important")
            }
            value = collapse(value)
            if !value.isEmpty { out[name] = value }
        }
        return out
    }

    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    var description: String {
        switch self {
        case let .text(text): return "\"\(text)\""
        case let .comment(text): return "<!--\(text)-->"
        case let .element(tag, attributes, children):
            let attrs = attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
            return "<\(tag)\(attrs)>" + children.map { $0.description }.joined() + "</\(tag)>"
        }
    }
}
