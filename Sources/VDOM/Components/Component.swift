import Observing

/// A part of the view with its own observation scope.
///
/// The renderer runs the body while tracking which model properties it reads; when one of them changes,
/// only this component is rendered again and only its subtree is compared. A component is matched across
/// renders like any child: by key when it has one, otherwise by position. It renders at most one node.
///
/// ```swift
/// component { counterLabel(model) }              // renders again when what it read changes
/// component(row) { row in rowView(row) }         // and, when its parent renders, only if `row` changed
/// ```
public struct Component {
    /// One reference, so a node holding a component stays small.
    var draft: ComponentDraft

    /// A component that renders again whenever its parent does.
    public init(key: Key? = nil, @NodeBuilder body: @escaping () -> NodeList) {
        draft = ClosureComponentDraft(key: key, body: body)
        if key != nil { Features.installKeyed() }
    }

    /// A component that, when its parent renders again, renders only if `input` differs from the input of
    /// the component it replaces. Everything the body uses besides observed model properties must be in
    /// `input`: an unchanged input keeps the previous DOM, event handlers included.
    public init<Input: Equatable>(_ input: Input, key: Key? = nil, @NodeBuilder body: @escaping (Input) -> NodeList) {
        draft = InputComponentDraft(key: key, input: input, body: body)
        if key != nil { Features.installKeyed() }
    }

    var key: Key? { draft.key }

    /// The same component with a key, matched by key among its siblings.
    public func key(_ key: Key) -> Component {
        draft.key = key
        Features.installKeyed()
        return self
    }
}

#if DEBUG || VDOM_SOURCE_LOCATIONS
/// Shorthand for ``Component/init(key:body:)``. A build with messages notes where it is written.
public func component(key: Key? = nil, fileID: StaticString = #fileID, line: UInt = #line,
                      @NodeBuilder _ body: @escaping () -> NodeList) -> Component {
    Component(key: key, body: body).written(at: fileID, line)
}

/// Shorthand for ``Component/init(_:key:body:)``. A build with messages notes where it is written.
public func component<Input: Equatable>(_ input: Input, key: Key? = nil, fileID: StaticString = #fileID, line: UInt = #line,
                                        @NodeBuilder _ body: @escaping (Input) -> NodeList) -> Component {
    Component(input, key: key, body: body).written(at: fileID, line)
}
#else
/// Shorthand for ``Component/init(key:body:)``.
public func component(key: Key? = nil, @NodeBuilder _ body: @escaping () -> NodeList) -> Component {
    Component(key: key, body: body)
}

/// Shorthand for ``Component/init(_:key:body:)``.
public func component<Input: Equatable>(_ input: Input, key: Key? = nil,
                                        @NodeBuilder _ body: @escaping (Input) -> NodeList) -> Component {
    Component(input, key: key, body: body)
}
#endif

/// What a component description carries into a render: its key and body, and, once the render pass has
/// run, the node its body produced and what it read. The pass writes them here for the diff to read
/// (``RenderPass``): the draft is the one place the two passes share.
class ComponentDraft {
    var key: Key?
    var body: Node = .hole
    var reads = TrackedReads.none
    /// Set by the render pass when the live component this one replaces had an equal input: the live
    /// subtree stays as it is and the body is not run.
    var isUnchanged = false
    /// Its appear and disappear callbacks and its task (``Component/onAppear(_:)``), if it has any.
    var life: ComponentLife?
    /// The values passed down to where it was made (``EnvironmentKey``), which its body reads.
    var scope: EnvironmentScope?
    #if DEBUG || VDOM_SOURCE_LOCATIONS
    /// Where `component { }` was written, for messages that name it (``SourceLocation``).
    var location: SourceLocation?
    #endif

    init(key: Key?) {
        self.key = key
        scope = EnvironmentScope.current
    }

    deinit {
        let body = self.body
        self.body = .hole
        DescriptionRelease.release(body)
    }

    func render() -> NodeList { NodeList() }

    /// Called before the body runs, with the draft of the live component this one replaces (the same
    /// component, matched by key or position): takes over what that one owns (its state), and answers
    /// whether the live component can stay as it is, its input equal and nothing it read changed.
    func takesOver(_ current: ComponentDraft, isDirty: Bool) -> Bool { false }
}

final class ClosureComponentDraft: ComponentDraft {
    let bodyClosure: () -> NodeList

    init(key: Key?, body: @escaping () -> NodeList) {
        bodyClosure = body
        super.init(key: key)
    }

    override func render() -> NodeList { bodyClosure() }
}

final class InputComponentDraft<Input: Equatable>: ComponentDraft {
    let input: Input
    let bodyClosure: (Input) -> NodeList

    init(key: Key?, input: Input, body: @escaping (Input) -> NodeList) {
        self.input = input
        bodyClosure = body
        super.init(key: key)
    }

    override func render() -> NodeList { bodyClosure(input) }

    override func takesOver(_ current: ComponentDraft, isDirty: Bool) -> Bool {
        guard !isDirty, let current = current as? InputComponentDraft<Input> else { return false }
        return current.input == input
    }
}

extension TrackedReads {
    static let none: TrackedReads = track { () }.reads
}
