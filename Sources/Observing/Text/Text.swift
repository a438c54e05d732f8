/// Text as the toolkit holds it: a `String` as it was given, or UTF-8 bytes put together from literals
/// and interpolated values. Text nodes, comments and class names are `Text`, and so are the page
/// title, the toolkit's error messages and an app's `App.stop` reason. It lives in `Observing`, beside
/// `@Observed`, so a model can hold, compare, parse and format text without importing the views.
///
/// Everything about a `Text` is byte-wise. In an Embedded Swift module, `String ==`, `<`, hashing and a
/// `String`-keyed dictionary go through Unicode normalisation and link the standard library's Unicode
/// tables; a `Text` compares, orders and hashes its UTF-8 bytes, so `Set<Text>` and `[Text: Value]` cost
/// nothing of the kind. Two texts that only look alike (a precomposed `é` and `e` with a combining accent)
/// are different texts, as they are to the DOM and to JavaScript's `===`. See docs/text.md for the helpers.
///
/// Interpolating into a `String` links the standard library's string-growing code into a wasm module,
/// for an app that otherwise never grows a string (docs/design.md has the cost). Appending bytes to an
/// array needs none of it: `p { "\(count) left" as Text }` or `Document.setTitle("\(count) · Counter")`
/// builds one. Bytes reach the page as they are, so no code to validate or decode them is linked; only
/// ``description`` makes a `String` of them.
///
/// `Text` is its own interpolation: each piece is appended to the bytes as it comes.
///
/// Eager-move, as `Node` explains.
@_eagerMove
public struct Text: CustomStringConvertible, ExpressibleByStringInterpolation, StringInterpolationProtocol {
    @_eagerMove
    private enum Storage {
        case string(String)
        case utf8([UInt8])
        /// A literal without interpolation, as the compiler laid it out: `.class("row")` on every render
        /// allocates nothing.
        case literal(UnsafePointer<UInt8>, count: Int)
    }

    private var storage: Storage

    public init() { storage = .utf8([]) }
    /// The string itself, not a copy of its bytes.
    public init(_ string: String) { storage = .string(string) }
    public init(stringLiteral literal: StaticString) {
        storage = .literal(literal.utf8Start, count: literal.utf8CodeUnitCount)
    }
    public init(stringInterpolation: Text) { self = stringInterpolation }
    public init(literalCapacity: Int, interpolationCount: Int) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(literalCapacity + 8 * interpolationCount)
        storage = .utf8(bytes)
    }

    /// Bytes known to be UTF-8, such as those the page's `TextEncoder` wrote.
    package init(utf8 bytes: [UInt8]) { storage = .utf8(bytes) }

    /// The text as UTF-8.
    public var utf8: [UInt8] {
        switch storage {
        case let .string(string): return string.withBytes { Array($0) }
        case let .utf8(bytes): return bytes
        case let .literal(start, count): return Array(UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// Calls `body` with the text's UTF-8 bytes, copying nothing: the way to read a text byte by byte.
    ///
    /// ```swift
    /// let commas = text.withBytes { bytes in bytes.filter { $0 == UInt8(ascii: ",") }.count }
    /// ```
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case let .string(string): return string.withBytes(body)
        case let .utf8(bytes): return bytes.withUnsafeBufferPointer(body)
        case let .literal(start, count): return body(UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// The length in UTF-8 bytes (not in characters: `"é"` is two).
    public var byteCount: Int { withBytes { $0.count } }

    public var isEmpty: Bool {
        switch storage {
        case let .string(string): return string.isEmpty
        case let .utf8(bytes): return bytes.isEmpty
        case let .literal(_, count): return count == 0
        }
    }

    /// The text as a `String` (`String(text)` is the same). Bytes that are not UTF-8 give U+FFFD.
    public var description: String {
        switch storage {
        case let .string(string): return string
        case let .utf8(bytes): return String(validUTF8: bytes)
        case let .literal(start, count): return String(validUTF8: Array(UnsafeBufferPointer(start: start, count: count)))
        }
    }

    public mutating func appendLiteral(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    public mutating func appendInterpolation(_ string: String) {
        appendInterpolation(Text(string))
    }

    public mutating func appendInterpolation(_ text: Text) {
        text.withBytes { append($0) }
    }

    /// Decimal, with a hyphen-minus for negative numbers, as `String(number)` writes it.
    public mutating func appendInterpolation(_ number: Int) {
        appendDecimal(number.magnitude, negative: number < 0)
    }

    /// Decimal, as `String(number)` writes it.
    public mutating func appendInterpolation(_ number: UInt) {
        appendDecimal(number, negative: false)
    }

    @inline(never)
    private mutating func appendDecimal(_ magnitude: UInt, negative: Bool) {
        // Digits are written backwards from the end of a stack buffer: 20 digits and a sign fit any `UInt`.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { buffer in
            var start = buffer.count
            var rest = magnitude
            repeat {
                start -= 1
                buffer[start] = UInt8(truncatingIfNeeded: rest % 10) + UInt8(ascii: "0")
                rest /= 10
            } while rest > 0
            if negative {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            append(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    @inline(never)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard case .utf8(var utf8) = storage else {
            storage = .utf8(self.utf8) // a string's or a literal's bytes, copied once: its first append
            return append(bytes)
        }
        // Drop the stored reference first, so the append below does not copy the bytes.
        storage = .utf8([])
        utf8.append(contentsOf: bytes)
        storage = .utf8(utf8)
    }
}

extension String {
    /// The text as a string: `String(text)` is `text.description`.
    public init(_ text: Text) {
        self = text.description
    }
}
