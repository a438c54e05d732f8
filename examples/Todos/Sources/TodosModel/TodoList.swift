import Observing

/// A to-do list: items to add, tick off, rename and remove, a draft being typed, and example items
/// fetched on request.
///
/// The model knows nothing of the page or the browser. Where its items are kept and where examples come
/// from are given to it, so its tests give their own and the page gives local storage and a fetch.
public final class TodoList {
    /// Every item, oldest first.
    @Observed public private(set) var items: [Todo]
    /// What the new-item field holds.
    @Editable public var draft: Text = ""
    /// Whether example items are being fetched, and why the last fetch failed.
    @Observed public private(set) var examples: ExamplesState = .idle

    private let fetchExamples: (@escaping (Result<[Text], ExamplesError>) -> Void) -> Cancellation
    private var fetching: Cancellation?
    private var nextID: Int

    /// - Parameters:
    ///   - items: the items kept from last time.
    ///   - fetchExamples: starts fetching example titles, and calls back once with them or with why not.
    public init(items: [Todo] = [],
                fetchExamples: @escaping (@escaping (Result<[Text], ExamplesError>) -> Void) -> Cancellation) {
        self.items = items
        self.fetchExamples = fetchExamples
        nextID = (items.map { $0.id }.max() ?? 0) + 1
    }

    /// How many items are not done.
    public var activeCount: Int { items.reduce(0) { $0 + ($1.isDone ? 0 : 1) } }

    /// The items `filter` shows, in order.
    public func items(_ filter: Filter) -> [Todo] { items.filter(filter.includes) }

    /// Adds the draft, without the spaces around it, and empties the field. A blank draft adds nothing.
    public func addDraft() {
        let title = draft.trimmingASCIIWhitespace()
        draft = ""
        guard !title.isEmpty else { return }
        append(title)
    }

    public func toggle(_ id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items[index].isDone.toggle()
    }

    /// Marks every item done, or every item not done when all already are.
    public func toggleAll() {
        let done = activeCount > 0
        items = items.map { Todo(id: $0.id, title: $0.title, isDone: done) }
    }

    /// Renames an item; a blank title removes it, as clearing a to-do's text means it is gone.
    public func rename(_ id: Int, to title: Text) {
        let trimmed = title.trimmingASCIIWhitespace()
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        if trimmed.isEmpty { items.remove(at: index) } else { items[index].title = trimmed }
    }

    public func remove(_ id: Int) {
        items.removeAll { $0.id == id }
    }

    public func clearCompleted() {
        items.removeAll { $0.isDone }
    }

    /// Takes the items another copy of the app saved (another tab), in place of these.
    public func replaceItems(with items: [Todo]) {
        self.items = items
        nextID = max(nextID, (items.map { $0.id }.max() ?? 0) + 1)
    }

    /// Fetches example items and adds those not already listed. A second request while one is under way
    /// starts over: only the latest answer counts.
    public func addExamples() {
        fetching?.cancel()
        examples = .fetching
        fetching = fetchExamples { result in
            self.fetching = nil
            switch result {
            case let .success(titles):
                self.examples = .idle
                for title in titles where !self.items.contains(where: { $0.title == title }) { self.append(title) }
            case let .failure(error):
                self.examples = .failed(error)
            }
        }
    }

    /// Stops fetching examples; nothing is added.
    public func cancelExamples() {
        fetching?.cancel()
        fetching = nil
        examples = .idle
    }

    private func append(_ title: Text) {
        items.append(Todo(id: nextID, title: title))
        nextID += 1
    }
}

/// Where fetching example items stands.
public enum ExamplesState: Equatable {
    case idle
    case fetching
    case failed(ExamplesError)
}

/// Why example items could not be fetched, in words the page shows.
public struct ExamplesError: Error, Equatable {
    public var message: Text

    public init(_ message: Text) {
        self.message = message
    }
}
