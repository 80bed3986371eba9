"""Engine speed for ``python -m game.takethat bench``: random rounds per second, one core."""

from __future__ import annotations

import random
import time

from game.takethat.config import TakeThatConfig
from game.takethat.state import new_round


def rounds_per_second(players: int, seconds: float, seed: int = 1) -> float:
    """Complete random rounds per second through the unchecked fast path."""
    config = TakeThatConfig(players=players)
    rng = random.Random(seed)
    rounds = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = new_round(config, seed + rounds)
        while state.to_move is not None:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        rounds += 1
    return rounds / (time.perf_counter() - started)


def run_bench(seconds: float) -> dict[str, dict[str, float]]:
    return {"games_per_second": {str(players): round(rounds_per_second(players, seconds), 1)
                                 for players in (2, 3, 4)}}
