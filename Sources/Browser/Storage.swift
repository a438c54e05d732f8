import DOMBridge
import JavaScript
import Observing
import VDOM

/// The page's `localStorage` or `sessionStorage`: text kept under text keys for this origin.
///
/// ```swift
/// let saved = Storage.local.get("todos")            // nil the first time
/// try Storage.local.set("todos", json)
/// let watching = Storage.local.onChange { change in  // another tab wrote
///     if change.key == "todos" { model.load(change.newValue) }
/// }
/// ```
///
/// The page loads `storage.js` for this, which the page build adds to `data-js`.
public struct Storage {
    /// `"local"` or `"session"`.
    let area: Text

    /// Kept across visits until the user clears it.
    public static let local = Storage(area: "local")
    /// Kept while the tab is open, across reloads.
    public static let session = Storage(area: "session")

    /// The text stored under `key`, or `nil` when there is none. Storage the browser refuses to open
    /// (it is disabled, or the page is sandboxed) holds nothing: the app starts afresh, and the refusal
    /// is reported (``App/report(_:)``) as a failed call.
    public func get(_ key: Text) -> Text? {
        BrowserModule.storage()
        switch JSFunction("vdomStorageGet").call([.string(area), .string(key)]) {
        case let .success(value): return value.text
        case let .failure(error):
            App.report(Report(.failedCall, "\(area)Storage.getItem(\"\(key)\") failed: \(error.name): \(error.message)"))
            return nil
        }
    }

    /// Stores `value` under `key`.
    ///
    /// - Throws: the browser's refusal: `QuotaExceededError` when the origin's storage is full,
    ///   `SecurityError` when storage is disabled.
    public func set(_ key: Text, _ value: Text) throws(JSError) {
        BrowserModule.storage()
        try JSFunction("vdomStorageSet")(.string(area), .string(key), .string(value))
    }

    /// Removes what is stored under `key`, if anything.
    ///
    /// - Throws: `SecurityError` when storage is disabled.
    public func remove(_ key: Text) throws(JSError) {
        BrowserModule.storage()
        try JSFunction("vdomStorageSet")(.string(area), .string(key), .null)
    }

    /// Calls `receive` whenever another tab or window of this origin changes the storage of `area`, until
    /// cancelled: what a program's `Subscription.storage` runs on (`SubscriptionSources(storage: Storage.onChange(in:_:))`).
    public static func onChange(in area: StorageArea, _ receive: @escaping (StorageChange) -> Void) -> Cancellation {
        (area == .local ? local : session).onChange(receive)
    }

    /// Calls `receive` whenever another tab or window of this origin changes this storage (the
    /// browser's `storage` event; a page's own writes do not cause one), until cancelled.
    public func onChange(_ receive: @escaping (StorageChange) -> Void) -> Cancellation {
        BrowserModule.storage()
        return JSFunction("vdomStorageWatch").listen(.string(area)) { answer in
            guard case let .success(.list(parts)) = answer, parts.count == 3 else { return }
            receive(StorageChange(key: parts[0].text, oldValue: parts[1].text, newValue: parts[2].text))
        }
    }
}
