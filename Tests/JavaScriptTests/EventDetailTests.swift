import JavaScript
import VDOM
import XCTest

/// `DOMEvent.detail`: a custom event's detail, which the page sends as the hexadecimal of its encoding.
final class EventDetailTests: XCTestCase {
    private func event(detail hex: String?) -> DOMEvent {
        DOMEvent("my-change", utf8Value: nil, checked: nil, utf8Key: nil, flags: 0, encodedDetail: hex.map { Array($0.utf8) })
    }

    func testTheHexadecimalOfAnEncodedValueReadsAsTheValue() {
        XCTAssertEqual(event(detail: "0402000000c3a9").detail, "é")
        XCTAssertEqual(event(detail: "0402000000C3A9").detail, "é", "either case")
        XCTAssertEqual(event(detail: "00").detail, .null, "JavaScript's null is a detail")
        XCTAssertNil(event(detail: nil).detail, "none")
    }

    /// Text that is not the hexadecimal of one well-formed value (only a page out of step with the module
    /// sends it) reads as no detail, never a trap.
    func testMalformedDetailsReadAsNone() {
        for hex in ["040", "0g", "04ffffffff61", "0000", "06ffffffff"] {
            XCTAssertNil(event(detail: hex).detail, hex)
        }
    }

    /// Setting a detail writes what the page would send, so an event made in a test carries one.
    func testASetDetailIsWrittenAsThePageWritesIt() {
        var event = DOMEvent("my-change")
        event.detail = [1.5, "é", true, nil, .bytes([0xAB])]
        XCTAssertEqual(event.detail, [1.5, "é", true, nil, .bytes([0xAB])])
        var copy = self.event(detail: nil)
        copy.detail = "é"
        XCTAssertEqual(copy.encodedDetail.map { String(decoding: $0, as: UTF8.self) }, "0402000000c3a9")
        XCTAssertEqual(copy.detail, "é")
        copy.detail = nil
        XCTAssertNil(copy.detail)
    }
}
