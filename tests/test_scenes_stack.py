"""The scene stack hands input only to what the player can see."""

from __future__ import annotations

import pygame

from scenes.core.scene import Scene, SceneStack
from scenes.schotten.setup import SetupScene
from scenes.shell.menu import MainMenu
from scenes.takethat.setup import TakeThatSetup
from tests.scenes_support import click, make_app, step


class Window:
    size = (100, 100)


class Recorder(Scene):
    def __init__(self, opaque: bool, takes: bool) -> None:
        self.app = Window()  # type: ignore[assignment]
        self.opaque = opaque
        self.takes = takes
        self.seen: list[int] = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.seen.append(event.type)
        return self.takes


class Pusher(Recorder):
    """A scene whose every update pushes an overlay, as a hot-seat table pushes its
    curtain when a hand-over comes."""

    def __init__(self, stack: SceneStack) -> None:
        super().__init__(opaque=True, takes=False)
        self.stack = stack

    def update(self, dt: float) -> None:
        self.stack.push(Recorder(opaque=False, takes=False))


def test_the_scenes_a_reset_closes_do_not_update_before_it() -> None:
    """A hot-seat table left for the main menu as its hand-over came pushed its curtain
    over the menu."""
    stack = SceneStack()
    stack.push(Pusher(stack))
    stack.apply_pending()
    home = Pusher(stack)
    stack.reset(home)
    stack.update(0.016)
    stack.apply_pending()
    assert stack.scenes == [home]
    stack.update(0.016)  # and the scene it shows updates from the next frame on
    stack.apply_pending()
    assert stack.scenes[0] is home and len(stack.scenes) == 2


def test_an_opaque_scene_keeps_input_from_the_scenes_below_it() -> None:
    stack = SceneStack()
    bottom, cover = Recorder(opaque=True, takes=False), Recorder(opaque=True, takes=False)
    stack.push(bottom)
    stack.push(cover)
    stack.apply_pending()
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    assert stack.handle_event(event) is False
    assert cover.seen == [pygame.MOUSEBUTTONDOWN] and bottom.seen == []


def test_a_see_through_overlay_lets_what_it_ignores_reach_the_scene_below() -> None:
    stack = SceneStack()
    bottom, overlay = Recorder(opaque=True, takes=True), Recorder(opaque=False, takes=False)
    stack.push(bottom)
    stack.push(overlay)
    stack.apply_pending()
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    assert stack.handle_event(event) is True
    assert overlay.seen == bottom.seen == [pygame.MOUSEBUTTONDOWN]


def test_clicking_where_a_hidden_menu_button_lies_does_nothing_on_either_set_up() -> None:
    for make_setup in (SetupScene, TakeThatSetup):
        app = make_app((1024, 640))
        menu = MainMenu(app)
        app.start_scene(menu)
        step(app)
        setup = make_setup(app)
        app.stack.push(setup)
        step(app)
        for button in menu.buttons:
            point = button.rect.midleft
            if any(widget_rect.collidepoint(point) for widget_rect in _setup_rects(setup)):
                continue
            click(app, point)
            step(app)
            assert app.stack.top is setup, f"{button.label} of the hidden menu reacted"


def _setup_rects(setup: SetupScene | TakeThatSetup) -> list[pygame.Rect]:
    rects = [setup.start_button.rect, setup.back_button.rect]
    for _, widget in setup.rows():
        rects.append(pygame.Rect(getattr(widget, "rect", pygame.Rect(0, 0, 0, 0))))
    return rects
