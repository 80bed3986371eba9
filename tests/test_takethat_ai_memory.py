"""The new hard level's memory and search: true knowledge only, and no peeking."""

from __future__ import annotations

import copy
import random

import pytest

from game.takethat import TakeThatConfig, new_round
from game.takethat.ai import make_player
from game.takethat.ai.hard import HardPlayer, deal
from game.takethat.ai.medium import MediumPlayer
from game.takethat.ai.memory import Memory
from tests.takethat_support import check_cards


@pytest.mark.parametrize("players", [2, 3, 4])
def test_memory_knows_only_true_things_and_learns(players: int) -> None:
    learned = 0
    for seed in range(6):
        state = new_round(TakeThatConfig(players=players), seed=seed)
        memory = Memory()
        medium = MediumPlayer()
        rng = random.Random(seed)
        while state.to_move is not None:
            seat = state.to_move
            view = state.view(seat)
            if seat == 0:
                memory.observe(view)
                for card, owner in memory.owner.items():
                    holders = [each for each in range(players) if card in state.face_down[each]]
                    assert holders and holders[0] != 0, card
                    assert owner in (-1, holders[0])
                    assert card not in view.hand and card in view.unseen_cards()
                if players == 2:
                    assert set(memory.owner) <= set(state.face_down[1])
                learned = max(learned, len(memory.owner))
                world = deal(view, memory, random.Random(seed))
                check_cards(world)
                assert world.view(0) == view
                for card, owner in memory.owner.items():
                    assert card in world.face_down[owner if owner >= 0 else 1] or owner < 0
            action = medium.choose(view, rng)
            if seat == 0:
                memory.played(view, action)
            state.play(action)
    assert learned >= 5


def test_memory_forgets_a_new_round() -> None:
    memory = Memory()
    state = new_round(TakeThatConfig(players=2), seed=3)
    medium = MediumPlayer()
    rng = random.Random(3)
    while state.to_move is not None and not memory.owner:
        view = state.view(state.to_move)
        if state.to_move == 0:
            memory.observe(view)
        action = medium.choose(view, rng)
        if state.to_move == 0:
            memory.played(view, action)
        state.play(action)
    assert memory.owner
    fresh = new_round(TakeThatConfig(players=2), seed=4, dealer=1)
    memory.observe(fresh.view(0))
    assert not memory.owner and set(memory.seen) == set(fresh.row)


def test_hard_with_a_memory_ignores_what_the_seat_cannot_see() -> None:
    """Halfway through a round played by hard, the cards the seat cannot see are dealt
    again; the same player (same memory) decides the same either way."""
    for seed in range(4):
        players = 2 + seed % 3
        state = new_round(TakeThatConfig(players=players), seed=seed)
        hard = HardPlayer(budget_ms=None, samples=2)
        others = [make_player("medium") for _ in range(players)]
        rng = random.Random(seed)
        for _ in range(12 * players):
            seat = state.to_move
            assert seat is not None
            chooser = hard if seat == 0 else others[seat]
            state.play(chooser.choose(state.view(seat), rng))
        while state.to_move != 0:
            seat = state.to_move
            assert seat is not None
            state.play(others[seat].choose(state.view(seat), rng))
        moved = state.copy()
        hidden = list(moved.pile)
        for each in range(1, players):
            hidden += moved.hands[each] + moved.face_down[each]
        random.Random(seed).shuffle(hidden)
        for each in range(1, players):
            moved.hands[each] = [hidden.pop() for _ in state.hands[each]]
            moved.face_down[each] = [hidden.pop() for _ in state.face_down[each]]
        moved.pile = hidden
        assert moved.view(0) == state.view(0) and moved.hands != state.hands
        twin_player = copy.deepcopy(hard)
        first = hard.choose(state.view(0), random.Random(seed))
        second = twin_player.choose(moved.view(0), random.Random(seed))
        assert first == second
