"""Frozen copy of the Take That hard level as it stood at commit f947bae (issue 24, item 6).

The hard level: determinized Monte Carlo search over the cards it cannot see.

At every decision with more than one legal action it takes the medium level's best few
actions as candidates. Then, sample after sample, it deals the unseen cards at random in
a way that agrees with its view (``determinize``: the other hands, the other face-down
piles and the order of the draw pile). For each candidate it plays the action in that
sampled round, lets every other seat reply with the medium level's first choice until
it is to move again (one lap, ``play_lap``), and scores the candidate: its points gained
in the lap minus the mean of the others' gains, plus the medium level's estimate of its
own best action in the position reached (so a row that comes back to it unplayable
costs what taking it costs). Every candidate meets the same samples (common random
numbers), so their differences are measured with little noise. Candidates that fall
clearly behind the leader stop being sampled, and the medium level's first choice is
replaced only by a candidate that beats it clearly over the same samples: a handful of
samples cannot make it play worse than medium on a whim.

The search is anytime: it stops when its time budget runs out (checked after every lap)
and otherwise after ``samples`` samples. Given a sample count and no budget
(``hard#N``) the decision depends only on the view and the generator, so tournaments and
tests can be reproduced exactly; the clock can only cut a search short.

The older search, playouts by a fast policy until the row had been taken a few more
times, is no longer here: docs/ai.md records its results, and commit 5d1d354 holds it
(``HardPlayer(horizon=2)``).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from benchmarks.reference.takethat.medium import MediumPlayer
from game.takethat.actions import Action
from game.takethat.model import Phase, score
from game.takethat.sampling import determinize
from game.takethat.state import TakeThatState
from game.takethat.view import TakeThatView, make_view

DEFAULT_BUDGET_MS = 600.0
"""Default thinking time per decision: the median stays well under one second."""
DEFAULT_SAMPLES = 16
"""Samples per decision when the clock does not stop the search first: the count the
tournaments measured (more samples make the switching rule switch more often, which
was not measured to help)."""
_SWITCH_SIGMAS = 1.5
"""Another candidate replaces the medium level's first choice only when it leads it by
this many standard errors of the paired difference."""
_PRUNE_AFTER = 8
"""Samples every candidate gets before any is dropped."""
_PRUNE_SIGMAS = 2.5
"""A candidate is dropped when it trails the leader by this many standard errors of the
paired difference."""


class HardPlayer:
    """Determinized Monte Carlo over the medium level's best candidates.

    ``budget_ms=None`` searches exactly ``samples`` samples with no clock at all.
    The search looks ``laps`` laps ahead, the medium estimate weighted by ``static``;
    ``switch_sigmas`` is how clearly a candidate must beat medium's choice.
    """

    def __init__(self, budget_ms: float | None = DEFAULT_BUDGET_MS,
                 samples: int = DEFAULT_SAMPLES, candidates: int = 5,
                 static: float = 1.0, switch_sigmas: float = 1.5, laps: int = 1) -> None:
        if budget_ms is None:
            self.name = f"hard#{samples}"
        elif budget_ms == DEFAULT_BUDGET_MS and samples == DEFAULT_SAMPLES:
            self.name = "hard"
        else:
            self.name = f"hard@{budget_ms:g}"
        self.budget_ms = budget_ms
        self.samples = samples
        self.candidates = candidates
        self.static = static
        self.laps = laps
        self.switch_sigmas = switch_sigmas
        self.medium = MediumPlayer()
        self.clock: Callable[[], float] = time.perf_counter
        """The clock the budget is kept by (seconds); tests put in a clock of their own."""
        self.last_samples = 0
        self.last_cut = False
        """Whether the clock ended the last search before its sample count."""

    def choose(self, view: TakeThatView, rng: random.Random) -> Action:
        started = self.clock()
        self.last_samples = 0
        self.last_cut = False
        ranked = self.medium.rank(view)
        if len(ranked) == 1:
            return ranked[0][1]
        shortlist = ranked[: self.candidates]
        deadline = math.inf if self.budget_ms is None else started + self.budget_ms / 1000.0
        sample_seed = rng.getrandbits(64)
        values: list[list[float]] = [[] for _ in shortlist]
        active = list(range(len(shortlist)))
        done = 0
        while done < self.samples and len(active) > 1:
            world = determinize(view, random.Random(sample_seed + done))
            sample: list[float] = []
            for slot in active:
                sample.append(play_lap(world, shortlist[slot][1], view.seat,
                                       self.medium, self.static, self.laps))
                if self.clock() > deadline:
                    break
            if len(sample) < len(active):
                self.last_cut = True
                break
            for slot, value in zip(active, sample, strict=True):
                values[slot].append(value)
            done += 1
            if done >= _PRUNE_AFTER:
                active = _survivors(active, values)
        self.last_samples = done
        return shortlist[_pick(active, values, self.switch_sigmas)][1]


def play_lap(world: TakeThatState, action: Action, me: int, medium: MediumPlayer,
             static: float = 1.0, laps: int = 1) -> float:
    """``me``'s worth of ``action`` in the sampled ``world`` over one lap.

    The action is played, then every other seat replies with the medium level's first
    choice until ``me`` is to move again (or the round ends). The worth is ``me``'s points
    gained minus the mean of the others' gains in that lap, plus ``static`` times the
    medium level's estimate of ``me``'s best action in the position reached (what the
    row left to ``me`` is worth or costs).
    """
    state = world.copy()
    players = len(state.hands)
    before = [score(up, down) for up, down in zip(state.face_up, state.face_down,
                                                   strict=True)]
    state.apply(action)
    if state.to_move == me and state.phase is Phase.START:
        state.apply(medium.rank(make_view(state, me))[0][1])
    while state.to_move is not None and state.to_move != me:
        state.apply(medium.rank(make_view(state, state.to_move))[0][1])
    for _ in range(laps - 1):
        if state.to_move is None:
            break
        state.apply(medium.rank(make_view(state, me))[0][1])
        while state.to_move is not None and state.to_move != me:
            state.apply(medium.rank(make_view(state, state.to_move))[0][1])
    after = [score(up, down) for up, down in zip(state.face_up, state.face_down,
                                                  strict=True)]
    gains = [a - b for a, b in zip(after, before, strict=True)]
    value = gains[me] - (sum(gains) - gains[me]) / (players - 1)
    if state.to_move == me and static:
        value += static * medium.rank(make_view(state, me))[0][0]
    return value


def _pick(active: list[int], values: list[list[float]],
          sigmas: float = _SWITCH_SIGMAS) -> int:
    """The candidate to play: the medium level's first choice (slot 0) unless another
    one beats it clearly over the same samples, or it was dropped."""
    leader = max(active, key=lambda slot: (sum(values[slot]), -slot))
    if leader == 0 or 0 not in active or not values[0]:
        return leader
    return leader if _clearly_ahead(values[leader], values[0], sigmas) else 0


def _clearly_ahead(first: list[float], second: list[float], sigmas: float) -> bool:
    """Whether ``first`` beats ``second`` by more than ``sigmas`` standard errors of the
    paired difference."""
    count = len(first)
    gaps = [a - b for a, b in zip(first, second, strict=True)]
    mean = sum(gaps) / count
    spread = math.sqrt(sum((gap - mean) ** 2 for gap in gaps) / max(count - 1, 1))
    return mean > sigmas * spread / math.sqrt(count)


def _survivors(active: list[int], values: list[list[float]]) -> list[int]:
    """The candidates not clearly behind the leader (paired over the same samples)."""
    leader = max(active, key=lambda slot: sum(values[slot]))
    return [slot for slot in active if slot == leader
            or not _clearly_ahead(values[leader], values[slot], _PRUNE_SIGMAS)]
