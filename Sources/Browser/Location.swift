import DOMBridge
import JavaScript
import Observing
import VDOM

/// The page's URL as observable state: views that read ``path``, ``query`` or ``hash`` render again
/// when it changes, by the app's own writes or by the user's back and forward buttons.
///
/// ```swift
/// // #/active shows the active items; a link or a button writes the hash, back goes back.
/// let filter = Filter(hash: Location.current.hash)
/// button("Active") { Location.current.setHash("/active") }
/// ```
///
/// The page loads `location.js` for this, which the page build adds to `data-js`.
public final class Location {
    /// The page's location, read when first used and followed from then on.
    public static let current = Location()

    /// The path, such as `/todos/`.
    @Observed public private(set) var path: Text
    /// The query without its `?`, as written (percent-encoded).
    @Observed public private(set) var query: Text
    /// The fragment without its `#`, percent-decoded: `/active` for `#/active`.
    @Observed public private(set) var hash: Text
    private var queryItems: [(name: Text, value: Text)]
    private var watching: Cancellation?

    /// Reads the page's location and follows its changes until released. Apps use ``current``; tests
    /// make their own after setting up ``TestBrowser``.
    public init() {
        BrowserModule.location()
        let state = LocationState.read(JSFunction("vdomLocationRead").call([]))
        path = state.path
        query = state.query
        hash = state.hash
        queryItems = state.queryItems
        watching = JSFunction("vdomLocationWatch").listen { [unowned(unsafe) self] answer in
            self.update(LocationState.read(answer))
        }
    }

    // The watch's closure holds this object unowned: cancelling here means it never runs afterwards.
    deinit {
        watching?.cancel()
    }

    /// The decoded value of the query's first item named `name`, or `nil`. Reading it observes ``query``.
    public func queryValue(_ name: Text) -> Text? {
        _ = query
        return queryItems.first { $0.name == name }?.value
    }

    /// Goes to fragment `hash` (without `#`), adding a history entry as a link would.
    public func setHash(_ hash: Text) { go("hash", hash) }

    /// Goes to `url` (relative to the page), adding a history entry, without loading anything.
    public func push(_ url: Text) { go("push", url) }

    /// Shows `url` (relative to the page) in place of the current entry, without loading anything.
    public func replace(_ url: Text) { go("replace", url) }

    /// The browser's back button: the change arrives as the user's would.
    public func back() { _ = JSFunction("history.back").call([]) }

    /// Calls `receive` with the page's URL each time the user changes it (a link, back or forward, the
    /// address bar), until cancelled: what a program's `Subscription.url` runs on
    /// (`SubscriptionSources(location: Location.onChange)`).
    public static func onChange(_ receive: @escaping (PageLocation) -> Void) -> Cancellation {
        BrowserModule.location()
        return JSFunction("vdomLocationWatch").listen { answer in
            let state = LocationState.read(answer)
            if state.isValid { receive(PageLocation(path: state.path, query: state.query, hash: state.hash)) }
        }
    }

    private func go(_ how: Text, _ url: Text) {
        update(LocationState.read(JSFunction("vdomLocationGo").call([.string(how), .string(url)])))
    }

    /// Writes only what changed, so views that read an unchanged part do not render again.
    private func update(_ state: LocationState) {
        guard state.isValid else { return }
        if state.path != path { path = state.path }
        if state.query != query {
            queryItems = state.queryItems
            query = state.query
        }
        if state.hash != hash { hash = state.hash }
    }
}

/// The location as `location.js` answers it: path, query, decoded hash, and the query's decoded items
/// as name, value, name….
struct LocationState {
    var path: Text = ""
    var query: Text = ""
    var hash: Text = ""
    var queryItems: [(name: Text, value: Text)] = []
    var isValid = false

    static func read(_ answer: Result<JSValue, JSError>) -> LocationState {
        let parts: [JSValue]
        switch answer {
        case let .failure(error):
            App.report(Report(.failedCall, "the location could not be read: \(error.name): \(error.message)"))
            return LocationState()
        case let .success(value): parts = value.list ?? []
        }
        guard parts.count == 4, let path = parts[0].text, let query = parts[1].text, let hash = parts[2].text,
              let items = NamedValues.pairs(parts[3]) else {
            App.report(Report(.failedCall, "location.js answered in a shape this module does not read"))
            return LocationState()
        }
        return LocationState(path: path, query: query, hash: hash, queryItems: items, isValid: true)
    }
}
