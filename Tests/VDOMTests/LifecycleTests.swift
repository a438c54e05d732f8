import Observing
@testable import VDOM
import VDOMTesting
import XCTest

private final class Screen {
    @Observed var ids: [Int] = []
    @Observed var showsPanel = true
    @Observed var panelTag = "section"
    @Observed var topic = 1
    @Observed var greeting: Text = "hi"
}

final class LifecycleTests: XCTestCase {
    private var log: [String] = []
    private let scheduler = Scheduler()
    private lazy var renderer = Renderer(scheduler: scheduler) { [unowned self] frame in
        log.append("frame")
    }

    /// A component that logs its appear and disappear under `name`, around `body`.
    private func logged(_ name: String, key: Key? = nil, @NodeBuilder _ body: @escaping () -> NodeList) -> Component {
        component(key: key, body)
            .onAppear { [unowned self] in log.append("appear \(name)") }
            .onDisappear { [unowned self] in log.append("disappear \(name)") }
    }

    /// Appear runs once the frame that inserted the component is delivered, a parent before its children;
    /// disappear in the reverse order, after the frame that removed them.
    func testNestedComponentsAppearParentFirstAndDisappearChildrenFirst() throws {
        let screen = Screen()
        try renderer.mount {
            div {
                if screen.showsPanel {
                    self.logged("panel") {
                        section {
                            self.logged("a") { p { "a" } }
                            self.logged("b") { p { self.logged("b.inner") { span { "b" } } } }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(log, ["frame", "appear panel", "appear a", "appear b", "appear b.inner"])
        log = []
        screen.showsPanel = false
        scheduler.flush()
        XCTAssertEqual(log, ["frame", "disappear b.inner", "disappear b", "disappear a", "disappear panel"])
    }

    /// A keyed move is not a disappear; a new key is one identity leaving and another arriving, the
    /// disappear first.
    func testAMoveIsNotADisappearAndANewKeyIs() throws {
        let screen = Screen()
        screen.ids = [1, 2, 3]
        try renderer.mount {
            ul {
                for id in screen.ids { self.logged("\(id)", key: .int(id)) { li { "\(id)" } } }
            }
        }
        log = []
        screen.ids = [3, 1, 2]
        scheduler.flush()
        XCTAssertEqual(log, ["frame"])
        log = []
        screen.ids = [3, 1, 4]
        scheduler.flush()
        XCTAssertEqual(log, ["frame", "disappear 2", "appear 4"])
    }

    /// A parent element replaced by one of another tag takes its components with it, and the new ones
    /// appear.
    func testAReplacedSubtreeDisappearsAndItsReplacementAppears() throws {
        let screen = Screen()
        try renderer.mount {
            div {
                element(screen.panelTag) {
                    self.logged("x") { p { "x" } }
                }
            }
        }
        log = []
        screen.panelTag = "article"
        scheduler.flush()
        XCTAssertEqual(log, ["frame", "disappear x", "appear x"])
    }

    /// A task starts on appear, is cancelled and started again when its id changes, and cancelled when
    /// the component goes; the toolkit holds its handle.
    func testATaskRunsForItsIDAndStopsWithItsComponent() throws {
        let screen = Screen()
        var started: [Int] = []
        var handles: [Cancellation] = []
        try renderer.mount {
            div {
                if screen.showsPanel {
                    component { p { "topic \(screen.topic)" } }
                        .task(id: screen.topic) {
                            started.append(screen.topic)
                            let handle = Cancellation {}
                            handles.append(handle)
                            return handle
                        }
                }
            }
        }
        XCTAssertEqual(started, [1])
        screen.greeting = "unrelated"
        scheduler.flush()
        screen.topic = 2
        scheduler.flush()
        XCTAssertEqual(started, [1, 2])
        XCTAssertEqual(handles.map(\.isCancelled), [true, false])
        screen.showsPanel = false
        scheduler.flush()
        XCTAssertEqual(handles.map(\.isCancelled), [true, true])
        XCTAssertEqual(started, [1, 2])
    }

    /// What an `onAppear` changes renders in the next frame; the page's DOM holds the component when its
    /// `onAppear` runs.
    func testAnAppearsChangesRenderInTheNextFrame() throws {
        let screen = Screen()
        screen.showsPanel = false
        var app: TestApp?
        var seen: String?
        app = try TestApp(scheduler: scheduler) {
            div {
                p { screen.greeting }
                if screen.showsPanel {
                    component { span { "panel" }.id("panel") }
                        .onAppear {
                            seen = try? app?.find("#panel")?.textContent
                            screen.greeting = "welcome"
                        }
                }
            }
        }
        let frames = app!.frames.count
        screen.showsPanel = true
        try app!.flush()
        XCTAssertEqual(seen, "panel")
        XCTAssertEqual(app!.frames.count, frames + 2, "the insert, then the greeting")
        XCTAssertEqual(app!.lastFrame.map(\.description), [#"setText #3 "welcome""#])
    }

    /// Unmounting is every component's disappear, and a renderer that goes cancels the tasks it holds.
    func testUnmountAndTheRenderersEndStopEverything() throws {
        var handle: Cancellation?
        try renderer.mount {
            div { self.logged("only") { p { "x" } } }
        }
        renderer.unmount()
        XCTAssertEqual(log, ["frame", "appear only", "frame", "disappear only"])
        var other: Renderer? = Renderer(scheduler: scheduler) { _ in }
        try other!.mount {
            div { component { p { "y" } }.task { handle = Cancellation {}; return handle! } }
        }
        XCTAssertEqual(handle?.isCancelled, false)
        other = nil
        XCTAssertEqual(handle?.isCancelled, true)
    }
}
