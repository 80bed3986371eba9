"""A game of several rounds: the deal passes to the next player, totals decide.

>>> match = TakeThatMatch.start(TakeThatConfig(players=3, rounds=2), seed=5, dealer=2)
>>> match.state.dealer, match.state.to_move
(2, 0)
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Final

from game.common.errors import InvalidDataError
from game.common.jsontext import parse_json
from game.takethat.config import TakeThatConfig
from game.takethat.saves import snapshot, state_from_data
from game.takethat.state import TakeThatState, new_round

MATCH_FORMAT: Final = "take-that/match@1"


@dataclass
class TakeThatMatch:
    """``config.rounds`` rounds; ``state`` is the round in play (or the last one).

    ``results`` holds each recorded round's scores, in order; ``index`` is the round in
    play, from 0; ``deal`` counts how often that round was dealt again (``redeal``).
    """

    config: TakeThatConfig
    seed: int
    state: TakeThatState
    results: list[tuple[int, ...]] = field(default_factory=list)
    index: int = 0
    deal: int = 0

    @staticmethod
    def start(config: TakeThatConfig, seed: int | None = None,
              dealer: int | None = None) -> TakeThatMatch:
        """Deal the first round; without ``dealer`` the seed chooses one."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 62)
        match = TakeThatMatch(config, seed, new_round(config, round_seed(seed, 0), dealer))
        match.place(match.state)
        return match

    def place(self, state: TakeThatState) -> None:
        """Tell the round in play where the game stands: the points of the rounds before
        it, and whether it is the last (its players may know both)."""
        state.earlier = tuple(sum(scores[seat] for scores in self.results[:self.index])
                              for seat in range(self.config.players))
        state.final = self.index == self.config.rounds - 1

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's points over the recorded rounds."""
        return tuple(sum(scores[seat] for scores in self.results)
                     for seat in range(self.config.players))

    @property
    def is_over(self) -> bool:
        return len(self.results) >= self.config.rounds

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total once the game is over (equal totals share)."""
        if not self.is_over:
            return ()
        totals = self.totals
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)

    def record_round(self) -> tuple[int, ...]:
        """Book the finished round in play; call once when ``state.outcome`` is set."""
        outcome = self.state.outcome
        if outcome is None:
            raise ValueError("the round is not over")
        if len(self.results) > self.index:
            raise ValueError("this round is already recorded")
        self.results.append(outcome.scores)
        return outcome.scores

    def next_round(self) -> TakeThatState:
        """Deal the next round; the deal passes to the next player."""
        if len(self.results) <= self.index:
            raise ValueError("finish and record the current round first")
        if self.is_over:
            raise ValueError("the game is over")
        self.index += 1
        self.deal = 0
        dealer = (self.state.dealer + 1) % self.config.players
        self.state = new_round(self.config, round_seed(self.seed, self.index), dealer)
        self.place(self.state)
        return self.state

    def redeal(self) -> TakeThatState:
        """Deal the round in play again, with the same dealer, from the next of its seeds.

        >>> match = TakeThatMatch.start(TakeThatConfig(players=2), seed=5, dealer=1)
        >>> first = match.state.hands
        >>> match.redeal().hands != first, match.deal, match.state.dealer
        (True, 1, 1)
        """
        if len(self.results) > self.index:
            raise ValueError("the round is over and recorded")
        self.deal += 1
        self.state = new_round(self.config, round_seed(self.seed, self.index, self.deal),
                               self.state.dealer)
        self.place(self.state)
        return self.state

    def to_json(self) -> str:
        return json.dumps({
            "format": MATCH_FORMAT,
            "config": self.config.to_dict(),
            "seed": self.seed,
            "index": self.index,
            "deal": self.deal,
            "results": [list(scores) for scores in self.results],
            "state": snapshot(self.state),
        }, separators=(",", ":"))

    @staticmethod
    def from_json(text: str | bytes) -> TakeThatMatch:
        """Read a game written by ``to_json``; raise ``InvalidDataError`` if malformed."""
        data = parse_json(text, "the game save")
        if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
            raise InvalidDataError(f"the game save's format tag is not {MATCH_FORMAT!r}")
        try:
            config = TakeThatConfig.from_dict(data["config"])
            seed, index, deal = data["seed"], data["index"], data.get("deal", 0)
            if (any(type(number) is not int for number in (seed, index, deal))
                    or not 0 <= index < config.rounds or deal < 0):
                raise InvalidDataError("the game save's round numbers are malformed")
            results = [tuple(int(points) for points in scores) for scores in data["results"]]
            state = state_from_data(data["state"], TakeThatState)
        except InvalidDataError:
            raise
        except (KeyError, TypeError, ValueError) as error:
            raise InvalidDataError(f"the game save is malformed: {error}") from None
        if (state.config != config or len(results) not in (index, index + 1)
                or state.seed != round_seed(seed, index, deal)
                or any(len(scores) != config.players for scores in results)):
            raise InvalidDataError("the game save's rounds do not add up")
        if len(results) == index + 1 and (state.outcome is None
                                          or state.outcome.scores != results[-1]):
            raise InvalidDataError("the game save's last result does not match its round")
        match = TakeThatMatch(config, seed, state, results, index, deal)
        match.place(state)
        return match


def round_seed(seed: int, index: int, deal: int = 0) -> int:
    """The seed of round ``index`` of a game with seed ``seed``, dealt again ``deal``
    times (saves from before ``deal`` existed keep their rounds)."""
    base = seed * 1_000_003 + index
    return random.Random(base if deal == 0 else f"{base}/{deal}").randrange(1 << 62)
