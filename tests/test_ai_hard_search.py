"""The hard level's search: the fixed-count spelling, the fast reply and its weights."""

from __future__ import annotations

import math
import random

import pytest

import game
from game.schotten.ai import make_player
from game.schotten.ai.endgame import solve
from game.schotten.ai.hard import HardPlayer
from game.schotten.ai.heuristics import position_value, round_chance, round_gradient, value_gradient
from game.schotten.model import Phase
from tests.clock_support import WorkClock


def _play_view(tactics: bool, seed: int, plies: int) -> game.PlayerView:
    """A play decision with several legal actions, reached by medium play."""
    config = game.GameConfig(tactics=tactics)
    state = game.new_game(config, seed)
    medium = make_player("medium")
    rng = random.Random(seed)
    done = 0
    while state.to_move is not None:
        view = state.view(state.to_move)
        if view.phase is Phase.PLAY and len(view.legal) > 3 and done >= plies:
            return view
        state.play(medium.choose(view, rng))
        done += 1
    raise AssertionError("the round ended before the play decision")


def test_fixed_count_spelling_has_no_clock() -> None:
    player = make_player("hard#12")
    assert isinstance(player, HardPlayer)
    assert player.name == "hard#12"
    assert player.samples == 12 and player.budget_ms == math.inf
    for bad in ("hard#", "hard#0", "hard#x", "hard#-3", "hard#100000", "medium#3"):
        with pytest.raises(ValueError):
            make_player(bad)
    # The other spellings keep their meaning.
    assert make_player("hard").name == "hard"
    assert make_player("hard@50").name == "hard@50"


@pytest.mark.parametrize("tactics", [False, True])
def test_fixed_count_search_takes_exactly_that_many_samples(tactics: bool) -> None:
    view = _play_view(tactics, 31, plies=6)
    player = HardPlayer(budget_ms=math.inf, samples=3)
    # Three samples are fewer than pruning needs, so nothing ends the search early.
    first = player.choose(view, random.Random(9))
    assert first in view.legal
    assert player.searched and not player.last_cut
    assert player.last_samples == 3
    again = HardPlayer(budget_ms=math.inf, samples=3)
    assert again.choose(view, random.Random(9)) == first


def test_round_gradient_is_the_difference_between_winning_and_losing_a_stone() -> None:
    rng = random.Random(5)
    for _ in range(100):
        chances = [rng.choice([0.0, 1.0, rng.random(), rng.random()]) for _ in range(9)]
        mine = round_gradient(chances)
        value = value_gradient(chances)
        for stone in range(9):
            won, lost = chances[:], chances[:]
            won[stone], lost[stone] = 1.0, 0.0
            assert mine[stone] == pytest.approx(round_chance(won) - round_chance(lost), abs=1e-12)
            assert value[stone] == pytest.approx(
                position_value(won) - position_value(lost), abs=1e-12)
    # A centre stone matters more than an edge stone in an even position.
    even = round_gradient([0.5] * 9)
    assert even[4] > even[0] > 0.0


def test_a_tiny_budget_is_reported_as_cut_by_the_clock() -> None:
    view = _play_view(False, 33, plies=8)
    player = HardPlayer(budget_ms=1)
    player.clock = WorkClock(tick=0.001)
    assert player.choose(view, random.Random(2)) in view.legal
    assert player.searched and player.last_cut
    # A non-play decision does not search at all.
    config = game.GameConfig()
    state = game.new_game(config, 3)
    seat = state.to_move
    assert seat is not None
    state.play(make_player("medium").choose(state.view(seat), random.Random(1)))
    while (seat := state.to_move) is not None and state.phase is Phase.PLAY:
        state.play(make_player("medium").choose(state.view(seat), random.Random(1)))
    assert seat is not None
    other = state.view(seat)
    assert other.phase is not Phase.PLAY
    player.choose(other, random.Random(2))
    assert not player.searched


def _late_play_view(tactics: bool, seed: int) -> game.PlayerView:
    """A play decision with several legal actions once the clan deck holds 8 cards or
    fewer (but some), reached by medium play."""
    state = game.new_game(game.GameConfig(tactics=tactics), seed)
    medium = make_player("medium")
    rng = random.Random(seed)
    while state.to_move is not None:
        view = state.view(state.to_move)
        if view.phase is Phase.PLAY and len(view.legal) > 3 and 0 < view.clan_deck_size <= 8:
            return view
        state.play(medium.choose(view, rng))
    raise AssertionError("the round ended before a late play decision")


def test_endgame_playouts_run_to_the_end_of_the_round() -> None:
    player = HardPlayer(budget_ms=math.inf, samples=2)
    late = _late_play_view(False, 38)
    world = game.determinize(late, random.Random(3))
    values = {player._play_out(world, action, late.seat, 3, math.inf)
              for action in late.legal[:5]}
    assert values <= {-1.0, 0.0, 1.0}
    # Earlier in the round the playout stops at a leaf after one reply: an estimate, not
    # a result.
    view = _play_view(False, 38, plies=11)
    world = game.determinize(view, random.Random(3))
    leaves = {player._play_out(world, action, view.seat, 3, math.inf)
              for action in view.legal[:5]}
    assert view.clan_deck_size > 8
    assert not leaves <= {-1.0, 0.0, 1.0}


def test_one_sample_when_nothing_is_hidden() -> None:
    config = game.GameConfig()
    medium = make_player("medium")
    for seed in range(50, 60):
        state = game.new_game(config, seed)
        rng = random.Random(seed)
        while state.to_move is not None:
            view = state.view(state.to_move)
            if view.phase is Phase.PLAY and len(view.legal) > 1 and view.clan_deck_size == 0:
                player = HardPlayer(budget_ms=math.inf, samples=6)
                assert player.choose(view, random.Random(1)) in view.legal
                solved = solve(game.determinize(view, random.Random(0)))
                if solved is None or solved[1] < 0:
                    # No forced win or draw: not played by the exact search, but sampled.
                    assert player.searched and player.last_samples == 1
                    return
            state.play(medium.choose(view, rng))
    raise AssertionError("no round of these seeds reached an empty deck with a choice left "
                         "that the exact search does not settle")


def test_the_default_level_is_hard6_with_a_clock() -> None:
    default, fixed = make_player("hard"), make_player("hard#6")
    assert isinstance(default, HardPlayer) and isinstance(fixed, HardPlayer)
    assert default.samples == fixed.samples == 6
    assert default.budget_ms < 2000 and fixed.budget_ms == math.inf
    timed = make_player("hard@50")
    assert isinstance(timed, HardPlayer) and timed.samples >= 10_000  # the clock alone
    view = _play_view(False, 39, plies=9)
    # Far from its clock, the default level decides exactly as the measured hard#6.
    assert default.choose(view, random.Random(2)) == fixed.choose(view, random.Random(2))
    assert default.last_samples == fixed.last_samples and not default.last_cut
