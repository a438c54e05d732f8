/// A CSS-like selector for finding elements in a ``TestDOM``.
///
/// Supports what tests need: a tag (`button`, `*`), `#id`, `.class`, `[attr]`, `[attr=value]` (value
/// bare or quoted), compounds of those (`input.name[type=text]`), and the descendant (space) and child
/// (`>`) combinators: `ul.todo > li .label`. Tags match case-insensitively on HTML elements.
public struct Selector: CustomStringConvertible {
    struct Compound {
        var tag: String?
        var id: String?
        var classes: [String] = []
        var attributes: [(name: String, value: String?)] = []
    }

    enum Combinator {
        case descendant
        case child
    }

    /// Compounds left to right; each but the first with the combinator that joins it to the one before.
    private var parts: [(combinator: Combinator, compound: Compound)] = []
    public let description: String

    public init(_ text: String) throws(TestingError) {
        description = text
        var scalars = Array(text.unicodeScalars)[...]
        var combinator = Combinator.descendant
        func fail(_ reason: String) -> TestingError { .invalidSelector(text, reason: reason) }
        func isNameScalar(_ s: Unicode.Scalar) -> Bool {
            s.properties.isAlphabetic || s.properties.numericType != nil || s == "-" || s == "_" || s == ":"
        }
        func name(_ what: String) throws(TestingError) -> String {
            var result = ""
            while let s = scalars.first, isNameScalar(s) {
                result.unicodeScalars.append(s)
                scalars.removeFirst()
            }
            if result.isEmpty { throw fail("expected \(what)") }
            return result
        }
        while true {
            var sawSpace = false
            while scalars.first == " " || scalars.first == "\t" || scalars.first == "\n" {
                scalars.removeFirst()
                sawSpace = true
            }
            guard let first = scalars.first else { break }
            if first == ">" {
                if parts.isEmpty || combinator == .child { throw fail("a \">\" needs a selector on each side") }
                combinator = .child
                scalars.removeFirst()
                continue
            }
            if !parts.isEmpty && !sawSpace && combinator == .descendant { throw fail("unexpected \"\(first)\"") }
            var compound = Compound()
            if first == "*" {
                scalars.removeFirst()
            } else if isNameScalar(first) {
                compound.tag = try name("a tag")
            }
            loop: while let s = scalars.first {
                switch s {
                case "#":
                    scalars.removeFirst()
                    compound.id = try name("an id after \"#\"")
                case ".":
                    scalars.removeFirst()
                    compound.classes.append(try name("a class after \".\""))
                case "[":
                    scalars.removeFirst()
                    let attribute = try name("an attribute name after \"[\"")
                    var value: String?
                    if scalars.first == "=" {
                        scalars.removeFirst()
                        if let quote = scalars.first, quote == "\"" || quote == "'" {
                            scalars.removeFirst()
                            var text = ""
                            while let c = scalars.first, c != quote {
                                text.unicodeScalars.append(c)
                                scalars.removeFirst()
                            }
                            if scalars.isEmpty { throw fail("unterminated quoted value") }
                            scalars.removeFirst()
                            value = text
                        } else {
                            value = try name("a value after \"=\"")
                        }
                    }
                    if scalars.first != "]" { throw fail("expected \"]\"") }
                    scalars.removeFirst()
                    compound.attributes.append((attribute, value))
                default:
                    break loop
                }
            }
            if compound.tag == nil && compound.id == nil && compound.classes.isEmpty && compound.attributes.isEmpty
                && first != "*" {
                throw fail("unexpected \"\(first)\"")
            }
            parts.append((combinator, compound))
            combinator = .descendant
        }
        if parts.isEmpty { throw fail("it is empty") }
        if combinator == .child { throw fail("a \">\" needs a selector on each side") }
    }

    /// Whether `node` matches, looking at ancestors below `scope` (exclusive) for the combinators.
    func matches(_ node: TestNode, within scope: TestNode) -> Bool {
        matches(node, part: parts.count - 1, scope: scope)
    }

    private func matches(_ node: TestNode, part: Int, scope: TestNode) -> Bool {
        guard parts[part].compound.matches(node) else { return false }
        if part == 0 { return true }
        var ancestor = node.parent
        while let current = ancestor, current !== scope {
            if matches(current, part: part - 1, scope: scope) { return true }
            if parts[part].combinator == .child { return false }
            ancestor = current.parent
        }
        return false
    }
}

extension Selector.Compound {
    func matches(_ node: TestNode) -> Bool {
        guard node.kind == .element else { return false }
        if let tag {
            let same = node.isHTMLElement ? node.htmlTag == asciiLowercased(tag) : node.tag == tag
            if !same { return false }
        }
        if let id, node.attribute("id") != id { return false }
        if !classes.isEmpty {
            let list = node.classList
            if !classes.allSatisfy(list.contains) { return false }
        }
        for (name, value) in attributes {
            guard let actual = node.attribute(name) else { return false }
            if let value, actual != value { return false }
        }
        return true
    }
}

extension TestDOM {
    /// Every element under the container that matches `selector`, in document order.
    public func findAll(_ selector: String) throws(TestingError) -> [TestNode] {
        let parsed = try Selector(selector)
        return container.descendantElements.filter { parsed.matches($0, within: container) }
    }

    /// The first element under the container that matches `selector`, or `nil`.
    public func find(_ selector: String) throws(TestingError) -> TestNode? {
        try findAll(selector).first
    }

    /// The one element that matches `selector`; throws when none or several do.
    public func element(_ selector: String) throws(TestingError) -> TestNode {
        let matches = try findAll(selector)
        guard let first = matches.first else { throw .noMatch(selector) }
        if matches.count > 1 { throw .severalMatches(selector, count: matches.count) }
        return first
    }
}
