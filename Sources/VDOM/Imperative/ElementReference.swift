/// A view's element, held by the app: its handle while the element is in the page, for code that needs
/// the element itself (a script given it to measure or to mount a widget on, a method to call).
///
/// ```swift
/// let field = ElementReference()
/// input().reference(field)
/// // later, in an event handler
/// field.element?.callMethod("select")
/// ```
///
/// The handle is set after the frame that made the element is applied, and `nil` again after the frame
/// that removed it. The view still owns the element: its attributes and listeners are the view's, and
/// the handle adds only what a ``DOMElement`` of a view's element may (children, method calls, the
/// `JavaScript` library's calls).
public final class ElementReference {
    /// The element's handle while it is in the page.
    public internal(set) var element: DOMElement?

    public init() {}
}

extension Element {
    /// Gives `reference` this element's handle while the element is in the page.
    public consuming func reference(_ reference: ElementReference) -> Element {
        edit().represented = ReferencePart(reference)
        RepresentedPart.install()
        return self
    }
}

/// The part of ``Element/reference(_:)``: it sets the reference when made and clears it when gone.
final class ReferencePart: RepresentedPart {
    let reference: ElementReference
    private var isMade = false

    init(_ reference: ElementReference) {
        self.reference = reference
    }

    override func takeOver(_ old: RepresentedPart) -> Bool {
        guard let old = old as? ReferencePart else { return false }
        element = old.element
        isMade = old.isMade
        if !isMade {
            old.successor = self
        } else if old.reference !== reference {
            old.dismantle()
            Queue.owed.append((self, .make))
        }
        return true
    }

    override func make(_ element: DOMElement) {
        isMade = true
        reference.element = element
    }

    override func update() {}

    override func dismantle() {
        if reference.element === element { reference.element = nil }
    }
}
