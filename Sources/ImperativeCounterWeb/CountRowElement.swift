import CounterModel
import CounterViews
import VDOM

/// The count, large, between the buttons that lower and raise it (`countRow` of `CounterViews`, made by
/// hand): each button is disabled at its end of `Int`, and the count's text and class follow the model.
/// Each closure writes everything it shows on every run; a handle sends only what changed.
func countRowElement(_ document: DOMDocument, _ counter: Counter) -> DOMElement {
    document.element("div", class: "counter-row") { row in
        row.append(document.element("button", class: "step") { button in
            button.setAttribute("aria-label", "Decrement")
            button.observe { button.setAttribute("disabled", counter.count == .min ? "" : nil) }
            button.on(.click) { counter.decrement() }
            button.append("−")
        })
        row.append(document.element("output") { output in
            output.setAttribute("aria-live", "polite")
            let shown = output.append(display(counter.count))
            output.observe {
                let count = counter.count
                let negative: Text = count < 0 ? " negative" : ""
                let long: Text = count > 9_999 || count < -999 ? " long" : ""
                output.className = "count\(negative)\(long)"
                shown.text = display(count)
            }
        })
        row.append(document.element("button", class: "step") { button in
            button.setAttribute("aria-label", "Increment")
            button.observe { button.setAttribute("disabled", counter.count == .max ? "" : nil) }
            button.on(.click) { counter.increment() }
            button.append("+")
        })
    }
}
