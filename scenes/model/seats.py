"""Who sits at a seat: a name, and the computer's level or a person at this computer."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any, Final

HOTSEAT: Final = "hotseat"
"""The statistics group of games between people at one computer."""
MAX_NAME: Final = 60
NAME_LENGTH: Final = 20
"""The longest name the set-up's name fields take (a save may keep up to ``MAX_NAME``)."""


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    level: str | None = None
    """The computer's level, or ``None`` for a person at this computer."""

    @property
    def is_computer(self) -> bool:
        return self.level is not None

    def to_data(self) -> dict[str, Any]:
        return {"name": self.name, "level": self.level}


def clean_name(text: str) -> str:
    """``text`` without the characters that cannot be drawn (control characters such as
    NUL, which a hand-edited save may hold), its spaces folded.

    >>> clean_name(" Ada" + chr(0) + " Lovelace" + chr(10))
    'Ada Lovelace'
    """
    return " ".join("".join(ch if ch.isprintable() else " " for ch in text).split())


def player_from_data(entry: Any, levels: Collection[str]) -> PlayerSpec:
    """One seat of a saved game: a name (cleaned of what cannot be drawn), and a computer
    level of ``levels`` or none."""
    if not isinstance(entry, dict):
        raise ValueError("a player is not a JSON object")
    name, level = entry.get("name"), entry.get("level")
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
        raise ValueError("a player's name is missing or too long")
    name = clean_name(name)
    if not name:
        raise ValueError("a player's name has nothing that can be shown")
    if level is not None and level not in levels:
        raise ValueError(f"the computer level {level!r} is unknown")
    return PlayerSpec(name, level)
