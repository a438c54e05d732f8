import CounterModel
import CounterViews
import Observing
import VDOM

/// The counter page: the count between its − and + buttons, a chart of its recent values, a number field
/// to type it, a fact about it on request, "Randomize", and a note whose field takes the focus when the
/// count is not a multiple of three. The fact is presented in an alert.
///
/// The parts (`CounterViews`) take values, bindings and actions; here they get the model's. Each part
/// that reads the model is a component of its own, so a change renders only the parts that show it: a
/// click on + renders the count, the chart, the number field and, when the focus moves, the note.
func counterView(_ counter: Counter) -> Element {
    main {
        h1 { "Counter" }.class("counter-title")
        component { countRow(counter.count, decrement: counter.decrement, increment: counter.increment) }
        component { historyChart(counter.history) }
        div {
            component { countField(Binding(get: { counter.count }, set: counter.setCount)) }
            button { "Randomize" }.class("randomize").on(.click) { counter.randomize() }
        }
        .class("counter-tools")
        component { factRow(counter.factStatus, getFact: counter.getFact) }
        component { noteField(counter.$text, isFocused: counter.$isTextFocused) }
        component { factAlert(Binding(get: { counter.fact }, set: { _ in counter.dismissFact() })) }
    }
    .class("counter")
}
