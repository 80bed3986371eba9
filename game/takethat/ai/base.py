"""The interface every Take That computer player implements."""

from __future__ import annotations

import random
from typing import Protocol

from game.takethat.actions import Action
from game.takethat.view import TakeThatView


class Player(Protocol):
    """Chooses one of ``view.legal`` from the view alone.

    Same view and same generator state give the same decision; a player never sees the
    full round.
    """

    name: str

    def choose(self, view: TakeThatView, rng: random.Random) -> Action: ...
