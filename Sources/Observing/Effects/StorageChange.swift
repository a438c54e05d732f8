/// A change another tab or window of the page's origin made to its `localStorage` or `sessionStorage`:
/// what `Storage.onChange` (library `Browser`) hears, and what a program's ``Subscription/storage(_:then:)``
/// sends.
public struct StorageChange: Equatable {
    /// The key that changed; `nil` when the whole storage was cleared.
    public var key: Text?
    public var oldValue: Text?
    /// `nil` when the key was removed.
    public var newValue: Text?

    public init(key: Text?, oldValue: Text?, newValue: Text?) {
        self.key = key
        self.oldValue = oldValue
        self.newValue = newValue
    }
}

/// Which of the page's storage areas: `localStorage`, kept across visits, or `sessionStorage`, kept while
/// the tab is open.
public enum StorageArea: Equatable {
    case local
    case session
}
