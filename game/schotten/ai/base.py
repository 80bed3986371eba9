"""The interface every computer player implements."""

from __future__ import annotations

import random
from typing import Protocol

from game.schotten.actions import Action
from game.schotten.view import PlayerView


class Player(Protocol):
    """Chooses one of ``view.legal`` from the view alone.

    Same view and same generator state give the same decision; a player never sees the
    full game state.
    """

    name: str

    def choose(self, view: PlayerView, rng: random.Random) -> Action: ...
