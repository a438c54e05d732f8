import VDOM

/// A random view description as plain data, so one tree can be rendered twice and mutated.
indirect enum Spec: Equatable, CustomStringConvertible {
    case element(ElementSpec)
    case text(String)
    case comment(String)
    case hole

    struct ElementSpec: Equatable {
        var tag: String
        var key: String?
        /// 0: a plain element, 1: inside a component, 2: inside a component with an input.
        var wrapper: Int
        var attributes: [String: String]
        var classes: String
        var styles: [String: String]
        var important: Bool
        var value: String?
        var listens: Bool
        var children: [Spec]
    }

    var description: String {
        switch self {
        case let .element(e):
            let key = e.key.map { "#\($0)" } ?? ""
            return "<\(e.tag)\(key)>" + e.children.map(\.description).joined() + "</\(e.tag)>"
        case let .text(t): return "'\(t)'"
        case let .comment(c): return "<!--\(c)-->"
        case .hole: return "_"
        }
    }

    func node() -> Node {
        switch self {
        case let .text(text): return .text(text)
        case let .comment(text): return .comment(text)
        case .hole: return .hole
        case let .element(spec):
            switch spec.wrapper {
            case 1: return Node(Component(key: spec.key.map(Key.string)) { [Node(spec.element())] })
            case 2: return Node(Component(spec, key: spec.key.map(Key.string)) { [Node($0.element())] })
            default: return Node(spec.element())
            }
        }
    }

    static let tags = ["div", "p", "span", "ul", "li", "section", "input", "b"]
    static let words = ["a", "b", "c", "hello", "x y", "<&>"]

    static func random(_ random: inout SplitMix, depth: Int) -> Spec {
        switch random.next() % 10 {
        case 0: return .text(words[Int(random.next() % 6)])
        case 1: return .comment(words[Int(random.next() % 6)])
        case 2: return .hole
        default:
            var spec = ElementSpec(tag: tags[Int(random.next() % UInt64(tags.count))], key: nil, wrapper: Int(random.next() % 5) % 3,
                                   attributes: [:], classes: "", styles: [:], important: false, value: nil,
                                   listens: random.next() % 3 == 0, children: [])
            for name in ["title", "data-x", "xml:lang"] where random.next() % 3 == 0 { spec.attributes[name] = words[Int(random.next() % 6)] }
            spec.classes = ["", "a", "a b", "b c"][Int(random.next() % 4)]
            for name in ["color", "--gap"] where random.next() % 3 == 0 { spec.styles[name] = ["red", "1px", "blue"][Int(random.next() % 3)] }
            spec.important = random.next() % 4 == 0
            if spec.tag == "input" {
                spec.value = random.next() % 2 == 0 ? words[Int(random.next() % 6)] : nil
                return .element(spec)
            }
            if depth < 3 {
                let count = Int(random.next() % 6)
                spec.children = (0..<count).map { _ in Spec.random(&random, depth: depth + 1) }
                if random.next() % 2 == 0 { spec.children = keyed(spec.children, &random) }
            }
            return .element(spec)
        }
    }

    /// Gives the element children distinct keys (most of them, so some lists are mixed).
    static func keyed(_ children: [Spec], _ random: inout SplitMix) -> [Spec] {
        var pool = (0..<10).map { "k\($0)" }
        for index in pool.indices.reversed() { pool.swapAt(index, Int(random.next() % UInt64(index + 1))) }
        return children.map { child in
            guard case var .element(spec) = child, random.next() % 5 != 0, let key = pool.popLast() else { return child }
            spec.key = key
            return .element(spec)
        }
    }

    func mutated(_ random: inout SplitMix, depth: Int) -> Spec {
        guard case var .element(spec) = self else {
            return random.next() % 4 == 0 ? Spec.random(&random, depth: depth) : self
        }
        switch random.next() % 12 {
        case 0: spec.tag = Spec.tags[Int(random.next() % UInt64(Spec.tags.count))]
        case 1: spec.attributes["title"] = spec.attributes["title"] == nil ? "t" : nil
        case 2: spec.classes = spec.classes.isEmpty ? "c" : ""
        case 3: spec.styles["color"] = spec.styles["color"] == nil ? "green" : nil
        case 4: spec.important.toggle()
        case 5: spec.value = spec.value == nil ? "v" : nil
        case 6: spec.listens.toggle()
        case 7: spec.wrapper = (spec.wrapper + 1) % 3
        default: break
        }
        if spec.tag == "input" {
            spec.children = []
            return .element(spec)
        }
        var children = spec.children.map { random.next() % 2 == 0 ? $0.mutated(&random, depth: depth + 1) : $0 }
        if random.next() % 2 == 0 { for index in children.indices.reversed() { children.swapAt(index, Int(random.next() % UInt64(index + 1))) } }
        if random.next() % 3 == 0, !children.isEmpty { children.remove(at: Int(random.next() % UInt64(children.count))) }
        if random.next() % 3 == 0, depth < 3 {
            var extra = Spec.random(&random, depth: depth + 1)
            if case var .element(e) = extra, children.contains(where: { if case let .element(c) = $0 { return c.key != nil } else { return false } }) {
                let used = Set(children.compactMap { if case let .element(c) = $0 { return c.key } else { return nil } })
                e.key = (0..<20).map { "k\($0)" }.first { !used.contains($0) }
                extra = .element(e)
            }
            children.insert(extra, at: Int(random.next() % UInt64(children.count + 1)))
        }
        spec.children = children
        return .element(spec)
    }
}

extension Spec.ElementSpec {
    func element() -> Element {
        var element = VDOM.element(tag) { children.map { $0.node() } }
        if let key {
            // Keyed elements say whether a component wraps them: a key moving between an element and a
            // component is a new slot, so that node is legitimately new.
            element = element.attribute("data-key", key).attribute("data-slot", wrapper == 0 ? "element" : "component")
            if wrapper == 0 { element = element.key(.string(key)) }
        }
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) { element = element.attribute(name, value) }
        if !classes.isEmpty { element = element.class(classes) }
        for (name, value) in styles.sorted(by: { $0.key < $1.key }) { element = element.style(name, value, important: important) }
        if let value { element = element.value(value) }
        if listens { element = element.on(.click) {} }
        return element
    }
}
