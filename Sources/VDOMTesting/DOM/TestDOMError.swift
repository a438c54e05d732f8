import VDOM

/// A frame the test DOM refused: it names the patch, its position in the frame and what was wrong.
/// A refused frame changes nothing; the DOM stays as the previous frame left it.
public struct TestDOMError: Error, Equatable, CustomStringConvertible {
    /// The position of the offending patch in its frame.
    public let index: Int
    public let patch: Patch
    /// What is wrong, without the position: `#7 is not a child of #2`.
    public let reason: String

    public init(index: Int, patch: Patch, reason: String) {
        self.index = index
        self.patch = patch
        self.reason = reason
    }

    /// `patch 3 (move #5 in #2 before #7): #7 is not a child of #2`.
    public var description: String { "patch \(index) (\(safeDescription(of: patch))): \(reason)" }
}

/// A patch's description. `PropertyValue.description` converts numbers with `Int(_:)`, which drops
/// fractions and traps outside `Int`'s range; such numbers are written as JavaScript would here.
func safeDescription(of patch: Patch) -> String {
    if case let .setProperty(id, name, .number(number)) = patch, number != number.rounded() || !(number.magnitude < 1e18) {
        return "setProperty \(id) \(name)=\(javaScriptNumberString(number))"
    }
    return patch.description
}
