/// URLs that run script: the rule that keeps a link from the app's data from running code in the page.
///
/// A URL-valued attribute or property (``NameRules/Meaning/url``: `href`, `src`, `action`…) whose value
/// is a `javascript:`, `vbscript:` or `data:text/html` URL would run script when it is followed or
/// loaded. Such a value is not written: the element gets ``inert`` instead, the app's report channel is
/// told (``Report/Kind/refusedValue``), and the render goes on, so one hostile link in the data does not
/// stop the page.
///
/// The scheme is read as the browser's URL parser reads it, and a little more strictly: C0 control
/// characters, spaces, tabs and newlines do not count wherever they are in it (the parser drops those
/// before the URL and tabs and newlines anywhere; a `data:` URL's media type may start with spaces), and
/// letters are compared in either case. A value is refused too when a URL that runs script follows one of
/// its `;`, as in an SVG animation's `values` list. Byte by byte, so no Unicode code is linked.
enum ScriptURL {
    /// What is written instead: a URL that goes nowhere.
    static let inert = "about:blank#blocked"

    /// Whether `value` of attribute or property `name` is a URL that runs script.
    static func refuses(_ value: String, of name: String) -> Bool {
        NameRules.meaning(of: name, as: .token) == .url && NameRules.meaning(of: value, as: .urlValue) == .script
    }

    /// Whether `bytes`, or an item of them after a `;`, is a URL that runs script.
    static func runsScript(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while true {
            if read("javascript:", bytes, from: start) || read("vbscript:", bytes, from: start)
                || read("data:text/html", bytes, from: start) {
                return true
            }
            while start < bytes.count && bytes[start] != UInt8(ascii: ";") { start += 1 }
            if start == bytes.count { return false }
            start += 1
        }
    }

    /// Whether the bytes from `start` on read as `literal` (lowercase), leaving out every byte up to the
    /// space.
    @inline(never)
    private static func read(_ literal: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var index = start
        for position in 0..<literal.utf8CodeUnitCount {
            while index < bytes.count && bytes[index] <= 0x20 { index += 1 }
            guard index < bytes.count && bytes[index].asciiLowercased == literal.utf8Start[position] else { return false }
            index += 1
        }
        return true
    }
}

extension Reconciler {
    /// The value to write for attribute or property `name` of a `<tag>`: `value` itself, or
    /// ``ScriptURL/inert`` and a report when it is a URL that runs script.
    @inline(never)
    func writable(_ value: String, of name: String, on tag: String) -> String {
        guard ScriptURL.refuses(value, of: name) else { return value }
        report(Report(.refusedValue, "\(name) of <\(tag)> refused: a URL that runs script, written as about:blank#blocked"))
        return ScriptURL.inert
    }
}
