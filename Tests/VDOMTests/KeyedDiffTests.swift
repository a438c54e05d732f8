import XCTest
@testable import VDOM
import VDOMFuzz

/// Keyed child lists, named by their transition. Each test checks the final order, that every surviving
/// key kept its DOM node, and the exact number of creations, removals and moves (moves = survivors − LIS).
final class KeyedDiffTests: XCTestCase {
    // Shapes from the public suites of ivi, inferno/kivi, vue, snabbdom and dioxus.
    func testInsertions() throws {
        try check([], [1, 2, 3], moves: 0)
        try check([1], [1, 2, 3], moves: 0)
        try check([2, 3], [1, 2, 3], moves: 0)
        try check([1, 3], [1, 2, 3], moves: 0)
        try check([1, 4], [1, 2, 3, 4], moves: 0)
        try check([1, 2, 4, 5], [1, 2, 3, 4, 5], moves: 0)
        try check([2, 4], [1, 2, 3, 4, 5], moves: 0)
        try check([1, 3, 5], [0, 1, 2, 3, 4, 5, 6], moves: 0)
    }

    func testRemovals() throws {
        try check([1, 2, 3], [], moves: 0)
        try check([1, 2, 3], [2, 3], moves: 0)
        try check([1, 2, 3], [1, 2], moves: 0)
        try check([1, 2, 3, 4], [1, 2, 4], moves: 0)
        try check([1, 2, 3, 4, 5], [2, 4], moves: 0)
        try check([0, 1, 2, 3, 4, 5, 6], [1, 3, 5], moves: 0)
    }

    func testMoves() throws {
        try check([0, 1, 2, 3], [0, 2, 3, 1], moves: 1)
        try check([0, 1, 2, 3], [3, 0, 1, 2], moves: 1)
        try check([0, 1, 2, 3], [1, 2, 3, 0], moves: 1)
        try check([0, 1, 2, 3], [0, 3, 2, 1], moves: 2)
        try check([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 9, 3, 4, 5, 6, 7, 8, 2, 10], moves: 2)
        try check([1, 2, 3, 4, 5], [5, 4, 3, 2, 1], moves: 4)
        try check([0, 1, 2, 3, 4, 5], [4, 3, 2, 1, 5, 0], moves: 4)
        try check([0, 1, 2, 3, 4, 5, 6, 7], [7, 1, 2, 3, 4, 5, 6, 0], moves: 2)
        try check([1, 2, 3, 4, 5], [2, 1, 4, 3, 5], moves: 2)
    }

    func testMovesWithInsertionsAndRemovals() throws {
        try check([1, 2, 3, 4], [2, 3, 9, 4, 1], moves: 1)
        try check([1, 2, 3], [4, 5, 6], moves: 0)
        try check([1, 2, 3, 4, 5, 6], [6, 7, 5, 8, 1], moves: 2)
        try check([0, 1, 2, 3, 4], [9, 4, 8, 0, 7], moves: 1)
        try check([1, 2, 3, 4, 5, 6, 7, 8], [8, 10, 7, 6, 11, 5, 4, 12, 3, 2, 1], moves: 7)
        try check([1, 2, 3, 4, 5], [6, 1, 7, 3, 4, 5, 8], moves: 0)
    }

    func testEveryPermutationOfFiveMovesTheFewestNodes() throws {
        for permutation in permutations([1, 2, 3, 4, 5]) {
            try check([1, 2, 3, 4, 5], permutation, moves: 5 - lisLength(permutation))
        }
    }

    func testSeededRandomListsMoveTheFewestNodes() throws {
        var random = SplitMix(seed: 42)
        for _ in 0..<300 {
            let old = Array(Set((0..<Int(random.next() % 30)).map { _ in Int(random.next() % 40) }))
            var new = Array(Set((0..<Int(random.next() % 30)).map { _ in Int(random.next() % 40) }))
            new.sort { _, _ in random.next() % 2 == 0 }
            let common = new.filter(old.contains)
            let positions = common.map { old.firstIndex(of: $0)! }
            try check(old, new, moves: common.count - lisLength(positions))
        }
    }

    func testReplacingEveryChildClearsOnce() throws {
        let frames = Frames()
        try frames.render { list([1, 2, 3]) }
        let lines = try frames.render { list([4, 5]) }
        XCTAssertEqual(lines.first, "clear #1")
        XCTAssertEqual(count(lines, "remove"), 0)
        XCTAssertEqual(try frames.render { list([]) }, ["clear #1"])
    }

    func testInsertingBeforeARemovedNodeUsesTheNextSurvivorAsAnchor() throws {
        let frames = Frames()
        try frames.render { list([1, 2, 3]) }
        XCTAssertEqual(try frames.render { list([1, 4, 3]) }, [
            "remove #4",
            "createElement #8 <li>",
            "createText #9 \"4\"",
            "insert #9 into #8 at end",
            "insert #8 into #1 before #6",
        ])
    }

    func testSameKeyWithAnotherTagIsReplacedInPlace() throws {
        let frames = Frames()
        try frames.render { div { p().key("a"); p().key("b") } }
        XCTAssertEqual(try frames.render { div { p().key("a"); h1().key("b") } }, [
            "createElement #4 <h1>",
            "replace #3 with #4",
        ])
    }

