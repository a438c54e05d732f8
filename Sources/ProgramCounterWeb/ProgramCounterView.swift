import CounterModel
import Observing
import Programs
import ProgramCounterModel
import VDOM

typealias CounterPage = Program<CounterProgram.Model, CounterProgram.Message>

/// The counter page in the program style: the same page as the observable counter's, element for
/// element, with the model read through `program.read` and every control sending a message.
///
/// Each part is a component that reads its own parts of the model, so a message renders only the parts
/// whose values it changed: + renders the count, the number field and, when the focus moves, the note.
func counterView(_ program: CounterPage) -> Element {
    main {
        h1 { "Counter" }.class("counter-title")
        component { countRow(program) }
        div {
            component { countField(program) }
            button { "Randomize" }.class("randomize").on(.click) { program.send(.randomize) }
        }
        .class("counter-tools")
        component { factRow(program) }
        component { noteField(program) }
        component {
            alert("Fact", item: program.binding({ $0.fact }, send: { _ in .dismissFact })) { fact in fact.text }
        }
    }
    .class("counter")
}

/// The count, large, between the buttons that lower and raise it.
private func countRow(_ program: CounterPage) -> Element {
    let count = program.read { $0.count }
    return div {
        button { "−" }
            .class("step")
            .ariaLabel("Decrement")
            .disabled(count == .min)
            .on(.click) { program.send(.decrement) }
        output { display(count) }
            .class("count")
            .class("negative", when: count < 0)
            .class("long", when: count > 9_999 || count < -999)
            .attribute("aria-live", "polite")
        button { "+" }
            .class("step")
            .ariaLabel("Increment")
            .disabled(count == .max)
            .on(.click) { program.send(.increment) }
    }
    .class("counter-row")
}

/// The count as a number to type: what does not parse yet (a lone "-", an emptied field) stays as typed
/// and sends nothing.
private func countField(_ program: CounterPage) -> Element {
    div {
        label { "Count" }.class("field-label").attribute("for", "count")
        input()
            .id("count")
            .type("number")
            .class("count-field")
            .value(program.binding({ $0.count }, send: CounterProgram.Message.setCount))
    }
    .class("field")
}

/// "Get fact" ("Cancel" while a fact is on its way, "Try again" after a failure), and the live line that
/// says what came of the last lookup.
private func factRow(_ program: CounterPage) -> Element {
    let status = program.read { $0.factStatus }
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
            .on(.click) { program.send(.getFact) }
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

/// The note, bound two-way through messages, with the focus as the model says.
private func noteField(_ program: CounterPage) -> Element {
    div {
        label { "Note" }.class("field-label").attribute("for", "note")
        input()
            .id("note")
            .type("text")
            .class("note-field")
            .placeholder("Type a note")
            .attribute("aria-describedby", "note-hint")
            .value(program.binding({ $0.text }, send: CounterProgram.Message.setText))
            .focused(program.binding({ $0.isTextFocused }, send: CounterProgram.Message.setTextFocused))
        p { "Focused by +, − and Randomize when the count is not a multiple of 3." }.id("note-hint").class("field-hint")
    }
    .class("field note")
}

/// The page's title: the count first, so it shows in a narrow tab.
func pageTitle(_ program: CounterPage) -> Text {
    "\(display(program.read { $0.count })) · Counter"
}

/// A count as people write it: negative numbers with a minus sign (−), not a hyphen.
func display(_ count: Int) -> Text {
    count < 0 ? "−\(count.magnitude)" : "\(count)"
}
