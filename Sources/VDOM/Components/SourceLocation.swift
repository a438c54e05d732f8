#if DEBUG || VDOM_SOURCE_LOCATIONS
/// Where a `component { }` is written, kept only in a build with messages (debug builds, and a page built
/// with `TRAP_MESSAGES=1`), so that a message about the page can name the code behind it: a difference
/// hydration repaired reads "… (in the component at CounterViews/CounterView.swift:42)". Other builds
/// carry no file names.
struct SourceLocation: CustomStringConvertible {
    let fileID: StaticString
    let line: UInt

    var description: String { "\(fileID):\(line)" }
}

extension Component {
    /// The same component, noted as written at `fileID`, `line`.
    func written(at fileID: StaticString, _ line: UInt) -> Component {
        draft.location = SourceLocation(fileID: fileID, line: line)
        return self
    }
}

extension Renderer {
    /// Where the innermost `component { }` around node `id` is written, if one is noted.
    package func componentLocation(of id: NodeID) -> String? {
        var node = tree.node(id)
        while let live = node {
            if let location = live.component?.draft?.location { return location.description }
            node = live.parent
        }
        return nil
    }
}
#endif
