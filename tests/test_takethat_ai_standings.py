"""The standings a seat can see, and the four-seat leader's weights (issue 24, item 6)."""

from __future__ import annotations

import random

import pytest

from game.takethat.actions import Action
from game.takethat.ai.evaluation import (
    FOUR_SEATS,
    FOUR_SEATS_AHEAD,
    LEAD_GAP,
    TUNED,
    weights_for,
)
from game.takethat.ai.hard import HardPlayer
from game.takethat.ai.standings import estimated_scores, lead
from game.takethat.ai.suggest import suggest
from game.takethat.state import TakeThatState
from tests.takethat_support import position

HANDS = [[44, 13, 51, 58, 61, 75, 82, 96], [14, 25, 36, 47, 52, 63, 74, 85],
         [15, 26, 37, 48, 53, 64, 73, 86], [16, 28, 38, 49, 54, 65, 76, 87]]
"""Seat 0 may put the frog card 44 on the 41 that ends the row, or the plain 51."""


def table(ups: list[list[int]], downs: list[list[int]]) -> TakeThatState:
    used = {card for cards in ups + downs for card in cards}
    hands = [[card for card in hand if card not in used] for hand in HANDS]
    state = position(hands, [35, 41])
    state.pile = [card for card in state.pile if card not in used]
    state.face_up = [list(cards) for cards in ups]
    state.face_down = [list(cards) for cards in downs]
    return state


def test_estimated_scores_count_what_the_seat_knows() -> None:
    state = table(ups=[[19, 91], [], [29, 92], []],
                  downs=[[22, 17], [33, 18, 81], [12], [55, 21]])
    view = state.view(0)
    owner = {33: 1, 55: -1}
    # Own pile exactly (22 is a frog): 2 - 2 - 4. Seat 1: 0 - 3 - 4 (33 seen taken by it)
    # - 2 (55, taker unknown, shared by three). Seat 2: 2 - 1 - 4/3. Seat 3: 0 - 2 - 4/3.
    assert estimated_scores(view, owner) == pytest.approx([-4.0, -9.0 + 2 / 3, 1 - 4 / 3,
                                                           -2 - 4 / 3])
    assert lead(view, owner) == pytest.approx(-4.0 - (1 - 4 / 3))


def test_estimated_scores_read_no_hidden_card() -> None:
    """Other seats' face-down piles with other cards but the same sizes change nothing."""
    first = table(ups=[[], [], [], []], downs=[[], [33, 18], [12], [57]])
    second = table(ups=[[], [], [], []], downs=[[], [17, 18], [66], [59]])
    assert estimated_scores(first.view(0), {}) == estimated_scores(second.view(0), {})
    assert lead(first.view(0), {}) == lead(second.view(0), {}) == pytest.approx(1.0)


def test_only_a_four_seat_leader_changes_its_weights() -> None:
    assert weights_for(4, LEAD_GAP + 0.5) is FOUR_SEATS_AHEAD
    assert weights_for(4, LEAD_GAP) is FOUR_SEATS
    assert weights_for(4, -6.0) is FOUR_SEATS
    assert weights_for(3, 10.0) is TUNED and weights_for(2, 10.0) is TUNED
    assert FOUR_SEATS_AHEAD.frog_bonus == 0.0 and FOUR_SEATS.frog_bonus > 0.0
    assert FOUR_SEATS_AHEAD.risk == pytest.approx(2.0 * FOUR_SEATS.risk)


@pytest.mark.parametrize("ahead", [True, False])
def test_a_leader_keeps_its_frog_card(ahead: bool) -> None:
    """Level with the others, hard and the hint put the frog card 44 into the row; two
    points ahead they keep it and play 51 (the row may still come back to them)."""
    ups = [[19, 91], [], [], []] if ahead else [[], [], [], []]
    view = table(ups=ups, downs=[[], [], [], []]).view(0)
    expected = Action.from_text("extend 51" if ahead else "extend 44")
    assert HardPlayer().choose(view, random.Random(1)) == expected
    assert suggest(view).action == expected
