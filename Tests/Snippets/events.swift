// What docs/events.md's snippets use without declaring it: a model, and a mounted test app.
import Observing
import VDOM
import VDOMTesting

public final class Model {
    @Editable public var name: Text = ""
    public func save() {}
    public func send() {}
}

public let model = Model()
public let app = try! TestApp { ul { li { "row" }.class("row") } }
