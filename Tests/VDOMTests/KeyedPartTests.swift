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

    func testTheFirstKeyInstallsThePart() {
        // Earlier tests may have given keys: start from a process that has not.
        Features.installed.keyed = nil
        _ = div { "x" }
        XCTAssertNil(Features.installed.keyed, "an element without a key installs nothing")
        _ = div { "x" }.key(.int(1))
        XCTAssertNotNil(Features.installed.keyed)
    }
}
