"""The statistics `make bench` prints: quartiles, the weighted geometric mean and its bootstrap interval."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Benchmarks", "scripts"))
import stats  # noqa: E402


class StatsTests(unittest.TestCase):
    def test_quartiles_interpolate_between_ranks(self):
        self.assertEqual(stats.summary([4, 1, 3, 2]), (2.5, 1.75, 3.25))

    def test_weighted_geomean_skips_missing_ratios(self):
        self.assertAlmostEqual(stats.weighted_geomean([2, 8, float("nan")], [1, 1, 5]), 4.0)
        self.assertAlmostEqual(stats.weighted_geomean([2, 8], [3, 1]), 2 ** 1.5)

    def test_samples_that_do_not_vary_give_a_point(self):
        low, high = stats.geomean_interval([([10, 10, 10], [20, 20, 20]), ([5, 5], [5, 5])], [1, 1])
        self.assertAlmostEqual(low, 2 ** 0.5)
        self.assertAlmostEqual(high, 2 ** 0.5)

    def test_the_interval_holds_the_ratio_and_repeats(self):
        vanilla = [100, 104, 98, 150, 160, 101, 155, 99, 148, 103]
        swift = [120, 180, 118, 125, 190, 121, 185, 119, 177, 124]
        first = stats.geomean_interval([(vanilla, swift)], [1])
        self.assertEqual(first, stats.geomean_interval([(vanilla, swift)], [1]))
        low, high = first
        self.assertLess(low, stats.median(swift) / stats.median(vanilla))
        self.assertGreater(high, stats.median(swift) / stats.median(vanilla))
        self.assertLess(high - low, 1.0)


if __name__ == "__main__":
    unittest.main()
