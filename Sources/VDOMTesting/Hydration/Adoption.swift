import VDOM

/// A pre-rendered page's first frame being applied by adoption (`docs/patch-format.md`, "Adoption of a
/// pre-rendered page"): where each creation looks in the page, what it took or made, and what will be
/// reported once the frame is in. The DOM's side of it is in `TestDOM+Adoption.swift`.
final class Adoption {
    /// An element the frame created and has not inserted yet (the container first, innermost last), with
    /// the page's next child not yet taken. An element the adoption made has no page children to take
    /// (`adopts` is false): its children are all new.
    struct Open {
        let node: TestNode
        var next: TestNode?
        let adopts: Bool
    }

    /// Where a report points: a node, whose path is read once the frame is in (so new nodes count among
    /// their siblings and removed ones do not), or the path a node had before it was removed.
    enum Place {
        case node(TestNode)
        case path(String)
    }

    /// An attribute of a taken element the frame wrote, with its value before the frame: compared with
    /// the value the frame leaves, as the page compares the first mutation record of each.
    struct AttributeWrite {
        let element: TestNode
        let namespace: String?
        /// The name without a prefix for a namespaced attribute, else the name as the element stores it.
        let localName: String
        let before: String?

        var now: String? { Adoption.value(of: localName, namespace: namespace, on: element) }

        /// The qualified name (`xlink:href`) when the element has the attribute, as reports name it.
        var name: String {
            guard let namespace else { return localName }
            return element.attributeStorage.first { $0.namespace == namespace && $0.localName == localName }?.name ?? localName
        }
    }

    /// A form control taken, with its state in the page (what a person may have changed) and the state
    /// its attributes gave it on parsing.
    struct Control {
        let node: TestNode
        let names: [String]
        let page: [PropertyValue?]
        let parsed: [PropertyValue?]
    }

    var open: [Open]
    /// The page's nodes the frame took, in the order it took them.
    private(set) var taken: [TestNode] = []
    private var takenIDs: Set<ObjectIdentifier> = []
    /// The nodes the adoption made, for the count of those still in the page at the end.
    var made: [TestNode] = []
    /// Extras removed (the page's nodes nothing took).
    var removed = 0
    /// The new nodes put before a page node nothing has taken yet: missing if something takes it, in its
    /// place (the first of them) if it is extra.
    var waiting: [ObjectIdentifier: [TestNode]] = [:]
    var reports: [(place: Place, message: String)] = []
    /// The first write of each attribute of a taken element, in the order the frame made them.
    var writes: [AttributeWrite] = []
    var controls: [Control] = []
    /// Every text of a copy taken, with the data the page gave it.
    var copyTexts: [(node: TestNode, page: String)] = []

    /// Whitespace straight in the container: the page's own formatting (the parser puts what follows
    /// `</body>` into the body), never the view's, passed over and left where it is.
    private let spacing: Set<ObjectIdentifier>

    init(container: TestNode) {
        spacing = Set(container.children.filter { $0.kind == .text && $0.data.allSatisfy(\.isWhitespace) }.map(ObjectIdentifier.init))
        open = []
        open = [Open(node: container, next: skip(container.children.first), adopts: true)]
    }

    /// `node`, or the first node after it that is not the container's whitespace.
    func skip(_ node: TestNode?) -> TestNode? {
        var node = node
        while let current = node, spacing.contains(ObjectIdentifier(current)) { node = current.nextSibling }
        return node
    }

    func isTaken(_ node: TestNode) -> Bool { takenIDs.contains(ObjectIdentifier(node)) }

    func take(_ node: TestNode) {
        taken.append(node)
        takenIDs.insert(ObjectIdentifier(node))
    }

    func report(_ place: Place, _ message: String) {
        reports.append((place, message))
    }

    /// Notes the first write of an attribute of a taken element, with its value before it.
    func noteWrite(of name: String, namespace: String?, on element: TestNode, before: String?) {
        let localName = namespace == nil ? element.attributeKey(name) : TestAttribute(namespace: namespace, name: name, value: "").localName
        if writes.contains(where: { $0.element === element && $0.namespace == namespace && $0.localName == localName }) { return }
        writes.append(AttributeWrite(element: element, namespace: namespace, localName: localName, before: before))
    }

    /// Whether the frame wrote the attribute `name` (without a namespace) of `element`.
    func wrote(_ name: String, on element: TestNode) -> Bool {
        writes.contains { $0.element === element && $0.namespace == nil && $0.localName == name }
    }

    static func value(of localName: String, namespace: String?, on element: TestNode) -> String? {
        namespace.map { element.attribute(localName, namespace: $0) } ?? element.attribute(localName)
    }
}

/// What adopting a pre-rendered page did (``TestDOM/adoptionCounts``): a page that matches its view's first
/// frame is taken whole, with nothing created and nothing removed.
public struct AdoptionCounts: Equatable, CustomStringConvertible {
    /// The page's nodes the frame took instead of creating them.
    public var taken = 0
    /// The nodes the adoption made that are in the page after the frame, counted as the page counts its
    /// calls that make nodes: one for each element, text or comment created, and one for a template's copy
    /// (a single `cloneNode`). An empty text is always made (HTML cannot hold one); a template's own copy of
    /// taken nodes, which the page keeps out of the document, is not counted.
    public var created = 0
    /// The page's nodes removed because nothing took them (the separators between texts aside, and the
    /// text a text area holds as its value on parsing).
    public var removed = 0

    public init(taken: Int = 0, created: Int = 0, removed: Int = 0) {
        self.taken = taken
        self.created = created
        self.removed = removed
    }

    public var description: String { "taken \(taken), created \(created), removed \(removed)" }
}
