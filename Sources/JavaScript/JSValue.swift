import VDOM

/// A value that crosses between Swift and the page's JavaScript: the arguments of a ``JSFunction`` and
/// what it answers, and the arguments and answer of a Swift function the page calls (``JSExports``).
///
/// The kinds are the ones both languages hold without conversion rules of their own: JavaScript's
/// `null` and `undefined` arrive as ``null``, numbers as ``number(_:)`` (a `Double`, as in
/// JavaScript), strings as UTF-8 ``string(_:)``, a `Uint8Array` or `ArrayBuffer` as ``bytes(_:)``, and
/// an array as ``list(_:)``. Any other object or function (a widget, a canvas context, an element the
/// page made) arrives as a handle, ``object(_:)``, whose methods and properties Swift reaches through
/// it; an element the app holds (``DOMElement``) goes to the page as ``element(_:)``, the element
/// itself. A `BigInt` or a `Symbol` is refused with a `TypeError` naming it: pass JSON text for
/// structured data (see the `JSON` library).
///
/// Literals make arguments read naturally: `greet("Ada")`, `resize(640, 480)`, `toggle(true)`.
public enum JSValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(Text)
    case bytes([UInt8])
    case list([JSValue])
    /// An element of the page the app holds, which the page's function receives as the element itself.
    /// One that was removed goes as `null`.
    case element(DOMElement)
    /// A JavaScript object or function the page handed over (``JSObject``).
    case object(JSObject)

    public init(_ string: String) { self = .string(Text(string)) }
    public init(_ text: Text) { self = .string(text) }
    public init(_ number: Int) { self = .number(Double(number)) }

    /// The text of a ``string(_:)``, else `nil`.
    public var text: Text? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// The number of a ``number(_:)``, else `nil`.
    public var number: Double? {
        if case let .number(number) = self { return number }
        return nil
    }

    /// The number of a ``number(_:)`` when it is a whole number an `Int` holds exactly, else `nil`.
    public var int: Int? {
        // Compared after a conversion, not with `rounded`, which would need the C library's `trunc` on Linux.
        guard case let .number(number) = self, number >= -9_007_199_254_740_992, number <= 9_007_199_254_740_992,
              Double(Int64(number)) == number else { return nil }
        return Int(exactly: Int64(number))
    }

    /// The flag of a ``bool(_:)``, else `nil`.
    public var bool: Bool? {
        if case let .bool(flag) = self { return flag }
        return nil
    }

    /// The bytes of a ``bytes(_:)``, else `nil`.
    public var bytes: [UInt8]? {
        if case let .bytes(bytes) = self { return bytes }
        return nil
    }

    /// The elements of a ``list(_:)``, else `nil`.
    public var list: [JSValue]? {
        if case let .list(list) = self { return list }
        return nil
    }

    /// The handle of an ``object(_:)``, else `nil`.
    public var object: JSObject? {
        if case let .object(object) = self { return object }
        return nil
    }

    /// Whether this is ``null`` (JavaScript's `null` or `undefined`).
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

extension JSValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral literal: StaticString) { self = .string(Text(stringLiteral: literal)) }
    public init(stringInterpolation: Text) { self = .string(stringInterpolation) }
}

extension JSValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral number: Int) { self = .number(Double(number)) }
}

extension JSValue: ExpressibleByFloatLiteral {
    public init(floatLiteral number: Double) { self = .number(number) }
}

extension JSValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral flag: Bool) { self = .bool(flag) }
}

extension JSValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSValue...) { self = .list(elements) }
}

extension JSValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}
