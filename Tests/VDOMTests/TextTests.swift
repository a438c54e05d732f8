import XCTest
@testable import VDOM

final class TextTests: XCTestCase {
    func testLiteralsAndInterpolationsAppendTheirUTF8() {
        let name = "Zoë"
        let text: Text = "\(name) has \(3) new · \(-12) old"
        XCTAssertEqual(text.description, "Zoë has 3 new · -12 old")
        XCTAssertEqual(text.utf8, Array("Zoë has 3 new · -12 old".utf8))
    }

    /// Numbers come out as `String(number)` writes them, to the extremes.
    func testNumbersAreWrittenAsStringWritesThem() {
        for number in [0, 7, 10, -1, 1_000_000, Int.max, Int.min] {
            XCTAssertEqual(Text("\(number)").description, String(number))
        }
        XCTAssertEqual(Text("\(UInt.max)").description, String(UInt.max))
    }

    func testKeysAreQuotedWhenTheyAreStrings() {
        XCTAssertEqual(Text("\(Key.int(4)) \(Key.string("a"))").description, "4 \"a\"")
        XCTAssertEqual(Key.string("row").description, "\"row\"")
    }

    func testTextsNestAndCompareByTheirBytes() {
        let inner: Text = "b"
        XCTAssertEqual("a\(inner)c" as Text, Text("abc"))
        XCTAssertNotEqual("a" as Text, "A" as Text)
        XCTAssertEqual(Text("").utf8, [])
    }

    /// A `Text` made from a `String` holds that string; it equals, and grows like, one built from bytes.
    func testATextOfAStringEqualsTheSameBytesAndGrows() {
        let name = String(repeating: "ab", count: 12) // long enough not to be a small string
        var text = Text(name)
        XCTAssertEqual(text, "\(name)")
        XCTAssertEqual(text.utf8, Array(name.utf8))
        XCTAssertFalse(text.isEmpty)
        XCTAssertTrue(Text("").isEmpty)
        XCTAssertTrue(Text().isEmpty)
        XCTAssertEqual(Text(""), Text())
        text.appendInterpolation(-5)
        text.appendLiteral("·")
        XCTAssertEqual(text.description, name + "-5·")
    }

    /// Growing a copy leaves the original as it was.
    func testCopiesGrowApart() {
        let original: Text = "row"
        var copy = original
        copy.appendLiteral(" 2")
        XCTAssertEqual(original.description, "row")
        XCTAssertEqual(copy.description, "row 2")
    }

    /// A text becomes a text node, so a view can hold a `Text` where it holds a `String`.
    func testATextIsAChildLikeAString() {
        let count = -3
        let element = p { "\(count) left" as Text }
        XCTAssertEqual(element.children.count, 1)
        guard case let .text(content) = element.children[0].storage else { return XCTFail("not a text node") }
        XCTAssertEqual(content, "-3 left")
        guard case let .text(fromString) = Node.text("plain").storage else { return XCTFail("not a text node") }
        XCTAssertEqual(fromString, "plain")
        let left: Text = "\(count) left"
        guard case let .text(fromFunction) = text(left).storage else { return XCTFail("not a text node") }
        XCTAssertEqual(fromFunction.utf8, Array("-3 left".utf8))
    }

    /// An attribute or a property takes a `Text`, literal or interpolated, and a `String` wrapped in one
    /// gives the same value.
    func testAttributesAndPropertiesTakeText() {
        let count = 7
        let label = "Count"
        let element = input().attribute("title", "\(count) left").attribute("name", Text(label))
            .ariaLabel("\(label)").property("value", .string("\(count)" as Text)).property("dir", .string(label))
        XCTAssertEqual(element.attributes.map { "\($0.name)=\($0.value)" }, ["title=7 left", "name=Count", "aria-label=Count"])
        XCTAssertEqual(element.properties.map(\.value), [.string("7"), .string("Count")])
        XCTAssertEqual(PropertyValue.string(label), .string(Text(label)))
        XCTAssertNotEqual(PropertyValue.string("7"), .string("07"))
    }
}
