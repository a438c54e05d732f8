"""Medians, quartiles, the benchmark's weighted geometric mean, and how far a run's ratios can be trusted."""

import math
import random


def quantile(samples, fraction):
    """Linear interpolation between closest ranks (the usual definition for quartiles)."""
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    position = fraction * (len(ordered) - 1)
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def median(samples):
    return quantile(samples, 0.5)


def summary(samples):
    """(median, first quartile, third quartile)."""
    return median(samples), quantile(samples, 0.25), quantile(samples, 0.75)


def weighted_geomean(values, weights):
    pairs = [(v, w) for v, w in zip(values, weights) if v and v > 0 and not math.isnan(v)]
    if not pairs:
        return float("nan")
    return math.exp(sum(w * math.log(v) for v, w in pairs) / sum(w for _, w in pairs))


def geomean(values):
    return weighted_geomean(values, [1.0] * len(values))


def geomean_interval(pairs, weights, resamples=2000, seed=1):
    """A 95 % bootstrap interval (low, high) for the weighted geometric mean of per-operation ratios
    `median(b) / median(a)`, where `pairs` holds each operation's samples `(a, b)`: every resample draws
    each operation's two sample lists again with replacement and recomputes the mean. Seeded, so one run's
    figures print the same interval every time."""
    rng = random.Random(seed)
    means = []
    for _ in range(resamples):
        ratios = [median(rng.choices(b, k=len(b))) / median(rng.choices(a, k=len(a))) for a, b in pairs]
        means.append(weighted_geomean(ratios, weights))
    return quantile(means, 0.025), quantile(means, 0.975)
