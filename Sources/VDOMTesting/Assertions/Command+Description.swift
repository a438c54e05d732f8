import Observing

/// Commands as tests print them when an assertion fails: the kind, its parameters and what it sends,
/// e.g. `random in 1...6 then setCount(1)…setCount(6)`, `after 1000 ms send tick (id clock)`.
extension Command: CustomStringConvertible {
    public var description: String {
        var text: String
        switch kind {
        case .none: text = "none"
        case let .batch(commands): text = "batch [\(commands.map(\.description).joined(separator: ", "))]"
        case let .random(range, then):
            text = "random in \(range) then \(then(range.lowerBound))…\(then(range.upperBound))"
        case let .after(milliseconds, message): text = "after \(milliseconds) ms send \(message)"
        case let .fetch(request, then):
            text = "fetch \(request.method) \(request.url) then \(then(.success(FetchResponse(status: 200))))"
                + " or \(then(.failure(.network(""))))"
        case let .cancel(id): text = "cancel \(id)"
        case let .perform(name, detail, answers, _):
            text = detail.isEmpty ? "perform \(name)" : "perform \(name) \"\(detail)\""
            if answers == .untilCancelled { text += " until cancelled" }
        }
        if let id { text += " (id \(id))" }
        return text
    }
}
