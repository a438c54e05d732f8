import DOMBridge
import JavaScript
import Observing
import VDOM

/// A browser for tests on Linux: it plays `fetch.js`, `storage.js`, `location.js` and the console with
/// ``JSDoubles``, so an app's code that uses ``fetch(_:completion:)``, ``Storage`` and ``Location`` runs
/// unchanged under XCTest, and the test decides every answer.
///
/// ```swift
/// let browser = TestBrowser(url: "/todos/#/active")
/// browser.local["todos"] = #"["Milk"]"#
/// let location = Location()                      // path "/todos/", hash "/active"
/// try app.click("#clear")
/// browser.back()                                  // the user's back button: popstate
/// try browser.respond(to: "/hints.json", with: FetchResponse(status: 200, body: Array(#"["Tea"]"#.utf8)))
/// ```
///
/// Making one resets ``JSDoubles``, forgetting every function and call of the tests before: make it
/// first, then define the app's own functions. An answer to a fetch nobody started throws, naming the
/// fetches in flight, so a test cannot pass over a request the app never made.
public final class TestBrowser {
    /// What `localStorage` holds.
    public var local = TestStorage()
    /// What `sessionStorage` holds.
    public var session = TestStorage()
    /// What the console received, as "level: message".
    public private(set) var console: [Text] = []
    /// The history's entries, and the one shown.
    private var entries: [TestURL]
    private var index = 0

    /// A browser showing `url` (a path with an optional `?query` and `#hash`).
    public init(url: Text = "/") {
        entries = [TestURL("/").resolving(url)]
        JSDoubles.reset()
        for level in ["log", "info", "warn", "error"] as [Text] {
            JSDoubles.define("console.\(level)") { arguments in
                self.console.append("\(level): \(arguments.first?.text ?? "")")
                return .null
            }
        }
        JSDoubles.define("vdomStorageGet") { arguments in
            let value = arguments[0].text == "session" ? self.session[arguments[1].text ?? ""] : self.local[arguments[1].text ?? ""]
            return value.map { .string($0) } ?? .null
        }
        JSDoubles.define("vdomStorageSet") { arguments in
            let key = arguments[1].text ?? ""
            if arguments[0].text == "session" { self.session[key] = arguments[2].text } else { self.local[key] = arguments[2].text }
            return .null
        }
        JSDoubles.define("vdomLocationRead") { _ in self.shown.answer }
        JSDoubles.define("vdomLocationGo") { arguments in
            let how = arguments[0].text ?? ""
            let target = arguments[1].text ?? ""
            let next = how == "hash" ? self.shown.withHash(target) : self.shown.resolving(target)
            if how == "replace" {
                self.entries[self.index] = next
            } else {
                self.entries.removeSubrange((self.index + 1)...)
                self.entries.append(next)
                self.index += 1
            }
            return self.shown.answer
        }
        JSDoubles.define("history.back") { _ in
            self.back()
            return .null
        }
    }

    /// The URL shown, as `path?query#hash`.
    public var url: Text { shown.text }

    /// How many history entries there are, and which one is shown (from 0).
    public var history: (count: Int, index: Int) { (entries.count, index) }

    /// Answers the oldest unanswered fetch of `url` (compared as written) with `response`. Statuses
    /// outside 200–299 reach the app as ``FetchError/status(_:)``, as in the page.
    ///
    /// - Throws: ``TestDoubleError`` when no fetch of `url` is in flight, naming those that are.
    public func respond(to url: Text, with response: FetchResponse) throws(TestDoubleError) {
        try pendingFetch(url).resolve([.number(Double(response.status)), .string(response.statusText), .string(url),
                                       NamedValues.flat(response.headers), .bytes(response.body)])
    }

    /// Fails the oldest unanswered fetch of `url` as a network failure does (`TypeError`).
    ///
    /// - Throws: ``TestDoubleError`` when no fetch of `url` is in flight, naming those that are.
    public func failFetch(to url: Text, message: Text = "Failed to fetch") throws(TestDoubleError) {
        try pendingFetch(url).reject(JSError(name: "TypeError", message: message))
    }

    /// The URLs of the fetches started and neither answered nor cancelled, oldest first.
    public var pendingFetches: [Text] {
        JSDoubles.calls("vdomFetch").filter { $0.isActive }.map { $0.arguments.first?.text ?? "" }
    }

    /// The fetches the app cancelled, by URL, oldest first.
    public var cancelledFetches: [Text] {
        JSDoubles.calls("vdomFetch").filter { $0.isCancelled }.map { $0.arguments.first?.text ?? "" }
    }

    /// The user's back button: the previous entry is shown and `popstate` fires.
    public func back() { go(by: -1) }

    /// The user's forward button.
    public func forward() { go(by: 1) }

    /// The user edits the address bar's fragment: a new entry, and `hashchange` fires.
    public func openHash(_ hash: Text) {
        entries.removeSubrange((index + 1)...)
        entries.append(shown.withHash(hash))
        index += 1
        sendLocation()
    }

    /// Another tab of this origin writes `value` under `key` (removes it when `nil`): this one hears it.
    public func otherTabSets(_ key: Text, to value: Text?, inSession: Bool = false) {
        let old = inSession ? session[key] : local[key]
        if inSession { session[key] = value } else { local[key] = value }
        let area: Text = inSession ? "session" : "local"
        let change: JSValue = [.string(key), old.map { .string($0) } ?? .null, value.map { .string($0) } ?? .null]
        for call in JSDoubles.calls("vdomStorageWatch") where call.isActive && call.arguments.first?.text == area {
            call.send(change)
        }
    }

    private var shown: TestURL { entries[index] }

    private func pendingFetch(_ url: Text) throws(TestDoubleError) -> JSCall {
        if let call = JSDoubles.calls("vdomFetch").first(where: { $0.isActive && $0.arguments.first?.text == url }) {
            return call
        }
        // Each as the page's network panel shows it: method and URL.
        let pending = JSDoubles.calls("vdomFetch").filter { $0.isActive }.map { call -> Text in
            "\(call.arguments.count > 1 ? call.arguments[1].text ?? "" : "") \(call.arguments.first?.text ?? "")"
        }
        throw TestDoubleError("no fetch of \(url) is in flight; in flight: \(pending.isEmpty ? "nothing" : pending.joined(separator: ", "))")
    }

    private func go(by step: Int) {
        guard entries.indices.contains(index + step) else { return }
        index += step
        sendLocation()
    }

    private func sendLocation() {
        for call in JSDoubles.calls("vdomLocationWatch") where call.isActive { call.send(shown.answer) }
    }
}

/// A `Storage` area in a ``TestBrowser``: keys and values in the order they were first written.
public struct TestStorage {
    public private(set) var items: [(key: Text, value: Text)] = []

    public init() {}

    public subscript(key: Text) -> Text? {
        get { items.first { $0.key == key }?.value }
        set {
            let index = items.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?): items[index].value = value
            case let (index?, nil): items.remove(at: index)
            case let (nil, value?): items.append((key, value))
            case (nil, nil): break
            }
        }
    }
}
