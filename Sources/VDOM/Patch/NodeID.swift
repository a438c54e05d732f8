/// A DOM node's number, chosen by the Swift side so a whole frame can create and address nodes without
/// waiting for an answer. `0` is the container the view is mounted in. A removed node's number is reused
/// only by a later frame.
public struct NodeID: Hashable, Comparable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let rawValue: UInt32

    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    public init(integerLiteral value: UInt32) { rawValue = value }

    /// The element the view is mounted into.
    public static let container = NodeID(0)

    public static func < (a: NodeID, b: NodeID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// Hands out node ids, reusing the ids of removed nodes once their frame is over.
struct NodeIDAllocator {
    private var next: UInt32 = 1
    private var free: [NodeID] = []
    private var releasedThisFrame: [NodeID] = []

    mutating func allocate() -> NodeID {
        if let id = free.popLast() { return id }
        defer { next += 1 }
        return NodeID(next)
    }

    mutating func release(_ id: NodeID) {
        releasedThisFrame.append(id)
    }

    /// How many ids were ever handed out: the highest id in use or free.
    var issued: Int { Int(next - 1) }

    /// How many ids wait to be handed out again, this frame's releases included.
    var freeCount: Int { free.count + releasedThisFrame.count }

    /// Makes this frame's released ids available (a frame never reuses an id it removed) and returns them.
    mutating func endFrame() -> [NodeID] {
        free.append(contentsOf: releasedThisFrame)
        defer { releasedThisFrame = [] }
        return releasedThisFrame
    }
}
