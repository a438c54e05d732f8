/// What one render changed: the patches that bring the DOM to the new description, in order, and the ids
/// of the nodes they removed (descendants included). The ids are free from the next frame on: an applier
/// that keeps its nodes by id forgets them once it has applied the patches, so removed DOM nodes are not
/// kept alive.
public struct Frame {
    public let patches: [Patch]
    public let released: [NodeID]

    public init(patches: [Patch], released: [NodeID]) {
        self.patches = patches
        self.released = released
    }
}
