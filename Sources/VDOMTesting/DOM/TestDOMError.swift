import VDOM

/// A frame of patches the test DOM refused: it names the patch, its position in the frame and what was
/// wrong, in the words of the page's check (``FrameError``). A refused frame changes nothing; the DOM
/// stays as the previous frame left it.
public struct TestDOMError: Error, Equatable, CustomStringConvertible {
    /// The position of the offending patch in its frame; the frame's length when the problem is in what
    /// follows its patches (the ids it releases).
    public let index: Int
    /// The offending patch; `nil` when the problem is in the frame's releases.
    public let patch: Patch?
    /// What is wrong, without the position: `move names node #7, which is not a child of #2`.
    public let reason: String

    public init(index: Int, patch: Patch?, reason: String) {
        self.index = index
        self.patch = patch
        self.reason = reason
    }

    /// The refusal of the frame of bytes that carried `patches` as a refusal of the patch at fault:
    /// patch `k`'s operation takes the words from `bounds[k]` up to `bounds[k + 1]`.
    init(_ error: FrameError, in patches: [Patch], bounds: [Int]) {
        let word = error.offset / 4
        if let index = patches.indices.first(where: { bounds[$0] <= word && word < bounds[$0 + 1] }) {
            self.init(index: index, patch: patches[index], reason: error.problem)
        } else {
            self.init(index: patches.count, patch: nil, reason: error.problem)
        }
    }

    /// `patch 3 (move #5 in #2 before #7): move names node #7, which is not a child of #2`; a problem
    /// after the patches: `the frame's releases: …`.
    public var description: String {
        guard let patch else { return "the frame's releases: \(reason)" }
        return "patch \(index) (\(safeDescription(of: patch))): \(reason)"
    }
}

/// A patch's description. `PropertyValue.description` converts numbers with `Int(_:)`, which drops
/// fractions and traps outside `Int`'s range; such numbers are written as JavaScript would here.
func safeDescription(of patch: Patch) -> String {
    if case let .setProperty(id, name, .number(number)) = patch, number != number.rounded() || !(number.magnitude < 1e18) {
        return "setProperty \(id) \(name)=\(javaScriptNumberString(number))"
    }
    return patch.description
}
