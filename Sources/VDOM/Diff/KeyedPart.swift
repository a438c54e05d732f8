/// What lists with keys need beyond what every list needs: pairing the middles of two lists by identity
/// (``ChildPairing/pairMiddleByIdentity()``) and the fewest moves (``longestIncreasingSubsequence(_:)``);
/// with it, the `prepare` hook that checks for a key given twice (``Features/installKeyed()``). Installed
/// by the first key given (`.key(_:)`, a component's or a
/// template use's `key:`), so an app whose lists have no keys links none of it.
///
/// Until then no child has a key, every child's identity is its position, and the middles of two lists
/// pair by position: child `i` with child `i`. Survivors then keep their order, so nothing moves and the
/// subsequence is never asked for; and no key can repeat.
struct KeyedPart {
    let pairMiddle: (ChildPairing) -> (positions: [Int], survivors: Int) = { $0.pairMiddleByIdentity() }
    let longestIncreasingSubsequence: ([Int]) -> [Int] = VDOM.longestIncreasingSubsequence
}
