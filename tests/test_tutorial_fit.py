"""Every step's text, with the hint a wrong move adds under it, fits the step panel in
every language at the smallest window (1024x640) and at 1920x1080, in the keys' wording
too."""

from __future__ import annotations

import pytest

from scenes.schotten.tutorial import SchottenTutorial
from scenes.shell.tutorial import TUTORIALS, lesson_text
from scenes.takethat.tutorial import TakeThatTutorial
from scenes.ui.text import LANGUAGES, set_language
from tests.scenes_support import make_app, step


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_step_fits_its_panel(code: str, size: tuple[int, int]) -> None:
    app = make_app(size=size)
    app.settings.language = code
    set_language(code)
    crowded = []
    for key, entry in TUTORIALS.items():
        for lesson in entry.lessons:
            for index, done in enumerate(lesson.steps):
                for by_keys in (False, True):
                    scene = entry.open(app, lesson.number, index)
                    assert isinstance(scene, SchottenTutorial | TakeThatTutorial)
                    app.stack.push(scene)
                    step(app)
                    scene.by_keys = by_keys
                    scene.guide.hint = lesson_text(f"tutorial.hint.{done.kind}", by_keys)
                    step(app)
                    if scene.guide.overflow:
                        crowded.append(f"{key} {lesson.number} {done.key} keys={by_keys}")
                    app.stack.pop(scene)
                    step(app)
    assert not crowded, crowded
