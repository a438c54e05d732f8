"""Medians, quartiles and the benchmark's weighted geometric mean."""

import math


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
