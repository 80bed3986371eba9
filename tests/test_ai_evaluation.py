"""The position evaluation of issue 24 (``game.schotten.ai.evaluation``)."""

from __future__ import annotations

import itertools
import random

from game.schotten.ai.evaluation import (
    JudgedBoard,
    calibrate,
    evaluate_view,
    judge,
)
from game.schotten.ai.heuristics import round_chance
from tests.engine_support import view_and_two_worlds


def _brute_round(chances: list[float]) -> float:
    """Chance of three adjacent stones or five, by enumerating all 512 outcomes."""
    total = 0.0
    for outcome in itertools.product((0, 1), repeat=9):
        p = 1.0
        for won, chance in zip(outcome, chances, strict=True):
            p *= chance if won else 1.0 - chance
        row = "".join(map(str, outcome))
        if sum(outcome) >= 5 or "111" in row:
            total += p
    return total


def test_round_chance_is_exact_for_adjacency() -> None:
    rng = random.Random(5)
    for _ in range(20):
        chances = [rng.random() for _ in range(9)]
        assert abs(round_chance(chances) - _brute_round(chances)) < 1e-9


def test_calibrate_is_monotone_and_rewards_the_side_closer_to_completion() -> None:
    assert abs(calibrate(0.5, 2, 2) - 0.5) < 1e-12
    values = [calibrate(p / 20, 1, 1) for p in range(1, 20)]
    assert values == sorted(values)
    assert calibrate(0.5, 1, 3) > 0.5 > calibrate(0.5, 3, 1)
    # Over-confident raw chances are pulled towards the middle...
    assert 0.05 < calibrate(0.05, 1, 1) < 0.5 < calibrate(0.95, 1, 1) < 0.95
    # ...but two complete sides are settled.
    assert calibrate(1.0, 0, 0) == 1.0 and calibrate(0.0, 0, 0) == 0.0


def test_judge_weights_the_centre_and_the_round_from_both_seats() -> None:
    even = judge([0.5] * 9, 0)
    assert abs(even.win - even.loss) < 1e-12
    assert even.weights[4] > even.weights[0]
    won = judge([1.0] * 9, 1)
    assert won.win == 1.0 and won.loss == 0.0 and won.seat == 1


def test_evaluation_reads_only_the_view() -> None:
    for tactics in (False, True):
        view, one, two = view_and_two_worlds(tactics, 11, 16)
        assert one.hands != two.hands or one.clan_deck != two.clan_deck
        first = evaluate_view(one.view(view.seat))
        second = evaluate_view(two.view(view.seat))
        assert first == second
        assert len(first.chances) == 9
        assert all(0.0 <= p <= 1.0 for p in first.chances)
        assert -1.0 <= first.value <= 1.0
        assert 0.0 <= first.win <= 1.0 and 0.0 <= first.loss <= 1.0


def test_claimed_stones_are_certain() -> None:
    view, _, _ = view_and_two_worlds(False, 12, 16)
    board = JudgedBoard.from_view(view)
    board.owner[3] = view.seat
    board.owner[5] = 1 - view.seat
    assert board.stone_chance(3) == 1.0
    assert board.stone_chance(5) == 0.0
