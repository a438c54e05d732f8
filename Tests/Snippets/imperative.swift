// What docs/imperative.md's snippets use without declaring it: a counter's model, one instance of it.
import Observing
import VDOM

public final class Counter {
    @Observed public var count = 0
}
public let counter = Counter()
