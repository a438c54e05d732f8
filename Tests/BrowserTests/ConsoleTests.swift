import XCTest
import Browser
import VDOM

final class ConsoleTests: XCTestCase {
    func testEachLevelReachesTheConsole() {
        let browser = TestBrowser()
        let count = 3
        Console.log("\(count) items")
        Console.info("info")
        Console.warn("careful")
        Console.error("broken")
        XCTAssertEqual(browser.console, ["log: 3 items", "info: info", "warn: careful", "error: broken"])
    }
}
