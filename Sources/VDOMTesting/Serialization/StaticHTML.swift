import VDOM

/// A page's first render written as HTML, without a browser: what its mount point can hold before the
/// page's module has arrived.
///
/// ```swift
/// let page = try StaticHTML.render { greeterView(greeter) }
/// page.html      // "<main><label for=\"name\">Name</label><input id=\"name\" value=\"Ada\" data-vdom-on=\"input\">…"
/// ```
///
/// It is the test DOM's HTML after the first frame (so text and attribute values are escaped as a
/// browser's serialiser escapes them, raw HTML comes only from `.html(…)`, and a URL that runs script is
/// already the inert one, with its report), with three additions the page needs to adopt it:
///
/// - the state of form controls, which lives in properties, as the attributes that give it on parsing
///   (`value` of a field, `checked`, `selected`; a text area's value as its text);
/// - `data-vdom-on` on each element the app listens to, naming its events, so that a script in the
///   page's head can tell the clicks and submits the app would handle from those the browser handles;
/// - an empty comment between two text nodes, which the parser would otherwise read as one.
///
/// Markup the parser would build otherwise than the view describes (a `<div>` inside a `<p>` closes the
/// paragraph; a `<tr>` straight in a `<table>` gets a `<tbody>`) is refused with ``StaticHTMLError``,
/// naming where it is, so it is found on Linux rather than in a browser.
public enum StaticHTML {
    /// Renders `view` from the models' state now, as the page's first frame would: the inside of a
    /// representable element, which its code makes after that frame, is not there.
    public static func render(@NodeBuilder _ view: @escaping () -> NodeList) throws(StaticHTMLError) -> StaticPage {
        let app: TestApp
        do {
            app = try TestApp(scheduler: Scheduler(), firstFrameOnly: true, view: view)
        } catch {
            throw StaticHTMLError(path: "", message: "the view cannot be shown: \(error.message)")
        }
        return try page(of: app)
    }

    /// What `app` shows now, as HTML (a page built by imperative code, or a view after some steps).
    public static func page(of app: TestApp) throws(StaticHTMLError) -> StaticPage {
        try page(of: app.dom, reports: app.reports)
    }

    /// What `dom` holds, as HTML, with `reports` (what applying its frames reported): a page's first frame
    /// of bytes applied to a DOM of its own, as the page build's pre-render does (`vdom-prerender`).
    public static func page(of dom: TestDOM, reports: [Report]) throws(StaticHTMLError) -> StaticPage {
        for root in dom.roots { try ContentModel.check(root, under: nil, path: "") }
        var html = ""
        write(children: dom.roots, into: &html)
        return StaticPage(html: html, reports: reports)
    }

    /// Reads `html` as a browser's parser reads what ``render(_:)`` writes, into nodes of a DOM of their own.
    public static func parse(_ html: String) throws(StaticHTMLError) -> [TestNode] {
        try HTMLParser.parse(html, into: TestDOM())
    }

    /// Where the nodes a parser makes of `page` differ from what `app` shows, or `nil`: the same tree, text,
    /// attributes, form state and listened events, the separators between texts aside.
    public static func difference(between page: StaticPage, and app: TestApp) throws(StaticHTMLError) -> String? {
        difference(try parse(page.html), app.dom.roots, path: "")
    }

    private static func difference(_ parsed: [TestNode], _ shown: [TestNode], path: String) -> String? {
        let parsed = parsed.filter { !($0.kind == .comment && $0.data.isEmpty) }
        let shown = shown.filter { !($0.kind == .text && $0.data.isEmpty) }
        guard parsed.count == shown.count else {
            return "\(path.isEmpty ? "the mount point" : path): \(parsed.count) nodes parsed, \(shown.count) shown"
        }
        for (read, node) in zip(parsed, shown) {
            let here = path.isEmpty ? node.localName : "\(path) > \(node.localName)"
            guard read.kind == node.kind, read.localName == node.localName, read.data == node.data else {
                return "\(here): parsed as \(read.kind) \(read.localName)\(read.data), shown as \(node.kind) \(node.localName)\(node.data)"
            }
            guard node.kind == .element else { continue }
            let reflectedNames = Set(reflected(node).map(\.0))
            let attributes = read.attributes.filter { $0.name != listenerAttribute && !reflectedNames.contains($0.name) }
            let written = node.attributes.filter { !isStyle($0) }
            if attributes.map({ "\($0.name)=\($0.value)" }) != written.map({ "\($0.name)=\($0.value)" }) {
                return "\(here): attributes parsed as \(attributes.map(\.name)), shown as \(written.map(\.name))"
            }
            if (read.attribute(listenerAttribute) ?? "") != node.listeners.joined(separator: " ") {
                return "\(here): listened events parsed as \(read.attribute(listenerAttribute) ?? ""), shown as \(node.listeners)"
            }
            for name in ["value", "checked", "selected"] where node.isHTMLElement && !(name == "value" && node.attribute("type") == "password") {
                if read.property(name) != node.property(name) {
                    return "\(here): \(name) parsed as \(read.property(name).map { "\($0)" } ?? "none"), shown as \(node.property(name).map { "\($0)" } ?? "none")"
                }
            }
            if let raw = node.rawHTML {
                if HTMLSerializer.innerHTML(of: read) != raw { return "\(here): raw HTML parsed otherwise" }
            } else if !(node.isHTMLElement && node.htmlTag == "textarea"),
                      let inner = difference(read.children, node.children, path: here) {
                return inner
            }
        }
        return nil
    }

