"""The rival of another family (``benchmarks/rival``): its arithmetic and its manners."""

from __future__ import annotations

import itertools
import random

import pytest

import game
from benchmarks.reference import make_any
from benchmarks.rival.probabilistic import (
    STRENGTH,
    ProbabilisticRival,
    beat_chance,
    empty_distribution,
    reach_chance,
    side_distribution,
)
from game.schotten.cards import parse_card
from game.schotten.formations import evaluate
from game.schotten.tournament import play_round
from tests.engine_support import view_and_two_worlds


def test_its_own_strengths_agree_with_the_engine() -> None:
    for trio in itertools.combinations(range(54), 3):
        rank, total = evaluate(trio)
        mask = (1 << trio[0]) | (1 << trio[1]) | (1 << trio[2])
        assert STRENGTH[mask] == rank * 100 + total, trio


def test_reach_chance_is_exact_over_all_outcomes() -> None:
    rng = random.Random(4)
    for _ in range(20):
        chances = [rng.choice((0.0, 1.0, rng.random())) for _ in range(9)]
        expected = 0.0
        for outcome in itertools.product((True, False), repeat=9):
            weight = 1.0
            for won, p in zip(outcome, chances, strict=True):
                weight *= p if won else 1.0 - p
            adjacent = any(all(outcome[i:i + 3]) for i in range(7))
            if adjacent or sum(outcome) >= 5:
                expected += weight
        assert reach_chance(chances) == pytest.approx(expected, abs=1e-12)


def test_side_distributions_are_distributions() -> None:
    r7, r8, r9, b5 = (parse_card(text) for text in ("R7", "R8", "R9", "B5"))
    assert side_distribution((r7, r8, r9), []) == [(524, 1.0)]
    sure = side_distribution((r7, r8), [(r9, 1.0), (b5, 1.0)])
    assert sure == [(524, 1.0)]
    pool = [(card, 0.2) for card in range(54) if card not in (r7, r8)]
    for dist in (side_distribution((r7, r8), pool), side_distribution((r7,), pool),
                 empty_distribution(pool)):
        assert sum(p for _, p in dist) == pytest.approx(1.0)
        assert [s for s, _ in dist] == sorted((s for s, _ in dist), reverse=True)
    # Two cards of a colour run with both ends possible: a colour run is likely, and more
    # likely than from one card alone.
    two = side_distribution((r7, r8), pool)
    one = side_distribution((r7,), pool)
    assert sum(p for s, p in two if s >= 500) > sum(p for s, p in one if s >= 500)


def test_beat_chance_is_complementary() -> None:
    pool = [(card, 0.3) for card in range(10, 40)]
    mine = side_distribution((parse_card("R7"),), pool)
    theirs = side_distribution((parse_card("P7"), parse_card("P6")), pool)
    for ties in (0.0, 0.5, 1.0):
        assert beat_chance(mine, theirs, ties) + beat_chance(theirs, mine, 1.0 - ties) \
            == pytest.approx(1.0)


@pytest.mark.parametrize("tactics", [False, True])
def test_the_rival_plays_whole_rounds_legally(tactics: bool) -> None:
    """``play`` raises on an illegal action; the rival must also survive the tactics
    variant (it never plays a tactic card unless it holds nothing else)."""
    config = game.GameConfig(tactics=tactics)
    state = play_round(config, (make_any("rival"), make_any("easy")), 3)
    assert state.outcome is not None


@pytest.mark.parametrize("tactics", [False, True])
def test_the_rival_does_not_peek(tactics: bool) -> None:
    for seed in range(3):
        view, one, two = view_and_two_worlds(tactics, seed, 14)
        first = ProbabilisticRival().choose(one.view(view.seat), random.Random(5))
        second = ProbabilisticRival().choose(two.view(view.seat), random.Random(5))
        assert first == second
