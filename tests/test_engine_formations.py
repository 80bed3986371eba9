"""Table tests for formations of 3 and 4 cards, sums, Blind-Man's Bluff and elite troops."""

import pytest

from game.schotten.formations import COLOUR, COLOUR_RUN, KIND, RUN, SUM, evaluate, evaluate_detailed
from tests.engine_support import cards


@pytest.mark.parametrize(
    ("side", "expected"),
    [
        ("R7 R8 R9", (COLOUR_RUN, 24)),
        ("R9 R7 R8", (COLOUR_RUN, 24)),
        ("B1 B2 B3", (COLOUR_RUN, 6)),
        ("Y5 G5 B5", (KIND, 15)),
        ("P9 O9 R9", (KIND, 27)),
        ("G1 G5 G9", (COLOUR, 15)),
        ("O2 O4 O3 O9"[:8], (COLOUR_RUN, 9)),
        ("R4 B5 G6", (RUN, 15)),
        ("R9 B8 G7", (RUN, 24)),
        ("R7 B4 G3", (SUM, 14)),
        ("R9 R1 R2", (COLOUR, 12)),
        ("R8 B9 G1", (SUM, 18)),
        ("Y1 P9 O8", (SUM, 18)),
    ],
)
def test_three_card_formations(side: str, expected: tuple[int, int]) -> None:
    assert evaluate(cards(side)) == expected


@pytest.mark.parametrize(
    ("side", "expected"),
    [
        ("R6 R7 R8 R9", (COLOUR_RUN, 30)),
        ("R5 B5 G5 Y5", (KIND, 20)),
        ("G1 G3 G5 G7", (COLOUR, 16)),
        ("R1 B2 G3 Y4", (RUN, 10)),
        ("R1 B2 G3 Y5", (SUM, 11)),
        ("R1 R2 R3 B4", (RUN, 10)),
        ("R5 B5 G5 Y6", (SUM, 21)),
    ],
)
def test_four_card_formations(side: str, expected: tuple[int, int]) -> None:
    assert evaluate(cards(side)) == expected


def test_ladder_order_beats_sum() -> None:
    """The rule sheets' example: three 5s beat 7-4-3 of mixed colours, though 15 > 14 anyway;
    and a low colour run beats a high three of a kind."""
    assert evaluate(cards("Y5 G5 B5")) > evaluate(cards("R7 B4 G3"))
    assert evaluate(cards("B1 B2 B3")) > evaluate(cards("R9 B9 G9"))
    assert evaluate(cards("P9 O9 R9")) > evaluate(cards("G1 G2 G9"))
    assert evaluate(cards("G1 G2 G4")) > evaluate(cards("R7 B8 G9"))
    assert evaluate(cards("R1 B2 G3")) > evaluate(cards("R9 B9 G7"))


def test_values_do_not_wrap() -> None:
    assert evaluate(cards("R9 R1 R2"))[0] == COLOUR
    assert evaluate(cards("R9 B1 G2"))[0] == SUM


@pytest.mark.parametrize(
    ("side", "expected"),
    [
        ("R7 B4 G3", 14),
        ("R7 R8 R9", 24),
        ("Y5 G5 B5", 15),
        ("R6 R7 R8 R9", 30),
    ],
)
def test_bluff_counts_only_the_sum(side: str, expected: int) -> None:
    assert evaluate(cards(side), bluff=True) == (SUM, expected)


def test_joker_beside_red_seven_makes_colour_run_or_three_sevens() -> None:
    assert evaluate(cards("R7 R8 JOKER1")) == (COLOUR_RUN, 24)
    assert evaluate(cards("R7 B7 JOKER2")) == (KIND, 21)
    completion = evaluate_detailed(cards("R7 R8 JOKER1"))
    assert completion.wild == tuple(cards("R9"))


@pytest.mark.parametrize(
    ("side", "expected"),
    [
        ("JOKER1 R1 R2", (COLOUR_RUN, 6)),
        ("JOKER1 R8 R9", (COLOUR_RUN, 24)),
        ("JOKER1 R5 R7", (COLOUR_RUN, 18)),
        ("JOKER1 R5 B5", (KIND, 15)),
        ("JOKER1 R1 R5", (COLOUR, 15)),
        ("JOKER1 R4 B6", (RUN, 15)),
        ("JOKER1 R1 B9", (SUM, 19)),
        ("SPY R8 R9", (COLOUR_RUN, 24)),
        ("SPY B7 G7", (KIND, 21)),
        ("SPY R5 R6", (COLOUR_RUN, 18)),
        ("SPY R1 R2", (COLOUR, 10)),
        ("SPY B5 G6", (RUN, 18)),
        ("SPY B9 G1", (SUM, 17)),
        ("SHIELD R2 R3", (COLOUR_RUN, 6)),
        ("SHIELD R3 R4", (COLOUR_RUN, 9)),
        ("SHIELD R4 R5", (COLOUR_RUN, 12)),
        ("SHIELD B2 G2", (KIND, 6)),
        ("SHIELD B9 G9", (SUM, 21)),
        ("SHIELD R9 R8", (COLOUR, 20)),
        ("JOKER1 SPY R8", (COLOUR_RUN, 24)),
        ("JOKER2 SPY SHIELD", (COLOUR, 19)),
        ("JOKER1 SPY SHIELD R5", (COLOUR, 24)),
        ("JOKER1 SHIELD R1", (COLOUR_RUN, 6)),
        ("SPY SHIELD B8", (COLOUR, 18)),
    ],
)
def test_elite_troops_take_their_best_assignment(side: str, expected: tuple[int, int]) -> None:
    assert evaluate(cards(side)) == expected


def test_elite_troop_stand_ins_are_clan_cards_of_the_right_value() -> None:
    completion = evaluate_detailed(cards("SPY R8 R9"))
    assert completion.wild == tuple(cards("R7"))
    shield = evaluate_detailed(cards("SHIELD R2 R3")).wild[0]
    assert shield == cards("R1")[0]


def test_elite_troops_under_bluff_take_their_highest_value() -> None:
    assert evaluate(cards("JOKER1 SPY SHIELD"), bluff=True) == (SUM, 19)
    assert evaluate(cards("SHIELD R1 B1"), bluff=True) == (SUM, 5)
