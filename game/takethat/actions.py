"""Take That actions: small immutable values with a text form that round-trips.

Text forms: ``extend CARD`` (put a hand card at the right end of the row, or begin an
empty row at the start of a turn), ``twist CARD`` (show CARD from the hand and take its
twin out of the row), ``take`` (take the whole row face down), ``start CARD`` (the new
row that must follow ``take`` in the same turn).

>>> a = Action.from_text("Twist 74")
>>> a.to_text(), a.card, a is twist(74)
('twist 74', 74, True)
>>> Action.from_text(str(TAKE)) is TAKE
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from game.takethat.cards import CARDS, Card, card_text, parse_card


class Kind(StrEnum):
    EXTEND = "extend"
    TWIST = "twist"
    TAKE = "take"
    START = "start"


@dataclass(frozen=True, slots=True)
class Action:
    """One decision; ``card`` is the hand card played or shown (``None`` for ``take``)."""

    kind: Kind
    card: Card | None = None

    def to_text(self) -> str:
        return self.kind.value if self.card is None else f"{self.kind.value} {card_text(self.card)}"

    def __str__(self) -> str:
        return self.to_text()

    def __repr__(self) -> str:
        return f"Action.from_text({self.to_text()!r})"

    @staticmethod
    def from_text(text: str) -> Action:
        """Parse an action's text form (case-insensitive); raise ``ValueError`` if malformed."""
        words = text.strip().lower().split()
        if not words:
            raise ValueError("empty action")
        try:
            kind = Kind(words[0])
        except ValueError:
            raise ValueError(
                f"unknown action {words[0]!r}: expected extend, twist, take or start") from None
        if kind is Kind.TAKE:
            if len(words) != 1:
                raise ValueError("'take' has no card")
            return TAKE
        if len(words) != 2:
            raise ValueError(f"{text.strip()!r}: expected {kind.value} CARD")
        return _TABLES[kind][parse_card(words[1])]


TAKE: Final = Action(Kind.TAKE)
_TABLES: Final[dict[Kind, dict[Card, Action]]] = {
    kind: {card: Action(kind, card) for card in CARDS}
    for kind in (Kind.EXTEND, Kind.TWIST, Kind.START)
}
_EXTEND: Final = _TABLES[Kind.EXTEND]
_TWIST: Final = _TABLES[Kind.TWIST]
_START: Final = _TABLES[Kind.START]


def extend(card: Card) -> Action:
    return _EXTEND[card]


def twist(card: Card) -> Action:
    return _TWIST[card]


def start(card: Card) -> Action:
    return _START[card]
