// What docs/programs.md's later snippets use from its first one (the model, its messages and update), and
// the page's view and an app's messages, which the doc does not declare.
import Observing
import Programs
import VDOM

public struct Model: Equatable {
    public var count = 0
    public var fact: Text?
    public init() {}
}

public enum Message: Equatable {
    case urlChanged(Text)
    case increment
    case randomize
    case setCount(Int)
    case getFact
    case factLoaded(Result<FetchResponse, FetchError>)
}

public func update(_ model: inout Model, _ message: Message) -> Command<Message> { .none }

public enum AppMessage: Equatable {
    case shared
    case notShared
}

public func counterView(_ program: Program<Model, Message>) -> Element { main() }
