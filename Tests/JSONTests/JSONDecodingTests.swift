import JSON
import XCTest

/// An app's own types, read the way `JSONDecoding.swift` shows.
private struct Fact: Equatable {
    let text: Text
    let number: Int
    let source: Text?

    init(text: Text, number: Int, source: Text?) {
        self.text = text
        self.number = number
        self.source = source
    }

    init(json: JSONField) throws(JSONError) {
        text = try json.member("text").string()
        number = try json.member("number").int()
        source = try json.optional("source")?.string()
    }
}

private struct Facts: Equatable {
    let facts: [Fact]
    let weight: Double
    let total: Int64
    let fresh: Bool

    init(json: JSONValue) throws(JSONError) {
        facts = try json.member("facts").array().map(Fact.init(json:))
        weight = try json.member("weight").double()
        total = try json.member("total").int64()
        fresh = try json.member("fresh").bool()
    }
}

final class JSONDecodingTests: XCTestCase {
    private func decodingError(_ text: String) throws -> String {
        do {
            _ = try Facts(json: JSONValue.parse(Text(text)))
            return "no error"
        } catch {
            return error.description
        }
    }

    func testDecodesAnAppsOwnStructs() throws {
        let facts = try Facts(json: JSONValue.parse(#"""
            {"facts": [{"text": "a", "number": 1, "source": "b"}, {"text": "c", "number": 2e1, "source": null}],
             "weight": 0.25, "total": -9223372036854775808, "fresh": true}
            """#))
        XCTAssertEqual(facts.facts, [Fact(text: "a", number: 1, source: "b"), Fact(text: "c", number: 20, source: nil)])
        XCTAssertEqual(facts.weight, 0.25)
        XCTAssertEqual(facts.total, Int64.min)
        XCTAssertTrue(facts.fresh)
    }

    func testErrorsNameThePath() throws {
        let good = #""weight": 1, "total": 2, "fresh": false"#
        XCTAssertEqual(try decodingError(#"{"facts": [{"text": "a", "number": 1}, {"text": "b", "number": 2}, {"text": "c", "number": "3"}], "# + good + "}"),
                       "at .facts[2].number: expected an integer, found a string")
        XCTAssertEqual(try decodingError(#"{"facts": [{"text": "a", "number": 1.5}], "# + good + "}"),
                       "at .facts[0].number: expected an integer, found the number 1.5")
        XCTAssertEqual(try decodingError(#"{"facts": [{"text": "a"}], "# + good + "}"),
                       #"at .facts[0]: expected a member "number""#)
        XCTAssertEqual(try decodingError(#"{"facts": [[]], "# + good + "}"), "at .facts[0]: expected an object, found an array")
        XCTAssertEqual(try decodingError(#"{"facts": [{"text": "a", "number": 1, "source": 2}], "# + good + "}"),
                       "at .facts[0].source: expected a string, found the number 2")
        XCTAssertEqual(try decodingError(#"{"facts": {}, "# + good + "}"), "at .facts: expected an array, found an object")
        XCTAssertEqual(try decodingError(#"{"facts": [], "weight": "1", "total": 2, "fresh": false}"#),
                       "at .weight: expected a number, found a string")
        XCTAssertEqual(try decodingError(#"{"facts": [], "weight": 1, "total": 9223372036854775808, "fresh": false}"#),
                       "at .total: expected an integer, found the number 9223372036854775808")
        XCTAssertEqual(try decodingError(#"{"facts": [], "weight": 1, "total": 2, "fresh": null}"#),
                       "at .fresh: expected a boolean, found null")
        XCTAssertEqual(try decodingError("[]"), "at the top: expected an object, found an array")
    }

    func testAnErrorKeepsItsParts() {
        XCTAssertThrowsError(try JSONValue.parse(#"{"a": {"b": true}}"#).member("a").member("b").string()) { error in
            let error = error as! JSONError
            XCTAssertNil(error.offset)
            XCTAssertEqual(error.path, ".a.b")
            XCTAssertEqual(error.expected, "a string")
            XCTAssertEqual(error.found, "a boolean")
            XCTAssertEqual(error.message, "at .a.b: expected a string, found a boolean")
        }
    }

    func testMembersAndLookups() throws {
        let value = try JSONValue.parse(#"{"é": 1, "e\u0301": 2, "x": null}"#)
        XCTAssertEqual(value["é"], .number(JSONNumber(1)), "names are compared by their bytes, not canonically")
        XCTAssertEqual(value["e\u{301}"], .number(JSONNumber(2)))
        XCTAssertNil(try value.field.optional("x"))
        XCTAssertNil(try value.field.optional("y"))
        XCTAssertEqual(try value.field.members().map { $0.value.path }, [".é", ".e\u{301}", ".x"])
        XCTAssertNil(JSONValue.array([])["a"])
    }
}
