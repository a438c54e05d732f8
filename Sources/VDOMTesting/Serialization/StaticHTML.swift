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
    /// Renders `view` from the models' state now, as the page's first frame would.
    public static func render(@NodeBuilder _ view: @escaping () -> NodeList) throws(StaticHTMLError) -> StaticPage {
        let app: TestApp
        do {
            app = try TestApp(view: view)
        } catch {
            throw StaticHTMLError(path: "", message: "the view cannot be shown: \(error.message)")
        }
        return try page(of: app)
    }

    /// What `app` shows now, as HTML (a page built by imperative code, or a view after some steps).
    public static func page(of app: TestApp) throws(StaticHTMLError) -> StaticPage {
        for root in app.dom.roots { try ContentModel.check(root, under: nil, path: "") }
        var html = ""
        write(children: app.dom.roots, into: &html)
        return StaticPage(html: html, reports: app.reports)
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
        for attribute in node.attributes {
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
}

/// Markup that the HTML parser would build otherwise than the view describes, or a view that cannot be
/// shown: where, from the mount point (`main > ul > li:nth-child(3) > div`), and why.
public struct StaticHTMLError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let message: String

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
