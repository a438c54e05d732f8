import Observing

/// Why the articles could not be loaded, in words for the reader.
public struct ArticlesError: Error, Equatable {
    public let message: Text

    public init(_ message: Text) {
        self.message = message
    }
}

/// The articles screen: the list, loaded through an injected source (the page fetches a JSON file; tests
/// answer by hand), the rows hidden from it, and the article presented.
///
/// The list owns its articles: a row's model tells it to hide an article (``ArticleRow/hide()``), and the
/// list removes it, so the change reaches the one place that holds the list.
public final class ArticleList {
    public enum State: Equatable {
        case loading
        case loaded([Article])
        case failed(Text)
    }

    /// Starts loading and calls the completion once, unless cancelled first.
    public typealias Source = (@escaping (Result<[Article], ArticlesError>) -> Void) -> Cancellation

    @Observed public private(set) var state = State.loading
    /// The article shown in the dialog, if any.
    @Editable public var presented: Article?

    private let source: Source
    private var inFlight: Cancellation?

    public init(source: @escaping Source) {
        self.source = source
    }

    /// Loads the articles (again), cancelling a load under way; answers the load's handle, which the
    /// view's task keeps so that leaving the screen stops it.
    @discardableResult
    public func load() -> Cancellation {
        inFlight?.cancel()
        state = .loading
        let load = source { result in
            self.inFlight = nil
            switch result {
            case let .success(articles): self.state = .loaded(articles)
            case let .failure(error): self.state = .failed(error.message)
            }
        }
        inFlight = load
        return load
    }

    /// Stops a load under way; the screen then offers to try again.
    public func cancelLoading() {
        guard state == .loading else { return }
        inFlight?.cancel()
        inFlight = nil
        state = .failed("Loading was cancelled.")
    }

    public var isLoading: Bool { state == .loading }

    /// The articles to list: placeholders while loading, none after a failure.
    public var articles: [Article] {
        switch state {
        case .loading: return Article.placeholders
        case let .loaded(articles): return articles
        case .failed: return []
        }
    }

    /// Takes an article out of the list (a row's Hide), and closes it if it is open.
    public func hide(_ id: Int) {
        guard case let .loaded(articles) = state else { return }
        state = .loaded(articles.filter { $0.id != id })
        if presented?.id == id { presented = nil }
    }

    public func open(_ article: Article) {
        presented = article
    }
}
