"""The engine's command line: ``rank``, ``claims``, ``match`` and ``bench`` (CONTRACT §3).

Bad input of any kind prints one line to standard error and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import BinaryIO

from game.common.cli import OneLineParser, UsageError, positive_float, positive_int
from game.common.errors import InvalidDataError
from game.schotten.cards import ELITE_TROOPS, JOKERS, card_text, parse_card
from game.schotten.formations import evaluate_detailed, rank_name
from game.schotten.position import parse_position


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="python -m game", description="Schotten Totten rules engine.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)

    rank = commands.add_parser("rank", help="rank a side of 3 or 4 cards")
    rank.add_argument("cards", nargs="+", metavar="CARD")
    rank.add_argument("--bluff", action="store_true", help="Blind-Man's Bluff: only the sum")

    claims = commands.add_parser("claims", help="which seats may claim which stones")
    claims.add_argument("file", nargs="?", default="-", help="position JSON (default: stdin)")
    claims.add_argument("--jsonl", action="store_true", help="one position per line")

    match = commands.add_parser("match", help="play computer players against each other")
    match.add_argument("--a", required=True, metavar="LEVEL")
    match.add_argument("--b", required=True, metavar="LEVEL")
    match.add_argument("--games", type=positive_int, default=100)
    match.add_argument("--seed", type=int, default=1)
    match.add_argument("--tactics", action="store_true")
    match.add_argument("--claim-timing", choices=("after_play", "start_of_turn"),
                       default="after_play")
    match.add_argument("--json", action="store_true")
    match.add_argument("--jobs", type=positive_int, default=1,
                       help="worker processes (same results as one)")

    bench = commands.add_parser("bench", help="engine speed figures")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--seconds", type=positive_float, default=3.0,
                       help="time spent on each measurement")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        if args.command == "rank":
            return _rank(args.cards, args.bluff)
        if args.command == "claims":
            return _claims(args.file, args.jsonl)
        # The match and bench commands load every computer player and multiprocessing:
        # imported only when asked for, they add nothing to each ``rank`` or ``claims``
        # call (about 30 ms a process, measured with the whole-process timer).
        if args.command == "match":
            from game.schotten.tournament import run_match_command

            return run_match_command(args)
        from game.schotten.bench import run_bench_command

        return run_bench_command(args)
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130


def _rank(names: list[str], bluff: bool) -> int:
    if len(names) not in (3, 4):
        raise UsageError(f"a side has 3 or 4 cards, not {len(names)}")
    try:
        cards = [parse_card(name) for name in names]
    except ValueError as error:
        raise UsageError(str(error)) from None
    for card in cards:
        if card >= 54 and card not in ELITE_TROOPS:
            raise UsageError(f"{card_text(card)} is not placed on a side; only clan cards "
                             "and elite troops (JOKER1, JOKER2, SPY, SHIELD) are ranked")
    if len(set(cards)) != len(cards):
        raise UsageError("a card appears twice")
    if len(JOKERS & set(cards)) > 1:
        raise UsageError("a side cannot hold both Jokers (one Joker per player)")
    completion = evaluate_detailed(cards, bluff)
    stand_ins = dict(zip([c for c in cards if c >= 54], completion.wild, strict=True))
    shown = [
        card_text(card) if card < 54 else f"{card_text(card)}={card_text(stand_ins[card])}"
        for card in cards
    ]
    rank, total = completion.formation
    print(json.dumps({"rank": rank, "name": rank_name(rank, len(cards)), "sum": total,
                      "cards": shown}))
    return 0


def _open_input(path: str) -> BinaryIO:
    """The file at ``path``, or standard input for ``-``, as bytes: each position is
    decoded on its own, so that bytes that are not UTF-8 are one error, not a crash."""
    if path == "-":
        return sys.stdin.buffer
    try:
        return open(path, "rb")
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror}") from None


def _claims(path: str, jsonl: bool) -> int:
    stream = _open_input(path)
    try:
        if not jsonl:
            try:
                position = parse_position(stream.read())
            except InvalidDataError as error:
                raise UsageError(f"bad position: {error}") from None
            print(json.dumps({"claimable": position.claimable()}))
            return 0
        status = 0
        for number, line in enumerate(stream, 1):
            if not line.strip():
                continue
            try:
                answer: dict[str, object] = {"claimable": parse_position(line).claimable()}
            except InvalidDataError as error:
                answer = {"error": f"line {number}: {error}"}
                print(f"error: line {number}: {error}", file=sys.stderr)
                status = 2
            print(json.dumps(answer), flush=False)
        return status
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()
