"""Full saves of a Take That round as JSON (``take-that/round@1``), validated on load.

A save holds the whole round and, for rounds dealt by ``new_round``, the seed and every
action. Loading replays the actions from the seed and refuses a save whose cards do not
follow from them. A round without a seed (one sampled by ``determinize``) is read field
by field and checked to hold every card exactly once.

This module only reads and fills a round's fields: ``TakeThatState.from_json`` hands in
the class to build, so the state module is needed here only for its types.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Final

from game.common.errors import InvalidDataError
from game.common.saves import check_save_format, load_save_text, replay_actions
from game.takethat.actions import Action
from game.takethat.cards import CARDS, Card, parse_card
from game.takethat.config import TakeThatConfig
from game.takethat.model import Phase, RoundOutcome

if TYPE_CHECKING:
    from game.takethat.state import TakeThatState

ROUND_FORMAT: Final = "take-that/round@1"
_ABSENT: Final = object()


def snapshot(state: TakeThatState) -> dict[str, Any]:
    """Every field of the round as plain JSON data (also the basis of equality)."""
    outcome = state.outcome
    return {
        "format": ROUND_FORMAT,
        "config": state.config.to_dict(),
        "seed": state.seed,
        "dealer": state.dealer,
        "actions": [[seat, action.to_text()] for seat, action in state.log],
        "to_move": state.to_move,
        "phase": state.phase.value,
        "hands": [list(hand) for hand in state.hands],
        "pile": list(state.pile),
        "row": list(state.row),
        "face_up": [list(cards) for cards in state.face_up],
        "face_down": [list(cards) for cards in state.face_down],
        "outcome": None if outcome is None else {
            "scores": list(outcome.scores), "winners": list(outcome.winners),
        },
    }


def state_to_json(state: TakeThatState) -> str:
    return json.dumps(snapshot(state), separators=(",", ":"))


def state_from_json(text: str | bytes, state_type: type[TakeThatState]) -> TakeThatState:
    return state_from_data(load_save_text(text), state_type)


def state_from_data(data: Any, state_type: type[TakeThatState]) -> TakeThatState:
    """Rebuild a round (a ``state_type``) from ``snapshot`` data, checking everything."""
    data = check_save_format(data, ROUND_FORMAT)
    try:
        config = TakeThatConfig.from_dict(data.get("config"))
        state = (_replay(config, data, state_type) if data.get("seed") is not None
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


def _replay(config: TakeThatConfig, data: dict[str, Any],
            state_type: type[TakeThatState]) -> TakeThatState:
    seed, dealer = data["seed"], data["dealer"]
    if type(seed) is not int or type(dealer) is not int:
        raise InvalidDataError("the save's seed or dealer is malformed")
    return replay_actions(state_type.dealt(config, seed, dealer), data.get("actions"),
                          Action.from_text)


def _cards(value: Any, what: str) -> list[Card]:
    if not isinstance(value, list) or not all(type(item) is int for item in value):
        raise InvalidDataError(f"{what} must be a list of card numbers")
    return [parse_card(str(item)) for item in value]


def _per_seat(value: Any, config: TakeThatConfig, what: str) -> list[list[Card]]:
    if not isinstance(value, list) or len(value) != config.players:
        raise InvalidDataError(f"the save must list {what} for {config.players} players")
    return [_cards(item, what) for item in value]


def _rebuild(config: TakeThatConfig, data: dict[str, Any],
             state_type: type[TakeThatState]) -> TakeThatState:
    """A round without history: read it field by field."""
    if data.get("actions"):
        raise InvalidDataError("a save without a seed cannot list actions")
    state = state_type(config)
    state.dealer = data["dealer"]
    state.hands = _per_seat(data["hands"], config, "hands")
    state.face_up = _per_seat(data["face_up"], config, "face-up cards")
    state.face_down = _per_seat(data["face_down"], config, "face-down cards")
    state.pile = _cards(data["pile"], "the pile")
    state.row = _cards(data["row"], "the row")
    state.to_move = data["to_move"]
    state.phase = Phase(data["phase"])
    seats = range(config.players)
    if state.dealer not in seats or (state.to_move is not None and state.to_move not in seats):
        raise InvalidDataError("the save names a seat that does not exist")
    if (state.to_move is None) != (state.phase is Phase.OVER):
        raise InvalidDataError("the save's player to move does not match its phase")
    outcome = data["outcome"]
    if outcome is not None:
        state.outcome = RoundOutcome(tuple(outcome["scores"]), tuple(outcome["winners"]))
    places = [*state.pile, *state.row]
    for seat in seats:
        places += state.hands[seat] + state.face_up[seat] + state.face_down[seat]
    if sorted(places) != list(CARDS):
        seen: set[Card] = set()
        for card in places:
            if card in seen:
                raise InvalidDataError(f"card {card} appears twice")
            seen.add(card)
        raise InvalidDataError(f"card {min(set(CARDS) - seen)} is missing")
    return state
