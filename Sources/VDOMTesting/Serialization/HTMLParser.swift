import VDOM

/// Reads the HTML ``StaticHTML`` writes back into nodes, as a browser's parser reads it: elements with
/// their attributes (a field's `value`, `checked` and `selected` giving its state), text with its character
/// references, comments, void and raw-text elements, and SVG and MathML in their namespaces (with their
/// names' case, and `xlink:`, `xml:` and `xmlns` attributes in theirs), by the renderer's rules: `<svg>`
/// and `<math>` start them, the children of `<foreignObject>` are HTML again. It reads well-formed markup
/// of that kind only (what ``ContentModel`` lets through); anything else is a ``StaticHTMLError`` naming the
/// offset, never a guess.
enum HTMLParser {
    static func parse(_ html: String, into dom: TestDOM) throws(StaticHTMLError) -> [TestNode] {
        var reader = Reader(bytes: Array(html.utf8))
        let root = dom.makeNode(.element, id: nil, tag: "#fragment")
        // The open elements, each with the namespace of its children.
        var open: [(node: TestNode, children: Namespace)] = [(root, .html)]
        while !reader.isAtEnd {
            if reader.skip("<!--") {
                let data = try reader.until("-->")
                open.last!.node.children.append(adopt(dom.makeNode(.comment, id: nil, data: data), in: open.last!.node))
            } else if reader.skip("</") {
                let tag = try reader.until(">").lowercased()
                guard open.count > 1, asciiLowercased(open.last!.node.localName) == tag else {
                    throw reader.error("</\(tag)> closes no open <\(tag)>")
                }
                open.removeLast()
            } else if reader.peek("<") {
                reader.at += 1
                let element = try readElement(&reader, dom, in: open.last!.children)
                let parent = open.last!.node
                parent.children.append(adopt(element, in: parent))
                let tag = element.localName
                guard element.namespace == .html else {
                    open.append((element, element.namespace.forChildren(of: tag)))
                    continue
                }
                if HTMLSerializer.voidElements.contains(tag) { continue }
                if HTMLSerializer.rawTextElements.contains(tag) || tag == "textarea" {
                    // A text area's text is its default value, with references read; a raw-text element's is not.
                    let text = try reader.until("</\(tag)>")
                    let content = tag == "textarea" ? HTMLSerializer.unescape(text) : text
                    if !content.isEmpty {
                        element.children.append(adopt(dom.makeNode(.text, id: nil, data: content), in: element))
                    }
                    continue
                }
                open.append((element, element.namespace.forChildren(of: tag)))
            } else {
                let text = HTMLSerializer.unescape(reader.text())
                let parent = open.last!.node
                parent.children.append(adopt(dom.makeNode(.text, id: nil, data: text), in: parent))
            }
        }
        guard open.count == 1 else { throw reader.error("<\(open.last!.node.localName)> is not closed") }
        let nodes = root.children
        for node in nodes { node.parent = nil }
        root.children = []
        return nodes
    }

    private static func adopt(_ node: TestNode, in parent: TestNode) -> TestNode {
        node.parent = parent
        return node
    }

    /// An element whose parent's children live in `inherited`: an HTML one's tag in lower case, as the
    /// parser has it; a foreign one's as written, which is the case the view gave it.
    private static func readElement(_ reader: inout Reader, _ dom: TestDOM, in inherited: Namespace) throws(StaticHTMLError) -> TestNode {
        let written = reader.name()
        guard !written.isEmpty else { throw reader.error("a tag without a name") }
        let namespace = Namespace.of(tag: inherited == .html ? written.lowercased() : written, explicit: nil, inherited: inherited)
        let tag = namespace == .html ? written.lowercased() : written
        let element = dom.makeNode(.element, id: nil, tag: tag, namespace: namespace)
        while true {
            reader.skipSpaces()
            if reader.skip(">") { break }
            let name = reader.name()
            guard !name.isEmpty else { throw reader.error("an attribute without a name in <\(tag)>") }
            var value = ""
            if reader.skip("=\"") { value = HTMLSerializer.unescape(try reader.until("\"")) }
            element.setAttribute(name, value, namespace: namespace == .html ? nil : attributeNamespace(of: name))
        }
        return element
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        var isAtEnd: Bool { at >= bytes.count }

        func peek(_ text: String) -> Bool {
            let utf8 = Array(text.utf8)
            return bytes.count - at >= utf8.count && Array(bytes[at..<at + utf8.count]) == utf8
        }

        mutating func skip(_ text: String) -> Bool {
            guard peek(text) else { return false }
            at += text.utf8.count
            return true
        }

        mutating func skipSpaces() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x09 { at += 1 }
        }

        /// A tag or attribute name: up to a space, `=`, `>` or `/`.
        mutating func name() -> String {
            let start = at
            while at < bytes.count, ![0x20, 0x0A, 0x09, 0x3D, 0x3E, 0x2F].contains(bytes[at]) { at += 1 }
            return String(decoding: bytes[start..<at], as: UTF8.self)
        }

        /// What comes before `end`, which is skipped too.
        mutating func until(_ end: String) throws(StaticHTMLError) -> String {
            let start = at
            while !isAtEnd && !peek(end) { at += 1 }
            guard skip(end) else { throw error("no \(end)") }
            return String(decoding: bytes[start..<at - end.utf8.count], as: UTF8.self)
        }

        /// Text up to the next tag.
        mutating func text() -> String {
            let start = at
            while at < bytes.count, bytes[at] != 0x3C { at += 1 }
            return String(decoding: bytes[start..<at], as: UTF8.self)
        }

        func error(_ message: String) -> StaticHTMLError {
            StaticHTMLError(path: "", message: "byte \(at) of the HTML: \(message)")
        }
    }
}
