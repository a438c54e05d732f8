import JSON
import XCTest

/// Malformed input never traps or hangs: seeded mutations of valid JSON each give a value or an error,
/// and a value read back from its own text is the same value.
final class JSONFuzzTests: XCTestCase {
    private let seeds: [String] = [
        #"{"facts":[{"text":"a\"b\\\u00e9\ud83d\ude00","number":-12.5e-3},{"n":null,"t":true,"f":false}],"x":[]}"#,
        #"[0,-0,1E+400,9223372036854775807,-9223372036854775808,0.1,1e-400,"\/\b\f\n\r\t"]"#,
        #"{"a":{"b":{"c":[[["deep"]]]}},"é😀":"\u0000"}"#,
    ]

    func testMutatedInputGivesAValueOrAnError() {
        var random = SeededRandom(seed: 0xF022)
        var values = 0, errors = 0
        let pieces = seeds.map { Array($0.utf8) }
        let interesting: [UInt8] = Array(#"{}[]",:\u0123456789-+.eEtrfalsnu "#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC0, 0xE0, 0xED, 0xF4, 0xFF]
        for round in 0..<6_000 {
            var bytes = pieces[round % pieces.count]
            for _ in 0...Int.random(in: 0..<4, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0 where at < bytes.count: bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
                case 1 where at < bytes.count: bytes[at] = interesting.randomElement(using: &random)!
                case 2: bytes.removeSubrange(at...)
                case 3:
                    let other = pieces.randomElement(using: &random)!
                    let from = Int.random(in: 0..<other.count, using: &random)
                    bytes.insert(contentsOf: other[from..<min(other.count, from + Int.random(in: 1...20, using: &random))], at: at)
                case 4 where at < bytes.count: bytes.remove(at: at)
                default: bytes.insert(interesting.randomElement(using: &random)!, at: at)
                }
            }
            do {
                let value = try JSONValue.parse(bytes)
                XCTAssertEqual(try JSONValue.parse(value.jsonBytes), value, "\(bytes)")
                values += 1
            } catch {
                XCTAssertNotNil(error.offset)
                XCTAssertLessThanOrEqual(error.offset ?? -1, bytes.count)
                errors += 1
            }
        }
        XCTAssertEqual(values + errors, 6_000)
        XCTAssertGreaterThan(values, 100, "some mutations stay valid JSON")
        XCTAssertGreaterThan(errors, 3_000)
    }

    func testDeepAndLongInputs() throws {
        for opener in ["[", "{\"a\":", "[{\"a\":"] {
            let text = String(repeating: opener, count: 100_000)
            XCTAssertThrowsError(try JSONValue.parse(Text(text))) { error in
                XCTAssertEqual((error as! JSONError).expected, "at most 256 levels of nesting")
            }
        }
        let long = "1" + String(repeating: "0", count: 200_000) + "e-200000"
        guard case let .number(number) = try JSONValue.parse(Text(long)) else { return XCTFail("not a number") }
        XCTAssertEqual(number.double, 1)
        XCTAssertEqual(number.int, 1)
        let tiny = "0." + String(repeating: "0", count: 100_000) + "1"
        guard case let .number(small) = try JSONValue.parse(Text(tiny)) else { return XCTFail("not a number") }
        XCTAssertEqual(small.double, 0)
        XCTAssertEqual(JSONNumber(text: "1e999999999999999999999999")?.double, .infinity)
        XCTAssertEqual(JSONNumber(text: "-1e-999999999999999999999999")?.double.bitPattern, (-0.0).bitPattern)
    }
}
