"""5,000 frames of random clicks, drags and keys across every scene raise nothing."""

from __future__ import annotations

import random

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
from tests import scenes_support as support

KEYS = [
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_ESCAPE,
    pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_c, pygame.K_t, pygame.K_d,
    pygame.K_p, *range(pygame.K_1, pygame.K_9 + 1),
]


def board(app: App, mode: str, tactics: bool) -> Scene:
    setup = SetupChoices(mode=mode, tactics=tactics, level="random", rounds=3)
    return BoardScene(app, schotten.start(app, session_from(setup, app.new_seed())))


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


def test_random_input_in_every_scene() -> None:
    app = support.make_app()
    rng = random.Random(2026)
    starts = [
        lambda: MainMenu(app),
        lambda: SetupScene(app),
        lambda: board(app, "computer", True),
        lambda: board(app, "hotseat", True),
        lambda: board(app, "computer", False),
        lambda: RulesScene(app),
        lambda: SettingsScene(app),
        lambda: StatisticsScene(app),
        lambda: board(app, "computer", True),
        lambda: board(app, "hotseat", False),
    ]
    frames = 0
    for index, start in enumerate(starts):
        app.running = True
        app.start_scene(MainMenu(app))
        scene = start()
        app.stack.push(scene)
        if isinstance(scene, BoardScene) and index % 2:
            app.stack.apply_pending()
            app.stack.push(PauseOverlay(app, scene))
        for _ in range(500):
            if not app.running or not app.stack.scenes:
                app.running = True
                app.start_scene(MainMenu(app))
            app.step(random_events(rng, app), support.FRAME)
            frames += 1
    assert frames == 5000
