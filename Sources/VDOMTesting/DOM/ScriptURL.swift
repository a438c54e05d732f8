import VDOM

/// The appliers' rule for URLs that run script (`docs/patch-format.md`, "URLs that run script"), as the
/// test DOM applies it; `web/shim/values.js` applies the same rule in the page.
///
/// A URL-valued attribute or property whose value is a `javascript:`, `vbscript:` or `data:text/html` URL
/// would run script when it is followed or loaded. Such a value is not written: the element gets
/// ``inert`` instead and the app's report channel is told, so a hostile link in the app's data neither
/// runs nor stops the page.
enum ScriptURL {
    /// What is written instead: a URL that goes nowhere.
    static let inert = PageContract.inertURL

    /// The URL-valued names of HTML, SVG and MathML, lowercase (``PageContract/urlNames``); compared in
    /// either case, they cover the properties that reflect them (`formAction`). `to`, `from`, `by` and
    /// `values` are what an SVG animation writes into the attribute it animates, which may be an `href`.
    private static let names = Set(PageContract.urlNames)
    private static let schemes = PageContract.scriptSchemes

    /// The value the page gets for `value` of attribute or property `name`, and the report when that is
    /// not `value`.
    static func written(_ value: String, of name: String, on tag: String) -> (String, Report?) {
        guard names.contains(name.lowercased()), runsScript(value) else { return (value, nil) }
        let message = "\(name) of <\(tag)> refused: a URL that runs script, written as \(inert)"
        return (inert, Report(.refusedValue, Text(message)))
    }

    /// Whether `value`, or an item of it after a `;` (an SVG animation's `values` list), starts with a URL
    /// scheme that runs script. Spaces and C0 control characters do not count wherever they are in the
    /// scheme (the URL parser drops them before a URL, and tabs and newlines anywhere), and ASCII letters
    /// are compared in either case.
    static func runsScript(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        var start = 0
        while true {
            if schemes.contains(where: { reads($0, bytes, from: start) }) { return true }
            guard let semicolon = bytes[start...].firstIndex(of: UInt8(ascii: ";")) else { return false }
            start = semicolon + 1
        }
    }

    private static func reads(_ scheme: String, _ bytes: [UInt8], from start: Int) -> Bool {
        var index = start
        for expected in scheme.utf8 {
            while index < bytes.count && bytes[index] <= 0x20 { index += 1 }
            guard index < bytes.count else { return false }
            let byte = bytes[index] >= 0x41 && bytes[index] <= 0x5A ? bytes[index] | 0x20 : bytes[index]
            guard byte == expected else { return false }
            index += 1
        }
        return true
    }
}
