"""Resizing the window keeps the images of the current size only: the cache of scaled
images, rendered texts and fonts is dropped at every new size instead of growing with every
size ever seen (150 resizes of the real window once took the game from 222 MB to 1.65 GB;
``benchmarks/resize_memory.py`` measures the process)."""

from __future__ import annotations

import random

import pygame

from scenes.core.app import App
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import session_from
from scenes.ui import widgets
from tests import scenes_support as support


def resize(app: App, size: tuple[int, int]) -> None:
    event = pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
    support.step(app, [event], frames=2)


def test_resizing_keeps_the_images_of_one_size() -> None:
    app = support.make_app(size=(1280, 800))
    setup = SetupChoices(mode="hotseat", tactics=True)
    app.stack.push(BoardScene(app, schotten.start(app, session_from(setup, 2))))
    support.step(app, frames=3)
    resize(app, (1600, 1000))
    one_size = app.assets.cached_bytes()
    rng = random.Random(5)
    for _ in range(40):
        resize(app, (rng.randrange(1024, 1921), rng.randrange(640, 1201)))
    resize(app, (1600, 1000))
    assert app.assets.cached_bytes() <= one_size * 1.5
    assert len(widgets._PANELS) + len(widgets._DIMS) <= 20
