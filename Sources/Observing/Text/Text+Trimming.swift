extension Text {
    /// The text without the ASCII whitespace at either end: spaces, tabs, line feeds, form feeds and
    /// carriage returns (HTML's whitespace). Other spaces, such as U+00A0, stay.
    ///
    /// ```swift
    /// let title = Text(event.value ?? "").trimmingASCIIWhitespace()
    /// if title.isEmpty { return }   // nothing but spaces
    /// ```
    public func trimmingASCIIWhitespace() -> Text {
        withBytes { bytes in
            var start = 0, end = bytes.count
            while start < end && bytes[start].isASCIIWhitespace { start += 1 }
            while end > start && bytes[end - 1].isASCIIWhitespace { end -= 1 }
            if start == 0 && end == bytes.count { return self }
            return Text(utf8: Array(bytes[start..<end]))
        }
    }
}
