import Observing

/// What a test does in place of the sources of a program's subscriptions (made with
/// `Effects.answeredByTests`): each sends the message the active subscription makes of the event, and
/// throws, naming the subscriptions active, when none listens for it. Call the test app's `flush()`
/// afterwards to render.
extension Program {
    /// The interval of `milliseconds` ticks once.
    public func tick(every milliseconds: Int) throws(ProgramTestError) {
        try deliver("every \(milliseconds) ms") { subscription in
            guard case let .every(interval, message) = subscription.kind, interval == milliseconds else { return nil }
            return message
        }
    }

    /// The user goes to `location`: a link, back or forward, the address bar.
    public func changeURL(to location: PageLocation) throws(ProgramTestError) {
        try deliver("url") { subscription in
            guard case let .url(then) = subscription.kind else { return nil }
            return then(location)
        }
    }

    /// Another tab writes `change` into the storage `area`.
    public func changeStorage(_ area: StorageArea, _ change: StorageChange) throws(ProgramTestError) {
        try deliver(area == .local ? "storage local" : "storage session") { subscription in
            guard case let .storage(listened, then) = subscription.kind, listened == area else { return nil }
            return then(change)
        }
    }

    /// A source of the app's own, known by its key (name and detail), sends `message`.
    public func send(_ message: Message, from key: Text) throws(ProgramTestError) {
        try deliver(key) { subscription in
            guard case .watch = subscription.kind, subscription.key == key else { return nil }
            return message
        }
    }

    private func deliver(_ key: Text, _ make: (Subscription<Message>) -> Message?) throws(ProgramTestError) {
        guard let message = subscriptions.lazy.compactMap(make).first else {
            var text: Text = "no \(key) subscription is active; active: "
            if subscriptions.isEmpty { text.appendLiteral("nothing") }
            for (index, subscription) in subscriptions.enumerated() {
                if index > 0 { text.appendLiteral(", ") }
                text.appendInterpolation(subscription.key)
            }
            throw ProgramTestError(text)
        }
        answeredMessages.append(message)
        send(message)
    }
}
