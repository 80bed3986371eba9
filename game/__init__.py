"""The engines of the desktop game, pure Python, standard library only.

``game`` itself is Schotten Totten's public API (CONTRACT §4), re-exported from
``game.schotten``; Take That's engine is ``game.takethat``; what both share is
``game.common``.

>>> import game
>>> state = game.new_game(game.GameConfig(tactics=True), seed=1)
>>> state.play(state.legal_actions()[0])

The names are loaded on first use (PEP 562) rather than imported here, so that
``import game.takethat`` does not load Schotten Totten's engine as well.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.common.errors import IllegalActionError, InvalidDataError
    from game.schotten.actions import Action, Kind
    from game.schotten.cards import Card, card_text, parse_card
    from game.schotten.config import GameConfig
    from game.schotten.formations import Completion, evaluate, evaluate_detailed, rank_name
    from game.schotten.match import Match, RoundResult, round_points
    from game.schotten.model import Event, Outcome, Phase, Reason
    from game.schotten.position import Position, parse_position, position_data, position_json
    from game.schotten.refusals import ClaimCheck, Refusal
    from game.schotten.sampling import determinize
    from game.schotten.state import GameState, new_game, replay
    from game.schotten.view import PlayerView, StoneView

__all__ = [
    "Action",
    "Card",
    "ClaimCheck",
    "Completion",
    "Event",
    "GameConfig",
    "GameState",
    "IllegalActionError",
    "InvalidDataError",
    "Kind",
    "Match",
    "Outcome",
    "Phase",
    "PlayerView",
    "Position",
    "Reason",
    "Refusal",
    "RoundResult",
    "StoneView",
    "card_text",
    "determinize",
    "evaluate",
    "evaluate_detailed",
    "new_game",
    "parse_card",
    "parse_position",
    "position_data",
    "position_json",
    "rank_name",
    "replay",
    "round_points",
]


def __getattr__(name: str) -> Any:
    """Load ``name`` from ``game.schotten`` the first time it is asked for."""
    if name not in __all__:
        raise AttributeError(f"module 'game' has no attribute {name!r}")
    value = getattr(importlib.import_module("game.schotten"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
