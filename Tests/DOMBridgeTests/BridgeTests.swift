import XCTest
import Observing
import VDOM
@testable import DOMBridge

private final class Model {
    @Observed var count = 0
    @Observed var text = ""
}

/// A page stand-in: keeps the frames the bridge applies and its requests.
private final class FakePage {
    var frames: [[Patch]] = []
    /// The ids each frame released.
    var released: [[NodeID]] = []
    var flushRequests = 0
    var errors: [String] = []
    /// Runs after each frame is applied, as a browser's own events would (a `focus()` call fires `focus`).
    var afterApply: ([Patch]) -> Void = { _ in }
    private var reader = FrameReader()

    var page: Page {
        Page(
            apply: { [unowned self] frame in
                let patches = self.reader.read(Array(frame))
                self.frames.append(patches)
                self.released.append(self.reader.released)
                self.afterApply(patches)
            },
            requestFlush: { [unowned self] in self.flushRequests += 1 },
            reportError: { [unowned self] message in self.errors.append(message.description) }
        )
    }
}

final class BridgeTests: XCTestCase {
    private let page = FakePage()
    private let model = Model()
    private var bridge: Bridge!

    override func setUp() {
        bridge = Bridge(scheduler: Scheduler(), page: page.page)
    }

    private func eventID(_ name: String) -> UInt32 {
        UInt32(bridge.encoder.names.names.firstIndex(of: name)!)
    }

    /// Dispatches with a snapshot of no fields (its eight words zero) unless given another.
    private func dispatch(_ node: UInt32, _ event: String, snapshot: [UInt8] = [UInt8](repeating: 0, count: 32)) -> DispatchResult {
        snapshot.withUnsafeBytes { bridge.dispatch(node: node, event: eventID(event), snapshot: $0) }
    }

    func testMountingAppliesTheFirstFrameInOneCall() throws {
        try bridge.mount { p { "Hi" }.class("greeting") }
        XCTAssertEqual(page.frames, [[
            .createElement(1, tag: "p", namespace: .html), .setClass(1, "greeting"), .createText(2, "Hi"),
            .insert(2, parent: 1, before: nil), .insert(1, parent: .container, before: nil),
        ]])
    }

    func testAnEventsFrameIsAppliedBeforeDispatchReturns() throws {
        try bridge.mount { [model] in
            button { "\(model.count)" }.on(.click) { model.count += 1 }
        }
        let result = dispatch(1, "click")
        XCTAssertEqual(result, .handled)
        XCTAssertEqual(page.frames.count, 2)
        XCTAssertEqual(page.frames.last, [.setText(2, "1")])
        XCTAssertEqual(page.flushRequests, 0, "no animation frame: the dispatch flushed")
    }

    func testHandlersAskForPreventDefaultAndStopPropagation() throws {
        try bridge.mount {
            form {
                button { "Go" }.on(.click) { (event: inout DOMEvent) in event.stopPropagation() }
            }
            .on(.submit) { (event: inout DOMEvent) in event.preventDefault() }
        }
        XCTAssertEqual(dispatch(1, "submit"), [.handled, .preventDefault])
        XCTAssertEqual(dispatch(2, "click"), [.handled, .stopPropagation])
        XCTAssertEqual(page.frames.count, 1, "nothing changed, so no frame")
    }

