import XCTest
import VDOM
@testable import DOMBridge

/// The exact words of encoded frames: header, operations, new names, string lengths, text.
final class FrameEncoderTests: XCTestCase {
    func testAFrameIsItsHeaderOperationsNamesLengthsAndText() {
        var encoder = FrameEncoder()
        let frame = encoder.encode([
            .createElement(1, tag: "p", namespace: .html),
            .createText(2, "hé"),
            .insert(2, parent: 1, before: nil),
            .insert(1, parent: .container, before: nil),
        ])
        XCTAssertEqual(frame.words, [
            0x3146_4456, 108, 15, 1, 1, 2, 4, 3, // magic, bytes, op words, first name, names, strings, text bytes, capacity
            1, 1, 1, 0, // createElement #1, name 1 ("p"), HTML
            2, 2, 1, // createText #2, string 1
            4, 2, 1, 0, // insert #2 into #1 at the end
            4, 1, 0, 0, // insert #1 into the container at the end
            0, // name 1 is string 0
            1, 2, // UTF-16 lengths: "p", "hé"
            0xA9C3_6870, // "p" "h" "é" as UTF-8
        ])
        XCTAssertEqual(frame.byteCount, 108)
        XCTAssertEqual(frame.bytes.count, 108)
        XCTAssertEqual(Array(frame.bytes.suffix(4)), [0x70, 0x68, 0xC3, 0xA9])
    }

    func testNamesCrossOnceAndKeepTheirIDsInLaterFrames() {
        var encoder = FrameEncoder()
        _ = encoder.encode([.createElement(1, tag: "li", namespace: .html), .addListener(1, event: .click)])
        let frame = encoder.encode([
            .createElement(2, tag: "li", namespace: .html),
            .addListener(2, event: .click),
            .setAttribute(2, name: "title", value: "x", namespace: nil),
        ])
        XCTAssertEqual(Array(frame.words[0..<8]), [0x3146_4456, 98, 12, 3, 1, 2, 6, 3])
        XCTAssertEqual(Array(frame.words[8..<20]), [1, 2, 1, 0, 19, 2, 2, 10, 2, 3, 1, 0])
        XCTAssertEqual(Array(frame.words[20..<23]), [0, 5, 1], "name 3 is string 0; lengths of \"title\" and \"x\"")
        XCTAssertEqual(encoder.names.name(1), "li")
        XCTAssertEqual(encoder.names.name(2), "click")
        XCTAssertEqual(encoder.names.name(3), "title")
        XCTAssertNil(encoder.names.name(0))
        XCTAssertNil(encoder.names.name(4))
    }

    func testEveryOperationHasItsOpcodeAndOperands() {
        var encoder = FrameEncoder()
        let svg = Namespace.svg.uri
        let xlink = "http://www.w3.org/1999/xlink"
        let frame = encoder.encode([
            .createElement(1, tag: "svg", namespace: .svg), // names 1 "svg", 2 svg URI
            .createComment(2, "c"),
            .move(2, parent: 1, before: 3),
            .remove(2),
            .replace(1, with: 3),
            .clear(.container),
            .setText(4, "t"),
            .setAttribute(1, name: "xlink:href", value: "#a", namespace: xlink), // names 3, 4
            .removeAttribute(1, name: "xlink:href", namespace: xlink),
            .setClass(1, ""),
            .setProperty(5, name: "value", value: .string("v")), // name 5
            .setProperty(5, name: "checked", value: .bool(true)), // name 6
            .setProperty(5, name: "tabIndex", value: .number(-1.5)), // name 7
            .removeProperty(5, name: "value"),
            .setStyle(5, name: "--gap", value: "2px", important: true), // name 8
            .removeStyle(5, name: "--gap"),
            .removeListener(5, event: .input), // name 9
            .setInnerHTML(5, "<b>"),
            .callMethod(5, name: "focus"), // name 10
        ])
        let bits = (-1.5).bitPattern
        let operations: [[UInt32]] = [
            [1, 1, 1, 2], [3, 2, 2], [5, 2, 1, 3], [6, 2], [7, 1, 3], [8, 0], [9, 4, 3],
            [10, 1, 3, 5, 4], [11, 1, 3, 4], [12, 1, 7], [13, 5, 5, 9], [14, 5, 6, 1],
            [15, 5, 7, UInt32(truncatingIfNeeded: bits), UInt32(bits >> 32)], [16, 5, 5], [17, 5, 8, 13, 1],
            [18, 5, 8], [20, 5, 9], [21, 5, 15], [22, 5, 10],
        ]
        let words = operations.flatMap { $0 }
        XCTAssertEqual(frame.words[2], UInt32(words.count))
        XCTAssertEqual(Array(frame.words[8..<8 + words.count]), words)
        XCTAssertEqual(encoder.names.names, ["", "svg", svg, "xlink:href", xlink, "value", "checked", "tabIndex",
                                             "--gap", "input", "focus"])
        XCTAssertEqual(frame.words[7], 3, "capacity: one more than the highest id created")
    }

