/// Pairs an element's new children with its live ones: the one pairing the render pass (to find the live
/// component a new one may keep) and the diff (to update, move, create and remove) both use.
///
/// Children pair by ``ChildIdentity``. The common prefix and suffix pair by position, with no table built;
/// only the children between are looked up by identity, so removing or appending rows builds no table at
/// all. The ends stop where the caller's `keep` says a pair cannot keep its place (the diff: a type change
/// with a hole on one side); such a pair is then found again in the middle.
struct ChildPairing {
    let oldIDs: [ChildIdentity]
    let newIDs: [ChildIdentity]
    /// The pairs before `start` are the prefix.
    private(set) var start: Int
    /// The last old and new children of the middle: the pairs after them are the suffix.
    private(set) var oldEnd: Int
    private(set) var newEnd: Int

    /// `start`: how many leading pairs the caller already knows to agree (the render pass checks the
    /// leading keys before it pairs anything).
    init(old: [LiveNode], new: [Node], start: Int = 0) {
        oldIDs = ChildIdentity.of(old)
        newIDs = ChildIdentity.of(new)
        self.start = start
        oldEnd = old.count - 1
        newEnd = new.count - 1
    }

    /// Extends the prefix while the identities agree and `keep(old, new)` says the pair keeps its place.
    mutating func pairPrefix(while keep: (_ old: Int, _ new: Int) -> Bool) {
        while start <= oldEnd && start <= newEnd && oldIDs[start] == newIDs[start] && keep(start, start) {
            start += 1
        }
    }

    /// Extends the suffix while the identities agree and `keep(old, new)` says the pair keeps its place.
    mutating func pairSuffix(while keep: (_ old: Int, _ new: Int) -> Bool) {
        while start <= oldEnd && start <= newEnd && oldIDs[oldEnd] == newIDs[newEnd] && keep(oldEnd, newEnd) {
            oldEnd -= 1
            newEnd -= 1
        }
    }

    /// For each old child of the middle, in order, its partner's position in the new list, or -1; and how
    /// many have one. Neither middle may be empty.
    func pairMiddle() -> (positions: [Int], survivors: Int) {
        Features.installed.keyed?.pairMiddle(self) ?? pairMiddleByPosition()
    }

    /// ``pairMiddle()`` while no child has ever had a key (``KeyedPart``): every identity is a position, so
    /// old child `i` pairs with new child `i` where the new middle has one.
    func pairMiddleByPosition() -> (positions: [Int], survivors: Int) {
        var positions = [Int](repeating: -1, count: oldEnd - start + 1)
        var survivors = 0
        for index in start...min(oldEnd, newEnd) {
            positions[index - start] = index
            survivors += 1
        }
        return (positions, survivors)
    }

    /// ``pairMiddle()`` for lists with keys. The middle's ends pair first, each old end with the new end
    /// of the same identity (a child moved to the far end, two swapped, a reversed run), with no table
    /// built; only what is left between them is indexed by identity. Identities are unique among
    /// siblings, so a child paired at an end has no other partner.
    func pairMiddleByIdentity() -> (positions: [Int], survivors: Int) {
        var positions = [Int](repeating: -1, count: oldEnd - start + 1)
        var survivors = 0
        var (oldFirst, oldLast, newFirst, newLast) = (start, oldEnd, start, newEnd)
        while oldFirst <= oldLast && newFirst <= newLast {
            if oldIDs[oldFirst] == newIDs[newFirst] {
                positions[oldFirst - start] = newFirst
                oldFirst += 1
                newFirst += 1
            } else if oldIDs[oldLast] == newIDs[newLast] {
                positions[oldLast - start] = newLast
                oldLast -= 1
                newLast -= 1
            } else if oldIDs[oldFirst] == newIDs[newLast] {
                positions[oldFirst - start] = newLast
                oldFirst += 1
                newLast -= 1
            } else if oldIDs[oldLast] == newIDs[newFirst] {
                positions[oldLast - start] = newFirst
                oldLast -= 1
                newFirst += 1
            } else {
                break
            }
            survivors += 1
        }
        guard oldFirst <= oldLast && newFirst <= newLast else { return (positions, survivors) }
        var newIndex = IdentityTable(newIDs, count: newLast - newFirst + 1)
        for index in newFirst...newLast { _ = newIndex.insert(index) }
        for index in oldFirst...oldLast {
            if let position = newIndex.position(of: oldIDs[index]) {
                positions[index - start] = position
                survivors += 1
            }
        }
        return (positions, survivors)
    }
}

/// How a child is matched with its previous self: by key, or, for a child without a key, by its position
/// among the unkeyed siblings (holes included).
///
/// This is the rule for mixed lists: keyed children follow their keys wherever they move, and the unkeyed
/// ones keep matching in order around them, so inserting a keyed child never re-creates an unkeyed one
/// and no keyed node ever loses its identity.
enum ChildIdentity: Equatable {
    case key(Key)
    case slot(Int)

    /// The identities of live children, in order.
    static func of(_ live: [LiveNode]) -> [ChildIdentity] {
        var identities = Identities(count: live.count)
        for node in live { identities.add(node.key) }
        return identities.result
    }

    /// The identities of new children, in order.
    static func of(_ nodes: [Node]) -> [ChildIdentity] {
        var identities = Identities(count: nodes.count)
        for node in nodes { identities.add(node.key) }
        return identities.result
    }

    /// Numbers the unkeyed children as it goes. (Taking the keys as an array would make the wasm build
    /// carry an array type, and a `map` to it, for this alone.)
    private struct Identities {
        var result: [ChildIdentity] = []
        var unkeyed = 0

        init(count: Int) { result.reserveCapacity(count) }

        mutating func add(_ key: Key?) {
            if let key {
                result.append(.key(key))
            } else {
                result.append(.slot(unkeyed))
                unkeyed += 1
            }
        }
    }
}
