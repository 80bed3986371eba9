"""The random player (for tests and benchmarks): any legal action, uniformly."""

from __future__ import annotations

import random

from game.takethat.actions import Action
from game.takethat.view import TakeThatView


class RandomPlayer:
    name = "random"

    def choose(self, view: TakeThatView, rng: random.Random) -> Action:
        return view.legal[rng.randrange(len(view.legal))]
