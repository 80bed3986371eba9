"""The question asked once, at the very first start: learn to play now, or not now."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.shell.modal import ConfirmDialog
from scenes.shell.tutorial import TUTORIALS, open_tutorial
from scenes.ui import text
from scenes.ui.text import LANGUAGES, t
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.app import App


class TutorialOffer(ConfirmDialog):
    """Asked once, at the very first start: learn a game now (one button for each game
    with lessons, ``key`` first), or not now."""

    content_height = 0.17
    """Room for four lines of the question in the longer languages."""

    def __init__(self, app: App, key: str) -> None:
        super().__init__(app, t("tutorial.offer.title"), t("tutorial.offer.body"),
                         lambda: open_tutorial(app, key),
                         t("tutorial.offer.learn", game=app.entry(key).name()))
        self.buttons[0].primary = True
        self.buttons[1].primary = False
        self.buttons[1].label = t("tutorial.offer.no")
        # Every game's lesson from here: a tester who came for Take That was taken
        # straight into Schotten Totten's, with no word of a choice.
        others = [Button(t("tutorial.offer.learn", game=app.entry(other).name()),
                         lambda other=other: self.learn(other))  # type: ignore[misc]
                  for other in TUTORIALS if other != key]
        self.buttons[1:1] = others
        # The very first screen may come up in a language the player does not read (the
        # system's, or English): it offers the others at once.
        self.buttons.append(Button(self.language_label(), self.next_language))
        self.focus = 0

    def learn(self, key: str) -> None:
        self.close()
        open_tutorial(self.app, key)

    def language_label(self) -> str:
        code = text.language()
        return t("tutorial.offer.language", language=LANGUAGES.get(code, code))

    def handle_event(self, event: pygame.event.Event) -> bool:
        # Left and Right step through the languages either way, with the language button
        # lit or not: an Italian tester went one language too far and had to go round
        # the other four.
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus = len(self.buttons) - 1
            self.next_language(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return super().handle_event(event)

    def next_language(self, step: int = 1) -> None:
        """The next (``step`` -1: the previous) language of the game, for this dialog and
        everything after it."""
        codes = list(LANGUAGES)
        code = text.language()
        following = (codes[(codes.index(code) + step) % len(codes)] if code in codes
                     else codes[0])
        self.app.settings.language = following
        text.set_language(following)
        self.app.save_settings()
        self.buttons[-1].label = self.language_label()


def offer_at_first_start(app: App) -> None:
    """On the very first run, ask once whether to learn to play (remembered in the
    settings whatever the answer)."""
    if app.settings.tutorial_offered or not TUTORIALS:
        return
    app.settings.tutorial_offered = True
    app.save_settings()
    app.stack.push(TutorialOffer(app, next(iter(TUTORIALS))))
