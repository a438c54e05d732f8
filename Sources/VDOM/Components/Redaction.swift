import Observing

/// Why a part of the page is shown as placeholders. An option set, so an app adds reasons of its own:
///
/// ```swift
/// extension RedactionReasons {
///     static let privacy = RedactionReasons(rawValue: 1 << 8)
/// }
/// ```
///
/// The toolkit's own is ``placeholder``; a body reads the reasons in effect with
/// `environment(Redaction.self)`.
public struct RedactionReasons: OptionSet, Equatable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Content not there yet: a list still loading shows rows of placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1)
}

/// The redaction in effect where a body renders (``EnvironmentKey``).
public enum Redaction: EnvironmentKey {
    public static let defaultValue: RedactionReasons = []
}

/// A redacted component is shown as placeholders and is inert in its logic too.
///
/// ```swift
/// component { articleList(list) }
///     .redacted(reason: list.isLoading ? .placeholder : [])
/// // an island inside stays alive:
/// component { button("Cancel") { list.cancel() } }.unredacted()
/// ```
///
/// While its reasons are not empty, everything its body and the bodies below it describe is rendered as
/// placeholders: each text becomes a block about as wide as the text (`span.vdom-placeholder`), each
/// element gets the class `vdom-redacted`, and its logic is dropped: no listener, binding, method call
/// (`focus()`, `showModal()`) or raw HTML reaches the page, and no `onAppear` or `task` starts; they start
/// when the redaction lifts. Placeholder parts are `inert` and `aria-hidden`, so they take no focus and no
/// click and are not announced: on the elements that hold no component and on the placeholder blocks,
/// never on an element that holds one, since no descendant can undo `inert`. A component inside with
/// ``Component/unredacted()`` is an island: it renders and works as if nothing were redacted. A template's
/// use inside keeps its look; its actions do not run. Changing the reasons keeps the component and its
/// state: only the description changes.
extension Component {
    /// Redacts the component for `reason`, added to any redaction around it; `[]` redacts nothing more.
    public func redacted(reason: RedactionReasons) -> Component {
        Features.installRedaction()
        var copy = self
        copy.draft = RedactionDraft(wrapping: draft, value: VDOM.environment(Redaction.self).union(reason))
        return copy
    }

    /// Makes the component an island inside a redacted one: shown and working as if nothing were redacted.
    public func unredacted() -> Component {
        Features.installRedaction()
        var copy = self
        copy.draft = RedactionDraft(wrapping: draft, value: [])
        return copy
    }
}

/// A component that sets the redaction of its subtree, and renders its body as placeholders while the
/// reasons in effect are not empty.
final class RedactionDraft: EnvironmentDraft<Redaction> {
    override func render() -> NodeList { Placeholders.unlessLifted(inner.render()) }
}

/// A component inside a redacted one that sets nothing itself: it renders as placeholders while the
/// redaction it was made in holds, and again as itself when it lifts.
final class RedactedDraft: ComponentDraft {
    let inner: ComponentDraft

    init(wrapping inner: ComponentDraft) {
        self.inner = inner
        super.init(key: inner.key)
        life = inner.life
        scope = inner.scope
    }

    override func render() -> NodeList { Placeholders.unlessLifted(inner.render()) }

    override func takesOver(_ current: ComponentDraft, isDirty: Bool) -> Bool {
        inner.takesOver((current as? RedactedDraft)?.inner ?? current, isDirty: isDirty)
    }
}

/// A redacted body's description, made into placeholders.
enum Placeholders {
    /// `nodes` as placeholders if the redaction in effect (read, so that the body renders again when it
    /// lifts) is not empty, else as they are. Either way the components inside are wrapped in a
    /// ``RedactedDraft``, so that a component is the same one, with its state, redacted or not.
    static func unlessLifted(_ nodes: NodeList) -> NodeList {
        if environment(Redaction.self).isEmpty { return NodeList(nodes.nodes.map(wrappingComponents)) }
        return NodeList(nodes.nodes.map { placeholder($0, isRoot: true, inInert: false) })
    }

    /// `node` with the components in it wrapped, and nothing else changed.
    private static func wrappingComponents(_ node: Node) -> Node {
        switch node.storage {
        case .component:
            return placeholder(node, isRoot: false, inInert: false)
        case let .element(element) where element.storage.containsComponents:
            var copy = element
            copy.edit().content = .children(element.children.map(wrappingComponents))
            return Node(copy)
        default:
            return node
        }
    }

    /// `node` as a placeholder; `inInert`: its parent is inert already, and so is it.
    static func placeholder(_ node: Node, isRoot: Bool, inInert: Bool) -> Node {
        switch node.storage {
        case let .text(text):
            if text.isEmpty { return node }
            // At most the width of what holds it, so a long text's block never widens a grid or flex item.
            let block = Element("span").class("vdom-placeholder").style("width", "min(\(min(text.byteCount, 60))ch, 100%)")
            return Node(inInert ? block : block.attribute("inert", present: true).attribute("aria-hidden", "true"))
        case let .element(element):
            return Node(redact(element, isRoot: isRoot, inInert: inInert))
        case let .component(component):
            // One that sets its own redaction (an island, or a redaction of its own) decides for itself.
            if component.draft is EnvironmentDraft<Redaction> { return node }
            var wrapped = component
            wrapped.draft = RedactedDraft(wrapping: component.draft)
            return Node(wrapped)
        case .comment, .hole, .template, .textHole:
            return node
        }
    }

    private static func redact(_ element: Element, isRoot: Bool, inInert: Bool) -> Element {
        let inert = inInert || (!isRoot && !element.storage.containsComponents)
        var children: [Node] = []
        for child in element.children { children.append(placeholder(child, isRoot: false, inInert: inert)) }
        // The element as described, without its logic: listeners, bindings, method calls, raw HTML.
        var copy = element
        let storage = copy.edit()
        storage.content = .children(children)
        storage.listeners = []
        storage.calls = []
        storage.bound = nil
        copy = copy.class("vdom-redacted")
        if inert && !inInert { copy = copy.attribute("inert", present: true).attribute("aria-hidden", "true") }
        return copy
    }
}

extension Features {
    /// Redaction's part in the lifecycle: a component in a redacted subtree does not appear until it
    /// lifts (``LifecycleQueue``).
    static func installRedaction() {
        if LifecycleQueue.isRedacted != nil { return }
        installLifecycle()
        // The component that sets a redaction is not in the subtree it redacts: its own task (the load the
        // placeholders wait for) starts.
        LifecycleQueue.isRedacted = { draft in
            isRedacted(draft is EnvironmentDraft<Redaction> ? draft.scope?.parent : draft.scope)
        }
        isInert = { live in
            // The nearest component that redaction decides for: a redacted one's wrapper, or one that sets
            // a redaction (an island sets none).
            var node: LiveNode? = live
            while let current = node {
                if let draft = current.component?.draft, draft is RedactedDraft || draft is EnvironmentDraft<Redaction> {
                    return isRedacted(draft.scope)
                }
                node = current.parent
            }
            return false
        }
    }

    /// Whether the redaction in effect in `scope` is not empty.
    private static func isRedacted(_ scope: EnvironmentScope?) -> Bool {
        guard let entry = scope?.entry(Redaction.self) else { return false }
        return !untracked { entry.value }.isEmpty
    }
}
