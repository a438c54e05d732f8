import CounterModel
import CounterViews
import DOMBridge
import Observing

let counter = Counter(facts: factFiles, random: systemRandom)

buildCounterPage(in: App.document, counter: counter)

/// Keeps the tab's title in step with the count.
let title = observe { Document.setTitle(pageTitle(counter.count)) }
