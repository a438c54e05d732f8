import Observing

/// What a renderer holds, counted.
///
/// A page that shows the same thing again holds the same again: after a list is created and cleared, the
/// counts are what the first such cycle left, however many cycles follow. Tests compare them across cycles
/// (``Renderer/counts``), so a leak shows as a number that grows, not as a page that slows down one day.
/// Counting walks the live tree; nothing is counted while the renderer works, and an app that never asks
/// carries none of this code.
public struct RendererCounts: Equatable {
    /// Live nodes in the rendered tree, of every kind: elements, texts, comments, holes, components and
    /// template uses (a use is one node however many DOM nodes it stands for).
    public var liveNodes = 0
    /// Node ids in use: the DOM nodes the page keeps by id for the renderer.
    public var idsInUse = 0
    /// Ids free to be handed out again.
    public var freeIDs = 0
    /// Ids handed out so far, in use or free: the largest the page's table of nodes has been. Every one is
    /// either in use or free.
    public var issuedIDs = 0
    /// Observation scopes: components, and template uses whose holes read the model.
    public var scopes = 0
    /// Scopes waiting on a model change (with a subscription that has not fired).
    public var subscriptions = 0
    /// Scopes waiting to render again.
    public var dirty = 0
    /// Event handlers of the live elements. (A template's handlers belong to the template, which all its
    /// uses share.)
    public var handlers = 0
    /// Uses of templates.
    public var templateUses = 0
    /// Templates the page holds.
    public var templates = 0
    /// Live nodes of subtrees that frames removed, kept until ``Renderer/freeRemovedNodes()`` or the next
    /// render frees them.
    public var awaitingFree = 0
}

extension RendererCounts {
    /// Counts what `tree` holds and the tree under `root` (the container's one child).
    init(root: LiveNode?, tree: LiveTree, templates: Int, dirty: Int) {
        if let root { Self.walk(root) { self.count($0) } }
        var released = tree.releasedRoots
        while let root = released {
            Self.walk(root) { _ in self.awaitingFree += 1 }
            released = root.nextSibling
        }
        idsInUse = tree.liveDOMNodeCount
        freeIDs = tree.ids.freeCount
        issuedIDs = tree.ids.issued
        self.templates = templates
        self.dirty = dirty
    }

    private mutating func count(_ node: LiveNode) {
        liveNodes += 1
        if node.kind == .template { templateUses += 1 }
        if let element = node.element { handlers += element.listeners.count }
        guard let scope = node.component else { return }
        scopes += 1
        if scope.subscription?.isActive == true { subscriptions += 1 }
    }

    /// Calls `body` with `root` and every node under it, without following `root`'s own next sibling (for a
    /// released root, the next released root).
    private static func walk(_ root: LiveNode, _ body: (LiveNode) -> Void) {
        var node = root
        while true {
            body(node)
            if let child = node.firstChild {
                node = child
                continue
            }
            while node !== root && node.nextSibling == nil { node = node.parent! }
            if node === root { return }
            node = node.nextSibling!
        }
    }
}
