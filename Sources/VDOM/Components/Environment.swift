import Observing

/// A value passed down the tree: a component sets it for its subtree, and any body below reads it, without
/// every view in between passing it on. A key is a type with a default, for where nothing sets it:
///
/// ```swift
/// enum Compact: EnvironmentKey { static let defaultValue = false }
///
/// component { articleList(list) }.environment(Compact.self, settings.compact)
/// // …anywhere below:
/// li { article.title }.class("compact", when: environment(Compact.self))
/// ```
///
/// A body that reads a key depends on it as on a model property: when the component that sets it renders
/// with another value, the bodies that read it render again, and no other. Values are compared with `==`,
/// so setting an equal value renders nothing. The toolkit's own redaction is one such value.
public protocol EnvironmentKey {
    associatedtype Value: Equatable
    static var defaultValue: Value { get }
}

/// The value of `Key` where the calling body renders: what the nearest component above that sets it
/// set, else `Key.defaultValue`.
public func environment<Key: EnvironmentKey>(_ key: Key.Type) -> Key.Value {
    EnvironmentScope.current?.entry(Key.self)?.value ?? Key.defaultValue
}

extension Component {
    /// Sets `value` for `Key` in this component's subtree (the component's own body included).
    public func environment<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value) -> Component {
        var copy = self
        copy.draft = EnvironmentDraft<Key>(wrapping: draft, value: value)
        return copy
    }
}

/// One key's value in a subtree, and the subtree's surroundings: a list from the nearest setting up. Each
/// component's description keeps the scope it was made in (``ComponentDraft/scope``), so its body reads
/// the same values whether its parent renders it or it renders alone.
final class EnvironmentScope {
    /// The scope of the body running now; `nil` outside any, and wherever nothing was set.
    nonisolated(unsafe) static var current: EnvironmentScope?

    let entry: AnyObject
    let parent: EnvironmentScope?

    init(entry: AnyObject, parent: EnvironmentScope?) {
        self.entry = entry
        self.parent = parent
    }

    /// The entry of `Key` nearest this scope (this one or one around it), if any sets it.
    func entry<Key: EnvironmentKey>(_ key: Key.Type) -> EnvironmentEntry<Key>? {
        var scope: EnvironmentScope? = self
        while let found = scope {
            if let entry = found.entry as? EnvironmentEntry<Key> { return entry }
            scope = found.parent
        }
        return nil
    }
}

/// A key's value, observed: the bodies that read it subscribe to it.
final class EnvironmentEntry<Key: EnvironmentKey> {
    @Observed var value: Key.Value

    init(_ value: Key.Value) {
        self.value = value
    }
}

/// A component that sets a key: it renders as the component it wraps, within a scope that adds its
/// value, and keeps that scope from one render to the next, so that the bodies below stay subscribed.
class EnvironmentDraft<Key: EnvironmentKey>: ComponentDraft {
    let inner: ComponentDraft
    /// Its value, as its own scope's entry holds it (the scope ``ComponentDraft/scope`` keeps).
    private var entry: EnvironmentEntry<Key>

    init(wrapping inner: ComponentDraft, value: Key.Value) {
        self.inner = inner
        entry = EnvironmentEntry<Key>(value)
        super.init(key: inner.key)
        life = inner.life
        scope = EnvironmentScope(entry: entry, parent: inner.scope)
    }

    override func render() -> NodeList { inner.render() }

    override func takesOver(_ current: ComponentDraft, isDirty: Bool) -> Bool {
        guard let current = current as? EnvironmentDraft<Key> else { return inner.takesOver(current, isDirty: isDirty) }
        let value = untracked { entry.value }
        entry = current.entry
        scope = current.scope
        if untracked({ entry.value }) != value { entry.value = value }
        return inner.takesOver(current.inner, isDirty: isDirty)
    }
}
