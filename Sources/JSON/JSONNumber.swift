import Observing

/// A JSON number kept as the text it was written as, so nothing is lost before the reader says what it
/// wants: `int` and `int64` are exact (or nil), `double` is the nearest `Double` (correctly rounded, by
/// the conversion `Double(Text)` uses, in Observing), and writing the value back gives the same text.
public struct JSONNumber: Equatable, CustomStringConvertible {
    /// The number as written: JSON's grammar (`-`, digits, an optional fraction and exponent).
    public let text: Text

    init(validText text: Text) {
        self.text = text
    }

    /// The number written as `text`, or nil when `text` is not a JSON number (whitespace around it is dropped).
    public init?(text: Text) {
        guard case let .number(number)? = try? JSONValue.parse(text) else { return nil }
        self = number
    }

    public init(_ value: Int) {
        text = "\(value)"
    }

    /// Decimal digits written here: `Text` interpolates `Int`, which is 32 bits in a wasm module.
    public init(_ value: Int64) {
        var digits: [UInt8] = []
        var rest = value.magnitude
        repeat {
            digits.append(UInt8(truncatingIfNeeded: rest % 10) + UInt8(ascii: "0"))
            rest /= 10
        } while rest > 0
        if value < 0 { digits.append(UInt8(ascii: "-")) }
        text = Text(utf8: digits.reversed())
    }

    /// The shortest text that reads back as `value`, as `Text` writes a `Double`; nil for infinities and
    /// NaN, which JSON cannot write.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        text = "\(value)"
    }

    public var description: String { String(text) }

    /// The value when it is a whole number that fits an `Int64` (`12`, `-3`, `1e3`, `2.50e1`), else nil.
    public var int64: Int64? {
        let decimal = parts
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
        parts.double
    }

    /// Equal decimal values: `1.50` equals `15e-1`, `-0` equals `0`.
    public static func == (a: JSONNumber, b: JSONNumber) -> Bool {
        let x = a.parts, y = b.parts
        if x.digits.isEmpty || y.digits.isEmpty { return x.digits.isEmpty && y.digits.isEmpty }
        return x.negative == y.negative && x.exponent == y.exponent && x.digits == y.digits
    }
}

extension JSONNumber {
    /// The text taken apart. It follows JSON's grammar, which `DecimalParts` reads whole.
    fileprivate var parts: DecimalParts {
        text.withBytes { DecimalParts($0) }!
    }
}
