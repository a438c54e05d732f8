import Browser
import CounterViews
import DOMBridge
import Observing
import Programs
import ProgramCounterModel

let program = Program(CounterProgram.Model(), update: CounterProgram.update,
                      effects: Effects(fetch: { fetch($0, completion: $1) }))

App.mount { counterView(program) }

/// Keeps the tab's title in step with the count.
let title = observe { Document.setTitle(pageTitle(program.read { $0.count })) }
