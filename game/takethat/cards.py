"""The 79 cards of Take That: numbers 12–98 without the multiples of 10.

A card is its number. The doubles 22, 33, …, 88 are frog cards; every other card has a
twin, the card with its two digits swapped.

>>> len(CARDS), len(FROGS), twin(47), is_frog(55)
(79, 7, 74, True)
>>> parse_card(" 19 "), card_text(91)
(19, '91')
"""

from __future__ import annotations

from typing import Final

Card = int
"""A card, by its number."""

CARDS: Final[tuple[Card, ...]] = tuple(n for n in range(12, 99) if n % 10)
FROGS: Final[frozenset[Card]] = frozenset(n for n in CARDS if n % 11 == 0)
FROG_PENALTY: Final = 5
"""Points a frog card costs when it lies face down in front of a player."""

CARD_SET: Final = frozenset(CARDS)
_TWINS: Final[dict[Card, Card]] = {n: (n % 10) * 10 + n // 10 for n in CARDS if n not in FROGS}


def is_frog(card: Card) -> bool:
    return card in FROGS


def twin(card: Card) -> Card | None:
    """The card with the digits swapped, or ``None`` for a frog card."""
    return _TWINS.get(card)


def card_text(card: Card) -> str:
    return str(card)


def parse_card(text: str) -> Card:
    """Read a card number; raise ``ValueError`` if it is not one of the 79 cards."""
    word = text.strip()
    if not word.isdigit() or int(word) not in CARD_SET:
        raise ValueError(f"unknown card {word!r}: cards are 12-98 without multiples of 10")
    return int(word)


def hand_size(players: int) -> int:
    """Cards dealt to each player: 9 with two or three players, 8 with four."""
    return 8 if players == 4 else 9
