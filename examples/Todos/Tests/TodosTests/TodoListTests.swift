import XCTest
import Observing
import TodosModel

/// The model alone: no page, no browser; examples come from a closure the test answers.
final class TodoListTests: XCTestCase {
    private var requests: [(Result<[Text], ExamplesError>) -> Void] = []
    private var cancelled = 0

    private func makeList(_ items: [Todo] = []) -> TodoList {
        TodoList(items: items) { completion in
            self.requests.append(completion)
            return Cancellation { self.cancelled += 1 }
        }
    }

    func testTheDraftIsAddedTrimmedAndEmptied() {
        let list = makeList()
        list.draft = "  Milk \t"
        list.addDraft()
        list.draft = "   "
        list.addDraft()
        XCTAssertEqual(list.items, [Todo(id: 1, title: "Milk")])
        XCTAssertEqual(list.draft, "")
    }

    func testIdsContinueAfterTheKeptItems() {
        let list = makeList([Todo(id: 7, title: "Old", isDone: true)])
        list.draft = "New"
        list.addDraft()
        XCTAssertEqual(list.items.map { $0.id }, [7, 8])
        list.replaceItems(with: [Todo(id: 20, title: "From another tab")])
        list.draft = "Next"
        list.addDraft()
        XCTAssertEqual(list.items.map { $0.id }, [20, 21])
    }

    func testToggleClearAndFilter() {
        let list = makeList([Todo(id: 1, title: "A"), Todo(id: 2, title: "B"), Todo(id: 3, title: "C")])
        list.toggle(2)
        XCTAssertEqual(list.activeCount, 2)
        XCTAssertEqual(list.items(.active).map { $0.title }, ["A", "C"])
        XCTAssertEqual(list.items(.completed).map { $0.title }, ["B"])
        XCTAssertEqual(list.items(.all).count, 3)
        list.clearCompleted()
        XCTAssertEqual(list.items.map { $0.title }, ["A", "C"])
        list.toggleAll()
        XCTAssertEqual(list.activeCount, 0)
        list.toggleAll()
        XCTAssertEqual(list.activeCount, 2)
        list.remove(1)
        XCTAssertEqual(list.items.map { $0.title }, ["C"])
    }

    func testTheFilterIsTheFragment() {
        XCTAssertEqual(Filter(fragment: "/active"), .active)
        XCTAssertEqual(Filter(fragment: "/completed"), .completed)
        XCTAssertEqual(Filter(fragment: ""), .all)
        XCTAssertEqual(Filter(fragment: "/Active"), .all)
        XCTAssertEqual(Filter.allCases.map { $0.link }, ["#/", "#/active", "#/completed"])
    }

    func testExamplesAreAddedOnceEach() {
        let list = makeList([Todo(id: 1, title: "Tea")])
        list.addExamples()
        XCTAssertEqual(list.examples, .fetching)
        requests[0](.success(["Tea", "Bread", "Bread"]))
        XCTAssertEqual(list.examples, .idle)
        XCTAssertEqual(list.items.map { $0.title }, ["Tea", "Bread"])
    }

    /// Only the latest request counts: asking again cancels the one in flight.
    func testAskingAgainCancelsTheFetchInFlight() {
        let list = makeList()
        list.addExamples()
        list.addExamples()
        XCTAssertEqual(cancelled, 1)
        requests[1](.failure(ExamplesError("offline")))
        XCTAssertEqual(list.examples, .failed(ExamplesError("offline")))
        list.addExamples()
        XCTAssertEqual(cancelled, 1, "a finished fetch has nothing to cancel")
        list.cancelExamples()
        XCTAssertEqual(cancelled, 2)
        XCTAssertEqual(list.examples, .idle)
    }
}
