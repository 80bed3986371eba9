"""A game of Take That being played, who sits where, and how it is saved.

The save (``takethat-session.json``, its own file, so that a Schotten Totten match and a
Take That game can both be continued) wraps the engine's validated ``take-that/match@1``
JSON with the seats' names and computer levels.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Final

from game.takethat import TakeThatConfig, TakeThatMatch
from game.takethat.ai import LEVELS
from scenes.model.seats import HOTSEAT, PlayerSpec, player_from_data
from scenes.model.setup_choices import kept_choice, read_name
from scenes.model.storage import check_format
from scenes.ui.names import followed
from scenes.ui.text import t

if TYPE_CHECKING:
    from scenes.core.app import App

KEY: Final = "take-that"
"""The game's key in the registry (the engine's, ``game.takethat.engine.ENGINE.key``)."""
SESSION_FORMAT: Final = "take-that/session@1"
SESSION_FILE: Final = "takethat-session.json"
HUMAN: Final = "human"
"""The seat kind of a person at this computer (the other kinds are computer levels)."""
PLAYERS: Final = (2, 3, 4)
"""The numbers of seats the set-up offers."""
ROUNDS: Final = (1, 2, 3, 4, 5, 6)
"""The lengths of game the set-up offers."""


def offered_levels() -> list[str]:
    """The computer levels the set-up offers: every level but ``random``, easiest first."""
    levels = [level for level in LEVELS if level != "random"]
    return levels or list(LEVELS)


def computer_name(level: str, number: int) -> str:
    """What the table calls a computer of ``level``: "Computer 2 (Easy)" with its
    ``number`` among several computers, "Computer (Easy)" when it is the only one (0)."""
    label = t(f"level.{level}")
    if number:
        return t("tt.player.computer", n=number, level=label)
    return t("player.computer", level=label)


@dataclass
class SeatChoice:
    name: str = ""
    kind: str = HUMAN
    """``HUMAN`` or a computer level."""


@dataclass
class TakeThatChoices:
    """The set-up screen's choices, remembered for the next game (``remember``)."""

    players: int = 3
    seats: list[SeatChoice] = field(default_factory=lambda: [
        SeatChoice(), SeatChoice(kind=offered_levels()[0]), SeatChoice(kind=offered_levels()[0]),
        SeatChoice(kind=offered_levels()[0])])
    professional: bool = False
    rounds: int = 2
    kinds_by_count: dict[int, list[str]] = field(default_factory=dict)
    """Who sat where (a person or a level, seat by seat) when each number of players was
    last set up: a tester who made seat 2 a computer for a game of two found Zosia's seat
    a computer again when going back to four."""

    def config(self) -> TakeThatConfig:
        return TakeThatConfig(players=self.players, professional=self.professional,
                              rounds=self.rounds)

    @property
    def hotseat(self) -> bool:
        """More than one person at this screen: the game is kept beside the one against the
        computers."""
        return sum(seat.kind == HUMAN for seat in self.seats[:self.players]) > 1


@dataclass
class TakeThatSession:
    """A game of Take That with its seats (``players[seat]``)."""

    match: TakeThatMatch
    players: tuple[PlayerSpec, ...]
    demo: bool = False
    assisted: set[int] = field(default_factory=set)
    """The rounds (by index) in which the person asked for a hint."""

    def human_seats(self) -> list[int]:
        return [seat for seat, spec in enumerate(self.players) if not spec.is_computer]

    @property
    def hotseat(self) -> bool:
        """More than one person plays at this computer: hands are hidden between turns."""
        return len(self.human_seats()) > 1

    @property
    def group(self) -> str | None:
        """Where the statistics count this game: the hardest computer level at the table
        (however many people play against it), hot-seat when only people play, or ``None``
        when nobody at this computer plays."""
        humans = self.human_seats()
        if not humans or self.demo:
            return None
        levels = [spec.level for spec in self.players if spec.level is not None]
        if not levels:
            return HOTSEAT
        order = list(LEVELS)
        return max(levels, key=lambda level: order.index(level) if level in order else -1)

    @property
    def counted_seat(self) -> int:
        humans = self.human_seats()
        return humans[0] if humans else 0

    def untouched(self) -> bool:
        """Whether nothing of the game has been played yet (its first round, no move): a
        rematch pressed by mistake, left at once, then counted as a lost game."""
        match = self.match
        return (match.index == 0 and not match.deal and not match.results
                and not match.state.log)

    def to_json(self) -> str:
        data: dict[str, Any] = {
            "format": SESSION_FORMAT,
            "saved": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
            "players": [player.to_data() for player in self.players],
        }
        if self.assisted:
            # Only when there is one, so that a game without hints is saved as before.
            data["assisted"] = sorted(self.assisted)
        data["match"] = json.loads(self.match.to_json())
        return json.dumps(data, separators=(",", ":"))


