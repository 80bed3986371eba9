"""The running game: window, settings, statistics, the games in progress and the frame loop.

The settings, the statistics and each game in progress are read from the per-user data
folder when the app starts and written back (atomically) whenever they change: a game
after every action, so a kill loses at most the action being made. The app knows games
only through their registry entries (``app.games``); it has no method for any one game.
"""

from __future__ import annotations

import errno
import logging
import os
import random
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any, Final, TypeVar

import pygame

from scenes.core.entry import GameEntry, GameSession
from scenes.core.keyboard import layout_free
from scenes.core.scene import Scene, SceneStack
from scenes.model import storage
from scenes.model.files import Files
from scenes.model.settings import Settings, settings_from_data, settings_to_json
from scenes.model.setup_choices import (
    LAST_KEY,
    PERSON_KEY,
    read_name,
    setup_from_data,
    setup_to_json,
)
from scenes.model.statistics import SectionSpec, Statistics
from scenes.ui import text, widgets
from scenes.ui.assets import Assets
from scenes.ui.audio import Audio

MIN_SIZE: Final = (1024, 640)
WINDOW_SETTLE: Final = 1.0
"""Seconds of a still window before its size and place are saved."""
FULL_RATE: Final = 60
"""Frames a second while the player acts or something moves."""
IDLE_RATE: Final = 10
"""Frames a second once nothing has happened for ``IDLE_AFTER`` seconds: a caret still
blinks and a late glow still fades, at a fraction of the work."""
PULSE_RATE: Final = 30
"""Frames a second, once still, while something only pulses (a lesson's target): smooth
enough for a glow, at half the work (a lesson left open took 60% of a core)."""
IDLE_AFTER: Final = 3.0
"""Seconds without any event from the window before the loop slows to ``IDLE_RATE``."""
RETRY_WRITES: Final = 5.0
"""Seconds between two tries at writing a file whose last write failed."""

log = logging.getLogger(__name__)
T = TypeVar("T")


