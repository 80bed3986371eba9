"""Helpers for engine tests: build positions from card notation."""

from __future__ import annotations

import random

import game
from game.schotten.cards import parse_card
from game.schotten.state import GameState

ALL_UNSEEN = (1 << 54) - 1


def cards(text: str) -> list[int]:
    return [parse_card(name) for name in text.split()]


def mask_without(*groups: str) -> int:
    """All clan cards except those named."""
    mask = ALL_UNSEEN
    for group in groups:
        for card in cards(group):
            if card < 54:
                mask &= ~(1 << card)
    return mask


def random_round(config: game.GameConfig, seed: int, claim: bool = True) -> GameState:
    """Play a whole round with random legal actions (claiming first when ``claim``)."""
    state = game.new_game(config, seed)
    rng = random.Random(seed)
    while state.to_move is not None:
        legal = state.legal_actions()
        claims = [a for a in legal if a.kind is game.Kind.CLAIM]
        state.play(claims[0] if claims and claim else rng.choice(legal))
    return state



def mid_round(tactics: bool, seed: int, moves: int) -> GameState:
    """The round after ``moves`` random actions, stopped at the next play decision."""
    state = game.new_game(game.GameConfig(tactics=tactics), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        state.play(legal[rng.randrange(len(legal))])
    while state.to_move is not None and state.phase is not game.Phase.PLAY:
        state.play(state.legal_actions()[0])
    return state


def view_and_two_worlds(tactics: bool, seed: int, moves: int
                        ) -> tuple[game.PlayerView, GameState, GameState]:
    """A play decision after ``moves`` random actions, and two different deals of the
    cards its seat cannot see that agree with its view (for no-peeking tests)."""
    state = mid_round(tactics, seed, moves)
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    return view, game.determinize(view, random.Random(1)), game.determinize(view,
                                                                            random.Random(2))

VARIANTS = [
    game.GameConfig(tactics=tactics, claim_timing=timing, edition=edition)
    for tactics in (False, True)
    for timing in ("after_play", "start_of_turn")
    for edition in ("iello", "classic")
]


def arrange(
    config: game.GameConfig,
    hands: tuple[str, str] = ("", ""),
    sides: dict[int, tuple[str, str]] | None = None,
    to_move: int = 0,
    seed: int = 7,
) -> GameState:
    """A fresh round with exactly the named cards in the hands and on the sides.

    Stones are numbered 1–9 as in the rules. Every other card stays in its deck (the
    dealt hands go back to the clan deck), so every card is in exactly one place.
    """
    state = game.new_game(config, seed, first=to_move)
    wanted = [cards(hands[0]), cards(hands[1])]
    placed = {stone: (cards(a), cards(b)) for stone, (a, b) in (sides or {}).items()}
    named = {c for hand in wanted for c in hand}
    named |= {c for pair in placed.values() for side in pair for c in side}
    pool = state.hands[0] + state.hands[1] + state.clan_deck
    state.clan_deck = [c for c in pool if c not in named]
    state.tactic_deck = [c for c in state.tactic_deck if c not in named]
    state.hands = wanted
    for stone, pair in sorted(placed.items()):
        for seat in (0, 1):
            for card in pair[seat]:
                state._place(seat, card, stone - 1)
    return state


def act(state: GameState, *texts: str) -> None:
    """Play actions given in text form, checked."""
    for text in texts:
        state.play(game.Action.from_text(text))


def phase(state: GameState) -> game.Phase:
    """The phase now: read through a call, so that the type checker does not carry an
    earlier ``assert state.phase is ...`` past the actions played since."""
    return state.phase


def legal_texts(state: GameState) -> set[str]:
    return {action.to_text() for action in state.legal_actions()}
