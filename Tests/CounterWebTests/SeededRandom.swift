import CounterModel
import VDOMFuzz

/// A random source drawing from a seeded generator, so "Randomize" draws the same numbers on every run
/// and platform.
func seededRandom(_ seed: UInt64) -> RandomSource {
    var generator = SplitMix(seed: seed)
    return RandomSource { range in Int.random(in: range, using: &generator) }
}
