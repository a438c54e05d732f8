import XCTest
import Observing
@testable import VDOM

private final class Entry {
    let id: Int
    @Observed var label: String
    @Observed var done = false
    init(_ id: Int, _ label: String) {
        self.id = id
        self.label = label
    }
}

/// A list of entries under a title, counting the renders of its view and the reads of its label holes.
private final class Board {
    @Observed var title = "Entries"
    @Observed var entries: [Entry]
    var viewRenders = 0
    var labelReads = 0
    init(_ entries: [Entry]) { self.entries = entries }
}

/// An entry with its board: equal when the entry is the same object.
private struct EntryInput: Equatable {
    let entry: Entry
    let board: Board

    func label() -> String {
        board.labelReads += 1
        return entry.label
    }

    static func == (a: EntryInput, b: EntryInput) -> Bool { a.entry === b.entry }
}

private let entryTemplate = Template<EntryInput> { entry in
    li { entry.text { $0.label() } }.class(entry.value { $0.entry.done ? "done" : "" })
}

private func boardView(_ board: Board) -> Element {
    board.viewRenders += 1
    return div {
        h2 { board.title }
        ul {
            for entry in board.entries { entryTemplate(EntryInput(entry: entry, board: board), key: .int(entry.id)) }
        }
    }
}

/// The same rows with the entry itself as the input, which is not `Equatable`.
private let plainTemplate = Template<(Entry, Board)> { pair in
    li { pair.text { $0.1.labelReads += 1; return $0.0.label } }
}

/// A template's use is an observation scope of its own.
final class TemplateScopeTests: XCTestCase {
    private func mount(_ board: Board, _ frames: Frames) throws {
        try frames.render { component { boardView(board) } }
    }

    func testAChangeAHoleReadRendersThatUseAloneNotTheViewAroundIt() throws {
        let board = Board([Entry(1, "one"), Entry(2, "two")])
        let frames = Frames()
        try mount(board, frames)
        XCTAssertEqual(board.labelReads, 2)
        board.entries[1].label = "TWO"
        XCTAssertEqual(frames.flush(), ["setText #8 \"TWO\""])
        board.entries[0].done = true
        XCTAssertEqual(frames.flush(), ["setClass #5 \"done\""], "the class hole, and the label as it was")
        XCTAssertEqual(board.viewRenders, 1, "the view around the uses rendered once")
        XCTAssertEqual(board.labelReads, 4, "each change read the holes of its use alone")
    }

    func testAUseWhoseInputIsEqualIsKeptWhenTheViewAroundItRendersAgain() throws {
        let board = Board([Entry(1, "one"), Entry(2, "two")])
        let frames = Frames()
        try mount(board, frames)
        board.title = "Today"
        XCTAssertEqual(frames.flush(), ["setText #3 \"Today\""])
        board.entries.insert(Entry(3, "three"), at: 0)
        XCTAssertEqual(frames.flush(), [
            "copyTemplate 1 as #9 #10",
            "setText #10 \"three\"",
            "insert #9 into #4 before #5",
        ])
        XCTAssertEqual(board.viewRenders, 3)
        XCTAssertEqual(board.labelReads, 3, "only the new use read its holes")
    }

    func testAUseOfAnInputThatIsNotEquatableReadsItsHolesWhenTheViewAroundItRenders() throws {
        let board = Board([Entry(1, "one"), Entry(2, "two")])
        let frames = Frames()
        try frames.render {
            component {
                ul {
                    h2 { board.title }
                    for entry in board.entries { plainTemplate((entry, board), key: .int(entry.id)) }
                }
            }
        }
        board.title = "Today"
        XCTAssertEqual(frames.flush(), ["setText #3 \"Today\""], "holes whose values did not change are not written")
        XCTAssertEqual(board.labelReads, 4)
        board.entries[0].label = "ONE"
        XCTAssertEqual(frames.flush(), ["setText #5 \"ONE\""])
        XCTAssertEqual(board.labelReads, 5)
    }

    func testARemovedUseStopsObserving() throws {
        let removed = Entry(2, "two")
        let board = Board([Entry(1, "one"), removed])
        let frames = Frames()
        try mount(board, frames)
        board.entries.removeLast()
        XCTAssertEqual(frames.flush(), ["remove #7"])
        removed.label = "gone"
        removed.done = true
        XCTAssertEqual(frames.flush(), [], "no frame")
        XCTAssertEqual(board.labelReads, 2)
    }

    func testAUseThatChangedReadsItsHolesOnceWhenTheViewAroundItRendersInTheSameFlush() throws {
        let board = Board([Entry(1, "one"), Entry(2, "two")])
        let frames = Frames()
        try mount(board, frames)
        board.entries[0].label = "ONE"
        board.title = "Today"
        XCTAssertEqual(frames.flush(), ["setText #6 \"ONE\"", "setText #3 \"Today\""])
        XCTAssertEqual(board.labelReads, 3, "the changed use read its holes once")
        board.entries[0].label = "one"
        XCTAssertEqual(frames.flush(), ["setText #6 \"one\""], "and still observes what they read")
    }
}
