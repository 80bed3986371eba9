"""Computer-against-computer games for ``python -m game.takethat match``.

Sides ``a``, ``b``, … each have a level. The seating changes from game to game so that
every side sits in every seat equally often:

- ``rotated`` (the default): game ``i`` has seed ``seed + i`` and puts side
  ``(seat + i) % players`` at ``seat``;
- ``every``: every distinct seating of the levels (4 for one level against three
  others, 6 for two against two, 2 for two players) is played on every deal, so a deal
  favouring one seat favours each level equally. Game ``i`` plays deal ``seed + i // K``
  in seating ``i % K``.

**Shared first places.** A game's first place goes to the highest total; when ``k``
seats share it, each of them gets ``1/k`` of a win (``wins``, ``win_share``). Sole first
places are counted apart (``sole_wins``). A level's share adds up the wins of all its
sides, so with two sides of each level, 0.5 means equal strength.
"""

from __future__ import annotations

import itertools
import multiprocessing
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from game.common.intervals import wilson_interval
from game.takethat.ai import Player, make_player
from game.takethat.config import TakeThatConfig
from game.takethat.match import TakeThatMatch

SIDES = "abcd"
Seating = Literal["rotated", "every"]


def play_game(config: TakeThatConfig, players: Sequence[Player], seed: int) -> TakeThatMatch:
    """Play a whole game (``config.rounds`` rounds); each player sees only its own view."""
    match = TakeThatMatch.start(config, seed, dealer=config.players - 1)
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(config.players)]
    while True:
        state = match.state
        while state.to_move is not None:
            seat = state.to_move
            state.play(players[seat].choose(state.view(seat), rngs[seat]))
        match.record_round()
        if match.is_over:
            return match
        match.next_round()


def seatings(levels: Sequence[str], seating: Seating) -> list[tuple[int, ...]]:
    """The side at each seat, for each seating used in turn.

    For ``every``, sides of the same level are interchangeable, so only seatings that
    differ in some seat's level are kept.
    """
    count = len(levels)
    if seating == "rotated":
        return [tuple((seat + shift) % count for seat in range(count))
                for shift in range(count)]
    found: dict[tuple[str, ...], tuple[int, ...]] = {}
    for order in itertools.permutations(range(count)):
        found.setdefault(tuple(levels[side] for side in order), order)
    return list(found.values())


@dataclass
class SideResult:
    level: str
    wins: float = 0.0
    sole_wins: int = 0
    points: list[int] = field(default_factory=list)


@dataclass
class TakeThatReport:
    config: TakeThatConfig
    games: int
    sides: list[SideResult]
    seating: Seating = "rotated"

    def to_dict(self) -> dict[str, object]:
        sides: dict[str, object] = {}
        for name, side in zip(SIDES, self.sides, strict=False):
            sides[name] = {"level": side.level, **self._figures([side])}
        levels: dict[str, object] = {}
        for level in dict.fromkeys(side.level for side in self.sides):
            group = [side for side in self.sides if side.level == level]
            levels[level] = {"sides": len(group), **self._figures(group)}
        return {"players": self.config.players, "professional": self.config.professional,
                "rounds": self.config.rounds, "games": self.games, "seating": self.seating,
                "sides": sides, "levels": levels}

    def _figures(self, group: list[SideResult]) -> dict[str, object]:
        wins = sum(side.wins for side in group)
        share = wins / self.games
        low, high = wilson_interval(share, self.games)
        points = [point for side in group for point in side.points]
        return {"wins": round(wins, 4), "sole_wins": sum(side.sole_wins for side in group),
                "win_share": round(share, 4), "ci95": [round(low, 4), round(high, 4)],
                "mean_points": round(sum(points) / len(points), 3)}


@dataclass(frozen=True)
class _Game:
    config: TakeThatConfig
    levels: tuple[str, ...]
    side_at: tuple[int, ...]
    seed: int


def _play(game: _Game) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Totals and winning seats of one game, with fresh players."""
    players = [make_player(game.levels[side]) for side in game.side_at]
    match = play_game(game.config, players, game.seed)
    return match.totals, match.winners


def _results(games: list[_Game], jobs: int) -> Iterator[tuple[tuple[int, ...],
                                                               tuple[int, ...]]]:
    if jobs <= 1 or len(games) <= 1:
        yield from map(_play, games)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_play, games, chunksize=4)


def run_match(levels: Sequence[str], games: int, seed: int,
              professional: bool = False, rounds: int = 2, seating: Seating = "rotated",
              jobs: int = 1) -> TakeThatReport:
    """``games`` games between ``levels`` (one per side), the seating changed every game
    as the module text describes. With ``jobs`` > 1 the games are shared among that many
    worker processes; the report is the same as a serial run's."""
    config = TakeThatConfig(players=len(levels), professional=professional, rounds=rounds)
    report = TakeThatReport(config, games, [SideResult(level) for level in levels], seating)
    for level in levels:
        make_player(level)
    orders = seatings(levels, seating)
    plan = []
    for index in range(games):
        if seating == "rotated":
            plan.append(_Game(config, tuple(levels), orders[index % len(orders)], seed + index))
        else:
            plan.append(_Game(config, tuple(levels), orders[index % len(orders)],
                              seed + index // len(orders)))
    for game, (totals, winners) in zip(plan, _results(plan, jobs), strict=True):
        for seat, side in enumerate(game.side_at):
            result = report.sides[side]
            result.points.append(totals[seat])
            if seat in winners:
                result.wins += 1 / len(winners)
                result.sole_wins += len(winners) == 1
    return report
