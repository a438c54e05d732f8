import CounterModel
import VDOM

/// The fact, presented in a modal `<dialog>` while there is one (`factAlert` of `CounterViews`, made by
/// hand). The dialog is always in the page; its content is made for each fact presented, and goes when
/// the fact does.
///
/// OK dismisses the fact, and the render closes the dialog. Closed any other way (Escape), the dialog
/// fires `close`: the model follows, and nothing is called, since the page shows it closed already.
func factAlertElement(_ document: DOMDocument, _ counter: Counter) -> DOMElement {
    document.element("dialog", class: "alert") { dialog in
        dialog.setAttribute("role", "alertdialog")
        dialog.setAttribute("aria-label", "Fact")
        var isOpen = false
        var presented: Fact?
        dialog.on(.close) {
            isOpen = false
            counter.dismissFact()
        }
        dialog.observe {
            let fact = counter.fact
            if fact?.id != presented?.id || (fact == nil) != (presented == nil) {
                dialog.removeAll()
                if let fact { present(fact, in: dialog, document, counter) }
            }
            presented = fact
            if fact != nil, !isOpen {
                isOpen = true
                dialog.callMethod("showModal")
            } else if fact == nil, isOpen {
                isOpen = false
                dialog.callMethod("close")
            }
        }
    }
}

/// The alert's content for `fact`: its title, the fact, and OK, which the browser focuses (`autofocus`)
/// when the dialog opens.
private func present(_ fact: Fact, in dialog: DOMElement, _ document: DOMDocument, _ counter: Counter) {
    dialog.append(document.element("h2", class: "alert-title", text: "Fact"))
    dialog.append(document.element("p", class: "alert-message", text: fact.text))
    dialog.append(document.element("div", class: "alert-actions") { actions in
        actions.append(document.element("button", class: "alert-action") { button in
            button.setAttribute("type", "button")
            button.setAttribute("autofocus", "")
            button.on(.click) { counter.dismissFact() }
            button.append("OK")
        })
    })
}
