/// The namespace an element is created in.
///
/// Elements inherit the namespace of their parent; `<svg>` starts the SVG namespace, `<math>` MathML,
/// and the children of `<foreignObject>` are HTML again. ``Element/namespace(_:)`` overrides.
public enum Namespace: Equatable {
    case html
    case svg
    case mathML
    /// Boxed (`indirect`), so a namespace is one word: the renderer copies one with every node it makes,
    /// and a string payload made each copy a switch on the string's storage, code at every copy.
    indirect case other(uri: String)

    public var uri: String {
        switch self {
        case .html: return "http://www.w3.org/1999/xhtml"
        case .svg: return "http://www.w3.org/2000/svg"
        case .mathML: return "http://www.w3.org/1998/Math/MathML"
        case let .other(uri): return uri
        }
    }

    /// The namespace for a URI, using the named cases for the three the web knows.
    public init(uri: String) {
        if uri.bytesEqual(Namespace.html.uri) { self = .html }
        else if uri.bytesEqual(Namespace.svg.uri) { self = .svg }
        else if uri.bytesEqual(Namespace.mathML.uri) { self = .mathML }
        else { self = .other(uri: uri) }
    }

    public static func == (a: Namespace, b: Namespace) -> Bool {
        switch (a, b) {
        case (.html, .html), (.svg, .svg), (.mathML, .mathML): return true
        case let (.other(x), .other(y)): return x.bytesEqual(y)
        default: return false
        }
    }

    /// The namespace of an element with `tag` whose parent's children live in `inherited`.
    package static func of(tag: String, explicit: Namespace?, inherited: Namespace) -> Namespace {
        if let explicit { return explicit }
        return tag.withBytes { bytes in bytes.isBytes("svg") ? .svg : bytes.isBytes("math") ? .mathML : inherited }
    }

    /// The namespace for the children of an element with `tag` in this namespace.
    package func forChildren(of tag: String) -> Namespace {
        if self == .svg && tag.isBytes("foreignObject") { return .html }
        return self
    }
}

/// The namespace of a prefixed attribute name (`xlink:href`, `xml:lang`, `xmlns:xlink`), or `nil`.
package func attributeNamespace(of name: String) -> String? {
    name.withBytes { bytes in
        // Most names have no prefix at all: those that do not start with "x" are done after one byte.
        guard bytes.first == UInt8(ascii: "x") else { return nil }
        if bytes.hasPrefix("xlink:") { return "http://www.w3.org/1999/xlink" }
        if bytes.hasPrefix("xml:") { return "http://www.w3.org/XML/1998/namespace" }
        if bytes.hasPrefix("xmlns:") || bytes.isBytes("xmlns") { return "http://www.w3.org/2000/xmlns/" }
        return nil
    }
}
