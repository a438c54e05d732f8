import XCTest
import Browser
import DOMBridge
import JavaScript
import Observing
import VDOM
import VDOMTesting

final class StorageTests: XCTestCase {
    private var browser: TestBrowser!

    override func setUp() {
        browser = TestBrowser()
    }

    func testGetSetRemoveEachArea() throws {
        XCTAssertNil(Storage.local.get("todos"))
        try Storage.local.set("todos", "[1]")
        try Storage.session.set("todos", "[2]")
        XCTAssertEqual(Storage.local.get("todos"), "[1]")
        XCTAssertEqual(Storage.session.get("todos"), "[2]")
        XCTAssertEqual(browser.local["todos"], "[1]")
        try Storage.local.remove("todos")
        XCTAssertNil(Storage.local.get("todos"))
        XCTAssertEqual(Storage.session.get("todos"), "[2]")
    }

    func testARefusedWriteThrowsTheBrowsersError() {
        JSDoubles.define("vdomStorageSet") { _ throws(JSError) in
            throw JSError(name: "QuotaExceededError", message: "The quota has been exceeded.")
        }
        XCTAssertThrowsError(try Storage.local.set("big", "…")) { error in
            XCTAssertEqual(error as? JSError, JSError(name: "QuotaExceededError", message: "The quota has been exceeded."))
        }
    }

    /// A test app's reports are the page's channel: what `Storage` raises arrives there.
    func testStorageThatCannotBeOpenedReadsAsEmptyAndIsReported() throws {
        let app = try TestApp { div() }
        JSDoubles.define("vdomStorageGet") { _ throws(JSError) in
            throw JSError(name: "SecurityError", message: "The operation is insecure.")
        }
        XCTAssertNil(Storage.local.get("todos"))
        XCTAssertEqual(app.reports.map(\.kind), [.failedCall])
        XCTAssertEqual(app.reports.map(\.message), [#"localStorage.getItem("todos") failed: SecurityError: The operation is insecure."#])
    }

    func testChangesFromOtherTabsArriveUntilCancelled() {
        var changes: [StorageChange] = []
        let watching = Storage.local.onChange { changes.append($0) }
        browser.local["todos"] = "[1]"
        browser.otherTabSets("todos", to: "[1,2]")
        browser.otherTabSets("draft", to: "x", inSession: true)
        browser.otherTabSets("todos", to: nil)
        watching.cancel()
        browser.otherTabSets("todos", to: "[3]")
        XCTAssertEqual(changes, [
            StorageChange(key: "todos", oldValue: "[1]", newValue: "[1,2]"),
            StorageChange(key: "todos", oldValue: "[1,2]", newValue: nil),
        ])
    }
}
