/// Makes a failing case small: tries smaller variants of it (fewer steps, fewer changes between steps,
/// nodes removed or replaced by holes or by one of their children, elements stripped of what they say
/// about themselves) and keeps the first that still fails, until none does. Only a variant of a smaller
/// ``size`` counts, so shrinking ends. Each kept variant is named by its position in the list of
/// candidates, so the list of positions (the *edits*) makes the small case again from the original
/// without judging anything.
public enum Shrinker {
    /// The variants of `fuzzCase` to try, bigger cuts first. Each keeps the rules of ``Step/normalized()``.
    public static func candidates(of fuzzCase: FuzzCase) -> [FuzzCase] {
        var out: [FuzzCase] = []
        func add(_ steps: [Step]) {
            let candidate = FuzzCase(steps: steps.map { $0.normalized() })
            if candidate != fuzzCase { out.append(candidate) }
        }
        let steps = fuzzCase.steps
        if steps.count > 1 {
            for index in steps.indices { add(Array(steps[..<index] + steps[(index + 1)...])) }
        }
        // A change between two steps undone: the view, the cells or the words as the step before had them.
        for index in steps.indices.dropFirst() {
            var same = steps
            same[index].view = steps[index - 1].view
            add(same)
            same = steps
            same[index].cells = steps[index - 1].cells
            same[index].words = steps[index - 1].words
            add(same)
        }
        for index in steps.indices {
            for view in smaller(steps[index].view) {
                var changed = steps
                changed[index].view = view
                add(changed)
            }
            for slot in steps[index].cells.indices {
                for cell in smaller(steps[index].cells[slot]) {
                    var changed = steps
                    changed[index].cells[slot] = cell
                    add(changed)
                }
            }
            for slot in steps[index].words.indices where !steps[index].words[slot].isEmpty {
                var changed = steps
                changed[index].words[slot] = ""
                add(changed)
            }
        }
        return out
    }

    /// Shrinks `fuzzCase` while `fails` holds, judging at most `limit` candidates. Returns the small case
    /// and the edits that make it.
    public static func shrink(_ fuzzCase: FuzzCase, limit: Int = 20_000,
                              fails: (FuzzCase) -> Bool) -> (small: FuzzCase, edits: [Int], tried: Int) {
        var current = fuzzCase, edits: [Int] = [], tried = 0, start = 0
        while tried < limit {
            let list = candidates(of: current)
            let currentSize = size(of: current)
            var kept: Int?
            for offset in list.indices where tried < limit {
                let index = (start + offset) % list.count
                if size(of: list[index]) >= currentSize { continue }
                tried += 1
                if fails(list[index]) {
                    kept = index
                    break
                }
            }
            guard let index = kept else { break }
            current = list[index]
            edits.append(index)
            start = index
        }
        return (current, edits, tried)
    }

    /// The case the edits make from `fuzzCase`, or nil when one names no candidate.
    public static func apply(_ edits: [Int], to fuzzCase: FuzzCase) -> FuzzCase? {
        var current = fuzzCase
        for edit in edits {
            let list = candidates(of: current)
            guard list.indices.contains(edit) else { return nil }
            current = list[edit]
        }
        return current
    }

    /// How big a case is: its steps, and in each the parts of its view, cells and words. A step weighs
    /// more than any view, so dropping one always counts.
    public static func size(of fuzzCase: FuzzCase) -> Int {
        fuzzCase.steps.reduce(0) { total, step in
            total + 10_000 + size(of: step.view) + step.cells.reduce(0) { $0 + size(of: $1) }
                + step.words.reduce(0) { $0 + $1.utf8.count }
        }
    }

