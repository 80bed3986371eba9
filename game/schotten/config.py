"""Game options (RULES §9) and the edition presets."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

EDITIONS: Final = ("iello", "classic")
CLAIM_TIMINGS: Final = ("after_play", "start_of_turn")
RETURN_PLACES: Final = ("bottom", "top")


@dataclass(frozen=True)
class GameConfig:
    """The rules in force for a round.

    Options left as ``None`` take the value of the edition's preset (RULES §9): IELLO
    claims after playing, deals 7 cards with tactics and returns Recruiter cards to the
    bottom; classic claims at the start of the turn, deals 6 and returns to the top.
    ``expert`` forces claims at the start of the turn.

    >>> GameConfig(edition="classic", tactics=True).hand_size
    6
    >>> GameConfig(expert=True).claim_timing
    'start_of_turn'
    """

    tactics: bool = False
    claim_timing: str = field(default=None)  # type: ignore[assignment]
    edition: str = "iello"
    expert: bool = False
    hand_size: int = field(default=None)  # type: ignore[assignment]
    recruiter_returns: str = field(default=None)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        if self.edition not in EDITIONS:
            raise ValueError(f"edition must be one of {', '.join(EDITIONS)}, not {self.edition!r}")
        classic = self.edition == "classic"
        timing = self.claim_timing
        if timing is None or self.expert:
            timing = "start_of_turn" if classic or self.expert else "after_play"
        if timing not in CLAIM_TIMINGS:
            raise ValueError(f"claim timing must be one of {', '.join(CLAIM_TIMINGS)}")
        hand = self.hand_size
        if hand is None:
            hand = 7 if self.tactics and not classic else 6
        if hand not in (6, 7):
            raise ValueError("hand size must be 6 or 7")
        returns = self.recruiter_returns
        if returns is None:
            returns = "top" if classic else "bottom"
        if returns not in RETURN_PLACES:
            raise ValueError("Recruiter returns cards to the 'bottom' or the 'top'")
        object.__setattr__(self, "claim_timing", timing)
        object.__setattr__(self, "hand_size", hand)
        object.__setattr__(self, "recruiter_returns", returns)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tactics": self.tactics,
            "claim_timing": self.claim_timing,
            "edition": self.edition,
            "expert": self.expert,
            "hand_size": self.hand_size,
            "recruiter_returns": self.recruiter_returns,
        }

    @staticmethod
    def from_dict(data: Any) -> GameConfig:
        """Read a config written by ``to_dict``; raise ``ValueError`` on anything malformed."""
        if not isinstance(data, dict):
            raise ValueError("config must be an object")
        known = {"tactics", "claim_timing", "edition", "expert", "hand_size", "recruiter_returns"}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown config option {sorted(unknown)[0]!r}")
        for key in ("tactics", "expert"):
            if key in data and not isinstance(data[key], bool):
                raise ValueError(f"config option {key!r} must be true or false")
        if "hand_size" in data and type(data["hand_size"]) is not int:
            raise ValueError("config option 'hand_size' must be 6 or 7")
        return GameConfig(**data)
