import JSON
import XCTest

final class JSONParserTests: XCTestCase {
    private func number(_ text: String) -> JSONValue { .number(JSONNumber(text: Text(text))!) }

    private func assertError(_ text: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let value = try JSONValue.parse(Text(text))
            XCTFail("read \(value.jsonText)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.description, message, file: file, line: line)
        }
    }

    func testReadsEveryKindWithMembersInOrder() throws {
        let value = try JSONValue.parse(#" {"b": [1, -2.5e3, true, false, null], "a": {}, "b": "x", "c": []} "#)
        XCTAssertEqual(value, .object([
            ("b", .array([number("1"), number("-2.5e3"), .bool(true), .bool(false), .null])),
            ("a", .object([])),
            ("b", .string("x")),
            ("c", .array([])),
        ]))
        XCTAssertEqual(value["b"], .string("x"), "the last member of a name wins, as in JSON.parse")
        XCTAssertNil(value["z"])
        XCTAssertEqual(try JSONValue.parse(Array("\t\r\n0\n".utf8)), number("0"))
    }

    func testNumbersKeepTheirText() throws {
        let value = try JSONValue.parse("[1.50E+02, -0]")
        XCTAssertEqual(value.jsonText, "[1.50E+02,-0]")
        guard case let .array(items) = value, case let .number(number) = items[0] else { return XCTFail("not read") }
        XCTAssertEqual(number.text, "1.50E+02")
        XCTAssertEqual(number.int, 150)
        XCTAssertEqual(number, JSONNumber(text: "150"))
    }

    func testEscapes() throws {
        XCTAssertEqual(try JSONValue.parse(#""a\"\\\/\b\f\n\r\t\u00e9\u20AC""#), .string("a\"\\/\u{8}\u{C}\n\r\té€"))
        XCTAssertEqual(try JSONValue.parse(#""\ud83d\ude00 \uD834\uDD1E""#), .string("😀 𝄞"))
        XCTAssertEqual(try JSONValue.parse("\"é😀\""), .string("é😀"))
    }

    func testALoneSurrogateBecomesTheReplacementCharacter() throws {
        XCTAssertEqual(try JSONValue.parse(#""\ud800""#), .string("\u{FFFD}"))
        XCTAssertEqual(try JSONValue.parse(#""\udc00x""#), .string("\u{FFFD}x"))
        XCTAssertEqual(try JSONValue.parse(#""\ud800\u0041""#), .string("\u{FFFD}A"))
        XCTAssertEqual(try JSONValue.parse(#""\ud800\ud800\udc00""#), .string("\u{FFFD}\u{10000}"))
        XCTAssertEqual(try JSONValue.parse(#""\ud800\n""#), .string("\u{FFFD}\n"))
    }

    func testErrorsNameTheByteAndWhatWasExpected() {
        assertError("", "invalid JSON at byte 0: expected a value")
        assertError("  ", "invalid JSON at byte 2: expected a value")
        assertError("garbage", "invalid JSON at byte 0: expected a value")
        assertError("nul", "invalid JSON at byte 0: expected a value")
        assertError("{\"a\":1 \"b\":2}", "invalid JSON at byte 7: expected ',' or '}' in an object")
        assertError("{\"a\" 1}", "invalid JSON at byte 5: expected ':' after a member name")
        assertError("{a:1}", "invalid JSON at byte 1: expected a member name in quotes")
        assertError("{\"a\":1,}", "invalid JSON at byte 7: expected a member name in quotes")
        assertError("[1,]", "invalid JSON at byte 3: expected a value")
        assertError("[1 2]", "invalid JSON at byte 3: expected ',' or ']' in an array")
        assertError("[1", "invalid JSON at byte 2: expected ',' or ']' in an array")
        assertError("1 2", "invalid JSON at byte 2: expected the end of the text")
        assertError("-", "invalid JSON at byte 1: expected a digit")
        assertError("-x", "invalid JSON at byte 1: expected a digit")
        assertError("01", "invalid JSON at byte 1: expected the end of the text")
        assertError("1.", "invalid JSON at byte 2: expected a digit after '.'")
        assertError("1.e5", "invalid JSON at byte 2: expected a digit after '.'")
        assertError("1e+", "invalid JSON at byte 3: expected a digit in the exponent")
        assertError("+1", "invalid JSON at byte 0: expected a value")
        assertError("\"abc", "invalid JSON at byte 4: expected '\"' to end the string")
        assertError("\"a\tb\"", "invalid JSON at byte 2: expected an escape such as \\n instead of a control character")
        assertError(#""\x""#, #"invalid JSON at byte 2: expected an escape: \" \\ \/ \b \f \n \r \t or \u"#)
        assertError(#""\"#, #"invalid JSON at byte 2: expected an escape: \" \\ \/ \b \f \n \r \t or \u"#)
        assertError(#""\u12g4""#, #"invalid JSON at byte 5: expected four hex digits after \u"#)
        assertError(#""\ud800\u12""#, #"invalid JSON at byte 11: expected four hex digits after \u"#)
    }

    func testInvalidUTF8IsRefusedAtItsFirstByte() {
        for (bytes, offset) in [
            ([0x22, 0x61, 0xFF, 0x22], 2),              // never a UTF-8 byte
            ([0x22, 0x80, 0x22], 1),                    // a continuation byte alone
            ([0x22, 0xC0, 0xAF, 0x22], 1),              // overlong "/"
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], 1),        // overlong, three bytes
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),        // an encoded surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // past U+10FFFF
            ([0x22, 0xE2, 0x82], 1),                    // cut short
            ([0x22, 0xE2, 0x28, 0xA1, 0x22], 1),        // a bad continuation
        ] as [([UInt8], Int)] {
            XCTAssertThrowsError(try JSONValue.parse(bytes)) { error in
                let error = error as! JSONError
                XCTAssertEqual(error.description, "invalid JSON at byte \(offset): expected UTF-8 text", "\(bytes)")
                XCTAssertEqual(error.offset, offset)
                XCTAssertEqual(error.expected, "UTF-8 text")
            }
        }
    }

    func testNestingIsBounded() throws {
        let limit = JSONValue.defaultMaxDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        XCTAssertEqual(try JSONValue.parse(Text(deepest)).jsonText, Text(deepest))
        assertError("[" + deepest + "]", "invalid JSON at byte \(limit): expected at most \(limit) levels of nesting")
        XCTAssertThrowsError(try JSONValue.parse(#"{"a":{"a":{"a":1}}}"#, maxDepth: 2)) { error in
            XCTAssertEqual((error as! JSONError).description, "invalid JSON at byte 10: expected at most 2 levels of nesting")
        }
    }
}
