"""Take That's statistics: a tally per opponent (the hardest computer level at the table, or
hot-seat when only people play, seen from the first person), booked when a round or a
game ends; and how the Statistics screen shows them. In ``statistics.json`` they are the
entry ``takethat``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Final

from game.takethat.ai import LEVELS
from game.takethat.model import score
from scenes.core.entry import RecentRow, StatsTable
from scenes.core.people import people_of as people_at_table
from scenes.core.people import person_name
from scenes.model.seats import HOTSEAT
from scenes.model.statistics import (
    Section,
    SectionSpec,
    Statistics,
    read_tallies,
)
from scenes.model.storage import read_int
from scenes.takethat.recent import (
    RECENT_HEADERS,
    RECENT_RESULTS,
    TakeThatResult,
    Winner,
    new_result,
    result_cells,
    results_from_data,
)
from scenes.takethat.session import KEY, TakeThatSession, offered_levels
from scenes.ui.text import signed, t

COLUMNS: Final = ("games", "wins", "rounds", "round_wins", "points", "assisted")
PEOPLE_SHOWN: Final = 4
"""How many people's own tallies the Statistics screen lists under the opponents."""


@dataclass
class TakeThatRecord:
    games: int = 0
    wins: int = 0
    """Games won, alone or sharing the highest total."""
    rounds: int = 0
    round_wins: int = 0
    points: int = 0
    """The person's round scores added up (negative when the rows cost more)."""
    assisted: int = 0
    """Rounds played with a hint: counted here only, not in the numbers above (nor is
    their game)."""


@dataclass
class TakeThatStats:
    groups: dict[str, TakeThatRecord] = field(default_factory=dict)
    recent: list[TakeThatResult] = field(default_factory=list)
    """The last games, newest first."""
    people: dict[str, TakeThatRecord] = field(default_factory=dict)
    """Each person's own tally, by name, from the games several people played here: the
    tally by opponent counts only player 1, and an Italian family found the second
    person's results kept nowhere. In the file: ``takethat_people``, which earlier
    versions of the game pass over."""

    def record(self, group: str) -> TakeThatRecord:
        return self.groups.setdefault(group, TakeThatRecord())

    def person(self, name: str) -> TakeThatRecord:
        return self.people.setdefault(name, TakeThatRecord())

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "takethat": {name: record_data(record) for name, record in self.groups.items()}}
        if self.recent:
            data["takethat_recent"] = [entry.to_data() for entry in self.recent]
        if self.people:
            data["takethat_people"] = {name: record_data(record)
                                       for name, record in self.people.items()}
        return data


def record_data(record: TakeThatRecord) -> dict[str, int]:
    """A tally as saved: ``assisted`` only when there is one, so that statistics without
    hints keep the shape that earlier versions of the game read."""
    data = asdict(record)
    if not record.assisted:
        del data["assisted"]
    return data


def read(data: dict[str, Any], problems: list[str] | None = None) -> TakeThatStats:
    """The ``takethat`` entry of ``statistics.json``, checked; with a list of ``problems``,
    a tally or a result that is wrong is left out and said there."""
    stats = TakeThatStats()
    stats.groups = read_tallies(data, "takethat", read_record,
                                lambda group: group in LEVELS or group == HOTSEAT,
                                "neither a Take That level nor hot-seat", problems)
    stats.recent = results_from_data(data, problems)
    stats.people = read_tallies(data, "takethat_people", read_record, person_name,
                                "no person's name", problems)
    return stats


def read_record(name: str, counts: Any) -> TakeThatRecord:
    """One tally as the file keeps it, checked (``name`` says whose, in the message)."""
    names = {item.name for item in fields(TakeThatRecord)}
    if not isinstance(counts, dict) or set(counts) - names:
        raise ValueError(f"the Take That numbers for {name!r} are malformed")
    record = TakeThatRecord(**{
        field_name: read_int(counts, field_name, 0, -10**9 if field_name == "points" else 0,
                             10**9)
        for field_name in names})
    if record.wins > record.games or record.round_wins > record.rounds:
        raise ValueError(f"the Take That numbers for {name!r} do not add up")
    return record


