"""Pieces both engines share: replaying a saved action list, and the Wilson interval."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

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
