import VDOM

/// How many operations of each kind a patch list holds, or how many DOM writes applying it took.
///
/// Kinds are named as in reconciliation cases: `create_element`, `create_text`, `create_comment`,
/// `insert`, `moves`, `remove`, `replace`, `clear`, `set_text`, `set_attr`, `remove_attr`,
/// `set_prop:NAME` (setting and resetting a property alike), `set_style`, `remove_style`, `set_class`,
/// `add_listener`, `remove_listener`, `set_inner_html`, `call_method`. Kinds keep the order they first
/// appeared in; equality ignores that order.
public struct OperationCounts: Equatable, CustomStringConvertible, ExpressibleByDictionaryLiteral {
    /// Kinds and counts, in the order each kind first appeared.
    public private(set) var entries: [(kind: String, count: Int)] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, Int)...) {
        for (kind, count) in elements { add(kind, count) }
    }

    /// The counts of the operations in `patches`.
    public init(of patches: [Patch]) {
        for patch in patches { add(OperationCounts.kind(of: patch)) }
    }

    /// The count of one kind (0 when absent).
    public subscript(kind: String) -> Int {
        entries.first { $0.kind == kind }?.count ?? 0
    }

    /// The sum over every kind.
    public var total: Int { entries.reduce(0) { $0 + $1.count } }

    public mutating func add(_ kind: String, _ count: Int = 1) {
        if let index = entries.firstIndex(where: { $0.kind == kind }) {
            entries[index].count += count
        } else {
            entries.append((kind, count))
        }
    }

    /// The kind name of one patch.
    public static func kind(of patch: Patch) -> String {
        switch patch {
        case .createElement: return "create_element"
        case .createText: return "create_text"
        case .createComment: return "create_comment"
        case .insert: return "insert"
        case .move: return "moves"
        case .remove: return "remove"
        case .replace: return "replace"
        case .clear: return "clear"
        case .setText: return "set_text"
        case .setAttribute: return "set_attr"
        case .removeAttribute: return "remove_attr"
        case .setClass: return "set_class"
        case let .setProperty(_, name, _), let .removeProperty(_, name): return "set_prop:\(name)"
        case .setStyle: return "set_style"
        case .removeStyle: return "remove_style"
        case .addListener: return "add_listener"
        case .removeListener: return "remove_listener"
        case .setInnerHTML: return "set_inner_html"
        case .callMethod: return "call_method"
        case .defineTemplate: return "define_template"
        case .copyTemplate: return "copy_template"
        }
    }

    public static func == (a: OperationCounts, b: OperationCounts) -> Bool {
        let kinds = Set(a.entries.map { $0.kind }).union(b.entries.map { $0.kind })
        return kinds.allSatisfy { a[$0] == b[$0] }
    }

    /// `[insert: 2, moves: 1]`, in first-appearance order.
    public var description: String {
        entries.isEmpty ? "[:]" : "[" + entries.map { "\($0.kind): \($0.count)" }.joined(separator: ", ") + "]"
    }
}
