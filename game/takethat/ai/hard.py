"""The hard level: the new evaluation, searched (issue 24, item 6).

At each decision with more than one legal action:

1. **Memory.** It remembers the row cards it has seen that were later taken (``Memory``):
   they lie face down, so they are in no hand and not in the draw pile.
2. **Exact endgame, two players.** Once the draw pile is empty and the memory accounts
   for every unseen card but the opponent's hand, the rest of the round is searched
   exactly (``endgame.solve``).
3. **Evaluation.** Otherwise ``evaluation.rank`` (the medium level's estimate over the
   cards that can still come, with the weights ``evaluation.weights_for`` gives the
   table and, with four players, the seat's standing: a seat that leads guards its lead,
   ``standings.lead``) rates every legal action. With two or four players the best one
   is played: there the lap search below measured no better than the evaluation alone,
   and with four the evaluation with its own weights took more first places than the
   search (docs/ai-takethat.md, *An eighth look* and *A tenth look*). With three or four,
   once the draw pile holds ``FINISH_PILE`` cards or fewer, the best candidates are played
   out to the end of the round instead of being searched or rated (``finish``; *A
   thirteenth look*, and *The round's end at three seats*).
4. **Search, three players.** The evaluation's best ``candidates`` actions are
   tried in ``samples`` sampled deals that agree with the view and the memory (``deal``).
   In each, a candidate is played and every other seat replies with the medium level's
   first choice until it is to move again (``play_lap``). A candidate scores its points
   gained in the lap minus ``others`` times the mean of the others' gains, plus
   ``static`` times the evaluation of its best action in the position reached (the
   leaf). Every candidate meets the same deals (common random numbers); the
   evaluation's first choice is replaced only by a candidate that beats it by
   ``switch_sigmas`` standard errors of the paired difference.

Why determinized sampling rather than information-set MCTS: a lap is short (one move per
player), the hidden cards matter mostly as "can the next player follow this row", which a
sampled deal answers directly, and the evaluation prices what lies beyond the lap; a tree
over 2-4 players' hidden hands would spend its few hundred milliseconds on nodes visited
once. The search is anytime: it stops when its time budget runs out (checked after every
lap) and otherwise after ``samples`` samples. With a sample count and no budget
(``hard#N``) a decision depends only on what the seat has seen this round and the
generator, so tournaments and tests repeat exactly.

The level before issue 24 is frozen in ``benchmarks/reference/takethat`` (not part of the
game); docs/ai-takethat.md has the measurements.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from game.takethat.actions import Action
from game.takethat.ai.endgame import solve
from game.takethat.ai.evaluation import TUNED, Weights, rank, weights_for
from game.takethat.ai.finish import finish
from game.takethat.ai.medium import MediumPlayer
from game.takethat.ai.memory import Memory
from game.takethat.ai.standings import lead
from game.takethat.cards import Card
from game.takethat.model import Phase, score
from game.takethat.state import TakeThatState
from game.takethat.view import TakeThatView, make_view

FINISH_FROM = 3
"""Tables of this many players or more play a round's end out (``finish``): four since
*A thirteenth look*, three since the thirty-third session (+0.015 ± 0.009 in the share
of first places against two mediums over 4 000 paired one-round games on two seeds;
docs/ai-takethat.md, *The round's end at three seats*)."""
FINISH_PILE = 4
"""The draw pile's size at and below which they do (of 4, 10 and 0 tried, 4 took the most
first places: docs/ai-takethat.md, *A thirteenth look*; 6 with 64 deals gained nothing,
−0.0007 ± 0.0081 over 3 000 paired two-round games: *The first of two rounds*)."""
FINISH_SAMPLES = 64
"""Deals per candidate when the round's end is played out: 64 since 2026-12-03
(against 16: +0.0064 ± 0.0027 in the share of first places at four seats over
20 000 paired games, +0.0093 ± 0.0072 at three over 4 000, 95% intervals;
docs/ai-takethat.md, *More deals for the round's end*)."""
FINISH_CANDIDATES = 4
FINISH_SIGMAS = 0.5
DEFAULT_BUDGET_MS = 600.0
"""Thinking time per decision at most; the sample count normally ends the search first."""
DEFAULT_SAMPLES = 16
"""Samples per decision when the clock does not stop the search first."""
_PRUNE_AFTER = 8
"""Samples every candidate gets before any is dropped."""
_PRUNE_SIGMAS = 2.5
"""A candidate is dropped when it trails the leader by this many standard errors of the
paired difference."""


class HardPlayer:
    """Determinized one-lap search over the evaluation's best candidates.

    ``budget_ms=None`` searches exactly ``samples`` samples with no clock at all. The
    search runs at tables of ``search_from`` to ``search_to`` players; ``weights=None``
    takes the table's weights from ``evaluation.weights_for``.
    """

    def __init__(self, budget_ms: float | None = DEFAULT_BUDGET_MS,
                 samples: int = DEFAULT_SAMPLES, candidates: int = 8,
                 static: float = 0.5, switch_sigmas: float = 0.5,
                 weights: Weights | None = None, remember: bool = True,
                 endgame: bool = True, search_from: int = 3, others: float = 2.0,
                 search_to: int = 3, finish_pile: int = FINISH_PILE,
                 finish_samples: int = FINISH_SAMPLES) -> None:
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
        self.switch_sigmas = switch_sigmas
        self.weights = weights
        self.remember = remember
        self.endgame = endgame
        self.search_from = search_from
        self.search_to = search_to
        self.others = others
        self.finish_pile = finish_pile
        self.finish_samples = finish_samples
        self.memory = Memory()
        self.medium = MediumPlayer()
        self.clock: Callable[[], float] = time.perf_counter
        """The clock the budget is kept by (seconds); tests put in a clock of their own."""
        self.last_samples = 0
        self.last_cut = False
        """Whether the clock ended the last search before its sample count."""
        self.last_exact = False
        """Whether the last decision came from the exact endgame search."""

    def choose(self, view: TakeThatView, rng: random.Random) -> Action:
        if self.remember:
            self.memory.observe(view)
        else:
            self.memory.reset()
        action = self._search(view, rng)
        if self.remember:
            self.memory.played(view, action)
        return action

    def _search(self, view: TakeThatView, rng: random.Random) -> Action:
        started = self.clock()
        self.last_samples = 0
        self.last_cut = False
        self.last_exact = False
        gone = self.memory.gone
        if len(view.legal) == 1:
            return view.legal[0]
        if self.endgame:
            exact = solve(view, gone)
            if exact is not None:
                self.last_exact = True
                return exact[0][1]
        players = view.config.players
        weights = self.weights
        if weights is None:
            weights = weights_for(players, lead(view, self.memory.owner))
        ranked = rank(view, gone, weights)
        if players >= FINISH_FROM and view.pile_size <= self.finish_pile:
            return self._finish(view, ranked, rng)
        if not self.search_from <= players <= self.search_to:
            best = ranked[0][0]
            ties = [action for value, action in ranked if value >= best - 1e-9]
            return ties[rng.randrange(len(ties))]
        shortlist = ranked[: self.candidates]
        deadline = math.inf if self.budget_ms is None else started + self.budget_ms / 1000.0
        sample_seed = rng.getrandbits(64)
        values: list[list[float]] = [[] for _ in shortlist]
        active = list(range(len(shortlist)))
        done = 0
        while done < self.samples and len(active) > 1:
            world = deal(view, self.memory, random.Random(sample_seed + done))
            sample: list[float] = []
            for slot in active:
                sample.append(play_lap(world, shortlist[slot][1], view.seat, self.medium,
                                       gone, weights, self.static, self.others))
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

    def _finish(self, view: TakeThatView, ranked: list[tuple[float, Action]],
                rng: random.Random) -> Action:
        """Near a four-seat round's end: the evaluation's best ``FINISH_CANDIDATES``
        actions played out to the end of the round in ``finish_samples`` deals
        (``finish.finish``), the first choice kept unless another is clearly ahead."""
        self.last_samples = self.finish_samples
        return played_out(view, self.memory, ranked, rng, self.medium, self.finish_samples)


def played_out(view: TakeThatView, memory: Memory, ranked: list[tuple[float, Action]],
               rng: random.Random, medium: MediumPlayer,
               samples: int = FINISH_SAMPLES) -> Action:
    """Near a round's end: the best ``FINISH_CANDIDATES`` of ``ranked`` (the evaluation's
    ratings, best first) played out to the end of the round in ``samples`` deals that
    agree with the view and the memory (``finish.finish``); the first kept unless another
    is clearly ahead (the hard level with four seats, and the hint with three or four)."""
    shortlist = [action for _, action in ranked[:FINISH_CANDIDATES]]
    seed = rng.getrandbits(64)
    try:
        values = finish(shortlist, lambda index: deal(view, memory, random.Random(seed + index)),
                        view.seat, medium, memory.gone, samples)
    except ValueError:
        return shortlist[0]
    return shortlist[_pick(list(range(len(shortlist))), values, FINISH_SIGMAS)]


def deal(view: TakeThatView, memory: Memory, rng: random.Random) -> TakeThatState:
    """A full round that agrees with ``view`` and with what ``memory`` knows.

    Remembered cards go into the face-down piles (their own seat's when known); every
    other card the seat has not seen is dealt at random over the other hands, the rest of
    the face-down piles and the draw pile, in the sizes the view shows.
    """
    owner = memory.owner
    hidden = [card for card in view.unseen_cards() if card not in owner]
    rng.shuffle(hidden)
    players = view.config.players
    downs: list[list[Card]] = [[] for _ in range(players)]
    loose: list[Card] = []
    for card in sorted(owner):
        seat = owner[card]
        if 0 <= seat < players and seat != view.seat:
            downs[seat].append(card)
        else:
            loose.append(card)
    for seat in range(players):
        if seat == view.seat:
            continue
        while loose and len(downs[seat]) < view.face_down_counts[seat]:
            downs[seat].append(loose.pop())
    if loose or any(len(downs[seat]) > view.face_down_counts[seat]
                    for seat in range(players) if seat != view.seat):
        raise ValueError("the memory does not fit the view")
    state = TakeThatState(view.config)
    state.dealer = view.dealer
    state.row = list(view.row)
    state.face_up = [list(cards) for cards in view.face_up]
    for seat in range(players):
        if seat == view.seat:
            state.hands[seat] = list(view.hand)
            state.face_down[seat] = list(view.own_face_down)
            continue
        state.hands[seat] = [hidden.pop() for _ in range(view.hand_sizes[seat])]
        missing = view.face_down_counts[seat] - len(downs[seat])
        state.face_down[seat] = downs[seat] + [hidden.pop() for _ in range(missing)]
    if len(hidden) != view.pile_size:
        raise ValueError("the view's card counts do not add up")
    state.pile = hidden
    state.to_move = view.to_move
    state.phase = view.phase
    state.outcome = view.outcome
    if len(view.earlier) == players:
        state.earlier = view.earlier
    state.final = view.final
    return state


def play_lap(world: TakeThatState, action: Action, me: int, medium: MediumPlayer,
             gone: set[Card], weights: Weights = TUNED, static: float = 1.0,
             others: float = 1.0) -> float:
    """``me``'s worth of ``action`` in the sampled ``world`` over one lap.

    The action is played (and, after a take, the evaluation's best start), then every
    other seat replies with the medium level's first choice until ``me`` is to move again
    or the round ends. The worth is ``me``'s points gained minus the mean of the others'
    gains, plus ``static`` times the evaluation of ``me``'s best action in the position
    reached, with the cards taken in the lap counted as seen going face down.
    """
    state = world.copy()
    players = len(state.hands)
    before = [score(up, down) for up, down in zip(state.face_up, state.face_down,
                                                   strict=True)]
    downs = [len(cards) for cards in state.face_down]
    state.apply(action)
    if state.to_move == me and state.phase is Phase.START:
        state.apply(rank(make_view(state, me), gone, weights)[0][1])
    while state.to_move is not None and state.to_move != me:
        state.apply(medium.rank(make_view(state, state.to_move))[0][1])
    after = [score(up, down) for up, down in zip(state.face_up, state.face_down,
                                                  strict=True)]
    gains = [a - b for a, b in zip(after, before, strict=True)]
    value = gains[me] - others * (sum(gains) - gains[me]) / (players - 1)
    if state.to_move == me and static:
        seen = set(gone)
        for seat in range(players):
            if seat != me:
                seen.update(state.face_down[seat][downs[seat]:])
        value += static * rank(make_view(state, me), seen, weights)[0][0]
    return value


def _pick(active: list[int], values: list[list[float]], sigmas: float) -> int:
    """The candidate to play: the evaluation's first choice (slot 0) unless another one
    beats it clearly over the same samples, or it was dropped."""
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
