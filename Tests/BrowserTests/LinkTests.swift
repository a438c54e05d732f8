@testable import Browser
import Observing
import VDOM
import VDOMTesting
import XCTest

/// A link to a place in the app navigates through the location; the browser keeps every other link.
final class LinkTests: XCTestCase {
    func testAClickPushesTheURLAndTheViewFollows() throws {
        let browser = TestBrowser(url: "/todos/")
        let location = Location()
        let app = try TestApp {
            nav {
                link("Active", to: "#/active", location: location).id("active")
                link("Page 2", to: "?page=2", location: location).id("page")
                p { location.hash }
            }
        }
        assertHTML(app, ##"<nav><a href="#/active" id="active">Active</a><a href="?page=2" id="page">Page 2</a><p></p></nav>"##)
        let click = try app.dispatch(.click, at: "#active")
        XCTAssertTrue(click.isDefaultPrevented, "the page does not follow the link itself")
        XCTAssertEqual(browser.url, "/todos/#/active")
        XCTAssertEqual(try app.element("p").textContent, "/active")
        try app.click("#page")
        XCTAssertEqual(browser.url, "/todos/?page=2")
        XCTAssertEqual(browser.history.count, 3)
        browser.back()
        try app.flush()
        XCTAssertEqual(try app.element("p").textContent, "/active")
    }

    func testAClickWithAModifierKeyIsTheBrowsers() throws {
        let browser = TestBrowser(url: "/")
        let location = Location()
        let app = try TestApp { link("Help", to: "help", location: location) }
        var click = app.dom.event(.click, at: try app.element("a"))
        click.modifiers = .meta
        XCTAssertFalse(app.dom.dispatch(click, at: try app.element("a")).isDefaultPrevented)
        XCTAssertEqual(browser.url, "/")
    }

    func testLinksElsewhereHaveNoHandler() throws {
        _ = TestBrowser(url: "/")
        let location = Location()
        let app = try TestApp {
            div {
                link("Docs", to: "https://example.org/docs", location: location)
                link("Mail", to: "mailto:ada@example.org", location: location)
                link("CDN", to: "//cdn.example.org/a", location: location)
            }
        }
        XCTAssertFalse(app.lastFrame.contains { if case .addListener = $0 { true } else { false } })
    }

    func testWhatStaysInTheApp() {
        for url: Text in ["", "help", "/todos/", "?page=2", "#/active", "a/b:c", "./x:y", "1x:y", ":x", "../up"] {
            XCTAssertTrue(Link.staysInApp(url), "\(url)")
        }
        for url: Text in ["https://example.org", "HTTP://a", "mailto:a@b", "tel:+1", "a+b-c.d:x", "//host/path", "javascript:x"] {
            XCTAssertFalse(Link.staysInApp(url), "\(url)")
        }
    }
}
