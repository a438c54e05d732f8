extension Text {
    /// The text with the ASCII letters `A`–`Z` made small and every other byte as it is: the case rule of
    /// HTML names, URL schemes and most protocols, and a cheap case-insensitive match for a filter. Letters
    /// beyond ASCII (`É`) keep their case; that needs Unicode's tables.
    ///
    /// ```swift
    /// let isMail = Text(address).lowercasedASCII().hasPrefix("mailto:")
    /// ```
    public func lowercasedASCII() -> Text {
        withBytes { Text(utf8: $0.map { $0.asciiLowercased }) }
    }

    /// The text with the ASCII letters `a`–`z` made capital and every other byte as it is.
    public func uppercasedASCII() -> Text {
        withBytes { Text(utf8: $0.map { $0.asciiUppercased }) }
    }
}
