extension Double {
    /// The `Double` nearest to the decimal `text` writes (ties to even), or nil: `Double("2.5")` for a
    /// `Text`. Correctly rounded in a wasm module too, which has no `strtod` (see `DecimalToDouble.swift`).
    ///
    /// The text is an optional `+` or `-`, digits with an optional `.` (`12`, `12.5`, `.5`, `5.`), and an
    /// optional exponent (`e` or `E`, an optional sign, digits): `"+5"`, `"-0"` (negative zero) and `"1e3"`
    /// read, but `""`, `"-"`, `"."`, `"1e"`, `" 12 "` (trim it first), `"1,5"`, `"0x1p3"`, `"inf"` and
    /// `"nan"` are nil. Beyond the largest `Double` the value is ±infinity (`"1e400"`), below the least
    /// subnormal it is ±0 (`"1e-400"`), as `Double(String)` reads them.
    ///
    /// ```swift
    /// guard let price = Double(Text(field).trimmingASCIIWhitespace()) else { return refuse(field) }
    /// ```
    public init?(_ text: Text) {
        guard let parts = text.withBytes({ DecimalParts($0) }) else { return nil }
        self = parts.double
    }
}

/// A decimal's text taken apart: its value is `digits` (as one integer) times ten to the `exponent`.
/// `digits` has no leading or trailing zeros, so it is empty for zero and one value has one form.
package struct DecimalParts {
    package var negative = false
    /// Decimal digits, 0 to 9, most significant first.
    package var digits: [UInt8] = []
    package var exponent: Int64 = 0

    /// The parts of `bytes`, or nil unless they are `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
    /// JSON's number grammar is narrower, so every JSON number reads.
    package init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var index = 0
        func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10 }
        func isSign(_ index: Int) -> Bool {
            index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+"))
        }
        if isSign(index) {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var fraction = false
        var written = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") && !fraction {
                fraction = true
            } else if isDigit(index) {
                written = true
                if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte - UInt8(ascii: "0")) }
                if fraction { exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        guard written else { return nil }
        if index < bytes.count && bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var sign: Int64 = 1
            if isSign(index) {
                if bytes[index] == UInt8(ascii: "-") { sign = -1 }
                index += 1
            }
            guard isDigit(index) else { return nil }
            // Beyond a billion the value is infinite or zero whatever the digits, so the exponent stops there.
            var power: Int64 = 0
            while isDigit(index) {
                power = min(power * 10 + Int64(bytes[index] - UInt8(ascii: "0")), 1_000_000_000)
                index += 1
            }
            exponent += sign * power
        }
        guard index == bytes.count else { return nil }
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { exponent = 0 }
    }

    /// The nearest `Double`, ties to even; ±infinity beyond its range, ±0 below it.
    package var double: Double {
        decimalToDouble(negative: negative, digits: digits, exponent: exponent)
    }
}
