"""The values a round of Take That is made of and reports: its phase, its outcome, and how
cards score. Free of the rules, so that the view and the saves can name them without
loading the state."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.takethat.cards import FROG_PENALTY, FROGS, Card


class Phase(StrEnum):
    """The decision the player to move faces."""

    TURN = "turn"
    """Extend the row, twist a card out, or take the row."""
    START = "start"
    """Start a new row: the second half of a turn that began with ``take``."""
    OVER = "over"


@dataclass(frozen=True)
class RoundOutcome:
    """The end of a round: each seat's points and the seats with the most (ties share)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


def score(face_up: list[Card], face_down: list[Card]) -> int:
    """+1 per face-up card, −1 per face-down card, −5 per face-down frog card.

    >>> score([47, 74], [12, 55])
    -4
    """
    frogs = sum(1 for card in face_down if card in FROGS)
    return len(face_up) - (len(face_down) - frogs) - FROG_PENALTY * frogs
