import VDOM

// Snapshots in the node format of reconciliation cases, written by hand (no Foundation) so the library
// stays light. Meant to be compared as strings with snapshots taken from a browser DOM.

extension TestDOM {
    /// The container's child nodes as a JSON array, in the reconciliation-case node format.
    ///
    /// The JSON is compact (no whitespace, as `JSON.stringify` writes it) and every object's keys come in
    /// a fixed order, so two snapshots of equal DOMs are equal strings:
    ///
    /// - text: `{"id":3,"text":"hi"}`; comment: `{"id":4,"comment":"note"}`
    /// - element: `{"id":1,"tag":"input","ns":"http://www.w3.org/1999/xhtml","attrs":[[null,"type","radio"]],
    ///   "props":{"checked":true,"disabled":false,"value":"on"},"style":[["color","red","important"]],
    ///   "listeners":["click"],"children":[…]}`, with `"html":"…"` instead of `"children"` while the element
    ///   holds raw HTML. `attrs`, `props`, `style` and `listeners` are always present, possibly empty.
    ///
    /// - `id`: the node object's ``TestNode/serial``: kept across frames, never reused in one DOM.
    /// - `ns`: the namespace URI. `attrs`: `[namespace URI or null, qualified name, value]` in attribute
    ///   order; `class` is among them, `style` never is (see `style`).
    /// - `props`: the live values (strings, JSON booleans, numbers) of the properties a patch wrote or the
    ///   user changed, plus always `checked`, `disabled`, `value` on `input`; `disabled`, `value` on
    ///   `textarea`; `disabled`, `selectedIndex`, `value` on `select`; `disabled`, `selected`, `value` on
    ///   `option`; `disabled` on `button`, `fieldset`, `optgroup`. Keys sorted by name.
    /// - `style`: `[name, value, priority]` in declaration order, priority `"important"` or `""`.
    /// - `listeners`: event names in the order they were added.
    /// - No `key`: patches carry none.
    ///
    /// Strings are escaped as `JSON.stringify` escapes them; numbers are written as JavaScript writes them
    /// (`NaN` and infinities as `null`).
    public func snapshotJSON() -> String {
        var out = "["
        for (index, node) in container.children.enumerated() {
            if index > 0 { out += "," }
            Snapshot.write(node, into: &out)
        }
        return out + "]"
    }
}

extension TestNode {
    /// This node and its subtree in the snapshot format described at ``TestDOM/snapshotJSON()``.
    public func snapshotJSON() -> String {
        var out = ""
        Snapshot.write(self, into: &out)
        return out
    }
}

enum Snapshot {
    private enum Step {
        case node(TestNode)
        case text(String)
    }

    /// Writes the node iteratively, so any depth serialises.
    static func write(_ root: TestNode, into out: inout String) {
        var stack: [Step] = [.node(root)]
        while let step = stack.popLast() {
            switch step {
            case let .text(text):
                out += text
            case let .node(node):
                out += "{\"id\":\(node.serial),"
                switch node.kind {
                case .text:
                    out += "\"text\":\(JSON.string(node.data))}"
                case .comment:
                    out += "\"comment\":\(JSON.string(node.data))}"
                case .element:
                    writeElementFields(node, into: &out)
                    if let raw = node.rawHTML {
                        out += "\"html\":\(JSON.string(raw))}"
                    } else {
                        out += "\"children\":["
                        stack.append(.text("]}"))
                        for (index, child) in node.children.enumerated().reversed() {
                            stack.append(.node(child))
                            if index > 0 { stack.append(.text(",")) }
                        }
                    }
                }
            }
        }
    }

    private static func writeElementFields(_ node: TestNode, into out: inout String) {
        out += "\"tag\":\(JSON.string(node.localName)),\"ns\":\(JSON.string(node.namespace.uri)),\"attrs\":["
        var first = true
        for attribute in node.attributeStorage where !(attribute.namespace == nil && attribute.name == "style") {
            if !first { out += "," }
            first = false
            out += "[\(attribute.namespace.map(JSON.string) ?? "null"),\(JSON.string(attribute.name)),"
            out += "\(JSON.string(attribute.value))]"
        }
        out += "],\"props\":{"
        first = true
        for (name, value) in node.reportedProperties {
            if !first { out += "," }
            first = false
            out += "\(JSON.string(name)):\(JSON.value(value))"
        }
        out += "},\"style\":["
        first = true
        for style in node.styles {
            if !first { out += "," }
            first = false
            out += "[\(JSON.string(style.name)),\(JSON.string(style.value)),\(JSON.string(style.priority))]"
        }
        out += "],\"listeners\":["
        out += node.listeners.map(JSON.string).joined(separator: ",")
        out += "],"
    }
}

/// JSON text for strings and property values, as `JSON.stringify` writes them.
public enum JSON {
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    public static func number(_ value: Double) -> String {
        value.isFinite ? javaScriptNumberString(value) : "null"
    }

    public static func value(_ value: PropertyValue) -> String {
        switch value {
        case let .string(text): return string(text.description)
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return self.number(number)
        }
    }
}
