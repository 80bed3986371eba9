"""Undo against the computer: take back your last turn (and the computer's reply), but
never into a position from before a card you drew.

A drawn card is information: undoing a turn after which you saw a new card would let you
play it again knowing what comes. So undo goes back only to the start of one of your turns
that lies after your most recent draw (a Recruiter draw counts too). The round is replayed
from its seed with the action list cut there (``game.replay``), so the result is exactly
the position you had.
"""

from __future__ import annotations

import game


def undo_point(state: game.GameState, seat: int) -> int | None:
    """How many of the round's actions to keep to undo ``seat``'s last turn, or ``None``
    when there is nothing ``seat`` may take back (or the round does not follow from its
    seed and actions, so replaying it would not give back the same position)."""
    if state.outcome is not None or state.seed is None or not state.log:
        return None
    replayed = game.new_game(state.config, state.seed, state.first)
    starts: list[int] = []
    last_draw = 0
    previous: int | None = None
    for position, (mover, action) in enumerate(state.log):
        if mover == seat and previous != seat:
            starts.append(position)
        seen = len(replayed.events)
        try:
            replayed.play(action)
        except game.IllegalActionError:
            return None
        if any(event.kind == "draw" and event.seat == seat
               for event in replayed.events[seen:]):
            last_draw = position + 1
        previous = mover
    if replayed != state:
        return None
    allowed = [position for position in starts if position >= last_draw]
    return allowed[-1] if allowed else None


def undone(state: game.GameState, seat: int) -> game.GameState | None:
    """The position at the start of ``seat``'s last turn that may be taken back."""
    keep = undo_point(state, seat)
    if keep is None:
        return None
    assert state.seed is not None
    actions = [[mover, action.to_text()] for mover, action in state.log[:keep]]
    return game.replay(state.config, state.seed, state.first, actions)
