// What docs/testing.md's snippets use without declaring it: an app's counter and its view, and a store of
// rows mounted in a test app.
import Observing
import VDOM
import VDOMTesting

public final class Counter {
    @Observed public private(set) var count = 0
    public init() {}
    public func increment() { count += 1 }
}

public func counterView(_ counter: Counter) -> Element {
    div {
        output { "\(counter.count)" }
        button("+") { counter.increment() }.ariaLabel("Increment")
    }
}

public struct Row: Equatable {
    public let id: Int
}

public final class Store {
    @Observed public var rows: [Row] = []
}

public let store = Store()
public func makeRows(_ count: Int) -> [Row] { (0..<count).map(Row.init) }
public let app = try! TestApp { ul { for row in store.rows { li { "\(row.id)" }.key(.int(row.id)) } } }
