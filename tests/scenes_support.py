"""Helpers for the headless scene tests: a dummy display, an app, synthetic input."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from scenes.core.app import App
from scenes.core.scene import Scene
from scenes.games import new_app
from scenes.shell.chooser import GameChooser
from scenes.shell.dialogs import SummaryDialog
from scenes.shell.menu import MainMenu

FRAME = 1 / 60


def make_app(size: tuple[int, int] = (1024, 640), seed: int = 1,
             speed: str = "instant", auto_draw: bool | None = True) -> App:
    """An app on the main menu. Drawing is automatic unless asked (the table then waits
    for a click on the deck after each of the person's turns, which most tests skip);
    ``None`` keeps what the settings file says."""
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    app = new_app(screen, seed)
    app.threaded_ai = False
    app.settings.speed = speed
    if auto_draw is not None:
        app.settings.auto_draw = auto_draw
    app.start_scene(MainMenu(app))
    app.step([], FRAME)
    return app


def step(app: App, events: list[pygame.event.Event] | None = None, frames: int = 1) -> None:
    app.step(events or [], FRAME)
    for _ in range(frames - 1):
        app.step([], FRAME)


def mouse(kind: int, pos: tuple[float, float], button: int = 1) -> pygame.event.Event:
    pos = (round(pos[0]), round(pos[1]))
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


def settle(app: App) -> None:
    """Let a round summary that has just come up take the keys and clicks it ignores at
    first (as a person reading it would give it a moment)."""
    top = app.stack.top
    while isinstance(top, SummaryDialog) and top.shown < top.settle_seconds:
        step(app)


def click(app: App, pos: tuple[float, float], button: int = 1) -> None:
    settle(app)
    step(app, [mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos, button),
               mouse(pygame.MOUSEBUTTONUP, pos, button)])


def drag(app: App, start: tuple[float, float], end: tuple[float, float]) -> None:
    middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    step(app, [mouse(pygame.MOUSEBUTTONDOWN, start)])
    step(app, [mouse(pygame.MOUSEMOTION, middle)])
    step(app, [mouse(pygame.MOUSEMOTION, end)])
    step(app, [mouse(pygame.MOUSEBUTTONUP, end)])


def key(app: App, code: int) -> None:
    settle(app)
    step(app, [pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)])


def menu_button(app: App, index: int) -> tuple[int, int]:
    """The centre of the main menu's button ``index`` (the menu must be on top)."""
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    return menu.buttons[index].rect.center


def new_game(app: App, game: str = "schotten-totten") -> None:
    """Press New game on the main menu, then the game in the chooser (already open after
    Back from a set-up)."""
    menu = app.stack.top
    if not isinstance(menu, GameChooser):
        assert isinstance(menu, MainMenu)
        click(app, menu.buttons[0].rect.center)
    chooser = app.stack.top
    if isinstance(chooser, GameChooser):
        index = [entry.key for entry in chooser.entries].index(game)
        click(app, chooser.buttons[index].rect.center)


def continue_lines(app: App) -> list[str]:
    """Back to the main menu, and what its Continue says it resumes (one line a game)."""
    app.go_home()
    step(app)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    return menu.resumable_lines()


def drawn_texts(app: App, scene: Scene) -> list[str]:
    """Every text ``scene`` draws in one frame (what ``app.assets.text`` is asked for)."""
    return [text for text, _ in drawn_labels(app, scene)]


def drawn_labels(app: App, scene: Scene) -> list[tuple[str, pygame.Surface]]:
    """Every text ``scene`` draws in one frame, with the label made of it."""
    drawn: list[tuple[str, pygame.Surface]] = []
    original = app.assets.text

    def recording(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        label = original(text, *args, **kwargs)  # type: ignore[arg-type]
        drawn.append((str(text), label))
        return label

    app.assets.text = recording  # type: ignore[method-assign]
    try:
        scene.draw(app.screen)
    finally:
        app.assets.text = original  # type: ignore[method-assign]
    return drawn
