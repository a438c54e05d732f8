import CounterModel
import CounterViews
import VDOM

/// "Get fact", which reads "Cancel" while a fact is on its way and "Try again" after a failure, and the
/// status line saying what came of the last lookup (`factRow` of `CounterViews`, made by hand).
///
/// The line's content is made anew when the status changes: its old nodes go with one `removeAll()`,
/// where the diff of the declarative page replaces the first node and removes the rest. The page holds
/// the same nodes either way.
func factRowElement(_ document: DOMDocument, _ counter: Counter) -> DOMElement {
    document.element("div", class: "fact-row") { row in
        let button = document.element("button") { $0.on(.click) { counter.getFact() } }
        let label = button.append("Get fact")
        row.append(button)
        let line = document.element("p") { $0.setAttribute("role", "status") }
        row.append(line)
        var shown = FactStatus.idle
        line.observe {
            let status = counter.factStatus
            var text: Text = "Get fact", loading = false, failed = false
            switch status {
            case .loading: (text, loading) = ("Cancel", true)
            case .failed: (text, failed) = ("Try again", true)
            case .idle, .noFact: break
            }
            label.text = text
            button.className = loading ? "get-fact loading" : "get-fact"
            line.className = failed ? "fact-status failed" : "fact-status"
            guard status != shown else { return }
            shown = status
            line.removeAll()
            switch status {
            case .idle:
                break
            case let .loading(number):
                line.append(document.element("span", class: "spinner") { $0.setAttribute("aria-hidden", "true") })
                line.append("Looking up a fact about \(display(number))…")
            case let .noFact(number):
                line.append("No fact about \(display(number)) yet.")
            case let .failed(message):
                line.append(message)
            }
        }
    }
}
