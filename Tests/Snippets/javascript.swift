// What docs/javascript.md's snippets use without declaring it: an app's state, its to-do list, and the
// to-do page's parts (which live in an executable target no snippet can import).
import Browser
import Observing
import TodosModel
import VDOM

public let count = 3
public var sharing = Cancellation {}
public var loading = Cancellation {}
public var problem: Text = ""
public var fact: Text?
public var failure: FetchError?
public let json: Text = "[]"

public final class Search {
    @Editable public var isFocused = false
}
public let search = Search()
public final class Review {
    public var stars = 0
}
public let review = Review()
public let list = TodoList { _ in Cancellation {} }
public func decodeTodos(_ json: Text?) -> [Todo] { [] }

public final class TodosApp {
    public init(location: Location, scheduler: Scheduler) {}
    public func start() {}
}
public func todosPage(_ app: TodosApp) -> Element { section() }
/// A canvas the app holds (only type-checked: its renderer is gone).
public let canvas = Renderer(onFrame: { _ in }).document.createElement("canvas")
