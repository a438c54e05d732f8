import XCTest
import Browser
import DOMBridge
import JavaScript
import Observing
import TodosModel
import VDOM
import VDOMTesting
@testable import TodosWeb

/// The page as a user drives it, with `TestBrowser` playing storage, the URL and fetch, and `todos.js`'s
/// `itemsLeft` played by a closure.
final class TodosPageTests: XCTestCase {
    private var browser: TestBrowser!
    private var todos: TodosApp!
    private var app: TestApp!

    private func open(_ url: Text = "/todos/", saved: Text? = nil) throws {
        browser = TestBrowser(url: url)
        browser.local["todos"] = saved
        JSDoubles.define("itemsLeft") { arguments in "\(arguments[0].int ?? -1) left (js)" }
        let scheduler = Scheduler()
        todos = TodosApp(location: Location(), scheduler: scheduler)
        app = try TestApp(scheduler: scheduler) { todosPage(self.todos) }
        todos.start()
        try app.flush()
    }

    private var titles: [String] {
        get throws { try app.findAll(".todo-list .title").map { $0.textContent } }
    }

    /// The page's first render writes as HTML the parser keeps, its listeners named.
    func testThePageWritesAsHTML() throws {
        try open()
        assertStaticHTML(app, startsWith: "<section class=\"todos\"><header><h1>todos<")
    }

    /// The page started on its own HTML takes it whole, as a page built with a pre-render starts.
    func testThePageHydratesItsOwnHTML() throws {
        try open()
        assertHydrates { todosPage(self.todos) }
    }

