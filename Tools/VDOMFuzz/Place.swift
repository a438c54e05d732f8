/// Where a node is generated: the namespace its elements get, how deep it is, and whether it is inside a
/// cell (cells hold no cells, so a cell never shows itself).
struct Place {
    enum Space {
        case html, svg, math
    }

    var space: Space
    var depth: Int
    var maxDepth: Int
    var inCell: Bool

    static let root = Place(space: .html, depth: 0, maxDepth: 4, inCell: false)
    static let cell = Place(space: .html, depth: 1, maxDepth: 3, inCell: true)

    /// The space of an element with `tag` here, as the renderer gives it (`svg` and `math` start theirs).
    func space(of tag: String) -> Space {
        tag == "svg" ? .svg : tag == "math" ? .math : space
    }

    /// The place of the children of an element with `tag` here (those of `foreignObject` are HTML again).
    func children(of tag: String) -> Place {
        let own = space(of: tag)
        return Place(space: own == .svg && tag == "foreignObject" ? .html : own, depth: depth + 1, maxDepth: maxDepth,
                     inCell: inCell)
    }

    var canGrow: Bool { depth < maxDepth }
}
