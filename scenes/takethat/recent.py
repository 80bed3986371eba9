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

    @property
    def outcome(self) -> str:
        return "win" if self.place == 1 else "loss"

    def to_data(self) -> dict[str, Any]:
        return asdict(self)


def new_result(group: str, totals: tuple[int, ...], seat: int, rounds: int,
               assisted: bool, today: datetime.date | None = None) -> TakeThatResult:
    """The game that ended with ``totals``, for ``seat``."""
    place = 1 + sum(1 for total in totals if total > totals[seat])
    return TakeThatResult((today or datetime.date.today()).isoformat(), group, len(totals),
                          rounds, totals[seat], place, assisted)


def result_from_data(entry: Any) -> TakeThatResult:
    """One entry of ``takethat_recent``, checked; raises ``ValueError`` saying what is
    wrong."""
    date, group = read_result_head(entry, LEVELS, "a Take That result")
    players = read_int(entry, "players", 2, 2, 4)
    return TakeThatResult(date, group, players, read_int(entry, "rounds", 1, 1, 99),
                          read_int(entry, "points", 0, -10**6, 10**6),
                          read_int(entry, "place", 1, 1, players),
                          read_bool(entry, "assisted", False))


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
    return [local_date(entry.date), opponent, str(entry.players), str(entry.rounds),
            str(entry.points), f"{place} {t('stats.assisted_mark')}" if entry.assisted else place]
