"""Confidence intervals for the tournaments of both engines."""

from __future__ import annotations

import math


def wilson_interval(rate: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval of a proportion observed over ``n`` trials.

    >>> [round(x, 3) for x in wilson_interval(0.5, 100)]
    [0.404, 0.596]
    """
    if n == 0:
        return (0.0, 1.0)
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    spread = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - spread), min(1.0, centre + spread))
