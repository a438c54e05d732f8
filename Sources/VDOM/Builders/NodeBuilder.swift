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
    public static func buildExpression(_ text: String) -> NodeList { NodeList(.text(text)) }
    public static func buildExpression(_ text: Text) -> NodeList { NodeList(.text(text)) }
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

    public static func buildArray(_ parts: [NodeList]) -> NodeList {
        var all = NodeList()
        for part in parts { all.append(part) }
        return all
    }

    public static func buildFinalResult(_ list: NodeList) -> [Node] { list.nodes }
}

/// The nodes a builder has collected so far. A single node needs no array, so an element with one child
/// costs one allocation for its children and a block of several grows one array in place.
public struct NodeList {
    private var first: Node?
    private var rest: [Node] = []

    init() {}
    init(_ node: Node) { first = node }
    init(_ nodes: [Node]) {
        if nodes.count == 1 { first = nodes[0] } else { rest = nodes }
    }

    mutating func append(_ other: NodeList) {
        if let single = other.first {
            append(single)
        } else {
            for node in other.rest { append(node) }
        }
    }

    private mutating func append(_ node: Node) {
        if let single = first {
            rest.reserveCapacity(4)
            rest.append(single)
            first = nil
        } else if rest.isEmpty {
            first = node
            return
        }
        rest.append(node)
    }

    var nodes: [Node] {
        if let first { return [first] }
        return rest
    }
}
