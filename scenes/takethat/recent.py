"""Take That's last results: each finished game, newest first, as the Statistics screen
lists them under the tally (Schotten Totten had such a list; Take That had none). In
``statistics.json`` they are the entry ``takethat_recent``, which earlier versions of the
game pass over."""

from __future__ import annotations

import datetime
from dataclasses import asdict, dataclass
from functools import partial
from typing import Any, Final

from game.takethat.ai import LEVELS
from scenes.core.people import NAME_LIMIT
from scenes.model.seats import HOTSEAT
from scenes.model.statistics import none, read_leniently, read_result_head
from scenes.model.storage import read_bool, read_int
from scenes.takethat.session import computer_name
from scenes.ui.text import local_date, signed, t

Winner = str | tuple[str, int]
"""A seat with the highest total: a person's name, or a computer's level and its number
among the computers at the table (0 when it was the only one), so that its name follows
the language as the table's does. In the file: the name, or ``{"level": …, "n": …}``."""

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
    winners: tuple[Winner, ...] = ()
    """When several people played: the seats with the highest total (the list told
    player 1's place and points, which the others read as theirs). Empty otherwise."""
    abandoned: bool = False
    """Given up before its last round (its points are those of the rounds played): the
    tally counted it as a game not won while this list left it out."""
    player: str = ""
    """When several people played: the person whose points the line gives (player 1; a
    Greek tester could not tell whose they were). Empty otherwise."""

    @property
    def outcome(self) -> str:
        return "win" if self.place == 1 else "loss"

    def to_data(self) -> dict[str, Any]:
        data = asdict(self)
        data["winners"] = [winner if isinstance(winner, str)
                           else {"level": winner[0], "n": winner[1]}
                           for winner in self.winners]
        if not self.winners:
            # As earlier versions of the game wrote it.
            del data["winners"]
        if not self.abandoned:
            del data["abandoned"]
        if not self.player:
            del data["player"]
        return data


def new_result(group: str, totals: tuple[int, ...], seat: int, rounds: int,
               assisted: bool, today: datetime.date | None = None,
               seats: tuple[Winner, ...] = (), abandoned: bool = False) -> TakeThatResult:
    """The game that ended with ``totals``, for ``seat``; ``seats`` (every seat, when
    several people played) names the winners; an ``abandoned`` game names none."""
    who = seats[seat] if seat < len(seats) else ""
    player = who[:NAME_LIMIT] if isinstance(who, str) else ""
    if abandoned:
        return TakeThatResult((today or datetime.date.today()).isoformat(), group,
                              len(totals), rounds, totals[seat], len(totals), assisted,
                              abandoned=True, player=player)
    place = 1 + sum(1 for total in totals if total > totals[seat])
    top = max(totals)
    winners = (tuple(who[:NAME_LIMIT] if isinstance(who, str) else who
                     for who, total in zip(seats, totals, strict=True) if total == top)
               if len(seats) == len(totals) else ())
    return TakeThatResult((today or datetime.date.today()).isoformat(), group, len(totals),
                          rounds, totals[seat], place, assisted, winners, player=player)


def result_from_data(entry: Any) -> TakeThatResult:
    """One entry of ``takethat_recent``, checked; raises ``ValueError`` saying what is
    wrong."""
    date, group = read_result_head(entry, LEVELS, "a Take That result")
    players = read_int(entry, "players", 2, 2, 4)
    listed = entry.get("winners", [])
    winners = ([winner_from_data(item) for item in listed]
               if isinstance(listed, list) and 0 < len(listed) <= players else [None])
    # Winners that are not a short list of names and computers (edited by hand) are left
    # out: the line then reads as one person's, as before.
    sound = None not in winners
    return TakeThatResult(date, group, players, read_int(entry, "rounds", 1, 1, 99),
                          read_int(entry, "points", 0, -10**6, 10**6),
                          read_int(entry, "place", 1, 1, players),
                          read_bool(entry, "assisted", False),
                          tuple(winner for winner in winners if winner is not None)
                          if sound else (),
                          abandoned=read_bool(entry, "abandoned", False),
                          player=player_from_data(entry.get("player")))


def player_from_data(item: Any) -> str:
    """Whose points a result gives, as the file keeps it; empty if it is not a name."""
    return item if isinstance(item, str) and 0 < len(item) <= NAME_LIMIT else ""


def winner_from_data(item: Any) -> Winner | None:
    """One of a result's winners as the file keeps it; ``None`` if it is not one."""
    if isinstance(item, str):
        return item if 0 < len(item) <= NAME_LIMIT else None
    if (isinstance(item, dict) and set(item) == {"level", "n"} and item["level"] in LEVELS
            and isinstance(item["n"], int) and not isinstance(item["n"], bool)
            and 0 <= item["n"] <= 4):
        return str(item["level"]), item["n"]
    return None


def winner_name(winner: Winner) -> str:
    """A winner as the table named it, in today's language."""
    return winner if isinstance(winner, str) else computer_name(*winner)


def results_from_data(data: dict[str, Any],
                      problems: list[str] | None = None) -> list[TakeThatResult]:
    """The last results; with a list of ``problems``, one that is wrong is left out and
    said there."""
    entries = data.get("takethat_recent", [])
    if not isinstance(entries, list):
        raise ValueError("'takethat_recent' must be a list")
    results = (read_leniently(problems, partial(result_from_data, entry), none)
               for entry in entries[:RECENT_RESULTS])
    return [result for result in results if result is not None]


def result_cells(entry: TakeThatResult) -> list[str]:
    """One line of the last results, cell by cell."""
    opponent = (t("tt.stats.hotseat.short") if entry.group == HOTSEAT
                else t(f"level.{entry.group}"))
    # "1st of 2" in English: "1 of 2" read as one game won of two.
    place = (t(f"tt.stats.place.{entry.place}", players=entry.players)
             if 1 <= entry.place <= 4 else
             t("tt.stats.place", place=entry.place, players=entry.players))
    if entry.abandoned:
        place = t("tt.stats.abandoned")
    elif entry.winners:
        # Several people: the winner by name rather than player 1's place, which the
        # others read as theirs (the points stay player 1's, as the tally above counts).
        place = t("stats.outcome.winner",
                  name=", ".join(winner_name(winner) for winner in entry.winners))
    # Signed as on the table and in the summaries ("-30" and "10" here, "–30" and "+10"
    # there; a family).
    points = (t("tt.stats.points_of", points=signed(entry.points), name=entry.player)
              if entry.player else signed(entry.points))
    return [local_date(entry.date), opponent, str(entry.players), str(entry.rounds),
            points, f"{place} {t('stats.assisted_mark')}" if entry.assisted else place]
