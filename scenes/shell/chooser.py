"""The game chooser: shown by New game when more than one game is registered, and by
Continue when more than one game is in progress (each game may keep one against the
computer and one between people at this screen)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.core.entry import GameEntry, GameSession
from scenes.core.scene import Scene
from scenes.shell.forms import FormScene
from scenes.shell.resume import resume_line
from scenes.table.logpanel import even_lines
from scenes.ui import theme
from scenes.ui.text import t
from scenes.ui.widgets import (
    Button,
    blit_centred,
    draw_dim,
    draw_panel,
    focus_key,
    focus_reach,
    pointer_focus,
)

if TYPE_CHECKING:
    from scenes.core.app import App


class GameChooser(Scene):
    """Shown by New game when more than one game is registered, and by Continue when more
    than one game is in progress."""

    opaque = False

    def __init__(self, app: App, resuming: bool = False, focus: str | None = None) -> None:
        super().__init__(app)
        self.resuming = resuming
        self.items: list[tuple[GameEntry[Any], GameSession | None]] = (
            list(app.kept_games()) if resuming else [(entry, None) for entry in app.games])
        """Each game, or resuming each game in progress (a game between people at this
        screen beside the same game against the computer)."""
        self.entries = [entry for entry, _ in self.items]
        self.buttons = [
            Button(self.label(entry, kept),
                   lambda entry=entry, kept=kept: self.choose(entry, kept))  # type: ignore[misc]
            for entry, kept in self.items
        ]
        self.buttons.append(Button(t("menu.back"), lambda: app.stack.pop(self)))
        lit = focus if focus is not None else app.current_game()
        current = [index for index, entry in enumerate(self.entries) if entry.key == lit]
        self.focus = current[0] if current else 0
        """The button Enter presses (Up and Down move it, as in the main menu): at first
        ``focus``, the game whose set-up was left, else the game last played or set up (a
        Take That player found Schotten Totten lit every time; back from Schotten Totten's
        set-up, a tester found Take That lit)."""
        self.logo_h = 0
        self.blurb_px = 14
        self.blurb_h = 0
        self.blurb_gap = 6
        self.blurb_lines = 3 if resuming else 2
        """Under each game: what it is, or what is saved (who plays needs a line more)."""

    def label(self, entry: GameEntry[Any], kept: GameSession | None) -> str:
        """A game's button: its name, and where a game is kept of both kinds, which kind
        ("with friends" on one of two buttons named alike read oddly to a player whose
        friend was her sister, and the other did not say it was against the computer)."""
        if kept is None or [each.key for each, _ in self.items].count(entry.key) < 2:
            return entry.name()
        return t("menu.kept.hotseat" if kept.hotseat else "menu.kept.computer",
                 game=entry.name())

    def choose(self, entry: GameEntry[Any], kept: GameSession | None = None) -> None:
        self.app.stack.pop(self)
        scene = self.app.resume(entry, kept) if self.resuming else entry.setup(self.app)
        if isinstance(scene, FormScene):
            # Back from the set-up comes here again, to choose the other game.
            scene.on_back = lambda: GameChooser(self.app, focus=entry.key)
        self.app.stack.push(scene)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh = min(theme.grown(440, h), int(w * 0.34)), max(40, int(h * 0.062))
        # Three games kept or more leave no room for the logos at 1024x640: the buttons
        # name the games.
        has_logo = len(self.entries) <= 2 and any(
            self.app.assets.image(entry.logo) is not None for entry in self.entries if entry.logo)
        self.logo_h = int(h * 0.09) if has_logo else 0
        self.blurb_px = max(13, h // 50)
        # The text under a game's button starts below the focus ring round it (it touched
        # the ring's line at 1920x1080).
        self.blurb_gap = focus_reach(bh) + 4
        self.blurb_h = self.blurb_lines * (self.blurb_px + 4) + self.blurb_gap
        step = bh + 12 + self.logo_h + self.blurb_h
        top = h // 2 - (len(self.entries) * step + bh) // 2 + self.logo_h
        for index, button in enumerate(self.buttons):
            button.rect = pygame.Rect((w - bw) // 2, top + index * step, bw, bh)
        if self.entries:
            self.buttons[-1].rect.y = (self.buttons[-2].rect.bottom + self.blurb_h + 12
                                       + self.logo_h // 3)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.stack.pop(self)
            else:
                moved = focus_key(self.buttons, self.focus, event.key, getattr(event, "mod", 0))
                self.focus = self.focus if moved is None else moved
            return True
        _, self.focus = pointer_focus(self.buttons, event, self.focus)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface, 170)
        h = surface.get_height()
        # Room for the title above the first game, in proportion to the window (the
        # title's type grows with it).
        panel = self.buttons[0].rect.unionall([b.rect for b in self.buttons]).inflate(
            max(60, int(h * 0.094)), max(90, int(h * 0.14)))
        # Without logos (three games kept or more) the title keeps some air above the
        # first button (a tester found it pressed against the frame).
        extra = self.logo_h + self.logo_h // 4 if self.logo_h else int(h * 0.03)
        panel.y -= extra
        panel.h += extra
        # The panel art is translucent; a solid backing keeps the menu's buttons from
        # showing through as ghosts behind the games' logos.
        pygame.draw.rect(surface, (14, 18, 16), panel.inflate(-10, -10), border_radius=12)
        draw_panel(surface, panel, assets=self.app.assets)
        px = max(16, h // 30)
        key = "menu.continue" if self.resuming else "menu.choose_game"
        title = self.app.assets.text(t(key), "display", px, theme.GOLD_LIGHT)
        blit_centred(surface, title, (panel.centerx, panel.y + max(30, int(h * 0.047))))
        for (entry, kept), button in zip(self.items, self.buttons, strict=False):
            logo = self.app.assets.image(entry.logo) if entry.logo and self.logo_h else None
            if logo is not None:
                height = self.logo_h - 8
                width = min(button.rect.w, round(logo.get_width() * height / logo.get_height()))
                image = self.app.assets.scaled(entry.logo, (width, height))
                if image is not None:
                    blit_centred(surface, image, (button.rect.centerx,
                                                  button.rect.y - self.logo_h // 2 - 2))
            # Resuming, each game says what is saved; else what the game is.
            about = (resume_line(self.app, entry, kept) if kept is not None
                     else t(entry.blurb_key))
            # Lines of even length: a Polish blurb left its last word alone on a line.
            lines = even_lines(self.app.assets, about, self.blurb_px,
                               button.rect.w)[:self.blurb_lines]
            for index, line in enumerate(lines):
                text = self.app.assets.text(line, "text", self.blurb_px, theme.TEXT_DIM)
                below = (self.blurb_gap + (self.blurb_px + 4) * index
                         + (self.blurb_px + 4) // 2)
                blit_centred(surface, text, (button.rect.centerx, button.rect.bottom + below))
        for index, button in enumerate(self.buttons):
            button.focused = button.primary = index == self.focus
            button.draw(surface, self.app.assets)
