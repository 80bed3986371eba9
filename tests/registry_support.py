"""The engines of the registered games, for the generic engine tests."""

from __future__ import annotations

from typing import Any

from game.common.protocol import Engine
from game.schotten.engine import ENGINE as SCHOTTEN
from game.takethat.engine import ENGINE as TAKETHAT


def registered_engines() -> list[Engine[Any, Any, Any]]:
    return [SCHOTTEN, TAKETHAT]
