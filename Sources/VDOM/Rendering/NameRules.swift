/// The name rules the DOM enforces, checked before anything is sent to it, and the names refused although
/// the DOM would take them: those whose values the page would run as script or parse as HTML, so text
/// given to them is never code.
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
    }

    enum Verdict {
        case valid
        /// The DOM would refuse it.
        case malformed
        /// The DOM would take it, but the page would run its value as script or parse it as HTML.
        case refused
    }

    static func isValid(_ name: String, as kind: Kind) -> Bool {
        verdict(on: name, as: kind) == .valid
    }

    /// One walk over the name's bytes, then the refused names, with their letters in either case. (`| 0x20`
    /// makes only `O` and `N` into `o` and `n`.) Each refused name is given after its length.
    static func verdict(on name: String, as kind: Kind) -> Verdict {
        name.withBytes { bytes in
            for index in 0..<bytes.count where !accepts(bytes[index], first: index == 0, kind) { return .malformed }
            if bytes.isEmpty { return .malformed }
            let refused = switch kind {
            case .tag: bytes.entry(in: "\u{6}script") >= 0
            case .attribute, .property:
                bytes.count > 2 && bytes[0] | 0x20 == 0x6F && bytes[1] | 0x20 == 0x6E
                    || bytes.entry(in: "\u{9}innerhtml\u{9}outerhtml\u{6}srcdoc") >= 0
            case .token: false
            }
            return refused ? .refused : .valid
        }
    }

    /// `message` about an invalid `name`, followed by why the name is refused when the DOM would take it,
    /// with what to use instead.
    @inline(never)
    static func explained(_ message: Text, _ name: String, as kind: Kind) -> Text {
        var message = message
        if verdict(on: name, as: kind) == .refused {
            message.appendLiteral(": it would run as script or be parsed as HTML; use .on(…) for events, .html(…) for raw HTML")
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
        case .property, .token:
            return !(b <= 0x20 || b == 0x22 || b == 0x27 || b == 0x3C || b == 0x3E || b == 0x7F)
        }
    }
}
