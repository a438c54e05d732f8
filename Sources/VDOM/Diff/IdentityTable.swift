/// Positions in a list of child identities, found by identity: the index the keyed diff, the pairing of
/// components and the duplicate-key check look children up in.
///
/// Open addressing over positions in the list it was made for, with hashes of its own: a `Dictionary`
/// would bring the standard library's generic table and hasher into the wasm build for this
/// (`docs/design.md`, the size rules).
struct IdentityTable {
    private let identities: [ChildIdentity]
    /// Position + 1 by hash slot; 0 is a free slot. Never more than half full.
    private var slots: [UInt32]

    /// An empty table for up to `count` positions of `identities`.
    init(_ identities: [ChildIdentity], count: Int) {
        self.identities = identities
        var capacity = 4
        while capacity < 2 * count { capacity *= 2 }
        slots = [UInt32](repeating: 0, count: capacity)
    }

    /// Adds `position`, unless an equal identity is in already: then returns that one's position.
    mutating func insert(_ position: Int) -> Int? {
        let (slot, existing) = find(identities[position])
        if existing == nil { slots[slot] = UInt32(position + 1) }
        return existing
    }

    /// The position of `identity`, if it was added.
    func position(of identity: ChildIdentity) -> Int? {
        find(identity).position
    }

    /// The slot holding `identity` and its position, or the free slot where it would go and nil.
    private func find(_ identity: ChildIdentity) -> (slot: Int, position: Int?) {
        let mask = slots.count - 1
        var slot = Int(Self.hash(identity) & UInt32(mask))
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if identities[position] == identity { return (slot, position) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    private static func hash(_ identity: ChildIdentity) -> UInt32 {
        var hash: UInt32
        switch identity {
        case let .slot(index):
            hash = UInt32(truncatingIfNeeded: index) ^ 0x5BD1_E995
        case let .key(.int(value)):
            hash = UInt32(truncatingIfNeeded: value) ^ UInt32(truncatingIfNeeded: value >> 32)
        case let .key(.string(text)):
            hash = text.bytesHash
        }
        // Spreads neighbouring integers (ids in a row) over the table.
        hash = (hash ^ (hash >> 16)) &* 0x45D9_F3B
        return hash ^ (hash >> 16)
    }
}
