import XCTest
import Observing
@testable import VDOM

private final class Todo {
    @Observed var title: String
    @Observed var done = false
    init(_ title: String) { self.title = title }
}

private final class TodoList {
    @Observed var todos: [Todo] = []
    @Observed var heading = "Todos"
}

final class ComponentTests: XCTestCase {
    func testOnlyTheComponentThatReadAPropertyRendersAgain() throws {
        let frames = Frames()
        let list = TodoList()
        list.todos = [Todo("a"), Todo("b")]
        var renders: [String] = []
        try frames.render {
            div {
                component {
                    renders.append("heading")
                    return [Node(h1 { list.heading })]
                }
                ul {
                    for (index, todo) in list.todos.enumerated() {
                        component {
                            renders.append("row \(index)")
                            return [Node(li { todo.title }.class("done", when: todo.done))]
                        }
                    }
                }
            }
        }
        XCTAssertEqual(renders, ["heading", "row 0", "row 1"])
        renders = []
        list.todos[1].done = true
        XCTAssertEqual(frames.flush(), ["setClass #7 \"done\""])
        XCTAssertEqual(renders, ["row 1"])
        renders = []
        list.heading = "Tasks"
        list.todos[0].title = "A"
        XCTAssertEqual(frames.flush(), ["setText #3 \"Tasks\"", "setText #6 \"A\""], "outer components first")
        XCTAssertEqual(renders, ["heading", "row 0"])
    }

    func testAParentAndItsChildChangingTogetherRenderOnceEach() throws {
        let frames = Frames()
        let list = TodoList()
        let todo = Todo("a")
        list.todos = [todo]
        var renders: [String] = []
        try frames.render {
            component {
                renders.append("outer \(list.heading)")
                return [Node(div {
                    component {
                        renders.append("inner \(todo.title)")
                        return [Node(span { todo.title })]
                    }
                })]
            }
        }
        renders = []
        todo.title = "b"
        list.heading = "h"
        XCTAssertEqual(frames.flush(), ["setText #3 \"b\""])
        XCTAssertEqual(renders, ["outer h", "inner b"])
    }

    func testAComponentWhoseBodyAppearsIsInsertedAtItsPlace() throws {
        let frames = Frames()
        let todo = Todo("a")
        try frames.render {
            ul {
                li { "first" }
                component { () -> NodeList in todo.done ? [Node(li { "done" })] : [] }
                li { "last" }
            }
        }
        todo.done = true
        XCTAssertEqual(frames.flush(), [
            "createElement #6 <li>",
            "createText #7 \"done\"",
            "insert #7 into #6 at end",
            "insert #6 into #1 before #4",
        ])
        todo.done = false
        XCTAssertEqual(frames.flush(), ["remove #6"])
    }

    func testRemovedComponentsStopObserving() throws {
        let frames = Frames()
        let list = TodoList()
        let todo = Todo("a")
        list.todos = [todo]
        try frames.render {
            ul { for item in list.todos { component { li { item.title } } } }
        }
        XCTAssertEqual(todo.$title.subscriberCount, 1)
        list.todos = []
        XCTAssertEqual(frames.flush(), ["clear #1"])
        XCTAssertEqual(todo.$title.subscriberCount, 0)
        todo.title = "changed"
        XCTAssertFalse(frames.scheduler.hasPendingWork)
    }

    func testTheRootViewIsAComponentToo() throws {
        let frames = Frames()
        let list = TodoList()
        try frames.render { h1 { list.heading } }
        list.heading = "one"
        list.heading = "two"
        XCTAssertEqual(frames.flush(), ["setText #2 \"two\""])
        XCTAssertEqual(frames.all.count, 2)
    }

    func testSeveralChangedComponentsMakeOneFrame() throws {
        let frames = Frames()
        let todos = (0..<3).map { Todo("\($0)") }
        try frames.render {
            ul { for todo in todos { component { li { todo.title } } } }
        }
        for todo in todos { todo.title += "!" }
        XCTAssertEqual(frames.flush().count, 3)
        XCTAssertEqual(frames.all.count, 2)
    }

