import JSON
import VDOMCases

/// Judges a runner's answer to a case against the case's `expect`, with the meaning the case format
/// gives each field. Returns the failures (empty when the case passes) and, for keyed lists, whether the
/// moves were at the lower bound.
struct Judge {
    struct Verdict {
        var failures: [String] = []
        /// `nil` unless the case is a keyed list with `min_moves`.
        var minimalMoves: Bool?
    }

    let testCase: JSONValue

    var id: String {
        switch testCase["id"] {
        case let .string(text)?: return String(text)
        case let other?: return String(other.jsonText)
        case nil: return "?"
        }
    }

    var expect: JSONValue { testCase["expect"] ?? .object([]) }
    var isKeyedList: Bool { testCase["kind"] == .string("keyed-list") }

    // MARK: What the runner is given

    /// The steps the runner sees: keyed lists become two renders of a `ul`; a tree case's
    /// `expect.dispatch` entries become `dispatch` steps after its own.
    var steps: [JSONValue] {
        if isKeyedList {
            return [JSONValue.object([("render", Judge.listVNode(testCase["old"]))]),
                    JSONValue.object([("render", Judge.listVNode(testCase["new"]))])]
        }
        guard case let .array(own)? = testCase["steps"] else { return [] }
        var steps = own
        if case let .array(dispatches)? = expect["dispatch"] {
            for entry in dispatches {
                steps.append(.object([("dispatch", .object([("path", entry["path"] ?? .null),
                                                           ("event", entry["event"] ?? .null)]))]))
            }
        }
        return steps
    }

    /// The line the runner reads.
    var runnerInput: String {
        String(JSONValue.object([("id", testCase["id"] ?? .null), ("steps", .array(steps))]).jsonText)
    }

    /// A key as the case format compares keys: strings as they are, numbers by their JSON text.
    static func keyText(_ key: JSONValue) -> String {
        if case let .string(text) = key { return String(text) }
        return String(key.jsonText)
    }

    /// `<ul>` with one `<li>{key}</li>` per key; keys starting with `#` are unkeyed children.
    static func listVNode(_ keys: JSONValue?) -> JSONValue {
        guard case let .array(items)? = keys else { return .object([("tag", .string("ul"))]) }
        let children: [JSONValue] = items.map { key in
            let text = keyText(key)
            var members: [(Text, JSONValue)] = [("tag", .string("li"))]
            if !(text.hasPrefix("#") && key.isString) { members.append(("key", key)) }
            members.append(("children", .array([.object([("text", .string(Text(text)))])])))
            return .object(members)
        }
        return .object([("tag", .string("ul")), ("children", .array(children))])
    }

    // MARK: Judging

    func judge(_ answer: JSONValue) -> Verdict {
        var verdict = Verdict()
        if let error = answer["error"] {
            let message = Judge.keyText(error)
            if expect["policy"] == .string("error-or-exact"), !message.isEmpty,
               case let .number(step)? = answer["step"], let index = step.int,
               index >= 0, index < steps.count, Judge.hasDuplicateKeys(steps[index]["render"]) {
                return verdict
            }
            verdict.failures.append("error at step \(answer["step"]?.jsonText ?? "-"): \(message)")
            return verdict
        }
        guard case let .array(answers)? = answer["steps"], answers.count == steps.count else {
            verdict.failures.append("expected \(steps.count) step answers, got \(answer["steps"].map { String($0.jsonText).prefix(200) } ?? "none")")
            return verdict
        }
        let renders = steps.indices.filter { steps[$0]["render"] != nil }
        guard let lastIndex = renders.last else { return verdict }
        let last = answers[lastIndex]
        let dom = Tree.snapshot(last["dom"])
        let before = renders.count > 1 ? Tree.snapshot(answers[renders[renders.count - 2]]["dom"]) : nil
        let ops = Counts(last["ops"])
        let writes = last["writes"].map { Counts($0) } ?? ops

        if isKeyedList {
            judgeKeyedList(dom: dom, before: before ?? [], ops: ops, into: &verdict)
            return verdict
        }
        judgeTree(dom: dom, before: before, renders: renders, ops: ops, writes: writes, into: &verdict)
        let dispatches = steps.indices.filter { steps[$0]["dispatch"] != nil }.map { answers[$0] }
        if case let .array(expected)? = expect["dispatch"] {
            for (entry, got) in zip(expected, dispatches.suffix(expected.count)) where got["calls"] != entry["calls"] {
                verdict.failures.append("dispatch \(entry["event"]?.jsonText ?? "") at \(entry["path"]?.jsonText ?? "") "
                    + "called \(got["calls"]?.jsonText ?? "nothing"), expected \(entry["calls"]?.jsonText ?? "")")
            }
        }
        return verdict
    }

