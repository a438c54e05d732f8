import VDOM
import VDOMTesting

/// The first difference between two test DOMs that show the same view, one updated frame by frame and
/// one rendered afresh, as one line. Node identity is not compared (the nodes are different objects), and
/// neither is what legitimately depends on the way there: the order of attributes, styles and listeners,
/// properties the fresh DOM never had that the updated one holds at their default value (a removed
/// property is reset, not deleted), and empty raw HTML against no children.
public enum DOMDifference {
    public static func first(_ updated: TestNode, _ fresh: TestNode) -> String? {
        difference(updated, fresh, path: "")
    }

    private static func difference(_ a: TestNode, _ b: TestNode, path: String) -> String? {
        let at = path.isEmpty ? "container" : path
        if a.kind != b.kind { return "\(at): a \(a.kind) node, a fresh render has a \(b.kind) node" }
        switch a.kind {
        case .text, .comment:
            return a.data == b.data ? nil : "\(at): \(JSON.string(a.data)), a fresh render shows \(JSON.string(b.data))"
        case .element:
            break
        }
        if a.tag != b.tag || a.namespace != b.namespace {
            return "\(at): <\(a.tag)> in \(a.namespace.uri), a fresh render has <\(b.tag)> in \(b.namespace.uri)"
        }
        // Compared as sets first, which needs no text; described only when they differ.
        // The `style` attribute is the declarations in their order: those are compared below.
        let attributesA = a.attributes.filter { !($0.namespace == nil && $0.name == "style") }
        let attributesB = b.attributes.filter { !($0.namespace == nil && $0.name == "style") }
        if !sameElements(attributesA, attributesB) {
            return "\(at) <\(a.tag)>: attributes \(describe(attributesA)), a fresh render has \(describe(attributesB))"
        }
        if !sameElements(a.styles, b.styles) {
            return "\(at) <\(a.tag)>: styles \(describe(a.styles)), a fresh render has \(describe(b.styles))"
        }
        if !sameElements(a.listeners, b.listeners) {
            return "\(at) <\(a.tag)>: listeners \(a.listeners.sorted()), a fresh render has \(b.listeners.sorted())"
        }
        if let problem = properties(a, b) { return "\(at) <\(a.tag)>: \(problem)" }
        // Empty raw HTML is no children at all.
        let rawA = a.rawHTML.flatMap { $0.isEmpty ? nil : $0 }, rawB = b.rawHTML.flatMap { $0.isEmpty ? nil : $0 }
        if rawA != rawB {
            return "\(at) <\(a.tag)>: raw HTML \(rawA.map(JSON.string) ?? "none"), a fresh render has \(rawB.map(JSON.string) ?? "none")"
        }
        if a.children.count != b.children.count {
            return "\(at) <\(a.tag)>: \(a.children.count) children, a fresh render has \(b.children.count)"
        }
        for (index, (x, y)) in zip(a.children, b.children).enumerated() {
            if let found = difference(x, y, path: "\(path)/\(index)") { return found }
        }
        return nil
    }

    /// Whether the lists hold the same elements, in any order (they hold no duplicates).
    private static func sameElements<T: Equatable>(_ x: [T], _ y: [T]) -> Bool {
        x.count == y.count && x.allSatisfy { y.contains($0) }
    }

    private static func describe(_ attributes: [TestAttribute]) -> String {
        attributes.map { "\($0.namespace.map { "{\($0)}" } ?? "")\($0.name)=\(JSON.string($0.value))" }.sorted().joined(separator: " ")
    }

    private static func describe(_ styles: [TestStyle]) -> String {
        styles.map { "\($0.name):\($0.value)\($0.priority.isEmpty ? "" : "!\($0.priority)")" }.sorted().joined(separator: ";")
    }

    private static func properties(_ a: TestNode, _ b: TestNode) -> String? {
        let x = a.reportedProperties, y = b.reportedProperties
        if x.count == y.count && zip(x, y).allSatisfy({ $0.name == $1.name && $0.value == $1.value }) { return nil }
        var names = x.map(\.name)
        for (name, _) in y where !names.contains(name) { names.append(name) }
        for name in names.sorted() {
            let x = a.property(name), y = b.property(name)
            if x == y || x == nil && y.map(isDefault) == true || y == nil && x.map(isDefault) == true { continue }
            return "property \(name) is \(x.map(JSON.value) ?? "absent"), a fresh render has \(y.map(JSON.value) ?? "absent")"
        }
        return nil
    }

    private static func isDefault(_ value: PropertyValue) -> Bool {
        switch value {
        case let .string(text): return text.isEmpty
        case let .bool(flag): return !flag
        case let .number(number): return number == 0
        }
    }
}
