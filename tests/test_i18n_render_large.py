"""The language render test's checks (``test_i18n_render``) on the largest windows: every
scene in every language at 1920×1080 and at 3840×2160. A panel, a button or a label that
stops growing at some fixed size while the type keeps growing with the window shows up
here as a text that overflows its box or runs into another."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator

import pygame
import pytest

from scenes.ui import text
from scenes.ui.assets import Assets
from scenes.ui.text import LANGUAGES, set_language
from tests import test_i18n_render as render

SIZES = ((1920, 1080), (3840, 2160))


@pytest.fixture(scope="module", params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def large(request: pytest.FixtureRequest) -> Iterator[render.Rig]:
    size: tuple[int, int] = request.param
    pygame.display.init()
    pygame.font.init()
    display = pygame.display.set_mode(size)
    recorder = render.Recorder(size)
    render.RecordingScreen.recorder = recorder
    screen = render.RecordingScreen(size, 0, display)
    language = text.language()
    with pytest.MonkeyPatch.context() as patch:
        render.record(patch, recorder)
        assets = Assets()
        yield screen, recorder, assets, render.Glyphs(assets)
    set_language(language)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_scene_fits_a_large_window(code: str, large: render.Rig) -> None:
    found: list[str] = []
    for name, (trouble, _) in render.render(large, code).items():
        found += [f"{name}: {problem}" for problem in trouble]
    assert not found, "\n".join(found)
