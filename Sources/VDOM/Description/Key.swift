/// Identifies a child among its siblings across renders, so a keyed diff can move it instead of
/// re-creating it.
///
/// `Key.int(1)` and `Key.string("1")` are different keys; use one kind per list.
public enum Key: Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    case int(Int)
    case string(String)

    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }

    public static func == (a: Key, b: Key) -> Bool {
        switch (a, b) {
        case let (.int(x), .int(y)): return x == y
        case let (.string(x), .string(y)): return x.bytesEqual(y)
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .int(value):
            hasher.combine(0 as UInt8)
            hasher.combine(value)
        case let .string(value):
            hasher.combine(1 as UInt8)
            value.hashBytes(into: &hasher)
        }
    }

    /// The key as it appears in error messages: integers bare, strings quoted.
    public var description: String { ("\(self)" as Text).description }
}

extension Text {
    /// A key as error messages show it: integers bare, strings quoted.
    public mutating func appendInterpolation(_ key: Key) {
        switch key {
        case let .int(value): appendInterpolation(value)
        case let .string(value): appendLiteral("\""); appendInterpolation(value); appendLiteral("\"")
        }
    }
}
