/// Frees description trees with a bounded call stack.
///
/// Freeing a node frees its children from inside its `deinit`, so a tree 10,000 levels deep would nest
/// 10,000 deinits; the browser's stack is far smaller than Linux's. Element and component descriptions
/// hand what they hold to ``release(_:)``: up to 16 levels deep it is freed on the spot, as usual; deeper,
/// it is parked on a list that the outermost release drains one node at a time, each again at most 16
/// levels deep. Ordinary trees never reach the list.
///
/// The values are destroyed inside `discard`, a call the optimiser may not inline, so the nesting count is
/// still raised while they go (an optimised build is free to move a plain release past the count).
enum DescriptionRelease {
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var parked: [Node] = []
    nonisolated(unsafe) private static var isDraining = false

    static func release(_ nodes: consuming [Node]) {
        if depth >= 16 {
            parked.append(contentsOf: nodes)
            return
        }
        depth += 1
        discard(nodes)
        depth -= 1
        if depth == 0 { drain() }
    }

    static func release(_ node: consuming Node) {
        if depth >= 16 {
            parked.append(node)
            return
        }
        depth += 1
        discard(node)
        depth -= 1
        if depth == 0 { drain() }
    }

    private static func drain() {
        if isDraining { return }
        isDraining = true
        while !parked.isEmpty {
            depth += 1
            discard(parked.removeLast())
            depth -= 1
        }
        isDraining = false
    }

    @inline(never)
    private static func discard(_ nodes: consuming [Node]) {}

    @inline(never)
    private static func discard(_ node: consuming Node) {}
}