def session_from_data(data: Any) -> TakeThatSession:
    """Check and rebuild a saved game; raise ``ValueError`` saying what is wrong."""
    data = check_format(data, SESSION_FORMAT)
    match = TakeThatMatch.from_json(json.dumps(data.get("match")))
    entries = data.get("players")
    if not isinstance(entries, list) or len(entries) != match.config.players:
        raise ValueError(f"it does not name {match.config.players} players")
    players = tuple(followed(player_from_data(entry, LEVELS)) for entry in entries)
    return TakeThatSession(match, players,
                           assisted=assisted_rounds(data.get("assisted", []), match))


def assisted_rounds(entry: Any, match: TakeThatMatch) -> set[int]:
    """The saved list of rounds with a hint (a save from before hints has none); raise
    ``ValueError`` when it is damaged (the save is then set aside like any broken one,
    rather than a hint being forgotten)."""
    if isinstance(entry, list) and all(type(index) is int and 0 <= index < match.config.rounds
                                       for index in entry):
        return set(entry)
    raise ValueError("its list of assisted rounds is malformed")


def demo_session(app: App, seed: int, level: str | None = None) -> TakeThatSession:
    """Three computers of one level (the easiest by default) playing a round."""
    level = level or offered_levels()[0]
    players = tuple(PlayerSpec(f"{level} {seat + 1}", level) for seat in range(3))
    return TakeThatSession(TakeThatMatch.start(TakeThatConfig(players=3, rounds=1), seed),
                           players, demo=True)


def current(app: App, hotseat: bool | None = None) -> TakeThatSession | None:
    """The game of Take That kept between people at this screen (``hotseat``) or against
    the computer, if any; by default the one against the computer, else the other."""
    session = app.session(KEY, hotseat)
    return session if isinstance(session, TakeThatSession) else None


def start(app: App, session: TakeThatSession) -> TakeThatSession:
    """Make ``session`` the game in progress of its kind (it replaces any other of that
    kind: a game between people leaves the one against the computer); returns it."""
    app.place(KEY, session)
    return session


def remembered(app: App) -> TakeThatChoices:
    """The set-up choices of the last game started, in this run or an earlier one."""
    return app.setup_choices(KEY, TakeThatChoices, choices_from_data)


def remember(app: App, choices: TakeThatChoices) -> None:
    """Keep ``choices`` for the next set-up, in this run and the next."""
    app.keep_setup(KEY, choices, asdict(choices))


def choices_from_data(data: Mapping[str, Any]) -> TakeThatChoices:
    """Set-up choices as kept in ``setup.json``; what the game does not offer (a level no
    longer there, a hand-edited word, a seat missing) falls back to its default."""
    default = TakeThatChoices()
    kinds = (HUMAN, *offered_levels())
    seats = data.get("seats")
    kept = seats if isinstance(seats, list) else []
    chosen = []
    for index, seat in enumerate(default.seats):
        entry = kept[index] if index < len(kept) and isinstance(kept[index], dict) else {}
        chosen.append(SeatChoice(read_name(entry, "name"),
                                 kept_choice(entry, "kind", kinds, seat.kind)))
    return TakeThatChoices(
        players=kept_choice(data, "players", PLAYERS, default.players),
        seats=chosen,
        professional=kept_choice(data, "professional", (False, True), default.professional),
        rounds=kept_choice(data, "rounds", ROUNDS, default.rounds),
        kinds_by_count=kinds_from_data(data.get("kinds_by_count"), kinds),
    )


def kinds_from_data(data: Any, kinds: Sequence[str]) -> dict[int, list[str]]:
    """``kinds_by_count`` as kept in ``setup.json`` (keys are strings there); a count
    whose list is not one offered kind per seat is left out."""
    if not isinstance(data, Mapping):
        return {}
    found: dict[int, list[str]] = {}
    for count in PLAYERS:
        listed = data.get(str(count), data.get(count))
        if (isinstance(listed, list) and len(listed) == count
                and all(isinstance(kind, str) and kind in kinds for kind in listed)):
            found[count] = list(listed)
    return found
