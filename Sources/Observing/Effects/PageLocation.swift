/// The page's URL as a program's ``Subscription/url(then:)`` sends it: its parts, as `Location` (library
/// `Browser`) reads them.
public struct PageLocation: Equatable {
    /// The path, such as `/todos/`.
    public var path: Text
    /// The query without its `?`, as written (percent-encoded).
    public var query: Text
    /// The fragment without its `#`, percent-decoded: `/active` for `#/active`.
    public var hash: Text

    public init(path: Text, query: Text = "", hash: Text = "") {
        self.path = path
        self.query = query
        self.hash = hash
    }
}
