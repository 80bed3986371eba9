"""Plays that win the round at once are always played (a club player saw the hard level
pass over a round-winning card three times in one round)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import game
from game.schotten import actions as act
from game.schotten.ai import make_player
from game.schotten.ai.suggest import suggest
from game.schotten.ai.wins import winning_plays
from game.schotten.cards import parse_card
from game.schotten.state import GameState

FIXTURES = Path(__file__).parent / "fixtures"


def cards(*texts: str) -> list[int]:
    return [parse_card(text) for text in texts]


def round_to_win(timing: str = "after_play") -> GameState:
    """Seat 0 holds stones 7 and 9; at stone 8 it has yellow 2 and 3 against green 8 and
    blue 9. Yellow 5 there makes a colour, which no run can beat: claimed at once, stones
    7-8-9 win the round. Yellow 5 anywhere else wins nothing."""
    state = game.new_game(game.GameConfig(claim_timing=timing), 3)
    sides = {6: (cards("R9", "O9", "G9"), cards("R2", "O3", "G4")),
             7: (cards("Y2", "Y3"), cards("G8", "B9")),
             8: (cards("R8", "O8", "P8"), cards("R1", "O2", "B3"))}
    hands = (cards("Y5", "R3", "O4", "G1", "B1", "P1"), cards("R4", "O5", "G2", "B2", "P2", "P3"))
    used = {card for pair in sides.values() for side in pair for card in side}
    used |= {card for hand in hands for card in hand}
    state.sides = [[[], []] for _ in range(9)]
    for stone, (mine, theirs) in sides.items():
        state.sides[stone] = [list(mine), list(theirs)]
    state.completed = [[None, None] for _ in range(9)]
    state.completed[6] = [1, 2]
    state.completed[8] = [3, 4]
    state.owner = [None] * 9
    state.owner[6] = state.owner[8] = 0
    state.hands = [list(hands[0]), list(hands[1])]
    state.clan_deck = [card for card in range(54) if card not in used]
    state.to_move = 0
    state.phase = game.Phase.PLAY
    return state


def test_the_card_that_wins_the_round_is_found_and_no_other() -> None:
    state = round_to_win()
    view = state.view(0)
    assert winning_plays(view) == [act.play(parse_card("Y5"), 7)]
    # The hidden cards do not change the answer: the opponent's hand is another one here.
    other = round_to_win()
    other.hands[1], other.clan_deck[:6] = other.clan_deck[:6], other.hands[1]
    assert winning_plays(other.view(0)) == winning_plays(view)


def test_not_under_the_expert_timing() -> None:
    """Claims come at the start of the next turn there, after the opponent's reply."""
    assert winning_plays(round_to_win("start_of_turn").view(0)) == []


@pytest.mark.parametrize("level", ["hard#6", "hard"])
def test_hard_plays_a_card_that_wins_by_leaving_the_hand(level: str) -> None:
    """From a game between hard and medium: seat 0 holds stones 1, 6 and 7, and three 9s
    at stone 5 against an empty side. Only a blue colour run could beat the 9s, and its
    cards are the blue 4, 5 and 6 in seat 0's own hand, which a proof counts as unseen.
    Playing the blue 4 or 5 anywhere leaves no blue run possible: stone 5 is claimed and
    5-6-7 win. Hard (and medium) played a red or green 2 instead, every time; the hint
    takes the win too. The level offered as medium keeps its one-ply judgement."""
    state = game.GameState.from_json((FIXTURES / "schotten-win-by-removal.json").read_text())
    view = state.view(0)
    wins = winning_plays(view)
    assert {action.to_text() for action in wins} == {"play B5 2", "play B5 8", "play B4 2",
                                                     "play B4 8"}
    for seed in range(3):
        assert make_player(level).choose(view, random.Random(seed)) in wins
    assert suggest(view).action in wins


def test_hard_and_the_hint_say_it_wins_the_round() -> None:
    view = round_to_win().view(0)
    assert make_player("hard").choose(view, random.Random(1)) == act.play(parse_card("Y5"), 7)


def test_the_hint_says_it_wins_the_round() -> None:
    hint = suggest(round_to_win().view(0))
    assert hint.action == act.play(parse_card("Y5"), 7)
    assert hint.code == "win_round" and hint.fields["card"] == "Y5" and hint.fields["stone"] == 8
    # The stones it lets the player claim, named (an expert: "wins the round" alone taught
    # nothing); stone 8 among them, and three side by side or five in all after them.
    claims = [int(stone) for stone in str(hint.fields["claims"]).split(",")]
    assert 8 in claims
    view = round_to_win().view(0)
    owned = {stone.stone + 1 for stone in view.stones if stone.owner == 0} | set(claims)
    assert len(owned) >= 5 or any({n, n + 1, n + 2} <= owned for n in range(1, 8))
