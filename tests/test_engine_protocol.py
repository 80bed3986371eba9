"""One random-game invariant test for every registered game, through the shared engine
protocol alone (``game.common.protocol``), in the manner of OpenSpiel's random simulation
test: random rounds of every variant, and at every step the checks below."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.common.errors import IllegalActionError
from game.common.protocol import Engine, Round
from tests.registry_support import registered_engines

ENGINES = registered_engines()
SEEDS = range(6)
MAX_ACTIONS = 1000
"""A round of either game ends long before this many actions."""


def check_step(engine: Engine[Any, Any, Any], state: Round[Any, Any], config: Any,
               rng: random.Random) -> None:
    legal = state.legal_actions()
    over = state.to_move is None
    assert over == (state.outcome is not None) == (not legal)
    assert len(set(legal)) == len(legal), "no action is offered twice"
    for action in legal:
        assert engine.parse_action(action.to_text()) == action
        assert state.refusal(action) is None
    text = state.to_json()
    loaded = engine.load(text)
    assert loaded == state and loaded.to_json() == text
    for seat in range(engine.seats(config)):
        view = state.view(seat)
        assert view.seat == seat and view.to_move == state.to_move
        assert view.legal == (tuple(legal) if seat == state.to_move else ())
        if over:
            continue
        # What a seat sees does not depend on the cards it cannot see: two worlds dealt at
        # random behind its view show it the same cards and offer it the same actions.
        for world_seed in (rng.randrange(1 << 30), rng.randrange(1 << 30)):
            world = engine.determinize(view, random.Random(world_seed))
            seen = world.view(seat)
            assert seen.visible_cards() == view.visible_cards()
            assert seen.legal == view.legal


def check_fast_path(state: Round[Any, Any], action: Any) -> None:
    checked, unchecked = state.copy(), state.copy()
    checked.play(action)
    unchecked.apply(action)
    assert checked == unchecked


def check_refuses(state: Round[Any, Any], foreign: list[Any]) -> None:
    """An action that is not legal now raises and leaves the round as it was."""
    legal = set(state.legal_actions())
    before = state.to_json()
    for action in foreign:
        if action in legal:
            continue
        assert state.refusal(action) is not None
        with pytest.raises(IllegalActionError):
            state.play(action)
        assert state.to_json() == before
        return


@pytest.mark.parametrize("engine", ENGINES, ids=[engine.key for engine in ENGINES])
def test_random_rounds_keep_the_protocol_invariants(engine: Engine[Any, Any, Any]) -> None:
    for config_index, config in enumerate(engine.configs):
        for seed in SEEDS:
            rng = random.Random(seed * 31 + config_index)
            state = engine.deal(config, seed)
            other = engine.deal(config, seed + 1000)
            played: list[Any] = []
            for _ in range(MAX_ACTIONS):
                check_step(engine, state, config, rng)
                if state.to_move is None:
                    break
                check_refuses(state, other.legal_actions())
                action = rng.choice(state.legal_actions())
                check_fast_path(state, action)
                state.play(action)
                played.append(action)
                if other.to_move is not None:
                    other.play(rng.choice(other.legal_actions()))
            else:
                raise AssertionError(f"{engine.key} {config}: round {seed} did not end")
            again = engine.deal(config, seed)
            for action in played:
                again.play(action)
            assert again == state, "a seed and its actions replay the round exactly"


def test_every_registered_game_has_a_distinct_engine() -> None:
    keys = [engine.key for engine in ENGINES]
    assert len(ENGINES) >= 2 and len(set(keys)) == len(keys)
