import DOMBridge
import Observing
import VDOM

/// Starts and stops a program's subscriptions as its model asks for them: after every message, a
/// subscription whose key is new starts, one whose key is gone stops, and one that stays sends its
/// messages as the latest value returned says.
final class SubscriptionRunner<Message> {
    struct Active {
        var subscription: Subscription<Message>
        /// Stops the source; nil while it waits for a test.
        var handle: Cancellation?
    }

    private let sources: SubscriptionSources
    /// Whether the test sends what the sources would, none of them started.
    private let answeredByTests: Bool
    var send: (Message) -> Void = { _ in }
    private(set) var active: [Active] = []

    init(sources: SubscriptionSources, answeredByTests: Bool) {
        self.sources = sources
        self.answeredByTests = answeredByTests
    }

    /// A program that goes stops listening.
    deinit {
        for running in active { running.handle?.cancel() }
    }

    func update(_ wanted: [Subscription<Message>]) {
        active.removeAll { running in
            if wanted.contains(where: { $0.key == running.subscription.key }) { return false }
            running.handle?.cancel()
            return true
        }
        for subscription in wanted {
            if let index = active.firstIndex(where: { $0.subscription.key == subscription.key }) {
                active[index].subscription = subscription
                continue
            }
            active.append(Active(subscription: subscription, handle: nil))
            if answeredByTests { continue }
            let handle = start(subscription.key)
            if let index = active.firstIndex(where: { $0.subscription.key == subscription.key }) { active[index].handle = handle }
        }
    }

    /// Starts the source of the subscription under `key`; each message it makes comes from the value
    /// under that key when it arrives.
    private func start(_ key: Text) -> Cancellation? {
        let receive: ((Subscription<Message>) -> Message?) -> Void = { [unowned(unsafe) self] make in
            guard let current = self.active.first(where: { $0.subscription.key == key }),
                  let message = make(current.subscription) else { return }
            self.send(message)
        }
        guard let subscription = active.first(where: { $0.subscription.key == key })?.subscription else { return nil }
        switch subscription.kind {
        case let .every(milliseconds, _):
            let tick = { receive { if case let .every(_, message) = $0.kind { message } else { nil } } }
            return sources.every(milliseconds, tick)
        case .url:
            guard let location = sources.location else { return missing("location", "Location.onChange") }
            return location { place in receive { if case let .url(then) = $0.kind { then(place) } else { nil } } }
        case let .storage(area, _):
            guard let storage = sources.storage else { return missing("storage", "Storage.onChange(in:_:)") }
            return storage(area) { change in receive { if case let .storage(_, then) = $0.kind { then(change) } else { nil } } }
        case let .watch(run):
            return run { message in receive { _ in message } }
        }
    }

    private func missing(_ effect: Text, _ source: Text) -> Cancellation? {
        App.report(Report(.failedCall, "this program's sources have no \(effect): pass SubscriptionSources(\(effect): \(source)) from Browser"))
        return nil
    }
}
