"""The main menu and the registry of games it offers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata
from typing import TYPE_CHECKING

import pygame

from scenes import theme
from scenes.core import Scene
from scenes.text import t
from scenes.widgets import Button, blit_centred, draw_dim, draw_panel, wrap

if TYPE_CHECKING:
    from scenes.app import App


@dataclass(frozen=True)
class GameEntry:
    """One game the menu offers: its title, and how to set up or continue a match of it."""

    key: str
    title_key: str
    """The catalog key of the game's name (empty when ``title`` is given)."""
    blurb_key: str
    setup: Callable[[App], Scene]
    resumable: Callable[[App], bool]
    """Whether a match of this game is in progress (saved, or left for the menu)."""
    resume: Callable[[App], Scene]
    logo: str = ""
    """The game's logo in the assets folder, shown in the chooser when the file is there."""
    title: str = ""
    """The game's name when it is the same in every language (a brand name)."""

    def name(self) -> str:
        return self.title or t(self.title_key)


def _schotten_setup(app: App) -> Scene:
    from scenes.setup import SetupScene

    return SetupScene(app)


def _schotten_resumable(app: App) -> bool:
    session = app.session
    return session is not None and not session.match.is_over


def _schotten_resume(app: App) -> Scene:
    from scenes.board import BoardScene

    assert app.session is not None
    return BoardScene(app, app.session)


def _takethat_setup(app: App) -> Scene:
    from scenes.takethat.setup import TakeThatSetup

    return TakeThatSetup(app)


def _takethat_resumable(app: App) -> bool:
    session = app.takethat
    return session is not None and not session.match.is_over


def _takethat_resume(app: App) -> Scene:
    from scenes.takethat.board import TakeThatBoard

    assert app.takethat is not None
    return TakeThatBoard(app, app.takethat)


GAMES: list[GameEntry] = [
    GameEntry("schotten-totten", "game.schotten_totten", "game.schotten_totten.blurb",
              _schotten_setup, _schotten_resumable, _schotten_resume, logo="ui/logo.png"),
    GameEntry("take-that", "", "game.take_that.blurb", _takethat_setup,
              _takethat_resumable, _takethat_resume, logo="takethat/logo.png",
              title="Take That"),
]
"""Add a game here (with its own set-up and board scenes) and the menu offers it."""


def version() -> str:
    try:
        return metadata.version("schotten-totten")
    except metadata.PackageNotFoundError:
        return "dev"


def draw_backdrop(app: App, surface: pygame.Surface, dim: int = 120) -> None:
    """The table with a dark veil: the background of every menu-like screen."""
    surface.blit(app.assets.background(surface.get_size()), (0, 0))
    draw_dim(surface, dim)


def draw_logo(app: App, surface: pygame.Surface, centre: tuple[int, int], height: int) -> int:
    """The logo (or the title in the display font); returns the y below it."""
    logo = app.assets.image("ui/logo.png")
    if logo is not None:
        scale = height / logo.get_height()
        size = (round(logo.get_width() * scale), height)
        image = app.assets.scaled("ui/logo.png", size)
        if image is not None:
            rect = image.get_rect(center=centre)
            surface.blit(image, rect)
            return rect.bottom
    px = int(height * 0.6)
    shadow = app.assets.text(t("app.title"), "display", px, (0, 0, 0))
    title = app.assets.text(t("app.title"), "display", px, theme.GOLD_LIGHT)
    blit_centred(surface, shadow, (centre[0] + 3, centre[1] + 4))
    blit_centred(surface, title, centre)
    sub = app.assets.text(t("app.subtitle"), "text", max(12, int(height * 0.18)), theme.TEXT_LIGHT)
    blit_centred(surface, sub, (centre[0], centre[1] + height * 0.48))
    return int(centre[1] + height * 0.62)


