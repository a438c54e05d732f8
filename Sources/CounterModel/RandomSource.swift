/// Where random numbers come from: the page's is the system's generator (the browser's
/// `crypto.getRandomValues`), a test's a seeded one, so its numbers are known in advance.
public struct RandomSource {
    /// A number in the range, each equally likely.
    public var next: (ClosedRange<Int>) -> Int

    public init(next: @escaping (ClosedRange<Int>) -> Int) {
        self.next = next
    }
}
