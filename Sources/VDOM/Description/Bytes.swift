// Names matched against the literals the toolkit knows (tags, attribute prefixes, properties), byte by
// byte: the general byte helpers (`withBytes`, `bytesEqual`, hashing) are in Observing, beside `Text`.

extension String {
    /// Whether the string is the bytes of `literal`: one pass over the string, no `String` made for the literal.
    /// To test against several literals, call `withBytes` once and `isBytes` on the buffer.
    @inline(never)
    func isBytes(_ literal: StaticString) -> Bool {
        withBytes { $0.isBytes(literal) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these are the bytes of `literal`.
    @inline(never)
    func isBytes(_ literal: StaticString) -> Bool {
        count == literal.utf8CodeUnitCount && hasPrefix(literal)
    }

    /// The position of these bytes in `table`, a list of lowercase entries each after its length as one
    /// byte, with ASCII letters compared in either case (as HTML compares names); -1 when absent.
    @inline(never)
    func entry(in table: StaticString) -> Int {
        let entries = UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount)
        var at = 0
        var position = 0
        while at < entries.count {
            let length = Int(entries[at])
            at += 1
            if length == count {
                var index = 0
                while index < length && self[index].asciiLowercased == entries[at + index] { index += 1 }
                if index == length { return position }
            }
            at += length
            position += 1
        }
        return -1
    }

    /// Whether these bytes start with those of `literal`.
    func hasPrefix(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard count >= length else { return false }
        for index in 0..<length where self[index] != literal.utf8Start[index] { return false }
        return true
    }
}
