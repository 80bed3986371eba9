"""A round of a Take That game knows where the game stands (the points of its earlier
rounds, and whether it is the last), and the hard level's round's end counts the game's
first place in the last round, not the round's."""

from __future__ import annotations

import json
import random

from game.takethat import TAKE, TakeThatConfig, TakeThatMatch
from game.takethat.ai.finish import MARGIN, play_out
from game.takethat.ai.hard import deal
from game.takethat.ai.medium import MediumPlayer
from game.takethat.ai.memory import Memory
from tests.takethat_support import position


def play_round(match: TakeThatMatch) -> None:
    state = match.state
    while state.to_move is not None:
        state.play(state.legal_actions()[0])
    match.record_round()


def test_each_round_knows_the_points_before_it_and_whether_it_is_the_last() -> None:
    match = TakeThatMatch.start(TakeThatConfig(players=3, rounds=3), seed=5)
    assert match.state.earlier == (0, 0, 0) and not match.state.final
    play_round(match)
    first = match.totals
    assert first != (0, 0, 0)
    match.next_round()
    assert match.state.earlier == first and not match.state.final
    play_round(match)
    match.next_round()
    assert match.state.earlier == match.totals and match.state.final
    view = match.state.view(1)
    assert view.earlier == match.totals and view.final
    # Dealt again, or read back from a save, it still knows.
    assert match.redeal().earlier == match.totals and match.state.final
    again = TakeThatMatch.from_json(match.to_json())
    assert again.state.earlier == match.totals and again.state.final
    assert json.loads(match.to_json())["state"] == json.loads(again.to_json())["state"]


def test_a_game_of_one_round_is_final_from_the_start() -> None:
    match = TakeThatMatch.start(TakeThatConfig(players=2, rounds=1), seed=5)
    assert match.state.final and match.state.earlier == (0, 0)


def test_the_last_round_played_out_counts_the_games_points() -> None:
    """Taking a one-card row with the pile empty ends the round a point down: last in
    the round, but first in the game for a seat 20 points ahead before it."""
    state = position([[12, 13], [14, 15], [16, 17], [18, 19]], [35], pile=[])
    state.earlier = (20, 0, 0, 0)
    medium = MediumPlayer()
    state.final = False
    assert play_out(state, TAKE, 0, medium, set()) == MARGIN * -1
    state.final = True
    assert play_out(state, TAKE, 0, medium, set()) == 1.0 + MARGIN * 19


def test_the_sampled_deals_keep_the_games_standing() -> None:
    match = TakeThatMatch.start(TakeThatConfig(players=4, rounds=2), seed=9)
    play_round(match)
    match.next_round()
    view = match.state.view(match.state.to_move or 0)
    memory = Memory()
    memory.observe(view)
    world = deal(view, memory, random.Random(1))
    assert world.earlier == match.totals and world.final