    private func judgeKeyedList(dom: [Tree], before: [Tree], ops: Counts, into verdict: inout Verdict) {
        let final = expect["final"]
        let wanted: [String] = final?.arrayItems.map(Judge.keyText) ?? []
        let list = Tree.at([0], in: dom)
        let got = (list?.children ?? []).filter { $0.kind == .element }.map { $0.textContent }
        if got != wanted {
            verdict.failures.append("final \(got) != expected \(wanted)")
        } else {
            let want = NormalForm.of(Judge.trees(fromVNode: Judge.listVNode(final)))
            if NormalForm.of(dom) != want {
                verdict.failures.append("list DOM \(NormalForm.of(dom)) has extra or altered nodes")
            }
        }
        let lost = Judge.lostKeys(before: Judge.keyedIDs(before, vnode: Judge.listVNode(testCase["old"])),
                                  after: Judge.keyedIDs(dom, vnode: Judge.listVNode(testCase["new"])))
        if let first = lost.first {
            verdict.failures.append("\(lost.count) surviving keyed nodes were re-created (e.g. \(first))")
        }
        guard verdict.failures.isEmpty else { return }
        if let inserts = expect["inserts"]?.intValue, ops["create_element"] != inserts {
            verdict.failures.append("created \(ops["create_element"]) children, expected \(inserts)")
        }
        let removed = ops["remove"] + ops["replace"]
        if let removes = expect["removes"]?.intValue, removed != removes, !(removed == 0 && removes > 0 && ops["clear"] >= 1) {
            verdict.failures.append("removed \(removed) children, expected \(removes)")
        }
        if let bound = expect["min_moves"]?.intValue, verdict.failures.isEmpty {
            if ops["moves"] < bound {
                verdict.failures.append("moves \(ops["moves"]) below the lower bound \(bound): the counts are wrong")
            } else {
                verdict.minimalMoves = ops["moves"] == bound
            }
        }
    }

    private func judgeTree(dom: [Tree], before: [Tree]?, renders: [Int], ops: Counts, writes: Counts,
                           into verdict: inout Verdict) {
        if case let .string(html)? = expect["html"] {
            let got = NormalForm.of(dom), want = NormalForm.of(HTMLTreeParser.parse(String(html)))
            if got != want {
                verdict.failures.append("html \(got.map { $0.description }.joined()) != expected \(want.map { $0.description }.joined())")
            }
        }
        for check in expect["checks"]?.arrayItems ?? [] {
            if let failure = Check(check).failure(in: dom) { verdict.failures.append(failure) }
        }
        if let count = expect["child_nodes"]?.intValue {
            let got = Tree.at([0], in: dom)?.children.count ?? 0
            if got != count { verdict.failures.append("root has \(got) child nodes, expected \(count)") }
        }
        for pair in expect["identity"]?.arrayItems ?? [] {
            let old = before.flatMap { Tree.at(pair["before"]?.intItems ?? [], in: $0) }
            let new = Tree.at(pair["after"]?.intItems ?? [], in: dom)
            if old?.id == nil || old?.id != new?.id {
                verdict.failures.append("node at \(pair["before"]?.jsonText ?? "") was not kept (now at \(pair["after"]?.jsonText ?? ""))")
            }
        }
        if expect["keyed_identity_preserved"] == .bool(true), let before, renders.count > 1 {
            let old = Judge.keyedIDs(before, vnode: steps[renders[renders.count - 2]]["render"] ?? .null)
            let new = Judge.keyedIDs(dom, vnode: steps[renders[renders.count - 1]]["render"] ?? .null)
            let lost = Judge.lostKeys(before: old, after: new)
            if !lost.isEmpty { verdict.failures.append("\(lost.count) surviving keyed nodes were re-created") }
        }
        if case let .object(wanted)? = expect["ops"] {
            let mode = expect["ops_mode"].map(Judge.keyText) ?? "exact"
            let counts = mode == "dom-writes" ? writes : ops
            if mode == "exact" && wanted.isEmpty && counts.total > 0 {
                verdict.failures.append("expected no DOM operation, got \(counts)")
            }
            for (kind, value) in wanted {
                guard let want = value.intValue else { continue }
                let got = counts[String(kind)]
                let ok: Bool
                switch mode {
                case "max": ok = got <= want
                case "exact-or-clear" where kind == "remove": ok = got == want || (got == 0 && counts["clear"] >= 1)
                default: ok = got == want
                }
                if !ok { verdict.failures.append("ops \(kind): \(got), expected \(mode == "max" ? "at most " : "")\(want)") }
            }
        }
    }

