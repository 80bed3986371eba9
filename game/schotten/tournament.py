"""Computer-against-computer games for ``python -m game match`` and the strength tables."""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from game.common.cli import UsageError
from game.common.intervals import wilson_interval
from game.schotten.ai import Player, make_player
from game.schotten.config import GameConfig
from game.schotten.state import GameState, new_game


@dataclass
class SideReport:
    level: str
    wins: int = 0
    decision_ms: list[float] = field(default_factory=list)

    def timing(self) -> dict[str, float]:
        times = sorted(self.decision_ms) or [0.0]
        p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)]
        return {"median": round(statistics.median(times), 3), "p95": round(p95, 3),
                "max": round(times[-1], 3)}


@dataclass
class MatchReport:
    games: int
    draws: int
    a: SideReport
    b: SideReport

    @property
    def win_rate_a(self) -> float:
        """Share of the games won by ``a``, a draw counting half."""
        return (self.a.wins + self.draws / 2) / self.games

    def to_dict(self) -> dict[str, object]:
        low, high = wilson_interval(self.win_rate_a, self.games)
        return {
            "a": self.a.level, "b": self.b.level, "games": self.games,
            "wins_a": self.a.wins, "wins_b": self.b.wins, "draws": self.draws,
            "win_rate_a": round(self.win_rate_a, 4), "ci95": [round(low, 4), round(high, 4)],
            "ms_per_decision": {"a": self.a.timing(), "b": self.b.timing()},
        }


def play_round(config: GameConfig, players: tuple[Player, Player], seed: int,
               times: tuple[list[float], list[float]] | None = None,
               watch: Callable[[GameState], None] | None = None) -> GameState:
    """Play one round between two computer players; each sees only its own view.

    ``watch``, when given, is shown the whole state before every decision: for the
    benchmarks' measures of what hidden cards are worth, never for a player of the game.
    """
    state = new_game(config, seed)
    rngs = (random.Random(f"{seed}:0"), random.Random(f"{seed}:1"))
    while state.to_move is not None:
        seat = state.to_move
        view = state.view(seat)
        if watch is not None:
            watch(state)
        started = time.perf_counter()
        action = players[seat].choose(view, rngs[seat])
        if times is not None:
            times[seat].append((time.perf_counter() - started) * 1000)
        state.play(action)
    return state


@dataclass
class GameResult:
    """One finished game of a match: the winning seat and each seat's decision times."""

    a_seat: int
    winner: int | None
    times: tuple[list[float], list[float]]


_worker_players: dict[tuple[str, str], tuple[Player, Player]] = {}


def play_match_game(level_a: str, level_b: str, game_index: int, seed: int,
                    config: GameConfig) -> GameResult:
    """Game ``game_index`` of a match: seed ``seed + game_index``, ``a`` first in even games.

    Players are made once per process and reused; every decision depends only on the
    game's own seed, so a game gives the same result in any process and in any order.
    """
    players_ab = _worker_players.get((level_a, level_b))
    if players_ab is None:
        players_ab = (make_player(level_a), make_player(level_b))
        _worker_players[(level_a, level_b)] = players_ab
    player_a, player_b = players_ab
    a_seat = game_index % 2
    players = (player_a, player_b) if a_seat == 0 else (player_b, player_a)
    times: tuple[list[float], list[float]] = ([], [])
    state = play_round(config, players, seed + game_index, times)
    assert state.outcome is not None
    return GameResult(a_seat, state.outcome.winner, times)


def _play_job(job: tuple[str, str, int, int, GameConfig]) -> GameResult:
    return play_match_game(*job)


def _results(level_a: str, level_b: str, games: int, seed: int, config: GameConfig,
             jobs: int) -> Iterator[GameResult]:
    work = [(level_a, level_b, index, seed, config) for index in range(games)]
    if jobs <= 1 or games <= 1:
        yield from map(_play_job, work)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        # ``imap`` hands the results back in game order, whatever order they finish in.
        yield from pool.imap(_play_job, work, chunksize=1)


def run_match(level_a: str, level_b: str, games: int, seed: int,
              config: GameConfig, jobs: int = 1) -> MatchReport:
    """``games`` rounds, seats swapped every game (``a`` sits first in even games).

    With ``jobs`` > 1 the games are shared among that many worker processes; the report
    is the same as a serial run's (apart from the measured times).
    """
    report = MatchReport(games, 0, SideReport(level_a), SideReport(level_b))
    for result in _results(level_a, level_b, games, seed, config, jobs):
        a_seat = result.a_seat
        report.a.decision_ms += result.times[a_seat]
        report.b.decision_ms += result.times[1 - a_seat]
        if result.winner is None:
            report.draws += 1
        elif result.winner == a_seat:
            report.a.wins += 1
        else:
            report.b.wins += 1
    return report


def run_match_command(args: argparse.Namespace) -> int:
    try:
        make_player(args.a)
        make_player(args.b)
    except ValueError as error:
        raise UsageError(str(error)) from None
    config = GameConfig(tactics=args.tactics, claim_timing=args.claim_timing)
    report = run_match(args.a, args.b, args.games, args.seed, config,
                       getattr(args, "jobs", 1))
    data = report.to_dict()
    if args.json:
        print(json.dumps(data))
        return 0
    low, high = wilson_interval(report.win_rate_a, report.games)
    print(f"{args.a} (a) vs {args.b} (b): {args.games} games, "
          f"{'tactics' if args.tactics else 'base'}, claims {args.claim_timing}")
    print(f"wins a {report.a.wins}, wins b {report.b.wins}, draws {report.draws}")
    print(f"win rate a {report.win_rate_a:.3f} (95% interval {low:.3f}-{high:.3f})")
    for name, side in (("a", report.a), ("b", report.b)):
        t = side.timing()
        print(f"ms per decision {name} ({side.level}): median {t['median']}, "
              f"p95 {t['p95']}, max {t['max']}")
    return 0
