import ArticlesModel
@testable import ArticlesWeb
import Observing
import VDOM
import VDOMTesting
import XCTest

/// The articles screen on Linux: the exact frames of loading, arrival, a row's actions, hiding and the
/// article's dialog, and the placeholders' inert logic.
final class ArticlesPageTests: XCTestCase {
    private let two = Array(sampleArticles.prefix(2))

    private func lines(_ patches: [Patch]) -> [String] { patches.map(\.description) }

    private func loadedPage() throws -> (ArticleList, ManualSource, TestApp) {
        let manual = ManualSource()
        let list = ArticleList(source: manual.source)
        let app = try TestApp { articlesPage(list) }
        manual.answer(two)
        try app.flush()
        return (list, manual, app)
    }

    /// The screen starts its load as it appears and shows four placeholder rows, redacted, with a Cancel
    /// that is not.
    /// The page, loading and loaded, writes as HTML the parser keeps, its listeners named.
    func testThePageWritesAsHTML() throws {
        let loading = try TestApp { articlesPage(ArticleList(source: ManualSource().source)) }
        assertStaticHTML(loading, startsWith: "<main><header><h1>Articles</h1><p role=\"s")
        assertStaticHTML(try loadedPage().2, startsWith: "<main><header><h1>Articles</h1><p role=\"s")
    }

    /// The page started on its own HTML takes it whole, as a page built with a pre-render starts: its
    /// first render, which shows the placeholders of the load it starts.
    func testThePageHydratesItsOwnHTML() {
        let list = ArticleList(source: ManualSource().source)
        assertHydrates { articlesPage(list) }
    }