    // MARK: Keyed identity

    /// Key path → node id for every element the vnode gives a unique key among its siblings, pairing
    /// snapshot elements with vnode elements in order.
    static func keyedIDs(_ dom: [Tree], vnode: JSONValue) -> [String: Int?] {
        var out: [String: Int?] = [:]
        func walk(_ nodes: [Tree], _ vnodes: [JSONValue], _ chain: String) {
            let elements = nodes.filter { $0.kind == .element }
            let velements = vnodes.filter { $0["tag"] != nil }
            guard elements.count == velements.count else { return }
            var counts: [String: Int] = [:]
            for v in velements { if let key = v["key"], key != .null { counts[keyText(key), default: 0] += 1 } }
            for (index, (node, v)) in zip(elements, velements).enumerated() {
                let key = v["key"].flatMap { $0 == .null ? nil : keyText($0) }
                let here = chain + (key.map { "/k:\($0)" } ?? "/i:\(index)")
                if let key, counts[key] == 1 { out[here] = node.id }
                walk(node.children, v["children"]?.arrayItems ?? [], here)
            }
        }
        walk(dom, [vnode], "")
        return out
    }

    static func lostKeys(before: [String: Int?], after: [String: Int?]) -> [String] {
        before.keys.sorted().filter { key in
            guard let new = after[key] else { return false }
            let old = before[key]!
            return old == nil || old != new
        }
    }

    static func hasDuplicateKeys(_ vnode: JSONValue?) -> Bool {
        guard let vnode, let children = vnode["children"]?.arrayItems else { return false }
        let keys = children.compactMap { child -> String? in
            guard let key = child["key"], key != .null else { return nil }
            return keyText(key)
        }
        return Set(keys).count != keys.count || children.contains { hasDuplicateKeys($0) }
    }

    /// The DOM a vnode describes, as trees (for keyed lists' expected shape).
    static func trees(fromVNode vnode: JSONValue) -> [Tree] {
        if case let .string(text)? = vnode["text"] { return [Tree(kind: .text, text: String(text))] }
        guard case let .string(tag)? = vnode["tag"] else { return [] }
        var tree = Tree(kind: .element, tag: String(tag))
        tree.children = (vnode["children"]?.arrayItems ?? []).flatMap { trees(fromVNode: $0) }
        return [tree]
    }
}

/// Operation counts of an answer.
struct Counts: CustomStringConvertible {
    var entries: [(String, Int)] = []

    init(_ json: JSONValue?) {
        guard case let .object(members)? = json else { return }
        entries = members.compactMap { name, value in value.intValue.map { (String(name), $0) } }
    }

    subscript(kind: String) -> Int { entries.first { $0.0 == kind }?.1 ?? 0 }
    var total: Int { entries.reduce(0) { $0 + $1.1 } }
    var description: String { "{" + entries.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}" }
}

extension JSONValue {
    var arrayItems: [JSONValue] {
        if case let .array(items) = self { return items }
        return []
    }

    var intItems: [Int] { arrayItems.compactMap { $0.intValue } }

    var intValue: Int? {
        if case let .number(number) = self { return number.int }
        return nil
    }

    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
