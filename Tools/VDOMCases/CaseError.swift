/// Why a case could not be run: a message for the answer, and the step it concerns (if any).
public struct CaseError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var step: Int?

    public init(_ message: String, step: Int? = nil) {
        self.message = message
        self.step = step
    }

    public var description: String { message }
}
