"""Actions: every decision a player makes, as a small immutable value with a text form.

>>> a = Action.from_text("play r7 3")
>>> a.to_text(), a.stone
('play R7 3', 2)
>>> Action.from_text(a.to_text()) == a
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from game.schotten.cards import ALL_CARDS, RUSES, Card, card_text, parse_card


class Kind(StrEnum):
    PLAY = "play"
    PASS = "pass"
    CLAIM = "claim"
    DONE = "done"
    DRAW = "draw"
    RETURN = "return"
    PICK = "pick"
    PLACE = "place"
    DISCARD = "discard"


CLAN_DECK: Final = "clan"
TACTIC_DECK: Final = "tactic"
DECKS: Final = (CLAN_DECK, TACTIC_DECK)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``stone`` is 0–8 inside the engine and 1–9 in the text form.

    Text forms: ``play CARD STONE`` (a card placed at a stone), ``play CARD`` (a ruse),
    ``pass``, ``claim STONE``, ``done`` (end the claim step), ``draw clan|tactic``,
    ``return CARD`` (Recruiter), ``pick CARD`` (Strategist, Banshee, Traitor),
    ``place STONE`` (Strategist, Traitor), ``discard`` (Strategist).
    """

    kind: Kind
    card: Card | None = None
    stone: int | None = None
    deck: str | None = None

    def to_text(self) -> str:
        parts: list[str] = [self.kind.value]
        if self.card is not None:
            parts.append(card_text(self.card))
        if self.stone is not None:
            parts.append(str(self.stone + 1))
        if self.deck is not None:
            parts.append(self.deck)
        return " ".join(parts)

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
            raise ValueError(f"unknown action {words[0]!r}") from None
        args = words[1:]
        shape = _SHAPES[kind]
        if kind is Kind.PLAY and len(args) == 1:
            ruse = parse_card(args[0])
            if ruse not in RUSES:
                raise ValueError(f"'play {args[0].upper()}' needs a stone (1-9)")
            return play(ruse)
        if len(args) != len(shape):
            raise ValueError(f"{text.strip()!r}: expected {' '.join((kind.value, *shape))}")
        card: Card | None = None
        stone: int | None = None
        deck: str | None = None
        for slot, arg in zip(shape, args, strict=True):
            if slot == "CARD":
                card = parse_card(arg)
            elif slot == "STONE":
                stone = _parse_stone(arg)
            else:
                if arg not in DECKS:
                    raise ValueError(f"unknown deck {arg!r}: expected clan or tactic")
                deck = arg
        return _intern(Action(kind, card, stone, deck))


_SHAPES: Final[dict[Kind, tuple[str, ...]]] = {
    Kind.PLAY: ("CARD", "STONE"),
    Kind.PASS: (),
    Kind.CLAIM: ("STONE",),
    Kind.DONE: (),
    Kind.DRAW: ("DECK",),
    Kind.RETURN: ("CARD",),
    Kind.PICK: ("CARD",),
    Kind.PLACE: ("STONE",),
    Kind.DISCARD: (),
}


def _parse_stone(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 9:
        raise ValueError(f"stone must be 1-9, not {text!r}")
    return int(text) - 1


PLAY_AT: Final = tuple(
    tuple(Action(Kind.PLAY, card, stone) for stone in range(9)) for card in ALL_CARDS
)
"""``PLAY_AT[card][stone]``: the shared ``play`` actions, for building legal lists fast."""
_PLAY_RUSE: Final = tuple(Action(Kind.PLAY, card) for card in ALL_CARDS)
_CLAIM: Final = tuple(Action(Kind.CLAIM, stone=stone) for stone in range(9))
_PLACE: Final = tuple(Action(Kind.PLACE, stone=stone) for stone in range(9))
_RETURN: Final = tuple(Action(Kind.RETURN, card) for card in ALL_CARDS)
_PICK: Final = tuple(Action(Kind.PICK, card) for card in ALL_CARDS)
_DRAW: Final = {deck: Action(Kind.DRAW, deck=deck) for deck in DECKS}
PASS: Final = Action(Kind.PASS)
DONE: Final = Action(Kind.DONE)
DISCARD: Final = Action(Kind.DISCARD)


def play(card: Card, stone: int | None = None) -> Action:
    """``play CARD STONE``, or ``play CARD`` for a ruse."""
    return _PLAY_RUSE[card] if stone is None else PLAY_AT[card][stone]


def claim(stone: int) -> Action:
    return _CLAIM[stone]


def place(stone: int) -> Action:
    return _PLACE[stone]


def return_card(card: Card) -> Action:
    return _RETURN[card]


def pick(card: Card) -> Action:
    return _PICK[card]


def draw(deck: str) -> Action:
    return _DRAW[deck]


def _intern(action: Action) -> Action:
    """The shared instance of an action, so that the engine's tables can be reused."""
    kind, card, stone = action.kind, action.card, action.stone
    if kind is Kind.PLAY and card is not None:
        return play(card, stone)
    if kind is Kind.CLAIM and stone is not None:
        return claim(stone)
    if kind is Kind.PLACE and stone is not None:
        return place(stone)
    if kind is Kind.RETURN and card is not None:
        return return_card(card)
    if kind is Kind.PICK and card is not None:
        return pick(card)
    if kind is Kind.DRAW and action.deck is not None:
        return draw(action.deck)
    return {Kind.PASS: PASS, Kind.DONE: DONE, Kind.DISCARD: DISCARD}.get(kind, action)
