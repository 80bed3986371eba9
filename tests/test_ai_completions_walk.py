"""The short cuts of the completion estimate agree with the plain computation.

The estimate walks a side's completions a run of equal strength at a time, shares the
walks of the player's empty side between the cards that may leave the hand
(``game.schotten.ai.side_strengths``), and values a play from one value and its slopes
per card (``completions``; medium's ``Evaluator.placed_value`` does the same for the
evaluation). Each is checked here against the plain computation written out: one
completion at a time, one card at a time, the whole round's chance for every play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from game.schotten.actions import Kind
from game.schotten.ai import completions, side_strengths
from game.schotten.ai.completions import Completions
from game.schotten.ai.heuristics import position_value, round_chance
from game.schotten.ai.medium import Evaluator
from game.schotten.ai.side_strengths import empty_distribution, empty_variants
from game.schotten.view import PlayerView
from tests.engine_support import view_and_two_worlds

Distribution = side_strengths.Distribution


def _walk_one_pair_at_a_time(first: int, chances: Sequence[float],
                             done: float) -> Distribution:
    """The walk of a side of one card as first written: a completion at a time."""
    buckets: dict[int, float] = {}
    left = 1.0
    for strength, a, b in side_strengths._pairs(first):
        chance = chances[a] * chances[b]
        if chance:
            got = left * chance
            buckets[strength] = buckets.get(strength, 0.0) + got
            left -= got
            if left < done:
                break
    if left > 0.0:
        low = 100 + first % 9 + 1 + 4
        buckets[low] = buckets.get(low, 0.0) + left
    return tuple(sorted(buckets.items(), reverse=True))


def _empty_one_pair_at_a_time(chances: Sequence[float]) -> Distribution:
    starts = [(card, chance) for card, chance in enumerate(chances) if chance]
    weight = sum(chance for _, chance in starts)
    buckets: dict[int, float] = {}
    for card, chance in starts:
        for strength, share in _walk_one_pair_at_a_time(card, chances, side_strengths._EMPTY_DONE):
            buckets[strength] = buckets.get(strength, 0.0) + share * chance / weight
    return tuple(sorted(buckets.items(), reverse=True))


def _assert_same(ours: Distribution, plain: Distribution) -> None:
    assert [strength for strength, _ in ours] == [strength for strength, _ in plain]
    for (_, mine), (_, theirs) in zip(ours, plain, strict=True):
        assert mine == pytest.approx(theirs, abs=1e-12)


def _pool(rng: random.Random) -> tuple[list[float], list[int]]:
    """Chances as the estimate makes them: unseen cards share one chance, the hand has
    ``HAND``, the rest none; now and then every unseen card is certain to come."""
    cards = rng.sample(range(54), 54)
    unseen = rng.randrange(4, 46)
    share = rng.choice((0.03, 0.08, 0.15, 0.3, 1.0))
    chances = [0.0] * 54
    for card in cards[:unseen]:
        chances[card] = share
    hand = cards[unseen:unseen + rng.randrange(1, 7)]
    for card in hand:
        chances[card] = completions.HAND
    return chances, hand


def test_the_walk_by_runs_stops_where_the_walk_by_pairs_does() -> None:
    rng = random.Random(11)
    for _ in range(60):
        chances, _ = _pool(rng)
        first = rng.randrange(54)
        for done in (side_strengths._DONE, side_strengths._EMPTY_DONE):
            _assert_same(side_strengths._completed(first, chances, done,
                                                side_strengths._pair_classes(tuple(chances))),
                         _walk_one_pair_at_a_time(first, chances, done))
        _assert_same(side_strengths.side_distribution((first,), chances),
                     _walk_one_pair_at_a_time(first, chances, side_strengths._DONE))


def test_empty_sides_agree_with_the_walk_by_pairs() -> None:
    rng = random.Random(12)
    for _ in range(6):
        chances, _ = _pool(rng)
        _assert_same(empty_distribution(chances), _empty_one_pair_at_a_time(chances))


def test_the_shared_walks_give_each_cards_own_empty_side() -> None:
    rng = random.Random(13)
    for _ in range(8):
        chances, hand = _pool(rng)
        variants = empty_variants(chances, hand)
        assert sorted(variants) == sorted(hand)
        for card in hand:
            without = list(chances)
            without[card] = 0.0
            _assert_same(variants[card], empty_distribution(without))


def _plays(view: PlayerView) -> list[tuple[int, int]]:
    return [(action.card, action.stone) for action in view.legal
            if action.kind is Kind.PLAY and action.card is not None and action.card < 54
            and action.stone is not None]


@pytest.mark.parametrize("seed", range(5))
def test_a_plays_value_from_slopes_is_the_rounds_value(seed: int) -> None:
    view, _, _ = view_and_two_worlds(False, seed, 10 + 5 * seed)
    plays = _plays(view)
    assert len(plays) > 5
    estimate, plain = Completions(view, 6), Completions(view, 6)
    evaluator, board_plain = Evaluator(view), Evaluator(view)
    for card, stone in plays:
        chances = plain.chances_after(card, stone)
        assert estimate.play_value(card, stone) == pytest.approx(
            round_chance(chances) - round_chance([1.0 - p for p in chances]), abs=1e-12)
        placed = board_plain.place_chances(card, stone)
        assert evaluator.placed_value(card, stone, placed) == pytest.approx(
            position_value(placed), abs=1e-12)
