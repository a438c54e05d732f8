import VDOM

/// Writes nodes as HTML, as `innerHTML` and `outerHTML` do.
///
/// Attributes keep their order and qualified names; `class` is the attribute as set; `style` is written
/// from the declarations (`color: red; margin: 0 !important;`) and left out while there are none. Text is
/// escaped (`&`, `<`, `>`, no-break space), attribute values too (and `"`); text inside `script`, `style`
/// and the other raw-text elements is not. HTML void elements have no end tag; raw HTML is written
/// verbatim. Properties (a typed `value`, `checked`) are not attributes and do not appear, as in a browser.
/// The walk is iterative, so any depth serialises.
public enum HTMLSerializer {
    static let voidElements: Set<String> = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input", "keygen",
        "link", "meta", "param", "source", "track", "wbr",
    ]
    static let rawTextElements: Set<String> = [
        "style", "script", "xmp", "iframe", "noembed", "noframes", "plaintext", "noscript",
    ]

    /// The HTML of the node's children.
    public static func innerHTML(of node: TestNode) -> String {
        if let raw = node.rawHTML { return raw }
        var out = ""
        for child in node.children { write(child, into: &out) }
        return out
    }

    /// The HTML of the node itself.
    public static func outerHTML(of node: TestNode) -> String {
        var out = ""
        write(node, into: &out)
        return out
    }

    private enum Step {
        case open(TestNode)
        case close(String)
    }

    private static func write(_ root: TestNode, into out: inout String) {
        var stack: [Step] = [.open(root)]
        while let step = stack.popLast() {
            switch step {
            case let .close(tag):
                out += "</\(tag)>"
            case let .open(node):
                switch node.kind {
                case .text:
                    if let parent = node.parent, parent.isHTMLElement, rawTextElements.contains(parent.htmlTag) {
                        out += node.data
                    } else {
                        out += escapeText(node.data)
                    }
                case .comment:
                    out += "<!--\(node.data)-->"
                case .element:
                    out += "<\(node.localName)"
                    for attribute in node.attributes {
                        out += " \(attribute.name)=\"\(escapeAttribute(attribute.value))\""
                    }
                    out += ">"
                    if node.isHTMLElement && voidElements.contains(node.htmlTag) { continue }
                    stack.append(.close(node.localName))
                    if let raw = node.rawHTML {
                        out += raw
                    } else {
                        for child in node.children.reversed() { stack.append(.open(child)) }
                    }
                }
            }
        }
    }

    /// Reads character references back, as a parser does: the named ones a serialiser and tests write
    /// (`amp`, `lt`, `gt`, `quot`, `apos`, `nbsp`) and numeric ones; anything else stays as written.
    public static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            if let semicolon = rest.prefix(12).firstIndex(of: ";") {
                let name = rest[rest.index(after: rest.startIndex)..<semicolon]
                var decoded: Character?
                switch name {
                case "amp": decoded = "&"
                case "lt": decoded = "<"
                case "gt": decoded = ">"
                case "quot": decoded = "\""
                case "apos": decoded = "'"
                case "nbsp": decoded = "\u{A0}"
                default:
                    if name.hasPrefix("#x") || name.hasPrefix("#X") {
                        decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(Character.init)
                    } else if name.hasPrefix("#") {
                        decoded = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init).map(Character.init)
                    }
                }
                if let decoded {
                    out.append(decoded)
                    rest = rest[rest.index(after: semicolon)...]
                    continue
                }
            }
            out.append("&")
            rest = rest.dropFirst()
        }
        return out + rest
    }

    public static func escapeText(_ text: String) -> String { escape(text, quotes: false) }

    public static func escapeAttribute(_ text: String) -> String { escape(text, quotes: true) }

    /// Escapes as the HTML serialisation algorithm does: `&`, `<`, `>` and no-break spaces always, and `"`
    /// in attribute values.
    private static func escape(_ text: String, quotes: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "\"" where quotes: out += "&quot;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\u{A0}": out += "&nbsp;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension TestDOM {
    /// The container's `innerHTML`: the rendered root nodes as HTML.
    public var html: String { HTMLSerializer.innerHTML(of: container) }
}

extension TestNode {
    /// The node as HTML, as `outerHTML` gives it.
    public var outerHTML: String { HTMLSerializer.outerHTML(of: self) }
    /// The children as HTML (or the raw HTML), as `innerHTML` gives it.
    public var innerHTML: String { HTMLSerializer.innerHTML(of: self) }
}
