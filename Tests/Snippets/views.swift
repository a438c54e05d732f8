// What docs/views.md's snippets use without declaring it: the models they read, one instance of each,
// and a host that applies frames.
import Observing
import VDOM

public final class Counter {
    @Observed public private(set) var count = 0
    @Editable public var step = 1
    @Observed public private(set) var fact: Fact?
    public func increment() { count += step }
    public func dismissFact() { fact = nil }
}

public struct Todo: Identifiable, Equatable {
    public let id: Int
    public var title: Text
    public var done = false
}

public final class Row: Equatable {
    public let id: Int
    @Observed public var label: Text = ""
    @Observed public var isSelected = false
    public init(id: Int) { self.id = id }
    public func select() { isSelected = true }
    public static func == (a: Row, b: Row) -> Bool { a === b }
}

public final class Model {
    @Editable public var name: Text = ""
    @Observed public var todos: [Todo] = []
    @Observed public var rows: [Row] = []
    public func add() {}
}

public final class Store {
    @Editable public var editing: Todo?
    @Editable public var pendingDeletion: Todo?
    public func rename(_ todo: Todo, to title: Text) {}
    public func delete(_ todo: Todo) {}
    public func focusList() {}
    public func save() {}
}

public final class LoginForm {
    @Editable public var email: Text = ""
    @Editable public var password: Text = ""
    public var isValid: Bool { !email.isEmpty && !password.isEmpty }
    public func logIn() {}
}

public final class Profile {
    @Editable public var name: Text = ""
    @Editable public var subscribed = false
    @Editable public var celsius = 20
    @Observed public private(set) var age = 30
    public func setAge(_ value: Int) { age = value }
}

public final class SignUp {
    public enum Field { case name, email }
    @Editable public var name: Text = ""
    @Editable public var email: Text = ""
    @Editable public var focus: Field?
}

public final class Help {
    @Editable public var isShown = false
}

public struct Fact: Identifiable, Equatable {
    public let id: Int
    public let text: Text
}

public struct Article: Equatable {
    public let id: Int
    public let title: Text
}

public final class RowModel {
    @Observed public private(set) var isFavorite = false
    public init(_ article: Article) {}
    public func toggleFavorite() { isFavorite.toggle() }
}

public final class ArticleList {
    @Observed public var articles: [Article] = []
    public func add(_ title: Text) {}
}

public final class Host {
    public func apply(_ patches: [Patch], released: [NodeID]) {}
}

public let counter = Counter()
public let model = Model()
public let store = Store()
public let loginForm = LoginForm()
public let profile = Profile()
public let signUp = SignUp()
public let help = Help()
public let host = Host()
public let list = ArticleList()
public func counterView(_ counter: Counter) -> Element { div { "\(counter.count)" } }
public func rowView(_ row: Row) -> Element { tr { td { row.label } } }
