import Foundation
import VDOMTesting

/// Parses the HTML of `expect.html` and of raw-HTML content into trees: start and end tags, attributes
/// (quoted, bare or valueless), void elements, comments, and character references in text and values.
/// An end tag closes the nearest open element with its name; stray end tags are ignored.
enum HTMLTreeParser {
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    static func parse(_ html: String) -> [Tree] {
        var root = Tree(kind: .element)
        var stack: [Tree] = []
        var current = root
        var scalars = Substring(html)

        func append(_ node: Tree) { current.children.append(node) }
        func appendText(_ text: String) {
            if text.isEmpty { return }
            append(Tree(kind: .text, text: HTMLSerializer.unescape(text)))
        }

        while !scalars.isEmpty {
            guard let open = scalars.firstIndex(of: "<") else {
                appendText(String(scalars))
                break
            }
            appendText(String(scalars[..<open]))
            scalars = scalars[open...]
            if scalars.hasPrefix("<!--") {
                let body = scalars.dropFirst(4)
                if let end = body.range(of: "-->") {
                    append(Tree(kind: .comment, text: String(body[..<end.lowerBound])))
                    scalars = body[end.upperBound...]
                } else {
                    append(Tree(kind: .comment, text: String(body)))
                    scalars = ""
                }
            } else if scalars.hasPrefix("</") {
                guard let close = scalars.firstIndex(of: ">") else { break }
                let name = scalars[scalars.index(scalars.startIndex, offsetBy: 2)..<close]
                    .trimmingCharacters(in: .whitespaces).lowercased()
                scalars = scalars[scalars.index(after: close)...]
                let open = [current] + stack.reversed()
                if let depth = open.firstIndex(where: { !$0.tag.isEmpty && $0.tag == name }) {
                    for _ in 0...depth {
                        var parent = stack.removeLast()
                        parent.children.append(current)
                        current = parent
                    }
                }
            } else if let tag = readStartTag(&scalars) {
                let element = Tree(kind: .element, tag: tag.name, attributes: tag.attributes)
                if voidElements.contains(tag.name.lowercased()) || tag.selfClosing {
                    append(element)
                } else {
                    stack.append(current)
                    current = element
                }
            } else {
                appendText("<")
                scalars = scalars.dropFirst()
            }
        }
        while let parent = stack.popLast() {
            var parent = parent
            parent.children.append(current)
            current = parent
        }
        root = current
        return root.children
    }

    private struct StartTag {
        var name: String
        var attributes: [(namespace: String?, name: String, value: String)]
        var selfClosing: Bool
    }

    private static func readStartTag(_ text: inout Substring) -> StartTag? {
        var rest = text.dropFirst()
        let name = rest.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
        guard let first = name.first, first.isLetter else { return nil }
        rest = rest.dropFirst(name.count)
        var tag = StartTag(name: String(name).lowercased(), attributes: [], selfClosing: false)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard let next = rest.first else { return nil }
            if next == ">" {
                text = rest.dropFirst()
                return tag
            }
            if rest.hasPrefix("/>") {
                tag.selfClosing = true
                text = rest.dropFirst(2)
                return tag
            }
            if next == "/" {
                rest = rest.dropFirst()
                continue
            }
            let attributeName = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" && $0 != "/" }
            rest = rest.dropFirst(attributeName.count).drop { $0.isWhitespace }
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop { $0.isWhitespace }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    rest = rest.dropFirst()
                    let body = rest.prefix { $0 != quote }
                    value = HTMLSerializer.unescape(String(body))
                    rest = rest.dropFirst(body.count + 1)
                } else {
                    let body = rest.prefix { !$0.isWhitespace && $0 != ">" }
                    value = HTMLSerializer.unescape(String(body))
                    rest = rest.dropFirst(body.count)
                }
            }
            tag.attributes.append((nil, String(attributeName).lowercased(), value))
        }
    }
}
