/// A JSON number kept as the text it was written as, so nothing is lost before the reader says what it
/// wants: `int` and `int64` are exact (or nil), `double` is the nearest `Double` (correctly rounded, see
/// `DecimalToDouble.swift`), and writing the value back gives the same text.
public struct JSONNumber: Equatable, CustomStringConvertible {
    /// The number as written: JSON's grammar (`-`, digits, an optional fraction and exponent).
    public let text: String

    init(validText text: String) {
        self.text = text
    }

    /// The number written as `text`, or nil when `text` is not a JSON number (whitespace around it is dropped).
    public init?(text: String) {
        guard case let .number(number)? = try? JSONValue.parse(text) else { return nil }
        self = number
    }

    public init(_ value: Int) {
        text = "\(value)"
    }

    public init(_ value: Int64) {
        text = "\(value)"
    }

    /// The shortest text that reads back as `value`; nil for infinities and NaN, which JSON cannot write.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        text = "\(value)"
    }

    public var description: String { text }

    /// The value when it is a whole number that fits an `Int64` (`12`, `-3`, `1e3`, `2.50e1`), else nil.
    public var int64: Int64? {
        let decimal = DecimalParts(text)
        if decimal.digits.isEmpty { return 0 }
        guard decimal.exponent >= 0, Int64(decimal.digits.count) + decimal.exponent <= 19 else { return nil }
        var magnitude: UInt64 = 0
        for digit in decimal.digits + [UInt8](repeating: 0, count: Int(decimal.exponent)) {
            let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
            if overflow || carry { return nil }
            magnitude = sum
        }
        if decimal.negative {
            return magnitude <= UInt64(1) << 63 ? Int64(bitPattern: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// The value when it is a whole number that fits an `Int`, else nil.
    public var int: Int? {
        int64.flatMap { Int(exactly: $0) }
    }

    /// The nearest `Double` (ties to even); ±infinity beyond its range, ±0 below it.
    public var double: Double {
        let decimal = DecimalParts(text)
        return decimalToDouble(negative: decimal.negative, digits: decimal.digits, exponent: decimal.exponent)
    }

    /// Equal decimal values: `1.50` equals `15e-1`, `-0` equals `0`.
    public static func == (a: JSONNumber, b: JSONNumber) -> Bool {
        let x = DecimalParts(a.text), y = DecimalParts(b.text)
        if x.digits.isEmpty || y.digits.isEmpty { return x.digits.isEmpty && y.digits.isEmpty }
        return x.negative == y.negative && x.exponent == y.exponent && x.digits == y.digits
    }
}

/// A number's text taken apart: its value is `digits` (as one integer) times ten to the `exponent`.
/// `digits` has no leading or trailing zeros, so it is empty for zero and one value has one form.
struct DecimalParts {
    var negative = false
    /// Decimal digits, 0 to 9, most significant first.
    var digits: [UInt8] = []
    var exponent: Int64 = 0

    /// The parts of `text`, which must follow JSON's number grammar.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] &- UInt8(ascii: "0") < 10 }
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var fraction = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                fraction = true
            } else if isDigit(index) {
                if !digits.isEmpty || byte != UInt8(ascii: "0") { digits.append(byte - UInt8(ascii: "0")) }
                if fraction { exponent -= 1 }
            } else {
                break
            }
            index += 1
        }
        if index < bytes.count {
            index += 1
            var sign: Int64 = 1
            if bytes[index] == UInt8(ascii: "-") { sign = -1 }
            if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            // Beyond a billion the value is infinite or zero whatever the digits, so the exponent stops there.
            var written: Int64 = 0
            while isDigit(index) {
                written = min(written * 10 + Int64(bytes[index] - UInt8(ascii: "0")), 1_000_000_000)
                index += 1
            }
            exponent += sign * written
        }
        while digits.last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty { exponent = 0 }
    }
}
