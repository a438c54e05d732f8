import VDOM

// Attributes, classes and style declarations, with the DOM's matching rules: an attribute without a
// namespace is found by its qualified name (lower-cased on HTML elements, as `setAttribute` does), a
// namespaced one by namespace and local name. The `style` attribute and the declarations are one thing,
// as in a browser: writing either changes the other.

extension TestNode {
    /// The attributes in order, as `element.attributes` lists them (`style` serialised from ``styles``,
    /// and left out while there are no declarations).
    public var attributes: [TestAttribute] {
        var result: [TestAttribute] = []
        for attribute in attributeStorage {
            if attribute.namespace == nil && attribute.name == "style" {
                if !styles.isEmpty { result.append(TestAttribute(namespace: nil, name: "style", value: cssText)) }
            } else {
                result.append(attribute)
            }
        }
        return result
    }

    /// The value of the attribute with this qualified name (`href`, `xlink:href`), or `nil`.
    public func attribute(_ name: String) -> String? {
        let name = attributeKey(name)
        return attributes.first { $0.name == name }?.value
    }

    /// The value of the attribute with this namespace and local name, or `nil`.
    public func attribute(_ localName: String, namespace: String) -> String? {
        attributeStorage.first { $0.namespace == namespace && $0.localName == localName }?.value
    }

    public func hasAttribute(_ name: String) -> Bool {
        let name = attributeKey(name)
        return attributeStorage.contains { $0.name == name }
    }

    /// The class tokens, in order.
    public var classList: [String] {
        (attribute("class") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    /// The value of a style declaration, or `nil` when it is not set.
    public func style(_ name: String) -> String? {
        styles.first { $0.name == name }?.value
    }

    /// `"important"` or `""` for a declared style property, `nil` when it is not set.
    public func stylePriority(_ name: String) -> String? {
        styles.first { $0.name == name }?.priority
    }

    /// The declarations as `style.cssText` gives them: `color: red; margin: 0 !important;`.
    public var cssText: String {
        var parts: [String] = []
        for style in styles {
            parts.append("\(style.name): \(style.value)\(style.priority.isEmpty ? "" : " !\(style.priority)");")
        }
        return parts.joined(separator: " ")
    }

    /// The name `setAttribute` would store: ASCII lower case on HTML elements.
    func attributeKey(_ name: String) -> String {
        isHTMLElement ? asciiLowercased(name) : name
    }

    func setAttribute(_ name: String, _ value: String, namespace: String?) {
        let index: Int?
        let key: String
        if let namespace {
            key = name
            let local = TestAttribute(namespace: namespace, name: name, value: "").localName
            index = attributeStorage.firstIndex { $0.namespace == namespace && $0.localName == local }
        } else {
            key = attributeKey(name)
            index = attributeStorage.firstIndex { $0.name == key }
        }
        let oldType = namespace == nil && key == "type" && isHTML("input") ? inputType : nil
        defer { if let oldType { inputTypeChanged(from: oldType) } }
        if let index {
            attributeStorage[index].value = value
        } else {
            attributeStorage.append(TestAttribute(namespace: namespace, name: key, value: value))
        }
        if namespace == nil && key == "style" {
            styles = StyleDeclarations.parse(value)
        } else if namespace == nil {
            attributeChanged(key)
        }
    }

    func removeAttribute(_ name: String, namespace: String?) {
        let key: String
        if let namespace {
            let local = TestAttribute(namespace: namespace, name: name, value: "").localName
            attributeStorage.removeAll { $0.namespace == namespace && $0.localName == local }
            key = name
        } else {
            key = attributeKey(name)
            guard attributeStorage.contains(where: { $0.name == key }) else { return }
            let oldType = key == "type" && isHTML("input") ? inputType : nil
            defer { if let oldType { inputTypeChanged(from: oldType) } }
            attributeStorage.removeAll { $0.name == key }
        }
        if namespace == nil && key == "style" {
            styles = []
        } else if namespace == nil {
            attributeChanged(key)
        }
    }

    /// Sets the whole `class` attribute; an empty value removes it.
    func setClass(_ value: String) {
        if value.isEmpty {
            removeAttribute("class", namespace: nil)
        } else {
            setAttribute("class", value, namespace: nil)
        }
    }

    func setStyle(_ name: String, _ value: String, important: Bool) {
        let priority = important ? "important" : ""
        if let index = styles.firstIndex(where: { $0.name == name }) {
            styles[index].value = value
            styles[index].priority = priority
        } else {
            styles.append(TestStyle(name: name, value: value, priority: priority))
        }
        if !attributeStorage.contains(where: { $0.namespace == nil && $0.name == "style" }) {
            attributeStorage.append(TestAttribute(namespace: nil, name: "style", value: ""))
        }
    }

    func removeStyle(_ name: String) {
        styles.removeAll { $0.name == name }
    }
}

/// Reads a `style` attribute into declarations: `name: value` pairs separated by `;`, with `!important`.
enum StyleDeclarations {
    static func parse(_ text: String) -> [TestStyle] {
        var result: [TestStyle] = []
        for declaration in text.split(separator: ";") {
            guard let colon = declaration.firstIndex(of: ":") else { continue }
            var name = trimmed(declaration[..<colon])
            if !name.hasPrefix("--") { name = asciiLowercased(name) }
            var value = trimmed(declaration[declaration.index(after: colon)...])
            var priority = ""
            if let bang = value.lastIndex(of: "!"),
               asciiLowercased(trimmed(value[value.index(after: bang)...])) == "important" {
                value = trimmed(value[..<bang])
                priority = "important"
            }
            guard !name.isEmpty, !value.isEmpty else { continue }
            result.removeAll { $0.name == name }
            result.append(TestStyle(name: name, value: value, priority: priority))
        }
        return result
    }
}

func trimmed(_ text: Substring) -> String {
    var scalars = text.unicodeScalars[...]
    while let first = scalars.first, isASCIIWhitespace(first) { scalars.removeFirst() }
    while let last = scalars.last, isASCIIWhitespace(last) { scalars.removeLast() }
    return String(scalars)
}

func trimmed(_ text: String) -> String { trimmed(text[...]) }

func isASCIIWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
}

func asciiLowercased(_ text: String) -> String {
    var bytes = Array(text.utf8)
    var changed = false
    for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A {
        bytes[index] += 0x20
        changed = true
    }
    return changed ? String(decoding: bytes, as: UTF8.self) : text
}
