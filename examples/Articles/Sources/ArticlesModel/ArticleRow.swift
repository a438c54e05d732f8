import Observing

/// A row's own model: made once for its article by the row's component, and gone with the row.
///
/// It keeps what only the row cares about (favorite, read later) and tells its owner what the owner must
/// do (hide the article) through the closure the owner gave it, since only the list can remove a row.
public final class ArticleRow {
    public let article: Article
    @Observed public private(set) var isFavorite = false
    @Observed public private(set) var isReadLater = false
    private let onHide: () -> Void

    public init(_ article: Article, onHide: @escaping () -> Void) {
        self.article = article
        self.onHide = onHide
    }

    public func toggleFavorite() { isFavorite.toggle() }
    public func toggleReadLater() { isReadLater.toggle() }
    public func hide() { onHide() }
}
