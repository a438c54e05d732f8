import VDOM

/// Where the HTML parser would not build what a view describes: markup that a browser given it as text
/// rearranges (the DOM built node by node keeps it, so the page would differ once written as HTML). Only
/// the parser's rewrites count here, not every content rule of the standard: a `<div>` in a `<p>` (the
/// paragraph ends before it), table parts outside their places (a `<tbody>` is implied, or the part
/// dropped), an element in a void element, and the elements that end an open one of their own kind (a
/// link in a link, a form in a form, an option in an option).
enum ContentModel {
    /// The elements whose start tag ends an open `<p>`.
    private static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup", "hr",
        "listing", "main", "menu", "nav", "ol", "p", "pre", "search", "section", "summary", "table", "ul", "xmp",
    ]
    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// Each table part and the parents it may have.
    private static let tableParents: [String: Set<String>] = [
        "caption": ["table"], "colgroup": ["table"], "col": ["colgroup"],
        "thead": ["table"], "tbody": ["table"], "tfoot": ["table"],
        "tr": ["thead", "tbody", "tfoot"], "td": ["tr"], "th": ["tr"],
    ]
    /// Each table element and the children it may have (besides `script` and `template`).
    private static let tableChildren: [String: Set<String>] = [
        "table": ["caption", "colgroup", "thead", "tbody", "tfoot"],
        "thead": ["tr"], "tbody": ["tr"], "tfoot": ["tr"], "tr": ["td", "th"], "colgroup": ["col"],
    ]
    /// Elements that end an open element of their own kind, or of these kinds, wherever it is.
    private static let endsOwnKind: [String: Set<String>] = [
        "a": ["a"], "form": ["form"], "button": ["button"], "option": ["option"], "li": ["li"],
        "dd": ["dd", "dt"], "dt": ["dd", "dt"], "nobr": ["nobr"],
    ]

    /// Checks `node` and its subtree; `parent` is its parent's tag (`nil` for the mount point's children),
    /// `path` the parent's path.
    static func check(_ node: TestNode, under parent: TestNode?, path: String) throws(StaticHTMLError) {
        guard node.kind == .element else {
            if node.kind == .text, let parent, parent.isHTMLElement, tableChildren[parent.htmlTag] != nil,
               node.data.contains(where: { !$0.isWhitespace }) {
                throw StaticHTMLError(path: path, message: "text in <\(parent.htmlTag)>: the parser moves it out of the table")
            }
            return
        }
        let here = step(node, path: path)
        try checkNamespace(of: node, under: parent, path: here)
        if node.isHTMLElement {
            let tag = node.htmlTag
            if let parent, parent.isHTMLElement {
                try checkPlace(of: tag, in: parent.htmlTag, path: here)
            } else if tableParents[tag] != nil {
                throw StaticHTMLError(path: here, message: "<\(tag)> outside a table: the parser drops the tag and keeps its content")
            }
            if HTMLSerializer.voidElements.contains(tag), !node.children.isEmpty {
                throw StaticHTMLError(path: here, message: "<\(tag)> holds nodes: it is void, and the parser puts them after it")
            }
            if let ended = endsOwnKind[tag] {
                var ancestor = parent
                while let open = ancestor, open.isHTMLElement {
                    if ended.contains(open.htmlTag) {
                        throw StaticHTMLError(path: here, message: "<\(tag)> inside <\(open.htmlTag)>: the parser ends the <\(open.htmlTag)> first")
                    }
                    // A list, a table or a select starts a scope of its own for its items.
                    if ["ul", "ol", "dl", "table", "select", "datalist"].contains(open.htmlTag) { break }
                    ancestor = open.parent
                }
            }
        }
        for child in node.children where node.rawHTML == nil {
            try check(child, under: node, path: here)
        }
    }

    /// The parser puts an element in SVG's namespace only inside `<svg>`, in MathML's only inside `<math>`, and
    /// in no other: the rest become HTML elements.
    private static func checkNamespace(of node: TestNode, under parent: TestNode?, path: String) throws(StaticHTMLError) {
        let inHTML = parent.map { $0.isHTMLElement } ?? true
        switch node.namespace {
        case .html:
            return
        case .svg where !inHTML || node.localName == "svg", .mathML where !inHTML || node.localName == "math":
            return
        case .svg, .mathML:
            let root = node.namespace == .svg ? "svg" : "math"
            throw StaticHTMLError(path: path, message: "<\(node.localName)> in \(node.namespace.uri) outside a <\(root)>: the parser makes it an HTML element")
        case let .other(uri):
            throw StaticHTMLError(path: path, message: "<\(node.localName)> in \(uri): the parser puts every element it does not know in HTML's namespace")
        }
    }

    private static func checkPlace(of tag: String, in parent: String, path: String) throws(StaticHTMLError) {
        if parent == "p" && closesParagraph.contains(tag) {
            throw StaticHTMLError(path: path, message: "<\(tag)> inside <p>: the parser ends the paragraph before it")
        }
        if headings.contains(parent) && headings.contains(tag) {
            throw StaticHTMLError(path: path, message: "<\(tag)> inside <\(parent)>: the parser ends the heading before it")
        }
        if let allowed = tableParents[tag], !allowed.contains(parent) {
            let fix = tag == "tr" && parent == "table" ? "the parser puts a <tbody> around it" : "the parser drops the tag and keeps its content"
            throw StaticHTMLError(path: path, message: "<\(tag)> inside <\(parent)>: \(fix)")
        }
        if let allowed = tableChildren[parent], !allowed.contains(tag), tag != "script", tag != "template" {
            throw StaticHTMLError(path: path, message: "<\(tag)> inside <\(parent)>: the parser moves it out of the table")
        }
        if parent == "select" && !["option", "optgroup", "hr", "script", "template"].contains(tag) {
            throw StaticHTMLError(path: path, message: "<\(tag)> inside <select>: the parser drops it")
        }
    }

    /// Where `node` is below `container`, in the steps of ``step(_:path:)`` (a text or comment is where
    /// its parent is), or `the mount point` for the container itself: how a hydration report names it.
    static func path(of node: TestNode, below container: TestNode) -> String {
        var steps: [TestNode] = []
        var element: TestNode? = node.kind == .element ? node : node.parent
        while let current = element, current !== container {
            steps.append(current)
            element = current.parent
        }
        if steps.isEmpty { return "the mount point" }
        return steps.reversed().reduce("") { path, element in step(element, path: path) }
    }

    /// `path` and one step more: the element's tag, with its place among its parent's elements when it
    /// has siblings that are elements.
    static func step(_ node: TestNode, path: String) -> String {
        let siblings = (node.parent?.children ?? []).filter { $0.kind == .element }
        var step = node.localName
        if siblings.count > 1, let index = siblings.firstIndex(where: { $0 === node }) {
            step += ":nth-child(\(index + 1))"
        }
        return path.isEmpty ? step : "\(path) > \(step)"
    }
}
