"""The tutorial's lessons as data, and where the player is in them (``tutorial.json``).

A lesson is a fixed deal and a list of steps. A step is a text and what the player is to
do: press Next, take an action (its text form, as the engine writes it), click the deck
for the card waiting there, ask about a stone's claim, or try an action the engine refuses.
After a step the scripted opponent plays its actions. The same steps, replayed, bring a
lesson back to any step: that is how the tutorial resumes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Final

from scenes.model.storage import check_format

PROGRESS_FORMAT: Final = "schotten-totten/tutorial@1"
PROGRESS_FILE: Final = "tutorial.json"
NEXT: Final = "next"
"""An explanation: the step ends when the player presses Next."""
DECK: Final = "deck"
"""The card drawn at the end of the turn waits on the deck: the step ends with a click there."""
CHECK: Final = "check"
"""``check N``: the player asks whether stone N may be claimed (a click on it)."""
TRY: Final = "try"
"""``try ACTION``: the player tries an action the engine refuses, to see why."""


@dataclass(frozen=True)
class Step:
    """One step of a lesson: its text's catalog key, what ends it (``expect``) and the
    scripted opponent's actions once it has ended (``then``)."""

    key: str
    expect: str = NEXT
    then: tuple[str, ...] = ()

    @property
    def kind(self) -> str:
        """``next``, ``deck``, ``check``, ``try`` or ``action``."""
        word = self.expect.split(" ", 1)[0]
        return word if word in (NEXT, DECK, CHECK, TRY) else "action"

    @property
    def argument(self) -> str:
        """What follows ``check`` or ``try``; the action's text for an action step."""
        return self.expect.split(" ", 1)[1] if self.kind in (CHECK, TRY) else self.expect


@dataclass(frozen=True)
class Lesson:
    """A lesson of a game (``number`` from 1): its title's catalog key and its steps."""

    game: str
    number: int
    title_key: str
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Place:
    """Where a player is in a game's lessons: the lesson (from 1) and the step (from 0)."""

    lesson: int
    step: int


@dataclass
class Progress:
    """Each game's place in its lessons (a game without one has not begun or has finished),
    and the lessons of each game finished at least once (``finished``: a lesson chosen out
    of order used to count every lesson as done)."""

    places: dict[str, Place]
    finished: dict[str, frozenset[int]] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps({
            "format": PROGRESS_FORMAT,
            "places": {key: {"lesson": place.lesson, "step": place.step}
                       for key, place in sorted(self.places.items())},
            "finished": {key: sorted(numbers)
                         for key, numbers in sorted(self.finished.items()) if numbers},
        }, indent=2)

    def missing(self, key: str, lessons: int) -> list[int]:
        """The lessons of game ``key`` (``lessons`` in all) not yet finished, in order."""
        done = self.finished.get(key, frozenset())
        return [number for number in range(1, lessons + 1) if number not in done]


def progress_from_data(data: Any, lessons: dict[str, int]) -> Progress:
    """Check ``tutorial.json``: each game known (``lessons``: its number of lessons), each
    place a lesson of it and a step from 0; raise ``ValueError`` saying what is wrong."""
    data = check_format(data, PROGRESS_FORMAT)
    places = data.get("places", {})
    if not isinstance(places, dict):
        raise ValueError("'places' must be an object")
    found: dict[str, Place] = {}
    for key, value in places.items():
        if key not in lessons:
            continue
        if not isinstance(value, dict):
            raise ValueError(f"the place of {key!r} must be an object")
        lesson, step = value.get("lesson"), value.get("step")
        if type(lesson) is not int or not 1 <= lesson <= lessons[key]:
            raise ValueError(f"the lesson of {key!r} must be from 1 to {lessons[key]}")
        if type(step) is not int or not 0 <= step < 1000:
            raise ValueError(f"the step of {key!r} must be a whole number from 0")
        found[key] = Place(lesson, step)
    return Progress(found, _finished(data, lessons, found))


def _finished(data: dict[str, Any], lessons: dict[str, int],
              places: dict[str, Place]) -> dict[str, frozenset[int]]:
    """The ``finished`` lessons of each game. A file from before they were kept says only
    where each game stands: the lessons before that place count as finished."""
    if "finished" not in data:
        return {key: frozenset(range(1, place.lesson)) for key, place in places.items()}
    finished = data["finished"]
    if not isinstance(finished, dict):
        raise ValueError("'finished' must be an object")
    found: dict[str, frozenset[int]] = {}
    for key, numbers in finished.items():
        if key not in lessons:
            continue
        if not isinstance(numbers, list) or not all(
                type(number) is int and 1 <= number <= lessons[key] for number in numbers):
            raise ValueError(f"the finished lessons of {key!r} must be a list of lessons "
                             f"from 1 to {lessons[key]}")
        found[key] = frozenset(numbers)
    return found
