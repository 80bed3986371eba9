"""Results across runs (``statistics.json``): one section per game, and the keys of what was
already counted.

Each game owns its section: the registry hands in, per game, how to read it from the file
and how to start an empty one (``SectionSpec``), and the game's own code books its rounds
in it. A round or match is booked once, by a key, even if the game is killed between
writing the statistics and the save and the round is finished again.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final, Protocol, TypeVar

from scenes.model.seats import HOTSEAT
from scenes.model.storage import check_format

T = TypeVar("T")
R = TypeVar("R")

STATISTICS_FORMAT: Final = "schotten-totten/statistics@1"
BOOKED_KEYS: Final = 200


class Section(Protocol):
    """One game's numbers."""

    def to_data(self) -> dict[str, Any]:
        """The top-level entries of ``statistics.json`` this game writes."""


@dataclass(frozen=True)
class SectionSpec:
    """How a game's section is read and started."""

    read: Callable[[dict[str, Any], list[str] | None], Section]
    """The section from the whole file's data; raises ``ValueError`` saying what is wrong.
    A file from before the game existed has no entries for it: that reads as empty. Given
    a list of problems, a tally or a result that is wrong is left out and said there."""
    empty: Callable[[], Section]


@dataclass
class Statistics:
    sections: dict[str, Section] = field(default_factory=dict)
    """By game key."""
    booked: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list, compare=False)
    """What a tolerant reading (``from_data`` with ``tolerant``) left out; not written."""

    def book(self, key: str) -> bool:
        """Remember ``key``; False if it was booked before (then count nothing)."""
        if key in self.booked:
            return False
        self.booked.append(key)
        del self.booked[:-BOOKED_KEYS]
        return True

    def to_json(self) -> str:
        data: dict[str, Any] = {"format": STATISTICS_FORMAT}
        for section in self.sections.values():
            data.update(section.to_data())
        data["booked"] = self.booked
        return json.dumps(data, indent=1, ensure_ascii=False)

    @staticmethod
    def empty(specs: Mapping[str, SectionSpec]) -> Statistics:
        return Statistics({key: spec.empty() for key, spec in specs.items()})

    @staticmethod
    def from_data(data: Any, specs: Mapping[str, SectionSpec],
                  tolerant: bool = False) -> Statistics:
        """Check and read ``data``; raise ``ValueError`` saying what is wrong. ``tolerant``:
        a tally, a result or a game's section that is wrong is left out (empty) and said in
        ``problems``, the rest kept: one hand-edited number (``wins: -7``) set the whole
        file aside, and every count started again from zero."""
        data = check_format(data, STATISTICS_FORMAT)
        booked = data.get("booked", [])
        if not isinstance(booked, list) or not all(isinstance(key, str) for key in booked):
            raise ValueError("'booked' must be a list of keys")
        problems: list[str] | None = [] if tolerant else None
        sections = {key: read_leniently(problems, partial(spec.read, data, problems),
                                        spec.empty)
                    for key, spec in specs.items()}
        return Statistics(sections, booked[-BOOKED_KEYS:], problems or [])


def read_tallies(data: dict[str, Any], entry: str, read: Callable[[str, Any], R],
                 known: Callable[[str], bool], unknown: str,
                 problems: list[str] | None) -> dict[str, R]:
    """The tallies under ``entry`` of the file's ``data``, by name: each name ``known``
    (``unknown`` says what an unknown one is not), its numbers checked by ``read``; with a
    list of ``problems``, a wrong one is left out and said there."""
    entries = data.get(entry, {})
    if not isinstance(entries, dict):
        raise ValueError(f"{entry!r} must be an object")
    tallies: dict[str, R] = {}
    for name, counts in entries.items():
        tally = read_leniently(problems, partial(_tally, name, counts, read, known, unknown),
                               none)
        if tally is not None:
            tallies[name] = tally
    return tallies


def _tally(name: str, counts: Any, read: Callable[[str, Any], R],
           known: Callable[[str], bool], unknown: str) -> R:
    if not known(name):
        raise ValueError(f"{name[:40]!r} is {unknown}")
    return read(name, counts)


def none() -> None:
    """Nothing: what ``read_leniently`` gives for a tally or a result left out."""
    return None


def read_leniently(problems: list[str] | None, read: Callable[[], T],
                   instead: Callable[[], T]) -> T:
    """``read()``; with a list of ``problems``, its ``ValueError`` is said there and
    ``instead()`` given in its place (without one, it is raised)."""
    if problems is None:
        return read()
    try:
        return read()
    except ValueError as error:
        problems.append(str(error))
        return instead()


def read_result_head(entry: Any, levels: Collection[str], what: str) -> tuple[str, str]:
    """The date and the opponent (a level of ``levels``, or hot-seat) of one of the last
    results a game keeps; raises ``ValueError`` naming ``what`` it was."""
    if not isinstance(entry, dict):
        raise ValueError(f"{what} is not an object")
    date = entry.get("date")
    try:
        datetime.date.fromisoformat(date if isinstance(date, str) else "")
    except ValueError:
        raise ValueError(f"{what} has the date {date!r}") from None
    group = entry.get("group")
    if group not in levels and group != HOTSEAT:
        raise ValueError(f"{what} names the opponent {group!r}")
    return str(date), str(group)
