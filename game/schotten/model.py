"""The values a round is made of and reports: its phase, how it ended, and what happened on
the table. Small and free of the rules, so that the view, the saves and the client can
name them without loading the state."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from game.schotten.cards import Card


class Phase(StrEnum):
    """The decision the player to move faces."""

    CLAIM = "claim"
    PLAY = "play"
    DRAW = "draw"
    RECRUIT_DRAW = "recruit_draw"
    RECRUIT_RETURN = "recruit_return"
    STRATEGIST_PICK = "strategist_pick"
    STRATEGIST_PLACE = "strategist_place"
    BANSHEE_PICK = "banshee_pick"
    TRAITOR_PICK = "traitor_pick"
    TRAITOR_PLACE = "traitor_place"
    OVER = "over"


class Reason(StrEnum):
    """How a round ended."""

    THREE_ADJACENT = "three_adjacent"
    FIVE_STONES = "five_stones"
    STALEMATE = "stalemate"
    CONCEDED = "conceded"


@dataclass(frozen=True)
class Outcome:
    """The end of a round: ``winner`` is a seat, or ``None`` for a drawn round."""

    winner: int | None
    reason: Reason


class Event(NamedTuple):
    """Something that happened on the table, for the game log and animations.

    ``kind``: ``place`` (hand to stone), ``move`` (stone ``origin`` to stone ``stone``),
    ``discard`` (to the discard pile, from stone ``origin`` or from the hand when -1),
    ``draw`` and ``return`` (``deck`` names the deck), ``claim``. ``after``: for a draw,
    how many actions the log held when it was made, so that a draw no action names (the
    engine draws by itself from the only deck left) can be placed; -1 otherwise.
    """

    kind: str
    seat: int
    card: Card
    stone: int = -1
    origin: int = -1
    deck: str = ""
    after: int = -1

