import Observing
import XCTest

final class TextComparisonTests: XCTestCase {
    /// Equal bytes are equal texts, whether they came from a string, a literal or an interpolation.
    func testTextsAreEqualWhenTheirBytesAre() {
        let built: Text = "ca\(Text("f"))é"
        XCTAssertEqual(built, Text("café"))
        XCTAssertEqual(Text(String(repeating: "é", count: 20)), Text(String(repeating: "é", count: 20)))
        XCTAssertNotEqual(Text("a"), Text("A"))
        XCTAssertNotEqual(Text("ab"), Text("abc"))
        XCTAssertEqual(Text(""), Text())
    }

    /// No normalisation: a precomposed é and an e with a combining accent look alike but differ.
    func testCanonicallyEquivalentTextsDiffer() {
        XCTAssertNotEqual(Text("\u{E9}"), Text("e\u{301}"))
        XCTAssertFalse("\u{E9}".bytesEqual("e\u{301}"))
        XCTAssertTrue("\u{E9}".bytesEqual("\u{E9}"))
        XCTAssertFalse("".bytesEqual("a"))
    }

    /// Byte order: capitals before small letters, a prefix before what it begins, é after z, and the
    /// order of code points for characters of different lengths.
    func testTextsSortByTheirBytes() {
        let sorted = ["b", "a", "B", "ab", "", "é", "z", "\u{1F600}", "\u{FFFD}", "A"].map { Text($0) }.sorted()
        XCTAssertEqual(sorted.map(\.description), ["", "A", "B", "a", "ab", "b", "z", "é", "\u{FFFD}", "\u{1F600}"])
        XCTAssertFalse(Text("a") < Text("a"))
        XCTAssertTrue(Text("a") < Text("a "))
        XCTAssertFalse(Text("b") < Text("a\u{1F600}"))
    }

    func testStringsSortByTheirBytesToo() {
        let names = ["b", "a", "B", "ab", "é", "z"]
        XCTAssertEqual(names.sorted { $0.bytesLess(than: $1) }, ["B", "a", "ab", "b", "z", "é"])
        XCTAssertFalse("a".bytesLess(than: "a"))
        XCTAssertTrue("".bytesLess(than: "a"))
    }

    /// Texts key sets and dictionaries: equal bytes from different sources are one key.
    func testTextsKeySetsAndDictionaries() {
        var counts: [Text: Int] = [:]
        for word in ["to", "be", "or", "not", "to", "be"] { counts[Text(word), default: 0] += 1 }
        counts["to" as Text, default: 0] += 1
        XCTAssertEqual(counts.count, 4)
        XCTAssertEqual(counts["to"], 3)
        XCTAssertEqual(counts["\(Text("b"))e"], 2)
        XCTAssertEqual(counts["To"], nil)
        let set: Set<Text> = ["x", Text("x"), "\(1)", "1", "y"]
        XCTAssertEqual(set.count, 3)
        XCTAssertEqual(Text("abc").hashValue, ("a\(Text("bc"))" as Text).hashValue)
    }

    /// Pairs of texts hash apart when the same bytes are split in another place.
    func testTheHashCountsTheBytes() {
        var first = Hasher(), second = Hasher()
        first.combine(Text("ab"))
        first.combine(Text("c"))
        second.combine(Text("a"))
        second.combine(Text("bc"))
        XCTAssertNotEqual(first.finalize(), second.finalize())
    }

    func testConversionsToAndFromString() {
        let text: Text = "\(3) · \("Zoë")"
        XCTAssertEqual(String(text), "3 · Zoë")
        XCTAssertEqual(text.description, "3 · Zoë")
        XCTAssertEqual(text.byteCount, 9)
        XCTAssertEqual("Zoë".byteCount, 4)
        XCTAssertEqual(Text("").byteCount, 0)
        XCTAssertEqual(text.withBytes { Array($0) }, Array("3 · Zoë".utf8))
    }
}
