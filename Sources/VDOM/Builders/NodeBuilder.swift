/// Builds a list of child nodes from Swift statements: expressions, `if`, `if let`, `if/else`, `switch`,
/// `for … in`, optionals and arrays.
///
/// An `if` without `else` whose condition is false leaves a hole, so the siblings after it keep their
/// positions; `for` loops splice their nodes in place (give them keys, so the diff can follow them).
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: Node) -> NodeList { NodeList(node) }
    public static func buildExpression(_ element: Element) -> NodeList { NodeList(Node(element)) }
    public static func buildExpression(_ component: Component) -> NodeList { NodeList(Node(component)) }
    /// A literal, interpolated or not, is a `Text`: its pieces are appended as bytes, so no string grows.
    public static func buildExpression(_ text: Text) -> NodeList { NodeList(.text(text)) }
    /// A `String` the app already holds, shown as it is. Building one by interpolation links the
    /// standard library's string growth into a wasm module; a literal never does (it is a `Text`).
    @_disfavoredOverload
    public static func buildExpression(_ text: String) -> NodeList { NodeList(.text(text)) }
    public static func buildExpression(_ nodes: [Node]) -> NodeList { NodeList(nodes) }
    public static func buildExpression(_ elements: [Element]) -> NodeList { NodeList(elements.map(Node.init)) }
    public static func buildExpression(_ node: Node?) -> NodeList { NodeList(node ?? .hole) }
    public static func buildExpression(_ element: Element?) -> NodeList { NodeList(element.map(Node.init) ?? .hole) }

    public static func buildBlock() -> NodeList { NodeList() }
    public static func buildPartialBlock(first: NodeList) -> NodeList { first }
    public static func buildPartialBlock(accumulated: consuming NodeList, next: NodeList) -> NodeList {
        accumulated.append(next)
        return accumulated
    }

    public static func buildOptional(_ part: NodeList?) -> NodeList { part ?? NodeList(.hole) }
    public static func buildEither(first part: NodeList) -> NodeList { part }
    public static func buildEither(second part: NodeList) -> NodeList { part }
    public static func buildLimitedAvailability(_ part: NodeList) -> NodeList { part }

    /// A loop's nodes, gathered into one array made at its final size: growing it row by row would leave
    /// a long list's smaller arrays behind in the wasm heap.
    public static func buildArray(_ parts: [NodeList]) -> NodeList {
        var count = 0
        for part in parts { count += part.count }
        var nodes: [Node] = []
        nodes.reserveCapacity(count)
        for part in parts { part.append(to: &nodes) }
        return NodeList(nodes)
    }
}

/// The nodes a builder has collected so far. A single node needs no array, so an element with one child
/// keeps it without one, and a block of several grows one array in place.
public struct NodeList: ExpressibleByArrayLiteral {
    private enum Nodes {
        case one(Node)
        case many([Node])
    }

    private var storage: Nodes

    public init() { storage = .many([]) }
    init(_ node: Node) { storage = .one(node) }
    public init(_ nodes: [Node]) { storage = nodes.count == 1 ? .one(nodes[0]) : .many(nodes) }
    public init(arrayLiteral nodes: Node...) { self.init(nodes) }

    mutating func append(_ other: NodeList) {
        switch other.storage {
        case let .one(node): append(node)
        case let .many(nodes): for node in nodes { append(node) }
        }
    }

    func append(to nodes: inout [Node]) {
        switch storage {
        case let .one(node): nodes.append(node)
        case let .many(many): nodes.append(contentsOf: many)
        }
    }

    private mutating func append(_ node: Node) {
        switch storage {
        case let .one(first):
            storage = .many([first, node])
        case var .many(all):
            if all.isEmpty {
                storage = .one(node)
                return
            }
            // The enum's copy is dropped first, so the array is uniquely held and grows in place.
            storage = .many([])
            all.append(node)
            storage = .many(all)
        }
    }

    var count: Int {
        switch storage {
        case .one: return 1
        case let .many(nodes): return nodes.count
        }
    }

    /// The node, when there is exactly one.
    var single: Node? {
        if case let .one(node) = storage { return node }
        return nil
    }

    var nodes: [Node] {
        switch storage {
        case let .one(node): return [node]
        case let .many(nodes): return nodes
        }
    }
}
