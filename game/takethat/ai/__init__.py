"""Take That computer players. Each one sees only a ``TakeThatView`` and a seeded generator."""

from __future__ import annotations

from collections.abc import Callable

from game.takethat.ai.base import Player
from game.takethat.ai.easy import EasyPlayer
from game.takethat.ai.hard import HardPlayer
from game.takethat.ai.medium import MediumPlayer
from game.takethat.ai.random_player import RandomPlayer

LEVELS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
}
"""Level name → factory. The match command and the client choose players from here."""


def make_player(level: str) -> Player:
    """A new player of ``level``; raise ``ValueError`` for an unknown level.

    Two more spellings of the hard level, as for Schotten Totten: ``hard@MS`` thinks for
    at most MS milliseconds per decision instead of the default, and ``hard#N`` (also
    written ``hard:N``) searches exactly N samples
    with no clock, so its games can be replayed exactly on any machine.
    """
    if level.startswith("hard@"):
        milliseconds = _number(level[5:], float)
        if not 0 < milliseconds <= 60_000:
            raise ValueError(f"bad budget in {level!r}: use hard@MS with MS in 1-60000")
        return HardPlayer(budget_ms=milliseconds)
    if level.startswith(("hard#", "hard:")):
        samples = int(_number(level[5:], int))
        if not 1 <= samples <= 100_000:
            raise ValueError(f"bad sample count in {level!r}: use hard#N with N in 1-100000")
        return HardPlayer(budget_ms=None, samples=samples)
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(
            f"unknown level {level!r}: choose {', '.join(LEVELS)}, hard@MS or hard#N") from None


def _number(text: str, kind: Callable[[str], float]) -> float:
    try:
        value = kind(text)
    except ValueError:
        return -1.0
    return value if value == value else -1.0


__all__ = ["LEVELS", "Player", "make_player"]
