import VDOM

// `inert`, as Chromium treats it: an element with the attribute, and everything inside it, takes no focus
// and no pointer. A click on inert content reaches the nearest element around it that is not inert, as
// if the content had `pointer-events: none`; typing, ticking, choosing and pressing keys in it do
// nothing, since nothing in it can have the focus. Events a script dispatches still reach it.

extension TestNode {
    /// Whether the element or one of its ancestors has `inert`.
    public var isInert: Bool {
        var node: TestNode? = self
        while let current = node {
            if current.isHTMLElement && current.attribute("inert") != nil { return true }
            node = current.parent
        }
        return false
    }
}

extension TestDOM {
    /// Where a click on `target` lands: `target`, or, when it is inert, the nearest ancestor that is not
    /// (nil when that is outside the app's container).
    func clickTarget(for target: TestNode) -> TestNode? {
        var node: TestNode? = target
        while let current = node, current.isInert {
            node = current.parent
            if node === container { return nil }
        }
        return node
    }
}
