import Observing

extension JSONValue {
    /// How deep arrays and objects may nest by default. The reader recurses once per level, and a wasm
    /// module's stack is small and unguarded, so the bound is kept well below what a Linux stack allows.
    public static let defaultMaxDepth = 256

    /// Reads the one JSON value that fills `bytes` (UTF-8; whitespace around it allowed).
    ///
    /// Strings must be valid UTF-8. An escaped lone surrogate (`\ud800` not followed by an escaped low
    /// surrogate, or a low one alone) becomes U+FFFD, as valid UTF-8 cannot hold it.
    /// - Throws: `JSONError` with the byte offset where reading stopped and what was expected there.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        if parser.position < bytes.count { throw parser.error("the end of the text") }
        return value
    }

    /// Reads the one JSON value that fills `text`.
    public static func parse(_ text: Text, maxDepth: Int = defaultMaxDepth) throws(JSONError) -> JSONValue {
        try parse(text.utf8, maxDepth: maxDepth)
    }
}

/// The reader behind `JSONValue.parse`: one pass over the bytes, by recursive descent.
struct JSONParser {
    let bytes: [UInt8]
    let maxDepth: Int
    var position = 0
    private var depth = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// The reader's messages are static: the `Text` is made here, once, rather than at each of the places
    /// that throw, whose frames (deep in the recursion) stay small.
    func error(_ expected: StaticString) -> JSONError {
        JSONError(offset: position, expected: Text(stringLiteral: expected))
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    mutating func value() throws(JSONError) -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        default: return try scalar()
        }
    }

    /// A value that holds no other. A debug build keeps it out of `value()`, whose frame is on the stack
    /// once per level of nesting, so that frame stays small; an optimised build inlines it.
    @inline(__always)
    private mutating func scalar() throws(JSONError) -> JSONValue {
        guard let byte = current else { throw error("a value") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONError) {
        let start = position
        for index in 0..<word.utf8CodeUnitCount {
            guard current == word.utf8Start[index] else {
                position = start
                throw error("a value")
            }
            position += 1
        }
    }

    private mutating func enter() throws(JSONError) {
        if depth == maxDepth { throw JSONError(offset: position, expected: "at most \(maxDepth) levels of nesting") }
        depth += 1
        position += 1
        skipWhitespace()
    }

    private mutating func object() throws(JSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var members: [(Text, JSONValue)] = []
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("a member name in quotes") }
            let name = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("':' after a member name") }
            position += 1
            skipWhitespace()
            members.append((name, try value()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1; skipWhitespace()
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: throw error("',' or '}' in an object")
            }
        }
    }

    private mutating func array() throws(JSONError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var items: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            items.append(try value())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1; skipWhitespace()
            case UInt8(ascii: "]"): position += 1; return .array(items)
            default: throw error("',' or ']' in an array")
            }
        }
    }

    private mutating func number() throws(JSONError) -> JSONNumber {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits() == 0 {
            throw error("a digit")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            if digits() == 0 { throw error("a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            if digits() == 0 { throw error("a digit in the exponent") }
        }
        return JSONNumber(validText: Text(utf8: Array(bytes[start..<position])))
    }

    private mutating func digits() -> Int {
        let start = position
        while let byte = current, byte &- UInt8(ascii: "0") < 10 { position += 1 }
        return position - start
    }

    /// The string's bytes as a `Text`, with nothing to repair: every byte was checked as it was read, and
    /// every escape appends valid UTF-8.
    private mutating func string() throws(JSONError) -> Text {
        position += 1
        var text: [UInt8] = []
        var runStart = position
        while true {
            guard let byte = current else { throw error("'\"' to end the string") }
            switch byte {
            case UInt8(ascii: "\""):
                text.append(contentsOf: bytes[runStart..<position])
                position += 1
                return Text(utf8: text)
            case UInt8(ascii: "\\"):
                text.append(contentsOf: bytes[runStart..<position])
                try escape(into: &text)
                runStart = position
            case 0..<0x20:
                throw error("an escape such as \\n instead of a control character")
            case 0x80...:
                try skipUTF8Sequence()
            default:
                position += 1
            }
        }
    }

    /// Reads one escape (`\n`, `\u00e9`, a surrogate pair…) and appends its UTF-8 bytes.
    private mutating func escape(into text: inout [UInt8]) throws(JSONError) {
        position += 1
        let simple: UInt8
        switch current ?? 0 {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            position += 1
            var scalar = try hex4()
            if scalar & 0xFC00 == 0xD800, position + 1 < bytes.count,
               bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                let afterHigh = position
                position += 2
                let low = try hex4()
                if low & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    position = afterHigh
                }
            }
            appendUTF8(scalar & 0xF800 == 0xD800 ? 0xFFFD : scalar, to: &text)
            return
        default:
            throw error("an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u")
        }
        text.append(simple)
        position += 1
    }

    private mutating func hex4() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32
            switch current {
            case let byte? where byte &- UInt8(ascii: "0") < 10: digit = UInt32(byte - UInt8(ascii: "0"))
            case let byte? where (byte | 0x20) &- UInt8(ascii: "a") < 6: digit = UInt32((byte | 0x20) - UInt8(ascii: "a") + 10)
            default: throw error("four hex digits after \\u")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    /// Steps over one multi-byte UTF-8 character, refusing overlong forms, surrogates and values past U+10FFFF.
    private mutating func skipUTF8Sequence() throws(JSONError) {
        let lead = bytes[position]
        let length: Int, lowest: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; lowest = 0x80
        case 0xE0...0xEF: length = 3; lowest = 0x800
        case 0xF0...0xF4: length = 4; lowest = 0x10000
        default: throw error("UTF-8 text")
        }
        guard position + length <= bytes.count else { throw error("UTF-8 text") }
        var scalar = UInt32(lead) & (0x7F >> UInt32(length))
        for index in 1..<length {
            let byte = bytes[position + index]
            guard byte & 0xC0 == 0x80 else { throw error("UTF-8 text") }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= lowest, scalar <= 0x10FFFF, scalar & 0xFFFFF800 != 0xD800 else { throw error("UTF-8 text") }
        position += length
    }
}

/// Appends the UTF-8 bytes of a Unicode scalar value (not a surrogate).
func appendUTF8(_ scalar: UInt32, to bytes: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
        bytes.append(UInt8(scalar))
    case 0x80..<0x800:
        bytes.append(UInt8(0xC0 | scalar >> 6))
        bytes.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
        bytes.append(UInt8(0xE0 | scalar >> 12))
        bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        bytes.append(UInt8(0x80 | scalar & 0x3F))
    default:
        bytes.append(UInt8(0xF0 | scalar >> 18))
        bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
        bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        bytes.append(UInt8(0x80 | scalar & 0x3F))
    }
}
