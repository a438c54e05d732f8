extension FixedWidthInteger {
    /// The integer `text` writes in decimal, or nil: `Int("42")` for a `Text`, without the `String`
    /// parsing code.
    ///
    /// The text is an optional `+` or `-` and one or more ASCII digits, nothing else: `"+5"` is 5 and `"-0"`
    /// is 0, but `""`, `"-"`, `" 12 "` (trim it first), `"1e3"`, `"1.0"` and `"١٢"` are nil, and so is any
    /// value the type cannot hold (`Int8("128")`, `UInt("-1")`). `Int` is 32 bits in a wasm module:
    /// use `Int64(text)` for larger values.
    ///
    /// ```swift
    /// guard let quantity = Int(Text(field).trimmingASCIIWhitespace()), quantity > 0 else { return }
    /// ```
    public init?(_ text: Text) {
        guard let value = text.withBytes({ Self.decimal($0) }) else { return nil }
        self = value
    }

    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Self? {
        var index = 0
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            index = 1
        }
        guard index < bytes.count else { return nil }
        // A negative number is built downwards, so the most negative value is reached without overflow.
        var value: Self = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, carried) = negative
                ? shifted.subtractingReportingOverflow(Self(truncatingIfNeeded: digit))
                : shifted.addingReportingOverflow(Self(truncatingIfNeeded: digit))
            if overflowed || carried { return nil }
            value = next
            index += 1
        }
        return value
    }
}
