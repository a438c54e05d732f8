import VDOM

// Modal dialogs as Chromium runs them, for presentation driven by state: `showModal()` opens one and moves
// the focus into it, `close()` gives the focus back to where it was, Escape cancels the topmost, and the
// `close` event follows. The browser fires `close` in a later task; here it comes after the frame whose
// method call closed the dialog, or right after an Escape closed it.

extension TestDOM {
    /// `dialog.showModal()`: opens it as the topmost modal dialog, remembers the focused element and
    /// focuses the dialog's focus delegate. A dialog already open is closed first, as the page does, so a
    /// new value presents anew and the focus still returns to where it was before the first showing.
    func showModal(_ dialog: TestNode) {
        if dialog.attribute("open") != nil { close(dialog) }
        dialog.setAttribute("open", "", namespace: nil)
        dialog.isModal = true
        dialog.returnFocus = focused
        modalDialogs.append(dialog)
        moveFocus(to: dialog.focusDelegate)
    }

    /// `dialog.close()`: removes `open`; a modal dialog gives the focus back to the element focused when it
    /// was shown, if that is still in the document (else the focus leaves the dialog). Its `close` event
    /// waits in ``closedDialogs``.
    func close(_ dialog: TestNode) {
        guard dialog.attribute("open") != nil else { return }
        dialog.removeAttribute("open", namespace: nil)
        if dialog.isModal {
            dialog.isModal = false
            modalDialogs.removeAll { $0 === dialog }
            let previous = dialog.returnFocus
            dialog.returnFocus = nil
            if let previous, previous.root === container {
                moveFocus(to: previous)
            } else if let element = focused, element.isInside(dialog) {
                moveFocus(to: nil)
            }
        }
        closedDialogs.append(dialog)
    }

    /// What Escape does to the topmost modal dialog: `cancel` (which does not bubble) is dispatched at
    /// it, and unless a handler prevented it, the dialog closes and its `close` event is dispatched.
    public func cancel(_ dialog: TestNode) {
        let event = dispatch(EventName("cancel"), at: dialog)
        if !event.isDefaultPrevented { close(dialog) }
        dispatchCloseEvents()
    }

    /// Dispatches the `close` events of the dialogs closed since the last time, except at a dialog that is
    /// open again by then (shown anew for another value): the page drops that one, so it reaches no
    /// handler.
    func dispatchCloseEvents() {
        while !closedDialogs.isEmpty {
            let dialog = closedDialogs.removeFirst()
            if dialog.attribute("open") == nil { dispatch(EventName("close"), at: dialog) }
        }
    }
}

extension TestNode {
    /// Where `showModal()` puts the focus: the dialog itself if it has `autofocus`, else its first
    /// descendant with `autofocus`, else its first focusable descendant, else the dialog.
    var focusDelegate: TestNode {
        if attribute("autofocus") != nil { return self }
        let elements = descendantElements
        return elements.first { $0.attribute("autofocus") != nil } ?? elements.first { $0.isFocusable } ?? self
    }
}
