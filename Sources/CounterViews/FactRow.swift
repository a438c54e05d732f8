import CounterModel
import VDOM

/// "Get fact", which reads "Cancel" while a fact is on its way and "Try again" after a failure, and a line
/// saying what came of the last lookup (a live region, there from the start, so screen readers announce
/// each change of it). One button for all three keeps the focus where the user left it.
public func factRow(_ status: FactStatus, getFact: @escaping () -> Void) -> Element {
    var label: Text = "Get fact", loading = false, failed = false
    switch status {
    case .loading: (label, loading) = ("Cancel", true)
    case .failed: (label, failed) = ("Try again", true)
    case .idle, .noFact: break
    }
    return div {
        button { label }
            .class("get-fact")
            .class("loading", when: loading)
            .on(.click, getFact)
        p {
            switch status {
            case .idle:
                [Node]()
            case let .loading(number):
                span().class("spinner").attribute("aria-hidden", "true")
                "Looking up a fact about \(display(number))…" as Text
            case let .noFact(number):
                "No fact about \(display(number)) yet." as Text
            case let .failed(message):
                message
            }
        }
        .class("fact-status")
        .class("failed", when: failed)
        .attribute("role", "status")
    }
    .class("fact-row")
}

/// The fact, presented in an alert while there is one; dismissing it writes `nil`.
public func factAlert(_ fact: Binding<Fact?>) -> Element {
    alert("Fact", item: fact) { fact in fact.text }
}
