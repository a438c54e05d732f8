import JSON
import XCTest

final class JSONWriterTests: XCTestCase {
    func testWritesCompactTextWithTheRequiredEscapes() {
        let value = JSONValue.object([
            ("text", .string("a\"b\\c/\u{8}\u{C}\n\r\t\u{1}\u{1F}\u{7F}é😀")),
            ("list", .array([.null, .bool(true), .bool(false), .number(JSONNumber(-12)), .number(JSONNumber(text: "1.50e-3")!)])),
            ("", .object([])),
        ])
        let expected = #"{"text":"a\"b\\c/\b\f\n\r\t\u0001\u001f"# + "\u{7F}é😀\"," + #""list":[null,true,false,-12,1.50e-3],"":{}}"#
        XCTAssertEqual(value.jsonText, Text(expected))
        XCTAssertEqual(value.jsonBytes, Array(expected.utf8))
    }

    func testRoundTrips() throws {
        for text: Text in [
            #"{"a":[1,2.5,-0,1E+400,"x\"y"],"b":{"c":null,"c":true},"d":"\u0000\n"}"#,
            #"[[],{},"",0,"é\ud83d\ude00"]"#,
            #""\/ and \u00e9 are written as / and é""#,
        ] {
            let value = try JSONValue.parse(text)
            XCTAssertEqual(try JSONValue.parse(value.jsonText), value, String(text))
            XCTAssertEqual(try JSONValue.parse(value.jsonBytes).jsonText, value.jsonText, String(text))
        }
        XCTAssertEqual(try JSONValue.parse(#" [ "\/\u00e9" , 1.0 ] "#).jsonText, #"["/é",1.0]"#)
    }
}
