import Observing

extension JSONValue {
    /// The value as compact JSON text in UTF-8: no whitespace, members in order, numbers as their text,
    /// strings with the escapes RFC 8259 requires (`\"`, `\\`, and control characters).
    public var jsonBytes: [UInt8] {
        var writer = JSONWriter()
        writer.write(self)
        return writer.bytes
    }

    /// The value as compact JSON text (see `jsonBytes`).
    public var jsonText: Text {
        Text(utf8: jsonBytes)
    }
}

/// Appends JSON text to a byte buffer. Strings are read through `withBytes`, never through a `String`'s
/// views, whose indices link the code for foreign strings into a wasm module.
struct JSONWriter {
    var bytes: [UInt8] = []

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case let .bool(flag): append(flag ? "true" : "false")
        case let .number(number): number.text.withBytes { bytes.append(contentsOf: $0) }
        case let .string(text): write(string: text)
        case let .array(items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(item)
            }
            bytes.append(UInt8(ascii: "]"))
        case let .object(members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(string: member.0)
                bytes.append(UInt8(ascii: ":"))
                write(member.1)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ word: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// A string in quotes; control characters get the short escapes JavaScript writes, or `\u00XX`.
    mutating func write(string: Text) {
        bytes.append(UInt8(ascii: "\""))
        string.withBytes { escape($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ string: UnsafeBufferPointer<UInt8>) {
        for byte in string {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                append("\\u00")
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0xF))
            default: bytes.append(byte)
            }
        }
    }

    private func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