    func testComponentsAreMatchedByKeyAndMoveWithTheirBody() throws {
        let frames = Frames()
        let rows = { (keys: [Int]) in
            ul { for key in keys { component { li { "\(key)" } }.key(.int(key)) } }
        }
        try frames.render { rows([1, 2, 3]) }
        XCTAssertEqual(try frames.render { rows([3, 1, 2]) }, ["move #6 in #1 before #2"])
    }

    // MARK: helpers

    /// Renders `old`, then `new`, and checks the result against a model of the list's DOM children.
    private func check(_ old: [Int], _ new: [Int], moves: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let frames = Frames()
        try frames.render { list(old) }
        var dom = ListModel(frames.all[0])
        let before = dom.idsByText
        try frames.render { list(new) }
        let patches = old == new ? [] : frames.last
        dom.apply(patches)
        let label = "\(old) => \(new)"
        XCTAssertEqual(dom.texts, new.map(String.init), label, file: file, line: line)
        for key in new where before["\(key)"] != nil {
            XCTAssertEqual(dom.idsByText["\(key)"], before["\(key)"], "\(label): \(key) was re-created", file: file, line: line)
        }
        let survivors = new.filter(old.contains).count
        let lines = patches.map(\.description)
        XCTAssertEqual(count(lines, "move"), moves, "\(label): moves", file: file, line: line)
        XCTAssertEqual(count(lines, "createElement"), new.count - survivors, "\(label): creations", file: file, line: line)
        let removed = count(lines, "remove") + (count(lines, "clear") > 0 ? old.count : 0)
        XCTAssertEqual(removed, old.count - survivors, "\(label): removals", file: file, line: line)
    }
}

/// The children of the list (`#1`) and the text of each `li`, tracked through structural patches.
private struct ListModel {
    var children: [NodeID] = []
    var textOf: [NodeID: String] = [:]
    private var textNodes: [NodeID: String] = [:]

    init(_ mount: [Patch]) { apply(mount) }

    var texts: [String] { children.map { textOf[$0] ?? "?" } }
    var idsByText: [String: NodeID] {
        Dictionary(uniqueKeysWithValues: children.map { (textOf[$0]!, $0) })
    }

    mutating func apply(_ patches: [Patch]) {
        for patch in patches {
            switch patch {
            case let .createText(id, text):
                textNodes[id] = text.description
            case let .insert(id, parent, before) where parent == 1, let .move(id, parent, before) where parent == 1:
                children.removeAll { $0 == id }
                children.insert(id, at: before.map { children.firstIndex(of: $0)! } ?? children.count)
            case let .insert(id, parent, _) where parent != 0:
                if let text = textNodes[id] { textOf[parent] = text }
            case let .remove(id):
                children.removeAll { $0 == id }
            case let .clear(id) where id == 1:
                children = []
            case .insert, .move, .clear, .createElement, .replace:
                break
            default:
                XCTFail("unexpected patch in a keyed list: \(patch)")
            }
        }
    }
}

private func list(_ keys: [Int]) -> Element {
    ul { for key in keys { li { "\(key)" }.key(.int(key)) } }
}

func permutations(_ items: [Int]) -> [[Int]] {
    if items.count <= 1 { return [items] }
    var result: [[Int]] = []
    for (index, item) in items.enumerated() {
        var rest = items
        rest.remove(at: index)
        for tail in permutations(rest) { result.append([item] + tail) }
    }
    return result
}

func lisLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
        if let index = tails.firstIndex(where: { $0 >= value }) { tails[index] = value } else { tails.append(value) }
    }
    return tails.count
}

/// Holes keep their slots but have no DOM node, so they never count against the subsequence.
final class HolesInKeyedListsTests: XCTestCase {
    func testAHoleMovingDoesNotCostAMove() throws {
        let frames = Frames()
        try frames.render { ul { Node.hole; li { "a" }.key("a"); li { "b" }.key("b") } }
        XCTAssertEqual(try frames.render { ul { li { "b" }.key("b"); li { "a" }.key("a"); Node.hole } }, [
            "move #4 in #1 before #2",
        ])
    }

    func testHolesOnTheSubsequenceDoNotPushNodesOffIt() throws {
        let frames = Frames()
        try frames.render { ul { Node.hole; Node.hole; li { "a" }.key("a"); li { "b" }.key("b"); li { "c" }.key("c") } }
        let lines = try frames.render { ul { li { "c" }.key("c"); li { "b" }.key("b"); li { "a" }.key("a"); Node.hole; Node.hole } }
        XCTAssertEqual(count(lines, "move"), 2)
    }

    func testNumbersPrintAsJavaScriptDoes() {
        XCTAssertEqual(PropertyValue.number(3).description, "3")
        XCTAssertEqual(PropertyValue.number(-1).description, "-1")
        XCTAssertEqual(PropertyValue.number(1.5).description, "1.5")
        XCTAssertEqual(PropertyValue.number(.nan).description, "NaN")
        XCTAssertEqual(PropertyValue.number(-.infinity).description, "-Infinity")
        XCTAssertEqual(PropertyValue.number(1e300).description, "1e+300")
    }
}
