import VDOMTesting

/// A parsed JSON value that keeps what case files depend on: the order of object members (attributes,
/// styles and properties are applied in the order written) and the text of numbers (a key `1` is the
/// key "1").
public indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// A number, with the text it was written as.
    case number(Double, text: String)
    case string(String)
    case array([JSONValue])
    /// Members in the order written; a repeated name appears twice.
    case object([(String, JSONValue)])

    /// The value of the last member named `name`, for objects.
    public subscript(name: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.last { $0.0 == name }?.1
    }

    /// The value written back as JSON text (numbers as they were written).
    public var jsonText: String {
        switch self {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(_, text): return text
        case let .string(text): return JSON.string(text)
        case let .array(items): return "[" + items.map { $0.jsonText }.joined(separator: ",") + "]"
        case let .object(members):
            return "{" + members.map { JSON.string($0.0) + ":" + $0.1.jsonText }.joined(separator: ",") + "}"
        }
    }

    /// A short name of the value's type, for messages: `a string`, `an object`…
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x, _), .number(y, _)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }
}

/// Why a text is not JSON.
public struct JSONError: Error, Equatable, CustomStringConvertible {
    /// The 0-based byte offset where reading failed.
    public let offset: Int
    public let reason: String
    public var description: String { "invalid JSON at byte \(offset): \(reason)" }
}

/// Reads JSON text (RFC 8259), nesting at most `maxDepth` arrays and objects deep.
public struct JSONParser {
    public static let maxDepth = 2_000

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses one JSON value that fills the whole text (surrounding whitespace allowed).
    public static func parse(_ text: String) throws(JSONError) -> JSONValue {
        var parser = JSONParser(text)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        if parser.position < parser.bytes.count { throw parser.error("unexpected text after the value") }
        return value
    }

    private func error(_ reason: String) -> JSONError { JSONError(offset: position, reason: reason) }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func value() throws(JSONError) -> JSONValue {
        guard let byte = current else { throw error("unexpected end of text") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character \(describe(byte))")
        }
    }

    private mutating func literal(_ word: String) throws(JSONError) {
        for expected in word.utf8 {
            guard current == expected else { throw error("expected \(word)") }
            position += 1
        }
    }

    private mutating func enter() throws(JSONError) {
        depth += 1
        if depth > JSONParser.maxDepth { throw error("nested deeper than \(JSONParser.maxDepth) levels") }
    }

    private mutating func object() throws(JSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [(String, JSONValue)] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name in quotes") }
            let name = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected \":\" after a member name") }
            position += 1
            skipWhitespace()
            members.append((name, try value()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: throw error("expected \",\" or \"}\" in an object")
            }
        }
    }

    private mutating func array() throws(JSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try value())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"): position += 1; return .array(items)
            default: throw error("expected \",\" or \"]\" in an array")
            }
        }
    }

    private mutating func number() throws(JSONError) -> JSONValue {
        let start = position
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.position
            while let b = parser.current, b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") { parser.position += 1 }
            return parser.position - from
        }
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits(&self) == 0 {
            throw error("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            if digits(&self) == 0 { throw error("expected a digit after \".\"") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            if digits(&self) == 0 { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return .number(Double(text) ?? .nan, text: text)
    }

    private mutating func string() throws(JSONError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var chunkStart = position
        func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) {
            if end > chunkStart {
                scalars.append(contentsOf: String(decoding: parser.bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                flush(self, upTo: position, into: &scalars)
                position += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character \(describe(byte)) in a string") }
            if byte != UInt8(ascii: "\\") {
                position += 1
                continue
            }
            flush(self, upTo: position, into: &scalars)
            position += 1
            guard let escape = current else { throw error("unterminated string") }
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), current == UInt8(ascii: "\\"),
                   position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") {
                    let save = position
                    position += 2
                    let low = try hex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        position = save
                    }
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default:
                position -= 1
                throw error("invalid escape \\\(describe(escape))")
            }
            chunkStart = position
        }
    }

    private mutating func hex4() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unterminated \\u escape") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "\"\(Character(Unicode.Scalar(byte)))\"" : "0x" + String(byte, radix: 16)
    }
}
