import XCTest
import VDOM
@testable import DOMBridge

final class EventSnapshotTests: XCTestCase {
    /// A snapshot laid out as the page writes it.
    private func snapshot(present: UInt32, checked: UInt32 = 0, modifiers: UInt32 = 0, value: String = "",
                          key: String = "") -> [UInt8] {
        var bytes: [UInt8] = []
        for word in [present, checked, modifiers, UInt32(value.utf8.count), UInt32(key.utf8.count)] {
            withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes + Array(value.utf8) + Array(key.utf8) + [0xEE, 0xEE] // trailing room is ignored
    }

    private func read(_ bytes: [UInt8], _ name: EventName = .input) -> DOMEvent {
        bytes.withUnsafeBytes { EventSnapshot.read(name, from: $0) }!
    }

    func testValueCheckedKeyAndModifiersArriveAsWritten() {
        let event = read(snapshot(present: 7, checked: 1, modifiers: 1 | 8, value: "Zoë", key: "Enter"), .keyDown)
        XCTAssertEqual(event.name, .keyDown)
        XCTAssertEqual(event.value, "Zoë")
        XCTAssertEqual(event.checked, true)
        XCTAssertEqual(event.key, "Enter")
        XCTAssertEqual(event.modifiers, [.shift, .meta])
        XCTAssertFalse(event.isDefaultPrevented)
    }

    /// A `select multiple` sends its selected options' positions as its value; the states arrive too.
    func testTheSelectedPositionsArriveAsTheValue() {
        let event = read(snapshot(present: 1 | 8, modifiers: 16 | 32, value: "1 3"), .change)
        XCTAssertEqual(event.selectedPositions, [1, 3])
        XCTAssertEqual([event.isComposing, event.hasBadInput], [true, true])
        XCTAssertNil(read(snapshot(present: 1, value: "1 3")).selectedPositions, "not a select multiple")
        XCTAssertEqual(read(snapshot(present: 1 | 8, value: "")).selectedPositions, [], "none selected")
    }

    func testAbsentFieldsAreNil() {
        let event = read(snapshot(present: 2, checked: 0, modifiers: 2 | 4))
        XCTAssertNil(event.value)
        XCTAssertEqual(event.checked, false)
        XCTAssertNil(event.key)
        XCTAssertEqual(event.modifiers, [.control, .alt])
    }

    func testAnEmptyValueIsNotAnAbsentOne() {
        XCTAssertEqual(read(snapshot(present: 1)).value, "")
    }

    func testASnapshotWhoseLengthsOverrunTheBufferGivesNoEvent() {
        var bytes = snapshot(present: 1, value: "abc")
        bytes[12] = 200
        XCTAssertNil(bytes.withUnsafeBytes { EventSnapshot.read(.change, from: $0) })
        XCTAssertNil(Array(bytes.prefix(10)).withUnsafeBytes { EventSnapshot.read(.change, from: $0) })
        // Lengths whose 32-bit sum wraps around to a small number still do not fit.
        bytes.replaceSubrange(12..<20, with: [0xFF, 0xFF, 0xFF, 0xFF, 0x10, 0, 0, 0])
        XCTAssertNil(bytes.withUnsafeBytes { EventSnapshot.read(.change, from: $0) })
    }

    /// The event keeps its own copy of the bytes: the page reuses the snapshot buffer for the next event.
    func testTheTextsOutliveTheSnapshotBuffer() {
        var bytes = snapshot(present: 5, value: "42", key: "Tab")
        let event = read(bytes)
        for index in bytes.indices { bytes[index] = 0x21 }
        XCTAssertEqual(event.value, "42")
        XCTAssertEqual(event.key, "Tab")
    }

    func testAHandlerCanReplaceTheTexts() {
        var event = read(snapshot(present: 5, value: "42", key: "Tab"))
        event.value = "7"
        event.key = nil
        XCTAssertEqual(event.value, "7")
        XCTAssertNil(event.key)
    }

    /// The page's `TextEncoder` never writes invalid UTF-8; if a buffer held some, the value keeps its
    /// bytes and reads as U+FFFD when made a `String`, rather than as bytes no `String` can hold.
    func testInvalidUTF8ReadsAsTheReplacementCharacter() {
        var bytes = snapshot(present: 1, value: "ab")
        bytes[20] = 0xFF
        let value = read(bytes).value
        XCTAssertEqual(value?.utf8, [0xFF, UInt8(ascii: "b")])
        XCTAssertEqual(value?.description, "\u{FFFD}")
    }
}
