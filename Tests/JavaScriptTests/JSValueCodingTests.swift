import XCTest
import VDOM
@testable import JavaScript

final class JSValueCodingTests: XCTestCase {
    func testEachKindHasTheDocumentedBytes() {
        XCTAssertEqual(JSValueCoding.encode(.null), [0])
        XCTAssertEqual(JSValueCoding.encode(false), [1])
        XCTAssertEqual(JSValueCoding.encode(true), [2])
        XCTAssertEqual(JSValueCoding.encode(1.5), [3, 0, 0, 0, 0, 0, 0, 0xF8, 0x3F])
        XCTAssertEqual(JSValueCoding.encode("é!"), [4, 3, 0, 0, 0, 0xC3, 0xA9, 0x21])
        XCTAssertEqual(JSValueCoding.encode(.bytes([9, 8])), [5, 2, 0, 0, 0, 9, 8])
        XCTAssertEqual(JSValueCoding.encode([1, nil]), [6, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0xF0, 0x3F, 0])
    }

    func testValuesSurviveTheRoundTrip() {
        let value: JSValue = [nil, true, -0.25, "naïve 🙂", .bytes([0, 255]), [[], "x"], .number(.infinity)]
        let decoded = JSValueCoding.encode(value).withUnsafeBytes { JSValueCoding.decodeValue($0) }
        XCTAssertEqual(decoded, value)
    }

    func testAnAnswerCarriesItsStatus() {
        let failure = JSValueCoding.encode(.failure(JSError(name: "TypeError", message: "no")))
        XCTAssertEqual(failure, [1, 6, 2, 0, 0, 0, 4, 9, 0, 0, 0] + Array("TypeError".utf8) + [4, 2, 0, 0, 0] + Array("no".utf8))
        let (status, answer) = failure.withUnsafeBytes { JSValueCoding.decodeAnswer($0) }
        XCTAssertEqual(status, .failure)
        XCTAssertEqual(answer, .failure(JSError(name: "TypeError", message: "no")))

        let value = JSValueCoding.encode(.success(7), status: .value)
        XCTAssertEqual(value.first, 2)
        XCTAssertTrue(value.withUnsafeBytes { JSValueCoding.decodeAnswer($0) } == (.value, .success(7)))
    }

    /// Bytes no shim would write (cut short, trailing, counts past the end, unknown tags or statuses,
    /// lists nested past the limit) give the malformed failure, never a trap or a huge allocation.
    func testMalformedAnswersAreFailuresNotTraps() {
        let malformed: [[UInt8]] = [
            [], [0], [3], [0, 3, 0, 0], [0, 4, 5, 0, 0, 0, 65], [0, 0, 0], [9, 0], [0, 7],
            [0, 6, 0xFF, 0xFF, 0xFF, 0xFF], [0, 5, 0xFF, 0xFF, 0xFF, 0x7F, 1],
            [1, 0], [1, 6, 1, 0, 0, 0, 0],
            [0] + Array(repeating: [6, 1, 0, 0, 0], count: 70).flatMap { $0 } + [0],
        ]
        for bytes in malformed {
            let (status, answer) = bytes.withUnsafeBytes { JSValueCoding.decodeAnswer($0) }
            XCTAssertEqual(status, .failure, "\(bytes.prefix(12))")
            XCTAssertEqual(answer, .failure(JSValueCoding.malformed), "\(bytes.prefix(12))")
        }
    }

    func testAccessorsReadOnlyTheirKind() {
        let five: JSValue = 5
        XCTAssertEqual(five.int, 5)
        XCTAssertEqual(five.number, 5)
        XCTAssertNil(five.text)
        XCTAssertNil(JSValue.number(2.5).int)
        XCTAssertNil(JSValue.number(1e300).int)
        XCTAssertEqual(JSValue("hi").text, "hi")
        XCTAssertEqual(JSValue(true).bool, true)
        XCTAssertEqual(JSValue.bytes([1]).bytes, [1])
        XCTAssertEqual(JSValue.list([1, 2]).list, [1, 2])
        XCTAssertTrue(JSValue.null.isNull)
        let count = 3
        XCTAssertEqual("\(count) left" as JSValue, .string("3 left"))
    }
}

private func == (a: (JSValueCoding.Status, Result<JSValue, JSError>), b: (JSValueCoding.Status, Result<JSValue, JSError>)) -> Bool {
    a.0 == b.0 && a.1 == b.1
}
