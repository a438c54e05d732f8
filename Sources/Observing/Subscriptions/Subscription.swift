/// What a program listens to while its model says so, as a value: an interval, the page's URL, another
/// tab's storage writes, or a source of the app's own. A program's `subscriptions` function returns them
/// from the model after every message; the runtime starts those that are new and stops those that are
/// gone, so a model that stops asking for the clock stops it.
///
/// ```swift
/// static func subscriptions(_ model: Model) -> [Subscription<Message>] {
///     var listening: [Subscription<Message>] = [.url(then: Message.urlChanged)]
///     if model.isRunning { listening.append(.every(milliseconds: 1000, send: .tick)) }
///     return listening
/// }
/// ```
///
/// A subscription is known by its ``key``: the same key returned again keeps the one running (its
/// messages come from the latest value returned), another key starts anew.
public struct Subscription<Message> {
    package enum Kind {
        case every(milliseconds: Int, send: Message)
        case url(then: (PageLocation) -> Message)
        case storage(StorageArea, then: (StorageChange) -> Message)
        case watch(run: (_ send: @escaping (Message) -> Void) -> Cancellation)
    }

    package let kind: Kind
    /// What the subscription is among those a model returns: `every 1000 ms`, `url`, `storage local`, or
    /// the name and detail of one of the app's own.
    public let key: Text

    init(_ kind: Kind, key: Text) {
        self.kind = kind
        self.key = key
    }

    /// Sends `message` every `milliseconds`.
    public static func every(milliseconds: Int, send message: Message) -> Subscription {
        Subscription(.every(milliseconds: milliseconds, send: message), key: "every \(milliseconds) ms")
    }

    /// Sends the message `then` makes of the page's URL each time the user changes it: a link, back or
    /// forward, the address bar.
    public static func url(then: @escaping (PageLocation) -> Message) -> Subscription {
        Subscription(.url(then: then), key: "url")
    }

    /// Sends the message `then` makes of each change another tab or window of this origin makes to the
    /// storage `area`.
    public static func storage(_ area: StorageArea, then: @escaping (StorageChange) -> Message) -> Subscription {
        Subscription(.storage(area, then: then), key: area == .local ? "storage local" : "storage session")
    }

    /// A source of the app's own: `run` starts it, calls `send` with each message it has, and returns
    /// the handle that stops it. `name` and `detail` make its key.
    public static func watch(_ name: Text, _ detail: Text = "",
                             run: @escaping (_ send: @escaping (Message) -> Void) -> Cancellation) -> Subscription {
        Subscription(.watch(run: run), key: detail.isEmpty ? name : "\(name) \(detail)")
    }

    /// The same subscription, its messages turned into another type's and its key put under `scope`, for
    /// a program made of smaller ones (``Command/map(_:scope:)`` does the same for commands).
    public func map<Other>(_ transform: @escaping (Message) -> Other, scope: Text) -> Subscription<Other> {
        let scoped: Text = "\(scope)/\(key)"
        switch kind {
        case let .every(milliseconds, message):
            return Subscription<Other>(.every(milliseconds: milliseconds, send: transform(message)), key: scoped)
        case let .url(then): return Subscription<Other>(.url(then: { transform(then($0)) }), key: scoped)
        case let .storage(area, then): return Subscription<Other>(.storage(area, then: { transform(then($0)) }), key: scoped)
        case let .watch(run): return Subscription<Other>(.watch(run: { send in run { send(transform($0)) } }), key: scoped)
        }
    }
}
