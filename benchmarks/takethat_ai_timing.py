"""Take That: decision time of each computer level, in milliseconds (median, p95, max).

The measured level plays ``--rounds`` rounds for each player count against medium
players, its seat moving round by round; only its own decisions are timed, and every
decision counts (starts after a take and moves with a single legal action included).

    .venv/bin/python benchmarks/takethat_ai_timing.py --rounds 6 --levels easy medium hard

A level is spelled as ``make_player`` spells it (``hard#16``, ``hard@300``), or as one of
the frozen players of before issue 24 (``ref-medium``, ``ref-hard``; see
``benchmarks/reference/takethat``). The opponents are always the game's medium level.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.reference.takethat import any_player as make_player
from game.takethat import TakeThatConfig, new_round


def summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times) or [0.0]
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return {"median": round(statistics.median(ordered), 2), "p95": round(p95, 2),
            "max": round(ordered[-1], 2), "decisions": len(times)}


SAMPLES: list[tuple[int, bool]] = []
"""(samples searched, cut short by the clock) of every searched hard decision."""


def measure(level: str, players: int, rounds: int, seed: int,
            professional: bool) -> list[float]:
    """Milliseconds per decision of ``level``, over ``rounds`` rounds."""
    config = TakeThatConfig(players=players, professional=professional)
    measured: list[float] = []
    for index in range(rounds):
        mine = index % players
        seats = [make_player(level) if seat == mine else make_player("medium")
                 for seat in range(players)]
        rngs = [random.Random(seed * 100 + index * 10 + seat) for seat in range(players)]
        state = new_round(config, seed=seed + index)
        while state.to_move is not None:
            seat = state.to_move
            view = state.view(seat)
            started = time.perf_counter()
            action = seats[seat].choose(view, rngs[seat])
            if seat == mine:
                measured.append((time.perf_counter() - started) * 1000.0)
                searched = getattr(seats[seat], "last_samples", 0)
                if searched:
                    SAMPLES.append((searched, bool(getattr(seats[seat], "last_cut", False))))
            state.play(action)
    return measured


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6, help="rounds per player count")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", nargs="+", default=["easy", "medium", "hard"])
    parser.add_argument("--players", nargs="+", type=int, default=[2, 3, 4])
    parser.add_argument("--professional", action="store_true")
    args = parser.parse_args()
    for level in args.levels:
        times: list[float] = []
        SAMPLES.clear()
        for players in args.players:
            times += measure(level, players, args.rounds, args.seed, args.professional)
        report: dict[str, object] = dict(summary(times))
        if SAMPLES:
            # A search also ends early when pruning leaves a single candidate; only the
            # searches the clock cut short count as short.
            report["searched"] = len(SAMPLES)
            report["cut_by_clock"] = sum(1 for _, cut in SAMPLES if cut)
            report["samples_min_when_cut"] = min(
                (done for done, cut in SAMPLES if cut), default=None)
        print(json.dumps({level: report}), flush=True)


if __name__ == "__main__":
    main()
