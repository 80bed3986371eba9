"""Computer-against-computer games for ``python -m game.takethat match``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.common import wilson_interval
from game.takethat.ai import Player, make_player
from game.takethat.config import TakeThatConfig
from game.takethat.match import TakeThatMatch

SIDES = "abcd"


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


@dataclass
class SideResult:
    level: str
    wins: float = 0.0
    points: list[int] = field(default_factory=list)


@dataclass
class TakeThatReport:
    config: TakeThatConfig
    games: int
    sides: list[SideResult]

    def to_dict(self) -> dict[str, object]:
        sides: dict[str, object] = {}
        for name, side in zip(SIDES, self.sides, strict=False):
            share = side.wins / self.games
            low, high = wilson_interval(share, self.games)
            sides[name] = {
                "level": side.level, "wins": round(side.wins, 4),
                "win_share": round(share, 4), "ci95": [round(low, 4), round(high, 4)],
                "mean_points": round(sum(side.points) / len(side.points), 3),
            }
        return {"players": self.config.players, "professional": self.config.professional,
                "rounds": self.config.rounds, "games": self.games, "sides": sides}


def run_match(levels: Sequence[str], games: int, seed: int,
              professional: bool = False, rounds: int = 2) -> TakeThatReport:
    """``games`` games between ``levels`` (one per seat), the seating rotated every game.

    Game ``i`` has seed ``seed + i`` and puts side ``(seat + i) % players`` at ``seat``.
    A shared win counts as an equal share for each winner.
    """
    config = TakeThatConfig(players=len(levels), professional=professional, rounds=rounds)
    report = TakeThatReport(config, games, [SideResult(level) for level in levels])
    players = [make_player(level) for level in levels]
    count = len(levels)
    for index in range(games):
        side_at = [(seat + index) % count for seat in range(count)]
        match = play_game(config, [players[side] for side in side_at], seed + index)
        winners = match.winners
        for seat, side in enumerate(side_at):
            report.sides[side].points.append(match.totals[seat])
            if seat in winners:
                report.sides[side].wins += 1 / len(winners)
    return report
