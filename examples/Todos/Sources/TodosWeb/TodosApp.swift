import Browser
import DOMBridge
import JavaScript
import Observing
import TodosModel
import VDOM

/// The page's parts wired together: the list, restored from storage and saved on every change, the
/// location whose fragment filters it, and the page's own `itemsLeft` from `todos.js`. `main.swift`
/// makes one for the browser and starts it once the page shows; tests make one with a ``TestBrowser`` and
/// their own scheduler.
///
/// What the page reads from the browser (the saved items, the URL's fragment, the reader's wording) is
/// read by ``start()``, after the first frame: the page's HTML was written at build time, when none of it
/// was known, and the first frame must be that HTML for the module to adopt it (`docs/hydration.md`). What
/// the browser knows then arrives as an ordinary frame.
final class TodosApp {
    let list: TodoList
    let location: Location
    let store: TodoStore
    /// Whether ``start()`` ran: until then the page shows the list empty and unfiltered.
    @Observed private(set) var isStarted = false
    private let storage: Storage
    private let scheduler: Scheduler
    private var saving: ObserveToken?
    private var syncing: Cancellation?

    init(location: Location, storage: Storage = .local, scheduler: Scheduler = .main) {
        store = TodoStore(storage: storage)
        list = TodoList(items: [], fetchExamples: fetchExamples)
        self.location = location
        self.storage = storage
        self.scheduler = scheduler
    }

    deinit {
        saving?.cancel()
        syncing?.cancel()
    }

    /// Restores the saved items, saves every change from then on, follows other tabs' saves, and lets the
    /// URL's fragment filter the list.
    func start() {
        let store = store, list = list
        list.replaceItems(with: store.load())
        saving = observe(scheduler: scheduler) { store.save(list.items) }
        // Another tab saved: show what it saved. (Saving it again changes nothing, so no event echoes back.)
        syncing = storage.onChange { change in
            if change.key == TodoStore.key { list.replaceItems(with: store.decode(change.newValue)) }
        }
        isStarted = true
    }

    /// What the URL's fragment shows of the list, once started.
    var filter: Filter { Filter(fragment: isStarted ? location.hash : "") }

    /// "3 items left", as `todos.js` words it for the reader's language once started; plainer before, and
    /// where it cannot.
    func itemsLeft(_ count: Int) -> Text {
        guard isStarted else { return "\(count) left" }
        return (try? JSFunction("itemsLeft")(.number(Double(count))).text) ?? "\(count) left"
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
