"""The random player (for tests and benchmarks): claims what it can, otherwise any action."""

from __future__ import annotations

import random

from game.schotten.actions import Action, Kind
from game.schotten.view import PlayerView


class RandomPlayer:
    name = "random"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        return random_choice(view.legal, rng)


def random_choice(legal: tuple[Action, ...] | list[Action], rng: random.Random) -> Action:
    """A claim if there is one, else a uniformly random legal action."""
    for action in legal:
        if action.kind is Kind.CLAIM:
            return action
    return legal[rng.randrange(len(legal))]
