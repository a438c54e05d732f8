// What the README's snippets use without declaring it: the counter's page parts, which live in an
// executable target no snippet can import.
import CounterModel
import Observing
import VDOM

public let factFiles = FactSource { _, _ in Cancellation {} }
public let systemRandom = RandomSource { range in range.lowerBound }
public let counter = Counter(facts: factFiles, random: systemRandom)
public func counterView(_ counter: Counter) -> Element { div { "\(counter.count)" } }
