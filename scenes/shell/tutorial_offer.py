"""The question asked once, at the very first start: learn to play now, or not now."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.shell.modal import ConfirmDialog, body_px
from scenes.shell.tutorial import TUTORIALS, open_tutorial
from scenes.ui import text, theme
from scenes.ui.text import LANGUAGES, current, in_language, t
from scenes.ui.widgets import (
    MOVE_KEYS,
    PRESS_KEYS,
    Button,
    draw_text_block,
    focus_key,
    row_rects,
    wrap,
)

if TYPE_CHECKING:
    from scenes.core.app import App


class TutorialOffer(ConfirmDialog):
    """Asked once, at the very first start: learn a game now (one button for each game
    with lessons, ``key`` first), or not now."""

    content_height = 0.0
    """No more room than the longest language's question needs (see ``bodies``): a
    fixed four lines left a gap under the English three."""
    body_gap = 1.5
    width_share = 0.5
    """Wide enough for the five languages' own names side by side at 1024x640."""

    def __init__(self, app: App, key: str) -> None:
        super().__init__(app, t("tutorial.offer.title"), t("tutorial.offer.body"),
                         lambda: open_tutorial(app, key),
                         t("tutorial.offer.learn", game=app.entry(key).name()))
        self.buttons[0].primary = True
        self.buttons[1].primary = False
        self.buttons[1].label = t("tutorial.offer.no")
        # Every game's lesson from here: a tester who came for Take That was taken
        # straight into Schotten Totten's, with no word of a choice.
        keys = [other for other in TUTORIALS if other != key]
        others = [Button(t("tutorial.offer.learn", game=app.entry(other).name()),
                         lambda other=other: self.learn(other))  # type: ignore[misc]
                  for other in keys]
        self.buttons[1:1] = others
        self.games = [key, *keys]
        """The game each of the first buttons teaches, in their order."""
        # The very first screen may come up in a language the player does not read (the
        # system's, or English): every language is offered at once, by its own name, in
        # a row under the answers. One button stepping through them took an Italian
        # tester three presses, past two languages they could not read.
        self.languages = [Button(name, lambda code=code: self.choose_language(code),  # type: ignore[misc]
                                 tab=True)
                          for code, name in LANGUAGES.items()]
        self.focus = 0
        self.arrows: list[tuple[int, pygame.Rect]] = []
        """Where the arrows beside the row were drawn, with the step each takes."""

    @property
    def game_key(self) -> str | None:
        """The game F1 explains: the one whose lesson button has the focus (a keyboard
        tester on "Learn Take That" pressed F1 and got Schotten Totten's keys)."""
        return self.games[self.focus] if self.focus < len(self.games) else None

    def bodies(self) -> list[str]:
        """The question in every language: the row of languages changes it in place, and
        the panel keeps its size (a chip that moved would leave the pointer behind)."""
        return [in_language(self.body, code) for code in LANGUAGES]

    def draw_content(self, surface: pygame.Surface) -> None:
        """The question in the middle of its room (the longest language fills it)."""
        px = body_px(surface.get_height())
        assets = self.app.assets
        lines = len(wrap(assets, current(self.body), "text", px, self.content_rect.w))
        used = lines * assets.font("text", px).get_linesize() + int(px * self.body_gap)
        rect = self.content_rect.move(0, max(0, self.content_rect.h - used) // 2)
        draw_text_block(surface, assets, current(self.body), rect, px)

    def learn(self, key: str) -> None:
        self.close()
        open_tutorial(self.app, key)

    def resize(self, size: tuple[int, int]) -> None:
        """The dialog's panel grown by one row at the bottom, for the languages."""
        super().resize(size)
        if not self.buttons:
            return
        last = self.buttons[-1].rect
        gap = max(6, last.h // 4)
        row_h = max(30, last.h * 4 // 5)
        grow = gap + row_h
        self.panel.h += grow
        self.panel.centery = size[1] // 2
        lift = grow // 2
        self.content_rect.y -= lift
        for button in self.buttons:
            button.rect.y -= lift
        # Each name as wide as its length asks: "Português (BR)" stood in smaller type
        # than the four others in chips of one width (re-tester).
        row = pygame.Rect(last.x, self.buttons[-1].rect.bottom + gap, last.w, row_h)
        weights = [len(chip.label) + 4 for chip in self.languages]
        for chip, rect in zip(self.languages, row_rects(row, weights, max(4, last.w // 60)),
                              strict=True):
            chip.rect = rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        # Left and Right step through the languages either way: an Italian tester went one
        # language too far and had to go round the other four.
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.next_language(-1 if event.key == pygame.K_LEFT else 1)
            return True
        if event.type == pygame.KEYDOWN and event.key in MOVE_KEYS:
            # The row of languages is a stop of its own for Tab, Up and Down, its chosen
            # name ringed: a keyboard tester could not reach it and found Left and Right
            # only by trying.
            moved = focus_key([*self.buttons, self.chosen_chip()], self.focus, event.key,
                              getattr(event, "mod", 0))
            self.focus = self.focus if moved is None else moved
            return True
        if (event.type == pygame.KEYDOWN and event.key in PRESS_KEYS
                and self.focus == len(self.buttons)):
            return True  # the language shown is the one chosen already
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for step, rect in self.arrows:
                if rect.collidepoint(event.pos):
                    self.next_language(step)  # the arrows beside the row step as keys do
                    return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            for chip in self.languages:
                if chip.handle_event(event) and event.type != pygame.MOUSEMOTION:
                    return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app.stack.top is not self:
            return
        chosen = text.language()
        on_row = self.focus == len(self.buttons)
        for code, chip in zip(LANGUAGES, self.languages, strict=True):
            chip.primary = code == chosen
            chip.focused = chip.primary and on_row
            chip.draw(surface, self.app.assets)
        # Arrows either side of the row while it has the focus: Left and Right step
        # through the languages. Always shown, they puzzled two mouse players, who saw
        # every language already in the row.
        first, last = self.languages[0].rect, self.languages[-1].rect
        px = max(18, first.h)
        self.arrows = []
        if not on_row:
            return
        for step, glyph, x in ((-1, "‹", first.x - px // 2), (1, "›", last.right + px // 2)):
            label = self.app.assets.text(glyph, "text", px, theme.GOLD_LIGHT)
            surface.blit(label, label.get_rect(center=(x, first.centery)))
            self.arrows.append((step, pygame.Rect(x - px // 2, first.y, px, first.h)))

    def chosen_chip(self) -> Button:
        """The chip of the language spoken now."""
        codes = list(LANGUAGES)
        code = text.language()
        return self.languages[codes.index(code) if code in codes else 0]

    def next_language(self, step: int = 1) -> None:
        """The next (``step`` -1: the previous) language of the game, for this dialog and
        everything after it."""
        codes = list(LANGUAGES)
        code = text.language()
        self.choose_language(codes[(codes.index(code) + step) % len(codes)] if code in codes
                             else codes[0])

    def choose_language(self, code: str) -> None:
        """Speak ``code`` from now on, in this dialog and everything after it (saved)."""
        self.app.settings.language = code
        text.set_language(code)
        self.app.save_settings()


def offer_at_first_start(app: App) -> None:
    """On the very first run, ask once whether to learn to play (remembered in the
    settings whatever the answer)."""
    if app.settings.tutorial_offered or not TUTORIALS:
        return
    app.settings.tutorial_offered = True
    app.save_settings()
    app.stack.push(TutorialOffer(app, next(iter(TUTORIALS))))
