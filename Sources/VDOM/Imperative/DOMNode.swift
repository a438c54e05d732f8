import Observing

/// A node of the page that imperative code holds (``DOMElement``, ``DOMText``): its id in the frames,
/// and where it is. Made by a ``DOMDocument``.
///
/// A node is detached until it is put into an element, and removed for good by ``remove()`` or when
/// what holds it goes (its parent removed, or the view's element it is inside): its id is then free
/// for the page to reuse, what it listened for and observed stops, and a write to it does nothing.
public class DOMNode: Equatable {
    let document: DOMDocument
    /// The node's number in the frames.
    public let id: NodeID
    /// The element it is in; `nil` while detached.
    public final internal(set) unowned(unsafe) var parent: DOMElement?
    final var state = State.detached

    enum State {
        /// Made, never put in an element.
        case detached
        case inserted
        /// Gone from the page: its id is free, and writes to it do nothing.
        case removed
    }

    init(document: DOMDocument, id: NodeID) {
        self.document = document
        self.id = id
    }

    /// Whether the node is gone from the page (``remove()``, or what held it went).
    public final var isRemoved: Bool { state == .removed }

    public static func == (a: DOMNode, b: DOMNode) -> Bool { a === b }

    /// Takes the node out of the page for good.
    public final func remove() {
        if refusesRemoval { return document.refuse("remove refused: the element belongs to the view that made it") }
        guard state != .removed else { return }
        if let parent {
            write(.remove(id))
            parent.children.removeAll { $0 === self }
        }
        forget()
    }

    /// Whether the node's place is not imperative code's to change (a view's element, the container).
    var refusesRemoval: Bool { false }

    /// Frees the node's id and what it holds; its DOM node is gone (removed, or about to be) with an
    /// ancestor's.
    func forget() {
        state = .removed
        parent = nil
        guard !document.isDetached else { return }
        document.renderer.tree.table[Int(id.rawValue)] = nil
        document.renderer.tree.ids.release(id)
    }

    /// Writes `patch` unless the node is gone.
    final func write(_ patch: @autoclosure () -> Patch) {
        if state != .removed { document.emit(patch()) }
    }
}

/// A text node imperative code made (``DOMDocument/createText(_:)``, ``DOMElement/append(_:)-…``).
public final class DOMText: DOMNode {
    /// Its text; setting it writes the page.
    public var text: Text {
        didSet { if text != oldValue { write(.setText(id, text)) } }
    }

    init(document: DOMDocument, id: NodeID, text: Text) {
        self.text = text
        super.init(document: document, id: id)
    }
}
