/// Commands compare by what they do, so a test can assert which command an update returned:
/// `XCTAssertEqual(program.lastCommand, .random(in: 1...6, then: Message.setCount))`.
///
/// Two commands are equal when they are of the same kind, with the same parameters and the same id, and
/// make the same messages of the same answers. A function cannot be compared, so the messages are
/// compared for sample answers: both ends of a random range; for a fetch, a response of status 200 with
/// no body and a network failure. Effects of the app's own (`perform`) compare by name and detail.
extension Command: Equatable where Message: Equatable {
    public static func == (a: Command, b: Command) -> Bool {
        guard a.id == b.id else { return false }
        switch (a.kind, b.kind) {
        case (.none, .none):
            return true
        case let (.batch(x), .batch(y)):
            return x == y
        case let (.random(x, f), .random(y, g)):
            return x == y && f(x.lowerBound) == g(y.lowerBound) && f(x.upperBound) == g(y.upperBound)
        case let (.after(x, m), .after(y, n)):
            return x == y && m == n
        case let (.fetch(x, f), .fetch(y, g)):
            let response = FetchResponse(status: 200)
            return x == y && f(.success(response)) == g(.success(response))
                && f(.failure(.network(""))) == g(.failure(.network("")))
        case let (.cancel(x), .cancel(y)):
            return x == y
        case let (.perform(x, d, p, _), .perform(y, e, q, _)):
            return x == y && d == e && p == q
        default:
            return false
        }
    }
}
