import Observing

/// An element of the page that imperative code holds: made by ``DOMDocument/createElement(_:namespace:)``,
/// or the element a view gives a representable (``ElementRepresentable``), or the container.
///
/// ```swift
/// let field = document.createElement("input")
/// field.setAttribute("autocomplete", "username")
/// field.on(.input) { event in login.username = event.value ?? "" }
/// field.observe { field.setProperty("value", .string(login.username)) }
/// form.append(field)
/// ```
///
/// Every write is a patch of the frame format, checked as the view's are. The element owns what is
/// made for it: the listeners it adds, the closures it ``observe(_:)``s and the nodes put into it. When
/// it is removed, or the view's element it is inside goes, they all stop and their ids are freed; a
/// test counts none left after a thousand made and removed.
public final class DOMElement: DOMNode {
    /// The tag it was made with.
    public let tag: String
    let namespace: Namespace
    /// The live node in the renderer's table that holds its listeners, for an element made here; `nil`
    /// for the container and a view's element, whose listeners the view gives.
    private let live: LiveNode?
    /// The nodes put into it, in order. A view's element or the container holds only those imperative
    /// code put there: the view's own children are the view's.
    public internal(set) var children: [DOMNode] = []
    private var observers: [ObserveToken] = []
    /// The attributes, properties and styles written, so that a value written again is not sent again.
    private var written = WrittenValues()

    init(document: DOMDocument, id: NodeID, tag: String, namespace: Namespace, owner live: LiveNode?) {
        self.tag = tag
        self.namespace = namespace
        self.live = live
        super.init(document: document, id: id)
        if live == nil { state = .inserted }
    }

    override var refusesRemoval: Bool { live == nil }

    // MARK: Children

    /// Puts `child` at the end. A child already here moves there.
    public func append(_ child: DOMNode) {
        insert(child, before: nil)
    }

    /// Makes a text node and puts it at the end.
    @discardableResult
    public func append(_ text: Text) -> DOMText {
        let node = document.createText(text)
        append(node)
        return node
    }

    /// Puts `child` before `anchor`, one of the children (at the end when `nil`). A child already here
    /// moves; a node in another element is refused (``DOMNode/remove()`` it and make another), as is an
    /// element put inside itself.
    public func insert(_ child: DOMNode, before anchor: DOMNode?) {
        guard state != .removed, child.state != .removed else {
            return document.refuse("insert refused: \(state == .removed ? "<\(tag)>" : "the node") was removed")
        }
        if let anchor, anchor.parent !== self {
            return document.refuse("insert refused: the node to insert before is not a child of <\(tag)>")
        }
        if child === anchor { return }
        if child.parent === self {
            children.removeAll { $0 === child }
            children.insert(child, at: anchor.flatMap { anchor in children.firstIndex { $0 === anchor } } ?? children.count)
            return write(.move(child.id, parent: id, before: anchor?.id))
        }
        var ancestor: DOMElement? = self
        while let element = ancestor {
            if element === child { return document.refuse("insert refused: <\(tag)> would be inside itself") }
            ancestor = element.parent
        }
        if child.parent != nil || child === document.container {
            return document.refuse("insert refused: the node is in another element; remove() it and make another")
        }
        child.parent = self
        child.state = .inserted
        children.insert(child, at: anchor.flatMap { anchor in children.firstIndex { $0 === anchor } } ?? children.count)
        write(.insert(child.id, parent: id, before: anchor?.id))
    }

    /// Puts `new` where `child`, one of the children, is, and removes `child` for good: one patch, as the
    /// diff replaces a node by one of another kind.
    public func replace(_ child: DOMNode, with new: DOMNode) {
        guard state != .removed, child.parent === self, new.parent == nil, new.state != .removed, new !== document.container else {
            return document.refuse("replace refused: the node to replace is not a child of <\(tag)>, or its replacement is in an element or removed")
        }
        var ancestor: DOMElement? = self
        while let element = ancestor {
            if element === new { return document.refuse("replace refused: <\(tag)> would be inside itself") }
            ancestor = element.parent
        }
        write(.replace(child.id, with: new.id))
        new.parent = self
        new.state = .inserted
        children[children.firstIndex { $0 === child }!] = new
        child.forget()
    }

    /// Removes every child it was given: the page's `textContent = ""`, which takes nodes a script put
    /// there too; from the container, one by one, since the view's nodes stay.
    public func removeAll() {
        guard state != .removed, !children.isEmpty else { return }
        if self === document.container { return children.forEach { $0.remove() } }
        write(.clear(id))
        for child in children { child.forget() }
        children = []
    }

    /// Makes `text` its only child.
    public func setText(_ text: Text) {
        if children.count == 1, let node = children[0] as? DOMText { return node.text = text }
        removeAll()
        append(text)
    }

    // MARK: Attributes, properties, styles, class

    /// Sets an attribute (`xlink:href` and other prefixed names in their namespace), or removes it when
    /// `value` is `nil`. A URL-valued one that would run script is written as an inert URL, and reported,
    /// as the view's are. What it already holds is not written again, as the diff writes only changes:
    /// `observe { badge.setAttribute("data-count", "\(count)") }` sends a patch only for a new count.
    public func setAttribute(_ name: String, _ value: Text?) {
        guard let value else { return removeAttribute(name) }
        guard check(name, as: .attribute, "setAttribute"), written.set(.attribute(name), .string(value)) else { return }
        write(.setAttribute(id, name: name, value: value, namespace: attributeNamespace(of: name)))
    }

