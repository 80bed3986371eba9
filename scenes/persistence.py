"""What the game remembers between runs: the match in progress, the settings and the
statistics, each a small JSON file of our own format in the per-user data folder.

Nothing here is pickled or evaluated: every file is parsed field by field and checked, and a
file that fails the check is set aside by ``storage.load_json`` and reported in one sentence.
The match itself is the engine's validated ``Match`` JSON, so a hand-edited save whose cards
do not follow from its seed and moves is refused.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import time
from collections.abc import Collection
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, Final

import game
from game.schotten.ai import LEVELS
from game.takethat.ai import LEVELS as TAKETHAT_LEVELS
from scenes import storage

SESSION_FORMAT: Final = "schotten-totten/session@1"
SETTINGS_FORMAT: Final = "schotten-totten/settings@1"
STATISTICS_FORMAT: Final = "schotten-totten/statistics@1"
SESSION_FILE: Final = "session.json"
TAKETHAT_SESSION_FILE: Final = "takethat-session.json"
SETTINGS_FILE: Final = "settings.json"
STATISTICS_FILE: Final = "statistics.json"
RECENT_RESULTS: Final = 20
BOOKED_KEYS: Final = 200
HOTSEAT: Final = "hotseat"
MAX_NAME: Final = 60
LEFTOVER_SECONDS: Final = 60


def check_format(data: Any, expected: str) -> dict[str, Any]:
    """``data`` as a JSON object tagged ``expected``; a newer or foreign tag is refused."""
    if not isinstance(data, dict):
        raise ValueError("it is not a JSON object")
    tag = data.get("format")
    family, _, version = expected.partition("@")
    if tag != expected:
        if isinstance(tag, str) and tag.startswith(family + "@"):
            found = tag.partition("@")[2]
            if found.isdigit() and int(found) > int(version):
                raise ValueError(f"it was written by a newer version of the game, {tag}")
        raise ValueError(f"its format tag is {tag!r}, not {expected!r}")
    return data


def _bool(data: dict[str, Any], key: str, default: bool) -> bool:
    value = data.get(key, default)
    if type(value) is not bool:
        raise ValueError(f"{key!r} must be true or false")
    return value


def _int(data: dict[str, Any], key: str, default: int, low: int, high: int) -> int:
    value = data.get(key, default)
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{key!r} must be a whole number from {low} to {high}")
    return value


def _choice(data: dict[str, Any], key: str, default: str, allowed: tuple[str, ...]) -> str:
    value = data.get(key, default)
    if value not in allowed:
        raise ValueError(f"{key!r} must be one of {', '.join(allowed)}")
    return str(value)


@dataclass
class PlayerRecord:
    """What the save keeps of one seat: the name shown and the computer level (or ``None``)."""

    name: str
    level: str | None


@dataclass
class SavedSession:
    """A session as read from disk, before the client turns it into its own ``Session``."""

    match: game.Match
    players: tuple[PlayerRecord, PlayerRecord]
    assisted: set[int]
    """Rounds (by index) in which undo was used."""


def player_from_data(entry: Any, levels: Collection[str]) -> PlayerRecord:
    """One seat of a saved session: a name, and a computer level of ``levels`` or none."""
    if not isinstance(entry, dict):
        raise ValueError("a player is not a JSON object")
    name, level = entry.get("name"), entry.get("level")
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
        raise ValueError("a player's name is missing or too long")
    if level is not None and level not in levels:
        raise ValueError(f"the computer level {level!r} is unknown")
    return PlayerRecord(name, level)


def session_to_json(match: game.Match, players: tuple[PlayerRecord, PlayerRecord],
                    assisted: set[int]) -> str:
    """The session wrapper around ``Match.to_json``.

    A conceded round is saved as the position before the concession plus ``conceded``
    (the seat that gave up), because conceding is not one of the round's actions. Raises
    ``ValueError`` (``InvalidDataError``) for a round that does not follow from its seed.
    """
    state = match.state
    conceded: int | None = None
    if state.outcome is not None and state.outcome.reason is game.Reason.CONCEDED:
        winner = state.outcome.winner
        conceded = 1 - winner if winner is not None else None
        if state.seed is None:
            raise ValueError("a round without a seed cannot be saved")
        before = game.replay(state.config, state.seed, state.first,
                             [[seat, action.to_text()] for seat, action in state.log])
        match = game.Match(match.config, match.rounds, match.seed, before,
                           list(match.results), match.index)
    return json.dumps({
        "format": SESSION_FORMAT,
        "saved": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "players": [asdict(player) for player in players],
        "assisted": sorted(assisted),
        "conceded": conceded,
        "match": json.loads(match.to_json()),
    }, separators=(",", ":"))


def session_from_data(data: Any) -> SavedSession:
    """Check and rebuild a session wrapper; raise ``ValueError`` saying what is wrong."""
    data = check_format(data, SESSION_FORMAT)
    players_data = data.get("players")
    if not isinstance(players_data, list) or len(players_data) != 2:
        raise ValueError("it does not name two players")
    players = [player_from_data(entry, LEVELS) for entry in players_data]
    match = game.Match.from_json(json.dumps(data.get("match")))
    assisted = data.get("assisted", [])
    if not isinstance(assisted, list) or not all(
            type(index) is int and 0 <= index < match.rounds for index in assisted):
        raise ValueError("its list of assisted rounds is malformed")
    conceded = data.get("conceded")
    if conceded is not None:
        if conceded not in (0, 1) or type(conceded) is not int or match.state.outcome is not None:
            raise ValueError("its conceded seat is malformed")
        match.state.resign(conceded)
    outcome = match.state.outcome
    if len(match.results) > match.index and (
            outcome is None or match.results[-1].winner != outcome.winner):
        raise ValueError("its last result does not match the round")
    return SavedSession(match, (players[0], players[1]), set(assisted))


SETTING_CHOICES: Final[dict[str, tuple[str, ...]]] = {
    "speed": ("slow", "normal", "fast", "instant"),
    "card_names": ("iello", "classic"),
}


def settings_to_json(values: dict[str, Any]) -> str:
    return json.dumps({"format": SETTINGS_FORMAT, **values}, indent=2, ensure_ascii=False)


def settings_from_data(data: Any, defaults: dict[str, Any],
                       languages: tuple[str, ...]) -> dict[str, Any]:
    """The settings in ``data``, checked against the types of ``defaults``.

    Keys the file does not mention keep their default; unknown keys are ignored.
    """
    data = check_format(data, SETTINGS_FORMAT)
    values: dict[str, Any] = {}
    for key, default in defaults.items():
        if key == "language":
            values[key] = _choice(data, key, default, languages)
        elif key in SETTING_CHOICES:
            values[key] = _choice(data, key, default, SETTING_CHOICES[key])
        elif isinstance(default, bool):
            values[key] = _bool(data, key, default)
        elif isinstance(default, int):
            values[key] = _int(data, key, default, 0, 100)
    return values


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
class TakeThatRecord:
    """One opponent's tally in Take That (the hardest computer level at the table, or
    hot-seat games seen from the first person)."""

    games: int = 0
    wins: int = 0
    """Games won, alone or sharing the highest total."""
    rounds: int = 0
    round_wins: int = 0
    points: int = 0
    """The person's round scores added up (negative when the rows cost more)."""


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

    @property
    def outcome(self) -> str:
        a, b = self.score
        return "win" if a > b else "loss" if b > a else "draw"


