import JavaScript
import Observing
import VDOM

/// Calls between Swift and the page's JavaScript (fixture-calls.js), as a real page makes them: what each
/// answered goes into `log`, one line per call, for the browser test to read.
final class CallsLab {
    @Observed var log: [Text] = []
    /// What the page's JavaScript has added through `swift('fixtureAdd', n)`.
    @Observed var added = 0
    private var waiting: Cancellation?

    init() {
        JSExports.define("fixtureAdd") { arguments throws(JSError) in
            guard let amount = arguments.first?.int else { throw JSError(name: "TypeError", message: "fixtureAdd takes a whole number") }
            self.added += amount
            return .number(Double(self.added))
        }
        JSExports.define("fixtureTrap") { _ in
            let empty: [JSValue] = []
            return empty[self.added + 1]
        }
    }

    /// Synchronous calls, answered at once; asynchronous ones, answered later; one cancelled.
    func run() {
        record("echo", JSFunction("fixtureEcho").call(["é🙂", 1.5, true, .bytes([0, 255]), [nil, "x"]]))
        record("throws", JSFunction("fixtureThrows").call([]))
        record("object", JSFunction("fixtureObject").call([]))
        record("missing", JSFunction("fixtureMissing").call([]))
        record("global", JSFunction("Math.max").call([3, 8, 5]))
        _ = JSFunction("fixtureLater").start("later") { self.record("later", $0) }
        _ = JSFunction("fixtureRejects").start { self.record("rejects", $0) }
        waiting = JSFunction("fixtureLater").start("cancelled") { self.record("cancelled", $0) }
        waiting?.cancel()
    }

    private func record(_ what: Text, _ answer: Result<JSValue, JSError>) {
        switch answer {
        case let .success(value): log.append("\(what): \(describe(value))")
        case let .failure(error): log.append("\(what) failed: \(error.name): \(error.message)")
        }
    }

    private func describe(_ value: JSValue) -> Text {
        switch value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return "\(number)"
        case let .string(text): return "\"\(text)\""
        case let .bytes(bytes): return "bytes(\(bytes.count))"
        case let .list(items): return "[\(items.map(describe).joined(separator: ", "))]"
        case .element: return "an element"
        case let .object(object): return "an object whose not is \(describe((try? object.get("not")) ?? .null))"
        }
    }
}

let callsLab = CallsLab()

func callsView() -> Element {
    div {
        button { "Call JavaScript" }.id("calls").on(.click) { callsLab.run() }
        ul { for line in callsLab.log { li { line } } }.id("calls-log")
        output { "\(callsLab.added) added" }.id("added")
    }
}
