"""Random-game invariants over thousands of seeded games, in both variants and timings."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game
from game.schotten.cards import BLUFF, MUD, TACTIC_CARDS
from game.schotten.state import GameState
from tests.engine_support import VARIANTS


def all_places(state: GameState) -> list[int]:
    places = [*state.hands[0], *state.hands[1], *state.clan_deck, *state.tactic_deck,
              *state.discard]
    for stone in range(9):
        places += state.sides[stone][0] + state.sides[stone][1]
        if state.bluff[stone] >= 0:
            places.append(BLUFF)
        if state.mud[stone] >= 0:
            places.append(MUD)
    if state.picked is not None:
        places.append(state.picked)
    return places


def check_step(state: GameState) -> None:
    expected = list(range(54)) + (list(TACTIC_CARDS) if state.config.tactics else [])
    assert sorted(all_places(state)) == expected, "every card is somewhere exactly once"
    for stone in range(9):
        for seat in (0, 1):
            assert len(state.sides[stone][seat]) <= state.capacity(stone)
            complete = len(state.sides[stone][seat]) == state.capacity(stone)
            assert (state.completed[stone][seat] is not None) == complete
    if state.outcome is None:
        assert state.legal_actions(), "legal actions are non-empty until the round ends"
    for seat in (0, 1):
        view = state.view(seat)
        hidden = set(state.hands[1 - seat]) | set(state.clan_deck) | set(state.tactic_deck)
        known = {card for card, _, _ in view.known_in_decks}
        assert (view.visible_cards() - known).isdisjoint(hidden), "a view shows an unseen card"
        assert known <= set(state.returned[seat])
        assert view.opponent_hand_size == len(state.hands[1 - seat])
        assert view.opponent_tactic_cards() == sum(
            1 for card in state.hands[1 - seat] if card >= 54), "the backs in hand are public"
        for event in view.events:
            if event.seat != seat and event.kind in ("draw", "return"):
                assert event.card == -1


def play_random(config: game.GameConfig, seed: int, check_every: int = 1,
                claim_first: bool = True) -> GameState:
    state = game.new_game(config, seed)
    rng = random.Random(seed)
    steps = 0
    while state.to_move is not None:
        if steps % check_every == 0:
            check_step(state)
        legal = state.legal_actions()
        claims = [a for a in legal if a.kind is game.Kind.CLAIM]
        action = claims[0] if claims and claim_first else rng.choice(legal)
        assert game.Action.from_text(action.to_text()) == action
        state.play(action)
        steps += 1
        assert steps < 2000, "the round must end"
    check_step(state)
    assert state.outcome is not None
    return state


@pytest.mark.parametrize(
    "config", VARIANTS, ids=lambda c: f"{c.tactics}-{c.claim_timing}-{c.edition}")
def test_invariants_over_many_random_games(config: game.GameConfig) -> None:
    for seed in range(300):
        play_random(config, seed, check_every=1 if seed < 60 else 7, claim_first=seed % 3 != 0)


@pytest.mark.parametrize("config", VARIANTS[::2], ids=lambda c: f"{c.tactics}-{c.claim_timing}")
def test_copy_and_json_round_trip_give_equal_states(config: game.GameConfig) -> None:
    for seed in range(40):
        state = game.new_game(config, seed)
        rng = random.Random(seed)
        step = 0
        while state.to_move is not None:
            if step % 9 == 0:
                copy = state.copy()
                assert copy == state
                assert game.GameState.from_json(state.to_json()) == state
                copy.apply(copy.legal_actions()[0])
                assert copy != state or copy.log != state.log
            state.play(rng.choice(state.legal_actions()))
            step += 1
        assert game.GameState.from_json(state.to_json()) == state


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), tactics=st.booleans(),
       timing=st.sampled_from(["after_play", "start_of_turn"]),
       choices=st.lists(st.integers(0, 10**6), max_size=400))
def test_any_sequence_of_legal_choices_keeps_the_invariants(
        seed: int, tactics: bool, timing: str, choices: list[int]) -> None:
    state = game.new_game(game.GameConfig(tactics=tactics, claim_timing=timing), seed)
    for choice in choices:
        if state.to_move is None:
            break
        legal = state.legal_actions()
        state.play(legal[choice % len(legal)])
    check_step(state)


def test_every_round_ends_with_a_sensible_outcome() -> None:
    reasons = set()
    for seed in range(400):
        config = VARIANTS[seed % len(VARIANTS)]
        state = play_random(config, seed, check_every=1000)
        outcome = state.outcome
        assert outcome is not None
        reasons.add(outcome.reason)
        if outcome.reason in (game.Reason.THREE_ADJACENT, game.Reason.FIVE_STONES):
            assert outcome.winner is not None
            stones = state.stones_of(outcome.winner)
            adjacent = any(all(s + k in stones for k in range(3)) for s in range(7))
            assert len(stones) >= 5 or adjacent
    assert {game.Reason.THREE_ADJACENT, game.Reason.FIVE_STONES} <= reasons
