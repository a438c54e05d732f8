import ArticlesModel
import Observing
import VDOM

/// The articles screen: a list that shows placeholder rows, redacted, while it loads (with a working
/// Cancel inside), the rows once loaded, each owning its `ArticleRow`, an error with Try again, and the
/// open article in a dialog.
func articlesPage(_ list: ArticleList) -> Element {
    main {
        header {
            h1 { "Articles" }
            p { status(of: list) }.class("status").attribute("role", "status")
        }
        component { articleList(list) }
            .redacted(reason: list.isLoading ? .placeholder : [])
            .task { list.load() }
        dialog(item: list.$presented) { article in
            articleView(article, list)
        }
        .class("article")
    }
}

private func status(of list: ArticleList) -> Text {
    switch list.state {
    case .loading: return "Loading the articles…"
    case let .loaded(articles): return articles.count == 1 ? "1 article" : "\(articles.count) articles"
    case .failed: return "The articles could not be loaded."
    }
}

private func articleList(_ list: ArticleList) -> Element {
    if case let .failed(message) = list.state {
        return div {
            p { message }
            button("Try again") { list.load() }.class("retry")
        }
        .class("error").attribute("role", "alert")
    }
    return ul {
        for article in list.articles {
            component(key: .int(article.id), state: { ArticleRow(article) { list.hide(article.id) } }) { row in
                articleRow(row, list)
            }
        }
        if list.isLoading {
            component { li { button("Cancel loading") { list.cancelLoading() }.class("cancel") }.class("loading") }
                .unredacted()
        }
    }
    .class("articles")
}

/// One row: its title opens the article; its buttons act on the row's own model, and Hide asks the list.
private func articleRow(_ row: ArticleRow, _ list: ArticleList) -> Element {
    let article = row.article
    return li {
        button(article.title) { list.open(article) }.class("title")
        p { article.author }.class("author")
        p { article.summary }.class("summary")
        div {
            button(row.isFavorite ? "★ Favorite" : "☆ Favorite") { row.toggleFavorite() }
                .class("favorite").attribute("aria-pressed", row.isFavorite ? "true" : "false")
            button(row.isReadLater ? "Saved for later" : "Read later") { row.toggleReadLater() }
                .class("later").attribute("aria-pressed", row.isReadLater ? "true" : "false")
            button("Hide") { row.hide() }.class("hide")
        }
        .class("actions")
    }
    .class("article-row")
    .id("article-\(article.id)")
}

/// The open article, with a note field that starts empty for each article (the dialog's content is
/// made anew for another article).
private func articleView(_ article: Article, _ list: ArticleList) -> [Node] {
    [
        Node(h2 { article.title }),
        Node(p { article.author }.class("author")),
        Node(p { article.body }.class("body")),
        Node(component(state: { Local(Text("")) }) { note in
            label {
                "Your note"
                input().value(note.$value).attribute("placeholder", "A thought to keep").class("note")
            }
        }),
        Node(form { button("Close") { list.presented = nil }.class("close") }.attribute("method", "dialog")),
    ]
}
