"""Pieces both engines share: reading and replaying saves, command-line parsing with
one-line errors, and the Wilson interval."""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable
from typing import Any, NoReturn, Protocol, TypeVar

from game.errors import IllegalActionError, InvalidDataError


class _Playable(Protocol):
    @property
    def to_move(self) -> int | None: ...

    def play(self, action: Any, /) -> None: ...


State = TypeVar("State", bound=_Playable)


def replay_actions(state: State, actions: Any, parse: Callable[[str], Any]) -> State:
    """Play a saved ``[seat, action text]`` list on ``state`` (checked) and return it.

    Raise ``InvalidDataError`` naming the first entry that is malformed, by the wrong
    seat, or illegal.
    """
    if not isinstance(actions, list):
        raise InvalidDataError("the save's action list is missing")
    for number, entry in enumerate(actions, 1):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], str)):
            raise InvalidDataError(f"action {number} is malformed: {entry!r}")
        seat, text = entry
        if seat != state.to_move:
            raise InvalidDataError(f"action {number} ({text!r}) is by the wrong seat")
        try:
            state.play(parse(text))
        except IllegalActionError as error:
            raise InvalidDataError(f"action {number} ({text!r}) is illegal: {error}") from None
        except ValueError as error:
            raise InvalidDataError(f"action {number} is malformed: {error}") from None
    return state


def wilson_interval(rate: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval of a proportion observed over ``n`` trials.

    >>> [round(x, 3) for x in wilson_interval(0.5, 100)]
    [0.404, 0.596]
    """
    if n == 0:
        return (0.0, 1.0)
    centre = (rate + z * z / (2 * n)) / (1 + z * z / n)
    spread = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - spread), min(1.0, centre + spread))


def load_save_text(text: str | bytes) -> Any:
    """Parse a save's JSON text; raise ``InvalidDataError`` if it is not JSON."""
    try:
        return json.loads(text)
    except (ValueError, UnicodeDecodeError) as error:
        raise InvalidDataError(f"the save is not valid JSON ({error})") from None


def check_save_format(data: Any, expected: str) -> dict[str, Any]:
    """``data`` as a save object tagged ``expected`` (``family@version``), or a clear error.

    >>> check_save_format({"format": "x/game@2"}, "x/game@1")
    Traceback (most recent call last):
    game.errors.InvalidDataError: the save has format 'x/game@2', made by another version
    """
    if not isinstance(data, dict):
        raise InvalidDataError("the save is not a JSON object")
    tag = data.get("format")
    if tag != expected:
        family = expected.split("@")[0] + "@"
        if isinstance(tag, str) and tag.startswith(family):
            raise InvalidDataError(f"the save has format {tag!r}, made by another version")
        raise InvalidDataError(f"the save's format tag is {tag!r}, expected {expected!r}")
    return data


class UsageError(Exception):
    """Bad command-line input: reported in one line, exit status 2."""


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors become ``UsageError`` instead of a usage page."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text!r}")
    return value


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0: {text!r}")
    return value
