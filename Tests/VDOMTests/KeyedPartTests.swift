import XCTest
@testable import VDOM
import VDOMFuzz

/// Lists without keys pair their middles by position (``ChildPairing/pairMiddleByPosition()``) until an
/// app first gives a key; then by identity. For lists without keys the two must agree exactly, whatever
/// the prefix and suffix left as the middle.
final class KeyedPartTests: XCTestCase {
    func testPositionsPairUnkeyedMiddlesAsIdentitiesDo() {
        var random = SplitMix(seed: 29)
        var compared = 0
        for _ in 0..<5_000 {
            let old = (0..<(1 + random.below(9))).map { LiveNode(kind: .element, id: NodeID(UInt32($0 + 1)), key: nil, namespace: .html, parent: nil) }
            let new = (0..<(1 + random.below(9))).map { _ in Node(Element("p")) }
            var pairing = ChildPairing(old: old, new: new)
            pairing.pairPrefix { _, _ in random.below(3) != 0 }
            pairing.pairSuffix { _, _ in random.below(3) != 0 }
            guard pairing.start <= pairing.oldEnd && pairing.start <= pairing.newEnd else { continue }
            let byPosition = pairing.pairMiddleByPosition(), byIdentity = pairing.pairMiddleByIdentity()
            XCTAssertEqual(byPosition.positions, byIdentity.positions, "\(old.count) → \(new.count) from \(pairing.start)")
            XCTAssertEqual(byPosition.survivors, byIdentity.survivors)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 2_000)
    }

    /// Keyed middles pair their ends first, then look the rest up: every old child gets the position of
    /// the new child with its key, whichever way it was found, for shuffles, moves to either end, swaps,
    /// reversals, insertions and removals.
    func testKeyedMiddlesPairEveryChildWithItsKey() {
        var random = SplitMix(seed: 31)
        for round in 0..<5_000 {
            let pool = Array(0..<(2 + random.below(12)))
            let oldKeys = pool.filter { _ in random.below(5) != 0 }
            var newKeys = pool.filter { _ in random.below(5) != 0 }
            switch round % 4 {
            case 0: newKeys.shuffle(using: &random)
            case 1: newKeys.reverse()
            case 2 where newKeys.count > 1: newKeys.swapAt(0, newKeys.count - 1)
            default: if let first = newKeys.first { newKeys.removeFirst(); newKeys.append(first) }
            }
            let old = oldKeys.enumerated().map { LiveNode(kind: .element, id: NodeID(UInt32($0.offset + 1)), key: .int($0.element), namespace: .html, parent: nil) }
            let new = newKeys.map { Node(Element("p").key(.int($0))) }
            var pairing = ChildPairing(old: old, new: new)
            pairing.pairPrefix { _, _ in true }
            pairing.pairSuffix { _, _ in true }
            guard pairing.start <= pairing.oldEnd && pairing.start <= pairing.newEnd else { continue }
            let middle = pairing.start...pairing.newEnd
            let expected = (pairing.start...pairing.oldEnd).map { index in
                middle.first { newKeys[$0] == oldKeys[index] } ?? -1
            }
            let paired = pairing.pairMiddleByIdentity()
            XCTAssertEqual(paired.positions, expected, "\(oldKeys) → \(newKeys)")
            XCTAssertEqual(paired.survivors, expected.filter { $0 >= 0 }.count)
        }
    }

    func testTheFirstKeyInstallsThePart() {
        // Earlier tests may have given keys: start from a process that has not.
        Features.installed.keyed = nil
        _ = div { "x" }
        XCTAssertNil(Features.installed.keyed, "an element without a key installs nothing")
        _ = div { "x" }.key(.int(1))
        XCTAssertNotNil(Features.installed.keyed)
    }
}
