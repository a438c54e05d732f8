/// Marks a longest increasing subsequence of `sources`, ignoring entries of `-1`.
///
/// Used by the keyed diff: `sources[i]` is the old position of the node now at new position `i`, or `-1`
/// for a new node. Nodes on the subsequence keep their relative order, so only the others move; the
/// number of moves, `count of non-negative entries − LIS length`, is the least any diff can do.
///
/// - Returns: 1 at each position that is on the subsequence, 0 elsewhere (`Int`, an element type the diff
///   already holds arrays of, so the wasm build carries no array code for another).
/// - Complexity: O(n log n).
func longestIncreasingSubsequence(_ sources: [Int]) -> [Int] {
    let n = sources.count
    var onSequence = [Int](repeating: 0, count: n)
    // tails[k]: index into `sources` of the smallest tail of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: n)
    tails.reserveCapacity(n)
    for i in 0..<n {
        let value = sources[i]
        if value < 0 { continue }
        var low = 0
        var high = tails.count
        while low < high {
            let mid = (low + high) / 2
            if sources[tails[mid]] < value { low = mid + 1 } else { high = mid }
        }
        if low > 0 { previous[i] = tails[low - 1] }
        if low == tails.count { tails.append(i) } else { tails[low] = i }
    }
    var i = tails.last ?? -1
    while i >= 0 {
        onSequence[i] = 1
        i = previous[i]
    }
    return onSequence
}
