import Observing

/// A JSON value (RFC 8259) as read from UTF-8 bytes, keeping what a reader may depend on: object members
/// in the order written (a repeated name appears twice) and each number's own text (see `JSONNumber`).
///
/// Read one with `JSONValue.parse(_:)`, write one with `jsonBytes` or `jsonText`, and turn one into an
/// app's own struct with `JSONField` (see `JSONDecoding.swift`).
///
/// Strings and member names are `Text`: they are read, compared and written as UTF-8 bytes, so a page that
/// reads and writes JSON links none of the standard library's code for growing, repairing or indexing a
/// `String`.
public indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(Text)
    case array([JSONValue])
    /// Members in the order written; a repeated name appears twice.
    case object([(Text, JSONValue)])

    /// A short name of the value's kind, for messages: `a string`, `an object`…
    public var kindName: Text {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// Same kind and same content; numbers are equal when their decimal values are (`1.0` and `1e0`),
    /// and strings and member names are compared byte by byte, as `Text` compares.
    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy { $0 == $1 }
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }
}
