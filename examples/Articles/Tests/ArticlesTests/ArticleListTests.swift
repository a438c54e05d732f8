import ArticlesModel
import Observing
import XCTest

/// A source the test answers by hand: each load waits until `answer` or `fail`.
final class ManualSource {
    private(set) var loads = 0
    private(set) var cancelled = 0
    private var pending: ((Result<[Article], ArticlesError>) -> Void)?

    var source: ArticleList.Source {
        { completion in
            self.loads += 1
            self.pending = completion
            return Cancellation {
                self.cancelled += 1
                self.pending = nil
            }
        }
    }

    func answer(_ articles: [Article]) {
        let completion = pending
        pending = nil
        completion?(.success(articles))
    }

    func fail(_ message: Text) {
        let completion = pending
        pending = nil
        completion?(.failure(ArticlesError(message)))
    }
}

let sampleArticles = [
    Article(id: 1, title: "First", author: "Ada", summary: "One", body: "The first body."),
    Article(id: 2, title: "Second", author: "Lin", summary: "Two", body: "The second body."),
    Article(id: 3, title: "Third", author: "Sam", summary: "Three", body: "The third body."),
]

final class ArticleListTests: XCTestCase {
    func testALoadShowsPlaceholdersThenTheArticles() {
        let manual = ManualSource()
        let list = ArticleList(source: manual.source)
        list.load()
        XCTAssertEqual(list.state, .loading)
        XCTAssertEqual(list.articles, Article.placeholders)
        manual.answer(sampleArticles)
        XCTAssertEqual(list.state, .loaded(sampleArticles))
        XCTAssertEqual(list.articles.map(\.id), [1, 2, 3])
    }

    func testAFailureIsShownAndTryingAgainLoadsAnew() {
        let manual = ManualSource()
        let list = ArticleList(source: manual.source)
        list.load()
        manual.fail("The articles could not be fetched (HTTP 404).")
        XCTAssertEqual(list.state, .failed("The articles could not be fetched (HTTP 404)."))
        XCTAssertEqual(list.articles, [])
        list.load()
        XCTAssertEqual(list.state, .loading)
        manual.answer(sampleArticles)
        XCTAssertEqual(manual.loads, 2)
        XCTAssertEqual(list.articles.count, 3)
    }

    /// Cancelling stops the load (its handle is cancelled, so its answer never comes) and offers to try
    /// again; a load started over one under way cancels that one.
    func testCancellingStopsTheLoadAndANewLoadReplacesTheOld() {
        let manual = ManualSource()
        let list = ArticleList(source: manual.source)
        list.load()
        list.cancelLoading()
        XCTAssertEqual(manual.cancelled, 1)
        XCTAssertEqual(list.state, .failed("Loading was cancelled."))
        list.load()
        list.load()
        XCTAssertEqual(manual.cancelled, 2)
        manual.answer(sampleArticles)
        XCTAssertEqual(list.state, .loaded(sampleArticles))
        list.cancelLoading()
        XCTAssertEqual(list.state, .loaded(sampleArticles), "nothing to cancel once loaded")
    }

    /// The list owns its articles: hiding one removes it, and closes it if it is the open one.
    func testHidingAnArticleRemovesItAndClosesIt() {
        let manual = ManualSource()
        let list = ArticleList(source: manual.source)
        list.load()
        manual.answer(sampleArticles)
        list.open(sampleArticles[1])
        list.hide(3)
        XCTAssertEqual(list.articles.map(\.id), [1, 2])
        XCTAssertEqual(list.presented, sampleArticles[1])
        list.hide(2)
        XCTAssertEqual(list.articles.map(\.id), [1])
        XCTAssertNil(list.presented)
    }

    /// A row's model keeps its own state and asks its owner to hide it.
    func testARowKeepsItsStateAndAsksItsOwnerToHideIt() {
        var hidden: [Int] = []
        let row = ArticleRow(sampleArticles[0]) { hidden.append(1) }
        row.toggleFavorite()
        row.toggleReadLater()
        row.toggleReadLater()
        XCTAssertEqual([row.isFavorite, row.isReadLater], [true, false])
        row.hide()
        XCTAssertEqual(hidden, [1])
    }
}
