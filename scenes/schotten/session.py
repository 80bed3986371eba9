"""A match of Schotten Totten being played, who sits where, how it is saved, and the set-up
choices kept for the next match of the run.

The save (``session.json``) wraps the engine's validated ``Match`` JSON with the seats'
names and computer levels, so a hand-edited save whose cards do not follow from its seed
and moves is refused.
"""

from __future__ import annotations

import datetime
import json
import logging
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Final

import game
from game.schotten.ai import LEVELS
from scenes.model.seats import HOTSEAT, PlayerSpec, player_from_data
from scenes.model.setup_choices import kept_choice, read_name
from scenes.model.storage import check_format
from scenes.ui.names import followed
from scenes.ui.text import t

if TYPE_CHECKING:
    from scenes.core.app import App

log = logging.getLogger(__name__)

KEY: Final = "schotten-totten"
"""The game's key in the registry (the engine's, ``game.schotten.engine.ENGINE.key``)."""
SESSION_FORMAT: Final = "schotten-totten/session@1"
SESSION_FILE: Final = "session.json"
PREFERRED_LEVELS: Final = ("easy", "medium", "hard")
ROUNDS: Final = (1, 3, 5, 7)
"""The lengths of match the set-up offers."""
FIRSTS: Final = ("random", "me", "opponent")
"""Who may begin a match."""


def offered_levels() -> list[str]:
    """The levels offered in the set-up screen: easy/medium/hard when they exist."""
    preferred: list[str] = [level for level in PREFERRED_LEVELS if level in LEVELS]
    return preferred or list(LEVELS)


@dataclass
class SetupChoices:
    """The set-up screen's choices, remembered for the next game (``remember``)."""

    mode: str = "computer"
    name1: str = ""
    name2: str = ""
    level: str = field(default_factory=lambda: offered_levels()[0])
    tactics: bool = False
    edition: str = "iello"
    expert: bool = False
    rounds: int = 1
    first: str = "random"

    def config(self) -> game.GameConfig:
        return game.GameConfig(tactics=self.tactics, edition=self.edition, expert=self.expert)

    @property
    def hotseat(self) -> bool:
        """Two people at this screen: the match is kept beside the one against the computer."""
        return self.mode == "hotseat"

    def first_seat(self) -> int | None:
        return {"me": 0, "opponent": 1}.get(self.first)


HELPS: Final = ("hint", "undo", "deal")
"""The kinds of help that make a round assisted: a hint, an undo after something new was
seen, a new deal once a card was played."""


@dataclass
class Session:
    """A match being played, with who sits where (seat 0 is the first human)."""

    match: game.Match
    players: tuple[PlayerSpec, PlayerSpec]
    demo: bool = False
    assisted: set[int] = field(default_factory=set)
    """Rounds (by index) with help (a hint, an undo after something new was seen, a new
    deal once a card was played): they do not count in the statistics."""
    helps: dict[int, set[str]] = field(default_factory=dict)
    """What help each assisted round had (``HELPS``), for the round summary to say: a
    tester read "hint, undo or a restart" and could not tell which had cost the round."""

    def assist(self, index: int, help_: str) -> None:
        """Round ``index`` had help of kind ``help_`` (one of ``HELPS``)."""
        self.assisted.add(index)
        self.helps.setdefault(index, set()).add(help_)

    @property
    def hotseat(self) -> bool:
        return not self.players[0].is_computer and not self.players[1].is_computer

    def human_seats(self) -> list[int]:
        return [seat for seat in (0, 1) if not self.players[seat].is_computer]

    @property
    def group(self) -> str | None:
        """Where the statistics count this session: the computer's level, or hot-seat
        (``None`` when nobody at this computer plays)."""
        humans = self.human_seats()
        if not humans:
            return None
        if len(humans) == 2:
            return HOTSEAT
        return self.players[1 - humans[0]].level

    @property
    def counted_seat(self) -> int:
        """Whose results the statistics keep: the human's, or player 1's in hot-seat."""
        humans = self.human_seats()
        return humans[0] if humans else 0

    def to_json(self) -> str:
        """The session wrapper around ``Match.to_json``.

        A conceded round is saved as the position before the concession plus ``conceded``
        (the seat that gave up), because conceding is not one of the round's actions.
        Raises ``ValueError`` (``InvalidDataError``) for a round that does not follow from
        its seed.
        """
        match = self.match
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
            "players": [player.to_data() for player in self.players],
            "assisted": sorted(self.assisted),
            "helps": {str(index): sorted(kinds) for index, kinds in sorted(self.helps.items())},
            "conceded": conceded,
            "match": json.loads(match.to_json()),
        }, separators=(",", ":"))