    func testTheHandlerSeesTheSnapshot() throws {
        var seen: [String?] = []
        try bridge.mount { input().on(.input) { (event: inout DOMEvent) in seen.append(event.value?.description) } }
        var snapshot: [UInt8] = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0] + [UInt8](repeating: 0, count: 16)
        snapshot += Array("abc".utf8)
        XCTAssertEqual(dispatch(1, "input", snapshot: snapshot), .handled)
        XCTAssertEqual(seen, ["abc"])
    }

    func testEventsWithoutAHandlerDoNothing() throws {
        try bridge.mount { div { button { "x" }.on(.click) {} } }
        XCTAssertEqual(dispatch(1, "click"), [], "the div has no click handler")
        XCTAssertEqual(dispatch(99, "click"), [], "no such node")
        XCTAssertEqual([UInt8]().withUnsafeBytes { bridge.dispatch(node: 2, event: 77, snapshot: $0) }, [],
                       "no such event name")
        XCTAssertEqual(page.frames.count, 1)
    }

    func testChangesFromElsewhereWaitForOneAnimationFrame() throws {
        try bridge.mount { [model] in p { "\(model.count) \(model.text)" } }
        model.count = 5
        model.text = "later"
        XCTAssertEqual(page.flushRequests, 1, "one request for any number of changes")
        XCTAssertEqual(page.frames.count, 1, "nothing is rendered before the frame")
        bridge.flush()
        XCTAssertEqual(page.frames.last, [.setText(2, "5 later")])
        model.count = 6
        XCTAssertEqual(page.flushRequests, 2, "the next change asks again")
    }

    func testAFrameThatRemovesNodesReleasesTheirIDsDescendantsIncluded() throws {
        try bridge.mount { [model] in
            ul { for key in 0..<model.count { li { span { "\(key)" } }.key(.int(key)) } }
        }
        model.count = 2
        bridge.flush()
        model.count = 0
        bridge.flush()
        XCTAssertEqual(page.frames.last, [.clear(1)])
        XCTAssertEqual(page.released, [[], [], [2, 3, 4, 5, 6, 7]])
    }

    func testEventsCausedByAFrameAreDispatchedFromWithinAndRenderedInTheSameDispatch() throws {
        try bridge.mount { [model] in
            div {
                button { "Edit" }.on(.click) { model.count = 1 }
                input().call("focus", when: model.count == 1).on(.focus) { model.text = "focused" }
                p { model.text }
            }
        }
        page.afterApply = { [unowned self] patches in
            if patches.contains(.callMethod(4, name: "focus")) { _ = self.dispatch(4, "focus") }
        }
        XCTAssertEqual(dispatch(2, "click"), .handled)
        XCTAssertEqual(page.frames.count, 3)
        XCTAssertEqual(page.frames[1], [.callMethod(4, name: "focus")])
        XCTAssertEqual(page.frames[2], [.setText(6, "focused")])
        XCTAssertEqual(page.flushRequests, 0, "everything was rendered before the click's dispatch returned")
    }

    func testARejectedRerenderIsReportedAndChangesNothing() throws {
        try bridge.mount { [model] in
            ul { for n in 0..<2 { li { "\(n)" }.key(model.count == 1 ? 7 : Key.int(n)) } }
        }
        model.count = 1
        bridge.flush()
        XCTAssertEqual(page.frames.count, 1)
        XCTAssertEqual(page.errors, ["render rejected: duplicate key 7 among the children of <ul>: positions 0 and 1"])
    }

    /// What the page sends for an event is checked: a name or node id this app never made, or a snapshot
    /// whose lengths run past the buffer, is ignored with a report, and no handler runs.
    func testAnEventTheAppCannotTakeIsIgnoredAndReported() throws {
        try bridge.mount { [model] in
            button { "\(model.count)" }.on(.click) { model.count += 1 }
        }
        var reports: [Report] = []
        bridge.renderer.onReport = { reports.append($0) }
        var tooLong = [UInt8](repeating: 0, count: 20)
        tooLong[12] = 0xFF
        tooLong[13] = 0xFF
        let results = [
            [UInt8]().withUnsafeBytes { bridge.dispatch(node: 1, event: 99, snapshot: $0) },
            [UInt8]().withUnsafeBytes { bridge.dispatch(node: 1, event: 0xFFFF_FFFF, snapshot: $0) },
            dispatch(9, "click"),
            dispatch(0xFFFF_FFFF, "click"),
            dispatch(1, "click", snapshot: tooLong),
        ]
        XCTAssertEqual(results, [[], [], [], [], []])
        let click = eventID("click")
        XCTAssertEqual(reports.map(\.kind), Array(repeating: .ignoredEvent, count: 5))
        XCTAssertEqual(reports.map(\.message.description), [(1, 99), (1, 0xFFFF_FFFF), (9, click), (0xFFFF_FFFF, click), (1, click)].map {
            "ignored an event for node #\($0.0) named by name id \($0.1): the app made no such node or name, or the snapshot runs past its buffer"
        })
        XCTAssertEqual(page.frames.count, 1, "no handler ran")
        XCTAssertEqual(dispatch(1, "click"), .handled)
    }
}
