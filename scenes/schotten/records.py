"""Schotten Totten's statistics: a tally per opponent (each computer level, and hot-seat
seen from player 1), each person's own tally, and the last results, booked when a round or
a match ends; and how the Statistics screen shows them.

In ``statistics.json`` they are the entries ``groups``, ``recent`` and ``people``.
"""

from __future__ import annotations

import copy
import datetime
from dataclasses import asdict, dataclass, field, fields
from functools import partial
from typing import Any, Final

import game
from game.schotten.ai import LEVELS
from scenes.core.entry import RecentRow, StatsTable
from scenes.core.people import NAME_LIMIT, people_of, person_name
from scenes.model.seats import HOTSEAT
from scenes.model.statistics import (
    Section,
    SectionSpec,
    Statistics,
    none,
    read_leniently,
    read_result_head,
    read_tallies,
)
from scenes.model.storage import read_bool, read_choice, read_int
from scenes.schotten.session import KEY, Session, offered_levels
from scenes.ui.text import local_date, t

RECENT_RESULTS: Final = 20
PEOPLE_SHOWN: Final = 4
"""How many people's own tallies the Statistics screen lists under the opponents."""
COLUMNS: Final = ("games", "wins", "losses", "stones", "best_streak", "matches", "assisted")


@dataclass
class Record:
    """One opponent's tally (a computer level, or hot-seat games seen from player 1)."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    stones: int = 0
    streak: int = 0
    best_streak: int = 0
    matches: int = 0
    match_wins: int = 0
    assisted: int = 0
    """Rounds played with undo: counted here only, not in the numbers above."""


@dataclass
class RecentResult:
    """One finished match in the list of the last results (newest first)."""

    date: str
    group: str
    tactics: bool
    edition: str
    rounds: int
    score: tuple[int, int]
    """Points of the player (player 1 in hot-seat), then of the opponent."""
    assisted: bool
    names: tuple[str, ...] = ()
    """In hot-seat, the two players' names (player 1 first): the list said only "Two
    players" and a result seen from player 1."""
    expert: bool = False
    """Claims at the start of the turn by the expert rule (the classic edition has them
    anyway): an Italian tester's expert game was listed as "Tactics, IELLO 2016"."""

    @property
    def outcome(self) -> str:
        a, b = self.score
        return "win" if a > b else "loss" if b > a else "draw"


@dataclass
class SchottenStats:
    groups: dict[str, Record] = field(default_factory=dict)
    recent: list[RecentResult] = field(default_factory=list)
    people: dict[str, Record] = field(default_factory=dict)
    """Each person's own tally, by name: the tally by opponent sees a hot-seat game only
    from player 1, and an English couple found the second person's rounds kept nowhere
    (Take That keeps the same). In the file: ``people``, which earlier versions of the
    game pass over."""

    def record(self, group: str) -> Record:
        return self.groups.setdefault(group, Record())

    def person(self, name: str) -> Record:
        return self.people.setdefault(name, Record())

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "groups": {name: asdict(record) for name, record in self.groups.items()},
            "recent": [recent_data(entry) for entry in self.recent],
        }
        if self.people:
            data["people"] = {name: asdict(record) for name, record in self.people.items()}
        return data


def recent_data(entry: RecentResult) -> dict[str, Any]:
    """A recent result as ``statistics.json`` keeps it (names only where there are some)."""
    data = {**asdict(entry), "score": list(entry.score), "names": list(entry.names)}
    if not entry.names:
        del data["names"]
    if not entry.expert:
        del data["expert"]
    return data


def read(data: dict[str, Any], problems: list[str] | None = None) -> SchottenStats:
    """The ``groups`` and ``recent`` entries of ``statistics.json``, checked; with a list of
    ``problems``, a tally or a result that is wrong is left out and said there."""
    stats = SchottenStats()
    stats.groups = read_tallies(data, "groups", read_record,
                                lambda group: group in LEVELS or group == HOTSEAT,
                                "neither a computer level nor hot-seat", problems)
    stats.people = read_tallies(data, "people", read_record, person_name,
                                "no person's name", problems)
    recent = data.get("recent", [])
    if not isinstance(recent, list):
        raise ValueError("'recent' must be a list")
    for entry in recent[:RECENT_RESULTS]:
        result = read_leniently(problems, partial(_recent_from_data, entry), none)
        if result is not None:
            stats.recent.append(result)
    return stats