SPEC: Final = SectionSpec(read=read, empty=TakeThatStats)


def section(stats: Statistics) -> TakeThatStats:
    """Take That's numbers in ``stats`` (an empty section if there were none)."""
    found = stats.sections.get(KEY)
    if not isinstance(found, TakeThatStats):
        found = TakeThatStats()
        stats.sections[KEY] = found
    return found


def book_round(stats: Statistics, key: str, group: str, scores: tuple[int, ...],
               seat: int, assisted: bool = False) -> bool:
    """Count a finished round for ``seat`` (an ``assisted`` one only as such); False if it
    was already counted."""
    if not stats.book(key):
        return False
    add_round(section(stats).record(group), scores, seat, assisted)
    return True


def add_round(record: TakeThatRecord, scores: tuple[int, ...], seat: int,
              assisted: bool) -> None:
    """``seat``'s finished round added to ``record`` (an ``assisted`` one only as such)."""
    if assisted:
        record.assisted += 1
        return
    record.rounds += 1
    record.points += scores[seat]
    if scores[seat] == max(scores):
        record.round_wins += 1


def add_game(record: TakeThatRecord, winners: tuple[int, ...], seat: int) -> None:
    """``seat``'s finished game added to ``record``."""
    record.games += 1
    if seat in winners:
        record.wins += 1


def book_game(stats: Statistics, key: str, group: str, winners: tuple[int, ...],
              seat: int, assisted: bool = False) -> bool:
    """Count a finished (or abandoned: no winners) game for ``seat``; a game with a hint
    (``assisted``) is left out of the tally. False if it was already counted."""
    if not stats.book(key):
        return False
    if not assisted:
        add_game(section(stats).record(group), winners, seat)
    return True


def book_session_round(stats: Statistics, session: TakeThatSession) -> bool:
    """Count the round of ``session`` just recorded (and the game, if it is over); False
    when nothing changed."""
    group = session.group
    match = session.match
    if group is None or not match.results:
        return False
    seat = session.counted_seat
    index = len(match.results) - 1
    changed = book_round(stats, f"takethat:{match.seed}:{index}", group, match.results[-1],
                         seat, index in session.assisted)
    if changed:
        book_people_round(stats, session, match.results[-1], index in session.assisted)
    if match.is_over:
        assisted = bool(session.assisted)
        if book_game(stats, f"takethat:{match.seed}:game", group, match.winners, seat,
                     assisted):
            changed = True
            if not assisted:
                book_people_game(stats, session)
            own = section(stats)
            own.recent.insert(0, new_result(group, match.totals, seat, match.config.rounds,
                                            assisted, seats=result_seats(session)))
            del own.recent[RECENT_RESULTS:]
    return changed


def people_of(session: TakeThatSession) -> list[tuple[int, str]]:
    """The seats and names of the people whose own tallies ``session`` adds to."""
    return people_at_table(session.players, session.hotseat)


def book_people_round(stats: Statistics, session: TakeThatSession,
                      scores: tuple[int, ...], assisted: bool) -> None:
    """Add a finished round to each person's own tally, an ``assisted`` one only as such
    (the round is counted once: the caller books it by its key first)."""
    own = section(stats)
    for seat, name in people_of(session):
        add_round(own.person(name), scores, seat, assisted)


def book_people_game(stats: Statistics, session: TakeThatSession,
                     winners: tuple[int, ...] | None = None) -> None:
    """Add a finished game to each person's own tally (``winners``: the match's, or none
    for a game given up)."""
    own = section(stats)
    for seat, name in people_of(session):
        add_game(own.person(name), session.match.winners if winners is None else winners,
                 seat)


