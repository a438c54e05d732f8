/// A frame of bytes the test DOM refused, as the page's shim refuses it (`docs/patch-format.md`, part 2):
/// `offset` is the byte offset of the first problem, and the DOM is as the frame before it left it.
public struct FrameError: Error, Equatable, CustomStringConvertible {
    public let offset: Int
    /// What is wrong, without the offset: `setAttribute names node #15, which does not exist`.
    public let problem: String

    public init(offset: Int, problem: String) {
        self.offset = offset
        self.problem = problem
    }

    /// The message the shim's `FrameError` has: `malformed frame at byte 152: …`.
    public var description: String { "malformed frame at byte \(offset): \(problem)" }
}
