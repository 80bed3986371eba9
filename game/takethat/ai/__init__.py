"""Take That computer players. Each one sees only a ``TakeThatView`` and a seeded generator."""

from __future__ import annotations

from collections.abc import Callable

from game.takethat.ai.base import Player
from game.takethat.ai.easy import EasyPlayer
from game.takethat.ai.medium import MediumPlayer
from game.takethat.ai.random_player import RandomPlayer

LEVELS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
}
"""Level name → factory."""


def make_player(level: str) -> Player:
    """A new player of ``level``; raise ``ValueError`` for an unknown level."""
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown level {level!r}: choose {', '.join(LEVELS)}") from None


__all__ = ["LEVELS", "Player", "make_player"]
