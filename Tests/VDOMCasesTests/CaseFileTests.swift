import XCTest

/// Every case file under `Tests/Cases` runs through the runner and passes, with keyed moves at the
/// lower bound. One test per file, so a failure names its theme.
final class CaseFileTests: XCTestCase {
    static let themes = [
        "attributes.jsonl", "classes.jsonl", "duplicate-keys.jsonl", "events.jsonl", "holes.jsonl",
        "innerhtml.jsonl", "keyed-insert-remove.jsonl", "keyed-moves-with-changes.jsonl", "keyed-moves.jsonl",
        "keyed-nested.jsonl", "large-lists.jsonl", "mixed-keys.jsonl", "properties.jsonl", "radios.jsonl",
        "select.jsonl", "styles.jsonl", "svg.jsonl", "text.jsonl", "type-changes.jsonl", "unkeyed-lists.jsonl",
    ]

    func testEveryCaseFileHasATest() throws {
        XCTAssertEqual(try CaseFiles.names(), CaseFileTests.themes)
    }

    func testThereAreAtLeastThreeHundredCases() throws {
        let total = try CaseFileTests.themes.reduce(0) { $0 + (try CaseFiles.load($1).count) }
        XCTAssertGreaterThanOrEqual(total, 300)
    }

    func testAttributes() throws { try CaseFiles.assertAllPass("attributes.jsonl") }
    func testClasses() throws { try CaseFiles.assertAllPass("classes.jsonl") }
    func testDuplicateKeys() throws { try CaseFiles.assertAllPass("duplicate-keys.jsonl") }
    func testEvents() throws { try CaseFiles.assertAllPass("events.jsonl") }
    func testHoles() throws { try CaseFiles.assertAllPass("holes.jsonl") }
    func testInnerHTML() throws { try CaseFiles.assertAllPass("innerhtml.jsonl") }
    func testKeyedInsertRemove() throws { try CaseFiles.assertAllPass("keyed-insert-remove.jsonl") }
    func testKeyedMovesWithChanges() throws { try CaseFiles.assertAllPass("keyed-moves-with-changes.jsonl") }
    func testKeyedMoves() throws { try CaseFiles.assertAllPass("keyed-moves.jsonl") }
    func testKeyedNested() throws { try CaseFiles.assertAllPass("keyed-nested.jsonl") }
    func testLargeLists() throws { try CaseFiles.assertAllPass("large-lists.jsonl") }
    func testMixedKeys() throws { try CaseFiles.assertAllPass("mixed-keys.jsonl") }
    func testProperties() throws { try CaseFiles.assertAllPass("properties.jsonl") }
    func testRadios() throws { try CaseFiles.assertAllPass("radios.jsonl") }
    func testSelect() throws { try CaseFiles.assertAllPass("select.jsonl") }
    func testStyles() throws { try CaseFiles.assertAllPass("styles.jsonl") }
    func testSVG() throws { try CaseFiles.assertAllPass("svg.jsonl") }
    func testText() throws { try CaseFiles.assertAllPass("text.jsonl") }
    func testTypeChanges() throws { try CaseFiles.assertAllPass("type-changes.jsonl") }
    func testUnkeyedLists() throws { try CaseFiles.assertAllPass("unkeyed-lists.jsonl") }
}