    func testAStringSentTwiceInAFrameCrossesOnce() {
        var encoder = FrameEncoder()
        let long: Text = "glyphicon glyphicon-remove"
        let built = Text(String(repeating: "ab", count: 20))
        let again: Text = "\(String(repeating: "ab", count: 20))" // another value with the same text
        let patches: [Patch] = [
            .setClass(1, long), .setClass(2, "row"), .setClass(3, long), .setClass(4, "row"),
            .setText(5, built), .setText(6, again), .setText(7, "rows"),
        ]
        let frame = encoder.encode(patches)
        XCTAssertEqual(Array(frame.words[8..<8 + 21]), [12, 1, 0, 12, 2, 1, 12, 3, 0, 12, 4, 1, 9, 5, 2, 9, 6, 2, 9, 7, 3])
        XCTAssertEqual(frame.words[5], 4, "strings in the frame")
        var reader = FrameReader()
        XCTAssertEqual(reader.read(frame.bytes), patches)
        // The next frame has a table of its own.
        let next = encoder.encode([.setClass(1, long)])
        XCTAssertEqual(Array(next.words[8..<11]), [12, 1, 0])
        XCTAssertEqual(next.words[5], 1)
    }

    /// "row 8" and "row 20" hash to the same slot of the table of sent strings: each takes it from the
    /// other, so both are sent again, and every text still reads back as itself.
    func testStringsThatShareASlotAreSentAgainAndReadBackRight() {
        var encoder = FrameEncoder()
        let patches: [Patch] = [.setText(1, "row 8"), .setText(2, "row 20"), .setText(3, "row 8"), .setText(4, "row 20")]
        let frame = encoder.encode(patches)
        XCTAssertEqual(Array(frame.words[8..<8 + 12]), [9, 1, 0, 9, 2, 1, 9, 3, 2, 9, 4, 3])
        XCTAssertEqual(frame.words[5], 4, "strings in the frame")
        var reader = FrameReader()
        XCTAssertEqual(reader.read(frame.bytes), patches)
    }

    func testStringLengthsCountUTF16CodeUnits() {
        var encoder = FrameEncoder()
        let frame = encoder.encode([.setText(1, ""), .setText(1, "a€"), .setText(1, "😀!"), .setText(1, "e\u{301}")])
        let strings = Int(frame.words[5])
        let lengths = Array(frame.words[frame.words.count - strings - 3..<frame.words.count - 3])
        XCTAssertEqual(lengths, [0, 2, 3, 2])
        XCTAssertEqual(frame.words[6], 0 + 4 + 5 + 3, "UTF-8 bytes")
        XCTAssertEqual(Array(frame.bytes.suffix(12)),
                       [0x61, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0x21, 0x65, 0xCC, 0x81])
    }

    func testTheNodeCapacityOnlyGrows() {
        var encoder = FrameEncoder()
        XCTAssertEqual(encoder.encode([.createText(9, "a")]).words[7], 10)
        XCTAssertEqual(encoder.encode([.createText(3, "b")]).words[7], 10)
        XCTAssertEqual(encoder.encode([.remove(9)]).words[7], 10)
        XCTAssertEqual(encoder.encode([.createElement(12, tag: "i", namespace: .html)]).words[7], 13)
    }

    func testReleasedIDsEndTheFrameOneOperationPerRun() {
        var encoder = FrameEncoder()
        let frame = encoder.encode([.remove(4)], released: [4, 5, 6, 9, 3, 12, 11, 10, 2])
        XCTAssertEqual(Array(frame.words[8...]), [
            6, 4, // remove #4
            23, 4, 3, // release #4-#6
            23, 9, 1, // release #9
            23, 3, 1, // release #3
            23, 10, 3, // release #12, #11, #10: a falling run
            23, 2, 1, // release #2
        ])
        XCTAssertEqual(frame.words[2], 2 + 5 * 3)
    }

    func testAnEmptyFrameIsJustAHeader() {
        var encoder = FrameEncoder()
        XCTAssertEqual(encoder.encode([]).words, [0x3146_4456, 32, 0, 1, 0, 0, 0, 1])
    }
}

/// Frames read back (as the page reads them) into the patches they encode.
final class FrameRoundTripTests: XCTestCase {
    func testEveryKindOfPatchSurvivesEncodingAcrossFrames() {
        let frames: [[Patch]] = [
            [
                .createElement(1, tag: "section", namespace: .html),
                .createElement(2, tag: "svg", namespace: .svg),
                .createElement(3, tag: "x-card", namespace: .other(uri: "urn:cards")),
                .createText(4, "naïve 😀"), .createComment(5, "-- note --"),
                .insert(2, parent: 1, before: nil), .insert(4, parent: 1, before: 2), .insert(1, parent: 0, before: nil),
                .setAttribute(2, name: "xlink:href", value: "#i", namespace: "http://www.w3.org/1999/xlink"),
                .setAttribute(1, name: "data-x", value: "", namespace: nil),
                .setClass(1, "a b"), .setProperty(1, name: "hidden", value: .bool(false)),
                .setProperty(1, name: "tabIndex", value: .number(3)), .setProperty(1, name: "title", value: .string("t")),
                .setStyle(1, name: "color", value: "red", important: false),
                .setStyle(1, name: "--x", value: "1", important: true), .addListener(1, event: "custom-event"),
            ],
            [
                .move(4, parent: 1, before: nil), .replace(2, with: 3), .remove(3), .clear(1), .setText(4, ""),
                .removeAttribute(1, name: "data-x", namespace: nil), .setClass(1, ""),
                .removeProperty(1, name: "title"), .removeStyle(1, name: "--x"),
                .removeListener(1, event: "custom-event"), .setInnerHTML(1, "<i>é</i>"), .callMethod(1, name: "focus"),
            ],
        ]
        var encoder = FrameEncoder()
        var reader = FrameReader()
        for patches in frames {
            XCTAssertEqual(reader.read(encoder.encode(patches).bytes), patches)
        }
        XCTAssertEqual(reader.names, encoder.names.names)
    }
}
