import Foundation
import XCTest
import Observing
@testable import VDOM

private final class Depth {
    @Observed var leaf = "leaf"
}

/// The diff walks with explicit stacks, so depth costs heap, not call stack.
final class DeepTreeTests: XCTestCase {
    func testATreeTenThousandLevelsDeepMountsUpdatesAndUnmounts() throws {
        let depth = 10_000
        let model = Depth()
        let frames = Frames()
        func nested(_ level: Int, leaf: String) -> Node {
            var node = Node(span { leaf })
            for _ in 0..<level { node = Node(div { node }) }
            return node
        }
        try frames.render { nested(depth, leaf: model.leaf) }
        XCTAssertEqual(frames.last.count, 2 * depth + 4, "a create and an insert per node")
        XCTAssertEqual(frames.renderer.liveNodeCount, depth + 2)

        model.leaf = "changed"
        XCTAssertEqual(frames.flush(), ["setText #\(depth + 2) \"changed\""])

        try frames.render { nested(depth, leaf: "changed").withTag("section") }
        XCTAssertEqual(frames.last.last?.description, "replace #1 with #\(depth + 3)")

        frames.renderer.unmount()
        XCTAssertEqual(frames.renderer.liveNodeCount, 0)
    }
}

extension DeepTreeTests {
    /// The browser's stack is small: rendering, diffing and freeing a 10,000-deep tree must all fit in a
    /// stack of 512 KiB, which recursion over the depth would overflow.
    func testADeepTreeRendersAndIsFreedOnASmallStack() {
        onSmallStack {
            let frames = Frames()
            func nested(_ leaf: String) -> Node {
                var node = Node(span { leaf })
                for level in 0..<10_000 {
                    let inner = node
                    node = level % 2 == 0 ? Node(div { inner }) : Node(component { inner })
                }
                return node
            }
            try? frames.render { nested("a") }
            try? frames.render { nested("b") }
            frames.renderer.unmount()
            XCTAssertEqual(frames.renderer.liveNodeCount, 0)
        }
    }

    /// Live children are a list, each child holding the next: freeing a long list one sibling inside
    /// another's deinit would overflow the same small stack. Clearing, removing part of, and unmounting a
    /// list of 20,000 rows must not.
    func testALongListIsFreedOnASmallStack() {
        onSmallStack {
            let frames = Frames()
            func rows(_ ids: Range<Int>) -> Node {
                Node(ul { for id in ids { li { "\(id)" }.key(.int(id)) } })
            }
            try? frames.render { rows(0..<20_000) }
            XCTAssertEqual(frames.renderer.liveNodeCount, 40_001)
            try? frames.render { rows(0..<0) }
            XCTAssertEqual(frames.last.map(\.description), ["clear #1"])
            XCTAssertEqual(frames.renderer.liveNodeCount, 1)
            try? frames.render { rows(0..<20_000) }
            try? frames.render { rows(19_999..<20_000) }
            XCTAssertEqual(frames.renderer.liveNodeCount, 3)
            try? frames.render { rows(0..<20_000) }
            frames.renderer.unmount()
            XCTAssertEqual(frames.renderer.liveNodeCount, 0)
        }
    }

    /// Runs `body` on a thread with a 512 KiB stack and waits for it.
    private func onSmallStack(_ body: @escaping () -> Void) {
        let done = expectation(description: "finished on the small stack")
        let thread = Thread {
            body()
            done.fulfill()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        wait(for: [done], timeout: 120)
    }
}

private extension Node {
    /// The same node with its outermost element renamed, to force a replacement of the whole tree.
    func withTag(_ tag: String) -> Node {
        guard case let .element(element) = storage else { return self }
        return Node(VDOM.element(tag) { element.children })
    }
}
