import XCTest
import Observing
import VDOM
import JavaScript

/// The calls as an app makes them, answered by `JSDoubles` as the page would answer. No `TestBrowser`
/// plays the page here, so each test calls functions of names of its own and reads only its own calls.
final class JSFunctionTests: XCTestCase {
    func testASynchronousCallReturnsWhatTheFunctionReturned() throws {
        JSDoubles.define("greet") { arguments in "Hello, \(arguments[0].text ?? "?")!" }
        XCTAssertEqual(try JSFunction("greet")("Ada"), "Hello, Ada!")
    }

    func testAThrownErrorReachesTheCallerTyped() {
        JSDoubles.define("save") { _ throws(JSError) in throw JSError(name: "QuotaExceededError", message: "full") }
        XCTAssertEqual(JSFunction("save").call(["x"]), .failure(JSError(name: "QuotaExceededError", message: "full")))
        XCTAssertThrowsError(try JSFunction("save")()) { error in
            XCTAssertEqual(error as? JSError, JSError(name: "QuotaExceededError", message: "full"))
        }
    }

    func testAMissingFunctionIsAReferenceError() {
        XCTAssertEqual(JSFunction("nowhere").call([]),
                       .failure(JSError(name: "ReferenceError", message: "no JSDoubles function named \"nowhere\" (JSDoubles.define)")))
    }

    func testAStartedCallCompletesOnceWhenAnswered() throws {
        var answers: [Result<JSValue, JSError>] = []
        let handle = JSFunction("loadOnce").start("/a.json", 2) { answers.append($0) }
        let call = try XCTUnwrap(JSDoubles.calls("loadOnce").first)
        XCTAssertEqual(call.arguments, ["/a.json", 2])
        XCTAssertTrue(handle.isActive)
        XCTAssertEqual(answers, [])

        call.send("ignored: a one-shot call takes only its result")
        call.resolve([1, 2])
        call.resolve("too late")
        XCTAssertEqual(answers, [.success([1, 2])])
        XCTAssertFalse(handle.isActive)
        XCTAssertFalse(handle.isCancelled)
        handle.cancel()
        XCTAssertFalse(call.isCancelled, "a finished call has nothing to cancel")
    }

    func testACancelledCallHearsNothing() throws {
        var answers: [Result<JSValue, JSError>] = []
        let handle = JSFunction("loadCancelled").start { answers.append($0) }
        let call = try XCTUnwrap(JSDoubles.calls("loadCancelled").first)
        handle.cancel()
        XCTAssertTrue(call.isCancelled)
        XCTAssertTrue(handle.isCancelled)
        call.resolve("late")
        call.reject(JSError(name: "AbortError", message: "aborted"))
        XCTAssertEqual(answers, [])
    }

    /// A cancelled call's id is reused by the next call; the old call's late answer must not reach it.
    func testALateAnswerDoesNotReachTheCallThatReusedItsId() throws {
        var first: [Result<JSValue, JSError>] = []
        var second: [Result<JSValue, JSError>] = []
        JSFunction("loadAgain").start { first.append($0) }.cancel()
        _ = JSFunction("loadAgain").start { second.append($0) }
        let calls = JSDoubles.calls("loadAgain")
        XCTAssertEqual(calls.count, 2)
        calls[0].resolve("old")
        calls[1].resolve("new")
        XCTAssertEqual(first, [])
        XCTAssertEqual(second, [.success("new")])
    }

    func testAListeningCallHearsEveryValueUntilCancelled() throws {
        var heard: [Result<JSValue, JSError>] = []
        let handle = JSFunction("watchValues").listen("key") { heard.append($0) }
        let call = try XCTUnwrap(JSDoubles.calls("watchValues").first)
        call.send("a")
        call.send("b")
        handle.cancel()
        call.send("c")
        XCTAssertEqual(heard, [.success("a"), .success("b")])
    }

    func testAListeningCallEndsWithItsFailure() throws {
        var heard: [Result<JSValue, JSError>] = []
        let handle = JSFunction("watchFailure").listen { heard.append($0) }
        let call = try XCTUnwrap(JSDoubles.calls("watchFailure").first)
        call.send(1)
        call.reject(JSError(name: "SecurityError", message: "denied"))
        call.send(2)
        XCTAssertEqual(heard, [.success(1), .failure(JSError(name: "SecurityError", message: "denied"))])
        XCTAssertFalse(handle.isActive)
    }

    func testThePageCallsSwiftFunctionsByName() {
        var added: [Text] = []
        JSExports.define("add") { arguments throws(JSError) in
            guard let title = arguments.first?.text else { throw JSError(name: "TypeError", message: "add needs a title") }
            added.append(title)
            return .number(Double(added.count))
        }
        defer { JSExports.remove("add") }
        XCTAssertEqual(JSDoubles.callSwift("add", "Milk"), .success(1))
        XCTAssertEqual(JSDoubles.callSwift("add", 5), .failure(JSError(name: "TypeError", message: "add needs a title")))
        XCTAssertEqual(JSDoubles.callSwift("missing"),
                       .failure(JSError(name: "ReferenceError", message: "the app exports no function named \"missing\" (JSExports.define)")))
        XCTAssertEqual(added, ["Milk"])
    }
}
