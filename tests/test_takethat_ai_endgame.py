"""The exact two-player endgame of the hard level, checked against the engine itself."""

from __future__ import annotations

import random

from game.takethat import CARDS, TakeThatState
from game.takethat.actions import TAKE
from game.takethat.ai.endgame import known_hand, solve
from game.takethat.model import score
from tests.takethat_support import position


def endgame(rng: random.Random, size: int) -> TakeThatState:
    """Two hands of ``size`` cards and a short row, the draw pile empty, every other card
    face down in front of seat 1."""
    cards = list(CARDS)
    rng.shuffle(cards)
    mine, theirs, row = cards[:size], cards[size: 2 * size], cards[2 * size: 2 * size + 3]
    state = position([mine, theirs], row, pile=[])
    state.face_down[1] = cards[2 * size + 3:]
    return state


def margin(state: TakeThatState, seat: int) -> int:
    """``seat``'s points minus the other seat's."""
    points = [score(up, down) for up, down in zip(state.face_up, state.face_down, strict=True)]
    return points[seat] - points[1 - seat]


def brute(state: TakeThatState) -> float:
    """The mover's gain minus the other's from here, both playing perfectly (the engine's
    own rules, every legal action tried)."""
    mover = state.to_move
    if mover is None:
        return 0.0
    best = -1e9
    for action in state.legal_actions():
        child = state.copy()
        child.apply(action)
        gain = margin(child, mover) - margin(state, mover)
        if child.to_move == mover:
            best = max(best, gain + brute(child))
        else:
            best = max(best, gain - brute(child))
    return best


def test_the_endgame_matches_the_engine_played_out() -> None:
    rng = random.Random(4)
    checked = 0
    for _ in range(40):
        state = endgame(rng, rng.randrange(1, 5))
        view = state.view(0)
        gone = set(state.face_down[1])
        assert known_hand(view, gone) == tuple(sorted(state.hands[1]))
        exact = solve(view, gone)
        assert exact is not None
        assert {action for _, action in exact} == set(view.legal)
        for value, action in exact:
            child = state.copy()
            child.apply(action)
            gain = margin(child, 0) - margin(state, 0)
            assert child.to_move in (None, 1)
            assert value == gain - brute(child)
            checked += 1
    assert checked >= 60


def test_the_endgame_waits_until_the_other_hand_is_known() -> None:
    state = endgame(random.Random(2), 3)
    view = state.view(0)
    assert solve(view, set()) is None, "the face-down cards could be in the hand"
    assert solve(view, set(state.face_down[1][1:])) is None
    exact = solve(view, set(state.face_down[1]), limit=0)
    assert exact is None or exact[0][1] is TAKE
