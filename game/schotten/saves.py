"""Full saves as JSON (``schotten-totten/game@1``), validated on load.

A save holds the whole state, and, for rounds started with ``new_game``, the seed and
every action. Loading replays the actions from the seed and refuses a save whose
position does not follow from them, so a hand-edited save cannot smuggle in nonsense.

This module only reads and fills a state's fields: ``GameState.to_json`` and
``GameState.from_json`` call it (the latter handing in the class to build), so it needs
the state module only for its types.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Final

from game.common.errors import InvalidDataError
from game.common.saves import check_save_format, load_save_text, replay_actions
from game.schotten.actions import Action
from game.schotten.cards import BLUFF, MUD, TACTIC_CARDS, Card, card_text, parse_card
from game.schotten.config import GameConfig
from game.schotten.model import Outcome, Phase, Reason

if TYPE_CHECKING:
    from game.schotten.state import GameState

GAME_FORMAT: Final = "schotten-totten/game@1"


def _cards(cards: list[Card]) -> list[str]:
    return [card_text(card) for card in cards]


def snapshot(state: GameState) -> dict[str, Any]:
    """Every field of the state as plain JSON data (also the basis of equality)."""
    outcome = state.outcome
    return {
        "format": GAME_FORMAT,
        "config": state.config.to_dict(),
        "seed": state.seed,
        "first": state.first,
        "actions": [[seat, action.to_text()] for seat, action in state.log],
        "to_move": state.to_move,
        "phase": state.phase.value,
        "hands": [_cards(hand) for hand in state.hands],
        "clan_deck": _cards(state.clan_deck),
        "tactic_deck": _cards(state.tactic_deck),
        "stones": [
            {
                "owner": state.owner[stone],
                "sides": [_cards(side) for side in state.sides[stone]],
                "completed": list(state.completed[stone]),
                "bluff": state.bluff[stone],
                "mud": state.mud[stone],
            }
            for stone in range(9)
        ],
        "discard": _cards(state.discard),
        "event": state.event,
        "placed_at": {
            card_text(card): at for card, at in enumerate(state.placed_at) if at
        },
        "tactics_played": list(state.tactics_played),
        "joker_played": list(state.joker_played),
        "returned": [_cards(cards) for cards in state.returned],
        "picked": None if state.picked is None else card_text(state.picked),
        "picked_from": state.picked_from,
        "draws_left": state.draws_left,
        "returns_left": state.returns_left,
        "passed": state.passed,
        "passes": state.passes,
        "outcome": None if outcome is None else {
            "winner": outcome.winner, "reason": outcome.reason.value,
        },
    }


def state_to_json(state: GameState) -> str:
    return json.dumps(snapshot(state), separators=(",", ":"))


def state_from_json(text: str | bytes, state_type: type[GameState]) -> GameState:
    return state_from_data(load_save_text(text), state_type)


def state_from_data(data: Any, state_type: type[GameState]) -> GameState:
    """Rebuild a state (a ``state_type``) from ``snapshot`` data, checking everything."""
    data = check_save_format(data, GAME_FORMAT)
    try:
        config = GameConfig.from_dict(data.get("config"))
        has_history = data.get("seed") is not None
        state = (_replay(config, data, state_type) if has_history
                 else _rebuild(config, data, state_type))
    except InvalidDataError:
        raise
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as error:
        raise InvalidDataError(f"the save is malformed: {error}") from None
    rebuilt = snapshot(state)
    for key, value in data.items():
        if rebuilt.get(key, _ABSENT) != value:
            raise InvalidDataError(f"the save's {key!r} does not match its moves and cards")
    return state


_ABSENT: Final = object()


def _replay(config: GameConfig, data: dict[str, Any], state_type: type[GameState]) -> GameState:
    seed, first = data["seed"], data["first"]
    if type(seed) is not int or first not in (0, 1) or type(first) is not int:
        raise InvalidDataError("the save's seed or first player is malformed")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise InvalidDataError("the save's action list is missing")
    return replay_actions(state_type.dealt(config, seed, first), actions, Action.from_text)


def _card_list(value: Any, what: str) -> list[Card]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise InvalidDataError(f"{what} must be a list of cards")
    return [parse_card(item) for item in value]


def _rebuild(config: GameConfig, data: dict[str, Any], state_type: type[GameState]) -> GameState:
    """A state without history (e.g. sampled by the computer): read it field by field."""
    state = state_type(config)
    state.first = data["first"]
    state.hands = [_card_list(hand, "a hand") for hand in data["hands"]]
    state.clan_deck = _card_list(data["clan_deck"], "the clan deck")
    state.tactic_deck = _card_list(data["tactic_deck"], "the tactic deck")
    stones = data["stones"]
    if not isinstance(stones, list) or len(stones) != 9:
        raise InvalidDataError("the save must list nine stones")
    for index, stone in enumerate(stones):
        state.owner[index] = stone["owner"]
        state.sides[index] = [_card_list(side, "a side") for side in stone["sides"]]
        state.completed[index] = list(stone["completed"])
        state.bluff[index] = stone["bluff"]
        state.mud[index] = stone["mud"]
    state.discard = _card_list(data["discard"], "the discard pile")
    state.event = data["event"]
    for name, at in data["placed_at"].items():
        state.placed_at[parse_card(name)] = at
    state.tactics_played = list(data["tactics_played"])
    state.joker_played = list(data["joker_played"])
    state.returned = [_card_list(cards, "returned cards") for cards in data["returned"]]
    state.to_move = data["to_move"]
    state.phase = Phase(data["phase"])
    state.picked = None if data["picked"] is None else parse_card(data["picked"])
    state.picked_from = data["picked_from"]
    state.draws_left = data["draws_left"]
    state.returns_left = data["returns_left"]
    state.passed = data["passed"]
    state.passes = data["passes"]
    if not (
        all(owner in (None, 0, 1) for owner in state.owner)
        and all(seat in (-1, 0, 1) for seat in state.bluff + state.mud)
        and state.to_move in (None, 0, 1)
        and len(state.hands) == 2
        and len(state.returned) == 2
    ):
        raise InvalidDataError("the save names a seat that does not exist")
    outcome = data["outcome"]
    if outcome is not None:
        state.outcome = Outcome(outcome["winner"], Reason(outcome["reason"]))
    if data.get("actions"):
        raise InvalidDataError("a save without a seed cannot list actions")
    _check_cards(state)
    state.seen = sum(
        1 << card
        for card in state.discard + [c for pair in state.sides for side in pair for c in side]
        if card < 54
    )
    return state


def _check_cards(state: GameState) -> None:
    """Every card of the game is in exactly one place."""
    places: list[Card] = [*state.hands[0], *state.hands[1], *state.clan_deck,
                          *state.tactic_deck, *state.discard]
    for stone in range(9):
        places += state.sides[stone][0] + state.sides[stone][1]
        if state.bluff[stone] >= 0:
            places.append(BLUFF)
        if state.mud[stone] >= 0:
            places.append(MUD)
    if state.picked is not None:
        places.append(state.picked)
    expected = list(range(54)) + (list(TACTIC_CARDS) if state.config.tactics else [])
    if sorted(places) != expected:
        seen: set[Card] = set()
        for card in places:
            if card in seen:
                raise InvalidDataError(f"card {card_text(card)} appears twice")
            seen.add(card)
        missing = sorted(set(expected) - seen)
        if missing:
            raise InvalidDataError(f"card {card_text(missing[0])} is missing")
        stray = sorted(seen - set(expected))[0]
        raise InvalidDataError(f"card {card_text(stray)} is not in this game")
