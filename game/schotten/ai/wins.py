"""Plays that win the round at once: the card goes down, then the stones it proves are
claimed, and the claims make three adjacent stones or five.

Claims are decided from the table alone (a proof counts only the cards on the table, RULES
§10), so the answer does not depend on the hidden cards: any world that agrees with the
view gives it. The levels' look-ahead judged such a play by its estimate of each stone
and could rank another play higher; a club player saw the hard level pass over a
round-winning yellow card three times in one round (at stone 8, beside its stones 7 and 9).
"""

from __future__ import annotations

import random

from game.schotten.actions import Action, Kind
from game.schotten.model import Phase
from game.schotten.sampling import determinize
from game.schotten.state import GameState
from game.schotten.view import PlayerView

_ANY_WORLD_SEED = 0
"""The hidden cards do not change a claim, so one fixed world serves (and the caller's
generator is left as it was)."""


def winning_plays(view: PlayerView) -> list[Action]:
    """The legal plays of ``view`` after which claiming every provable stone wins the
    round, in legal order; empty outside the play phase, and under the expert timing
    (claims come at the start of the next turn, after the opponent's reply)."""
    if view.phase is not Phase.PLAY or view.to_move != view.seat:
        return []
    plays = [action for action in view.legal if action.kind is Kind.PLAY]
    if not plays:
        return []
    world = determinize(view, random.Random(_ANY_WORLD_SEED))
    return [action for action in plays if wins_after(world, action, view.seat)]


def wins_at_once(view: PlayerView, action: Action) -> bool:
    """Whether ``action`` (one of ``view.legal``) is a play that wins the round at once."""
    return winning_claims(view, action) is not None


def wins_after(world: GameState, action: Action, seat: int) -> bool:
    """Whether ``seat`` wins the round by playing ``action`` in ``world`` and then claiming
    every stone it may (a claim never hurts the claimer)."""
    return claims_that_win(world, action, seat) is not None


def claims_that_win(world: GameState, action: Action, seat: int) -> list[int] | None:
    """The stones (0-8) ``seat`` claims after playing ``action`` in ``world`` to win the
    round, in the order claimed; ``None`` when the play does not win at once."""
    state = world.copy()
    state.play(action)
    claimed: list[int] = []
    while state.outcome is None:
        if state.to_move != seat or state.phase is not Phase.CLAIM:
            return None
        claim = next((a for a in state.legal_actions() if a.kind is Kind.CLAIM), None)
        if claim is None or claim.stone is None:
            return None
        claimed.append(claim.stone)
        state.play(claim)
    return claimed if state.outcome.winner == seat else None


def winning_claims(view: PlayerView, action: Action) -> list[int] | None:
    """The stones (0-8) the play ``action`` lets ``view``'s seat claim to win the round at
    once, or ``None`` when it does not (``wins_at_once``)."""
    if view.phase is not Phase.PLAY or action.kind is not Kind.PLAY:
        return None
    return claims_that_win(determinize(view, random.Random(_ANY_WORLD_SEED)), action,
                           view.seat)
