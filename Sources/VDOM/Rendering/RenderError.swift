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
    /// A template's markup holds a component or a template's use; `tag` is the element holding it.
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
            return "a template's markup is fixed: <\(tag)> in it holds a component or a template's use; put those around the template instead"
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

/// The name rules the DOM enforces, checked before anything is sent to it, and the names refused although
/// the DOM would take them: those whose values the page would run as script or parse as HTML, so text
/// given to them is never code. The same walk over a name's bytes tells the names that hold URLs
/// (``ScriptURL``).
enum NameRules {
    enum Kind {
        /// Letters first, then letters, digits, `-`, `_`, `.`, `:` or non-ASCII (custom elements such as
        /// `x-card`); not `script`.
        case tag
        /// XML name rules, as `setAttribute` applies them: a letter, `_`, `:` or non-ASCII first, then also
        /// digits, `-` and `.`; not `on…` (an event handler's), `innerHTML`, `outerHTML` or `srcdoc`.
        case attribute
        /// A token's rules, and not the names an attribute may not have.
        case property
        /// Any non-empty name without whitespace, quotes or angle brackets (custom events are fine).
        case token
        /// Not a name: the value of a URL-valued one, which means ``Meaning/script`` when it is a URL that
        /// runs script (``ScriptURL``). Read here so that one copy of the code that reads a string's bytes
        /// serves every check.
        case urlValue
    }

    /// What a name means to the page, with its letters in either case.
    enum Meaning {
        case invalid
        case plain
        /// `on…`: an event handler's attribute, whose value the page would run as script.
        case handler
        /// `innerHTML`, `outerHTML`, `srcdoc`: their values the page would parse as HTML.
        case html
        /// `script`: as a tag, an element whose text the page would run.
        case script
        /// A URL the page may follow or load.
        case url
    }

    /// The names that mean more than a value, each after its length: `innerhtml`, `outerhtml`, `srcdoc`,
    /// `script`, then the URL-valued names of HTML, SVG and MathML (`docs/views.md` says why these).
    /// Compared in either case, they cover the properties that reflect them too (`formAction`). `to`,
    /// `from`, `by` and `values` are what an SVG animation writes into the attribute it animates, which
    /// may be an `href`.
    private static let names: StaticString = """
        \u{9}innerhtml\u{9}outerhtml\u{6}srcdoc\u{6}script\
        \u{4}href\u{a}xlink:href\u{3}src\u{6}action\u{a}formaction\u{4}data\u{6}poster\u{4}cite\u{a}background\
        \u{4}ping\u{2}to\u{4}from\u{2}by\u{6}values
        """

    static func isValid(_ name: String, as kind: Kind) -> Bool {
        meaning(of: name, as: kind) != .invalid
    }

    /// Whether `name` is valid as a `kind` (``Meaning/invalid`` if not, the refusals of ``Kind`` included),
    /// and what it means (as a token, everything it could mean). One walk over the bytes answers every
    /// check of a name.
    static func meaning(of name: String, as kind: Kind) -> Meaning {
        name.withBytes { bytes in
            if kind == .urlValue { return ScriptURL.runsScript(bytes) ? .script : .plain }
            for index in 0..<bytes.count where !accepts(bytes[index], first: index == 0, kind) { return .invalid }
            if bytes.isEmpty { return .invalid }
            let tag = kind == .tag, value = kind == .attribute || kind == .property
            // `| 0x20` makes only `O` and `N` into `o` and `n`.
            if bytes.count > 2 && bytes[0] | 0x20 == 0x6F && bytes[1] | 0x20 == 0x6E { return value ? .invalid : .handler }
            switch bytes.entry(in: names) {
            case -1: return .plain
            case 0, 1, 2: return value ? .invalid : .html
            case 3: return tag ? .invalid : .script
            default: return .url
            }
        }
    }

    /// `message` about an invalid `name`, followed by why the name is refused when the DOM would take it
    /// (``isValid(_:as:)``), with what to use instead.
    @inline(never)
    static func explained(_ message: Text, _ name: String, as kind: Kind) -> Text {
        var message = message
        switch (meaning(of: name, as: .token), kind) {
        case (.handler, .attribute), (.html, .attribute), (.handler, .property), (.html, .property), (.script, .tag):
            message.appendLiteral(": it would run as script or be parsed as HTML; use .on(…) for events, .html(…) for raw HTML")
        default:
            break
        }
        return message
    }

    private static func accepts(_ b: UInt8, first: Bool, _ kind: Kind) -> Bool {
        let letter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
        let digit = b >= 0x30 && b <= 0x39
        switch kind {
        case .tag:
            return letter || !first && (digit || b == 0x2D || b == 0x5F || b == 0x2E || b == 0x3A || b >= 0x80)
        case .attribute:
            let letterLike = letter || b == 0x5F || b == 0x3A || b >= 0x80
            return letterLike || !first && (digit || b == 0x2D || b == 0x2E)
        case .property, .token, .urlValue:
            return !(b <= 0x20 || b == 0x22 || b == 0x27 || b == 0x3C || b == 0x3E || b == 0x7F)
        }
    }
}
