/// Where a renderer sends its frames. A frame is the calls of `patch`, one per patch in order, as the diff
/// makes them, then one call of `end` with what the frame released (see ``Frame``). A render that changes
/// nothing makes no frame: no call at all.
///
/// Patches are handed over as they are made so that the page's bridge encodes them straight into its
/// buffer, with no list of the frame built; ``collecting(_:)`` builds that list for whoever wants the
/// frame whole (``Renderer/init(scheduler:onReport:onFrame:)``).
package struct FrameSink {
    let patch: (Patch) -> Void
    let end: (_ released: [NodeID]) -> Void

    package init(patch: @escaping (Patch) -> Void, end: @escaping (_ released: [NodeID]) -> Void) {
        self.patch = patch
        self.end = end
    }

    /// Collects each frame's patches and hands the frame, whole, to `deliver`. The list is taken out before
    /// `deliver` runs, so a frame `deliver` causes (an applied `focus()` firing a handler) is its own.
    package static func collecting(_ deliver: @escaping (Frame) -> Void) -> FrameSink {
        let list = PatchList()
        return FrameSink(patch: { list.patches.append($0) }) { released in
            let patches = list.patches
            list.patches = []
            deliver(Frame(patches: patches, released: released))
        }
    }

    private final class PatchList {
        var patches: [Patch] = []
    }
}
