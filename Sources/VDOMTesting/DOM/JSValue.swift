import VDOM

// The conversions a browser applies when a property of one type is assigned a value of another
// (`input.value = 5` stores "5", `input.checked = "x"` stores true), and JavaScript's way of writing a
// number as a string, so the test DOM holds exactly what a browser would.

/// The type of a DOM property, which decides conversions and the value a reset writes.
enum PropertyType {
    case string
    case bool
    case number

    /// The value `removeProperty` resets to.
    var defaultValue: PropertyValue {
        switch self {
        case .string: return .string("")
        case .bool: return .bool(false)
        case .number: return .number(0)
        }
    }

    /// The value a browser stores when `value` is assigned to a property of this type.
    func convert(_ value: PropertyValue) -> PropertyValue {
        switch self {
        case .string: return .string(value.jsString)
        case .bool: return .bool(value.jsBool)
        case .number: return .number(value.jsNumber)
        }
    }
}

extension PropertyValue {
    /// The type of a value a property holds as written.
    var type: PropertyType {
        switch self {
        case .string: return .string
        case .bool: return .bool
        case .number: return .number
        }
    }

    /// `String(value)` in JavaScript.
    var jsString: String {
        switch self {
        case let .string(text): return text.description
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return javaScriptNumberString(number)
        }
    }

    /// `Boolean(value)` in JavaScript.
    var jsBool: Bool {
        switch self {
        case let .string(text): return !text.isEmpty
        case let .bool(flag): return flag
        case let .number(number): return number != 0 && !number.isNaN
        }
    }

    /// `Number(value)` in JavaScript (decimal notation only).
    var jsNumber: Double {
        switch self {
        case let .string(text):
            let text = trimmed(text.description)
            if text.isEmpty { return 0 }
            return Double(text) ?? .nan
        case let .bool(flag): return flag ? 1 : 0
        case let .number(number): return number
        }
    }
}

/// `Number.prototype.toString()`: the shortest digits that round-trip, in plain notation for exponents
/// from -7 to 20 and in `1.5e+21` notation beyond.
public func javaScriptNumberString(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    if value == 0 { return "0" }
    // Swift's description also gives the shortest round-tripping digits; only the layout differs.
    let text = "\(value.magnitude)"
    var mantissa = Substring(text)
    var exponent = 0
    if let e = text.firstIndex(of: "e") {
        mantissa = text[..<e]
        exponent = Int(text[text.index(after: e)...]) ?? 0
    }
    var digits = ""
    var pointAt = mantissa.count
    for (offset, character) in mantissa.enumerated() {
        if character == "." { pointAt = offset } else { digits.append(character) }
    }
    // value = 0.digits × 10^n
    var n = pointAt + exponent
    while digits.first == "0" {
        digits.removeFirst()
        n -= 1
    }
    while digits.last == "0" { digits.removeLast() }
    let k = digits.count
    let sign = value < 0 ? "-" : ""
    if k <= n && n <= 21 {
        return sign + digits + String(repeating: "0", count: n - k)
    }
    if 0 < n && n <= 21 {
        let split = digits.index(digits.startIndex, offsetBy: n)
        return sign + digits[..<split] + "." + digits[split...]
    }
    if -6 < n && n <= 0 {
        return sign + "0." + String(repeating: "0", count: -n) + digits
    }
    let e = n - 1
    let exponentText = (e < 0 ? "e-" : "e+") + "\(e.magnitude)"
    if k == 1 { return sign + digits + exponentText }
    return sign + String(digits.first!) + "." + digits.dropFirst() + exponentText
}
