"""Computer players. Each one sees only a ``PlayerView`` and a seeded random generator."""

from __future__ import annotations

import math
from collections.abc import Callable

from game.schotten.ai.base import Player
from game.schotten.ai.easy import EasyPlayer
from game.schotten.ai.hard import MAX_SAMPLES, HardPlayer
from game.schotten.ai.medium import MediumPlayer
from game.schotten.ai.random_player import RandomPlayer

LEVELS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer.level,
    "hard": HardPlayer,
}
"""Level name → factory. The match command and the client choose players from here."""


def make_player(level: str) -> Player:
    """A new player of ``level``; raise ``ValueError`` for an unknown level.

    ``hard@MS`` is the hard level searching for MS milliseconds per decision, with no
    sample limit. ``hard#N`` is the hard level with exactly N samples per play decision
    and no clock at all: its play depends only on the view and the generator, whatever
    the machine's load, so its strength can be measured. The default level is
    ``hard#6`` with a clock as a safety net (``hard.DEFAULT_BUDGET_MS``) that six
    samples rarely reach (see docs/ai.md, *Decision time*).
    """
    name, _, count = level.partition("#")
    if name == "hard" and count:
        samples = int(count) if count.isdigit() else 0
        if not 1 <= samples <= 1000:
            raise ValueError(f"bad sample count in {level!r}: use hard#N with N in 1-1000")
        return HardPlayer(budget_ms=math.inf, samples=samples)
    name, _, budget = level.partition("@")
    if name == "hard" and budget:
        try:
            milliseconds = float(budget)
        except ValueError:
            milliseconds = -1.0
        if not 0 < milliseconds <= 60_000:
            raise ValueError(f"bad budget in {level!r}: use hard@MS with MS in 1-60000")
        return HardPlayer(budget_ms=milliseconds, samples=MAX_SAMPLES)
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(
            f"unknown level {level!r}: choose {', '.join(LEVELS)}, hard@MS or hard#N") from None


__all__ = ["LEVELS", "Player", "make_player"]
