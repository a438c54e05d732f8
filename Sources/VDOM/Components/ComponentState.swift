import Observing

/// State a component owns: made once for the component's identity (its key among its siblings, or its
/// position), kept across its parent's renders, dropped when the component leaves the tree or its
/// identity changes.
///
/// ```swift
/// component(key: .int(article.id), state: { RowModel(article) }) { row in     // a view model, like @StateObject
///     button(row.isFavorite ? "★" : "☆") { row.toggleFavorite() }
/// }
/// component(state: { Local(false) }) { expanded in                              // a plain value, like @State
///     button("More") { expanded.value.toggle() }
///     if expanded.value { p { details } }
/// }
/// ```
///
/// The body observes the state as it observes any model: reading an `@Observed` property of it makes the
/// component render again when that property changes. The state is made without tracking, so what its
/// initializer reads does not become the component's dependency. It belongs to the live component and
/// to nothing else: when the component leaves, nothing keeps it (count its `deinit`s to see), and work it
/// started must be stopped by the component's `task`, which the toolkit cancels.
extension Component {
    /// A component that owns the `State` that `state` makes, and renders again whenever its parent does.
    public init<State: AnyObject>(key: Key? = nil, state: @escaping () -> State,
                                  @NodeBuilder body: @escaping (State) -> NodeList) {
        draft = StateComponentDraft(key: key, make: state, body: body)
        if key != nil { Features.installKeyed() }
    }

    /// A component that owns the `State` that `state` makes and, when its parent renders again, renders
    /// only if `input` differs from the input it was last rendered with.
    public init<Input: Equatable, State: AnyObject>(_ input: Input, key: Key? = nil, state: @escaping () -> State,
                                                    @NodeBuilder body: @escaping (Input, State) -> NodeList) {
        draft = InputStateComponentDraft(key: key, input: input, make: state, body: body)
        if key != nil { Features.installKeyed() }
    }
}

#if DEBUG || VDOM_SOURCE_LOCATIONS
/// Shorthand for ``Component/init(key:state:body:)``. A build with messages notes where it is written.
public func component<State: AnyObject>(key: Key? = nil, state: @escaping () -> State, fileID: StaticString = #fileID,
                                        line: UInt = #line, @NodeBuilder _ body: @escaping (State) -> NodeList) -> Component {
    Component(key: key, state: state, body: body).written(at: fileID, line)
}

/// Shorthand for ``Component/init(_:key:state:body:)``. A build with messages notes where it is written.
public func component<Input: Equatable, State: AnyObject>(_ input: Input, key: Key? = nil, state: @escaping () -> State,
                                                          fileID: StaticString = #fileID, line: UInt = #line,
                                                          @NodeBuilder _ body: @escaping (Input, State) -> NodeList) -> Component {
    Component(input, key: key, state: state, body: body).written(at: fileID, line)
}
#else
/// Shorthand for ``Component/init(key:state:body:)``.
public func component<State: AnyObject>(key: Key? = nil, state: @escaping () -> State,
                                        @NodeBuilder _ body: @escaping (State) -> NodeList) -> Component {
    Component(key: key, state: state, body: body)
}

/// Shorthand for ``Component/init(_:key:state:body:)``.
public func component<Input: Equatable, State: AnyObject>(_ input: Input, key: Key? = nil, state: @escaping () -> State,
                                                          @NodeBuilder _ body: @escaping (Input, State) -> NodeList) -> Component {
    Component(input, key: key, state: state, body: body)
}
#endif

/// A plain value a component owns, like SwiftUI's `@State`: `value` reads and writes it (and a body that
/// reads it renders again when it changes), `$value` is a ``Binding`` for a control.
///
/// ```swift
/// component(state: { Local(Text("")) }) { draft in
///     input().value(draft.$value)
///     button("Add") { list.add(draft.value); draft.value = "" }
/// }
/// ```
public final class Local<Value> {
    @Editable public var value: Value

    public init(_ value: Value) {
        self.value = value
    }
}

/// A component whose body takes its state; the state is adopted from the component it replaces, when that
/// owns a state of the same type, and made on the first render otherwise.
class StateComponentDraft<State: AnyObject>: ComponentDraft {
    let make: () -> State
    let bodyClosure: (State) -> NodeList
    private(set) var state: State?

    init(key: Key?, make: @escaping () -> State, body: @escaping (State) -> NodeList) {
        self.make = make
        bodyClosure = body
        super.init(key: key)
    }

    override func takesOver(_ current: ComponentDraft, isDirty: Bool) -> Bool {
        if state == nil, let current = current as? StateComponentDraft<State> { state = current.state }
        return false
    }

    override func render() -> NodeList {
        let state = self.state ?? untracked(make)
        self.state = state
        return bodyClosure(state)
    }
}

/// A state component with an `Equatable` input, skipped as ``InputComponentDraft`` is.
final class InputStateComponentDraft<Input: Equatable, State: AnyObject>: StateComponentDraft<State> {
    let input: Input

    init(key: Key?, input: Input, make: @escaping () -> State, body: @escaping (Input, State) -> NodeList) {
        self.input = input
        super.init(key: key, make: make) { state in body(input, state) }
    }

    override func takesOver(_ current: ComponentDraft, isDirty: Bool) -> Bool {
        _ = super.takesOver(current, isDirty: isDirty)
        guard !isDirty, let current = current as? InputStateComponentDraft<Input, State> else { return false }
        return current.input == input
    }
}
