import Observing
import XCTest

final class TextEditingTests: XCTestCase {
    func testPrefixSuffixAndContainsCompareBytes() {
        let text: Text = "#/item/42"
        XCTAssertTrue(text.hasPrefix("#/item/"))
        XCTAssertTrue(text.hasPrefix(""))
        XCTAssertTrue(text.hasPrefix(text))
        XCTAssertFalse(text.hasPrefix("#/Item/"))
        XCTAssertFalse(Text("#/").hasPrefix("#/item"))
        XCTAssertTrue(text.hasSuffix("/42"))
        XCTAssertTrue(text.hasSuffix(""))
        XCTAssertFalse(text.hasSuffix("4"))
        XCTAssertFalse(Text("2").hasSuffix("42"))
        XCTAssertTrue(text.contains("item"))
        XCTAssertTrue(text.contains("2"))
        XCTAssertTrue(text.contains("#"))
        XCTAssertTrue(text.contains(""))
        XCTAssertTrue(Text("").contains(""))
        XCTAssertFalse(text.contains("items"))
        XCTAssertFalse(Text("").contains("a"))
        XCTAssertTrue(Text("aab").contains("ab"), "a partial match is started again one byte on")
        XCTAssertTrue(Text("caf\u{E9}").hasSuffix("\u{E9}"))
        XCTAssertFalse(Text("cafe\u{301}").hasSuffix("\u{E9}"))
    }

    func testTrimmingRemovesASCIIWhitespaceAtBothEnds() {
        XCTAssertEqual(Text(" 12 ").trimmingASCIIWhitespace(), "12")
        XCTAssertEqual(Text("\t\n\u{C}\r a b \r\n").trimmingASCIIWhitespace(), "a b")
        XCTAssertEqual(Text("   ").trimmingASCIIWhitespace(), "")
        XCTAssertEqual(Text("").trimmingASCIIWhitespace(), "")
        XCTAssertEqual(Text("x").trimmingASCIIWhitespace(), "x")
        XCTAssertEqual(Text("\u{A0}x\u{A0}").trimmingASCIIWhitespace(), "\u{A0}x\u{A0}", "no-break spaces stay")
        XCTAssertEqual(Text("\u{B}x").trimmingASCIIWhitespace(), "\u{B}x", "a vertical tab is not HTML whitespace")
    }

    func testSplittingKeepsEmptyPartsUnlessAsked() {
        XCTAssertEqual(Text("a,,b").split(separator: ","), ["a", "", "b"])
        XCTAssertEqual(Text("a,,b").split(separator: ",", omittingEmpty: true), ["a", "b"])
        XCTAssertEqual(Text(",a,").split(separator: ","), ["", "a", ""])
        XCTAssertEqual(Text("").split(separator: ","), [""])
        XCTAssertEqual(Text("").split(separator: ",", omittingEmpty: true), [])
        XCTAssertEqual(Text("abc").split(separator: ","), ["abc"])
        XCTAssertEqual(Text("abc").split(separator: ""), ["abc"])
        XCTAssertEqual(Text("1 · 2 · 3").split(separator: " · "), ["1", "2", "3"])
        XCTAssertEqual(Text("a··b").split(separator: "·"), ["a", "", "b"])
        XCTAssertEqual(Text("aaa").split(separator: "aa"), ["", "a"])
        XCTAssertEqual(Text("  two  words ").split(separator: " ", omittingEmpty: true), ["two", "words"])
    }

    /// Joining the parts with the separator gives back the text.
    func testSplitPartsJoinBack() {
        for text in ["", ",", "a,b", ",,", "a,,b,", "no separator"] {
            let parts = Text(text).split(separator: ",")
            XCTAssertEqual(parts.joined(separator: ","), Text(text))
            XCTAssertEqual(parts.map(\.description).joined(separator: ","), text)
        }
        XCTAssertEqual([Text("a"), "b", Text("c")].joined(separator: " · "), "a · b · c")
        XCTAssertEqual([Text("a"), "b"].joined(), "ab")
        XCTAssertEqual([Text]().joined(separator: ","), "")
        XCTAssertEqual([Text("")].joined(separator: ","), "")
        XCTAssertEqual([Text(""), ""].joined(separator: ","), ",")
    }

    func testASCIICaseChangesOnlyASCIILetters() {
        XCTAssertEqual(Text("MailTo:Zoë@Example.ORG [É]").lowercasedASCII(), "mailto:zoë@example.org [É]")
        XCTAssertEqual(Text("MailTo:zoë@Example.ORG [é]").uppercasedASCII(), "MAILTO:ZOë@EXAMPLE.ORG [é]")
        XCTAssertEqual(Text("@[`{").lowercasedASCII(), "@[`{")
        XCTAssertEqual(Text("@[`{").uppercasedASCII(), "@[`{")
        XCTAssertEqual(Text("").lowercasedASCII(), "")
    }

    func testValidatingAcceptsOnlyUTF8() {
        XCTAssertEqual(Text(validating: Array("Zoë · \u{1F600}".utf8)), "Zoë · \u{1F600}")
        XCTAssertEqual(Text(validating: []), "")
        let refused: [[UInt8]] = [
            [0x80],                   // a continuation byte alone
            [0xC3],                   // cut short
            [0xE2, 0x82],             // cut short
            [0xC0, 0xAF],             // a long form of "/"
            [0xE0, 0x80, 0xAF],       // a long form
            [0xF0, 0x80, 0x80, 0xAF], // a long form
            [0xED, 0xA0, 0x80],       // a surrogate, U+D800
            [0xF4, 0x90, 0x80, 0x80], // above U+10FFFF
            [0xF5, 0x80, 0x80, 0x80],
            [0xFF],
            [0x61, 0xC3, 0x28],       // a continuation byte missing
        ]
        for bytes in refused { XCTAssertNil(Text(validating: bytes), "\(bytes)") }
        let accepted: [[UInt8]] = [
            [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
            [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0x00, 0x7F],
        ]
        for bytes in accepted { XCTAssertEqual(Text(validating: bytes)?.utf8, bytes, "\(bytes)") }
    }

    /// Every two-byte and three-byte sequence is judged as the standard library judges it.
    func testValidationAgreesWithTheStandardLibrary() {
        var sequences: [[UInt8]] = []
        for first in 0x80...0xFF { for second in 0...0xFF { sequences.append([UInt8(first), UInt8(second)]) } }
        for first in 0xE0...0xF4 { for second in 0x70...0xC7 { sequences.append([UInt8(first), UInt8(second), 0x80]) } }
        for first in 0xF0...0xF5 { for second in [0x80, 0x8F, 0x90, 0xBF] { sequences.append([UInt8(first), UInt8(second), 0x80, 0x80]) } }
        var differences = 0
        for bytes in sequences where (Text(validating: bytes) != nil) != (String(validating: bytes, as: UTF8.self) != nil) {
            differences += 1
        }
        XCTAssertEqual(differences, 0)
        XCTAssertEqual(sequences.count, 128 * 256 + 21 * 88 + 24)
    }
}
