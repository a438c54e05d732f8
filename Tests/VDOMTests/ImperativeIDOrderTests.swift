import Observing
import VDOM
import VDOMTesting
import XCTest

private final class Stage {
    @Observed var step = 0
}

/// A subtree that imperative code removes frees its ids in the order the diff frees a view's, its root
/// first and then in document order: nodes made after it are numbered alike, so a page built by hand and
/// its declarative twin write the same frames.
final class ImperativeIDOrderTests: XCTestCase {
    func testARemovedSubtreeFreesItsIdsAsTheDiffFreesAView() throws {
        let app = try TestApp { _ in }
        let document = app.document
        let page = document.createElement("main")
        let box = document.createElement("div")
        let heading = document.createElement("h2")
        heading.append("Title")
        box.append(heading)
        box.append(document.createElement("p"))
        page.append(box)
        document.container.append(page)
        try app.flush()
        box.remove()
        try app.flush()
        let byHand = (0..<4).map { _ in document.createElement("span").id }

        let stage = Stage()
        let view = try TestApp {
            main {
                switch stage.step {
                case 0: div { h2 { "Title" }; p() }
                case 1: [Node]()
                default: span(); span(); span(); span()
                }
            }
        }
        for step in 1...2 {
            stage.step = step
            try view.flush()
        }
        let byDiff = view.lastFrame.compactMap { patch -> NodeID? in
            if case let .createElement(id, _, _) = patch { return id }
            return nil
        }
        XCTAssertEqual(byDiff, [5, 4, 3, 2], "the last freed first: the subtree's last node")
        XCTAssertEqual(byHand, byDiff)
    }
}
