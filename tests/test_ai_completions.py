"""The completion estimate (``game.schotten.ai.completions``) and medium's use of it.

The rival of ``benchmarks/rival`` was written separately from the same description, so
where the two should agree it serves as an independent check of the arithmetic."""

from __future__ import annotations

import random

import pytest

import game
from benchmarks.rival import probabilistic as rival
from game.schotten.actions import Kind
from game.schotten.ai import completions, make_player, side_strengths
from game.schotten.ai.completions import Completions
from game.schotten.ai.easy import build_score
from game.schotten.ai.hard import HardPlayer
from game.schotten.ai.medium import (
    BUILD_WEIGHT,
    LEVEL_HORIZON,
    LEVEL_SECOND_OPINION,
    SECOND_OPINION,
    TACTICS_SECOND_OPINION,
    Evaluator,
    MediumPlayer,
    play_scores,
)
from game.schotten.ai.side_strengths import beat_chance, empty_distribution, side_distribution
from game.schotten.cards import parse_card
from game.schotten.model import Phase
from tests.engine_support import arrange, view_and_two_worlds


def _chances(pool: dict[int, float]) -> list[float]:
    return [pool.get(card, 0.0) for card in range(54)]


def _same(ours: side_strengths.Distribution, theirs: rival.Distribution, tolerance: float) -> None:
    assert [s for s, _ in ours] == sorted((s for s, _ in ours), reverse=True)
    assert sum(p for _, p in ours) == pytest.approx(1.0)
    mass = dict(theirs)
    for strength, chance in ours:
        assert chance == pytest.approx(mass.pop(strength, 0.0), abs=tolerance), strength
    assert sum(mass.values()) < tolerance


def test_complete_and_certain_sides() -> None:
    r7, r8, r9, b5 = (parse_card(text) for text in ("R7", "R8", "R9", "B5"))
    assert side_distribution((r7, r8, r9), [0.0] * 54) == ((524, 1.0),)
    assert side_distribution((r7, r8), _chances({r9: 1.0, b5: 1.0})) == ((524, 1.0),)
    # Nothing can come: the side is filled with what is left, a low sum.
    assert side_distribution((r7,), [0.0] * 54) == ((100 + 7 + 4, 1.0),)


def test_distributions_agree_with_the_rival_written_apart() -> None:
    rng = random.Random(3)
    for _ in range(12):
        cards = rng.sample(range(54), 20)
        side, pool = cards[:2], cards[2:]
        chances = {card: rng.choice((0.8, 0.3, 0.15)) for card in pool}
        listed = list(chances.items())
        _same(side_distribution(side, _chances(chances)),
              rival.side_distribution(side, listed), 2e-4)
        _same(side_distribution(side[:1], _chances(chances)),
              rival.side_distribution(side[:1], listed), 2e-4)
        _same(empty_distribution(_chances(chances)), rival.empty_distribution(listed), 2e-3)


def test_beat_chance_is_complementary() -> None:
    pool = _chances({card: 0.3 for card in range(10, 40)})
    mine = side_distribution((parse_card("R7"),), pool)
    theirs = side_distribution((parse_card("P7"), parse_card("P6")), pool)
    for ties in (0.0, 0.5, 1.0):
        assert beat_chance(mine, theirs, ties) + beat_chance(theirs, mine, 1.0 - ties) \
            == pytest.approx(1.0)


def _base_play_views(count: int) -> list[game.PlayerView]:
    views = []
    for seed in range(count):
        view, _, _ = view_and_two_worlds(False, seed, 12 + 4 * seed)
        views.append(view)
    return views


def test_play_values_agree_with_the_rival() -> None:
    """The same estimate as the rival's (which plays the best value) up to the shorter walk
    over an empty side's starts (``_EMPTY_DONE``)."""
    checked = 0
    for view in _base_play_views(6):
        estimate = Completions(view)
        other = rival.ProbabilisticRival(horizon=completions.HORIZON)
        cache: dict[tuple[int, tuple[int, ...]], rival.Distribution] = {}
        for action in view.legal:
            if action.kind is not Kind.PLAY or action.card is None or action.stone is None:
                continue
            theirs = other._value(other._chances(view, action.card, action.stone, cache))
            assert estimate.play_value(action.card, action.stone) == pytest.approx(
                theirs, abs=0.01)
            checked += 1
    assert checked > 50


