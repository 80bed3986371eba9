"""The playout experiment (``benchmarks/playout``): its arithmetic and its manners."""

from __future__ import annotations

import itertools
import random

import pytest

import game
from benchmarks.playout.player import PlayoutPlayer
from benchmarks.playout.rollout import choose_place, play_out, proved, strength
from benchmarks.reference import make_any
from game.schotten.claims import counterexample
from game.schotten.formations import evaluate
from game.schotten.tournament import play_round
from tests.engine_support import view_and_two_worlds


def test_its_strengths_agree_with_the_engine() -> None:
    for trio in itertools.combinations(range(54), 3):
        rank, total = evaluate(trio)
        assert strength(*trio) == rank * 100 + total, trio
        assert strength(trio[2], trio[0], trio[1]) == strength(*trio)


def test_its_proofs_agree_with_the_engine() -> None:
    rng = random.Random(3)
    for _ in range(300):
        cards = rng.sample(range(54), 5 + rng.randrange(20))
        mine, theirs = cards[:3], cards[3:5]
        on_table = [card in cards for card in range(54)]
        unseen = sum(1 << card for card in range(54) if card not in cards)
        expected = counterexample(mine, theirs, 3, False, unseen) is None
        assert proved(mine, theirs, on_table) == expected, (mine, theirs)


def test_the_policy_plays_only_open_sides() -> None:
    sides: list[list[list[int]]] = [[[], []] for _ in range(9)]
    owner = [-1] * 9
    for stone in range(8):
        owner[stone] = stone % 2
    sides[8][0] = [0, 1, 2]
    assert choose_place(sides, owner, [10, 20], 0, random.random) is None
    assert choose_place(sides, owner, [10, 20], 1, random.random) in ((10, 8), (20, 8))
    assert choose_place(sides, owner, [], 1, random.random) is None


def test_a_playout_finishes_and_leaves_the_state_alone() -> None:
    for seed in range(20):
        state = game.new_game(game.GameConfig(), seed)
        before = state.copy()
        winner = play_out(state, random.Random(seed))
        assert winner in (-1, 0, 1)
        assert winner == play_out(state, random.Random(seed))
        assert state.sides == before.sides and state.hands == before.hands
        assert state.clan_deck == before.clan_deck


def test_the_level_name_is_checked() -> None:
    assert make_any("playout#8").name == "playout#8"
    for bad in ("playout#0", "playout#", "playout#x", "playout#20000"):
        with pytest.raises(ValueError):
            make_any(bad)


@pytest.mark.parametrize("timing", ["after_play", "start_of_turn"])
def test_the_playout_player_plays_whole_rounds_legally(timing: str) -> None:
    config = game.GameConfig(claim_timing=timing)
    state = play_round(config, (PlayoutPlayer(worlds=2), make_any("easy")), 3)
    assert state.outcome is not None


def test_the_playout_player_does_not_peek() -> None:
    for seed in range(3):
        view, one, two = view_and_two_worlds(False, seed, 14)
        first = PlayoutPlayer(worlds=4).choose(one.view(view.seat), random.Random(5))
        second = PlayoutPlayer(worlds=4).choose(two.view(view.seat), random.Random(5))
        assert first == second
