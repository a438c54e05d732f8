import Browser
import DOMBridge
import JavaScript
import Observing
import TodosModel
import VDOM

/// The page's parts wired together: the list, restored from storage and saved on every change, the
/// location whose fragment filters it, and the page's own `itemsLeft` from `todos.js`. `main.swift`
/// makes one for the browser; tests make one with a ``TestBrowser`` and their own scheduler.
final class TodosApp {
    let list: TodoList
    let location: Location
    let store: TodoStore
    private let saving: ObserveToken
    private let syncing: Cancellation

    init(location: Location, storage: Storage = .local, scheduler: Scheduler = .main) {
        let store = TodoStore(storage: storage)
        list = TodoList(items: store.load(), fetchExamples: fetchExamples)
        self.location = location
        self.store = store
        let list = list
        saving = observe(scheduler: scheduler) { store.save(list.items) }
        // Another tab saved: show what it saved. (Saving it again changes nothing, so no event echoes back.)
        syncing = storage.onChange { change in
            if change.key == TodoStore.key { list.replaceItems(with: store.decode(change.newValue)) }
        }
    }

    deinit {
        saving.cancel()
        syncing.cancel()
    }

    /// "3 items left", as `todos.js` words it for the reader's language; plainer if it cannot.
    func itemsLeft(_ count: Int) -> Text {
        (try? JSFunction("itemsLeft")(.number(Double(count))).text) ?? "\(count) left"
    }
}

/// Example titles from `examples.json` beside the page: a JSON array of strings.
func fetchExamples(_ completion: @escaping (Result<[Text], ExamplesError>) -> Void) -> Cancellation {
    fetch("examples.json") { result in
        switch result {
        case let .success(response):
            completion(TodoStore.titles(from: response.body).mapError { ExamplesError("examples.json is not a list of titles: \($0.message)") })
        case let .failure(.status(response)):
            completion(.failure(ExamplesError("The examples could not be fetched (HTTP \(response.status)).")))
        case let .failure(.network(message)):
            completion(.failure(ExamplesError("The examples could not be fetched: \(message)")))
        }
    }
}
