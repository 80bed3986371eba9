"""The Take That command line: ``match`` and ``bench``.

Bad input of any kind prints one line to standard error and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from game.common.cli import OneLineParser, UsageError, positive_float, positive_int
from game.takethat.ai import make_player
from game.takethat.bench import run_bench
from game.takethat.tournament import SIDES, run_match


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="python -m game.takethat", description="Take That rules engine.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    match = commands.add_parser("match", help="play computer players against each other")
    match.add_argument("--players", type=int, choices=(2, 3, 4),
                       help="2-4 (default: the number of --seats, else 2)")
    for side in "abcd":
        match.add_argument(f"--{side}", metavar="LEVEL", help=f"level of side {side}")
    match.add_argument("--seats", metavar="LEVEL,LEVEL,...",
                       help="one level per seat instead of --a, --b, ...")
    match.add_argument("--games", type=positive_int, default=100)
    match.add_argument("--seed", type=int, default=1)
    match.add_argument("--rounds", type=positive_int, default=2)
    match.add_argument("--professional", action="store_true")
    match.add_argument("--every-seating", action="store_true",
                       help="play every deal in every distinct seating of the levels")
    match.add_argument("--jobs", type=positive_int, default=1,
                       help="worker processes (the results do not change)")
    match.add_argument("--json", action="store_true")

    bench = commands.add_parser("bench", help="engine speed figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--seconds", type=positive_float, default=3.0,
                       help="time spent on each player count")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        if args.command == "match":
            return _match(args)
        return _bench(args)
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130


def _levels(args: argparse.Namespace) -> list[str]:
    given = [getattr(args, side) for side in "abcd"]
    if args.seats is not None:
        if any(given):
            raise UsageError("give either --seats or --a/--b/--c/--d, not both")
        levels = [level.strip() for level in args.seats.split(",")]
        players: int = args.players or len(levels)
        if not 2 <= len(levels) <= 4:
            raise UsageError(f"--seats needs 2-4 levels, not {len(levels)}")
        if len(levels) != players:
            raise UsageError(f"--seats lists {len(levels)} levels for {players} players")
    else:
        players = args.players or 2
        levels = [level for level in given[:players] if level is not None]
        if len(levels) != players or any(given[players:]):
            names = ", ".join(f"--{side}" for side in "abcd"[:players])
            raise UsageError(f"{players} players need exactly {names}")
    for level in levels:
        try:
            make_player(level)
        except ValueError as error:
            raise UsageError(str(error)) from None
    return levels


def _match(args: argparse.Namespace) -> int:
    levels = _levels(args)
    report = run_match(levels, args.games, args.seed, args.professional, args.rounds,
                       "every" if args.every_seating else "rotated", args.jobs)
    data = report.to_dict()
    if args.json:
        print(json.dumps(data))
        return 0
    variant = "professional" if args.professional else "standard"
    rounds = "1 round" if args.rounds == 1 else f"{args.rounds} rounds"
    seating = ("every deal in every seating" if args.every_seating
               else "seating rotated every game")
    print(f"{len(levels)} players, {args.games} games of {rounds}, {variant}, {seating}")
    sides = data["sides"]
    assert isinstance(sides, dict)
    for name in SIDES[:len(levels)]:
        print(f"{name} ({sides[name]['level']}): {_figures(sides[name])}")
    by_level = data["levels"]
    assert isinstance(by_level, dict)
    if len(by_level) < len(levels):
        for level, figures in by_level.items():
            together = "1 side" if figures["sides"] == 1 else f"{figures['sides']} sides together"
            print(f"{level} ({together}): {_figures(figures)}")
    print("a first place shared by k players counts 1/k for each")
    return 0


def _figures(figures: dict[str, Any]) -> str:
    low, high = figures["ci95"]
    return (f"win share {figures['win_share']:.3f} (95% interval {low:.3f}-{high:.3f}), "
            f"sole wins {figures['sole_wins']}, mean points {figures['mean_points']}")


def _bench(args: argparse.Namespace) -> int:
    figures = run_bench(args.seconds)
    if args.json:
        print(json.dumps(figures))
    else:
        games = figures["games_per_second"]
        print("random rounds per second: "
              + ", ".join(f"{players} players {rate}" for players, rate in games.items()))
    return 0
