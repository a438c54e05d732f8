/// Text put together from literals and interpolated values, held as UTF-8 bytes: the page title, the
/// toolkit's error messages, an app's `App.stop` reason, joined class names, a text child of a view.
///
/// Interpolating into a `String` links the standard library's string-growing code into a wasm
/// module, about 6 kB of its brotli size, for an app that otherwise never grows a string. Appending
/// bytes to an array needs none of it, so APIs that only pass text on to the page take `Text`:
/// `Document.setTitle("\(count) · Counter")` builds one, and a `String` goes in as `"\(name)"` or
/// `Text(name)`.
///
/// `Text` is its own interpolation: each piece is appended to the bytes as it comes.
public struct Text: Equatable, CustomStringConvertible, ExpressibleByStringInterpolation, StringInterpolationProtocol {
    /// The text as UTF-8.
    public private(set) var utf8: [UInt8] = []

    public init(_ string: String) { appendInterpolation(string) }
    public init(stringLiteral literal: StaticString) { appendLiteral(literal) }
    public init(stringInterpolation: Text) { self = stringInterpolation }
    public init(literalCapacity: Int, interpolationCount: Int) {
        utf8.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    @inline(never)
    public mutating func appendLiteral(_ literal: StaticString) {
        utf8.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    @inline(never)
    public mutating func appendInterpolation(_ string: String) {
        string.withBytes { utf8.append(contentsOf: $0) }
    }

    @inline(never)
    public mutating func appendInterpolation(_ text: Text) {
        utf8.append(contentsOf: text.utf8)
    }

    /// Decimal, with a hyphen-minus for negative numbers, as `String(number)` writes it.
    public mutating func appendInterpolation(_ number: Int) {
        if number < 0 { utf8.append(UInt8(ascii: "-")) }
        appendInterpolation(number.magnitude)
    }

    /// Decimal, as `String(number)` writes it.
    @inline(never)
    public mutating func appendInterpolation(_ number: UInt) {
        let start = utf8.count
        var rest = number
        repeat {
            utf8.insert(UInt8(truncatingIfNeeded: rest % 10) + UInt8(ascii: "0"), at: start)
            rest /= 10
        } while rest > 0
    }

    public var description: String { String(validUTF8: utf8) }
}
