"""The registry of games, and the wiring of the app.

One ``GameEntry`` per game is the one place the menu, the chooser, Continue, the rules and
the statistics screens learn about games. Adding a third game means a new engine package
(``game/<name>/`` meeting ``game.common.protocol``), a new client package
(``scenes/<name>/``: set-up, table, summary, rules pages, session, records) and one line in
``GAMES``.
"""

from __future__ import annotations

from typing import Any, Final

import pygame

from game.schotten.engine import ENGINE as SCHOTTEN_ENGINE
from game.takethat.engine import ENGINE as TAKETHAT_ENGINE
from scenes.core.app import App
from scenes.core.entry import GameEntry
from scenes.model.files import Files
from scenes.schotten import records as schotten_records
from scenes.schotten import rules as schotten_rules
from scenes.schotten import session as schotten_session
from scenes.schotten.board import BoardScene
from scenes.schotten.setup import SetupScene
from scenes.schotten.tutorial import ENTRY as SCHOTTEN_TUTORIAL
from scenes.shell import tutorial
from scenes.shell.dialogs import hide_hand
from scenes.shell.keys import KEYS_TAB
from scenes.shell.menu import MainMenu
from scenes.shell.rules import RulesScene
from scenes.table.base import CardTable
from scenes.takethat import records as takethat_records
from scenes.takethat import rules as takethat_rules
from scenes.takethat import session as takethat_session
from scenes.takethat.board import TakeThatBoard
from scenes.takethat.setup import TakeThatSetup
from scenes.takethat.tutorial import ENTRY as TAKETHAT_TUTORIAL

SCHOTTEN_TOTTEN: Final = GameEntry(
    key=SCHOTTEN_ENGINE.key, title_key="game.schotten_totten",
    blurb_key="game.schotten_totten.blurb", engine=SCHOTTEN_ENGINE, setup=SetupScene,
    table=BoardScene, save_file=schotten_session.SESSION_FILE,
    load_session=schotten_session.session_from_data, save_notice="session",
    demo=schotten_session.demo_session, rules_title_key="rules.title",
    rules_pages=schotten_rules.PAGES, statistics=schotten_records.SPEC,
    statistics_table=schotten_records.table, logo="ui/logo.png")

TAKE_THAT: Final = GameEntry(
    key=TAKETHAT_ENGINE.key, title_key="", blurb_key="game.take_that.blurb",
    engine=TAKETHAT_ENGINE, setup=TakeThatSetup, table=TakeThatBoard,
    save_file=takethat_session.SESSION_FILE, load_session=takethat_session.session_from_data,
    save_notice="takethat_session", demo=takethat_session.demo_session,
    rules_title_key="tt.rules.title", rules_pages=takethat_rules.PAGES,
    statistics=takethat_records.SPEC, statistics_table=takethat_records.table,
    logo="takethat/logo.png", title="Take That")

GAMES: Final[tuple[GameEntry[Any], ...]] = (SCHOTTEN_TOTTEN, TAKE_THAT)
"""Every game the app offers, in the menu's order."""


def new_app(screen: pygame.Surface, seed: int | None = None, files: Files | None = None) -> App:
    """The app with every registered game and its tutorial, its home the main menu."""
    tutorial.register(SCHOTTEN_TUTORIAL, TAKETHAT_TUTORIAL)
    app = App(screen, GAMES, home, seed, files)
    app.help = keys_page
    return app


def keys_page(app: App, game: str | None, playing: bool = False) -> RulesScene:
    """What F1 opens: How to play at Mouse and keys, for ``game`` (the first by default).
    Over a table (``playing``) it keeps to that game, as the pause menu's rules do: a
    hot-seat family in the middle of Take That found "Rules of Schotten Totten" there."""
    page = RulesScene(app, game, switch=len(app.games) > 1 and not playing, page=KEYS_TAB)
    # Closed over a hot-seat table, the hand under it is curtained again, as after the
    # pause menu: the player who pressed F1 may have left the screen to the next one.
    table = app.stack.top
    if isinstance(table, CardTable):
        page.on_close = lambda: hide_hand(app, table)
    return page


def home(app: App) -> MainMenu:
    """The main menu; the first one of a run (nothing on the stack yet) offers the tutorial
    if this is the very first run."""
    return MainMenu(app, offer_tutorial=not app.stack.scenes)