    /// Removes an attribute it wrote (one the view gave a view's element is the view's).
    public func removeAttribute(_ name: String) {
        guard check(name, as: .attribute, "removeAttribute"), written.remove(.attribute(name)) else { return }
        write(.removeAttribute(id, name: name, namespace: attributeNamespace(of: name)))
    }

    /// Sets a DOM property. `value`, `checked` and the other properties a person changes are
    /// controlled, as a view's are: a handler that leaves them as written has them put back. After a
    /// handler kept the person's value (`keepValue()`), the next write of one is sent whatever was
    /// written before, since the page holds what the person typed.
    public func setProperty(_ name: String, _ value: PropertyValue) {
        guard check(name, as: .property, "setProperty"), written.set(.property(name), value) else { return }
        write(.setProperty(id, name: name, value: value))
    }

    /// Sets a property back to its type's default (`""`, `false`, `0`).
    public func removeProperty(_ name: String) {
        guard check(name, as: .property, "removeProperty"), written.remove(.property(name)) else { return }
        write(.removeProperty(id, name: name))
    }

    /// Sets a CSS property (kebab-case; custom properties `--x` too), or removes it when `value` is `nil`.
    public func setStyle(_ name: String, _ value: Text?, important: Bool = false) {
        guard let value else { return removeStyle(name) }
        guard check(name, as: .token, "setStyle"),
              written.set(.style(name), .string(important ? "\(value) !important" : value)) else { return }
        write(.setStyle(id, name: name, value: value, important: important))
    }

    public func removeStyle(_ name: String) {
        guard check(name, as: .token, "removeStyle"), written.remove(.style(name)) else { return }
        write(.removeStyle(id, name: name))
    }

    /// The `class` attribute, space-separated; `""` removes it.
    public var className = Text() {
        didSet { if className != oldValue { write(.setClass(id, className)) } }
    }

    /// Calls a method without arguments (`focus`, `showModal`, `close`) once the frame is applied, as
    /// the view's calls are. A method with arguments, or one whose answer is needed, is the `JavaScript`
    /// library's `call`.
    public func callMethod(_ name: String) {
        guard check(name, as: .property, "callMethod") else { return }
        write(.callMethod(id, name: name))
    }

    private func check(_ name: String, as kind: NameRules.Kind, _ operation: String) -> Bool {
        if NameRules.isValid(name, as: kind) { return true }
        document.refuse(NameRules.explained("\(operation) refused \"\(name)\" on <\(tag)>: not a valid name", name, as: kind))
        return false
    }

    // MARK: Events and observation

    /// Runs `handler` for `event` on this element, in place of a handler it had for that event. A model
    /// change it makes is in the page before the event's dispatch ends.
    public func on(_ event: EventName, _ handler: @escaping (inout DOMEvent) -> Void) {
        listen(event, .event(handler))
    }

    /// Runs `action` for `event` on this element.
    public func on(_ event: EventName, _ action: @escaping () -> Void) {
        listen(event, .action(action))
    }

    /// Stops handling `event`.
    public func removeListener(_ event: EventName) {
        guard let element = live?.element, element.listeners.contains(where: { $0.event == event }) else { return }
        element.storage.listeners.removeAll { $0.event == event }
        write(.removeListener(id, event: event))
    }

    private func listen(_ event: EventName, _ handler: Listener.Handler) {
        guard state != .removed else { return }
        guard let element = live?.element else {
            return document.refuse("on(\(event.name)) refused on <\(tag)>: the view that made it gives its listeners (.on(…))")
        }
        guard NameRules.isValid(event.name, as: .token) else {
            return document.refuse("on(\(event.name)) refused on <\(tag)>: not an event name")
        }
        // The element's listeners go with it (``forget()``), so they need not keep it.
        let handled: Listener.Handler = .event { [unowned(unsafe) self] domEvent in
            switch handler {
            case let .action(action): action()
            case let .event(handle): handle(&domEvent)
            }
            if domEvent.isValueKept { self.written.forgetControlled() }
        }
        if let index = element.listeners.firstIndex(where: { $0.event == event }) {
            element.storage.listeners[index].handler = handled
        } else {
            element.storage.listeners.append(Listener(event: event, handler: handled))
            write(.addListener(id, event: event))
        }
    }

    /// Runs `apply` now, and again after any model property it read changes, for as long as the element
    /// is in the page: the element keeps the closure and stops it when it is removed.
    public func observe(_ apply: @escaping () -> Void) {
        guard state != .removed, !document.isDetached else { return }
        observers.append(Observing.observe(scheduler: document.renderer.scheduler, apply))
    }

    /// Runs `work` once the frame that carries what was written so far is in the page: where a script
    /// is called with the element (drawing on a canvas, measuring), which would otherwise send a frame
    /// half made from inside an `observe`. A later call before that frame replaces `work`; the element
    /// removed first, it does not run. A script's failure is reported on the app's channel (a failed
    /// call), and the page goes on.
    public func afterNextFrame(_ work: @escaping () throws(JSError) -> Void) {
        guard state != .removed, !document.isDetached else { return }
        document.afterNextFrame(self, work)
    }

    // MARK: Going

    /// Frees its own id before its children's, in document order, as the diff frees a removed subtree:
    /// the ids come back in the same order, so nodes made by hand after a removal are numbered as a
    /// view's diff would number them.
    override func forget() {
        if let live {
            live.element = nil
            super.forget()
        }
        forgetInside()
    }

    /// Stops what the element holds and forgets its children: it goes, or the view's element it is
    /// goes with its view.
    func forgetInside() {
        state = .removed
        for observer in observers { observer.cancel() }
        observers = []
        for child in children { child.forget() }
        children = []
    }
}