class App:
    """Owns the window and the scene stack; ``step`` runs one frame (tests drive it directly).

    ``games`` is the registry; ``home`` builds the main menu that ``go_home`` returns to.
    ``files`` names the data folder (the per-user one by default). What cannot be read
    there is set aside and described in ``notices``, which the main menu shows.
    """

    def __init__(self, screen: pygame.Surface, games: Sequence[GameEntry[Any]],
                 home: Callable[[App], Scene], seed: int | None = None,
                 files: Files | None = None) -> None:
        self.screen = screen
        self.size: tuple[int, int] = screen.get_size()
        self.games = list(games)
        self.home = home
        self.window_position: tuple[int, int] | None = None
        self.window_settling = 0.0
        """Seconds until a window just resized or moved is kept in the settings (so that a
        game killed later still opens as it was left, without a write per drag step)."""
        """Where the window was last moved to (the system tells), kept when it closes."""
        self.help: Callable[[App, str | None, bool], Scene] | None = None
        """Builds the page F1 opens (Mouse and keys) for a game key, from any scene, and
        whether a table is on the stack (it then keeps to that game)."""
        self.assets = Assets()
        self.stack = SceneStack()
        self.files = files or Files.default()
        self.files.remove_leftovers(entry.save_name(hotseat) for entry in self.games
                                    for hotseat in (False, True))
        self.notices: list[str] = []
        self.told: set[str] = set()
        """One-off notes said at the table in this run (what automatic claiming does)."""
        self.protected: set[Path] = set()
        """Files of a newer version of the game: read by none of this run, written never."""
        self.failing: dict[Path, str] = {}
        """Files whose last write failed, with what they were to hold: written again every
        ``RETRY_WRITES`` seconds (statistics are written once a round, and a round booked
        while the file could not be written was lost for good)."""
        self.retry_in = RETRY_WRITES
        self.save_news: tuple[str, bool] | None = None
        """A sentence about saving for the table to show now, and whether it is bad news:
        a write has just failed, or works again after failing."""
        self.settings = self.load_settings()
        text.set_language(self.settings.language)
        self.remembered: dict[str, object] = {}
        """Each game's set-up choices, kept for its next game of the run (by game key)."""
        self.kept_setup: dict[str, dict[str, Any]] = self.load_setup()
        """Each game's set-up choices as last saved (by game key), for a new run."""
        self.stats = self.load_statistics()
        self.sessions: dict[tuple[str, bool], GameSession] = {}
        """The games in progress, by game key and whether people share the screen: each
        game keeps one against the computer and one between people (a family's game at
        one screen ended the game a player had going against the computer)."""
        self.last_game: str | None = None
        self.last_played: str | None = None
        """The game last played in this run (a lesson does not count): Statistics opens at
        it (after two Schotten Totten rounds and Take That's lesson, a newcomer found
        Statistics open at Take That, which he had never played)."""
        """The game last played in this run (its key), once a move of it was saved."""
        for entry in self.games:
            self.load_session(entry)
        self.rng = random.Random(seed)
        self.seed = seed
        self.running = True
        self.frame = 0
        self.quiet = 0.0
        """Seconds since the last event from the window (input, a resize, focus)."""
        self.by_keys = False
        """Whether the last choice was made with the keys (Enter or Space) rather than a
        click: a table opened that way starts with prompts that name keys."""
        self.threaded_ai = True
        """Computer players think in a worker thread (tests turn this off for determinism)."""
        self.audio = Audio(self.settings)
        widgets.CLICK_HOOKS[:] = [lambda: self.audio.play("button")]
        if self.settings.fullscreen:
            self.settings.fullscreen = False
            self.toggle_fullscreen()

    # ----- the games

    def entry(self, key: str) -> GameEntry[Any]:
        return next(entry for entry in self.games if entry.key == key)

    def session(self, key: str, hotseat: bool | None = None) -> GameSession | None:
        """The game of ``key`` kept between people (``hotseat``) or against the computer;
        with ``None``, the one against the computer, else the other."""
        kinds = (False, True) if hotseat is None else (hotseat,)
        return next((self.sessions[(key, kind)] for kind in kinds
                     if (key, kind) in self.sessions), None)

    def place(self, key: str, session: GameSession) -> None:
        """Make ``session`` the game of ``key`` of its kind (it replaces any other of that
        kind, not the other kind's)."""
        self.sessions[(key, session.hotseat)] = session

    def in_progress(self, entry: GameEntry[Any]) -> list[GameSession]:
        """The games of ``entry`` that can be continued (saved, or left for the menu): the
        one against the computer first."""
        found = (self.sessions.get((entry.key, hotseat)) for hotseat in (False, True))
        return [session for session in found
                if session is not None and not session.match.is_over]

    def kept_games(self) -> list[tuple[GameEntry[Any], GameSession]]:
        """Every game in progress with its entry, in the menu's order."""
        return [(entry, session) for entry in self.games for session in self.in_progress(entry)]

    def resumable(self, entry: GameEntry[Any]) -> bool:
        """Whether a game of ``entry`` is in progress (saved, or left for the menu)."""
        return bool(self.in_progress(entry))

    def resume(self, entry: GameEntry[Any], session: GameSession | None = None) -> Scene:
        """The table of ``session``, a game of ``entry`` in progress (by default its first)."""
        return entry.table(self, session or self.in_progress(entry)[0])

    def load_session(self, entry: GameEntry[Any]) -> None:
        """Read both saves of ``entry``. A game found in the other kind's file (one saved
        before hot-seat games had their own, or a hand-edited one) moves to its own file;
        when that already holds a game of its kind, it is set aside (renamed) and said."""
        misplaced: list[tuple[Path, GameSession]] = []
        for hotseat in (False, True):
            path = self.files.save(entry.save_name(hotseat))
            saved, problem = storage.load_json(path, entry.load_session)
            if problem is not None:
                self.report(entry.save_notice, problem)
            if saved is None:
                continue
            if saved.hotseat == hotseat:
                self.sessions[(entry.key, hotseat)] = saved
            else:
                misplaced.append((path, saved))
        for path, saved in misplaced:
            target = self.files.save(entry.save_name(saved.hotseat))
            if (entry.key, saved.hotseat) in self.sessions or target in self.protected:
                # Set aside, not lost: the next game of the file's own kind writes there.
                self.report(entry.save_notice, storage.Unreadable(
                    path, "twice", "its kind's own file holds a game", storage.set_aside(path)))
                continue
            self.sessions[(entry.key, saved.hotseat)] = saved
            try:
                os.replace(path, target)
            except OSError as error:
                log.warning("could not move %s to %s: %s", path, target, error)

    def current_game(self) -> str:
        """The game a player is most likely about (How to play and Statistics open at it):
        the one last played in this run, else the only one in progress, else the one last
        set up, else the first."""
        if self.last_game is not None:
            return self.last_game
        playing = [entry.key for entry in self.games if self.resumable(entry)]
        if len(playing) == 1:
            return playing[0]
        set_up = self.last_set_up()
        return set_up if any(entry.key == set_up for entry in self.games) else self.games[0].key

    def save_session(self, key: str, session: GameSession | None = None) -> None:
        """Write ``session``, a game of ``key`` in play (after every action), or with none
        every game of ``key`` in play. A game that another of its kind has replaced is not
        written, nor are demonstrations."""
        sessions = ([session] if session is not None
                    else [each for each in (self.session(key, False), self.session(key, True))
                          if each is not None])
        for each in sessions:
            if each.demo or self.sessions.get((key, each.hotseat)) is not each:
                continue
            self.last_game = self.last_played = key
            try:
                content = each.to_json()
            except ValueError as error:
                log.warning("the %s game cannot be saved: %s", key, error)
                continue
            self.write(self.files.save(self.entry(key).save_name(each.hotseat)), content)

    def forget_session(self, key: str, session: GameSession | None = None) -> None:
        """``session``, a game of ``key``, was abandoned (with none, every game of ``key``):
        it cannot be continued. A game that another of its kind has replaced is let be."""
        for hotseat in (False, True):
            kept = self.sessions.get((key, hotseat))
            if session is not None and (session.hotseat != hotseat or kept is not session):
                continue
            self.sessions.pop((key, hotseat), None)
            path = self.files.save(self.entry(key).save_name(hotseat))
            self.failing.pop(path, None)  # a save not written yet must not bring it back
            try:
                path.unlink(missing_ok=True)
            except OSError as error:
                log.warning("could not remove %s: %s", path, error)

    def new_seed(self) -> int:
        return self.rng.randrange(1 << 62)

    # ----- files

    def report(self, what: str, problem: storage.Unreadable) -> None:
        """One sentence for the main menu about a file that could not be used."""
        if problem.kind == "newer":
            log.warning("%s left as it is: %s", problem.path, problem.detail)
            self.protected.add(problem.path)
            self.notices.append(text.t(f"notice.{what}.newer"))
            return
        log.warning("%s set aside (%s): %s", problem.path, problem.kind, problem.detail)
        moved = problem.moved_to.name if problem.moved_to is not None else ""
        key = f"notice.{what}.moved" if moved else f"notice.{what}"
        reason = text.t(f"notice.reason.{problem.kind}", detail=problem.detail)
        self.notices.append(text.t(key, reason=reason, file=moved))

    def load_settings(self) -> Settings:
        spoken = text.system_language()
        defaults = Settings(language=spoken if spoken in text.LANGUAGES else text.FALLBACK)
        read, problem = storage.load_json(
            self.files.settings,
            lambda data: settings_from_data(data, asdict(defaults), tuple(text.LANGUAGES)))
        if problem is not None:
            self.report("settings", problem)
        if read is None:
            return defaults
        settings = Settings(**read.values)
        if read.refused:
            log.warning("%s: settings back to their defaults: %s", self.files.settings,
                        "; ".join(read.refused.values()))
            # A catalog text: the menu words it in the language set just after this.
            self.notices.append(text.t("notice.settings.fields"))
        return settings

    def keep_window(self) -> None:
        """The window's size and place into the settings, for the next start (a full
        screen keeps the window's as they were)."""
        if self.settings.fullscreen:
            return
        self.settings.window_width, self.settings.window_height = self.size
        if self.window_position is not None:
            self.settings.window_x, self.settings.window_y = self.window_position
            self.settings.window_placed = True

    def save_settings(self) -> None:
        self.write(self.files.settings, settings_to_json(asdict(self.settings)))

    def load_setup(self) -> dict[str, dict[str, Any]]:
        games, problem = storage.load_json(self.files.setup, setup_from_data)
        if problem is not None:
            self.report("setup", problem)
        return games if games is not None else {}

    def setup_choices(self, key: str, kind: type[T],
                      decode: Callable[[Mapping[str, Any]], T]) -> T:
        """A game's set-up choices of its last start: this run's, else those kept in the
        file (``decode``), else the defaults (``kind()``)."""
        choices = self.remembered.get(key)
        if isinstance(choices, kind):
            return choices
        kept = self.kept_setup.get(key)
        found = kind() if kept is None else decode(kept)
        self.remembered[key] = found
        return found

    def person_name(self) -> str:
        """The name last typed for a person in any game's set-up (one game's set-up opens
        with the name typed in another's; a newcomer typed hers twice)."""
        return read_name(self.kept_setup.get(PERSON_KEY, {}), "name")

    def keep_person_name(self, name: str) -> None:
        """Remember ``name`` for the set-ups of every game (written with the next
        ``keep_setup``); an empty name changes nothing."""
        if name.strip():
            self.kept_setup[PERSON_KEY] = {"name": name.strip()}

    def last_set_up(self) -> str:
        """The key of the game last set up and started, in this run or an earlier one (""
        when none was, or the file's word is not a string)."""
        game = self.kept_setup.get(LAST_KEY, {}).get("game", "")
        return game if isinstance(game, str) else ""

    def keep_setup(self, key: str, choices: object, data: dict[str, Any]) -> None:
        """Remember a game's set-up choices for its next game, in this run and the next,
        and that it was the last game set up."""
        self.remembered[key] = choices
        self.kept_setup[key] = data
        self.kept_setup[LAST_KEY] = {"game": key}
        self.write(self.files.setup, setup_to_json(self.kept_setup))

    def statistics_specs(self) -> dict[str, SectionSpec]:
        return {entry.key: entry.statistics for entry in self.games}

    def load_statistics(self) -> Statistics:
        specs = self.statistics_specs()
        stats, problem = storage.load_json(
            self.files.statistics, lambda data: Statistics.from_data(data, specs, tolerant=True))
        if problem is not None:
            self.report("statistics", problem)
        if stats is not None and stats.problems:
            # Only what is wrong is left out: the file as it was is kept beside, and the
            # rest written back (one hand-edited number had cost every count).
            log.warning("%s: left out: %s", self.files.statistics, "; ".join(stats.problems))
            moved = storage.set_aside(self.files.statistics)
            if moved is not None:  # never over the only copy of what was left out
                self.notices.append(text.t("notice.statistics.partial", file=moved.name))
                self.write(self.files.statistics, stats.to_json())
        return stats if stats is not None else Statistics.empty(specs)

    def reset_statistics(self) -> None:
        self.stats = Statistics.empty(self.statistics_specs())
        self.save_statistics()

    def save_statistics(self) -> None:
        self.write(self.files.statistics, self.stats.to_json())

    def write(self, path: Path, content: str, retry: bool = False) -> None:
        """Write ``path`` (atomically); a failure is logged, told on the table after every
        move that could not be saved and kept for the main menu; the first success after
        it is told too. A ``retry`` (``retry_writes``) that fails again says nothing."""
        if path in self.protected:
            log.info("%s belongs to a newer version of the game: not written", path)
            return
        try:
            storage.atomic_write_text(path, content)
        except OSError as error:
            self.failing[path] = content
            if retry:
                log.debug("could not write %s again: %s", path, error)
                return
            log.warning("could not write %s: %s", path, error)
            notice = text.t("notice.write_failed", file=path.name, reason=write_reason(error))
            if notice not in self.notices:
                self.notices.append(notice)
            self.save_news = (notice, True)
            return
        if self.failing.pop(path, None) is not None:
            log.info("%s written again", path)
            self.save_news = (text.t("notice.write_again", file=path.name), False)

    def retry_writes(self, dt: float) -> None:
        """Every ``RETRY_WRITES`` seconds, the files whose last write failed are written
        again with what they were to hold."""
        if not self.failing:
            return
        self.retry_in -= dt
        if self.retry_in > 0:
            return
        self.retry_in = RETRY_WRITES
        for path, content in list(self.failing.items()):
            self.write(path, content, retry=True)

    # ----- scenes and the frame loop

    def start_scene(self, scene: Scene) -> None:
        self.stack.reset(scene)
        self.stack.apply_pending()

    def go_home(self) -> None:
        """Back to the main menu, closing every scene (between frames)."""
        self.stack.reset(self.home(self))

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: events top-down, update, stack changes, then drawing bottom-up."""
        self.audio.update(dt)
        self.quiet = 0.0 if events else self.quiet + dt
        for event in map(layout_free, events):
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.VIDEORESIZE:
                self.resize((event.w, event.h))
                self.window_settling = WINDOW_SETTLE
                continue
            if event.type == pygame.WINDOWMOVED:
                self.window_position = (event.x, event.y)
                self.window_settling = WINDOW_SETTLE
                continue
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                              pygame.K_SPACE):
                self.by_keys = True
            elif event.type == pygame.MOUSEBUTTONDOWN:
                self.by_keys = False
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and self.help:
                self.toggle_help()
                continue
            self.stack.handle_event(event)
        if self.window_settling > 0:
            self.window_settling -= dt
            if self.window_settling <= 0:
                self.keep_window()
                self.save_settings()
        self.retry_writes(dt)
        self.stack.update(min(dt, 0.1))
        self.stack.apply_pending()
        if not self.stack.scenes:
            self.running = False
            return
        self.stack.draw(self.screen)
        self.frame += 1

    def frame_rate(self) -> int:
        """Frames a second the window loop should draw: ``FULL_RATE`` while the player is
        busy or something moves, ``IDLE_RATE`` once everything has been still for
        ``IDLE_AFTER`` seconds (the menu left open drew 60 frames a second, 95% of a core
        under Xvfb), ``PULSE_RATE`` then while something pulses."""
        top = self.stack.top
        if self.quiet < IDLE_AFTER or (top is not None and top.animating()):
            return FULL_RATE
        if top is not None and top.pulsing():
            return PULSE_RATE
        return IDLE_RATE

    def toggle_help(self) -> None:
        """F1: the help page for the game being played (the nearest scene with a game key),
        or, when the help page is on top already, back to where it was opened."""
        top = self.stack.top
        if top is None or self.help is None:
            return
        if top.is_help:
            top.close()
            return
        keys = [getattr(scene, "game_key", None) for scene in reversed(self.stack.scenes)]
        game = next((key for key in keys if isinstance(key, str)), self.current_game())
        self.stack.push(self.help(self, game, any(scene.is_table for scene in self.stack.scenes)))

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        surface = pygame.display.get_surface()
        if surface is not None and surface.get_size() != size and not self.settings.fullscreen:
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            keep_minimum_size()
        if surface is not None:
            self.screen = surface
        if self.screen.get_size() != self.size:
            self.assets.forget_sizes()
            widgets.forget_sizes()
        self.size = self.screen.get_size()
        self.stack.resize(self.size)

    def toggle_fullscreen(self) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error as error:
            log.info("fullscreen is not available: %s", error)
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


def keep_minimum_size() -> None:
    """Tell the window manager the smallest window the tables are laid out for, so that a
    drag of the window's edge stops there (``App.resize`` still enlarges a smaller one,
    and a window made anew by that needs telling again)."""
    try:
        with warnings.catch_warnings():
            # pygame-ce 2.5 warns that drawing should move to Window.get_surface; the game
            # draws through the display module and only sets a size limit here.
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = MIN_SIZE
    except (pygame.error, AttributeError) as error:
        log.info("the window's minimum size is not available: %s", error)


WRITE_REASONS: Final = {errno.ENOSPC: "notice.reason.full",
                        getattr(errno, "EDQUOT", errno.ENOSPC): "notice.reason.full",
                        errno.EACCES: "notice.reason.denied", errno.EPERM: "notice.reason.denied",
                        errno.EROFS: "notice.reason.read_only"}
"""Failures a player can act on, said in the player's language; others in the system's."""


def write_reason(error: OSError) -> str:
    """Why a file could not be written, in words for the player."""
    key = WRITE_REASONS.get(error.errno or 0)
    return text.t(key) if key else error.strerror or str(error)