    /// Pre-rendered at build time, the page knows no saved item, fragment or wording: its module adopts the
    /// HTML as it is, and what the browser knows arrives once it starts, as an ordinary frame.
    func testWhatTheBrowserKnowsArrivesAfterHydrationAsAnOrdinaryFrame() throws {
        browser = TestBrowser(url: "/todos/#/active")
        browser.local["todos"] = #"[{"id":1,"title":"A","done":false},{"id":2,"title":"B","done":true}]"#
        JSDoubles.define("itemsLeft") { arguments in "\(arguments[0].int ?? -1) left (js)" }
        let scheduler = Scheduler()
        todos = TodosApp(location: Location(), scheduler: scheduler)
        let page = try StaticHTML.render { todosPage(self.todos) }
        app = try TestApp(prerendered: page, scheduler: scheduler) { todosPage(self.todos) }
        XCTAssertEqual(app.adoption, AdoptionCounts(taken: app.adoption?.taken ?? 0, created: 0, removed: 0))
        XCTAssertEqual(try app.element(".count").textContent, "0 left")
        todos.start()
        try app.flush()
        XCTAssertEqual(app.reports, [])
        XCTAssertEqual(try titles, ["A"])
        XCTAssertEqual(try app.element(".count").textContent, "1 left (js)")
        XCTAssertEqual(browser.local["todos"], #"[{"id":1,"title":"A","done":false},{"id":2,"title":"B","done":true}]"#)
    }

    func testAddingAnItemShowsAndSavesIt() throws {
        try open()
        XCTAssertEqual(try titles, [])
        try app.type("Milk", into: ".new-todo")
        try app.press("Enter", at: ".new-todo")
        XCTAssertEqual(try titles, ["Milk"])
        XCTAssertEqual(try app.element(".new-todo").property("value"), .string(""))
        XCTAssertEqual(try app.element(".count").textContent, "1 left (js)")
        XCTAssertEqual(browser.local["todos"], #"[{"id":1,"title":"Milk","done":false}]"#)
    }

    func testAnEmptyListSaysHowToStartAndAFilterSaysWhatItHides() throws {
        try open()
        XCTAssertEqual(try app.element(".empty").textContent, "Nothing to do yet: type above, or add the example items.")
        try app.type("Milk", into: ".new-todo")
        try app.press("Enter", at: ".new-todo")
        XCTAssertNil(try app.find(".empty"))
        browser.openHash("/completed")
        try app.flush()
        XCTAssertEqual(try app.element(".empty").textContent, "Nothing is done yet.")
        try app.click(".toggle-all")
        browser.openHash("/active")
        try app.flush()
        XCTAssertEqual(try app.element(".empty").textContent, "Everything is done.")
    }

    func testTheSavedListIsShownAtStart() throws {
        try open(saved: #"[{"id":4,"title":"Tea","done":true},{"id":9,"title":"Bread","done":false}]"#)
        XCTAssertEqual(try titles, ["Tea", "Bread"])
        XCTAssertEqual(try app.findAll(".todo-list li.done").map { $0.textContent }, ["Tea×"])
        XCTAssertEqual(try app.element(".count").textContent, "1 left (js)")
    }

    func testUnreadableSavedTextIsReportedAndNotOverwrittenUntilAChange() throws {
        try open(saved: "not json")
        XCTAssertEqual(try titles, [])
        XCTAssertEqual(app.reports.map(\.message), ["the saved to-do list could not be read: invalid JSON at byte 0: expected a value"])
    }

    func testTheFragmentFiltersAndBackGoesBack() throws {
        try open(saved: #"[{"id":1,"title":"A","done":false},{"id":2,"title":"B","done":true}]"#)
        // A filter is a link in the app: its click pushes the URL through the location.
        try app.click("a[href='#/completed']")
        XCTAssertEqual(browser.url, "/todos/#/completed")
        XCTAssertEqual(try titles, ["B"])
        XCTAssertEqual(try app.element("a.selected").textContent, "Completed")
        // A fragment the user types into the address bar arrives as the browser's own change.
        browser.openHash("/active")
        try app.flush()
        XCTAssertEqual(try titles, ["A"])
        browser.back()
        try app.flush()
        XCTAssertEqual(try titles, ["B"])
        browser.back()
        try app.flush()
        XCTAssertEqual(try titles, ["A", "B"])
        XCTAssertEqual(try app.element("a.selected").textContent, "All")
    }

    func testADeepLinkOpensFiltered() throws {
        try open("/todos/#/active", saved: #"[{"id":1,"title":"A","done":false},{"id":2,"title":"B","done":true}]"#)
        XCTAssertEqual(try titles, ["A"])
        XCTAssertEqual(try app.element("a[aria-current='page']").textContent, "Active")
    }

    func testExamplesAreFetchedFromThePagesFolder() throws {
        try open()
        try app.click(".examples")
        XCTAssertEqual(browser.pendingFetches, ["examples.json"])
        XCTAssertEqual(try app.element(".examples-row .status").textContent, "Fetching examples…")
        try browser.respond(to: "examples.json", with: FetchResponse(status: 200, body: Array(#"["Tea","Bread"]"#.utf8)))
        try app.flush()
        XCTAssertEqual(try titles, ["Tea", "Bread"])
        XCTAssertEqual(try app.element(".examples").textContent, "Add example items")
    }

    func testAFailedFetchSaysWhyAndOffersToTryAgain() throws {
        try open()
        try app.click(".examples")
        try browser.respond(to: "examples.json", with: FetchResponse(status: 404, statusText: "Not Found"))
        try app.flush()
        XCTAssertEqual(try app.element(".examples-row .failed").textContent, "The examples could not be fetched (HTTP 404).")
        try app.click(".examples")
        try browser.failFetch(to: "examples.json")
        try app.flush()
        XCTAssertEqual(try app.element(".examples-row .failed").textContent, "The examples could not be fetched: Failed to fetch")
        try app.click(".examples")
        try browser.respond(to: "examples.json", with: FetchResponse(status: 200, body: Array("{}".utf8)))
        try app.flush()
        XCTAssertEqual(try app.element(".examples-row .failed").textContent,
                       "examples.json is not a list of titles: at the top: expected an array, found an object")
    }

    func testCancellingAFetchAbortsIt() throws {
        try open()
        try app.click(".examples")
        try app.click(".examples")
        XCTAssertEqual(browser.cancelledFetches, ["examples.json"])
        XCTAssertEqual(try titles, [])
    }

    func testAnotherTabsSaveIsShown() throws {
        try open(saved: #"[{"id":1,"title":"A","done":false}]"#)
        browser.otherTabSets("todos", to: #"[{"id":1,"title":"A","done":true},{"id":2,"title":"Z","done":false}]"#)
        try app.flush()
        XCTAssertEqual(try titles, ["A", "Z"])
        XCTAssertEqual(try app.findAll("li.done").count, 1)
    }

    func testAFailedSaveIsShown() throws {
        try open()
        JSDoubles.define("vdomStorageSet") { _ throws(JSError) in
            throw JSError(name: "QuotaExceededError", message: "The quota has been exceeded.")
        }
        try app.type("Milk", into: ".new-todo")
        try app.press("Enter", at: ".new-todo")
        XCTAssertEqual(try app.element(".problem").textContent, "Your changes could not be saved: The quota has been exceeded.")
    }

    func testTheCountFallsBackWhenTheModuleIsMissing() throws {
        try open(saved: #"[{"id":1,"title":"A","done":false}]"#)
        JSDoubles.define("itemsLeft") { _ throws(JSError) in throw JSError(name: "ReferenceError", message: "no itemsLeft") }
        try app.check(".toggle")
        XCTAssertEqual(try app.element(".count").textContent, "0 left")
        try app.uncheck(".toggle")
        XCTAssertEqual(try app.element(".count").textContent, "1 left")
    }
}
