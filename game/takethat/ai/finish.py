"""The end of a round of three or four played out (issue 24, item 6, *A thirteenth look*;
three seats since the thirty-third session).

Once the draw pile is nearly empty the round is short: it ends at the first take after
the pile runs out. The hard level then plays each of the evaluation's best actions out to
the end of the round, in deals that agree with its view and memory (``hard.deal``): its
own later moves by the evaluation's first choice, every other seat by the medium level's.
It keeps the action with the best expected first place (a shared first place counted as
a share), a point of margin over the best other seat worth ``MARGIN``, and changes the
evaluation's first choice only for one clearly ahead over the same deals. In a game's last
round the places and the margin are the game's: the points of the earlier rounds count.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.takethat.actions import Action
from game.takethat.ai.evaluation import rank, weights_for
from game.takethat.ai.medium import MediumPlayer
from game.takethat.cards import Card
from game.takethat.model import score
from game.takethat.state import TakeThatState
from game.takethat.view import make_view

MARGIN = 0.02
"""Worth of a point of margin over the best other seat, beside a whole first place."""
MAX_PLIES = 200
"""A playout longer than this stops where it is (a round ends long before)."""


def play_out(world: TakeThatState, action: Action, me: int, medium: MediumPlayer,
             gone: set[Card]) -> float:
    """``me``'s worth of ``action`` in the sampled ``world``, played to the round's end."""
    state = world.copy()
    state.apply(action)
    weights = weights_for(len(state.hands))
    plies = 0
    while state.outcome is None and state.to_move is not None and plies < MAX_PLIES:
        seat = state.to_move
        view = make_view(state, seat)
        ranked = rank(view, gone, weights) if seat == me else medium.rank(view)
        state.apply(ranked[0][1])
        plies += 1
    totals = [score(up, down) for up, down in zip(state.face_up, state.face_down, strict=True)]
    if state.final and len(state.earlier) == len(totals):
        # The game's last round: first place is the game's, the earlier rounds counted.
        totals = [total + before for total, before in zip(totals, state.earlier, strict=True)]
    top = max(totals)
    firsts = [seat for seat, total in enumerate(totals) if total == top]
    share = 1.0 / len(firsts) if me in firsts else 0.0
    best_other = max(total for seat, total in enumerate(totals) if seat != me)
    return share + MARGIN * (totals[me] - best_other)


def finish(candidates: Sequence[Action], worlds: Callable[[int], TakeThatState], me: int,
           medium: MediumPlayer, gone: set[Card], samples: int) -> list[list[float]]:
    """Each candidate's worth in ``samples`` deals (``worlds(i)``: the i-th deal)."""
    values: list[list[float]] = [[] for _ in candidates]
    for sample in range(samples):
        world = worlds(sample)
        for slot, action in enumerate(candidates):
            values[slot].append(play_out(world, action, me, medium, gone))
    return values
