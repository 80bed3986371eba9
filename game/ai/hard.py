"""The hard level: determinized Monte Carlo search over the hidden cards.

At a play decision the player takes the medium level's best few actions as candidates.
Then, sample after sample, it deals the cards it cannot see at random in a way that
agrees with its view (``game.determinize``: the opponent's hand and the deck order), and
for each candidate plays the action in that sampled world, lets the medium level finish
its own turn and play the opponent's whole reply, and scores the position it reaches
with the medium level's estimate. Every candidate meets the same samples. The candidate
with the best average wins; the medium level's own score counts as one extra sample.

The search is anytime: it stops when its time budget runs out, and otherwise after
``samples`` samples. Given a sample count the decision depends only on the view and the
generator, so tests can fix the count; the clock can only cut a search short.
"""

from __future__ import annotations

import random
import time

from game.actions import Action, Kind
from game.ai.heuristics import Board, position_value
from game.ai.medium import MediumPlayer
from game.state import GameState, Phase
from game.view import PlayerView, determinize

DEFAULT_BUDGET_MS = 800.0
"""Default thinking time per play decision: the median stays under one second."""

_PRIOR_WEIGHT = 1.0
_MAX_SAMPLES = 10_000


class HardPlayer:
    """Determinized Monte Carlo over the medium level's best candidates."""

    def __init__(self, budget_ms: float = DEFAULT_BUDGET_MS, samples: int = _MAX_SAMPLES,
                 candidates: int = 6) -> None:
        self.name = "hard" if budget_ms == DEFAULT_BUDGET_MS else f"hard@{budget_ms:g}"
        self.budget_ms = budget_ms
        self.samples = samples
        self.candidates = candidates
        self.medium = MediumPlayer()
        self.last_samples = 0

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        started = time.perf_counter()
        ranked = self.medium.rank(view)
        if view.phase is not Phase.PLAY or len(ranked) == 1:
            return self.medium.choose(view, rng)
        shortlist = ranked[: self.candidates]
        deadline = started + self.budget_ms / 1000.0
        sample_seed = rng.getrandbits(64)
        totals = [score * _PRIOR_WEIGHT for score, _ in shortlist]
        done = 0
        for index in range(self.samples):
            world = determinize(view, random.Random(sample_seed + index))
            values = []
            for _, action in shortlist:
                values.append(self._play_out(world, action, view.seat, sample_seed + index))
                if time.perf_counter() > deadline and index > 0:
                    break
            else:
                for slot, value in enumerate(values):
                    totals[slot] += value
                done += 1
                if time.perf_counter() > deadline:
                    break
                continue
            break
        self.last_samples = done
        best = max(range(len(shortlist)), key=lambda slot: (totals[slot], -slot))
        return shortlist[best][1]

    def _play_out(self, world: GameState, action: Action, me: int, seed: int) -> float:
        """Value for ``me`` after ``action`` and the opponent's reply, in a sampled world."""
        state = world.copy()
        state.apply(action)
        rng = random.Random(seed)
        opponent_moved = False
        while state.to_move is not None:
            seat = state.to_move
            if seat == me and opponent_moved and state.phase is Phase.PLAY:
                break
            if seat != me:
                opponent_moved = True
            legal = state.legal_actions()
            claim = next((a for a in legal if a.kind is Kind.CLAIM), None)
            if claim is not None:
                state.apply(claim)
            elif len(legal) == 1:
                state.apply(legal[0])
            else:
                state.apply(self.medium.choose(state.view(seat), rng))
        outcome = state.outcome
        if outcome is not None:
            if outcome.winner is None:
                return 0.0
            return 1.0 if outcome.winner == me else -1.0
        board = Board.from_state(state, me)
        return position_value(board.chances())
