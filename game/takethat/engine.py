"""Take That as the shared engine protocol sees it (``game.common.protocol``)."""

from __future__ import annotations

from typing import Final

from game.common.protocol import Engine
from game.takethat.actions import Action
from game.takethat.config import TakeThatConfig
from game.takethat.sampling import determinize
from game.takethat.state import TakeThatState, new_round
from game.takethat.view import TakeThatView

ENGINE: Final[Engine[TakeThatState, TakeThatView, Action]] = Engine(
    key="take-that",
    configs=(
        TakeThatConfig(players=2),
        TakeThatConfig(players=3),
        TakeThatConfig(players=4),
        TakeThatConfig(players=3, professional=True),
    ),
    seats=lambda config: config.players,
    deal=lambda config, seed: new_round(config, seed),
    load=TakeThatState.from_json,
    parse_action=Action.from_text,
    determinize=determinize,
)