    /// Of a node: a hole weighs least but something, so removing one counts too.
    static func size(of spec: Spec) -> Int {
        switch spec {
        case .hole: return 1
        case let .text(text), let .comment(text): return 2 + text.utf8.count
        case let .cell(cell): return 3 + cell.slot + (cell.key == nil ? 0 : 1)
        case let .use(use):
            return 3 + use.template + (use.key == nil ? 0 : 1) + (use.word == nil ? 0 : 1) + use.label.utf8.count
                + use.tokens.utf8.count + use.title.utf8.count
        case let .element(element):
            let own = (element.tag == "div" ? 2 : 3) + element.attributes.count + element.styles.count * 2
                + element.styles.filter(\.important).count + element.properties.count + element.listeners.count
                + (element.classes.isEmpty ? 0 : 1) + (element.key == nil ? 0 : 1) + element.wrapper.rawValue
                + (element.html == nil ? 0 : 1)
            return own + element.children.reduce(0) { $0 + size(of: $1) }
        }
    }

    /// Every variant of the tree with one node edited, the root first, then its descendants in document
    /// order.
    static func smaller(_ spec: Spec) -> [Spec] {
        var out: [Spec] = []
        collect(spec, isRoot: true) { replacement in
            out.append(replacement.first ?? .hole)
        }
        return out
    }

    /// Calls `emit` with the whole tree (as the nodes that replace `spec`) for each edit of `spec` or of a
    /// node below it.
    private static func collect(_ spec: Spec, isRoot: Bool, _ emit: ([Spec]) -> Void) {
        for replacement in edits(of: spec, isRoot: isRoot) { emit(replacement) }
        guard case let .element(element) = spec else { return }
        for (index, child) in element.children.enumerated() {
            collect(child, isRoot: false) { replacement in
                var changed = element
                changed.children.replaceSubrange(index...index, with: replacement)
                emit([.element(changed)])
            }
        }
    }

    /// What may take the place of `spec`: nothing, a hole, one of its children, or the node with one thing
    /// fewer.
    private static func edits(of spec: Spec, isRoot: Bool) -> [[Spec]] {
        var out: [[Spec]] = []
        if !isRoot { out.append([]) }
        if spec != .hole { out.append([.hole]) }
        switch spec {
        case .hole:
            break
        case let .text(text), let .comment(text):
            if text != "a" { out.append([spec == .text(text) ? .text("a") : .comment("a")]) }
        case let .cell(cell):
            if cell.key != nil { out.append([.cell(CellSpec(slot: cell.slot, key: nil))]) }
            if cell.slot != 0 { out.append([.cell(CellSpec(slot: 0, key: cell.key))]) }
        case let .use(use):
            var variants: [UseSpec] = []
            func variant(_ change: (inout UseSpec) -> Void) {
                var changed = use
                change(&changed)
                if changed != use { variants.append(changed) }
            }
            variant { $0.key = nil }
            variant { $0.word = nil }
            variant { $0.template = 0 }
            variant { $0.label = "a" }
            variant { $0.tokens = "" }
            variant { $0.title = "a" }
            out += variants.map { [.use($0)] }
        case let .element(element):
            for child in element.children { out.append([child]) }
            var variants: [ElementSpec] = []
            func variant(_ change: (inout ElementSpec) -> Void) {
                var changed = element
                change(&changed)
                if changed != element { variants.append(changed) }
            }
            variant { $0.children = [] }
            variant { $0.html = nil }
            variant { $0.wrapper = .none }
            variant { $0.key = nil }
            variant { $0.classes = "" }
            for index in element.attributes.indices { variant { $0.attributes.remove(at: index) } }
            for index in element.styles.indices {
                variant { $0.styles.remove(at: index) }
                variant { $0.styles[index].important = false }
            }
            for index in element.properties.indices { variant { $0.properties.remove(at: index) } }
            for index in element.listeners.indices { variant { $0.listeners.remove(at: index) } }
            if !["div", "svg", "foreignObject", "input", "select", "textarea", "option"].contains(element.tag) {
                variant { $0.tag = "div" }
            }
            out += variants.map { [.element($0)] }
        }
        return out
    }
}