def read_record(name: str, counts: Any) -> Record:
    """One tally as the file keeps it, checked (``name`` says whose, in the message)."""
    names = {item.name for item in fields(Record)}
    if not isinstance(counts, dict) or set(counts) - names:
        raise ValueError(f"the numbers for {name!r} are malformed")
    record = Record(**{field_name: read_int(counts, field_name, 0, 0, 10**9)
                       for field_name in names})
    if not (record.wins + record.losses + record.draws <= record.games
            and record.streak <= record.best_streak <= record.wins
            and record.match_wins <= record.matches):
        raise ValueError(f"the numbers for {name!r} do not add up")
    return record


def _recent_from_data(entry: Any) -> RecentResult:
    date, group = read_result_head(entry, LEVELS, "a recent result")
    score = entry.get("score")
    if not (isinstance(score, list) and len(score) == 2
            and all(type(n) is int and 0 <= n < 10**6 for n in score)):
        raise ValueError("a recent result's score is malformed")
    names = entry.get("names", [])
    # Names are only shown: a hand-edited pair that is not two short texts is left out
    # rather than costing every number.
    sound = (isinstance(names, list) and len(names) == 2
             and all(isinstance(name, str) and 0 < len(name) <= NAME_LIMIT for name in names))
    return RecentResult(
        date, group, read_bool(entry, "tactics", False),
        read_choice(entry, "edition", "iello", ("iello", "classic")),
        read_int(entry, "rounds", 1, 1, 99), (score[0], score[1]),
        read_bool(entry, "assisted", False), tuple(names) if sound else (),
        read_bool(entry, "expert", False))


SPEC: Final = SectionSpec(read=read, empty=SchottenStats)


def section(stats: Statistics) -> SchottenStats:
    """Schotten Totten's numbers in ``stats`` (an empty section if there were none)."""
    found = stats.sections.get(KEY)
    if not isinstance(found, SchottenStats):
        found = SchottenStats()
        stats.sections[KEY] = found
    return found


def book_round(stats: Statistics, key: str, group: str, result: game.RoundResult, seat: int,
               assisted: bool) -> bool:
    """Count a finished round from ``seat``'s side; False if it was already counted."""
    if not stats.book(key):
        return False
    add_round(section(stats).record(group), result, seat, assisted)
    return True


def add_round(record: Record, result: game.RoundResult, seat: int, assisted: bool) -> None:
    """``seat``'s finished round added to ``record`` (an ``assisted`` one only as such)."""
    if assisted:
        record.assisted += 1
        return
    record.games += 1
    record.stones += result.stones[seat]
    if result.winner is None:
        record.draws += 1
        record.streak = 0
    elif result.winner == seat:
        record.wins += 1
        record.streak += 1
        record.best_streak = max(record.best_streak, record.streak)
    else:
        record.losses += 1
        record.streak = 0


def add_match(record: Record, match: game.Match, seat: int) -> None:
    """``seat``'s finished match added to ``record``."""
    record.matches += 1
    if match.winner == seat:
        record.match_wins += 1


def book_match(stats: Statistics, key: str, group: str, match: game.Match, seat: int,
               assisted: bool, today: datetime.date | None = None,
               names: tuple[str, ...] = ()) -> bool:
    """Count a finished match and put it first in the recent results (``names``: the two
    players' in hot-seat)."""
    if not stats.book(key):
        return False
    scores = match.scores
    entry = RecentResult(
        (today or datetime.date.today()).isoformat(), group, match.config.tactics,
        match.config.edition, match.rounds, (scores[seat], scores[1 - seat]), assisted,
        tuple(name[:NAME_LIMIT] for name in names),
        match.config.claim_timing == "start_of_turn" and match.config.edition != "classic")
    own = section(stats)
    own.recent.insert(0, entry)
    del own.recent[RECENT_RESULTS:]
    if not assisted:
        add_match(own.record(group), match, seat)
    return True


def book_session_round(stats: Statistics, session: Session) -> bool:
    """Count the round of ``session`` just recorded (and the match, if it is over); False
    when nothing changed (a demonstration, or counted before)."""
    group = session.group
    match = session.match
    if group is None or session.demo or not match.results:
        return False
    seat = session.counted_seat
    index = len(match.results) - 1
    assisted = index in session.assisted
    changed = book_round(stats, f"{match.seed}:{index}", group, match.results[-1], seat,
                         assisted)
    people = people_of(session.players, session.hotseat)
    own = section(stats)
    if changed:
        for person_seat, name in people:
            add_round(own.person(name), match.results[-1], person_seat, assisted)
    if match.is_over:
        names = (tuple(str(player.name) for player in session.players)
                 if group == HOTSEAT else ())
        if book_match(stats, f"{match.seed}:match", group, match, seat,
                      bool(session.assisted), names=names):
            changed = True
            if not session.assisted:
                for person_seat, name in people:
                    add_match(own.person(name), match, person_seat)
    return changed