@dataclass
class Statistics:
    """Results across runs. A round or match is booked once, by a key, even if the game
    is killed between writing the statistics and the save and the round is finished again."""

    groups: dict[str, Record] = field(default_factory=dict)
    recent: list[RecentResult] = field(default_factory=list)
    booked: list[str] = field(default_factory=list)
    takethat: dict[str, TakeThatRecord] = field(default_factory=dict)
    """Take That results by opponent, kept apart from Schotten Totten's."""

    def record(self, group: str) -> Record:
        return self.groups.setdefault(group, Record())

    def _book(self, key: str) -> bool:
        if key in self.booked:
            return False
        self.booked.append(key)
        del self.booked[:-BOOKED_KEYS]
        return True

    def book_round(self, key: str, group: str, result: game.RoundResult, seat: int,
                   assisted: bool) -> bool:
        """Count a finished round from ``seat``'s side; False if it was already counted."""
        if not self._book(key):
            return False
        record = self.record(group)
        if assisted:
            record.assisted += 1
            return True
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
        return True

    def book_match(self, key: str, group: str, match: game.Match, seat: int,
                   assisted: bool, today: datetime.date | None = None) -> bool:
        """Count a finished match and put it first in the recent results."""
        if not self._book(key):
            return False
        scores = match.scores
        entry = RecentResult(
            (today or datetime.date.today()).isoformat(), group, match.config.tactics,
            match.config.edition, match.rounds, (scores[seat], scores[1 - seat]), assisted)
        self.recent.insert(0, entry)
        del self.recent[RECENT_RESULTS:]
        if not assisted:
            record = self.record(group)
            record.matches += 1
            if match.winner == seat:
                record.match_wins += 1
        return True

    def book_takethat_round(self, key: str, group: str, scores: tuple[int, ...],
                            seat: int) -> bool:
        """Count a finished Take That round for ``seat``; False if it was already counted."""
        if not self._book(key):
            return False
        record = self.takethat.setdefault(group, TakeThatRecord())
        record.rounds += 1
        record.points += scores[seat]
        if scores[seat] == max(scores):
            record.round_wins += 1
        return True

    def book_takethat_game(self, key: str, group: str, winners: tuple[int, ...],
                           seat: int) -> bool:
        """Count a finished Take That game for ``seat``; False if it was already counted."""
        if not self._book(key):
            return False
        record = self.takethat.setdefault(group, TakeThatRecord())
        record.games += 1
        if seat in winners:
            record.wins += 1
        return True

    def to_json(self) -> str:
        return json.dumps({
            "format": STATISTICS_FORMAT,
            "groups": {name: asdict(record) for name, record in self.groups.items()},
            "recent": [{**asdict(entry), "score": list(entry.score)} for entry in self.recent],
            "booked": self.booked,
            "takethat": {name: asdict(record) for name, record in self.takethat.items()},
        }, indent=1, ensure_ascii=False)

    @staticmethod
    def from_data(data: Any) -> Statistics:
        data = check_format(data, STATISTICS_FORMAT)
        groups_data = data.get("groups", {})
        if not isinstance(groups_data, dict):
            raise ValueError("'groups' must be an object")
        stats = Statistics()
        names = {item.name for item in fields(Record)}
        for group, counts in groups_data.items():
            if group not in LEVELS and group != HOTSEAT:
                raise ValueError(f"{group!r} is neither a computer level nor hot-seat")
            if not isinstance(counts, dict) or set(counts) - names:
                raise ValueError(f"the numbers for {group!r} are malformed")
            stats.groups[group] = Record(**{
                name: _int(counts, name, 0, 0, 10**9) for name in names})
        recent = data.get("recent", [])
        if not isinstance(recent, list):
            raise ValueError("'recent' must be a list")
        for entry in recent[:RECENT_RESULTS]:
            stats.recent.append(_recent_from_data(entry))
        booked = data.get("booked", [])
        if not isinstance(booked, list) or not all(isinstance(key, str) for key in booked):
            raise ValueError("'booked' must be a list of keys")
        stats.booked = booked[-BOOKED_KEYS:]
        stats.takethat = _takethat_from_data(data.get("takethat", {}))
        return stats


