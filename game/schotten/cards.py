"""Cards as small integers, and their text notation (CONTRACT §1).

Clan cards are ``0..53``: ``colour * 9 + value - 1`` with colours in the order
R, O, Y, G, B, P. Tactic cards are ``54..63``.

>>> card_text(parse_card("r7"))
'R7'
>>> colour_of(parse_card("B3")), value_of(parse_card("B3"))
(4, 3)
"""

from __future__ import annotations

from typing import Final

Card = int

COLOURS: Final = "ROYGBP"
COLOUR_NAMES: Final = ("red", "orange", "yellow", "green", "blue", "purple")
CLAN_CARDS: Final = tuple(range(54))

JOKER1: Final = 54
JOKER2: Final = 55
SPY: Final = 56
SHIELD: Final = 57
BLUFF: Final = 58
MUD: Final = 59
RECRUITER: Final = 60
STRATEGIST: Final = 61
BANSHEE: Final = 62
TRAITOR: Final = 63

TACTIC_NAMES: Final = (
    "JOKER1", "JOKER2", "SPY", "SHIELD", "BLUFF", "MUD",
    "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR",
)
TACTIC_CARDS: Final = tuple(range(54, 64))
ALL_CARDS: Final = tuple(range(64))
ELITE_TROOPS: Final = frozenset({JOKER1, JOKER2, SPY, SHIELD})
COMBAT_MODES: Final = frozenset({BLUFF, MUD})
RUSES: Final = frozenset({RECRUITER, STRATEGIST, BANSHEE, TRAITOR})
JOKERS: Final = frozenset({JOKER1, JOKER2})

ALL_CLAN_MASK: Final = (1 << 54) - 1
COLOUR_MASK: Final = tuple(((1 << 9) - 1) << (9 * c) for c in range(6))
VALUE_MASK: Final = (0, *(sum(1 << (c * 9 + v - 1) for c in range(6)) for v in range(1, 10)))
"""``VALUE_MASK[v]``: the six clan cards of value ``v`` (index 0 unused)."""

ELITE_VALUES: Final = {
    JOKER1: tuple(range(9, 0, -1)),
    JOKER2: tuple(range(9, 0, -1)),
    SPY: (7,),
    SHIELD: (3, 2, 1),
}
"""Values an elite troop may take, best first; every elite troop takes any colour."""

_TEXT: Final = (*(f"{COLOURS[c // 9]}{c % 9 + 1}" for c in CLAN_CARDS), *TACTIC_NAMES)
_BY_TEXT: Final = {text: card for card, text in enumerate(_TEXT)}


def card_text(card: Card) -> str:
    """The notation of ``card``, e.g. ``'R7'`` or ``'MUD'``."""
    return _TEXT[card]


def parse_card(text: str) -> Card:
    """Parse a card's notation (case-insensitive); raise ``ValueError`` if unknown."""
    card = _BY_TEXT.get(text.strip().upper())
    if card is None:
        raise ValueError(f"unknown card {text!r}")
    return card


def is_clan(card: Card) -> bool:
    return card < 54


def is_tactic(card: Card) -> bool:
    return card >= 54


def colour_of(card: Card) -> int:
    """Colour index 0–5 of a clan card."""
    return card // 9


def value_of(card: Card) -> int:
    """Value 1–9 of a clan card."""
    return card % 9 + 1


def clan_card(colour: int, value: int) -> Card:
    return colour * 9 + value - 1
