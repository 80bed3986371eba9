"""Engine speed figures for ``python -m game bench`` (random policy, fixed seeds, one core)."""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time

from game.schotten import claims
from game.schotten.ai.random_player import random_choice
from game.schotten.cards import JOKER1, SHIELD, SPY, parse_card
from game.schotten.claims import can_claim
from game.schotten.config import GameConfig
from game.schotten.state import GameState, new_game


def games_per_second(config: GameConfig, seconds: float, seed: int = 1) -> float:
    """Complete random games per second, through the unchecked fast path."""
    rng = random.Random(seed)
    games = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = new_game(config, seed + games)
        while state.to_move is not None:
            state.apply(random_choice(state.legal_actions(), rng))
        games += 1
    return games / (time.perf_counter() - started)


def _claim_cases(state: GameState) -> list[tuple[object, ...]]:
    cases: list[tuple[object, ...]] = []
    for stone in range(9):
        if state.owner[stone] is not None:
            continue
        capacity = state.capacity(stone)
        for seat in (0, 1):
            mine, theirs = state.sides[stone][seat], state.sides[stone][1 - seat]
            if len(mine) == capacity:
                completed = state.completed[stone]
                cases.append((tuple(mine), tuple(theirs), capacity, state.bluff[stone] >= 0,
                              completed[seat], completed[1 - seat], state.unseen))
    return cases


def _hard_cases() -> list[tuple[object, ...]]:
    """Worst cases: empty or nearly empty sides under Mud next to elite troops."""
    def cards(text: str) -> tuple[int, ...]:
        return tuple(parse_card(name) for name in text.split())

    everything = (1 << 54) - 1
    cases: list[tuple[object, ...]] = []
    for mine in ("R1 R2 R3 R4", "JOKER1 SPY SHIELD R5", "B9 G9 Y9 P9", "R6 R7 R8 R9"):
        for theirs in ((), (JOKER1,), (SPY, SHIELD), cards("O9")):
            for bluff in (False, True):
                cases.append((cards(mine), theirs, 4, bluff, 1, None,
                              everything & ~sum(1 << c for c in cards(mine) if c < 54)))
    return cases


def claim_check_latencies(seconds: float, seed: int = 2) -> list[float]:
    """Microseconds per claim check, measured cold (the proof cache is cleared first)."""
    rng = random.Random(seed)
    samples: list[float] = []
    cases = _hard_cases() * 5
    deadline = time.perf_counter() + seconds
    game_seed = seed
    while time.perf_counter() < deadline or not samples:
        if not cases:
            state = new_game(GameConfig(tactics=game_seed % 2 == 0), game_seed)
            game_seed += 1
            while state.to_move is not None:
                cases.extend(_claim_cases(state))
                state.apply(random_choice(state.legal_actions(), rng))
        case = cases.pop()
        claims.clear_cache()
        started = time.perf_counter_ns()
        can_claim(*case)  # type: ignore[arg-type]
        samples.append((time.perf_counter_ns() - started) / 1000)
    return samples


def run_bench(seconds: float) -> dict[str, dict[str, float]]:
    base = games_per_second(GameConfig(), seconds)
    tactics = games_per_second(GameConfig(tactics=True), seconds)
    latencies = sorted(claim_check_latencies(seconds))
    p99 = latencies[min(len(latencies) - 1, math.ceil(0.99 * len(latencies)) - 1)]
    return {
        "games_per_second": {"base": round(base, 1), "tactics": round(tactics, 1)},
        "claim_check_us": {"median": round(statistics.median(latencies), 2),
                           "p99": round(p99, 2), "max": round(latencies[-1], 2)},
    }


def run_bench_command(args: argparse.Namespace) -> int:
    figures = run_bench(args.seconds)
    if args.json:
        print(json.dumps(figures))
    else:
        games, latency = figures["games_per_second"], figures["claim_check_us"]
        print(f"random games per second: base {games['base']}, tactics {games['tactics']}")
        print(f"claim check (us): median {latency['median']}, p99 {latency['p99']}, "
              f"max {latency['max']}")
    return 0
