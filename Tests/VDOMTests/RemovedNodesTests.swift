import XCTest
import Observing
@testable import VDOM

/// What a frame removes (live nodes, and the descriptions and handlers they hold) is freed when the page
/// is idle, through `freeRemovedNodes`, or by the next render, never during the frame that removed it.
final class RemovedNodesTests: XCTestCase {
    private final class Handler {
        func run() {}
    }

    /// Renders a list whose item's handler holds `handler`, then renders the list empty.
    private func removeItem(in frames: Frames) throws -> Handler? {
        weak var weakHandler: Handler?
        do {
            let handler = Handler()
            weakHandler = handler
            try frames.render { ul { li { "a" }.on(.click) { handler.run() } } }
        }
        XCTAssertNotNil(weakHandler, "held by the rendered item")
        XCTAssertEqual(try frames.render { ul {} }, ["clear #1"])
        return weakHandler
    }

    func testRemovedNodesAreFreedWhenThePageIsIdle() throws {
        let frames = Frames()
        weak var handler = try removeItem(in: frames)
        XCTAssertNotNil(handler, "kept after the frame that removed its item")
        XCTAssertEqual(frames.renderer.liveNodeCount, 1, "the removed item no longer counts")
        frames.renderer.freeRemovedNodes()
        XCTAssertNil(handler)
    }

    func testTheNextRenderFreesWhatTheLastOneRemoved() throws {
        let frames = Frames()
        weak var handler = try removeItem(in: frames)
        XCTAssertNotNil(handler)
        XCTAssertEqual(try frames.render { ul { li { "b" } } }, [
            "createElement #3 <li>", "createText #2 \"b\"", "insert #2 into #3 at end", "insert #3 into #1 at end",
        ])
        XCTAssertNil(handler)
    }

    /// A removed component stops observing in the frame that removed it; its instance, with the body
    /// closure and what that holds, is freed later with the node.
    func testARemovedComponentStopsAtOnceAndIsFreedWhenIdle() throws {
        final class Item {
            @Observed var title = "a"
        }
        let frames = Frames()
        var renders = 0
        weak var weakItem: Item?
        var shown = true
        do {
            let item = Item()
            weakItem = item
            try frames.render {
                ul {
                    if shown {
                        component(1) { _ in
                            renders += 1
                            return [Node(li { item.title })]
                        }
                    }
                }
            }
        }
        shown = false
        XCTAssertEqual(try frames.render { ul { if shown { li {} } } }, ["remove #2"])
        weakItem?.title = "b"
        XCTAssertEqual(frames.flush(), [], "stopped by the frame that removed it")
        XCTAssertEqual(renders, 1)
        XCTAssertNotNil(weakItem, "held by the removed component's body until the page is idle")
        frames.renderer.freeRemovedNodes()
        XCTAssertNil(weakItem)
    }

    func testAComponentRenderingAgainFreesWhatTheLastFrameRemoved() throws {
        // The body closure holds the model, and only the rendered button holds the handler.
        final class Model {
            @Observed var handler: Handler?
            @Observed var count = 0
        }
        let frames = Frames()
        let model = Model()
        weak var weakHandler: Handler?
        do {
            let handler = Handler()
            weakHandler = handler
            model.handler = handler
        }
        try frames.render {
            component {
                if let handler = model.handler {
                    div { button { "go" }.on(.click) { handler.run() } }
                } else {
                    p { "\(model.count)" }
                }
            }
        }
        model.handler = nil
        XCTAssertEqual(frames.flush(), ["createElement #4 <p>", "createText #5 \"0\"", "insert #5 into #4 at end", "replace #1 with #4"])
        XCTAssertNotNil(weakHandler, "kept after the frame that removed its button")
        model.count = 1
        XCTAssertEqual(frames.flush(), ["setText #5 \"1\""])
        XCTAssertNil(weakHandler)
    }
}
