import CounterModel
import CounterViews
import Observing
import Programs
import ProgramCounterModel
import VDOM

typealias CounterPage = Program<CounterProgram.Model, CounterProgram.Message>

/// The counter page in the program style: the observable counter's page, part for part (`CounterViews`),
/// with each part reading the model through `program.read` and every control sending a message.
///
/// Each part is a component that reads its own parts of the model, so a message renders only the parts
/// whose values it changed: + renders the count, the chart, the number field and, when the focus moves,
/// the note.
func counterView(_ program: CounterPage) -> Element {
    main {
        h1 { "Counter" }.class("counter-title")
        component {
            countRow(program.read { $0.count }, decrement: { program.send(.decrement) }, increment: { program.send(.increment) })
        }
        component { historyChart(program.read { $0.history }) }
        div {
            component { countField(program.binding({ $0.count }, send: CounterProgram.Message.setCount)) }
            button { "Randomize" }.class("randomize").on(.click) { program.send(.randomize) }
        }
        .class("counter-tools")
        component { factRow(program.read { $0.factStatus }, getFact: { program.send(.getFact) }) }
        component {
            noteField(program.binding({ $0.text }, send: CounterProgram.Message.setText),
                      isFocused: program.binding({ $0.isTextFocused }, send: CounterProgram.Message.setTextFocused))
        }
        component { factAlert(program.binding({ $0.fact }, send: { _ in .dismissFact })) }
    }
    .class("counter")
}
