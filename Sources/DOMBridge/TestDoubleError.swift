import Observing

/// A test asked a double for something that is not there: an answer to a request nobody made, time moved
/// on with no timer waiting. The message says what was asked and what was in flight, so the test fails
/// where it went wrong instead of passing over nothing.
public struct TestDoubleError: Error, Equatable, CustomStringConvertible {
    public let message: Text

    public init(_ message: Text) {
        self.message = message
    }

    public var description: String { message.description }
}
