"""The hard level: determinized Monte Carlo search over the cards it cannot see.

At every decision with more than one legal action it takes the medium level's best few
actions as candidates. Then, sample after sample, it deals the unseen cards at random in
a way that agrees with its view (``determinize``: the other hands, the other face-down
piles and the order of the draw pile), and for each candidate plays the action in that
sampled round and plays the round out to its end with a fast policy for every seat. A
candidate's worth in a sample is its round points minus the mean of the others'. Every
candidate meets the same samples (common random numbers), so their differences are
measured with little noise; candidates that fall clearly behind the leader stop being
sampled, and the medium level's own estimate counts as a few samples of prior.

The playout policy knows, like every player, only its own hand and the table; it treats
every card in a hand or in the pile as possibly held by the others. It twists whenever it
can, otherwise extends with the card that the fewest of those cards could follow, takes a
lone frog-free card when every extension is easy to follow, and otherwise takes only when
nothing else is legal; a new row starts with the card hardest to follow.

The search is anytime: it stops when its time budget runs out (checked after every
playout) and otherwise after ``samples`` samples. Given a sample count and no budget the
decision depends only on the view and the generator, so tournaments and tests can be
reproduced exactly; the clock can only cut a search short.
"""

from __future__ import annotations

import math
import random
import time

from game.takethat.actions import TAKE, Action, extend, start, twist
from game.takethat.ai.medium import MediumPlayer
from game.takethat.cards import FROGS, Card
from game.takethat.cards import twin as twin_of
from game.takethat.state import Phase, TakeThatState
from game.takethat.view import TakeThatView, determinize

DEFAULT_BUDGET_MS = 600.0
"""Default thinking time per decision: the median stays well under one second."""
DEFAULT_SAMPLES = 400
"""Samples per decision when the clock does not stop the search first."""
_PRIOR_WEIGHT = 2.0
"""The medium level's own estimate counts as this many samples."""
_PRUNE_AFTER = 8
"""Samples every candidate gets before any is dropped."""
_PRUNE_SIGMAS = 2.5
"""A candidate is dropped when it trails the leader by this many standard errors of the
paired difference."""
_REACH = 10
_TWINS: list[int] = [twin_of(card) or 0 if 12 <= card <= 98 and card % 10 else 0
                     for card in range(100)]
_FROG: list[bool] = [card in FROGS for card in range(100)]


class HardPlayer:
    """Determinized Monte Carlo over the medium level's best candidates.

    ``budget_ms=None`` searches exactly ``samples`` samples with no clock at all.
    """

    def __init__(self, budget_ms: float | None = DEFAULT_BUDGET_MS,
                 samples: int = DEFAULT_SAMPLES, candidates: int = 5) -> None:
        if budget_ms is None:
            self.name = f"hard:{samples}"
        elif budget_ms == DEFAULT_BUDGET_MS and samples == DEFAULT_SAMPLES:
            self.name = "hard"
        else:
            self.name = f"hard@{budget_ms:g}"
        self.budget_ms = budget_ms
        self.samples = samples
        self.candidates = candidates
        self.medium = MediumPlayer()
        self.last_samples = 0

    def choose(self, view: TakeThatView, rng: random.Random) -> Action:
        started = time.perf_counter()
        self.last_samples = 0
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
                sample.append(play_out(world, shortlist[slot][1], view.seat))
                if time.perf_counter() > deadline:
                    break
            if len(sample) < len(active):
                break
            for slot, value in zip(active, sample, strict=True):
                values[slot].append(value)
            done += 1
            if done >= _PRUNE_AFTER:
                active = _survivors(active, values)
        self.last_samples = done

        def score(slot: int) -> float:
            found = values[slot]
            return (shortlist[slot][0] * _PRIOR_WEIGHT + sum(found)) / (
                _PRIOR_WEIGHT + len(found))

        best = max(active, key=lambda slot: (score(slot), -slot))
        return shortlist[best][1]


def play_out(world: TakeThatState, action: Action, me: int) -> float:
    """``me``'s round points minus the mean of the others' after ``action`` and a
    playout to the end of the round in the sampled ``world``."""
    state = world.copy()
    state.apply(action)
    live = [False] * 100
    for hand in state.hands:
        for card in hand:
            live[card] = True
    for card in state.pile:
        live[card] = True
    while state.to_move is not None:
        seat = state.to_move
        chosen = playout_action(state, seat, live)
        if chosen.card is not None:
            live[chosen.card] = False
        state.apply(chosen)
    outcome = state.outcome
    assert outcome is not None
    scores = outcome.scores
    others = (sum(scores) - scores[me]) / (len(scores) - 1)
    return scores[me] - others


def followers(card: Card, hand: list[Card], live: list[bool]) -> int:
    """Cards that another player might hold and play on ``card`` or twist it with."""
    low = max(card - _REACH, 12)
    high = min(card + _REACH, 98)
    count = sum(live[low:high + 1])
    for own in hand:
        if low <= own <= high:
            count -= 1
    other = _TWINS[card]
    if other and live[other] and other not in hand and not low <= other <= high:
        count += 1
    return count


def playout_action(state: TakeThatState, seat: int, live: list[bool]) -> Action:
    """The fast playout policy (see the module text)."""
    hand = state.hands[seat]
    row = state.row
    if state.phase is Phase.START or not row:
        best = min(hand, key=lambda card: (followers(card, hand, live), card))
        return start(best) if state.phase is Phase.START else extend(best)
    in_row = set(row)
    for card in hand:
        if _TWINS[card] in in_row:
            return twist(card)
    right = row[-1]
    best_card = 0
    best_count = 1000
    for card in hand:
        if -_REACH <= card - right <= _REACH:
            count = followers(card, hand, live) - (2 if _FROG[card] else 0)
            if count < best_count:
                best_card, best_count = card, count
    if not best_card:
        return TAKE
    if (len(row) == 1 and not _FROG[right] and best_count >= 12 and state.pile
            and not state.config.professional):
        return TAKE
    return extend(best_card)


def _survivors(active: list[int], values: list[list[float]]) -> list[int]:
    """The candidates not clearly behind the leader (paired over the same samples)."""
    count = len(values[active[0]])
    leader = max(active, key=lambda slot: sum(values[slot]))
    kept = []
    for slot in active:
        if slot == leader:
            kept.append(slot)
            continue
        gaps = [a - b for a, b in zip(values[leader], values[slot], strict=True)]
        mean = sum(gaps) / count
        spread = math.sqrt(sum((gap - mean) ** 2 for gap in gaps) / max(count - 1, 1))
        if mean <= _PRUNE_SIGMAS * spread / math.sqrt(count):
            kept.append(slot)
    return kept
