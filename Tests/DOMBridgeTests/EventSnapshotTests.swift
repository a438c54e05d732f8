import XCTest
import VDOM
@testable import DOMBridge

final class EventSnapshotTests: XCTestCase {
    /// A snapshot laid out as the page writes it.
    private func snapshot(present: UInt32, checked: UInt32 = 0, modifiers: UInt32 = 0, value: String = "",
                          key: String = "", inputType: String = "", detail: String = "", validity: UInt32 = 0) -> [UInt8] {
        var bytes: [UInt8] = []
        let texts = [value, key, inputType, detail]
        for word in [present, checked, modifiers] + texts.map({ UInt32($0.utf8.count) }) + [validity] {
            withUnsafeBytes(of: word.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes + texts.flatMap { Array($0.utf8) } + [0xEE, 0xEE] // trailing room is ignored
    }

    private func read(_ bytes: [UInt8], _ name: EventName = .input) -> DOMEvent {
        bytes.withUnsafeBytes { snapshot in
            XCTAssertTrue(EventSnapshot.fits(snapshot))
            return EventSnapshot.read(name, from: snapshot)
        }
    }

    func testValueCheckedKeyAndModifiersArriveAsWritten() {
        let event = read(snapshot(present: 3, checked: 1, modifiers: 1 | 8, value: "Zoë", key: "Enter"), .keyDown)
        XCTAssertEqual(event.name, .keyDown)
        XCTAssertEqual(event.value, "Zoë")
        XCTAssertEqual(event.checked, true)
        XCTAssertEqual(event.key, "Enter")
        XCTAssertEqual(event.modifiers, [.shift, .meta])
        XCTAssertFalse(event.isDefaultPrevented)
    }

    /// A `select multiple` sends its selected options' positions as its value; the state arrives too.
    func testTheSelectedPositionsArriveAsTheValue() {
        let event = read(snapshot(present: 1 | 4, modifiers: 16, value: "1 3"), .change)
        XCTAssertEqual(event.selectedPositions, [1, 3])
        XCTAssertTrue(event.isComposing)
        XCTAssertNil(read(snapshot(present: 1, value: "1 3")).selectedPositions, "not a select multiple")
        XCTAssertEqual(read(snapshot(present: 1 | 4, value: "")).selectedPositions, [], "none selected")
    }

    /// The input type, the validity and the detail's text follow the value and the key, each in its place.
    func testTheInputTypeValidityAndDetailArriveAsWritten() {
        let event = read(snapshot(present: 1, value: "ab", key: "b", inputType: "insertText", detail: "0402000000c3a9",
                                  validity: 1024 | 256 | 4))
        XCTAssertEqual(event.value, "ab")
        XCTAssertEqual(event.key, "b")
        XCTAssertEqual(event.inputType, .insertText)
        XCTAssertEqual(event.inputType?.name, "insertText")
        XCTAssertEqual(event.validity, [.valueMissing, .patternMismatch, .badInput])
        XCTAssertEqual(event.encodedDetail, Array("0402000000c3a9".utf8))
        XCTAssertEqual(read(snapshot(present: 1, validity: 1)).validity, .valid)
    }

    /// Of the texts, only the value has a present bit: an emptied field's value is `""`, but no key, input
    /// type or detail is ever empty, so an empty one is none.
    func testAbsentFieldsAreNil() {
        let event = read(snapshot(present: 2, checked: 0, modifiers: 2 | 4))
        XCTAssertNil(event.value)
        XCTAssertEqual(event.checked, false)
        XCTAssertNil(event.key)
        XCTAssertNil(event.inputType)
        XCTAssertNil(event.encodedDetail)
        XCTAssertEqual(event.validity, [], "an element without validity")
        XCTAssertEqual(event.modifiers, [.control, .alt])
    }

    func testAnInputTypeOtherThanTheMembersComparesByName() {
        let event = read(snapshot(present: 1, inputType: "formatBold"))
        XCTAssertEqual(event.inputType, "formatBold")
        XCTAssertNotEqual(event.inputType, .insertText)
        XCTAssertEqual(event.inputType?.description, "formatBold")
        XCTAssertEqual([DOMEvent.InputType.deleteContentBackward, .deleteByCut, .insertText, .historyUndo].map(\.isDeletion),
                       [true, true, false, false])
    }

    func testAnEmptyValueIsNotAnAbsentOne() {
        XCTAssertEqual(read(snapshot(present: 1)).value, "")
    }

    func testASnapshotWhoseLengthsOverrunTheBufferDoesNotFit() {
        var bytes = snapshot(present: 1, value: "abc")
        XCTAssertTrue(bytes.withUnsafeBytes(EventSnapshot.fits))
        bytes[12] = 200
        XCTAssertFalse(bytes.withUnsafeBytes(EventSnapshot.fits))
        XCTAssertFalse(Array(bytes.prefix(30)).withUnsafeBytes(EventSnapshot.fits))
        // Lengths whose 32-bit sum wraps around to a small number still do not fit.
        bytes.replaceSubrange(12..<20, with: [0xFF, 0xFF, 0xFF, 0xFF, 0x10, 0, 0, 0])
        XCTAssertFalse(bytes.withUnsafeBytes(EventSnapshot.fits))
        // The detail's length counts as the value's does: up to the buffer's end fits, a byte more does not.
        var detail = snapshot(present: 0, detail: "00")
        detail[24] = 4
        XCTAssertTrue(detail.withUnsafeBytes(EventSnapshot.fits))
        detail[24] = 5
        XCTAssertFalse(detail.withUnsafeBytes(EventSnapshot.fits))
    }

    /// The event keeps its own copy of the bytes: the page reuses the snapshot buffer for the next event.
    func testTheTextsOutliveTheSnapshotBuffer() {
        var bytes = snapshot(present: 1, value: "42", key: "Tab")
        let event = read(bytes)
        for index in bytes.indices { bytes[index] = 0x21 }
        XCTAssertEqual(event.value, "42")
        XCTAssertEqual(event.key, "Tab")
    }

    func testAHandlerCanReplaceTheTexts() {
        var event = read(snapshot(present: 1, value: "42", key: "Tab"))
        event.value = "7"
        event.key = nil
        XCTAssertEqual(event.value, "7")
        XCTAssertNil(event.key)
    }

    /// The page's `TextEncoder` never writes invalid UTF-8; if a buffer held some, the value keeps its
    /// bytes and reads as U+FFFD when made a `String`, rather than as bytes no `String` can hold.
    func testInvalidUTF8ReadsAsTheReplacementCharacter() {
        var bytes = snapshot(present: 1, value: "ab")
        bytes[32] = 0xFF
        let value = read(bytes).value
        XCTAssertEqual(value?.utf8, [0xFF, UInt8(ascii: "b")])
        XCTAssertEqual(value?.description, "\u{FFFD}")
    }
}
