"""Schotten Totten as the shared engine protocol sees it (``game.common.protocol``)."""

from __future__ import annotations

from typing import Final

from game.common.protocol import Engine
from game.schotten.actions import Action
from game.schotten.config import GameConfig
from game.schotten.sampling import determinize
from game.schotten.state import GameState, new_game
from game.schotten.view import PlayerView

ENGINE: Final[Engine[GameState, PlayerView, Action]] = Engine(
    key="schotten-totten",
    configs=(
        GameConfig(),
        GameConfig(claim_timing="start_of_turn"),
        GameConfig(tactics=True),
        GameConfig(tactics=True, claim_timing="start_of_turn"),
        GameConfig(tactics=True, edition="classic"),
    ),
    seats=lambda config: 2,
    deal=lambda config, seed: new_game(config, seed),
    load=GameState.from_json,
    parse_action=Action.from_text,
    determinize=determinize,
)
