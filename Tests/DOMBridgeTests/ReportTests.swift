import XCTest
import Observing
import VDOM
@testable import DOMBridge

private final class Model {
    @Observed var keys = [1, 2]
}

/// Every non-fatal report reaches one channel: the renderer's `onReport`, which is `App.onError`.
final class ReportTests: XCTestCase {
    private var consoleErrors: [String] = []
    private var bridge: Bridge!

    override func setUp() {
        let page = Page(apply: { _ in }, requestFlush: {}, reportError: { [unowned self] message in
            self.consoleErrors.append(message.description)
        })
        bridge = Bridge(scheduler: Scheduler(), page: page)
    }

    func testARejectedRerenderGoesToTheChannelWithItsKind() throws {
        let model = Model()
        try bridge.mount { ul { for key in model.keys { li { "\(key)" }.key(.int(key)) } } }
        var reports: [Report] = []
        bridge.renderer.onReport = { reports.append($0) }
        model.keys = [2, 2]
        bridge.flush()
        XCTAssertEqual(reports, [Report(.rejectedRender, "render rejected: duplicate key 2 among the children of <ul>: positions 0 and 1")])
        XCTAssertEqual(consoleErrors, [])
    }

    func testByDefaultAReportIsAnErrorOnTheConsole() {
        bridge.report(kind: 3, message: "a node of the app was removed by something else")
        XCTAssertEqual(consoleErrors, ["a node of the app was removed by something else"])
    }

    func testAReportFromThePageArrivesWithItsKind() {
        var reports: [Report] = []
        bridge.renderer.onReport = { reports.append($0) }
        for kind: UInt32 in 1...6 { bridge.report(kind: kind, message: "\(Int(kind))") }
        XCTAssertEqual(reports, [
            Report(.rejectedRender, "1"), Report(.refusedValue, "2"), Report(.foreignEdit, "3"),
            Report(.ignoredEvent, "4"), Report(.failedCall, "5"), Report(.hydrationMismatch, "6"),
        ])
        XCTAssertEqual(consoleErrors, [])
    }

    func testAKindTheModuleDoesNotKnowGoesToTheConsoleAsItIs() {
        var reports: [Report] = []
        bridge.renderer.onReport = { reports.append($0) }
        bridge.report(kind: 0, message: "from another version")
        bridge.report(kind: 7, message: "from a later version")
        XCTAssertEqual(reports, [])
        XCTAssertEqual(consoleErrors, ["from another version", "from a later version"])
    }

    /// A hydration mismatch's word names the element the difference is in; a debug build (as a page built
    /// with messages) adds where the `component { }` around it is written, and only for a node it has.
    func testAHydrationMismatchNamesTheComponentAroundItsElement() throws {
        let line = #line + 1
        try bridge.mount { main { component { ul { li { "one" } } } } }
        var reports: [Report] = []
        bridge.renderer.onReport = { reports.append($0) }
        bridge.report(kind: 6 + 3 << 8, message: "hydration repaired main > ul > li: expected text \"one\", found \"two\"")
        bridge.report(kind: 6 + 1 << 8, message: "hydration repaired main: expected class=\"x\", found no class")
        bridge.report(kind: 6 + 99 << 8, message: "hydration repaired main > p: expected <p>, found nothing")
        XCTAssertEqual(reports.map(\.message.description), [
            "hydration repaired main > ul > li: expected text \"one\", found \"two\" (in the component at DOMBridgeTests/ReportTests.swift:\(line))",
            "hydration repaired main: expected class=\"x\", found no class",
            "hydration repaired main > p: expected <p>, found nothing",
        ])
        XCTAssertEqual(reports.map(\.kind), [.hydrationMismatch, .hydrationMismatch, .hydrationMismatch])
    }

    /// The page's path: it asks for room in the event buffer, writes the UTF-8 message there and calls
    /// the `vdom_report` export, which hands the report to `App.onError`.
    func testTheReportExportReadsTheMessageFromTheInbox() {
        let saved = App.onError
        defer { App.onError = saved }
        var reports: [Report] = []
        App.onError = { reports.append($0) }
        for (kind, message) in [(UInt32(4), "ignored a click on node 99: no such node"), (2, "Zoë <b>"), (5, "")] {
            let bytes = Array(message.utf8)
            let room = vdomInbox(UInt32(bytes.count))
            room.copyMemory(from: bytes, byteCount: bytes.count)
            vdomReport(kind, UInt32(bytes.count))
        }
        XCTAssertEqual(reports, [
            Report(.ignoredEvent, "ignored a click on node 99: no such node"), Report(.refusedValue, "Zoë <b>"),
            Report(.failedCall, ""),
        ])
    }

    func testAMessageLongerThanTheBufferIsCutToIt() {
        let saved = App.onError
        defer { App.onError = saved }
        var reports: [Report] = []
        App.onError = { reports.append($0) }
        let room = vdomInbox(4)
        room.copyMemory(from: Array("abcd".utf8), byteCount: 4)
        vdomReport(1, UInt32.max)
        XCTAssertEqual(reports.count, 1)
        XCTAssertEqual(reports.first.map { Array($0.message.utf8.prefix(4)) }, Array("abcd".utf8))
        XCTAssertEqual(reports.first?.message.utf8.count, Inbox.contents.count)
    }
}
