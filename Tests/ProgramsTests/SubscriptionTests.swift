import DOMBridge
import Observing
import Programs
import VDOM
import VDOMTesting
import XCTest

/// A stopwatch that follows the URL's fragment and, while running, ticks by its step; it hears other
/// tabs' writes to the key "step".
private struct Watch: Equatable {
    var isRunning = false
    var step = 1
    var elapsed = 0
    var hash: Text = ""
}

private enum Event: Equatable {
    case start, stop
    case tick(by: Int)
    case moved(to: Text)
    case stepStored(Text?)
}

private func update(_ watch: inout Watch, _ event: Event) -> Command<Event> {
    switch event {
    case .start: watch.isRunning = true
    case .stop: watch.isRunning = false
    case let .tick(step): watch.elapsed += step
    case let .moved(hash): watch.hash = hash
    case let .stepStored(value): watch.step = value.flatMap { Int($0) } ?? 1
    }
    return .none
}

private func listening(_ watch: Watch) -> [Subscription<Event>] {
    var subscriptions: [Subscription<Event>] = [
        .url { Event.moved(to: $0.hash) },
        .storage(.local) { change in change.key == "step" ? .stepStored(change.newValue) : .stepStored(nil) },
    ]
    if watch.isRunning { subscriptions.append(.every(milliseconds: 1000, send: .tick(by: watch.step))) }
    return subscriptions
}

/// Subscriptions are values the model asks for: the runtime starts the new ones, stops the gone ones,
/// and a test lists them and sends what their sources would.
final class SubscriptionTests: XCTestCase {
    func testATestListsTheSubscriptionsAndSendsWhatTheirSourcesWould() throws {
        let program = Program(Watch(), update: update, subscriptions: listening, effects: .answeredByTests)
        XCTAssertEqual(program.subscriptions.map(\.key), ["url", "storage local"])
        program.send(.start)
        XCTAssertEqual(program.subscriptions.map(\.key), ["url", "storage local", "every 1000 ms"])
        try program.tick(every: 1000)
        try program.changeStorage(.local, StorageChange(key: "step", oldValue: nil, newValue: "5"))
        try program.tick(every: 1000)
        try program.changeURL(to: PageLocation(path: "/watch/", hash: "/laps"))
        XCTAssertEqual(program.model, Watch(isRunning: true, step: 5, elapsed: 6, hash: "/laps"))
        XCTAssertEqual(program.answeredMessages, [.tick(by: 1), .stepStored("5"), .tick(by: 5), .moved(to: "/laps")])
        program.send(.stop)
        XCTAssertEqual(program.subscriptions.map(\.key), ["url", "storage local"])
        XCTAssertThrowsError(try program.tick(every: 1000)) { error in
            XCTAssertEqual("\(error)", "no every 1000 ms subscription is active; active: url, storage local")
        }
        XCTAssertThrowsError(try program.changeStorage(.session, StorageChange(key: "step", oldValue: nil, newValue: "2"))) { error in
            XCTAssertEqual("\(error)", "no storage session subscription is active; active: url, storage local")
        }
    }

    /// Live sources start when the model asks and stop when it no longer does; one that stays sends what
    /// the latest model says (the step), without starting again.
    func testLiveSourcesStartStopAndFollowTheLatestModel() throws {
        var log: [String] = []
        var sendURL: ((PageLocation) -> Void)?
        let sources = SubscriptionSources(location: { receive in
            log.append("url started")
            sendURL = receive
            return Cancellation { log.append("url stopped") }
        }, storage: { area, _ in
            log.append("storage \(area == .local ? "local" : "session") started")
            return Cancellation { log.append("storage stopped") }
        })
        var program: Program<Watch, Event>? = Program(Watch(), update: update, subscriptions: listening, sources: sources)
        XCTAssertEqual(log, ["url started", "storage local started"])
        program?.send(.start)
        try TestClock.advance(milliseconds: 1000)
        program?.send(.stepStored("3"))
        XCTAssertEqual(TestClock.pendingCount, 1, "the interval kept running")
        try TestClock.advance(milliseconds: 2000)
        XCTAssertEqual(program?.model.elapsed, 7)
        sendURL?(PageLocation(path: "/", hash: "/x"))
        XCTAssertEqual(program?.model.hash, "/x")
        program?.send(.stop)
        XCTAssertEqual(TestClock.pendingCount, 0)
        program = nil
        XCTAssertEqual(log, ["url started", "storage local started", "url stopped", "storage stopped"])
    }

    /// A subscription whose source the program lacks is reported on the app's channel, naming what to pass.
    func testASubscriptionWithoutItsSourceIsReported() throws {
        let app = try TestApp { div() }
        _ = Program(Watch(), update: update, subscriptions: { _ in [.url { Event.moved(to: $0.hash) }] })
        XCTAssertEqual(app.reports.map(\.message), ["this program's sources have no location: pass SubscriptionSources(location: Location.onChange) from Browser"])
    }

    /// A part's subscriptions mapped under a scope keep keys of their own.
    func testAMappedSubscriptionIsKnownUnderItsScope() throws {
        let program = Program(0, update: { (count: inout Int, message: Int) -> Command<Int> in count += message; return .none },
                              subscriptions: { _ in [Subscription<Text>.watch("ticker", "fast") { _ in .finished }.map({ _ in 1 }, scope: "left")] },
                              effects: .answeredByTests)
        XCTAssertEqual(program.subscriptions.map(\.key), ["left/ticker fast"])
        try program.send(2, from: "left/ticker fast")
        XCTAssertEqual(program.model, 2)
    }
}
