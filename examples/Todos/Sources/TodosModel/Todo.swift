import Observing

/// One thing to do. The id stays with it for its life: the list is keyed by it, so a row keeps its DOM
/// node (and its focus) while others come and go.
public struct Todo: Equatable {
    public let id: Int
    public var title: Text
    public var isDone: Bool

    public init(id: Int, title: Text, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}
