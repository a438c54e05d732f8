import DOMBridge
import VDOM

/// The one encoding values cross the boundary in, both ways; `web/calls.js` mirrors it
/// (`docs/javascript.md` specifies it). All numbers are little-endian.
///
/// | tag | kind | then |
/// |---|---|---|
/// | 0 | null | nothing |
/// | 1 | false | nothing |
/// | 2 | true | nothing |
/// | 3 | number | 8 bytes, an IEEE 754 double |
/// | 4 | string | a 32-bit byte count, then that many bytes of UTF-8 |
/// | 5 | bytes | a 32-bit byte count, then the bytes |
/// | 6 | list | a 32-bit element count, then the elements |
/// | 7 | element | the 32-bit id of an element of the page the app holds (Swift to JavaScript only) |
/// | 8 | object | the 32-bit number of a handle the page keeps for an object (JavaScript to Swift, and back) |
///
/// An answer is one status byte followed by a value: 0 the call's result, 2 one value of a stream that
/// goes on (``JSFunction/listen(_:receive:)``), 1 a failure, whose value is a list of two strings, the
/// error's name and message.
enum JSValueCoding {
    enum Tag: UInt8 {
        case null = 0, `false` = 1, `true` = 2, number = 3, string = 4, bytes = 5, list = 6, element = 7, object = 8
    }

    enum Status: UInt8 {
        case result = 0, failure = 1, value = 2
    }

    static func encode(_ value: JSValue, into bytes: inout [UInt8]) {
        switch value {
        case .null: bytes.append(Tag.null.rawValue)
        case let .bool(flag): bytes.append(flag ? Tag.true.rawValue : Tag.false.rawValue)
        case let .number(number):
            bytes.append(Tag.number.rawValue)
            appendWord(number.bitPattern, byteCount: 8, to: &bytes)
        case let .string(text):
            bytes.append(Tag.string.rawValue)
            text.withBytes { utf8 in
                appendWord(UInt64(utf8.count), byteCount: 4, to: &bytes)
                bytes.append(contentsOf: utf8)
            }
        case let .bytes(data):
            bytes.append(Tag.bytes.rawValue)
            appendWord(UInt64(data.count), byteCount: 4, to: &bytes)
            bytes.append(contentsOf: data)
        case let .list(elements):
            bytes.append(Tag.list.rawValue)
            appendWord(UInt64(elements.count), byteCount: 4, to: &bytes)
            for element in elements { encode(element, into: &bytes) }
        case let .element(element):
            guard !element.isRemoved else { return bytes.append(Tag.null.rawValue) }
            bytes.append(Tag.element.rawValue)
            appendWord(UInt64(element.id.rawValue), byteCount: 4, to: &bytes)
            #if !arch(wasm32)
            JSDoubles.crossed(element)
            #endif
        case let .object(object):
            bytes.append(Tag.object.rawValue)
            appendWord(UInt64(object.handle), byteCount: 4, to: &bytes)
        }
    }

    static func encode(_ value: JSValue) -> [UInt8] {
        var bytes: [UInt8] = []
        encode(value, into: &bytes)
        return bytes
    }

    /// An answer: a result, one value of a stream, or a failure.
    static func encode(_ answer: Result<JSValue, JSError>, status: Status = .result) -> [UInt8] {
        switch answer {
        case let .success(value):
            var bytes = [status.rawValue]
            encode(value, into: &bytes)
            return bytes
        case let .failure(error):
            var bytes = [Status.failure.rawValue]
            encode(.list([.string(error.name), .string(error.message)]), into: &bytes)
            return bytes
        }
    }

    private static func appendWord(_ word: UInt64, byteCount: Int, to bytes: inout [UInt8]) {
        for index in 0..<byteCount { bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(index)))) }
    }

    /// Reads one answer. Bytes that do not hold exactly one well-formed answer (only a page script out of
    /// step with this module writes those) give a failure that says so, never a trap.
    static func decodeAnswer(_ bytes: UnsafeRawBufferPointer) -> (Status, Result<JSValue, JSError>) {
        var reader = Reader(bytes: bytes)
        guard let byte = reader.byte(), let status = Status(rawValue: byte), let value = reader.value(depth: 0),
              reader.isAtEnd else {
            return (.failure, .failure(malformed))
        }
        guard status == .failure else { return (status, .success(value)) }
        guard case let .list(parts) = value, parts.count == 2, let name = parts[0].text, let message = parts[1].text else {
            return (.failure, .failure(malformed))
        }
        return (.failure, .failure(JSError(name: name, message: message)))
    }

    /// Reads one value, or `nil` when the bytes are not exactly one well-formed value. The test doubles
    /// read what Swift sent with `borrowing`: its object handles are Swift's, not new ones.
    static func decodeValue(_ bytes: UnsafeRawBufferPointer, borrowing: Bool = false) -> JSValue? {
        var reader = Reader(bytes: bytes, borrowing: borrowing)
        guard let value = reader.value(depth: 0), reader.isAtEnd else { return nil }
        return value
    }

    static let malformed = JSError(name: "TypeError", message: "a malformed value crossed from the page: web/calls.js and the module are out of step")

    /// Lists nest at most this deep, so a hostile answer cannot exhaust the stack.
    static let maxDepth = 64

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var borrowing = false
        var at = 0

        var isAtEnd: Bool { at == bytes.count }

        mutating func byte() -> UInt8? {
            guard at < bytes.count else { return nil }
            at += 1
            return bytes[at - 1]
        }

        mutating func word(byteCount: Int) -> UInt64? {
            guard bytes.count - at >= byteCount else { return nil }
            var word: UInt64 = 0
            for index in 0..<byteCount { word |= UInt64(bytes[at + index]) << (8 * UInt64(index)) }
            at += byteCount
            return word
        }

        mutating func run() -> [UInt8]? {
            guard let count = word(byteCount: 4), UInt64(bytes.count - at) >= count else { return nil }
            let run = bytes.bytes(at: at, count: Int(count))
            at += Int(count)
            return run
        }

        mutating func value(depth: Int) -> JSValue? {
            guard depth <= JSValueCoding.maxDepth, let byte = byte(), let tag = Tag(rawValue: byte) else { return nil }
            switch tag {
            case .null: return .null
            case .false: return .bool(false)
            case .true: return .bool(true)
            case .number: return word(byteCount: 8).map { .number(Double(bitPattern: $0)) }
            case .string: return run().map { .string(Text(utf8: $0)) }
            case .bytes: return run().map { .bytes($0) }
            case .list:
                // Each element takes at least a byte, which bounds the count before anything is reserved.
                guard let count = word(byteCount: 4), UInt64(bytes.count - at) >= count else { return nil }
                var elements: [JSValue] = []
                for _ in 0..<Int(count) {
                    guard let element = value(depth: depth + 1) else { return nil }
                    elements.append(element)
                }
                return .list(elements)
            case .element:
                // Only the test doubles read an element, which they were given.
                #if arch(wasm32)
                return nil
                #else
                return word(byteCount: 4).flatMap { JSDoubles.element(NodeID(UInt32($0))) }
                #endif
            case .object:
                return word(byteCount: 4).map { .object(JSObject(handle: UInt32($0), owns: !borrowing)) }
            }
        }
    }
}