    /// The attribute naming the events an element's app listens to.
    public static let listenerAttribute = "data-vdom-on"

    private static func write(children: [TestNode], into out: inout String) {
        var previousWasText = false
        for child in children {
            if child.kind == .text && previousWasText { out += "<!---->" }
            previousWasText = child.kind == .text
            write(child, into: &out)
        }
    }

    private static func write(_ node: TestNode, into out: inout String) {
        guard node.kind == .element else { return out += HTMLSerializer.outerHTML(of: node) }
        out += "<\(node.localName)"
        var names: [String] = []
        for attribute in node.attributes where !isStyle(attribute) {
            names.append(attribute.name)
            out += " \(attribute.name)=\"\(HTMLSerializer.escapeAttribute(attribute.value))\""
        }
        for (name, value) in reflected(node) where !names.contains(name) {
            out += value.map { " \(name)=\"\(HTMLSerializer.escapeAttribute($0))\"" } ?? " \(name)"
        }
        if !node.listeners.isEmpty {
            out += " \(listenerAttribute)=\"\(HTMLSerializer.escapeAttribute(node.listeners.joined(separator: " ")))\""
        }
        out += ">"
        if node.isHTMLElement && HTMLSerializer.voidElements.contains(node.htmlTag) { return }
        if node.isHTMLElement && node.htmlTag == "textarea" {
            out += HTMLSerializer.escapeText(node.property("value")?.jsString ?? "")
        } else if let raw = node.rawHTML {
            out += raw
        } else if node.isHTMLElement && HTMLSerializer.rawTextElements.contains(node.htmlTag) {
            out += HTMLSerializer.innerHTML(of: node)
        } else {
            write(children: node.children, into: &out)
        }
        out += "</\(node.localName)>"
    }

    /// Whether `attribute` is the `style` attribute, which the HTML never carries: a page's
    /// Content-Security-Policy refuses inline styles, and the first frame sets them through the CSSOM.
    private static func isStyle(_ attribute: TestAttribute) -> Bool {
        attribute.namespace == nil && attribute.name == "style"
    }

    /// The attributes that give a form control's state on parsing: `nil` for one without a value.
    private static func reflected(_ node: TestNode) -> [(String, String?)] {
        guard node.isHTMLElement else { return [] }
        switch node.htmlTag {
        case "input":
            let type = node.attribute("type")?.lowercased() ?? "text"
            if type == "checkbox" || type == "radio" {
                return node.property("checked") == .bool(true) ? [("checked", nil)] : []
            }
            let value = node.property("value")?.jsString ?? ""
            return value.isEmpty || type == "file" || type == "password" ? [] : [("value", value)]
        case "option":
            return node.property("selected") == .bool(true) ? [("selected", nil)] : []
        default:
            return []
        }
    }
}

/// A page's first render as HTML (``StaticHTML``), with what the render reported (a URL written inert).
public struct StaticPage: Equatable {
    /// The inside of the page's mount point.
    public let html: String
    public let reports: [Report]

    public init(html: String, reports: [Report]) {
        self.html = html
        self.reports = reports
    }
}

/// Markup that the HTML parser would build otherwise than the view describes, or a view that cannot be
/// shown: where, from the mount point (`main > ul > li:nth-child(3) > div`), and why.
public struct StaticHTMLError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let message: String

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
