/// The text of raw HTML, as `textContent` reads it once a browser parsed it: tags and comments dropped,
/// character references for `&`, `<`, `>`, `"`, `'`, no-break space and numbers decoded.
enum RawHTML {
    static func text(of html: String) -> String {
        var out = ""
        var scalars = html.unicodeScalars[...]
        while let scalar = scalars.first {
            if scalar == "<" {
                if scalars.starts(with: "<!--".unicodeScalars) {
                    scalars = scalars.dropFirst(4)
                    while !scalars.isEmpty && !scalars.starts(with: "-->".unicodeScalars) { scalars.removeFirst() }
                    scalars = scalars.dropFirst(3)
                } else {
                    while let next = scalars.first, next != ">" { scalars.removeFirst() }
                    scalars = scalars.dropFirst()
                }
            } else if scalar == "&", let end = scalars.prefix(12).firstIndex(of: ";"),
                      let decoded = reference(String(scalars[scalars.index(after: scalars.startIndex)..<end])) {
                out.unicodeScalars.append(decoded)
                scalars = scalars[scalars.index(after: end)...]
            } else {
                out.unicodeScalars.append(scalar)
                scalars.removeFirst()
            }
        }
        return out
    }

    private static func reference(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return "\u{A0}"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
