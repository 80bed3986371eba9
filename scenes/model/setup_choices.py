"""The set-up choices of each game's last start (``setup.json``), so that a new run opens
each set-up screen as it was left: the names typed, the variant, the level, the seats.

The file holds one JSON object per game key; what an object means is its game's business
(each game reads its own and falls back to its defaults on anything it does not accept).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Final, TypeVar

from scenes.model.seats import NAME_LENGTH, clean_name
from scenes.model.storage import check_format

SETUP_FORMAT: Final = "schotten-totten/setup@1"
PERSON_KEY: Final = "person"
"""Beside the games' keys: the name last typed for a person, shared by every set-up."""
LAST_KEY: Final = "last"
"""Beside the games' keys: ``{"game": key}``, the game whose set-up last started a game (the
game chooser opens on it)."""

T = TypeVar("T")


def setup_from_data(data: Any) -> dict[str, dict[str, Any]]:
    """The choices by game key in a read ``setup.json``; raise ``ValueError`` saying what
    is wrong with it."""
    data = check_format(data, SETUP_FORMAT)
    games = data.get("games")
    if not isinstance(games, dict):
        raise ValueError("its 'games' is not a JSON object")
    for key, value in games.items():
        if not isinstance(value, dict):
            raise ValueError(f"the choices of {key!r} are not a JSON object")
    return dict(games)


def setup_to_json(games: Mapping[str, Mapping[str, Any]]) -> str:
    return json.dumps({"format": SETUP_FORMAT, "games": games}, indent=1, ensure_ascii=False)


def kept_choice(data: Mapping[str, Any], key: str, allowed: Any, default: T) -> T:
    """``data[key]`` when it is one of ``allowed`` (and of the default's type), else the
    default: a hand-edited value the game does not know is forgotten, not fatal."""
    value = data.get(key, default)
    if type(value) is not type(default) or value not in allowed:
        return default
    return value


def read_name(data: Mapping[str, Any], key: str) -> str:
    """A typed name (cleaned of what cannot be drawn, cut to what a name field takes)."""
    value = data.get(key, "")
    return clean_name(value)[:NAME_LENGTH] if isinstance(value, str) else ""
