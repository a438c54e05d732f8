import XCTest
import VDOM
import VDOMFuzz
import VDOMTesting

/// Seeded random trees: rendering A and then B must leave exactly the DOM a fresh render of B makes, and
/// every keyed node that survives (same key, same tag, under a surviving parent) must be the same node.
final class PropertyTests: XCTestCase {
    /// The differential test (`make fuzz`) renders a hundred thousand such pairs and more steps; these
    /// also check that keyed nodes survive.
    func testFourThousandRandomTreePairs() throws {
        var random = SplitMix(seed: 2026)
        for round in 0..<4_000 {
            let first = Generator.firstStep(&random)
            let next = Generator.nextStep(after: first, &random)
            try checkPair(first.view, next.view, model: FuzzModel(first), label: "pair \(round)")
        }
    }

    func testTwoThousandRandomKeyedListsMoveTheFewestNodes() throws {
        var random = SplitMix(seed: 7)
        for round in 0..<2_000 {
            let old = (0..<Int(random.next() % 40)).map { $0 }.filter { _ in random.next() % 4 != 0 }
            var new = old.filter { _ in random.next() % 5 != 0 } + (40..<(40 + Int(random.next() % 5))).map { $0 }
            for index in new.indices.reversed() { new.swapAt(index, Int(random.next() % UInt64(index + 1))) }
            let app = try TestApp { keyedList(old) }
            let before = Dictionary(uniqueKeysWithValues: try app.findAll("li").map { ($0.attribute("data-key")!, $0) })
            try app.renderer.mount { keyedList(new) }
            try app.flush()
            let items = try app.findAll("li")
            XCTAssertEqual(items.map { $0.attribute("data-key")! }, new.map(String.init), "round \(round)")
            for item in items where before[item.attribute("data-key")!] != nil {
                XCTAssertTrue(before[item.attribute("data-key")!] === item, "round \(round): \(item.attribute("data-key")!) was re-created")
            }
            let survivors = new.filter(old.contains)
            let moves = app.lastFrame.filter { if case .move = $0 { return true } else { return false } }.count
            XCTAssertEqual(moves, old == new ? 0 : survivors.count - lisLength(survivors.map { old.firstIndex(of: $0)! }),
                           "round \(round): \(old) => \(new)")
        }
    }

    private func checkPair(_ old: Spec, _ new: Spec, model: FuzzModel, label: String) throws {
        let incremental = try TestApp { old.node(model) }
        let before = incremental.dom.container.children.map(Shape.init)
        try incremental.renderer.mount { new.node(model) }
        try incremental.flush()
        let fresh = try TestApp { new.node(model) }
        XCTAssertNil(DOMDifference.first(incremental.dom.container, fresh.dom.container), "\(label): \(old) => \(new)")
        XCTAssertTrue(incremental.refusedFrames.isEmpty, "\(label): \(incremental.refusedFrames)")
        for shape in before where incremental.dom.container.children.contains(where: { $0 === shape.node }) {
            assertKeyedChildrenKept(shape, label: label)
        }
    }

    /// Under a node that was kept, every keyed child whose key and tag survive must be the same object.
    private func assertKeyedChildrenKept(_ kept: Shape, label: String) {
        let now = kept.node.children
        for child in kept.children {
            if let key = child.key {
                guard let match = now.first(where: {
                    $0.attribute("data-key") == key && $0.tag == child.node.tag && $0.attribute("data-slot") == child.slot
                }) else { continue }
                XCTAssertTrue(match === child.node, "\(label): keyed node \(key) <\(child.node.tag)> was re-created")
                if match === child.node { assertKeyedChildrenKept(child, label: label) }
            } else if now.contains(where: { $0 === child.node }) {
                assertKeyedChildrenKept(child, label: label)
            }
        }
    }
}

/// A node and its children as they were before a render (the DOM's own arrays change in place).
private struct Shape {
    let node: TestNode
    let key: String?
    let slot: String?
    let children: [Shape]

    init(_ node: TestNode) {
        self.node = node
        key = node.kind == .element ? node.attribute("data-key") : nil
        slot = node.kind == .element ? node.attribute("data-slot") : nil
        children = node.children.map(Shape.init)
    }
}

private func keyedList(_ keys: [Int]) -> Element {
    ul { for key in keys { li { "\(key)" }.key(.int(key)).attribute("data-key", "\(key)") } }
}
