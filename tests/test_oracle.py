"""The benchmarks' oracle (``oracle-hard#N``): a measure that is dealt the opponent's real
hand. It must deal exactly that hand and nothing else it could not know, and play as
``hard#N`` when it is shown nothing."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import game
from benchmarks.ai_compare import _players as compare_players
from benchmarks.ai_compare import play_game
from benchmarks.oracle import OracleHard, make_oracle, with_hand
from benchmarks.reference import make_any
from game.schotten.ai.hard import HardPlayer
from game.schotten.state import GameState
from tests.engine_support import mid_round


def _all_cards(state: GameState) -> Counter[int]:
    cards: Counter[int] = Counter()
    for hand in state.hands:
        cards.update(hand)
    cards.update(state.clan_deck)
    cards.update(state.tactic_deck)
    cards.update(state.discard)
    for pair in state.sides:
        for side in pair:
            cards.update(side)
    return cards


@pytest.mark.parametrize("tactics", [False, True])
@pytest.mark.parametrize("seed", [3, 11, 29])
def test_the_oracle_deals_the_real_hand_and_keeps_the_view(tactics: bool, seed: int) -> None:
    state = mid_round(tactics, seed, 14)
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    oracle = OracleHard(6)
    oracle.see(state)
    for sample in range(5):
        world = oracle.deal(view, random.Random(sample))
        assert sorted(world.hands[1 - seat]) == sorted(state.hands[1 - seat])
        assert world.view(seat).visible_cards() == view.visible_cards()
        assert world.hands[seat] == state.hands[seat]
        assert len(world.clan_deck) == len(state.clan_deck)
        assert len(world.tactic_deck) == len(state.tactic_deck)
        assert all(card < 54 for card in world.clan_deck)
        assert all(card >= 54 for card in world.tactic_deck)
        assert _all_cards(world) == _all_cards(state)


def test_a_hand_the_seat_can_see_is_refused() -> None:
    state = mid_round(False, 5, 10)
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    world = game.determinize(view, random.Random(0))
    mine = list(state.hands[seat][:1]) + list(state.hands[1 - seat][1:])
    with pytest.raises(ValueError):
        with_hand(world, view, mine, random.Random(0))


def test_shown_nothing_it_plays_as_hard() -> None:
    for seed in (2, 8):
        state = mid_round(False, seed, 12)
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        hard = HardPlayer(budget_ms=float("inf"), samples=3)
        assert OracleHard(3).choose(view, random.Random(4)) == hard.choose(view, random.Random(4))


def test_the_spelling_and_a_paired_game() -> None:
    assert make_any("oracle-hard#2").name == "oracle-hard#2"
    for bad in ("oracle-hard#0", "oracle-hard#x", "oracle-hard"):
        with pytest.raises(ValueError):
            make_oracle(bad)
    variant, score = play_game(("oracle-hard#1", "easy", 0, 17))
    assert variant == 0 and score in (0.0, 0.5, 1.0)
    oracle = compare_players[("oracle-hard#1", "easy")][0]
    assert isinstance(oracle, OracleHard)
    assert oracle.truth is not None and oracle.truth.outcome is not None  # shown the game


def test_the_game_never_sees_the_oracle() -> None:
    import game.schotten.ai as levels

    with pytest.raises(ValueError):
        levels.make_player("oracle-hard#2")