def _takethat_from_data(data: Any) -> dict[str, TakeThatRecord]:
    if not isinstance(data, dict):
        raise ValueError("'takethat' must be an object")
    names = {item.name for item in fields(TakeThatRecord)}
    records: dict[str, TakeThatRecord] = {}
    for group, counts in data.items():
        if group not in TAKETHAT_LEVELS and group != HOTSEAT:
            raise ValueError(f"{group!r} is neither a Take That level nor hot-seat")
        if not isinstance(counts, dict) or set(counts) - names:
            raise ValueError(f"the Take That numbers for {group!r} are malformed")
        records[group] = TakeThatRecord(**{
            name: _int(counts, name, 0, -10**9 if name == "points" else 0, 10**9)
            for name in names})
    return records


def _recent_from_data(entry: Any) -> RecentResult:
    if not isinstance(entry, dict):
        raise ValueError("a recent result is not an object")
    date = entry.get("date")
    try:
        datetime.date.fromisoformat(date if isinstance(date, str) else "")
    except ValueError:
        raise ValueError(f"a recent result has the date {date!r}") from None
    group = entry.get("group")
    if group not in LEVELS and group != HOTSEAT:
        raise ValueError(f"a recent result names the opponent {group!r}")
    score = entry.get("score")
    if not (isinstance(score, list) and len(score) == 2
            and all(type(n) is int and 0 <= n < 10**6 for n in score)):
        raise ValueError("a recent result's score is malformed")
    return RecentResult(
        str(date), str(group), _bool(entry, "tactics", False),
        _choice(entry, "edition", "iello", ("iello", "classic")),
        _int(entry, "rounds", 1, 1, 99), (score[0], score[1]), _bool(entry, "assisted", False))


@dataclass(frozen=True)
class Files:
    """The files in the data folder."""

    folder: Path

    @property
    def session(self) -> Path:
        return self.folder / SESSION_FILE

    @property
    def takethat_session(self) -> Path:
        return self.folder / TAKETHAT_SESSION_FILE

    @property
    def settings(self) -> Path:
        return self.folder / SETTINGS_FILE

    @property
    def statistics(self) -> Path:
        return self.folder / STATISTICS_FILE

    @staticmethod
    def default() -> Files:
        return Files(storage.data_dir())

    def remove_leftovers(self) -> None:
        """Delete temporary files of writes that a kill interrupted (the file they were
        replacing is intact); recent ones may belong to another copy of the game running."""
        for path in (self.session, self.takethat_session, self.settings, self.statistics):
            for leftover in self.folder.glob(f".{path.name}.*.tmp"):
                with contextlib.suppress(OSError):
                    if time.time() - leftover.stat().st_mtime > LEFTOVER_SECONDS:
                        leftover.unlink()
