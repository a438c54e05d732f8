import Observing

/// A part of the view with its own observation scope.
///
/// The renderer runs `body` while tracking which model properties it reads; when one of them changes, only
/// this component is rendered again and only its subtree is compared. A component is matched across
/// renders like any child: by key when it has one, otherwise by position. It renders at most one node.
///
/// ```swift
/// component { counterLabel(model) }   // re-renders when what counterLabel read changes
/// ```
public struct Component {
    var key: Key?
    let body: () -> [Node]
    /// Filled in by the render pass before diffing: the body this render produced and what it read.
    let draft = ComponentDraft()

    public init(key: Key? = nil, @NodeBuilder body: @escaping () -> [Node]) {
        self.key = key
        self.body = body
    }

    /// The same component with a key, matched by key among its siblings.
    public func key(_ key: Key) -> Component {
        var copy = self
        copy.key = key
        return copy
    }
}

/// Shorthand for ``Component/init(key:body:)``.
public func component(key: Key? = nil, @NodeBuilder _ body: @escaping () -> [Node]) -> Component {
    Component(key: key, body: body)
}

final class ComponentDraft {
    var body: Node = .hole
    var reads = TrackedReads.none
}

extension TrackedReads {
    static let none: TrackedReads = track { () }.reads
}
