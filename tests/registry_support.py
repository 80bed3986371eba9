"""The engines of the games the app offers, for the generic engine tests: whatever the
registry lists (``scenes.games.GAMES``), so that a game added there is tested too."""

from __future__ import annotations

from typing import Any

from game.common.protocol import Engine
from scenes.games import GAMES


def registered_engines() -> list[Engine[Any, Any, Any]]:
    return [entry.engine for entry in GAMES]
