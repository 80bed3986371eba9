"""Computer players. Each one sees only a ``PlayerView`` and a seeded random generator."""

from __future__ import annotations

from collections.abc import Callable

from game.ai.base import Player
from game.ai.easy import EasyPlayer
from game.ai.medium import MediumPlayer
from game.ai.random_player import RandomPlayer

LEVELS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
}
"""Level name → factory. The match command and the client choose players from here."""


def make_player(level: str) -> Player:
    """A new player of ``level``; raise ``ValueError`` for an unknown level."""
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown level {level!r}: choose {', '.join(LEVELS)}") from None


__all__ = ["LEVELS", "Player", "make_player"]
