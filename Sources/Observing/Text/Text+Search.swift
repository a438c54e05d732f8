/// Byte-wise tests for a part of a text. A needle that is valid UTF-8 only ever matches whole characters
/// of a valid text (UTF-8 never starts a character inside another), so these find what `String`'s would,
/// without normalisation: `"café".hasSuffix("é")` holds for a precomposed `é` in both texts.
extension Text {
    /// Whether the text begins with `prefix`'s bytes; every text begins with the empty text.
    ///
    /// ```swift
    /// if route.hasPrefix("#/item/") { … }
    /// ```
    public func hasPrefix(_ prefix: Text) -> Bool {
        withBytes { bytes in
            prefix.withBytes { part in
                part.count <= bytes.count && UnsafeBufferPointer(rebasing: bytes[..<part.count]).bytesEqual(part)
            }
        }
    }

    /// Whether the text ends with `suffix`'s bytes; every text ends with the empty text.
    public func hasSuffix(_ suffix: Text) -> Bool {
        withBytes { bytes in
            suffix.withBytes { part in
                part.count <= bytes.count
                    && UnsafeBufferPointer(rebasing: bytes[(bytes.count - part.count)...]).bytesEqual(part)
            }
        }
    }

    /// Whether `part`'s bytes occur anywhere in the text; the empty text occurs in every text.
    ///
    /// ```swift
    /// let matches = todos.filter { $0.title.lowercasedASCII().contains(query.lowercasedASCII()) }
    /// ```
    public func contains(_ part: Text) -> Bool {
        withBytes { bytes in part.withBytes { bytes.firstOffset(of: $0) != nil } }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Where `part` first occurs in these bytes, from `start` on; nil when it does not.
    func firstOffset(of part: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        if part.isEmpty { return start }
        guard count >= part.count else { return nil }
        var at = start
        while at <= count - part.count {
            if self[at] == part[0] && UnsafeBufferPointer(rebasing: self[at..<at + part.count]).bytesEqual(part) {
                return at
            }
            at += 1
        }
        return nil
    }
}
