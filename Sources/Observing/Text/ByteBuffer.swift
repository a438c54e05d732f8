// The byte loops every text helper shares: equality, order, hashing, ASCII case. They work on a buffer so
// a `String` and a `Text` reach them the same way, through `withBytes`, without a copy.

extension UnsafeBufferPointer<UInt8> {
    package func bytesEqual(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        for index in 0..<count where self[index] != other[index] { return false }
        return true
    }

    /// -1, 0 or 1 as these bytes sort before, with or after `other`: byte by byte, and a prefix first.
    /// For UTF-8 this is the order of the code points.
    func bytesCompare(_ other: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<Swift.min(count, other.count) where self[index] != other[index] {
            return self[index] < other[index] ? -1 : 1
        }
        return count == other.count ? 0 : count < other.count ? -1 : 1
    }

    /// FNV-1a.
    package var bytesHash: UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in self { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    /// The count, then the bytes: the count keeps two texts hashed in a row (a pair as a key) apart from
    /// another pair with the same bytes split elsewhere.
    func hashBytes(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(bytes: UnsafeRawBufferPointer(self))
    }
}

extension UInt8 {
    /// The byte with an ASCII capital letter made small; any other byte as it is.
    package var asciiLowercased: UInt8 { self >= 0x41 && self <= 0x5A ? self | 0x20 : self }

    /// The byte with an ASCII small letter made capital; any other byte as it is.
    var asciiUppercased: UInt8 { self >= 0x61 && self <= 0x7A ? self & 0xDF : self }

    /// Whether the byte is ASCII whitespace as HTML defines it: tab, line feed, form feed, carriage return
    /// or space.
    var isASCIIWhitespace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0C || self == 0x0D
    }
}
