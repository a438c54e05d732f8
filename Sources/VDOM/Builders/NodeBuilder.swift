/// Builds a list of child nodes from Swift statements: expressions, `if`, `if let`, `if/else`, `switch`,
/// `for … in`, optionals and arrays.
///
/// An `if` without `else` whose condition is false leaves a hole, so the siblings after it keep their
/// positions; `for` loops splice their nodes in place (give them keys, so the diff can follow them).
@resultBuilder
public enum NodeBuilder {
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    public static func buildExpression(_ element: Element) -> [Node] { [Node(element)] }
    public static func buildExpression(_ component: Component) -> [Node] { [Node(component)] }
    public static func buildExpression(_ text: String) -> [Node] { [.text(text)] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildExpression(_ elements: [Element]) -> [Node] { elements.map(Node.init) }
    public static func buildExpression(_ node: Node?) -> [Node] { [node ?? .hole] }
    public static func buildExpression(_ element: Element?) -> [Node] { [element.map(Node.init) ?? .hole] }

    public static func buildBlock() -> [Node] { [] }
    public static func buildPartialBlock(first: [Node]) -> [Node] { first }
    public static func buildPartialBlock(accumulated: consuming [Node], next: [Node]) -> [Node] {
        accumulated.append(contentsOf: next)
        return accumulated
    }

    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [.hole] }
    public static func buildEither(first part: [Node]) -> [Node] { part }
    public static func buildEither(second part: [Node]) -> [Node] { part }
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }

    public static func buildArray(_ parts: [[Node]]) -> [Node] {
        var all: [Node] = []
        for part in parts { all.append(contentsOf: part) }
        return all
    }
}
