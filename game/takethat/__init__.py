"""Take That rules engine for 2–4 players: pure Python, standard library only.

>>> from game import takethat
>>> state = takethat.new_round(takethat.TakeThatConfig(players=2), seed=1)
>>> state.play(state.legal_actions()[0])
>>> takethat.TakeThatState.from_json(state.to_json()) == state
True
"""

from game.common.errors import IllegalActionError, InvalidDataError
from game.takethat.actions import TAKE, Action, Kind
from game.takethat.cards import CARDS, FROGS, Card, card_text, is_frog, parse_card, twin
from game.takethat.config import TakeThatConfig
from game.takethat.match import TakeThatMatch
from game.takethat.model import Phase, RoundOutcome, score
from game.takethat.refusals import Refusal
from game.takethat.sampling import determinize
from game.takethat.state import TakeThatState, new_round, replay
from game.takethat.view import TakeThatView

__all__ = [
    "CARDS",
    "FROGS",
    "TAKE",
    "Action",
    "Card",
    "IllegalActionError",
    "InvalidDataError",
    "Kind",
    "Phase",
    "Refusal",
    "RoundOutcome",
    "TakeThatConfig",
    "TakeThatMatch",
    "TakeThatState",
    "TakeThatView",
    "card_text",
    "determinize",
    "is_frog",
    "new_round",
    "parse_card",
    "replay",
    "score",
    "twin",
]
