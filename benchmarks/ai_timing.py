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
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.reference import make_any
from game.schotten.actions import Action
from game.schotten.ai import Player
from game.schotten.ai.hard import HardPlayer
from game.schotten.config import GameConfig
from game.schotten.tournament import play_round
from game.schotten.view import PlayerView


class SampleCounter:
    """Wraps a hard player and records, for every search the clock ended, how many
    samples it had completed: with the default budget that shows which fixed count
    (``hard#N``) the default level always reaches."""

    def __init__(self, player: HardPlayer) -> None:
        self.player = player
        self.name = player.name
        self.cut: list[int] = []
        self.searches: list[int] = []

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        action = self.player.choose(view, rng)
        if self.player.searched:
            self.searches.append(self.player.last_samples)
            if self.player.last_cut:
                self.cut.append(self.player.last_samples)
        return action


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times) or [0.0]
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"median": round(statistics.median(ordered), 2), "p95": round(p95, 2),
            "max": round(ordered[-1], 2), "decisions": len(times)}


def samples_summary(counters: list[SampleCounter]) -> dict[str, float]:
    """Searches, searches the clock ended, and the samples those reached (min, p5,
    median): a search that ended otherwise (one candidate left, or the fixed count
    reached) was not limited by the budget."""
    searches = [n for counter in counters for n in counter.searches]
    cut = sorted(n for counter in counters for n in counter.cut)
    found: dict[str, float] = {"searches": len(searches), "cut_by_clock": len(cut)}
    if cut:
        found["cut_samples_min"] = cut[0]
        found["cut_samples_p5"] = cut[max(0, math.ceil(0.05 * len(cut)) - 1)]
        found["cut_samples_median"] = statistics.median(cut)
    return found


def measure(level: str, games: int, seed: int, tactics: bool, timing: str,
            counters: list[SampleCounter]) -> list[float]:
    config = GameConfig(tactics=tactics, claim_timing=timing)
    player: Player = make_any(level)
    opponent = make_any("medium")
    if isinstance(player, HardPlayer):
        player = SampleCounter(player)
        counters.append(player)
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
        counters: list[SampleCounter] = []
        for variant in args.variants:
            for timing in ("after_play", "start_of_turn"):
                times += measure(level, args.games, args.seed, variant == "tactics", timing,
                                 counters)
        report[level] = summary(times)
        if counters:
            report[level].update(samples_summary(counters))
        print(json.dumps({level: report[level]}), flush=True)


if __name__ == "__main__":
    main()
