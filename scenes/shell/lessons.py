"""Choosing a lesson of a game with more than one: How to play used to start lesson 1 or
carry on where the player left off, with no way to pick another."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.shell.modal import Dialog
from scenes.shell.tutorial import TUTORIALS, load_progress, open_tutorial
from scenes.ui.text import t
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.app import App


class LessonChooser(Dialog):
    """Every lesson of game ``key``, the one left half-way marked as carried on and those
    finished as done; the focus starts on ``suggested`` (the lesson of the rules tab
    open), else where the player left off, else the first."""

    def __init__(self, app: App, key: str, suggested: int | None = None) -> None:
        self.key = key
        entry = TUTORIALS[key]
        progress = load_progress(app)
        place = progress.places.get(key)
        done = progress.finished.get(key, frozenset())
        buttons = []
        for number, lesson in enumerate(entry.lessons, 1):
            title = t(lesson.title_key)
            resumes = place is not None and place.lesson == number and place.step > 0
            word = "resume" if resumes else "done" if number in done else "lesson"
            label = t(f"tutorial.choose.{word}", number=number, title=title)
            buttons.append(Button(label, lambda n=number, r=resumes:  # type: ignore[misc]
                                  self.open(None if r else n)))
        for other, tutorial in TUTORIALS.items():
            # The other games' lessons too: a newcomer looked here for Take That's and found
            # it only under that game's rules.
            if other == key or not any(game.key == other for game in app.games):
                continue
            finished = progress.finished.get(other, frozenset())
            for number, lesson in enumerate(tutorial.lessons, 1):
                title = t(lesson.title_key)
                label = t("tutorial.choose.other_done", title=title) if number in finished \
                    else title
                buttons.append(Button(label, lambda o=other, n=number:  # type: ignore[misc]
                                      self.open(n, o)))
        buttons.append(Button(t("menu.back"), self.close))
        super().__init__(app, t("tutorial.choose.title"), buttons)
        first = suggested or (place.lesson if place is not None else 1)
        self.focus = min(max(1, first), len(entry.lessons)) - 1

    def open(self, lesson: int | None, key: str | None = None) -> None:
        """Lesson ``lesson`` of this game (or of game ``key``) from its start; ``None``:
        where the player left off."""
        self.close()
        open_tutorial(self.app, key or self.key, lesson)
