"""The options agreed before a game of Take That."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.takethat.cards import hand_size


@dataclass(frozen=True)
class TakeThatConfig:
    """``players`` 2–4; ``professional`` adds the one-card-row penalty; ``rounds`` ≥ 1.

    >>> TakeThatConfig(players=4).hand_size
    8
    """

    players: int = 2
    professional: bool = False
    rounds: int = 2

    def __post_init__(self) -> None:
        if type(self.players) is not int or not 2 <= self.players <= 4:
            raise ValueError(f"Take That is for 2-4 players, not {self.players!r}")
        if not isinstance(self.professional, bool):
            raise ValueError("'professional' must be true or false")
        if type(self.rounds) is not int or self.rounds < 1:
            raise ValueError(f"a game has at least one round, not {self.rounds!r}")

    @property
    def hand_size(self) -> int:
        return hand_size(self.players)

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "professional": self.professional,
                "rounds": self.rounds}

    @staticmethod
    def from_dict(data: Any) -> TakeThatConfig:
        """Read a config written by ``to_dict``; raise ``ValueError`` if malformed."""
        if not isinstance(data, dict):
            raise ValueError("config must be an object")
        unknown = set(data) - {"players", "professional", "rounds"}
        if unknown:
            raise ValueError(f"unknown config option {sorted(unknown)[0]!r}")
        return TakeThatConfig(**data)
