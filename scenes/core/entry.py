"""What the app and the shell screens know of a game: one ``GameEntry`` per game in the
registry (``scenes.games``). The menu, the chooser, Continue, the rules and the statistics
screens learn about games here, and nowhere else."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

import pygame

from game.common.protocol import Engine
from scenes.core.scene import Scene
from scenes.model.statistics import Section, SectionSpec
from scenes.ui.text import t

if TYPE_CHECKING:
    from scenes.core.app import App


class Progress(Protocol):
    """A game's match or series of rounds."""

    @property
    def is_over(self) -> bool: ...


class GameSession(Protocol):
    """A game in progress, with who sits where; saved after every action."""

    @property
    def match(self) -> Progress: ...

    @property
    def demo(self) -> bool:
        """The computer plays itself (a demonstration): nothing is saved or counted."""

    @property
    def hotseat(self) -> bool:
        """People share the screen: such a game has a save of its own beside the game
        against the computer, so that starting one does not end the other."""

    def to_json(self) -> str:
        """The save file's content; raises ``ValueError`` when the game cannot be saved."""


SessionT = TypeVar("SessionT", bound=GameSession)


@dataclass(frozen=True)
class RulesPage:
    """One tab of a game's rules: its label and how to draw it into a rectangle."""

    tab_key: str
    draw: Callable[[App, pygame.Surface, pygame.Rect], None]


@dataclass(frozen=True)
class RecentRow:
    cells: list[str]
    outcome: str
    """``win``, ``loss`` or ``draw``: the row's colour (a draw's, the plain one, for a
    game between people, which no one at the screen won or lost alone)."""


@dataclass(frozen=True)
class StatsTable:
    """A game's statistics as the Statistics screen shows them: one row per opponent."""

    columns: list[str]
    """The column headers (after the opponent's name)."""
    rows: list[tuple[str, list[str]]]
    """Each opponent's name and cells."""
    note: str
    """One line under the table."""
    recent: tuple[list[str], list[RecentRow]] | None = None
    """The last results (headers and rows, newest first), for games that list them."""


@dataclass(frozen=True)
class GameEntry(Generic[SessionT]):
    """One game the app offers."""

    key: str
    """The game's key: the engine's (``ENGINE.key``), statistics' and remembered choices'."""
    title_key: str
    """The catalog key of the game's name (empty when ``title`` is given)."""
    blurb_key: str
    engine: Engine[Any, Any, Any]
    setup: Callable[[App], Scene]
    """The set-up screen of a new game."""
    table: Callable[[App, SessionT], Scene]
    """The table a game is played on."""
    save_file: str
    """The game in progress, in the data folder (each game its own file, so that games of
    every kind can be continued)."""
    load_session: Callable[[Any], SessionT]
    """A saved game from its file's JSON data; raises ``ValueError`` saying what is wrong."""
    save_notice: str
    """The catalog key part of the notice when the save cannot be read
    (``notice.<save_notice>``)."""
    demo: Callable[[App, int, str | None], SessionT]
    """A game of computers playing each other, from a seed, at a level (or the game's
    choice): ``--demo`` and the self-test."""
    rules_title_key: str
    rules_pages: tuple[RulesPage, ...]
    statistics: SectionSpec
    statistics_table: Callable[[Section], StatsTable]
    logo: str = ""
    """The game's logo in the assets folder, shown in the chooser when the file is there."""
    title: str = ""
    """The game's name when it is the same in every language (a brand name)."""

    def name(self) -> str:
        return self.title or t(self.title_key)

    def save_name(self, hotseat: bool) -> str:
        """The file of the game in progress: ``save_file`` for a game against the
        computer, ``save_file`` marked ``-hotseat`` for one between people at this screen
        (``session.json``, ``session-hotseat.json``)."""
        if not hotseat:
            return self.save_file
        stem, dot, suffix = self.save_file.rpartition(".")
        return f"{stem}-hotseat.{suffix}" if dot else f"{self.save_file}-hotseat"
