import Observing

/// Where optional features attach: hooks at the moments of a render, in the spirit of snabbdom's module
/// hooks. A feature an app does not use must cost it nothing, so the code that first gives a description
/// the feature (its modifier, a ``Template`` made, a key) installs the feature's hooks here, and nothing
/// else names that code. Until then no description can hold what the feature handles, and the hook is
/// `nil`: the render skips it.
///
/// The vocabulary (`docs/design.md`, *Where features attach*):
/// - create and update, one hook (``element``): an element was made (`old` is `nil`), or compared with
///   its last description, at each ``Moment`` of its own parts;
/// - ``destroy``: a node a feature owns left the live tree;
/// - ``prepare``: the render pass met a node the feature checks before the diff;
/// - ``handle``: an event reached a node the feature dispatches for;
/// - ``refresh``: an observation scope that is not a component's changed;
/// - ``componentHook`` (`component`): a component was created, rendered from a new description, or
///   released;
/// - ``postHook`` (`post`): a frame was delivered.
///
/// Transitions (``TransitionPart``) attach to create and update (an element's class in its phase), to
/// destroy (what leaves), to `post` (a phase's second frame) and to the handling of an event (a phase's
/// end).
///
/// Several features may attach to one hook. They run in the order of ``Part``, whatever the order in
/// which a process installed them, so a frame's patches never depend on which modifier ran first.
struct Features {
    /// The moments of an element's own parts in a render, in order. What the element no longer has is
    /// removed before anything is written, because a removal can undo a write (removing `margin` clears
    /// the `margin-top` just set; resetting an input's `value` once its `type` is `radio` gives it a
    /// `value` attribute). Attributes are removed before the hooks' removals and written before their
    /// writes, class and listeners after them. A property that needs the element's children (a
    /// select's `value` needs its options) and a method call wait until after the children.
    enum Moment {
        case removing, writing, beforeChildren, afterChildren
    }

    /// The features that attach to element hooks, in the order their hooks run.
    enum Part {
        case styles, fieldDrafts, properties, methodCalls, presentation, represented
    }

    /// One feature's work on an element at a moment; `old` is `nil` while the element is created.
    /// Creation has only `.writing` and `.afterChildren`; both creation and update reach
    /// `.afterChildren` only for an element with properties or method calls
    /// (``Reconciler/hasLateWork(old:new:)``).
    typealias ElementHook = (Reconciler, LiveNode, _ old: Element?, _ new: Element, Moment) -> Void

    /// The vocabulary's `create` and `update` at once: every feature that attaches to elements acts on both,
    /// and tells them apart by `old`.
    var element: ElementHook?
    /// A live node a feature owns (a template's use) is released.
    var destroy: ((LiveTree, LiveNode) -> Void)?
    /// The render pass meets a template's use, or an element whose children's keys are not those of its
    /// live children: throws why the description cannot be rendered.
    var prepare: ((Node, _ old: LiveNode?) throws(RenderError) -> Void)?
    /// An event reaches a node of a template's use, or a transitioning element: runs its handler; whether
    /// one ran (``attachHandle(_:)``).
    var handle: ((inout DOMEvent, NodeID, LiveNode) -> Bool)?
    /// A template's use must read its holes again.
    var refresh: ((Reconciler, LiveNode) -> Void)?

    /// The node kind templates add: making and comparing a use (``TemplatePart``).
    var templates: TemplatePart?
    /// How the middles of two child lists pair once keys exist, and the fewest moves (``KeyedPart``).
    var keyed: KeyedPart?

    /// The hooks installed so far. Only ever filled in: a hook, once installed, stays.
    nonisolated(unsafe) static var installed = Features()

    /// A component was created (`old` is `nil`), rendered from a new description, or released (`new` is
    /// `nil`). Called through ``component(_:_:old:new:)``.
    nonisolated(unsafe) static var componentHook: ((ComponentInstance, _ old: ComponentDraft?, _ new: ComponentDraft?) -> Void)?
    /// A frame was delivered: what waits for the page's DOM runs (appear and disappear callbacks). Called
    /// through ``post()``.
    nonisolated(unsafe) static var postHook: (() -> Void)?
    /// Whether a node is in a redacted subtree, where a template's actions do not run (redaction strips
    /// other elements' listeners from the description itself).
    nonisolated(unsafe) static var isInert: ((LiveNode) -> Bool)?

    /// Runs the ``component`` hook, if installed. One function for the three places a component changes,
    /// rather than the hook's call written out at each: an app that installs nothing pays for one.
    @inline(never)
    static func component(_ instance: ComponentInstance, old: ComponentDraft?, new: ComponentDraft?) {
        componentHook?(instance, old, new)
    }

    /// Runs the ``post`` hook, if installed.
    @inline(never)
    static func post() {
        postHook?()
    }

    /// Adds work to the ``post`` hook, after what is there. The lifecycle's callbacks and transitions'
    /// second frames do not depend on each other's order: the callbacks' changes render in a later frame.
    static func attachPost(_ work: @escaping () -> Void) {
        guard let previous = postHook else { return postHook = work }
        postHook = {
            previous()
            work()
        }
    }

