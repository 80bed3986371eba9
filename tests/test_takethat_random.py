"""Random-game invariants for Take That with 2, 3 and 4 players, checked at every step."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.takethat import (
    Action,
    Phase,
    TakeThatConfig,
    TakeThatState,
    determinize,
    new_round,
    score,
)
from tests.takethat_support import check_cards


def check_view(state: TakeThatState, seat: int) -> None:
    view = state.view(seat)
    hidden = set(state.pile)
    for other in range(state.config.players):
        if other != seat:
            hidden |= set(state.hands[other]) | set(state.face_down[other])
    assert view.visible_cards().isdisjoint(hidden), "a view shows a card it may not"
    assert set(view.unseen_cards()) == hidden
    assert view.hand_sizes == tuple(len(hand) for hand in state.hands)
    assert view.face_down_counts == tuple(len(cards) for cards in state.face_down)
    assert view.pile_size == len(state.pile)
    assert view.legal == (tuple(state.legal_actions()) if state.to_move == seat else ())


def check_step(state: TakeThatState) -> None:
    check_cards(state)
    config = state.config
    assert all(len(hand) <= config.hand_size for hand in state.hands)
    if state.pile and state.phase is Phase.TURN:
        assert all(len(hand) == config.hand_size for hand in state.hands), \
            "hands stay full while the pile lasts"
    if state.outcome is None:
        legal = state.legal_actions()
        assert legal, "someone can always move until the round ends"
        assert len(set(legal)) == len(legal)
        for action in legal:
            assert Action.from_text(action.to_text()) is action
            assert state.refusal(action) is None
    for seat in range(config.players):
        check_view(state, seat)


def play_random(players: int, seed: int, professional: bool,
                every_step: bool = True) -> TakeThatState:
    config = TakeThatConfig(players=players, professional=professional)
    state = new_round(config, seed)
    rng = random.Random(seed)
    steps = 0
    while state.to_move is not None:
        if every_step:
            check_step(state)
        legal = state.legal_actions()
        state.play(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < 2000, "a round ends"
    check_step(state)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("professional", [False, True])
def test_random_rounds_keep_every_invariant(players: int, professional: bool) -> None:
    for seed in range(8):
        state = play_random(players, seed, professional)
        outcome = state.outcome
        assert outcome is not None
        assert outcome.scores == tuple(score(state.face_up[s], state.face_down[s])
                                       for s in range(players))
        assert sum(len(c) for c in state.face_up) - sum(len(c) for c in state.face_down) \
            - 4 * sum(1 for c in state.face_down for card in c if card % 11 == 0) \
            == sum(outcome.scores), "scores add up"
        assert set(outcome.winners) == {s for s in range(players)
                                        if outcome.scores[s] == max(outcome.scores)}
        assert not state.pile or not state.row


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**62), professional=st.booleans(),
       stop=st.integers(0, 200))
def test_copy_json_and_replay_round_trip_mid_round(players: int, seed: int,
                                                   professional: bool, stop: int) -> None:
    state = new_round(TakeThatConfig(players=players, professional=professional), seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if state.to_move is None:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    copied = state.copy()
    assert copied == state
    loaded = TakeThatState.from_json(state.to_json())
    assert loaded == state and loaded.to_json() == state.to_json()
    if state.to_move is not None:
        copied.apply(copied.legal_actions()[0])
        assert copied != state, "a copy is independent"


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**62), stop=st.integers(0, 150))
def test_determinized_rounds_match_the_view(players: int, seed: int, stop: int) -> None:
    state = new_round(TakeThatConfig(players=players), seed)
    rng = random.Random(seed)
    for _ in range(stop):
        if state.to_move is None:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for seat in range(players):
        view = state.view(seat)
        sample = determinize(view, random.Random(seed + seat))
        check_cards(sample)
        assert sample.view(seat) == view
        assert TakeThatState.from_json(sample.to_json()) == sample
        while sample.to_move is not None:
            sample.apply(sample.legal_actions()[-1])


@settings(max_examples=200)
@given(st.sampled_from(["extend", "twist", "start"]), st.integers(12, 98))
def test_action_text_round_trips(kind: str, number: int) -> None:
    text = f"{kind} {number}"
    if number % 10 == 0:
        with pytest.raises(ValueError):
            Action.from_text(text)
        return
    action = Action.from_text(f"  {text.upper()} ")
    assert action.to_text() == text and str(action) == text
    assert Action.from_text(action.to_text()) is action
    assert repr(action) == f"Action.from_text({text!r})"


@pytest.mark.parametrize("text", ["", "jump", "take 12", "extend", "extend 12 13",
                                  "twist 20", "start eleven"])
def test_malformed_action_text_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Action.from_text(text)
