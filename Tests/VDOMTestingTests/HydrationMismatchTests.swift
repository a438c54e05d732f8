import Observing
import VDOM
import VDOMTesting
import XCTest

private final class List {
    @Observed var items: [String]
    init(_ items: [String]) { self.items = items }
}

private func listPage(_ list: List) -> Element {
    main {
        h1 { "Shop" }
        p { "\(list.items.count) items" }
        ul { for item in list.items { li { item } } }.id("items")
        button { "Add" }.on(.click) { list.items.append("new") }
    }
    .class("shop")
}

/// A page whose HTML differs from its view's first frame is repaired where it differs, and each
/// difference is reported once (kind 6) with the element's path from the mount point, what the view
/// renders and what the page had. The repaired page is the one a plain mount shows.
final class HydrationMismatchTests: XCTestCase {
    /// Starts the list page on its static HTML edited by `edit`, checking that the result is what a plain
    /// mount shows; returns the app.
    private func adopted(_ items: [String] = ["milk", "eggs"], _ edit: (String) -> String,
                         file: StaticString = #filePath, line: UInt = #line) throws -> TestApp {
        let list = List(items)
        let html = try StaticHTML.render { listPage(list) }.html
        let edited = edit(html)
        XCTAssertNotEqual(edited, html, "the edit changes the page", file: file, line: line)
        let app = try TestApp(prerendered: StaticPage(html: edited, reports: [])) { listPage(list) }
        assertHTML(app, try TestApp { listPage(list) }.html, "repaired as a plain mount shows it", file: file, line: line)
        return app
    }

    private func mismatches(_ messages: String...) -> [Report] {
        messages.map { Report(.hydrationMismatch, Text($0)) }
    }

    func testAChangedTextIsWrittenAndReported() throws {
        let app = try adopted { $0.replacingOccurrences(of: "2 items", with: "3 items") }
        XCTAssertEqual(app.reports, mismatches("hydration repaired main > p:nth-child(2): expected text \"2 items\", found \"3 items\""))
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 12, created: 0, removed: 0))
    }

    /// To 40 UTF-16 units: 39 and an ellipsis.
    func testALongTextIsShortenedInTheReport() throws {
        let long = "a label long enough to be shortened in a report"
        let app = try adopted([long]) { $0.replacingOccurrences(of: "shortened", with: "cut") }
        XCTAssertEqual(app.reports, mismatches("hydration repaired main > ul:nth-child(3) > li: "
            + "expected text \"a label long enough to be shortened in …\", found \"a label long enough to be cut in a repo…\""))
    }

    func testAMissingNodeIsCreatedAndReported() throws {
        let app = try adopted { $0.replacingOccurrences(of: "<li>eggs</li>", with: "") }
        XCTAssertEqual(app.reports, mismatches("hydration repaired main > ul:nth-child(3) > li:nth-child(2): expected <li>, found nothing"))
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 10, created: 2, removed: 0), "the item and its text")
    }

    func testAnExtraNodeIsRemovedAndReported() throws {
        let app = try adopted { $0.replacingOccurrences(of: "</ul>", with: "<li>bread</li></ul>") }
        XCTAssertEqual(app.reports, mismatches("hydration repaired main > ul:nth-child(3) > li:nth-child(3): expected nothing, found <li>"))
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 12, created: 0, removed: 1))
    }

    func testAnotherTagIsReplacedAndReported() throws {
        let app = try adopted { $0.replacingOccurrences(of: "<h1>Shop</h1>", with: "<h2>Shop</h2>") }
        XCTAssertEqual(app.reports, mismatches("hydration repaired main > h1:nth-child(1): expected <h1>, found <h2>"))
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 10, created: 2, removed: 1), "the heading and its text made anew")
    }

    func testAChangedAttributeIsWrittenAndReported() throws {
        let app = try adopted { $0.replacingOccurrences(of: "class=\"shop\"", with: "class=\"store\"") }
        XCTAssertEqual(app.reports, mismatches("hydration repaired main: expected class=\"shop\", found class=\"store\""))
    }

    func testAMissingAttributeIsWrittenAndReported() throws {
        let app = try adopted { $0.replacingOccurrences(of: " id=\"items\"", with: "") }
        XCTAssertEqual(app.reports, mismatches("hydration repaired main > ul:nth-child(3): expected id=\"items\", found no id"))
    }

    /// What a page translator does to a heading: the first part of the text takes the text, and what
    /// follows it in the heading is extra.
    func testATextSplitAroundAnElementIsRepairedPieceByPiece() throws {
        let app = try adopted { $0.replacingOccurrences(of: "<h1>Shop</h1>", with: "<h1>Sh<b>!</b>op</h1>") }
        XCTAssertEqual(app.reports, mismatches(
            "hydration repaired main > h1:nth-child(1): expected text \"Shop\", found \"Sh\"",
            "hydration repaired main > h1:nth-child(1) > b: expected nothing, found <b>",
            "hydration repaired main > h1:nth-child(1): expected nothing, found text \"op\""))
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 12, created: 0, removed: 2))
    }

    /// The page's own whitespace around the content (a mount point that is the body holds what follows
    /// `</body>`) is not the view's: passed over, left, not reported.
    func testWhitespaceAroundTheContentIsThePagesOwn() throws {
        let list = List(["milk", "eggs"])
        let html = try StaticHTML.render { listPage(list) }.html
        let app = try TestApp(prerendered: StaticPage(html: "\n  " + html + "\n\n", reports: [])) { listPage(list) }
        XCTAssertEqual(app.reports, [])
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 12, created: 0, removed: 0))
        assertHTML(app, "\n  " + (try TestApp { listPage(list) }.html) + "\n\n")
    }

    func testATextAtTheMountPointIsNamedSo() throws {
        let app = try TestApp(prerendered: StaticPage(html: "Hallo", reports: [])) { "Hello" }
        XCTAssertEqual(app.reports, mismatches("hydration repaired the mount point: expected text \"Hello\", found \"Hallo\""))
        assertHTML(app, "Hello")
    }

    func testAChangedTextOfATemplatesCopyIsWrittenAndReported() throws {
        let label = Template<String> { text in li { strong { "» " }; text.text { Text($0) } } }
        @NodeBuilder func list() -> NodeList { ul { for word in ["one", "two", "three"] { label(word) } } }
        let html = try StaticHTML.render(list).html
        let app = try TestApp(prerendered: StaticPage(html: html.replacingOccurrences(of: "two", with: "deux"), reports: []), view: list)
        XCTAssertEqual(app.reports, mismatches("hydration repaired ul > li:nth-child(2): expected text \"two\", found \"deux\""))
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: 13, created: 0, removed: 0))
        assertHTML(app, try TestApp(view: list).html)
    }
}
