"""Decision time of each computer level, in milliseconds: median, p95 and max.

Each level plays ``--games`` rounds against the medium level (seats swapped every game)
in every variant asked for; only the measured level's decisions are timed, every
decision (claims, draws, picks included) counts.

    .venv/bin/python benchmarks/ai_timing.py --games 4 --levels easy medium hard
"""

from __future__ import annotations

import argparse
import json
import math
import statistics

from game.ai import make_player
from game.config import GameConfig
from game.tournament import play_round


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times) or [0.0]
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"median": round(statistics.median(ordered), 2), "p95": round(p95, 2),
            "max": round(ordered[-1], 2), "decisions": len(times)}


def measure(level: str, games: int, seed: int, tactics: bool, timing: str) -> list[float]:
    config = GameConfig(tactics=tactics, claim_timing=timing)
    player, opponent = make_player(level), make_player("medium")
    measured: list[float] = []
    for index in range(games):
        seat = index % 2
        players = (player, opponent) if seat == 0 else (opponent, player)
        times: tuple[list[float], list[float]] = ([], [])
        play_round(config, players, seed + index, times)
        measured += times[seat]
    return measured


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", nargs="+", default=["easy", "medium", "hard"])
    parser.add_argument("--variants", nargs="+", default=["base", "tactics"],
                        choices=["base", "tactics"])
    args = parser.parse_args()
    report: dict[str, dict[str, float]] = {}
    for level in args.levels:
        times: list[float] = []
        for variant in args.variants:
            for timing in ("after_play", "start_of_turn"):
                times += measure(level, args.games, args.seed, variant == "tactics", timing)
        report[level] = summary(times)
        print(json.dumps({level: report[level]}), flush=True)


if __name__ == "__main__":
    main()
