extension Text {
    /// The parts of the text between occurrences of `separator` (one byte such as `","`, or several such
    /// as `" · "`), in order.
    ///
    /// Empty parts are kept unless `omittingEmpty` is true: `"a,,b"` splits into `a`, an empty text and `b`,
    /// and the empty text into one empty part, so that joining the parts with the separator gives back the
    /// text. An empty separator gives the whole text as the one part.
    ///
    /// ```swift
    /// let tags = Text(field).split(separator: ",").map { $0.trimmingASCIIWhitespace() }
    /// let words = line.split(separator: " ", omittingEmpty: true)
    /// ```
    public func split(separator: Text, omittingEmpty: Bool = false) -> [Text] {
        withBytes { bytes in
            separator.withBytes { mark in
                var parts: [Text] = []
                func add(_ start: Int, _ end: Int) {
                    if start < end || !omittingEmpty { parts.append(Text(utf8: Array(bytes[start..<end]))) }
                }
                if mark.isEmpty {
                    add(0, bytes.count)
                    return parts
                }
                var start = 0
                while let at = bytes.firstOffset(of: mark, from: start) {
                    add(start, at)
                    start = at + mark.count
                }
                add(start, bytes.count)
                return parts
            }
        }
    }
}

extension Sequence where Element == Text {
    /// The texts one after another, with `separator` between each two: what `split(separator:)` took apart.
    ///
    /// ```swift
    /// let line = tags.sorted().joined(separator: ", ")
    /// ```
    public func joined(separator: Text = "") -> Text {
        var whole = Text()
        var first = true
        separator.withBytes { mark in
            for text in self {
                if !first { whole.append(mark) }
                first = false
                text.withBytes { whole.append($0) }
            }
        }
        return whole
    }
}
