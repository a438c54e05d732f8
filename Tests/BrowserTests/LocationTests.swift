import XCTest
import Browser
import JavaScript
import Observing
import VDOM

final class LocationTests: XCTestCase {
    func testTheLocationIsReadApart() {
        _ = TestBrowser(url: "/todos/?filter=active&q=milk+%26+eggs#/done%20items")
        let location = Location()
        XCTAssertEqual(location.path, "/todos/")
        XCTAssertEqual(location.query, "filter=active&q=milk+%26+eggs")
        XCTAssertEqual(location.hash, "/done items")
        XCTAssertEqual(location.queryValue("q"), "milk & eggs")
        XCTAssertEqual(location.queryValue("filter"), "active")
        XCTAssertNil(location.queryValue("page"))
    }

    func testWritingTheHashAddsAnEntryThatBackUndoes() {
        let browser = TestBrowser(url: "/todos/")
        let location = Location()
        location.setHash("/active")
        XCTAssertEqual(location.hash, "/active")
        XCTAssertEqual(browser.url, "/todos/#/active")
        location.setHash("/done")
        XCTAssertEqual(browser.history.count, 3)
        browser.back()
        XCTAssertEqual(location.hash, "/active")
        browser.back()
        XCTAssertEqual(location.hash, "")
        browser.forward()
        XCTAssertEqual(location.hash, "/active")
        XCTAssertEqual(browser.history.index, 1)
    }

    func testPushAndReplace() {
        let browser = TestBrowser(url: "/app/list?page=1")
        let location = Location()
        location.push("detail?id=7")
        XCTAssertEqual(location.path, "/app/detail")
        XCTAssertEqual(location.queryValue("id"), "7")
        location.replace("/app/other")
        XCTAssertEqual(browser.history.count, 2)
        XCTAssertEqual(browser.url, "/app/other")
        location.back()
        XCTAssertEqual(browser.url, "/app/list?page=1")
        XCTAssertEqual(location.path, "/app/list")
    }

    /// Views that read one part render again only when that part changes.
    func testOnlyAChangedPartAnnouncesAChange() {
        let browser = TestBrowser(url: "/a#x")
        let location = Location()
        let scheduler = Scheduler()
        var hashes: [Text] = []
        var paths: [Text] = []
        let readingHash = observe(scheduler: scheduler) { hashes.append(location.hash) }
        let readingPath = observe(scheduler: scheduler) { paths.append(location.path) }
        browser.openHash("y")
        scheduler.flush()
        location.setHash("y")
        scheduler.flush()
        XCTAssertEqual(hashes, ["x", "y"])
        XCTAssertEqual(paths, ["/a"])
        readingHash.cancel()
        readingPath.cancel()
    }
}