    /// Adds a feature's `handle` hook: `hook` answers whether a handler ran for the nodes it dispatches
    /// for, `nil` for the others, which go to the hook installed before, or to the element's own
    /// listeners.
    static func attachHandle(_ hook: @escaping (inout DOMEvent, NodeID, LiveNode) -> Bool?) {
        let previous = installed.handle
        installed.handle = { event, id, live in
            if let handled = hook(&event, id, live) { return handled }
            if let previous { return previous(&event, id, live) }
            return live.element?.runListener(for: &event) ?? false
        }
    }

    /// Adds a feature's `destroy` hook for the live nodes of `kind` it owns (templates' uses, represented
    /// elements); the others go to the hook installed before.
    static func attachDestroy(for kind: LiveNode.Kind, _ hook: @escaping (LiveTree, LiveNode) -> Void) {
        let previous = installed.destroy
        installed.destroy = { tree, live in
            if live.kind == kind { hook(tree, live) } else { previous?(tree, live) }
        }
    }

    /// The element hooks installed, by part, from which ``element`` is made: named slots
    /// rather than a list, whose insertion code every app that installs a part would link. Apart from
    /// ``installed``, so that only an app that installs one links them.
    nonisolated(unsafe) private static var styles, fieldDrafts, properties, methodCalls, presentation, represented: ElementHook?
    nonisolated(unsafe) private static var partCount = 0

    /// Adds `part`'s element hook, once. A hook that acts only on updates looks for an `old` description.
    static func attach(_ part: Part, _ hook: @escaping ElementHook) {
        switch part {
        case .styles: if styles != nil { return } else { styles = hook }
        case .fieldDrafts: if fieldDrafts != nil { return } else { fieldDrafts = hook }
        case .properties: if properties != nil { return } else { properties = hook }
        case .methodCalls: if methodCalls != nil { return } else { methodCalls = hook }
        case .presentation: if presentation != nil { return } else { presentation = hook }
        case .represented: if represented != nil { return } else { represented = hook }
        }
        partCount += 1
        installed.element = partCount == 1 ? hook : { reconciler, live, old, new, moment in
            styles?(reconciler, live, old, new, moment)
            fieldDrafts?(reconciler, live, old, new, moment)
            properties?(reconciler, live, old, new, moment)
            methodCalls?(reconciler, live, old, new, moment)
            presentation?(reconciler, live, old, new, moment)
            represented?(reconciler, live, old, new, moment)
        }
    }

    static func installStyles() {
        attach(.styles) { reconciler, live, old, new, moment in
            switch moment {
            case .removing, .writing:
                reconciler.writeStyles(of: live.id, old: old?.styles ?? [], new: new.styles, removing: moment == .removing)
            case .beforeChildren, .afterChildren:
                break
            }
        }
    }

    static func installProperties() {
        attach(.properties) { reconciler, live, old, new, moment in
            switch moment {
            case .removing:
                if let old, !old.properties.isEmpty {
                    reconciler.writeProperties(of: live.id, old: old.properties, new: new.properties, removing: true)
                }
            case .afterChildren:
                if !new.properties.isEmpty {
                    reconciler.writeProperties(of: live.id, old: old?.properties ?? [], new: new.properties, removing: false)
                }
            case .writing, .beforeChildren:
                break
            }
        }
    }

    static func installFieldDrafts() {
        attach(.fieldDrafts) { _, _, old, new, moment in
            if moment == .afterChildren && new.draft != nil { FieldDraft.carry(from: old, to: new) }
        }
    }

    static func installMethodCalls() {
        attach(.methodCalls) { reconciler, live, old, new, moment in
            if moment == .afterChildren && !new.calls.isEmpty { reconciler.callMethods(of: live.id, old: old?.calls, new: new.calls) }
        }
    }

    /// A dialog presenting a value of another identity makes its content anew (``Element/presentsAnotherItem(than:)``):
    /// the old children go before the new ones are compared with none.
    static func installPresentedItems() {
        attach(.presentation) { reconciler, live, old, new, moment in
            guard moment == .beforeChildren, let old, live.firstChild != nil, new.presentsAnotherItem(than: old) else { return }
            reconciler.tree.releaseChildren(of: live)
            reconciler.emit(.clear(live.id))
        }
    }

    static func installKeyed() {
        if installed.keyed != nil { return }
        installed.keyed = KeyedPart()
        installed.prepare = joined(installed.prepare) { node, _ throws(RenderError) in
            if case let .element(element) = node.storage { try RenderPass.checkKeys(element.children, parent: element.tag) }
        }
    }

    /// `first` then `second`, as one `prepare` hook. Templates check their uses and keys check elements'
    /// children, never the same node, so the order in which they were installed does not show.
    static func joined(_ first: ((Node, LiveNode?) throws(RenderError) -> Void)?,
                       _ second: @escaping (Node, LiveNode?) throws(RenderError) -> Void) -> (Node, LiveNode?) throws(RenderError) -> Void {
        guard let first else { return second }
        return { node, old throws(RenderError) in
            try first(node, old)
            try second(node, old)
        }
    }
}
