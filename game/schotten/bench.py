"""Engine speed figures for ``python -m game bench`` (random policy, fixed seeds, one core)."""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time

from game.schotten import claims
from game.schotten.ai.evaluation import evaluate_view
from game.schotten.ai.heuristics import side_outlook, win_chance
from game.schotten.ai.random_player import random_choice
from game.schotten.cards import JOKER1, SHIELD, SPY, parse_card
from game.schotten.claims import can_claim
from game.schotten.config import GameConfig
from game.schotten.model import Phase
from game.schotten.state import GameState, new_game
from game.schotten.view import PlayerView


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


def _evaluation_views(seed: int, count: int) -> list[PlayerView]:
    """Views of the seat to move at play decisions of random games (both variants)."""
    rng = random.Random(seed)
    views: list[PlayerView] = []
    game_seed = seed
    while len(views) < count:
        state = new_game(GameConfig(tactics=game_seed % 2 == 1), game_seed)
        game_seed += 1
        while state.to_move is not None and len(views) < count:
            if state.phase is Phase.PLAY:
                views.append(state.view(state.to_move))
            state.apply(random_choice(state.legal_actions(), rng))
    return views


def evaluation_latencies(seconds: float, seed: int = 3) -> tuple[list[float], list[float]]:
    """Microseconds per position evaluation (``ai.evaluation.evaluate_view``: every
    stone's chance for both seats, the round's win chance, each stone's weight), cold
    (the side estimates' cache cleared first: a position never seen) and warm (the same
    position again, the cost of a search leaf whose sides were met before)."""
    views = _evaluation_views(seed, 200)
    cold: list[float] = []
    warm: list[float] = []
    deadline = time.perf_counter() + seconds
    index = 0
    while time.perf_counter() < deadline or not cold:
        view = views[index % len(views)]
        index += 1
        side_outlook.cache_clear()
        win_chance.cache_clear()
        started = time.perf_counter_ns()
        evaluate_view(view)
        cold.append((time.perf_counter_ns() - started) / 1000)
        started = time.perf_counter_ns()
        evaluate_view(view)
        warm.append((time.perf_counter_ns() - started) / 1000)
    return cold, warm


def _percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def run_bench(seconds: float) -> dict[str, dict[str, float]]:
    base = games_per_second(GameConfig(), seconds)
    tactics = games_per_second(GameConfig(tactics=True), seconds)
    latencies = sorted(claim_check_latencies(seconds))
    p99 = _percentile(latencies, 0.99)
    cold, warm = (sorted(found) for found in evaluation_latencies(seconds))
    return {
        "games_per_second": {"base": round(base, 1), "tactics": round(tactics, 1)},
        "claim_check_us": {"median": round(statistics.median(latencies), 2),
                           "p99": round(p99, 2), "max": round(latencies[-1], 2)},
        "evaluation_us": {"median": round(statistics.median(cold), 1),
                          "p99": round(_percentile(cold, 0.99), 1),
                          "max": round(cold[-1], 1),
                          "warm_median": round(statistics.median(warm), 1)},
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
        judged = figures["evaluation_us"]
        print(f"position evaluation (us): median {judged['median']}, p99 {judged['p99']}, "
              f"max {judged['max']}, again (cached) {judged['warm_median']}")
    return 0
