"""Matches of several rounds (RULES §6): 5 points to a round's winner, 1 per stone to the
loser; the winner of a round starts the next one."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Final

from game.common.errors import InvalidDataError
from game.common.jsontext import parse_json
from game.schotten.config import GameConfig
from game.schotten.model import Reason
from game.schotten.saves import snapshot, state_from_data
from game.schotten.state import GameState, new_game

MATCH_FORMAT: Final = "schotten-totten/match@1"
WIN_POINTS: Final = 5


@dataclass(frozen=True)
class RoundResult:
    winner: int | None
    reason: Reason
    stones: tuple[int, int]
    points: tuple[int, int]


def round_points(state: GameState) -> tuple[int, int]:
    """Points each seat scores for a finished round."""
    assert state.outcome is not None, "the round is not over"
    winner = state.outcome.winner
    stones = (len(state.stones_of(0)), len(state.stones_of(1)))
    return (
        WIN_POINTS if winner == 0 else stones[0],
        WIN_POINTS if winner == 1 else stones[1],
    )


@dataclass
class Match:
    """A match of ``rounds`` rounds. ``state`` is the round in play (or the last one)."""

    config: GameConfig
    rounds: int
    seed: int
    state: GameState
    results: list[RoundResult] = field(default_factory=list)
    index: int = 0
    """The round in play, from 0."""

    @staticmethod
    def start(config: GameConfig, rounds: int = 1, seed: int | None = None,
              first: int | None = None) -> Match:
        if rounds < 1:
            raise ValueError("a match has at least one round")
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        return Match(config, rounds, seed, new_game(config, _round_seed(seed, 0), first))

    @property
    def scores(self) -> tuple[int, int]:
        return (sum(r.points[0] for r in self.results), sum(r.points[1] for r in self.results))

    def record_round(self) -> RoundResult:
        """Book the finished round in play; call once when ``state.outcome`` is set."""
        outcome = self.state.outcome
        if outcome is None:
            raise ValueError("the round is not over")
        if len(self.results) > self.index:
            raise ValueError("this round is already recorded")
        result = RoundResult(
            outcome.winner, outcome.reason,
            (len(self.state.stones_of(0)), len(self.state.stones_of(1))),
            round_points(self.state),
        )
        self.results.append(result)
        return result

    @property
    def is_over(self) -> bool:
        return len(self.results) >= self.rounds

    @property
    def winner(self) -> int | None:
        """The match winner once it is over (``None``: not over, or drawn)."""
        if not self.is_over:
            return None
        a, b = self.scores
        return None if a == b else (0 if a > b else 1)

    def next_round(self) -> GameState:
        """Deal the next round; its first player is the winner of the last one."""
        if self.state.outcome is None or len(self.results) <= self.index:
            raise ValueError("finish and record the current round first")
        if self.is_over:
            raise ValueError("the match is over")
        last = self.results[-1]
        first = last.winner if last.winner is not None else 1 - self.state.first
        self.index += 1
        self.state = new_game(self.config, _round_seed(self.seed, self.index), first)
        return self.state

    def restart_round(self, seed: int | None = None) -> GameState:
        """Deal the round in play again (same first player), forgetting its result."""
        del self.results[self.index:]
        round_seed = _round_seed(self.seed, self.index) if seed is None else seed
        self.state = new_game(self.config, round_seed, self.state.first)
        return self.state

    def to_json(self) -> str:
        return json.dumps({
            "format": MATCH_FORMAT,
            "config": self.config.to_dict(),
            "rounds": self.rounds,
            "seed": self.seed,
            "index": self.index,
            "results": [
                {"winner": r.winner, "reason": r.reason.value,
                 "stones": list(r.stones), "points": list(r.points)}
                for r in self.results
            ],
            "state": snapshot(self.state),
        }, separators=(",", ":"))

    @staticmethod
    def from_json(text: str) -> Match:
        """Read a match written by ``to_json``; raise ``InvalidDataError`` if malformed."""
        data = parse_json(text, "the match save")
        if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
            raise InvalidDataError(f"the match save's format tag is not {MATCH_FORMAT!r}")
        try:
            config = GameConfig.from_dict(data["config"])
            rounds, seed, index = data["rounds"], data["seed"], data["index"]
            if not all(type(v) is int for v in (rounds, seed, index)) or not 0 <= index < rounds:
                raise InvalidDataError("the match save's round numbers are malformed")
            results = [
                RoundResult(r["winner"], Reason(r["reason"]), (r["stones"][0], r["stones"][1]),
                            (r["points"][0], r["points"][1]))
                for r in data["results"]
            ]
            state = state_from_data(data["state"], GameState)
        except InvalidDataError:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise InvalidDataError(f"the match save is malformed: {error}") from None
        if state.config != config or len(results) not in (index, index + 1):
            raise InvalidDataError("the match save's rounds do not add up")
        return Match(config, rounds, seed, state, results, index)


def _round_seed(seed: int, index: int) -> int:
    return random.Random(seed * 1_000_003 + index).randrange(1 << 62)