def test_the_estimate_does_not_peek() -> None:
    for seed in range(4):
        view, one, two = view_and_two_worlds(False, seed, 16)
        first = Completions(one.view(view.seat))
        second = Completions(two.view(view.seat))
        for action in view.legal:
            if action.kind is Kind.PLAY and action.card is not None and action.stone is not None:
                assert first.play_value(action.card, action.stone) == \
                    second.play_value(action.card, action.stone)


def test_stones_touched_by_tactic_cards_take_the_fallback() -> None:
    """The estimate counts clan cards only: in the tactics variant the caller's chances
    stand in for a stone with a tactic card on it, and the other stones keep its own."""
    config = game.GameConfig(tactics=True)
    state = arrange(config, hands=("R7 B2 G5 MUD", "P1 P2 O3"),
                    sides={2: ("R8 JOKER1", "Y4"), 5: ("G9", "O9 O8"), 7: ("", "B6")})
    view = state.view(0)
    estimate = Completions(view)
    assert [stone for stone in range(9) if not estimate.plain[stone]] == [1]
    fallback = [0.123] * 9
    r7, b2 = parse_card("R7"), parse_card("B2")
    for card, at in ((r7, 4), (b2, 1), (r7, 8)):
        own = estimate.chances_after(card, at)
        mixed = estimate.chances_after(card, at, fallback)
        assert mixed[1] == 0.123
        assert mixed[:1] + mixed[2:] == own[:1] + own[2:]
        assert estimate.play_value(card, at, fallback) != estimate.play_value(card, at)


@pytest.mark.parametrize("tactics", [False, True])
@pytest.mark.parametrize("player", [MediumPlayer(), MediumPlayer.level()], ids=["full", "level"])
def test_medium_averages_the_two_estimates(tactics: bool, player: MediumPlayer) -> None:
    """Each clan card's score mixes the two estimates by the player's blend in the base
    game; in the tactics variant every medium player takes the full blend."""
    view, _, _ = view_and_two_worlds(tactics, 5, 14)
    assert view.phase is Phase.PLAY
    evaluator = Evaluator(view)
    scores = play_scores(evaluator, view.legal, player.second_opinion, player.horizon)
    estimate = Completions(view) if tactics else Completions(view, player.horizon)
    compared = 0
    for action, score in scores.items():
        card, stone = action.card, action.stone
        if action.kind is not Kind.PLAY or card is None or card >= 54 or stone is None:
            continue
        own = evaluator.place(card, stone) + BUILD_WEIGHT * build_score(
            evaluator.board.sides[stone][view.seat], card, evaluator.board.capacity[stone])
        if tactics:
            second = estimate.play_value(card, stone, evaluator.place_chances(card, stone))
            share = TACTICS_SECOND_OPINION
        else:
            second, share = estimate.play_value(card, stone), player.second_opinion
        expected = (1 - share) * own + share * second
        assert score == pytest.approx(expected)
        compared += 1
    assert compared > 5
    assert player.rank(view)[0][0] == pytest.approx(max(scores.values()))
    assert player.choose(view, random.Random(1)) in view.legal


def test_the_levels_blend_is_milder_only_in_the_base_game() -> None:
    """The medium level the game offers judges base-game plays by a milder blend than
    the judgement hard searches from (and the hints use); tactics plays alike."""
    offered, full = make_player("medium"), HardPlayer().medium
    assert isinstance(offered, MediumPlayer)
    assert (offered.second_opinion, offered.horizon) == (LEVEL_SECOND_OPINION, LEVEL_HORIZON)
    assert (full.second_opinion, full.horizon) == (SECOND_OPINION, completions.HORIZON)
    base, _, _ = view_and_two_worlds(False, 5, 14)
    assert offered.rank(base) != full.rank(base)
    near, far = Completions(base, LEVEL_HORIZON), Completions(base)
    assert any(near.play_value(a.card, a.stone) != far.play_value(a.card, a.stone)
               for a in base.legal if a.card is not None and a.stone is not None)
    tactics, _, _ = view_and_two_worlds(True, 5, 14)
    assert offered.rank(tactics) == full.rank(tactics)
