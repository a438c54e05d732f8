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
                component { () -> [Node] in todo.done ? [Node(li { "done" })] : [] }
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
}
