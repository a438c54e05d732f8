import XCTest
import Observing
@testable import VDOM

/// Renders views with a private scheduler and keeps every frame, one patch per line.
final class Frames {
    let scheduler = Scheduler()
    private(set) var all: [[Patch]] = []
    /// The ids the last frame released.
    private(set) var released: [NodeID] = []
    private(set) var reports: [Report] = []
    private(set) lazy var renderer: Renderer = {
        let renderer = Renderer(scheduler: scheduler) { [unowned self] frame in
            self.all.append(frame.patches)
            self.released = frame.released
        }
        renderer.onReport = { [unowned self] in self.reports.append($0) }
        return renderer
    }()

    /// Mounts (or re-renders) the view and returns the frame it produced, as lines.
    @discardableResult
    func render(@NodeBuilder _ view: @escaping () -> NodeList) throws -> [String] {
        let before = all.count
        try renderer.mount(view)
        return all.count > before ? all[all.count - 1].map(\.description) : []
    }

    /// Flushes model changes and returns the frame, as lines.
    @discardableResult
    func flush() -> [String] {
        let before = all.count
        scheduler.flush()
        XCTAssertLessThanOrEqual(all.count, before + 1, "one frame per flush")
        return all.count > before ? all[all.count - 1].map(\.description) : []
    }

    var last: [Patch] { all.last ?? [] }
}

/// Counts the operations of a frame by kind.
func count(_ lines: [String], _ kind: String) -> Int {
    lines.filter { $0.hasPrefix(kind + " ") }.count
}