    func testLoadingShowsPlaceholderRowsAndALiveCancel() throws {
        let manual = ManualSource()
        let list = ArticleList(source: manual.source)
        let app = try TestApp { articlesPage(list) }
        XCTAssertEqual(manual.loads, 1, "the list's task started the load")
        XCTAssertEqual(try app.element(".status").textContent, "Loading the articles…")
        let rows = try app.findAll("li.article-row")
        XCTAssertEqual(rows.map { $0.attribute("id") }, ["article--1", "article--2", "article--3", "article--4"])
        XCTAssertEqual(rows[2].outerHTML, #"<li id="article--3" class="article-row vdom-redacted">"#
            + #"<button type="button" inert="" aria-hidden="true" class="title vdom-redacted"><span style="width: min(13ch, 100%);" class="vdom-placeholder"></span></button>"#
            + #"<p inert="" aria-hidden="true" class="author vdom-redacted"><span style="width: min(6ch, 100%);" class="vdom-placeholder"></span></p>"#
            + #"<p inert="" aria-hidden="true" class="summary vdom-redacted"><span style="width: min(60ch, 100%);" class="vdom-placeholder"></span></p>"#
            + #"<div inert="" aria-hidden="true" class="actions vdom-redacted">"#
            + #"<button type="button" aria-pressed="false" class="favorite vdom-redacted"><span style="width: min(12ch, 100%);" class="vdom-placeholder"></span></button>"#
            + #"<button type="button" aria-pressed="false" class="later vdom-redacted"><span style="width: min(10ch, 100%);" class="vdom-placeholder"></span></button>"#
            + #"<button type="button" class="hide vdom-redacted"><span style="width: min(4ch, 100%);" class="vdom-placeholder"></span></button></div></li>"#)
        XCTAssertEqual(try app.element(".cancel").attribute("inert"), nil)
    }

    /// The heart of redaction: clicking, focusing and pressing keys on every control of a placeholder row
    /// changes nothing (no model write, no frame, no dialog); the Cancel inside the same list works.
    func testEveryControlOfAPlaceholderRowDoesNothing() throws {
        let manual = ManualSource()
        let list = ArticleList(source: manual.source)
        let app = try TestApp { articlesPage(list) }
        let frames = app.frames.count
        for control in try app.findAll("li.article-row button") {
            try app.click(control)
            try app.focus(control)
            try app.press("Enter", at: control)
        }
        for row in try app.findAll("li.article-row") { try app.click(row) }
        XCTAssertEqual(app.frames.count, frames)
        XCTAssertNil(list.presented)
        XCTAssertNil(app.dom.focused)
        XCTAssertEqual(list.state, .loading)
        XCTAssertEqual(manual.loads, 1)
        try app.click(".cancel")
        XCTAssertEqual(list.state, .failed("Loading was cancelled."))
        XCTAssertEqual(manual.cancelled, 1)
        XCTAssertEqual(try app.element(".error p").textContent, "Loading was cancelled.")
        try app.click(".retry")
        XCTAssertEqual(manual.loads, 2)
        XCTAssertEqual(try app.findAll("li.article-row").count, 4, "placeholders again while it loads")
    }

    /// The articles replace the placeholders: the placeholder rows and the Cancel go, the rows are made,
    /// the status counts them.
    func testArrivalReplacesThePlaceholders() throws {
        let (_, _, app) = try loadedPage()
        let frame = lines(app.lastFrame)
        XCTAssertEqual(Array(frame.prefix(6)), [#"setClass #7 "articles""#, "remove #8", "remove #22", "remove #36",
                                                 "remove #50", "remove #64"])
        XCTAssertEqual(Array(frame.suffix(2)), ["insert #82 into #7 before #68", #"setText #6 "2 articles""#])
        XCTAssertEqual(frame.filter { $0.hasPrefix("createElement") }.count, 16)
        XCTAssertEqual(app.html, #"<main><header><h1>Articles</h1><p role="status" class="status">2 articles</p></header>"#
            + #"<ul class="articles"><li id="article-1" class="article-row"><button type="button" class="title">First</button>"#
            + #"<p class="author">Ada</p><p class="summary">One</p><div class="actions">"#
            + #"<button type="button" aria-pressed="false" class="favorite">☆ Favorite</button>"#
            + #"<button type="button" aria-pressed="false" class="later">Read later</button>"#
            + #"<button type="button" class="hide">Hide</button></div></li>"#
            + #"<li id="article-2" class="article-row"><button type="button" class="title">Second</button>"#
            + #"<p class="author">Lin</p><p class="summary">Two</p><div class="actions">"#
            + #"<button type="button" aria-pressed="false" class="favorite">☆ Favorite</button>"#
            + #"<button type="button" aria-pressed="false" class="later">Read later</button>"#
            + #"<button type="button" class="hide">Hide</button></div></li></ul><dialog class="article"></dialog></main>"#)
    }

    /// Favorite and Read later change their row alone; Hide reaches the list, which removes the row; the
    /// other row keeps its state.
    func testARowsActionsChangeThatRowAndHideReachesTheList() throws {
        let (list, _, app) = try loadedPage()
        try app.click("#article-2 .favorite")
        XCTAssertEqual(lines(app.lastFrame), [#"setAttribute #76 aria-pressed="true""#, #"setText #77 "★ Favorite""#])
        try app.click("#article-2 .later")
        XCTAssertEqual(lines(app.lastFrame), [#"setAttribute #78 aria-pressed="true""#, #"setText #79 "Saved for later""#])
        try app.click("#article-1 .hide")
        XCTAssertEqual(lines(app.lastFrame), ["remove #82", #"setText #6 "1 article""#])
        XCTAssertEqual(list.articles.map(\.id), [2])
        XCTAssertEqual(try app.element("#article-2 .favorite").textContent, "★ Favorite")
    }

    /// The article opens in a dialog; its note starts empty for each article, and no text or focus
    /// carries over from one to the next.
    func testTheDialogsNoteStartsEmptyForEachArticle() throws {
        let (list, _, app) = try loadedPage()
        try app.click("#article-2 .title")
        XCTAssertEqual(list.presented?.id, 2)
        XCTAssertEqual(Array(lines(app.lastFrame).suffix(1)), ["callMethod #67 showModal()"])
        XCTAssertEqual(try app.element("dialog h2").textContent, "Second")
        let firstNote = try app.element(".note")
        try app.type("Keep this", into: firstNote)
        try app.click(".close")
        XCTAssertEqual(lines(app.lastFrame), ["clear #67", "callMethod #67 close()"])
        XCTAssertNil(list.presented)
        try app.click("#article-1 .title")
        XCTAssertEqual(try app.element("dialog h2").textContent, "First")
        let secondNote = try app.element(".note")
        XCTAssertEqual(secondNote.shownText, "")
        XCTAssertFalse(firstNote === secondNote, "the content was made anew")
        XCTAssertTrue(app.dom.focused === secondNote, "the dialog focused its own new field, as showModal does")
        list.presented = nil
        try app.flush()
        try app.click("#article-2 .title")
        XCTAssertEqual(try app.element(".note").shownText, "", "the first article's note did not come back")
    }

    /// Hiding the open article closes it.
    func testHidingTheOpenArticleClosesIt() throws {
        let (list, _, app) = try loadedPage()
        try app.click("#article-1 .title")
        list.hide(1)
        try app.flush()
        XCTAssertNil(try app.find("dialog[open]"))
        XCTAssertEqual(try app.findAll(".article-row").count, 1)
    }
}
