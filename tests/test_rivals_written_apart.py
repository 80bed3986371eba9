"""The two benchmark bots written without the levels' code (``benchmarks/rival/club.py``
and ``chances.py``): they finish whole rounds with only legal actions, in every variant
and claim timing, and decide from the view alone."""

from __future__ import annotations

import random

import pytest

import game
from benchmarks.reference import make_any
from game.schotten.tournament import play_round
from tests.engine_support import view_and_two_worlds

RIVALS = ("rival-club", "rival-chances")


@pytest.mark.parametrize("name", RIVALS)
@pytest.mark.parametrize("tactics", [False, True])
@pytest.mark.parametrize("timing", ["after_play", "start_of_turn"])
def test_it_plays_whole_rounds_legally(name: str, tactics: bool, timing: str) -> None:
    """``play`` raises on an illegal action, and the bots no longer hide their own errors
    behind a random move, so a bug fails here."""
    config = game.GameConfig(tactics=tactics, claim_timing=timing)
    for seed in range(2):
        state = play_round(config, (make_any(name), make_any("easy")), seed)
        assert state.outcome is not None
        state = play_round(config, (make_any("easy"), make_any(name)), seed + 10)
        assert state.outcome is not None


@pytest.mark.parametrize("name", RIVALS)
@pytest.mark.parametrize("tactics", [False, True])
def test_it_does_not_peek(name: str, tactics: bool) -> None:
    """Two deals that agree on what the seat may know get the same decision."""
    for seed in range(3):
        view, one, two = view_and_two_worlds(tactics, seed, 14)
        first = make_any(name).choose(one.view(view.seat), random.Random(5))
        second = make_any(name).choose(two.view(view.seat), random.Random(5))
        assert first == second