class MainMenu(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = [
            Button(t("menu.new_game"), self.new_game, primary=True),
            Button(t("menu.continue"), self.continue_game),
            Button(t("menu.rules"), self.rules),
            Button(t("menu.settings"), self.settings),
            Button(t("menu.statistics"), self.statistics),
            Button(t("menu.quit"), app.quit),
        ]
        self.focus = 0

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        self.buttons[1].enabled = any(entry.resumable(self.app) for entry in GAMES)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh = min(420, int(w * 0.32)), max(40, int(h * 0.062))
        gap = int(bh * 0.3)
        top = int(h * 0.40)
        for index, button in enumerate(self.buttons):
            button.rect = pygame.Rect((w - bw) // 2, top + index * (bh + gap), bw, bh)

    def new_game(self) -> None:
        if len(GAMES) == 1:
            self.app.stack.push(GAMES[0].setup(self.app))
        else:
            self.app.stack.push(GameChooser(self.app))

    def continue_game(self) -> None:
        """Continue the game in progress; when both games have one, ask which."""
        entries = [entry for entry in GAMES if entry.resumable(self.app)]
        if len(entries) == 1:
            self.app.stack.push(entries[0].resume(self.app))
        elif entries:
            self.app.stack.push(GameChooser(self.app, resuming=True))

    def rules(self) -> None:
        from scenes.rules import RulesScene

        playing = [entry.key for entry in GAMES if entry.resumable(self.app)]
        game = playing[0] if len(playing) == 1 else GAMES[0].key
        self.app.stack.push(RulesScene(self.app, game, switch=len(GAMES) > 1))

    def settings(self) -> None:
        from scenes.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def statistics(self) -> None:
        from scenes.statistics_scene import StatisticsScene

        self.app.stack.push(StatisticsScene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.MOUSEBUTTONDOWN and self.app.notices
                and self.notice_lines(self.app.size)[0].collidepoint(event.pos)):
            self.app.notices.clear()
            return True
        if event.type == pygame.KEYDOWN:
            enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
            if event.key in (pygame.K_DOWN, pygame.K_UP) and enabled:
                step = 1 if event.key == pygame.K_DOWN else -1
                position = enabled.index(self.focus) if self.focus in enabled else 0
                self.focus = enabled[(position + step) % len(enabled)]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                button = self.buttons[self.focus]
                if button.enabled:
                    button.on_click()
                return True
            if event.key == pygame.K_ESCAPE:
                return True
        for index, button in enumerate(self.buttons):
            if button.handle_event(event):
                self.focus = index
                return True
            if button.hovered:
                self.focus = index
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        draw_backdrop(self.app, surface, 90)
        draw_logo(self.app, surface, (w // 2, int(h * 0.2)), int(h * 0.2))
        panel = self.buttons[0].rect.unionall([b.rect for b in self.buttons]).inflate(48, 40)
        draw_panel(surface, panel, 170, assets=self.app.assets)
        for index, button in enumerate(self.buttons):
            button.focused = index == self.focus
            button.draw(surface, self.app.assets)
        px = max(12, h // 50)
        label = self.app.assets.text(t("app.version", version=version()), "text", px,
                                     theme.TEXT_DIM)
        surface.blit(label, label.get_rect(bottomright=(w - 14, h - 10)))
        self.draw_notices(surface)

    def notice_lines(self, size: tuple[int, int]) -> tuple[pygame.Rect, list[str], int]:
        """Where the notices go (a box at the top), their wrapped lines and font size."""
        w, h = size
        px = max(12, h // 52)
        width = min(w - 40, 1100)
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


class GameChooser(Scene):
    """Shown by New game when more than one game is registered, and by Continue when more
    than one game is in progress."""

    opaque = False

    def __init__(self, app: App, resuming: bool = False) -> None:
        super().__init__(app)
        self.resuming = resuming
        self.entries = [entry for entry in GAMES if not resuming or entry.resumable(app)]
        self.buttons = [
            Button(entry.name(), lambda entry=entry: self.choose(entry))  # type: ignore[misc]
            for entry in self.entries
        ]
        self.buttons.append(Button(t("menu.back"), lambda: app.stack.pop(self)))
        self.logo_h = 0
        self.blurb_px = 14
        self.blurb_h = 0

    def choose(self, entry: GameEntry) -> None:
        self.app.stack.pop(self)
        self.app.stack.push(entry.resume(self.app) if self.resuming else entry.setup(self.app))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh = min(440, int(w * 0.34)), max(40, int(h * 0.062))
        has_logo = any(self.app.assets.image(entry.logo) is not None for entry in self.entries
                       if entry.logo)
        self.logo_h = int(h * 0.09) if has_logo else 0
        self.blurb_px = max(13, h // 50)
        self.blurb_h = 2 * (self.blurb_px + 4) + 6
        step = bh + 12 + self.logo_h + self.blurb_h
        top = h // 2 - (len(self.entries) * step + bh) // 2 + self.logo_h
        for index, button in enumerate(self.buttons):
            button.rect = pygame.Rect((w - bw) // 2, top + index * step, bw, bh)
        if self.entries:
            self.buttons[-1].rect.y = (self.buttons[-2].rect.bottom + self.blurb_h + 12
                                       + self.logo_h // 3)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop(self)
            return True
        for button in self.buttons:
            button.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface, 170)
        panel = self.buttons[0].rect.unionall([b.rect for b in self.buttons]).inflate(60, 90)
        extra = self.logo_h + self.logo_h // 4
        panel.y -= extra
        panel.h += extra
        # The panel art is translucent; a solid backing keeps the menu's buttons from
        # showing through as ghosts behind the games' logos.
        pygame.draw.rect(surface, (14, 18, 16), panel.inflate(-10, -10), border_radius=12)
        draw_panel(surface, panel, assets=self.app.assets)
        px = max(16, surface.get_height() // 30)
        key = "menu.continue" if self.resuming else "menu.choose_game"
        title = self.app.assets.text(t(key), "display", px, theme.GOLD_LIGHT)
        blit_centred(surface, title, (panel.centerx, panel.y + 30))
        for entry, button in zip(self.entries, self.buttons, strict=False):
            logo = self.app.assets.image(entry.logo) if entry.logo and self.logo_h else None
            if logo is not None:
                height = self.logo_h - 8
                width = min(button.rect.w, round(logo.get_width() * height / logo.get_height()))
                image = self.app.assets.scaled(entry.logo, (width, height))
                if image is not None:
                    blit_centred(surface, image, (button.rect.centerx,
                                                  button.rect.y - self.logo_h // 2 - 2))
            lines = wrap(self.app.assets, t(entry.blurb_key), "text", self.blurb_px,
                         button.rect.w)
            for index, line in enumerate(lines):
                text = self.app.assets.text(line, "text", self.blurb_px, theme.TEXT_DIM)
                blit_centred(surface, text, (button.rect.centerx, button.rect.bottom + 6
                                             + (self.blurb_px + 4) * index
                                             + (self.blurb_px + 4) // 2))
        for button in self.buttons:
            button.draw(surface, self.app.assets)
