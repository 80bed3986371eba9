"""Take That's last results: each finished game, newest first, as the Statistics screen
lists them under the tally (Schotten Totten had such a list; Take That had none). In
``statistics.json`` they are the entry ``takethat_recent``, which earlier versions of the
game pass over."""

from __future__ import annotations

import datetime
from dataclasses import asdict, dataclass
from typing import Any, Final

from game.takethat.ai import LEVELS
from scenes.model.seats import HOTSEAT
from scenes.model.statistics import read_result_head
from scenes.model.storage import read_bool, read_int
from scenes.ui.text import local_date, t

NAME_LIMIT: Final = 40
"""The longest winner's name read back from the file (the set-up allows 20 letters; a
longer one was typed into the file by hand and is left out)."""

RECENT_RESULTS: Final = 20
RECENT_HEADERS: Final = ("date", "opponent", "players", "games", "points", "place")


@dataclass(frozen=True)
class TakeThatResult:
    """One finished game, seen from the counted seat (player 1 among people only)."""

    date: str
    group: str
    players: int
    rounds: int
    points: int
    """The seat's total over the game's rounds."""
    place: int
    """1 for first (shared or not): one more than the seats with a higher total."""
    assisted: bool
    winners: tuple[str, ...] = ()
    """When several people played: the names of the seats with the highest total, as the
    table showed them (the list told player 1's place and points, read by the others
    as theirs). Empty otherwise."""
    top: int = 0
    """With ``winners``: their total."""

    @property
    def outcome(self) -> str:
        return "win" if self.place == 1 else "loss"

    def to_data(self) -> dict[str, Any]:
        data = asdict(self)
        data["winners"] = list(self.winners)
        if not self.winners:
            # As earlier versions of the game wrote it.
            del data["winners"], data["top"]
        return data


def new_result(group: str, totals: tuple[int, ...], seat: int, rounds: int,
               assisted: bool, today: datetime.date | None = None,
               names: tuple[str, ...] = ()) -> TakeThatResult:
    """The game that ended with ``totals``, for ``seat``; ``names`` (every seat's, when
    several people played) names the winners."""
    place = 1 + sum(1 for total in totals if total > totals[seat])
    top = max(totals)
    winners = (tuple(name[:NAME_LIMIT] for name, total in zip(names, totals, strict=True)
                     if total == top) if len(names) == len(totals) else ())
    return TakeThatResult((today or datetime.date.today()).isoformat(), group, len(totals),
                          rounds, totals[seat], place, assisted, winners,
                          top if winners else 0)


def result_from_data(entry: Any) -> TakeThatResult:
    """One entry of ``takethat_recent``, checked; raises ``ValueError`` saying what is
    wrong."""
    date, group = read_result_head(entry, LEVELS, "a Take That result")
    players = read_int(entry, "players", 2, 2, 4)
    winners = entry.get("winners", [])
    # Winners' names that are not a short list of short names (edited by hand) are left
    # out: the line then reads as one person's, as before.
    sound = (isinstance(winners, list) and 0 < len(winners) <= players
             and all(isinstance(name, str) and 0 < len(name) <= NAME_LIMIT
                     for name in winners))
    return TakeThatResult(date, group, players, read_int(entry, "rounds", 1, 1, 99),
                          read_int(entry, "points", 0, -10**6, 10**6),
                          read_int(entry, "place", 1, 1, players),
                          read_bool(entry, "assisted", False),
                          tuple(winners) if sound else (),
                          read_int(entry, "top", 0, -10**6, 10**6) if sound else 0)


def results_from_data(data: dict[str, Any]) -> list[TakeThatResult]:
    entries = data.get("takethat_recent", [])
    if not isinstance(entries, list):
        raise ValueError("'takethat_recent' must be a list")
    return [result_from_data(entry) for entry in entries[:RECENT_RESULTS]]


def result_cells(entry: TakeThatResult) -> list[str]:
    """One line of the last results, cell by cell."""
    opponent = (t("tt.stats.hotseat.short") if entry.group == HOTSEAT
                else t(f"level.{entry.group}"))
    place = t("tt.stats.place", place=entry.place, players=entry.players)
    points = entry.points
    if entry.winners:
        # Several people: the winner by name, with the winning total, rather than
        # player 1's place and points.
        place = t("stats.outcome.winner", name=", ".join(entry.winners))
        points = entry.top
    return [local_date(entry.date), opponent, str(entry.players), str(entry.rounds),
            str(points), f"{place} {t('stats.assisted_mark')}" if entry.assisted else place]
