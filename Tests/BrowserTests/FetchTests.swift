import XCTest
import Browser
import DOMBridge
import JavaScript
import Observing
import VDOM

final class FetchTests: XCTestCase {
    private var browser: TestBrowser!

    override func setUp() {
        browser = TestBrowser()
    }

    func testTheRequestReachesThePageAsWritten() throws {
        _ = fetch(FetchRequest("/api/items", method: "POST", headers: [("Content-Type", "application/json"), ("X-A", "1")],
                               body: Array("[1]".utf8))) { _ in }
        let call = try XCTUnwrap(JSDoubles.calls("vdomFetch").first)
        XCTAssertEqual(call.arguments, ["/api/items", "POST", ["Content-Type", "application/json", "X-A", "1"], .bytes(Array("[1]".utf8))])
        _ = fetch("/plain") { _ in }
        XCTAssertEqual(JSDoubles.calls("vdomFetch").last?.arguments, ["/plain", "GET", [], nil])
    }

    func testASuccessfulResponseArrivesWhole() throws {
        var results: [Result<FetchResponse, FetchError>] = []
        _ = fetch("/facts/3.txt") { results.append($0) }
        XCTAssertEqual(browser.pendingFetches, ["/facts/3.txt"])
        let response = FetchResponse(status: 200, statusText: "OK", url: "/facts/3.txt",
                                     headers: [("content-type", "text/plain")], body: Array("3 is odd.".utf8))
        try browser.respond(to: "/facts/3.txt", with: response)
        XCTAssertEqual(results, [.success(response)])
        XCTAssertEqual(try results[0].get().text, "3 is odd.")
        XCTAssertEqual(try results[0].get().header("Content-Type"), "text/plain")
        XCTAssertNil(try results[0].get().header("ETag"))
        XCTAssertEqual(browser.pendingFetches, [])
    }

    func testAStatusOutsideTheSuccessRangeIsATypedError() throws {
        var results: [Result<FetchResponse, FetchError>] = []
        _ = fetch("/facts/999.txt") { results.append($0) }
        let missing = FetchResponse(status: 404, statusText: "Not Found", url: "/facts/999.txt", body: Array("no".utf8))
        try browser.respond(to: "/facts/999.txt", with: missing)
        XCTAssertEqual(results, [.failure(.status(missing))])
    }

    func testANetworkFailureIsATypedError() throws {
        var results: [Result<FetchResponse, FetchError>] = []
        _ = fetch("/offline") { results.append($0) }
        try browser.failFetch(to: "/offline")
        XCTAssertEqual(results, [.failure(.network("Failed to fetch"))])
    }

    func testACancelledFetchIsAbortedAndNeverCompletes() throws {
        var results: [Result<FetchResponse, FetchError>] = []
        let first = fetch("/slow") { results.append($0) }
        _ = fetch("/fast") { results.append($0) }
        first.cancel()
        XCTAssertEqual(browser.cancelledFetches, ["/slow"])
        XCTAssertEqual(browser.pendingFetches, ["/fast"])
        XCTAssertThrowsError(try browser.respond(to: "/slow", with: FetchResponse(status: 200))) { error in
            XCTAssertEqual("\(error)", "no fetch of /slow is in flight; in flight: GET /fast")
        }
        XCTAssertEqual(results, [])
    }

    /// An answer to a fetch nobody made fails the test, naming each fetch in flight by method and URL.
    func testAnAnswerToAFetchNobodyMadeNamesThoseInFlight() throws {
        _ = fetch("facts/7.txt") { _ in }
        _ = fetch(FetchRequest("facts/8.txt", method: "POST")) { _ in }
        XCTAssertThrowsError(try browser.failFetch(to: "facts/9.txt")) { error in
            XCTAssertEqual(error as? TestDoubleError,
                           TestDoubleError("no fetch of facts/9.txt is in flight; in flight: GET facts/7.txt, POST facts/8.txt"))
        }
        XCTAssertEqual(browser.pendingFetches, ["facts/7.txt", "facts/8.txt"], "nothing was answered")
    }

    func testAnAnswerOfAnotherShapeIsANetworkErrorThatSaysSo() throws {
        var results: [Result<FetchResponse, FetchError>] = []
        _ = fetch("/x") { results.append($0) }
        try XCTUnwrap(JSDoubles.calls("vdomFetch").first).resolve("not a response")
        // Headers that are not name, value, name… pairs of strings: an odd count, or a number among them.
        _ = fetch("/y") { results.append($0) }
        try XCTUnwrap(JSDoubles.calls("vdomFetch").last).resolve([200, "OK", "/y", ["etag"], .bytes([])])
        _ = fetch("/z") { results.append($0) }
        try XCTUnwrap(JSDoubles.calls("vdomFetch").last).resolve([200, "OK", "/z", ["etag", 1], .bytes([])])
        let malformed = Result<FetchResponse, FetchError>.failure(.network("fetch.js answered in a shape this module does not read"))
        XCTAssertEqual(results, [malformed, malformed, malformed])
    }
}