def replaced_round(session: Session) -> game.RoundResult | None:
    """What the round in play of ``session`` counts as if a new match replaces it: conceded
    by the player at this computer. ``None`` when it does not count: nobody at this
    computer plays the computer (in hot-seat, giving up in player 1's name would be
    unfair), a demonstration, no move of the round yet, or the round already over."""
    group = session.group
    match = session.match
    if group in (None, HOTSEAT) or session.demo or match.is_over:
        return None
    if match.state.outcome is not None or not match.state.log:
        return None
    given_up = copy.deepcopy(match)
    given_up.state.resign(session.counted_seat)
    return given_up.record_round()


def replacing_loses(session: Session) -> bool:
    """Whether a new match replacing ``session`` counts its round in play as a lost round:
    it counts, and the round had no hint or undo (such a round counts only as assisted)."""
    return (replaced_round(session) is not None
            and session.match.index not in session.assisted)


def book_replaced(stats: Statistics, session: Session) -> bool:
    """Count the round in play of a match a new one replaces, as ``replaced_round`` says;
    False when nothing changed."""
    result = replaced_round(session)
    group = session.group
    if result is None or group is None:
        return False
    match = session.match
    return book_round(stats, f"{match.seed}:{match.index}", group, result,
                      session.counted_seat, match.index in session.assisted)


def group_name(group: str) -> str:
    return t("stats.hotseat") if group == HOTSEAT else t(f"level.{group}")


def result_cells(entry: RecentResult) -> list[str]:
    """One line of the last results, cell by cell."""
    variant = t("stats.variant.tactics") if entry.tactics else t("stats.variant.base")
    opponent = t("stats.hotseat.short") if entry.group == HOTSEAT else t(f"level.{entry.group}")
    outcome = t(f"stats.outcome.{entry.outcome}")
    if len(entry.names) == 2:
        # Two people: both named, and the winner by name rather than "lost" from player
        # 1's side.
        opponent = t("stats.hotseat.pair", first=entry.names[0], second=entry.names[1])
        if entry.outcome != "draw":
            outcome = t("stats.outcome.winner",
                        name=entry.names[0 if entry.outcome == "win" else 1])
    # The edition agrees with the variant in the column's words (Polish "Podstawowy,
    # klasyczny", not the set-up's "Klasyczne").
    edition = (t("stats.edition.classic") if entry.edition == "classic"
               else t("setup.edition.iello"))
    rules = f"{variant}, {edition}"
    if entry.expert:
        rules = t("stats.variant.expert", rules=rules)
    return [local_date(entry.date), opponent, rules,
            str(entry.rounds), f"{entry.score[0]}–{entry.score[1]}",
            f"{outcome} {t('stats.assisted_mark')}" if entry.assisted else outcome]


RECENT_HEADERS: Final = ("date", "opponent", "variant", "games", "score", "result")


def shown_groups(own: SchottenStats) -> list[str]:
    """Every level the set-up offers, any other level with results, and hot-seat."""
    shown = offered_levels()
    shown += [name for name in own.groups if name not in [*shown, HOTSEAT]]
    return [*shown, HOTSEAT]


def record_cells(record: Record) -> list[str]:
    """A tally's cells, column by column."""
    cells = []
    for column in COLUMNS:
        value = str(getattr(record, column))
        if column == "matches":
            # Always "played (won)": a lone "0" under "Matches (won)" left a tester
            # unsure which of the two it was.
            value = t("stats.matches_won", n=record.matches, won=record.match_wins)
        cells.append(value)
    return cells


def table(found: Section) -> StatsTable:
    """A row per group of ``shown_groups``, then the last results."""
    own = found if isinstance(found, SchottenStats) else SchottenStats()
    rows = []
    for group in shown_groups(own):
        rows.append((group_name(group), record_cells(own.groups.get(group) or Record())))
    # Then each person's own tally, the most rounds first (as many as the screen has room
    # for: PEOPLE_SHOWN).
    people = sorted(own.people.items(), key=lambda item: (-item[1].games, item[0]))
    for person, record in people[:PEOPLE_SHOWN]:
        rows.append((t("stats.person", name=person), record_cells(record)))
    # A game between people is in the plain colour: player 1's win or loss is not the
    # reader's.
    recent = [RecentRow(result_cells(entry), "draw" if entry.names else entry.outcome)
              for entry in own.recent]
    return StatsTable([t(f"stats.column.{column}") for column in COLUMNS], rows,
                      t("stats.assisted_note"),
                      ([t(f"stats.column.{name}") for name in RECENT_HEADERS], recent))
