"""The public board as JSON (CONTRACT §2, ``schotten-totten/position@1``) and its claims."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final

from game.common.errors import InvalidDataError
from game.common.jsontext import parse_json
from game.schotten.cards import (
    ALL_CLAN_MASK,
    BLUFF,
    COMBAT_MODES,
    ELITE_TROOPS,
    MUD,
    Card,
    card_text,
    parse_card,
)
from game.schotten.claims import can_claim
from game.schotten.state import GameState

POSITION_FORMAT: Final = "schotten-totten/position@1"


def position_data(state: GameState) -> dict[str, Any]:
    """The public board of ``state`` as JSON data."""
    stones = []
    for stone in range(9):
        modes = [name for card, name in ((BLUFF, "BLUFF"), (MUD, "MUD"))
                 if (state.bluff if card == BLUFF else state.mud)[stone] >= 0]
        stones.append({
            "stone": stone + 1,
            "owner": state.owner[stone],
            "modes": modes,
            "sides": [[card_text(c) for c in side] for side in state.sides[stone]],
            "completed": list(state.completed[stone]),
        })
    return {
        "format": POSITION_FORMAT,
        "tactics": state.config.tactics,
        "stones": stones,
        "discard": [card_text(card) for card in state.discard],
    }


def position_json(state: GameState) -> str:
    """The public board of ``state`` as a JSON text (enough to decide every claim)."""
    return json.dumps(position_data(state), separators=(",", ":"))


@dataclass(frozen=True)
class Stone:
    owner: int | None
    bluff: bool
    mud: bool
    sides: tuple[tuple[Card, ...], tuple[Card, ...]]
    completed: tuple[int | None, int | None]


@dataclass(frozen=True)
class Position:
    """A parsed position: the nine stones and the discard pile."""

    tactics: bool
    stones: tuple[Stone, ...]
    discard: tuple[Card, ...]

    @property
    def unseen(self) -> int:
        seen = 0
        for card in self.discard:
            if card < 54:
                seen |= 1 << card
        for stone in self.stones:
            for side in stone.sides:
                for card in side:
                    if card < 54:
                        seen |= 1 << card
        return ALL_CLAN_MASK & ~seen

    def claimable(self) -> list[list[int]]:
        """Stone numbers (1–9) each seat may claim now, ignoring whose turn it is."""
        unseen = self.unseen
        result: list[list[int]] = [[], []]
        for number, stone in enumerate(self.stones, 1):
            if stone.owner is not None:
                continue
            capacity = 4 if stone.mud else 3
            for seat in (0, 1):
                if can_claim(stone.sides[seat], stone.sides[1 - seat], capacity, stone.bluff,
                             stone.completed[seat], stone.completed[1 - seat], unseen):
                    result[seat].append(number)
        return result


def parse_position(text: str | bytes) -> Position:
    """Read a position JSON text; raise ``InvalidDataError`` naming the first problem."""
    return position_from_data(parse_json(text, "the position"))


def position_from_data(data: Any) -> Position:
    if not isinstance(data, dict):
        raise InvalidDataError("a position must be a JSON object")
    if data.get("format") != POSITION_FORMAT:
        raise InvalidDataError(
            f"format tag is {data.get('format')!r}, expected {POSITION_FORMAT!r}")
    tactics = data.get("tactics", False)
    if not isinstance(tactics, bool):
        raise InvalidDataError("'tactics' must be true or false")
    raw_stones = data.get("stones")
    if not isinstance(raw_stones, list) or len(raw_stones) != 9:
        raise InvalidDataError("'stones' must list all nine stones")
    seen: dict[Card, str] = {}

    def take(name: Any, where: str) -> Card:
        if not isinstance(name, str):
            raise InvalidDataError(f"{where}: {name!r} is not a card")
        try:
            card = parse_card(name)
        except ValueError:
            raise InvalidDataError(f"{where}: unknown card {name!r}") from None
        if card >= 54 and not tactics:
            raise InvalidDataError(f"{where}: {card_text(card)} needs \"tactics\": true")
        if card in seen:
            raise InvalidDataError(f"{where}: card {card_text(card)} also appears {seen[card]}")
        seen[card] = where
        return card

    stones = []
    for index, raw in enumerate(raw_stones):
        where = f"stone {index + 1}"
        if not isinstance(raw, dict):
            raise InvalidDataError(f"{where} must be an object")
        if raw.get("stone", index + 1) != index + 1:
            raise InvalidDataError(
                f"{where} is numbered {raw.get('stone')!r}; list stones 1-9 in order")
        owner = raw.get("owner")
        if owner not in (None, 0, 1) or isinstance(owner, bool):
            raise InvalidDataError(f"{where}: owner must be null, 0 or 1")
        modes = raw.get("modes", [])
        if not isinstance(modes, list):
            raise InvalidDataError(f"{where}: 'modes' must be a list")
        mode_cards = {take(mode, f"in the modes of {where}") for mode in modes}
        if not mode_cards <= COMBAT_MODES:
            raise InvalidDataError(f"{where}: modes may only be BLUFF and MUD")
        capacity = 4 if MUD in mode_cards else 3
        sides = raw.get("sides")
        if not isinstance(sides, list) or len(sides) != 2 or not all(
                isinstance(side, list) for side in sides):
            raise InvalidDataError(f"{where}: 'sides' must be two lists of cards")
        parsed = []
        for seat, side in enumerate(sides):
            cards = tuple(take(name, f"on side {seat} of {where}") for name in side)
            if any(card >= 54 and card not in ELITE_TROOPS for card in cards):
                raise InvalidDataError(f"{where}: only clan cards and elite troops go on a side")
            if len(cards) > capacity:
                raise InvalidDataError(
                    f"{where}: side {seat} has {len(cards)} cards, at most {capacity} fit")
            parsed.append(cards)
        completed = raw.get("completed", [None, None])
        if not (isinstance(completed, list) and len(completed) == 2 and all(
                value is None or (type(value) is int and value >= 0) for value in completed)):
            raise InvalidDataError(f"{where}: 'completed' must be two event numbers or nulls")
        for seat in (0, 1):
            if completed[seat] is not None and len(parsed[seat]) < capacity:
                raise InvalidDataError(
                    f"{where}: side {seat} is incomplete but has a 'completed' number")
        if all(len(side) == capacity for side in parsed) and owner is None and (
                None in completed or completed[0] == completed[1]):
            raise InvalidDataError(f"{where}: both sides are complete; 'completed' must order them")
        stones.append(Stone(owner, BLUFF in mode_cards, MUD in mode_cards,
                            (parsed[0], parsed[1]), (completed[0], completed[1])))
    discard = data.get("discard", [])
    if not isinstance(discard, list):
        raise InvalidDataError("'discard' must be a list of cards")
    discarded = tuple(take(name, "in the discard pile") for name in discard)
    return Position(tactics, tuple(stones), discarded)
