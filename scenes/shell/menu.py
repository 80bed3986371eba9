"""The main menu: New game, Continue, the rules, settings and statistics; and the notices
about files that could not be read at start-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.core.scene import Scene
from scenes.model.version import version
from scenes.shell.chooser import GameChooser
from scenes.shell.keys import KEYS_TAB
from scenes.shell.modal import ConfirmDialog
from scenes.shell.resume import resume_line
from scenes.shell.rules import RulesScene
from scenes.shell.settings import SettingsScene
from scenes.shell.statistics import StatisticsScene
from scenes.shell.tutorial_offer import offer_at_first_start
from scenes.ui import theme
from scenes.ui.backdrop import draw_backdrop, draw_logo
from scenes.ui.text import t
from scenes.ui.widgets import Button, draw_panel, focus_key, pointer_focus, wrap

if TYPE_CHECKING:
    from scenes.core.app import App



class MainMenu(Scene):
    """The main menu; with ``offer_tutorial`` (the first menu of a run) it asks, on the very
    first run only, whether to learn to play."""

    def __init__(self, app: App, offer_tutorial: bool = False) -> None:
        super().__init__(app)
        self.offer_tutorial = offer_tutorial
        self.buttons = [
            Button(t("menu.new_game"), self.new_game, primary=True),
            Button(t("menu.continue"), self.continue_game),
            Button(t("menu.rules"), self.rules),
            Button(t("menu.settings"), self.settings),
            Button(t("menu.statistics"), self.statistics),
            Button(t("menu.quit"), self.quit),
        ]
        self.focus = 0

    def enter(self) -> None:
        self.refresh()
        # With a game in progress Enter continues it (it had offered a new game, which
        # asks before it replaces the one in progress, but only after a keystroke more).
        self.focus = 1 if self.buttons[1].enabled else 0
        if self.offer_tutorial:
            offer_at_first_start(self.app)

    def resume(self) -> None:
        self.refresh()
        if not self.buttons[self.focus].enabled:
            self.focus = 0

    def refresh(self) -> None:
        self.buttons[1].enabled = any(self.app.resumable(entry) for entry in self.app.games)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh = min(theme.grown(420, h), int(w * 0.32)), max(40, int(h * 0.062))
        gap = int(bh * 0.3)
        top = int(h * 0.40)
        for index, button in enumerate(self.buttons):
            button.rect = pygame.Rect((w - bw) // 2, top + index * (bh + gap), bw, bh)

    def quit(self) -> None:
        """Quit, once asked: Up from New game wraps round to Quit, and a keyboard tester
        closed the game with one Enter too many."""
        saved = len(self.app.kept_games())
        body = ("menu.quit_confirm.body" if not saved else "menu.quit_confirm.saved"
                if saved == 1 else "menu.quit_confirm.saved_many")
        self.app.stack.push(ConfirmDialog(
            self.app, t("menu.quit_confirm.title"), t(body),
            self.app.quit, t("menu.quit")))

    def new_game(self) -> None:
        games = self.app.games
        if len(games) == 1:
            self.app.stack.push(games[0].setup(self.app))
        else:
            self.app.stack.push(GameChooser(self.app))

    def continue_game(self) -> None:
        """Continue the game in progress; when there are several, ask which."""
        kept = self.app.kept_games()
        if len(kept) == 1:
            self.app.stack.push(self.app.resume(*kept[0]))
        elif kept:
            self.app.stack.push(GameChooser(self.app, resuming=True))

    def rules(self) -> None:
        games = self.app.games
        self.app.stack.push(RulesScene(self.app, self.app.current_game(), switch=len(games) > 1))

    def settings(self) -> None:
        self.app.stack.push(SettingsScene(self.app))

    def statistics(self) -> None:
        self.app.stack.push(StatisticsScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and self.app.notices
                and self.notice_lines(self.app.size)[0].collidepoint(event.pos)):
            self.app.notices.clear()
            return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.keys_label(self.app.size)[1].collidepoint(event.pos)):
            self.app.toggle_help()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                # Esc asks to quit, as in most games (a tester's Esc here did nothing,
                # with nothing to say why); No is lit, so Enter stays safe.
                self.quit()
                return True
            moved = focus_key(self.buttons, self.focus, event.key, getattr(event, "mod", 0))
            if moved is not None:
                self.focus = moved
            return moved is not None
        pressed, self.focus = pointer_focus(self.buttons, event, self.focus)
        return pressed

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        draw_backdrop(self.app.assets, surface, 90)
        below = draw_logo(self.app.assets, surface, (w // 2, int(h * 0.2)), int(h * 0.2))
        self.draw_games(surface, below)
        # Under the game chooser the menu's own panel would peep out below the chooser's
        # as a second frame: the chooser takes the menu's place, over the moor and title.
        if not isinstance(self.app.stack.top, GameChooser):
            self.draw_buttons(surface)
        px = max(12, h // 50)
        label = self.app.assets.text(t("app.version", version=version()), "text", px,
                                     theme.TEXT_DIM)
        surface.blit(label, label.get_rect(bottomright=(w - 14, h - 10)))
        keys, place = self.keys_label((w, h))
        surface.blit(keys, place)
        self.draw_notices(surface)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The panel of buttons, and beside Continue what it resumes."""
        panel = self.buttons[0].rect.unionall([b.rect for b in self.buttons]).inflate(48, 40)
        draw_panel(surface, panel, 170, assets=self.app.assets)
        for index, button in enumerate(self.buttons):
            button.focused = button.primary = index == self.focus  # one lit button
            button.draw(surface, self.app.assets)
        if self.app.stack.top is self:
            # Under a dialog (Quit?) the box beside Continue stuck out at its side like a
            # stray tooltip (a tester).
            self.draw_resumable(surface)

    def keys_label(self, size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
        """Bottom left, opposite the version: F1 and the page it opens (a click opens it)."""
        h = size[1]
        label = self.app.assets.text(t("menu.keys", page=t(KEYS_TAB)), "text",
                                     max(12, h // 50), theme.TEXT_DIM)
        return label, label.get_rect(bottomleft=(14, h - 10))

    def draw_games(self, surface: pygame.Surface, top: int) -> None:
        """Under the logo, every game the box holds, so that the second one is known before
        New game opens the chooser."""
        line = self.games_line()
        if line is None:
            return
        h = surface.get_height()
        px = max(13, int(h * 0.028))
        shadow = self.app.assets.text(line, "text_bold", px, (0, 0, 0))
        label = self.app.assets.text(line, "text_bold", px, theme.GOLD_LIGHT)
        gap = max(4, int(h * 0.012))
        rect = label.get_rect(midtop=(surface.get_width() // 2, top + gap))
        surface.blit(shadow, rect.move(2, 2))
        surface.blit(label, rect)

    def games_line(self) -> str | None:
        """The line that names the games in the box (``None`` when there is only one)."""
        games = self.app.games
        if len(games) < 2:
            return None
        return t("menu.games", games=" · ".join(entry.name() for entry in games))

    def resumable_lines(self) -> list[str]:
        """What Continue resumes: each game in progress, who plays, the round, the score."""
        return [resume_line(self.app, entry, session)
                for entry, session in self.app.kept_games()]

    def draw_resumable(self, surface: pygame.Surface) -> None:
        """Beside Continue, what it resumes."""
        lines = self.resumable_lines()
        if not lines:
            return
        w, h = surface.get_size()
        button = self.buttons[1].rect
        x = button.right + 44
        # 12 px at least, and the frame 14 px clear of the window's edge: two games in
        # Greek at 1024x640 stood at 11 px against the edge.
        px = max(12, h // 56)
        pad_x, pad_y = max(16, px), max(13, px)
        width = w - x - pad_x - 14
        assets = self.app.assets
        groups = [wrap(assets, line, "text", px, width) for line in lines]
        line_h = assets.font("text", px).get_linesize()
        # A little air between games: four games kept (each against the computer and
        # between people) ran together into one block of text.
        gap = line_h // 3
        tall = line_h * sum(len(group) for group in groups) + gap * (len(groups) - 1)
        y = button.centery - tall // 2
        widest = max(assets.text(part, "text", px).get_width()
                     for group in groups for part in group)
        # Room round the text for the frame's corner ornaments (Greek ran into them).
        draw_panel(surface, pygame.Rect(x - pad_x, y - pad_y, widest + 2 * pad_x,
                                        tall + 2 * pad_y), 200, assets=assets)
        for group in groups:
            for part in group:
                surface.blit(assets.text(part, "text", px, theme.TEXT_LIGHT), (x, y))
                y += line_h
            y += gap

    def notice_lines(self, size: tuple[int, int]) -> tuple[pygame.Rect, list[str], int]:
        """Where the notices go (a box at the top), their wrapped lines and font size."""
        w, h = size
        px = max(12, h // 52)
        width = min(w - 40, theme.grown(1100, h))
        lines = [line for notice in self.app.notices
                 for line in wrap(self.app.assets, notice, "text", px, width - 40)]
        line_h = self.app.assets.font("text", px).get_linesize()
        box = pygame.Rect(0, 12, width, line_h * len(lines) + 20)
        box.centerx = w // 2
        return box, lines, px

    def draw_notices(self, surface: pygame.Surface) -> None:
        """What could not be read at start-up (set aside, not lost), one sentence each;
        a click on the box dismisses it."""
        if not self.app.notices:
            return
        box, lines, px = self.notice_lines(surface.get_size())
        draw_panel(surface, box, 230, edge=theme.ERROR, assets=self.app.assets)
        y = box.y + 10
        line_h = self.app.assets.font("text", px).get_linesize()
        for line in lines:
            label = self.app.assets.text(line, "text", px, theme.TEXT_LIGHT)
            surface.blit(label, (box.x + 20, y))
            y += line_h
