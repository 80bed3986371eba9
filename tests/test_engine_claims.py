"""Claims: complete sides compared, and proofs over unseen cards (RULES §5)."""

import pytest

from game.schotten.claims import can_claim, counterexample
from tests.engine_support import cards, mask_without


def claim(mine: str, theirs: str, *, mud: bool = False, bluff: bool = False,
          seen: str = "", order: tuple[int | None, int | None] = (1, None)) -> bool:
    unseen = mask_without(mine, theirs, seen)
    return can_claim(cards(mine), cards(theirs), 4 if mud else 3, bluff,
                     order[0], order[1], unseen)


def test_incomplete_own_side_cannot_claim_even_if_provably_won() -> None:
    assert not claim("R9 R8", "", order=(None, None))


def test_complete_sides_compare_by_rank_then_sum() -> None:
    assert claim("R1 R2 R3", "B9 G9 Y9", order=(5, 3))
    assert not claim("B9 G9 Y9", "R1 R2 R3", order=(3, 5))
    assert claim("R4 B5 G6", "R3 B4 G5", order=(5, 3))


def test_equal_complete_sides_go_to_who_completed_first() -> None:
    assert claim("R4 B5 G6", "Y4 P5 O6", order=(3, 7))
    assert not claim("R4 B5 G6", "Y4 P5 O6", order=(7, 3))


def test_empty_opponent_side_against_the_best_colour_run_ties_at_best() -> None:
    # The best any completion can do is another 7-8-9 colour run: a tie, which does not beat.
    assert claim("R7 R8 R9", "")
    assert not claim("R6 R7 R8", "")
    assert counterexample(cards("R6 R7 R8"), [], 3, False, mask_without("R6 R7 R8")) is not None


def test_one_opponent_card_with_the_beating_cards_unseen_or_visible() -> None:
    assert not claim("R1 R2 R3", "B9")
    # B8 is visible elsewhere: B9 can no longer be part of a colour run.
    assert claim("R1 R2 R3", "B9", seen="B8")


def test_two_opponent_cards_need_the_exact_missing_card() -> None:
    assert not claim("G5 Y5 P5", "B8 B9")  # B7 is unseen: colour run beats three 5s
    assert claim("G5 Y5 P5", "B8 B9", seen="B7")


def test_refused_claim_shows_a_completion_that_beats() -> None:
    mine = cards("G5 Y5 P5")
    beaten_by = counterexample(mine, cards("B8 B9"), 3, False, mask_without("G5 Y5 P5 B8 B9"))
    assert beaten_by is not None
    assert beaten_by.added == tuple(cards("B7"))
    assert beaten_by.formation == (5, 24)


def test_three_of_a_kind_proof_counts_the_unseen_cards_of_that_value() -> None:
    # Opponent holds two 9s; the remaining 9s decide whether 27 is still possible.
    assert not claim("R8 B8 G8", "Y9 P9")
    assert claim("R8 B8 G8", "Y9 P9", seen="R9 B9 G9 O9 Y8 P8 O8 Y7 P7")


def test_elite_troop_on_the_opponent_side_counts_as_a_wildcard() -> None:
    assert claim("R7 R8 R9", "JOKER1")  # the best is a tying 7-8-9 colour run
    assert not claim("R6 R7 R8", "JOKER1")
    # The Spy must be a 7: with every 8 and 9 of blue seen, the Spy cannot reach 24.
    assert not claim("G6 G7 G8", "SPY B8")
    assert claim("G6 G7 G8", "SPY B9", seen="B8 R8 O8 Y8 P8 G9 R9 O9 Y9 P9 B6 G5 R5 O5 Y5 P5")


def test_shield_bearer_values_stop_at_three() -> None:
    # R1 R2 R3 colour run (6): opponent with SHIELD and B4 B5 cannot exceed 3-4-5 (12) ...
    assert not claim("R1 R2 R3", "SHIELD B4")
    # ... and against a colour run of 12 a Shield-Bearer completion only ties (3-4-5).
    assert claim("R3 R4 R5", "SHIELD G4")
    assert claim("R3 R4 R5", "SHIELD")
    assert not claim("R2 R3 R4", "SHIELD G4")


def test_mud_needs_four_cards_and_proves_over_four() -> None:
    assert not claim("R1 R2 R3", "", mud=True, order=(None, None))
    assert claim("R6 R7 R8 R9", "", mud=True)  # nothing beats the top four-card colour run
    assert not claim("R5 R6 R7 R8", "", mud=True)
    assert not claim("B9 G9 Y9 P9", "R1 R2 R3", mud=True)  # R4 completes a colour run
    assert claim("B9 G9 Y9 P9", "R1 R2 R3", mud=True, seen="R4")


def test_bluff_compares_sums_only() -> None:
    assert claim("R9 B9 G9", "Y9", bluff=True)  # the best is 27: a tie
    assert not claim("R9 B9 G8", "Y9", bluff=True)
    assert claim("R9 B9 G8", "Y9", bluff=True, seen="P9 O9")
    # Complete sides of equal sum: whoever completed first wins, whatever the formation.
    assert claim("R1 R2 R3", "B2 G2 Y2", bluff=True, order=(1, 2))
    assert not claim("R1 R2 R3", "B2 G2 Y2", bluff=True, order=(2, 1))


def test_mud_and_bluff_together_sum_four_cards() -> None:
    assert claim("R9 B9 G9 Y9", "", mud=True, bluff=True)
    assert not claim("R9 B9 G8 Y8", "P9", mud=True, bluff=True)  # P9 G9 Y9 O9 = 36
    assert claim("R9 B9 G8 Y8", "P9", mud=True, bluff=True, seen="O9 G9 Y9")  # at most 33


@pytest.mark.parametrize("theirs", ["", "JOKER1", "SPY", "SHIELD", "JOKER2 SPY"])
def test_elite_troops_under_mud_next_to_an_empty_side(theirs: str) -> None:
    # Each of these can still become a stronger four-card colour run from unseen cards.
    assert not claim("R2 R3 R4 R5", theirs, mud=True)


def test_spy_and_shield_bearer_together_cannot_make_a_run_of_four() -> None:
    # 7 and at most 3 never sit in four consecutive values: a colour (rank 3) is their best.
    assert claim("R2 R3 R4 R5", "SPY SHIELD", mud=True)
    assert not claim("R1 R3 R5 R7", "SPY SHIELD", mud=True)