def abandon_counts(session: TakeThatSession) -> bool:
    """Whether giving up ``session`` counts it in the statistics: someone at this computer
    plays, it is not over, and something of it was played."""
    return session.group is not None and not session.match.is_over and not session.untouched()


def abandon_loses(session: TakeThatSession) -> bool:
    """Whether giving up ``session`` counts as a lost game in the tally: it counts, and no
    round of it had a hint (such a game is only listed)."""
    return abandon_counts(session) and not session.assisted


def book_abandoned(stats: Statistics, session: TakeThatSession) -> bool:
    """Count a game given up before its end as played and not won, and list it among the
    last results as abandoned; False when nothing changed (nobody at this computer plays,
    it was over, nothing of it was played, or already counted)."""
    group = session.group
    match = session.match
    if group is None or not abandon_counts(session):
        return False
    assisted = bool(session.assisted)
    if not book_game(stats, f"takethat:{match.seed}:game", group, (), session.counted_seat,
                     assisted):
        return False
    if not assisted:
        # Each person's own row counts it too, played and not won: a family saw their
        # level's row count the game left and their own rows not.
        book_people_game(stats, session, ())
    # Its points and rounds as they stood when it was left, the round in play included:
    # "0" over two rounds stood for a game left at -2 in its first (a re-tester).
    state = match.state
    played = len(match.results)
    totals = match.totals
    if state.outcome is None and state.log:
        played += 1
        totals = tuple(total + score(list(state.face_up[seat]), list(state.face_down[seat]))
                       for seat, total in enumerate(totals))
    own = section(stats)
    own.recent.insert(0, new_result(group, totals, session.counted_seat, max(1, played),
                                    assisted, seats=result_seats(session), abandoned=True))
    del own.recent[RECENT_RESULTS:]
    return True


def result_seats(session: TakeThatSession) -> tuple[Winner, ...]:
    """Every seat as the last results name a winner, when several people play (none
    otherwise): a person by name, a computer by its level and number."""
    if not session.hotseat:
        return ()
    several = sum(spec.level is not None for spec in session.players) > 1
    seats: list[Winner] = []
    number = 0
    for spec in session.players:
        if spec.level is None:
            seats.append(str(spec.name))
        else:
            number += 1
            seats.append((spec.level, number if several else 0))
    return tuple(seats)


def shown_groups(own: TakeThatStats) -> list[str]:
    """Every level the set-up offers, any other level with results, and hot-seat."""
    shown = offered_levels()
    shown += [name for name in own.groups if name not in [*shown, HOTSEAT]]
    return [*shown, HOTSEAT]


def cells(record: TakeThatRecord) -> list[str]:
    """A tally's row: its counts, and its points with their sign, as the table shows
    points."""
    return [signed(record.points) if column == "points" else str(getattr(record, column))
            for column in COLUMNS]


def table(found: Section) -> StatsTable:
    """A row per group of ``shown_groups``, then the last games."""
    own = found if isinstance(found, TakeThatStats) else TakeThatStats()
    rows = []
    for group in shown_groups(own):
        record = own.groups.get(group) or TakeThatRecord()
        name = t("tt.stats.hotseat") if group == HOTSEAT else t(f"level.{group}")
        rows.append((name, cells(record)))
    # Then each person's own tally, the most games first (as many as the screen has room
    # for: PEOPLE_SHOWN).
    people = sorted(own.people.items(), key=lambda item: (-item[1].games, item[0]))
    for person, record in people[:PEOPLE_SHOWN]:
        rows.append((t("tt.stats.person", name=person), cells(record)))
    # A game between people is in the plain colour: player 1's win or loss is not the
    # reader's.
    recent = [RecentRow(result_cells(entry), "draw" if entry.winners else entry.outcome)
              for entry in own.recent]
    return StatsTable([t(f"tt.stats.column.{column}") for column in COLUMNS], rows,
                      t("tt.stats.note_assisted"),
                      ([t(f"tt.stats.recent.{name}") for name in RECENT_HEADERS], recent))
