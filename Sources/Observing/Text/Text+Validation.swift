extension Text {
    /// The bytes as a text when they are valid UTF-8, else nil: for bytes from outside (a file, a fetch,
    /// storage) before they are shown or compared. Nothing is repaired: a text never holds U+FFFD that its
    /// source did not.
    ///
    /// ```swift
    /// guard let body = Text(validating: response.bytes) else { return showError("not UTF-8") }
    /// ```
    public init?(validating bytes: [UInt8]) {
        guard bytes.withUnsafeBufferPointer({ $0.isValidUTF8 }) else { return nil }
        self.init(utf8: bytes)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are UTF-8 as Unicode defines it: shortest forms only, no surrogates (U+D800 to
    /// U+DFFF), nothing above U+10FFFF, no sequence cut short.
    var isValidUTF8: Bool {
        var index = 0
        while index < count {
            let lead = self[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The length the lead byte announces, and the range its first continuation byte must fall in:
            // narrower after E0, ED, F0 and F4, which is what rules out long forms, surrogates and values
            // above U+10FFFF.
            var length = 3, low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: break
            case 0xED: high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return false
            }
            guard index + length <= count, self[index + 1] >= low, self[index + 1] <= high else { return false }
            for next in index + 2 ..< index + length where self[next] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
