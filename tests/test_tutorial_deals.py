"""The fixed deals the lessons are built from: every card once, the hands and decks as
given, and bad deals refused with a reason."""

from __future__ import annotations

import pytest

from game.schotten.cards import TACTIC_CARDS
from game.schotten.config import GameConfig
from game.schotten.deals import fixed_deal
from game.takethat.config import TakeThatConfig
from game.takethat.deals import fixed_round


def test_a_fixed_deal_keeps_the_hands_and_decks_given() -> None:
    rest = list(range(6, 54))
    state = fixed_deal(GameConfig(), [[0, 1, 2], [3, 4, 5]], rest, first=1)
    assert state.hands == [[0, 1, 2], [3, 4, 5]]
    assert state.clan_deck == rest and state.to_move == 1 and state.first == 1
    state.play(state.legal_actions()[0])
    assert state.hands[1][-1] == rest[-1]


def test_a_fixed_deal_with_tactics_needs_every_tactic_card() -> None:
    tactics = list(TACTIC_CARDS)
    state = fixed_deal(GameConfig(tactics=True), [[0], [tactics[0]]], list(range(1, 54)),
                       tactics[1:])
    assert state.tactic_deck == tactics[1:]
    with pytest.raises(ValueError, match="every card"):
        fixed_deal(GameConfig(tactics=True), [[0], [1]], list(range(2, 54)), tactics[1:])


@pytest.mark.parametrize(("hands", "deck", "reason"), [
    ([[0], [0]], list(range(1, 54)), "twice"),
    ([[0], [1]], list(range(2, 53)), "every card"),
    ([list(range(7)), []], list(range(7, 54)), "more than 6"),
    ([[0], [1]], [*range(2, 54), 56], "wrong deck"),
])
def test_a_bad_fixed_deal_is_refused(hands: list[list[int]], deck: list[int],
                                     reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        fixed_deal(GameConfig(), hands, deck)


def test_a_fixed_take_that_round_keeps_its_row_pile_and_hands() -> None:
    state = fixed_round(TakeThatConfig(players=2), [[41, 74], [47]], [12, 13], row=[34])
    assert state.row == [34] and state.pile == [12, 13] and state.to_move == 0
    state.play(state.legal_actions()[0])
    assert state.hands[0][-2:] == [13, 12] and state.pile == []


@pytest.mark.parametrize(("hands", "pile", "reason"), [
    ([[41], [41]], [], "twice"),
    ([[41], [20]], [], "not one of"),
    ([[41]], [], "needs 2 hands"),
    ([[*range(12, 20), 21, 23], []], [], "more than 9"),
])
def test_a_bad_take_that_round_is_refused(hands: list[list[int]], pile: list[int],
                                          reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        fixed_round(TakeThatConfig(players=2), hands, pile)
