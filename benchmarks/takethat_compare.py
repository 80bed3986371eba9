"""Take That: play levels against each other on the same deals, frozen players included.

Like ``python -m game.takethat match --every-seating`` (the same seatings and seeds: game
``i`` plays deal ``seed + i // K`` in seating ``i % K``), but it also knows the frozen
players of before issue 24 (``benchmarks/reference/takethat``: ``ref-medium``,
``ref-hard``, ``ref-hard#N``, ``ref-hard@MS``), and it reports, beside each level's
first-place share with its 95% Wilson interval, the first level's mean margin per game
(its points minus the mean of the others') with a 95% interval: a figure with far less
noise than wins, for screening ideas.

For tuning, a level may also be ``x:MODULE.CLASS`` with options ``/NAME=VALUE``
(``x:game.takethat.ai.hard.HardPlayer/samples=8``): the class is built with those
keyword arguments (numbers are read as numbers).

    .venv/bin/python benchmarks/takethat_compare.py hard ref-medium --games 400 \\
        --seed 1 --rounds 1 --jobs 2
    .venv/bin/python benchmarks/takethat_compare.py hard ref-medium ref-medium ref-medium \\
        --games 400 --seed 1 --rounds 1 --jobs 2

``--scores FILE`` writes the first level's first-place share and margin in every game, in
game order, so that two runs on the same seed can be paired game by game.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.reference.takethat import any_player
from game.common.intervals import wilson_interval
from game.takethat.ai import Player
from game.takethat.config import TakeThatConfig
from game.takethat.tournament import play_game, seatings


def build(level: str) -> Player:
    """A player for ``level``: a game level, a frozen ``ref-`` level or ``x:`` class."""
    if not level.startswith("x:"):
        return any_player(level)
    path, *options = level[2:].split("/")
    module, _, name = path.rpartition(".")
    factory = getattr(importlib.import_module(module), name)
    kwargs: dict[str, Any] = {}
    for option in options:
        key, _, text = option.partition("=")
        value: Any = text
        for kind in (int, float):
            try:
                value = kind(text)
                break
            except ValueError:
                continue
        if text in ("None", "True", "False"):
            value = {"None": None, "True": True, "False": False}[text]
        kwargs[key] = value
    player: Player = factory(**kwargs)
    return player


Job = tuple[tuple[str, ...], tuple[int, ...], int, int, bool]


def play(job: Job) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """One game: the side at each seat, the totals and the winning seats."""
    levels, side_at, seed, rounds, professional = job
    config = TakeThatConfig(players=len(levels), professional=professional, rounds=rounds)
    players = [build(levels[side]) for side in side_at]
    match = play_game(config, players, seed)
    return side_at, match.totals, match.winners


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("levels", nargs="+", help="2-4 levels, one per seat")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--professional", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--scores", help="write, for every game in order, the first level's "
                        "[first-place share, margin] (JSON) here: two runs on the same seed "
                        "then compare game by game")
    args = parser.parse_args()
    levels = tuple(args.levels)
    if not 2 <= len(levels) <= 4:
        parser.error("give 2-4 levels")
    for level in levels:
        build(level)
    orders = seatings(levels, "every")
    jobs: list[Job] = [(levels, orders[i % len(orders)], args.seed + i // len(orders),
                        args.rounds, args.professional) for i in range(args.games)]
    started = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = list(pool.imap(play, jobs, chunksize=2))
    else:
        results = [play(job) for job in jobs]
    wins = dict.fromkeys(levels, 0.0)
    sole = dict.fromkeys(levels, 0)
    margins: list[float] = []
    per_game: list[list[float]] = []
    for side_at, totals, winners in results:
        for seat in winners:
            wins[levels[side_at[seat]]] += 1 / len(winners)
            sole[levels[side_at[seat]]] += len(winners) == 1
        first = side_at.index(0)
        others = [totals[seat] for seat in range(len(totals)) if seat != first]
        margins.append(totals[first] - sum(others) / len(others))
        per_game.append([1 / len(winners) if first in winners else 0.0, margins[-1]])
    if args.scores:
        Path(args.scores).write_text(json.dumps(per_game), encoding="utf-8")
    games = len(results)
    mean = sum(margins) / games
    spread = math.sqrt(sum((m - mean) ** 2 for m in margins) / max(games - 1, 1))
    half = 1.96 * spread / math.sqrt(games)
    report: dict[str, Any] = {
        "levels": list(levels), "games": games, "rounds": args.rounds, "seed": args.seed,
        "professional": args.professional, "seconds": round(time.perf_counter() - started, 1),
        "share": {}, "margin": [round(mean, 3), round(mean - half, 3), round(mean + half, 3)]}
    for level in dict.fromkeys(levels):
        share = wins[level] / games
        low, high = wilson_interval(share, games)
        report["share"][level] = {"sides": levels.count(level), "win_share": round(share, 4),
                                  "ci95": [round(low, 4), round(high, 4)],
                                  "sole_wins": sole[level]}
    if args.json:
        print(json.dumps(report))
        return
    print(f"{games} games of {args.rounds} round(s), seed {args.seed}, every seating, "
          f"{'professional' if args.professional else 'standard'}, {report['seconds']} s")
    for level, figures in report["share"].items():
        low, high = figures["ci95"]
        print(f"  {level} ({figures['sides']} side(s)): first-place share "
              f"{figures['win_share']:.3f} (95% {low:.3f}-{high:.3f}), "
              f"sole wins {figures['sole_wins']}")
    print(f"  margin of {levels[0]} per game: {mean:+.2f} (95% {mean - half:+.2f} to "
          f"{mean + half:+.2f})")


if __name__ == "__main__":
    main()
