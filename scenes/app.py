"""The running game: window, settings, statistics, the match in progress and the frame loop.

The settings, the statistics and the match in progress are read from the per-user data
folder when the app starts and written back (atomically) whenever they change: the match
after every action, so a kill loses at most the action being made.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Final

import pygame

import game
from game.schotten.ai import LEVELS
from scenes import storage, text, widgets
from scenes.assets import Assets
from scenes.audio import Audio
from scenes.core import Scene, SceneStack
from scenes.persistence import (
    HOTSEAT,
    Files,
    PlayerRecord,
    Statistics,
    session_from_data,
    session_to_json,
    settings_from_data,
    settings_to_json,
)

if TYPE_CHECKING:
    from scenes.takethat.session import TakeThatChoices, TakeThatSession

MIN_SIZE: Final = (1024, 640)
SPEEDS: Final = ("slow", "normal", "fast", "instant")
SPEED_FACTORS: Final = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
PREFERRED_LEVELS: Final = ("easy", "medium", "hard")


def computer_levels() -> list[str]:
    """The levels offered in the set-up screen: easy/medium/hard when they exist."""
    preferred: list[str] = [level for level in PREFERRED_LEVELS if level in LEVELS]
    return preferred or list(LEVELS)


def languages() -> dict[str, str]:
    """The languages the game speaks (code → the language's own name)."""
    return dict(getattr(text, "LANGUAGES", {"en": "English"}))


def first_language() -> str:
    """The language of a first start: the system's when the game speaks it, else English."""
    system = getattr(text, "system_language", None)
    code = system() if callable(system) else "en"
    return code if code in languages() else "en"


@dataclass
class Settings:
    """What the Settings scene changes; saved to ``settings.json`` in the data folder."""

    language: str = field(default_factory=first_language)
    music_volume: int = 50
    """Percent, like ``effects_volume``."""
    effects_volume: int = 80
    mute: bool = False
    fullscreen: bool = False
    auto_claim: bool = True
    speed: str = "normal"
    """Animation speed; ``instant`` turns the animations off."""
    card_names: str = "iello"
    """How tactic cards are named: ``iello`` (IELLO 2016) or ``classic``."""
    emblems: bool = False
    """Draw each clan card's emblem where the card is overlapped on the table."""
    confirm_concede: bool = True

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTORS[self.speed]


@dataclass
class SetupChoices:
    """The set-up screen's choices, remembered for the next game of the run."""

    mode: str = "computer"
    name1: str = ""
    name2: str = ""
    level: str = field(default_factory=lambda: computer_levels()[0])
    tactics: bool = False
    edition: str = "iello"
    expert: bool = False
    rounds: int = 1
    first: str = "random"

    def config(self) -> game.GameConfig:
        return game.GameConfig(tactics=self.tactics, edition=self.edition, expert=self.expert)

    def first_seat(self) -> int | None:
        return {"me": 0, "opponent": 1}.get(self.first)


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    level: str | None = None
    """The computer's level, or ``None`` for a person at this computer."""

    @property
    def is_computer(self) -> bool:
        return self.level is not None


@dataclass
class Session:
    """A match being played, with who sits where (seat 0 is the first human)."""

    match: game.Match
    players: tuple[PlayerSpec, PlayerSpec]
    demo: bool = False
    assisted: set[int] = field(default_factory=set)
    """Rounds (by index) in which undo was used: they do not count in the statistics."""

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
        records = tuple(PlayerRecord(p.name, p.level) for p in self.players)
        return session_to_json(self.match, (records[0], records[1]), self.assisted)


class App:
    """Owns the window and the scene stack; ``step`` runs one frame (tests drive it directly).

    ``files`` names the data folder (the per-user one by default). What cannot be read
    there is set aside and described in ``notices``, which the main menu shows.
    """

    def __init__(self, screen: pygame.Surface, seed: int | None = None,
                 files: Files | None = None) -> None:
        self.screen = screen
        self.size: tuple[int, int] = screen.get_size()
        self.assets = Assets()
        self.stack = SceneStack()
        self.files = files or Files.default()
        self.files.remove_leftovers()
        self.notices: list[str] = []
        self.settings = self.load_settings()
        text.set_language(self.settings.language)
        self.setup = SetupChoices()
        self.stats = self.load_statistics()
        self.session: Session | None = self.load_session()
        from scenes.takethat.session import TakeThatChoices

        self.takethat_setup: TakeThatChoices = TakeThatChoices()
        self.takethat: TakeThatSession | None = self.load_takethat_session()
        self.rng = random.Random(seed)
        self.seed = seed
        self.running = True
        self.frame = 0
        self.threaded_ai = True
        """Computer players think in a worker thread (tests turn this off for determinism)."""
        self.audio = Audio(self.settings)
        widgets.CLICK_HOOKS[:] = [lambda: self.audio.play("button")]
        if self.settings.fullscreen:
            self.settings.fullscreen = False
            self.toggle_fullscreen()

    def report(self, what: str, problem: storage.Unreadable) -> None:
        """One sentence for the main menu about a file that could not be used."""
        moved = problem.moved_to.name if problem.moved_to is not None else ""
        key = f"notice.{what}.moved" if moved else f"notice.{what}"
        reason = text.t(f"notice.reason.{problem.kind}", detail=problem.detail)
        self.notices.append(text.t(key, reason=reason, file=moved))

    def load_settings(self) -> Settings:
        defaults = Settings()
        values, problem = storage.load_json(
            self.files.settings,
            lambda data: settings_from_data(data, asdict(defaults), tuple(languages())))
        if problem is not None:
            self.report("settings", problem)
        return Settings(**values) if values is not None else defaults

    def save_settings(self) -> None:
        self.write(self.files.settings, settings_to_json(asdict(self.settings)))

    def load_statistics(self) -> Statistics:
        stats, problem = storage.load_json(self.files.statistics, Statistics.from_data)
        if problem is not None:
            self.report("statistics", problem)
        return stats if stats is not None else Statistics()

    def save_statistics(self) -> None:
        self.write(self.files.statistics, self.stats.to_json())

    def load_session(self) -> Session | None:
        saved, problem = storage.load_json(self.files.session, session_from_data)
        if problem is not None:
            self.report("session", problem)
        if saved is None:
            return None
        players = tuple(PlayerSpec(p.name, p.level) for p in saved.players)
        return Session(saved.match, (players[0], players[1]), assisted=saved.assisted)

    def save_session(self) -> None:
        """Write the match in play (after every action); demonstrations are not kept."""
        session = self.session
        if session is None or session.demo:
            return
        try:
            content = session.to_json()
        except ValueError:
            return
        self.write(self.files.session, content)

    def load_takethat_session(self) -> TakeThatSession | None:
        """The Take That game in progress, from its own file (set aside if unusable)."""
        from scenes.takethat.session import session_from_data

        saved, problem = storage.load_json(self.files.takethat_session, session_from_data)
        if problem is not None:
            self.report("takethat_session", problem)
        return saved

    def save_takethat_session(self) -> None:
        """Write the Take That game in play (after every action); demonstrations are not kept."""
        session = self.takethat
        if session is None or session.demo:
            return
        self.write(self.files.takethat_session, session.to_json())

    def book_takethat_round(self, session: TakeThatSession) -> None:
        """Count the Take That round just recorded (and the game, if it is over)."""
        group = session.group
        match = session.match
        if group is None or not match.results:
            return
        seat = session.counted_seat
        key = f"takethat:{match.seed}:{len(match.results) - 1}"
        changed = self.stats.book_takethat_round(key, group, match.results[-1], seat)
        if match.is_over:
            changed |= self.stats.book_takethat_game(f"takethat:{match.seed}:game", group,
                                                     match.winners, seat)
        if changed:
            self.save_statistics()

    def write(self, path: Path, content: str) -> None:
        try:
            storage.atomic_write_text(path, content)
        except OSError as error:
            notice = text.t("notice.write_failed", file=path.name, reason=error.strerror
                            or str(error))
            if notice not in self.notices:
                self.notices.append(notice)

    def book_round(self, session: Session) -> None:
        """Count the round just recorded (and the match, if it is over) in the statistics."""
        group = session.group
        match = session.match
        if group is None or session.demo or not match.results:
            return
        seat = session.counted_seat
        index = len(match.results) - 1
        key = f"{match.seed}:{index}"
        changed = self.stats.book_round(key, group, match.results[-1], seat,
                                         index in session.assisted)
        if match.is_over:
            changed |= self.stats.book_match(f"{match.seed}:match", group, match, seat,
                                             bool(session.assisted))
        if changed:
            self.save_statistics()

    def new_seed(self) -> int:
        return self.rng.randrange(1 << 62)

    def start_scene(self, scene: Scene) -> None:
        self.stack.reset(scene)
        self.stack.apply_pending()

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: events top-down, update, stack changes, then drawing bottom-up."""
        self.audio.update(dt)
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.VIDEORESIZE:
                self.resize((event.w, event.h))
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            self.stack.handle_event(event)
        self.stack.update(min(dt, 0.1))
        self.stack.apply_pending()
        if not self.stack.scenes:
            self.running = False
            return
        self.stack.draw(self.screen)
        self.frame += 1

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        surface = pygame.display.get_surface()
        if surface is not None and surface.get_size() != size and not self.settings.fullscreen:
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        if surface is not None:
            self.screen = surface
        self.size = self.screen.get_size()
        self.stack.resize(self.size)

    def toggle_fullscreen(self) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            return
        self.settings.fullscreen = not self.settings.fullscreen
        self.save_settings()
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
            self.size = surface.get_size()
            self.stack.resize(self.size)

    def quit(self) -> None:
        self.running = False
