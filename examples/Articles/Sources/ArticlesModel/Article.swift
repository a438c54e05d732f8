import Observing

/// One article of the list: what a row shows, and what the article shows when it is open.
public struct Article: Equatable, Identifiable {
    public let id: Int
    public let title: Text
    public let author: Text
    public let summary: Text
    public let body: Text

    public init(id: Int, title: Text, author: Text, summary: Text, body: Text) {
        self.id = id
        self.title = title
        self.author = author
        self.summary = summary
        self.body = body
    }
}

extension Article {
    /// What the list shows while the articles load: texts of the lengths real ones have, so the
    /// placeholder rows are shaped like the rows to come. Their ids are negative: no article has one.
    public static let placeholders: [Article] = [
        Article(id: -1, title: "A title of an ordinary length", author: "An author's name",
                summary: "A summary of the article, long enough to fill about two lines of the row.", body: ""),
        Article(id: -2, title: "A somewhat longer title than the first one", author: "Another name",
                summary: "A shorter summary of the second article.", body: ""),
        Article(id: -3, title: "A short title", author: "A name",
                summary: "A summary of the third article, about as long as the first one is.", body: ""),
        Article(id: -4, title: "One more title of a middling length", author: "A longer author's name",
                summary: "The last summary, of a length between the others.", body: ""),
    ]
}
