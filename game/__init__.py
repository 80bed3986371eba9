"""Schotten Totten rules engine: pure Python, standard library only.

>>> import game
>>> state = game.new_game(game.GameConfig(tactics=True), seed=1)
>>> state.play(state.legal_actions()[0])
"""

from game.actions import Action, Kind
from game.cards import Card, card_text, parse_card
from game.config import GameConfig
from game.errors import IllegalActionError, InvalidDataError
from game.formations import Completion, evaluate, evaluate_detailed, rank_name
from game.match import Match, RoundResult, round_points
from game.position import Position, parse_position, position_data, position_json
from game.refusals import Refusal
from game.saves import replay
from game.state import ClaimCheck, Event, GameState, Outcome, Phase, Reason, new_game
from game.view import PlayerView, StoneView, determinize

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