def session_from_data(data: Any) -> Session:
    """Check and rebuild a saved session; raise ``ValueError`` saying what is wrong."""
    data = check_format(data, SESSION_FORMAT)
    players_data = data.get("players")
    if not isinstance(players_data, list) or len(players_data) != 2:
        raise ValueError("it does not name two players")
    players = [followed(player_from_data(entry, LEVELS)) for entry in players_data]
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
    return Session(match, (players[0], players[1]), assisted=set(assisted),
                   helps=helps_from_data(data.get("helps", {}), set(assisted)))


def helps_from_data(entry: Any, assisted: set[int]) -> dict[int, set[str]]:
    """The kinds of help of the assisted rounds, as saved; a malformed entry is logged and
    left out (the rounds stay assisted, and their summary names no kind), since it only
    words the summary."""
    helps: dict[int, set[str]] = {}
    if not isinstance(entry, dict):
        log.warning("a saved game's kinds of help are malformed; they are left out")
        return helps
    for key, kinds in entry.items():
        if (not isinstance(key, str) or not key.isdigit() or int(key) not in assisted
                or not isinstance(kinds, list) or not kinds
                or not all(kind in HELPS for kind in kinds)):
            log.warning("a saved game's help for round %r is malformed; it is left out", key)
            continue
        helps[int(key)] = set(kinds)
    return helps


def demo_session(app: App, seed: int, level: str | None = None) -> Session:
    """A computer level (the hardest by default) against itself, in the tactics variant."""
    level = level or offered_levels()[-1]
    players = (PlayerSpec(t("player.demo", n=1), level), PlayerSpec(t("player.demo", n=2), level))
    return Session(game.Match.start(game.GameConfig(tactics=True), 1, seed, 0), players,
                   demo=True)


def current(app: App, hotseat: bool | None = None) -> Session | None:
    """The match of Schotten Totten kept between people at this screen (``hotseat``) or against
    the computer, if any; by default the one against the computer, else the other."""
    session = app.session(KEY, hotseat)
    return session if isinstance(session, Session) else None


def start(app: App, session: Session) -> Session:
    """Make ``session`` the match in progress of its kind (it replaces any other of that
    kind: a match between people leaves the one against the computer); returns it."""
    app.place(KEY, session)
    return session


def remembered(app: App) -> SetupChoices:
    """The set-up choices of the last match started, in this run or an earlier one."""
    return app.setup_choices(KEY, SetupChoices, choices_from_data)


def remember(app: App, choices: SetupChoices) -> None:
    """Keep ``choices`` for the next set-up, in this run and the next."""
    app.keep_setup(KEY, choices, asdict(choices))


def choices_from_data(data: Mapping[str, Any]) -> SetupChoices:
    """Set-up choices as kept in ``setup.json``; a value the game does not offer (a level
    no longer there, a hand-edited word) falls back to its default."""
    default = SetupChoices()
    return SetupChoices(
        mode=kept_choice(data, "mode", ("computer", "hotseat"), default.mode),
        name1=read_name(data, "name1"),
        name2=read_name(data, "name2"),
        level=kept_choice(data, "level", offered_levels(), default.level),
        tactics=kept_choice(data, "tactics", (False, True), default.tactics),
        edition=kept_choice(data, "edition", ("iello", "classic"), default.edition),
        expert=kept_choice(data, "expert", (False, True), default.expert),
        rounds=kept_choice(data, "rounds", ROUNDS, default.rounds),
        first=kept_choice(data, "first", FIRSTS, default.first),
    )
