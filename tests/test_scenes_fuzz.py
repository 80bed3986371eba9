"""Random clicks, drags, keys and text across every scene of both games: after every frame
the stack is not empty, each table's sprites mirror the engine's view, and no card hidden
from the seat at the screen is drawn face up (``invariants_support``)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from scenes.core.app import App
from scenes.core.scene import Scene
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import SetupScene, session_from
from scenes.shell.dialogs import PauseOverlay
from scenes.shell.menu import MainMenu
from scenes.shell.rules import RulesScene
from scenes.shell.settings import SettingsScene
from scenes.shell.statistics import StatisticsScene
from scenes.shell.tutorial import TUTORIALS
from scenes.takethat import session as takethat
from scenes.takethat.board import TakeThatBoard
from scenes.takethat.session import HUMAN, SeatChoice, TakeThatChoices
from scenes.takethat.setup import TakeThatSetup
from scenes.takethat.setup import session_from as takethat_session_from
from tests import scenes_support as support
from tests.invariants_support import step_checked

KEYS = [
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_ESCAPE,
    pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_c, pygame.K_t, pygame.K_d,
    pygame.K_p, pygame.K_e, pygame.K_x, *range(pygame.K_1, pygame.K_9 + 1),
]
FRAMES_PER_START = 400


def board(app: App, mode: str, tactics: bool) -> Scene:
    setup = SetupChoices(mode=mode, tactics=tactics, level="random", rounds=3)
    return BoardScene(app, schotten.start(app, session_from(setup, app.new_seed())))


def takethat_table(app: App, *kinds: str) -> Scene:
    seats = [SeatChoice("", kind) for kind in kinds]
    seats += [SeatChoice("", "random")] * (4 - len(seats))
    choices = TakeThatChoices(players=len(kinds), seats=seats, rounds=2)
    return TakeThatBoard(app, takethat.start(app, takethat_session_from(choices,
                                                                        app.new_seed())))


def random_events(rng: random.Random, app: App) -> list[pygame.event.Event]:
    w, h = app.size
    top = app.stack.top
    buttons = getattr(top, "buttons", None)
    if isinstance(buttons, dict):
        buttons = list(buttons.values())
    roll = rng.random()
    if roll < 0.25 and buttons:
        button = rng.choice(buttons)
        pos = button.rect.center
        return [support.mouse(pygame.MOUSEBUTTONDOWN, pos),
                support.mouse(pygame.MOUSEBUTTONUP, pos)]
    pos = (rng.randrange(w), rng.randrange(h))
    if roll < 0.55:
        button = 3 if rng.random() < 0.1 else 1
        return [support.mouse(pygame.MOUSEMOTION, pos),
                support.mouse(pygame.MOUSEBUTTONDOWN, pos, button),
                support.mouse(pygame.MOUSEBUTTONUP, pos, button)]
    if roll < 0.7:
        end = (rng.randrange(w), rng.randrange(h))
        return [support.mouse(pygame.MOUSEBUTTONDOWN, pos), support.mouse(pygame.MOUSEMOTION, end),
                support.mouse(pygame.MOUSEBUTTONUP, end)]
    if roll < 0.8:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("abcé ΐ1"))]
    if roll < 0.95:
        return [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="",
                                   scancode=0)]
    return []


def test_random_input_in_every_scene_keeps_the_invariants() -> None:
    app = support.make_app()
    rng = random.Random(2026)
    starts: list[Callable[[], Scene]] = [
        lambda: MainMenu(app),
        lambda: SetupScene(app),
        lambda: board(app, "computer", True),
        lambda: board(app, "hotseat", True),
        lambda: board(app, "computer", False),
        lambda: RulesScene(app),
        lambda: SettingsScene(app),
        lambda: StatisticsScene(app),
        lambda: board(app, "hotseat", False),
        lambda: TakeThatSetup(app),
        lambda: takethat_table(app, HUMAN, "random", "random"),
        lambda: takethat_table(app, HUMAN, HUMAN, "random"),
        lambda: takethat_table(app, HUMAN, HUMAN, HUMAN, HUMAN),
        lambda: TUTORIALS["schotten-totten"].open(app, 1, 3),
        lambda: TUTORIALS["schotten-totten"].open(app, 2, 1),
        lambda: TUTORIALS["take-that"].open(app, 1, 1),
    ]
    frames = 0
    for index, start in enumerate(starts):
        app.running = True
        app.start_scene(MainMenu(app))
        scene = start()
        app.stack.push(scene)
        # The start's scene is on top before any event (a click in the same frame would
        # reach the menu under it, and Continue could open the same game a second time).
        app.stack.apply_pending()
        if isinstance(scene, BoardScene | TakeThatBoard) and index % 2:
            app.stack.push(PauseOverlay(app, scene))
        for _ in range(FRAMES_PER_START):
            if not app.running:
                app.running = True
                app.start_scene(MainMenu(app))
            step_checked(app, random_events(rng, app), support.FRAME)
            frames += 1
    assert frames == FRAMES_PER_START * len(starts)