    func testReleasingTheRendererStopsEverySubscription() throws {
        let todo = Todo("a")
        var frames: Frames? = Frames()
        try frames?.render { component { p { todo.title } } }
        XCTAssertEqual(todo.$title.subscriberCount, 1)
        frames = nil
        XCTAssertEqual(todo.$title.subscriberCount, 0)
    }

    func testAnUnchangedInputSkipsTheBodyWhenTheParentRendersAgain() throws {
        let frames = Frames()
        let list = TodoList()
        var rows = [(1, "a"), (2, "b"), (3, "c")]
        var selected = 0
        var renders: [Int] = []
        struct RowInput: Equatable { let id: Int; let label: String; let isSelected: Bool }
        let view = {
            ul {
                for (id, label) in rows {
                    component(RowInput(id: id, label: label, isSelected: id == selected), key: .int(id)) { input in
                        renders.append(input.id)
                        return [Node(li { input.label }.class("selected", when: input.isSelected))]
                    }
                }
            }
        }
        try frames.render { view() }
        XCTAssertEqual(renders, [1, 2, 3])
        renders = []
        rows.swapAt(0, 2)
        XCTAssertEqual(try frames.render { view() }, ["move #4 in #1 before #2", "move #6 in #1 before #4"])
        XCTAssertEqual(renders, [], "moved rows keep their DOM without rendering")
        selected = 2
        XCTAssertEqual(try frames.render { view() }, ["setClass #4 \"selected\""])
        XCTAssertEqual(renders, [2])
        renders = []
        rows[0].1 = "C"
        XCTAssertEqual(try frames.render { view() }, ["setText #7 \"C\""])
        XCTAssertEqual(renders, [3])
        withExtendedLifetime(list) {}
    }

    func testRemovingOrAddingRowsRendersNoneOfTheOthers() throws {
        let frames = Frames()
        var ids = [1, 2, 3, 4]
        var renders: [Int] = []
        // An unkeyed row, then keyed ones: the rows before and after a change pair by position.
        let view = {
            ul {
                component(0) { _ in
                    renders.append(0)
                    return [Node(li { "head" })]
                }
                for id in ids {
                    component(id, key: .int(id)) { id in
                        renders.append(id)
                        return [Node(li { "\(id)" })]
                    }
                }
            }
        }
        try frames.render { view() }
        XCTAssertEqual(renders, [0, 1, 2, 3, 4])
        renders = []
        ids.remove(at: 1)
        XCTAssertEqual(try frames.render { view() }, ["remove #6"])
        XCTAssertEqual(renders, [], "the rows before and after the removed one are not rendered")
        ids += [5, 6]
        _ = try frames.render { view() }
        XCTAssertEqual(renders, [5, 6], "only the new rows render")
        renders = []
        ids.insert(7, at: 1)
        _ = try frames.render { view() }
        XCTAssertEqual(renders, [7])
        renders = []
        ids.swapAt(0, 3)
        _ = try frames.render { view() }
        XCTAssertEqual(renders, [], "moved rows are looked up, not rendered")
    }

    func testAnUnchangedInputStillRendersWhenWhatItReadChanged() throws {
        let frames = Frames()
        let todo = Todo("a")
        var heading = "h"
        var renders = 0
        let view = {
            div {
                h1 { heading }
                component(1) { _ in
                    renders += 1
                    return [Node(p { todo.title })]
                }
            }
        }
        try frames.render { view() }
        todo.title = "b"
        heading = "H"
        XCTAssertEqual(try frames.render { view() }, ["setText #5 \"b\"", "setText #3 \"H\""])
        XCTAssertEqual(renders, 2)
        XCTAssertEqual(frames.flush(), [], "the pending re-render was done by the parent's")
    }
}
