"""Schotten Totten: the rules engine (RULES.md), its saves, positions, matches, command line
and computer players (``game.schotten.ai``). ``game`` re-exports this API (CONTRACT §4).

>>> from game import schotten
>>> state = schotten.new_game(schotten.GameConfig(tactics=True), seed=1)
>>> schotten.GameState.from_json(state.to_json()) == state
True
"""

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
