/// Why a render was rejected. A rejected render changes nothing: the DOM and the live tree stay as the
/// previous render left them.
///
/// Boxed (`indirect`): the functions that can throw one pass one word back instead of its largest case (a
/// key, a tag and two positions), which made every checking function of the render pass longer. An error
/// is rare; the allocation does not matter.
public indirect enum RenderError: Error, Equatable, CustomStringConvertible {
    /// Two siblings share a key; `first` and `second` are their positions among the parent's children.
    case duplicateKey(Key, parent: String, first: Int, second: Int)
    /// A tag the DOM would refuse (empty, with whitespace, `<`, `>`, quotes…), or `script`: a view adds no
    /// code to the page.
    case invalidTagName(String)
    /// An attribute name the DOM would refuse, or one whose value the page would run as script (`on…`:
    /// handlers are given with `.on(…)`) or parse as HTML (`innerHTML`, `outerHTML`, `srcdoc`: raw HTML
    /// goes only through ``Element/html(_:)``). Properties follow the same rule.
    case invalidAttributeName(String, tag: String)
    case invalidEventName(String, tag: String)
    case invalidStyleName(String, tag: String)
    /// A property name with whitespace, quotes or angle brackets, or one an attribute may not have either.
    case invalidPropertyName(String, tag: String)
    /// A component body produced more than one node; wrap them in an element.
    case componentWithSeveralRoots(count: Int)
    /// A template's hole was put outside the markup of its template.
    case holeOutsideTemplate
    /// A template's markup holds a component, a template's use or a represented element; `tag` is the
    /// element holding it.
    case dynamicPartInTemplate(tag: String)
    /// An element of a template's markup sets one attribute, event or its class by a hole and also by
    /// another hole or a fixed value.
    case setTwiceInTemplate(String, tag: String)

    /// The reason, as the console shows it.
    public var message: Text {
        switch self {
        case let .duplicateKey(key, parent, first, second):
            return "duplicate key \(key) among the children of <\(parent)>: positions \(first) and \(second)"
        case let .invalidTagName(name):
            return NameRules.explained("invalid tag name \"\(name)\"", name, as: .tag)
        case let .invalidAttributeName(name, tag):
            return NameRules.explained("invalid attribute name \"\(name)\" on <\(tag)>", name, as: .attribute)
        case let .invalidEventName(name, tag):
            return "invalid event name \"\(name)\" on <\(tag)>"
        case let .invalidStyleName(name, tag):
            return "invalid style property \"\(name)\" on <\(tag)>"
        case let .invalidPropertyName(name, tag):
            return NameRules.explained("invalid property name \"\(name)\" on <\(tag)>", name, as: .property)
        case let .componentWithSeveralRoots(count):
            return "a component must render at most one node, this one rendered \(count): wrap them in an element"
        case .holeOutsideTemplate:
            return "a template's hole is used outside the markup of its template"
        case let .dynamicPartInTemplate(tag):
            return "a template's markup is fixed: <\(tag)> in it holds a component, a template's use or a represented element; put those around the template instead"
        case let .setTwiceInTemplate(name, tag):
            return "<\(tag)> in a template's markup sets \"\(name)\" by a hole and again: give it one hole or one fixed value"
        }
    }

    public var description: String { message.description }

    public static func == (a: RenderError, b: RenderError) -> Bool {
        switch (a, b) {
        case let (.duplicateKey(k, p, f, s), .duplicateKey(l, q, g, t)):
            return k == l && p.bytesEqual(q) && f == g && s == t
        case let (.invalidTagName(x), .invalidTagName(y)), let (.dynamicPartInTemplate(x), .dynamicPartInTemplate(y)):
            return x.bytesEqual(y)
        case let (.invalidAttributeName(x, t), .invalidAttributeName(y, u)),
             let (.invalidEventName(x, t), .invalidEventName(y, u)),
             let (.invalidStyleName(x, t), .invalidStyleName(y, u)),
             let (.invalidPropertyName(x, t), .invalidPropertyName(y, u)),
             let (.setTwiceInTemplate(x, t), .setTwiceInTemplate(y, u)):
            return x.bytesEqual(y) && t.bytesEqual(u)
        case let (.componentWithSeveralRoots(x), .componentWithSeveralRoots(y)):
            return x == y
        case (.holeOutsideTemplate, .holeOutsideTemplate):
            return true
        default:
            return false
        }
    }
}
