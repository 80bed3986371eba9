"""Reading and replaying saves, for both engines: JSON text to data, the format tag, and a
saved ``[seat, action text]`` list played again on a fresh round."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from game.common.errors import IllegalActionError, InvalidDataError
from game.common.jsontext import parse_json


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


def load_save_text(text: str | bytes) -> Any:
    """Parse a save's JSON text; raise ``InvalidDataError`` if it is not JSON."""
    return parse_json(text, "the save")


def check_save_format(data: Any, expected: str) -> dict[str, Any]:
    """``data`` as a save object tagged ``expected`` (``family@version``), or a clear error.

    >>> check_save_format({"format": "x/game@2"}, "x/game@1")
    Traceback (most recent call last):
    game.common.errors.InvalidDataError: the save has format 'x/game@2', made by another version
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
