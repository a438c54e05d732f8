import VDOM
import VDOMTesting

/// The roles names and strings play in the real frames: which tags come with which namespaces, which
/// attributes, properties and methods with which elements, which values with which styles, which strings
/// are raw HTML, and what goes inside the elements whose value is made of their children (a select's
/// options, an option's text).
///
/// A mutated frame the check accepts may give a name a role no real frame gives it: a tag used as a
/// property name, a namespace URI used as a tag, a label as a colour, a string as a number property. What
/// the DOM then does belongs to the browser's element classes, bindings and CSS parser (a read-only
/// property throws, an invalid name is refused, a colour that is not one is ignored; what a textarea
/// holding elements takes for its value; a dialog shown out of the document), which the test DOM does not
/// imitate, so such a frame is no test of the page's check. The fuzzer leaves those out, and counts them.
struct Roles {
    private var known = Set<String>()

    /// Records the roles in a real frame's patches; `dom` holds the DOM after it.
    mutating func learn(_ patches: [Patch], in dom: TestDOM) {
        for patch in patches {
            if let role = Self.role(of: patch, in: dom) { known.insert(role) }
            if case let .setStyle(_, name, _, _) = patch { known.insert("style \(name)") }
            known.insert("anywhere")
        }
    }

    /// Whether every role in `patches` is one a real frame gave.
    func allows(_ patches: [Patch], in dom: TestDOM) -> Bool {
        patches.allSatisfy { patch in
            guard Self.hasRole(patch) else { return true }
            return Self.role(of: patch, in: dom).map(known.contains) ?? false
        }
    }

    private static func hasRole(_ patch: Patch) -> Bool {
        switch patch {
        case .createElement, .setAttribute, .removeAttribute, .setProperty, .removeProperty, .setStyle, .removeStyle,
             .callMethod, .setInnerHTML, .insert, .move, .replace:
            return true
        default:
            return false
        }
    }

    private static func role(of patch: Patch, in dom: TestDOM) -> String? {
        func element(_ id: NodeID) -> String? { dom.node(id).map { "\($0.tag) \($0.namespace.uri)" } }
        switch patch {
        case let .createElement(_, tag, namespace): return "tag \(tag) \(namespace.uri)"
        case let .setAttribute(id, name, _, namespace), let .removeAttribute(id, name, namespace):
            return element(id).map { "attribute \(name) \(namespace ?? "-") on \($0)" }
        case let .setProperty(id, name, value):
            // With the type of its value: a string written to a number property (`selectedIndex = "zz"`) is
            // converted by the browser's bindings, which the test DOM does not imitate.
            let type = switch value {
            case .string: "string"
            case .bool: "boolean"
            case .number: "number"
            }
            return element(id).map { "property \(name) (\(type)) on \($0)" }
        case let .removeProperty(id, name): return element(id).map { "property \(name) removed on \($0)" }
        case let .setStyle(_, name, value, _): return "style \(name): \(value)"
        case let .removeStyle(_, name): return "style \(name)"
        case let .callMethod(id, name):
            // Whether the element ends the frame in the document: `showModal()` throws out of it.
            guard let node = dom.node(id) else { return nil }
            var top = node
            while let parent = top.parent { top = parent }
            return "method \(name) on \(node.tag) \(top === dom.container ? "in" : "out of") the document"
        case let .setInnerHTML(id, html): return element(id).map { "html \(html) in \($0)" }
        case let .insert(id, _, _), let .move(id, _, _), let .replace(_, id):
            // Only where the parent's value is made of its children: elsewhere any node may go anywhere.
            guard let node = dom.node(id), let parent = node.parent, parent.namespace == .html,
                  ["textarea", "select", "option", "optgroup"].contains(parent.tag) else { return "anywhere" }
            return "child \(node.kind == .element ? node.tag : "text") in \(parent.tag)"
        default: return nil
        }
    }
}
