"""The position evaluation of issue 24: each stone's chance, the round's, each stone's weight.

For every open stone both sides get an outlook, a small distribution over the strength
the side will end up with (``heuristics.side_outlook``): the cards on the side, the
owner's hand (sure at a started side, by chance at an empty one), the unseen cards by
the share of the draws the owner can still expect before the stone is settled, elite
troops for the values they may take, Mud's fourth card, Blind-Man's Bluff's sums. Two
outlooks give the raw chance of winning the stone (equal formations go to the side
completed first: when neither is complete yet, to the side that lacks fewer cards, and
at equal counts half each way). That raw chance is over-confident (docs/ai.md: a raw
0.05 won 21% of the time in self-play, a raw 0.95 81%), and it ignores who is closer to
completing, which decides ties and early claims; so the stone's log-odds are scaled
by ``sharpness`` and shifted by ``lead`` for each card the opponent lacks more than the
player there:

    chance = sigmoid(sharpness * logit(raw) + lead * (their missing - my missing))

A stone already claimed is 1 or 0; a stone settled by two complete sides is its raw
result. The nine chances give the round's win chance exactly for the rule "three
adjacent stones or any five" (a dynamic programme over the row, ``round_chance``,
exact for independent stones), for either seat, and each stone's weight, the exact
derivative of the value by the stone's chance (``value_gradient``).

Cost: ``python -m game bench`` measures one evaluation of a view from scratch (the
side estimates' caches cleared) and again (cached, as a search leaf mostly is):
``evaluation_us``; docs/ai.md has the figures.

The weights were chosen on 400 paired base games of the medium level against the frozen
medium (``benchmarks/ai_compare.py medium ref-medium --variants 0,1 --seed 7000``, build
weight 0.008): sharpness/lead 1/0.51 (the tilt before) 50.3%, 0.6/0.3 56.0%, 0.6/0.6
49.5%, 0.6/0.15 49.0%, 0.6/0.5 54.0%, 0.4/0.2 52.0%, 0.8/0.4 54.5%, 1.5/0.5 44.8%. The
differences are within two standard errors; docs/ai.md says what that means.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.schotten.ai.heuristics import (
    Board,
    Outlook,
    position_value,
    round_chance,
    value_gradient,
    win_chance,
)
from game.schotten.view import PlayerView

SHARPNESS = 0.6
"""Scale of a stone's raw log-odds (under 1: the raw chances are over-confident)."""
LEAD = 0.3
"""Log-odds per card the opponent lacks more than the player at a stone."""
HORIZON = 10
"""Draws a seat counts on before a stone is settled (as ``heuristics._HORIZON``)."""

_CLIP = 0.002


def calibrate(raw: float, mine_missing: int, theirs_missing: int,
              sharpness: float = SHARPNESS, lead: float = LEAD) -> float:
    """A stone's chance from its raw chance and the cards each side still lacks."""
    if raw <= 0.0 or raw >= 1.0:
        if mine_missing == 0 and theirs_missing == 0:
            return raw
        # Raw certainty about a side that is not complete: nearly, not quite.
        raw = min(1.0 - _CLIP, max(_CLIP, raw))
    z = sharpness * math.log(raw / (1.0 - raw)) + lead * (theirs_missing - mine_missing)
    if z > 30.0:
        return 1.0
    if z < -30.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


class JudgedBoard(Board):
    """``heuristics.Board`` with calibrated stone chances (the issue-24 evaluation)."""

    __slots__ = ()

    horizon = HORIZON
    sharpness: float = SHARPNESS
    lead: float = LEAD

    def stone_chance(self, stone: int, hand: Sequence[int] | None = None,
                     theirs: Outlook | None = None) -> float:
        owner = self.owner[stone]
        if owner is not None:
            return 1.0 if owner == self.me else 0.0
        me = self.me
        mine = self.outlook(stone, me, hand)
        if theirs is None:
            theirs = self.outlook(stone, 1 - me)
        done = self.completed[stone]
        capacity = self.capacity[stone]
        my_missing = capacity - len(self.sides[stone][me])
        their_missing = capacity - len(self.sides[stone][1 - me])
        if done[me] is not None and done[1 - me] is not None:
            raw = win_chance(mine, theirs, done[me] < done[1 - me])  # type: ignore[operator]
        elif done[me] is not None or done[1 - me] is not None:
            raw = win_chance(mine, theirs, done[me] is not None)
        elif my_missing != their_missing:
            # Neither side is complete: a tie goes to the side that is likely to be
            # completed first, the one that lacks fewer cards; at equal counts, either.
            raw = win_chance(mine, theirs, my_missing < their_missing)
        else:
            raw = 0.5 * (win_chance(mine, theirs, True) + win_chance(mine, theirs, False))
        return calibrate(raw, my_missing, their_missing, self.sharpness, self.lead)


@dataclass(frozen=True)
class Evaluation:
    """A position judged from one seat: per stone its chance for that seat (the other
    seat's is one minus it) and its weight; the round's win chance for either seat."""

    seat: int
    chances: tuple[float, ...]
    weights: tuple[float, ...]
    win: float
    loss: float
    value: float
    """``win - loss`` plus a small share of the expected stones, -1 to 1."""


def judge(chances: Sequence[float], seat: int) -> Evaluation:
    """The round from nine stone chances (for ``seat``)."""
    win = round_chance(chances)
    loss = round_chance([1.0 - p for p in chances])
    return Evaluation(seat, tuple(chances), tuple(value_gradient(chances)), win, loss,
                      position_value(chances))


def evaluate_view(view: PlayerView) -> Evaluation:
    """The evaluation of the position ``view`` shows, for ``view.seat``."""
    return judge(JudgedBoard.from_view(view).chances(), view.seat)

