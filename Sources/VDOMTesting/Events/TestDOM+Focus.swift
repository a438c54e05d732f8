import VDOM

// Focus, moved as Chromium moves it, so a model that writes focus state back (a focus binding) sees the
// events in the browser's order: the element losing the focus gets `blur`, then `focusout`, with nothing
// focused meanwhile; the one gaining it gets `focus`, then `focusin`. Each is dispatched like any other
// event, its handlers' frames applied before the next.

extension TestDOM {
    /// Moves the focus to `target` as the user does (a tab, a tap), with the events of the move. Nothing
    /// happens when it already has the focus.
    public func focus(_ target: TestNode) {
        moveFocus(to: target)
    }

    /// Takes the focus from `target`, if it has it (`blur`, then `focusout`); nothing is focused after.
    public func blur(_ target: TestNode) {
        if focused === target { moveFocus(to: nil) }
    }

    /// Moves the focus to `element` (or to nothing), as `element.focus()` and `blur()` do: the focused
    /// element gets `blur` and `focusout`, then `element` gets `focus` and `focusin`. An element outside
    /// the document cannot take it.
    func moveFocus(to element: TestNode?) {
        guard focused !== element else { return }
        if let element, element.root !== container || element.isInert { return }
        if let previous = focused {
            focused = nil
            dispatch(.blur, at: previous)
            dispatch(EventName("focusout"), at: previous)
        }
        guard let element else { return }
        focused = element
        dispatch(.focus, at: element)
        dispatch(EventName("focusin"), at: element)
    }

    /// What a press of the mouse on `target` does to the focus in Chromium: it goes to `target` or its
    /// nearest focusable ancestor, or, when there is none, the focused element loses it.
    func focusForClick(on target: TestNode) {
        var node: TestNode? = target
        while let current = node, !current.isFocusable { node = current.parent }
        moveFocus(to: node)
    }
}

extension TestNode {
    /// Whether a click can focus the element: a button, input (not hidden), select or textarea that is
    /// not disabled, a link with `href`, or any other HTML element with `tabindex`.
    var isFocusable: Bool {
        guard isHTMLElement, !isInert else { return false }
        switch htmlTag {
        case "button", "select", "textarea", "input":
            return attribute("disabled") == nil && !(htmlTag == "input" && inputType == "hidden")
        case "a" where attribute("href") != nil:
            return true
        default:
            return attribute("tabindex") != nil
        }
    }

    /// Whether this node is `ancestor` or below it.
    func isInside(_ ancestor: TestNode) -> Bool {
        var node: TestNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
