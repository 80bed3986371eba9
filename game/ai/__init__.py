"""Computer players. Each one sees only a ``PlayerView`` and a seeded random generator."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.base import Player
from game.ai.easy import EasyPlayer
from game.ai.hard import HardPlayer
from game.ai.medium import MediumPlayer
from game.ai.random_player import RandomPlayer

LEVELS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
}
"""Level name → factory. The match command and the client choose players from here."""


def make_player(level: str) -> Player:
    """A new player of ``level``; raise ``ValueError`` for an unknown level.

    ``hard@MS`` is the hard level with a thinking budget of MS milliseconds per
    decision instead of the default (for tournaments on a busy machine).
    """
    name, _, budget = level.partition("@")
    if name == "hard" and budget:
        try:
            milliseconds = float(budget)
        except ValueError:
            milliseconds = -1.0
        if not 0 < milliseconds <= 60_000:
            raise ValueError(f"bad budget in {level!r}: use hard@MS with MS in 1-60000")
        return HardPlayer(budget_ms=milliseconds)
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(
            f"unknown level {level!r}: choose {', '.join(LEVELS)} or hard@MS") from None


__all__ = ["LEVELS", "Player", "make_player"]
