import JSON
import Observing
import VDOM
import VDOMTesting

/// Runs reconciliation cases through the real toolkit: each `render` step goes through a `Renderer`
/// (mounting again diffs against the previous render), its patches are applied to a ``TestDOM``, and the
/// answer reports the patch list's operation counts, the DOM writes made, and a snapshot of the DOM.
///
/// One line in, one line out:
///
/// ```
/// {"id":"t1","steps":[{"render":{"tag":"p","children":[{"text":"a"}]}}]}
/// {"id":"t1","steps":[{"ops":{"create_element":1,"create_text":1,"insert":2},"dom":[…]}]}
/// ```
///
/// Steps: `render` (answer `ops`, `writes` when they differ from `ops`, `dom`), `user` (set a property
/// as the user would, then dispatch an optional event; answer `calls`), `dispatch` (answer `calls`),
/// `note` (answer `{}`). A case the toolkit rejects answers `{"id", "error", "step"}`; a line that is not
/// a case answers `{"id": null or the id, "error"}`. No input makes the runner stop.
public enum CaseRunner {
    /// The answer to one input line, as one line of JSON.
    public static func answer(_ line: String) -> String {
        let json: JSONValue
        do {
            // Cases nest vnodes deeper than a page's data does; the runner has a Linux stack.
            json = try JSONValue.parse(Text(line), maxDepth: 2_000)
        } catch {
            return errorAnswer(id: nil, CaseError(error.description))
        }
        guard case .object = json else {
            return errorAnswer(id: nil, CaseError("a case is a JSON object, not \(json.kindName)"))
        }
        let id = json["id"]
        guard let id else { return errorAnswer(id: nil, CaseError("a case needs an \"id\"")) }
        guard case let .array(steps)? = json["steps"] else {
            return errorAnswer(id: id, CaseError("a case needs \"steps\", an array"))
        }
        do {
            let answers = try run(steps)
            return "{\"id\":\(id.jsonText),\"steps\":[\(answers.joined(separator: ","))]}"
        } catch {
            return errorAnswer(id: id, error)
        }
    }

    private static func errorAnswer(id: JSONValue?, _ error: CaseError) -> String {
        var out = "{\"id\":\(id?.jsonText ?? "null"),\"error\":\(JSON.string(error.message))"
        if let step = error.step { out += ",\"step\":\(step)" }
        return out + "}"
    }

    /// Runs the steps of one case from an empty container; returns one answer per step.
    static func run(_ steps: [JSONValue]) throws(CaseError) -> [String] {
        let running = RunningCase()
        var answers: [String] = []
        answers.reserveCapacity(steps.count)
        for (index, step) in steps.enumerated() {
            do {
                answers.append(try running.answer(step))
            } catch {
                var located = error
                located.step = index
                throw located
            }
        }
        return answers
    }
}

/// The state of one running case: its renderer, DOM and call log.
private final class RunningCase {
    let log = CallLog()
    let dom = TestDOM()
    let renderer: Renderer
    var frame: [Patch] = []

    init() {
        renderer = Renderer(scheduler: Scheduler()) { _ in }
        renderer.sink = .collecting { [weak self] frame in self?.frame = frame.patches }
        dom.renderer = renderer
    }

    func answer(_ step: JSONValue) throws(CaseError) -> String {
        guard case let .object(members) = step else { throw CaseError("a step is an object, not \(step.kindName)") }
        guard members.count == 1, let (kind, body) = members.first else {
            throw CaseError("a step has exactly one of \"render\", \"user\", \"dispatch\", \"note\"; this one has "
                + (members.isEmpty ? "none" : members.map { "\"\($0.0)\"" }.joined(separator: ", ")))
        }
        switch kind {
        case "render": return try render(body)
        case "user": return try user(body)
        case "dispatch": return try dispatch(body)
        case "note": return "{}"
        default: throw CaseError("unknown step \"\(kind)\"")
        }
    }

    private func render(_ vnode: JSONValue) throws(CaseError) -> String {
        let node = try VNodeReader(log: log).node(vnode, at: [0])
        frame = []
        do {
            try renderer.mount { node }
        } catch {
            throw CaseError(error.description)
        }
        let writes: OperationCounts
        do {
            writes = try dom.apply(frame)
        } catch {
            throw CaseError("the test DOM refused the frame: \(error)")
        }
        let ops = OperationCounts(of: frame)
        var out = "{\"ops\":\(RunningCase.json(ops))"
        if writes != ops { out += ",\"writes\":\(RunningCase.json(writes))" }
        return out + ",\"dom\":\(dom.snapshotJSON())}"
    }

    private func user(_ body: JSONValue) throws(CaseError) -> String {
        let fields = try object(body, step: "user", allowed: ["path", "prop", "value", "event"])
        let target = try node(at: fields["path"])
        guard case let .string(name)? = fields["prop"] else { throw CaseError("\"user\" needs \"prop\", a string") }
        guard target.kind == .element else { throw CaseError("\"user\" needs an element; the node at that path is not one") }
        let value: PropertyValue
        switch fields["value"] {
        case let .string(text)?: value = .string(String(text))
        case let .bool(flag)?: value = .bool(flag)
        case let .number(number)?: value = .number(number.double)
        case let other?: throw CaseError("\"value\" of \"user\" is \(other.kindName), not a string, boolean or number")
        case nil: throw CaseError("\"user\" needs \"value\"")
        }
        log.calls = []
        dom.userSet(String(name), to: value, of: target)
        switch fields["event"] {
        case nil, .null?: break
        case let .string(event)?: dom.dispatch(EventName(String(event)), at: target)
        case let other?: throw CaseError("\"event\" of \"user\" is \(other.kindName), not a string")
        }
        return calls()
    }

    private func dispatch(_ body: JSONValue) throws(CaseError) -> String {
        let fields = try object(body, step: "dispatch", allowed: ["path", "event"])
        let target = try node(at: fields["path"])
        guard case let .string(event)? = fields["event"] else { throw CaseError("\"dispatch\" needs \"event\", a string") }
        log.calls = []
        dom.dispatch(EventName(String(event)), at: target)
        return calls()
    }

    private func calls() -> String {
        "{\"calls\":[" + log.calls.map(JSON.string).joined(separator: ",") + "]}"
    }

    private func object(_ body: JSONValue, step: String, allowed: Set<Text>) throws(CaseError) -> JSONValue {
        guard case let .object(members) = body else { throw CaseError("\"\(step)\" is \(body.kindName), not an object") }
        for (name, _) in members where !allowed.contains(name) {
            throw CaseError("unknown field \"\(name)\" in a \"\(step)\" step")
        }
        return body
    }

    /// The node a path of child indices leads to from the container.
    private func node(at path: JSONValue?) throws(CaseError) -> TestNode {
        guard case let .array(items)? = path else { throw CaseError("a step needs \"path\", an array of child indices") }
        var indices: [Int] = []
        for item in items {
            guard case let .number(number) = item, let index = number.int, index >= 0, index < 1_000_000_000 else {
                throw CaseError("path \(path!.jsonText) holds \(item.jsonText), not a child index")
            }
            indices.append(index)
        }
        var node = dom.container
        for index in indices {
            guard node.rawHTML == nil, index < node.children.count else {
                throw CaseError("path \(pathText(indices)) points nowhere")
            }
            node = node.children[index]
        }
        if indices.isEmpty { throw CaseError("path [] points nowhere: a path starts at the container's children") }
        return node
    }

    private static func json(_ counts: OperationCounts) -> String {
        "{" + counts.entries.map { "\(JSON.string($0.kind)):\($0.count)" }.joined(separator: ",") + "}"
    }
}
