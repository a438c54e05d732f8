import XCTest
@testable import DOMBridge

final class NameTableTests: XCTestCase {
    func testNamesAreNumberedFromOneInTheOrderFirstSeen() {
        var table = NameTable()
        XCTAssertEqual(table.nextID, 1)
        XCTAssertEqual(table.id(for: "div"), 1)
        XCTAssertEqual(table.id(for: "click"), 2)
        XCTAssertEqual(table.id(for: "div"), 1)
        XCTAssertEqual(table.nextID, 3)
        XCTAssertEqual(table.names, ["", "div", "click"])
    }

    func testNamesAreComparedByTheirBytes() {
        var table = NameTable()
        let composed = table.id(for: "caf\u{E9}")
        let decomposed = table.id(for: "cafe\u{301}")
        XCTAssertNotEqual(composed, decomposed, "the DOM tells these names apart too")
        XCTAssertEqual(table.id(for: "Div"), 3)
        XCTAssertEqual(table.id(for: "div"), 4)
    }

    func testThousandsOfNamesKeepTheirIDsAsTheTableGrows() {
        var table = NameTable()
        for n in 0..<5000 { XCTAssertEqual(table.id(for: "name-\(n)"), UInt32(n + 1)) }
        for n in stride(from: 4999, through: 0, by: -7) { XCTAssertEqual(table.id(for: "name-\(n)"), UInt32(n + 1)) }
        XCTAssertEqual(table.name(5000), "name-4999")
        XCTAssertNil(table.name(5001))
    }
}
