"""Full rounds dealt at random so that they agree with one seat's view: how the computer
players search without peeking at the cards they cannot see."""

from __future__ import annotations

import random

from game.takethat.state import TakeThatState
from game.takethat.view import TakeThatView


def determinize(view: TakeThatView, rng: random.Random) -> TakeThatState:
    """A full round consistent with ``view``: the unseen cards dealt at random.

    Other hands, other face-down piles and the draw pile are filled from the cards the
    seat has not seen, in the sizes the view shows. The result has no seed and no
    history; a computer player searches from it without peeking.
    """
    hidden = view.unseen_cards()
    rng.shuffle(hidden)
    state = TakeThatState(view.config)
    state.dealer = view.dealer
    state.row = list(view.row)
    state.face_up = [list(cards) for cards in view.face_up]
    for seat in range(view.config.players):
        if seat == view.seat:
            state.hands[seat] = list(view.hand)
            state.face_down[seat] = list(view.own_face_down)
            continue
        state.hands[seat] = [hidden.pop() for _ in range(view.hand_sizes[seat])]
        state.face_down[seat] = [hidden.pop() for _ in range(view.face_down_counts[seat])]
    if len(hidden) != view.pile_size:
        raise ValueError("the view's card counts do not add up")
    state.pile = hidden
    state.to_move = view.to_move
    state.phase = view.phase
    state.outcome = view.outcome
    if len(view.earlier) == view.config.players:
        state.earlier = view.earlier
    state.final = view.final
    return state
