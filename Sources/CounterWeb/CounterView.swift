import CounterModel
import Observing
import VDOM

/// The counter page: the count between its − and + buttons, a number field to type it, a fact about it
/// on request, "Randomize", and a note whose field takes the focus when the count is not a multiple of
/// three. The fact is presented in an alert.
///
/// Each part that reads the model is a component of its own, so a change renders only the parts that
/// show it: a click on + renders the count, the number field and, when the focus moves, the note.
func counterView(_ counter: Counter) -> Element {
    main {
        h1 { "Counter" }.class("counter-title")
        component { countRow(counter) }
        div {
            component { countField(counter) }
            button { "Randomize" }.class("randomize").on(.click) { counter.randomize() }
        }
        .class("counter-tools")
        component { factRow(counter) }
        component { noteField(counter) }
        component {
            alert("Fact", item: Binding(get: { counter.fact }, set: { _ in counter.dismissFact() })) { fact in fact.text }
        }
    }
    .class("counter")
}

/// The count, large, between the buttons that lower and raise it.
private func countRow(_ counter: Counter) -> Element {
    div {
        button { "−" }
            .class("step")
            .ariaLabel("Decrement")
            .disabled(counter.count == .min)
            .on(.click) { counter.decrement() }
        output { display(counter.count) }
            .class("count")
            .class("negative", when: counter.count < 0)
            .class("long", when: counter.count > 9_999 || counter.count < -999)
            .attribute("aria-live", "polite")
        button { "+" }
            .class("step")
            .ariaLabel("Increment")
            .disabled(counter.count == .max)
            .on(.click) { counter.increment() }
    }
    .class("counter-row")
}

/// The count as a number to type: what does not parse yet (a lone "-", an emptied field) stays as typed.
private func countField(_ counter: Counter) -> Element {
    div {
        label { "Count" }.class("field-label").attribute("for", "count")
        input()
            .id("count")
            .type("number")
            .class("count-field")
            .value(Binding(get: { counter.count }, set: counter.setCount))
    }
    .class("field")
}

/// "Get fact", which reads "Cancel" while a fact is on its way and "Try again" after a failure, and a line
/// saying what came of the last lookup (a live region, there from the start, so screen readers announce
/// each change of it). One button for all three keeps the focus where the user left it.
private func factRow(_ counter: Counter) -> Element {
    let status = counter.factStatus
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
            .on(.click) { counter.getFact() }
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

/// The note, bound two-way, with the focus as the model says.
private func noteField(_ counter: Counter) -> Element {
    div {
        label { "Note" }.class("field-label").attribute("for", "note")
        input()
            .id("note")
            .type("text")
            .class("note-field")
            .placeholder("Type a note")
            .attribute("aria-describedby", "note-hint")
            .value(counter.$text)
            .focused(counter.$isTextFocused)
        p { "Focused by +, − and Randomize when the count is not a multiple of 3." }.id("note-hint").class("field-hint")
    }
    .class("field note")
}

/// The page's title: the count first, so it shows in a narrow tab.
func pageTitle(_ counter: Counter) -> Text {
    "\(display(counter.count)) · Counter"
}

/// A count as people write it: negative numbers with a minus sign (−), not a hyphen.
func display(_ count: Int) -> Text {
    count < 0 ? "−\(count.magnitude)" : "\(count)"
}
