import VDOM

// How hydration reports name what they found and expected, in the words of `web/adopt.js`, so the test
// DOM's reports and the page's are the same strings: `<li>`, `text "3 items"`, `a comment`.

extension TestDOM {
    /// A node as a hydration report names it: an element by its local name (and its namespace when HTML's
    /// parser puts no element there), a text by its data.
    static func named(_ node: TestNode) -> String {
        switch node.kind {
        case .text: return "text \(quoted(node.data))"
        case .comment: return "a comment"
        case .element:
            let known: [Namespace] = [.html, .svg, .mathML]
            return "<\(node.localName)>" + (known.contains(node.namespace) ? "" : " in \(node.namespace.uri)")
        }
    }

    /// A text in quotes, shortened to 40 UTF-16 units as the page shortens it: 39 and `…`.
    static func quoted(_ text: String) -> String {
        let units = Array(text.utf16)
        return "\"" + (units.count > 40 ? String(decoding: units.prefix(39), as: UTF16.self) + "…" : text) + "\""
    }
}
