/// A small seeded random generator (SplitMix64): the same seed gives the same numbers on every platform
/// and every run, so a case is named by its seed and number alone; tests draw their "random" numbers
/// from it too.
public struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The generator for case `index` of a run with `seed`: each case draws from its own stream, so one
    /// case can be made again without making the ones before it.
    public init(seed: UInt64, case index: Int) {
        var mixer = SplitMix(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True once in `n` draws, on average.
    public mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    /// True with probability `chance`.
    public mutating func chance(_ chance: Double) -> Bool { Double(next() >> 11) < chance * 0x1p53 }

    public mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    public mutating func shuffle<T>(_ items: inout [T]) {
        for index in items.indices.reversed() { items.swapAt(index, below(index + 1)) }
    }
}
