/// The value of a DOM property (not an attribute): what `element.value = …` or `element.checked = …` writes.
///
/// A string is held as ``Text``, so a bound field's value, which the model gives as text, reaches the
/// frame as the bytes it is, with no `String` made of it (and no UTF-8 validation linked for that).
public enum PropertyValue: Equatable, CustomStringConvertible {
    case string(Text)
    case bool(Bool)
    case number(Double)

    /// A string value: the string itself, not a copy of its bytes.
    public static func string(_ value: String) -> PropertyValue {
        .string(Text(value))
    }

    public static func == (a: PropertyValue, b: PropertyValue) -> Bool {
        switch (a, b) {
        case let (.string(x), .string(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        default: return false
        }
    }

    /// Numbers as JavaScript prints them where it matters here: integers without a fraction, and the
    /// special values by name.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value.magnitude < 9_007_199_254_740_992, Double(Int64(value)) == value { return "\(Int64(value))" }
        return "\(value)"
    }

    public var description: String {
        switch self {
        case let .string(value): return "\"\(value.description)\""
        case let .bool(value): return value ? "true" : "false"
        case let .number(value): return Self.format(value)
        }
    }
}

/// Which names are properties, and which of them are *controlled*.
///
/// A controlled property is one the user can change in the page (`value`, `checked`, `selected`,
/// `indeterminate`, `selectedIndex`). Every render that sets one emits it again, and the applier writes it
/// only where the live value differs, so an edit the model did not accept is put back. Other properties are
/// emitted only when the description changes. Properties are written after the element's children, so a
/// `<select>` already has its options when its `value` is set.
public enum PropertyTable {
    public static func isControlled(_ name: String) -> Bool {
        name.withBytes { bytes in
            bytes.isBytes("value") || bytes.isBytes("checked") || bytes.isBytes("selected")
                || bytes.isBytes("indeterminate") || bytes.isBytes("selectedIndex")
        }
    }
}
