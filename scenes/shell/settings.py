"""The Settings scene (from the main menu and the pause menu): every change applies at once
and is written to ``settings.json``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

import pygame

from scenes.core.scene import Scene
from scenes.model.settings import CARD_NAMES, SPEEDS
from scenes.ui import text, theme
from scenes.ui.text import LANGUAGES, t
from scenes.ui.widgets import (
    Button,
    Choice,
    blit_centred,
    draw_dim,
    draw_focus_band,
    draw_panel,
    fitted_label,
    hang,
    wrap,
)

if TYPE_CHECKING:
    from scenes.core.app import App

VOLUME_STEP: Final = 5
HELP_WEIGHT: Final = 1.45
"""The height of an option with a help line, in rows of an option without."""


@dataclass
class Slider:
    """A volume from 0 to 100: click or drag on the bar, or Left/Right when focused."""

    value: int
    on_change: Callable[[int], None]
    on_release: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    dragging: bool = False

    def bar(self) -> pygame.Rect:
        """The track, leaving room on the right for the percentage."""
        return pygame.Rect(self.rect.x, self.rect.y, round(self.rect.w * 0.8), self.rect.h)

    def set(self, value: int) -> None:
        value = max(0, min(100, round(value / VOLUME_STEP) * VOLUME_STEP))
        if value != self.value:
            self.value = value
            self.on_change(value)

    def set_from(self, x: int) -> None:
        bar = self.bar()
        self.set(round((x - bar.x) / max(1, bar.w) * 100))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.bar().inflate(0, self.rect.h).collidepoint(event.pos):
                self.dragging = True
                self.set_from(event.pos[0])
                return True
        elif event.type == pygame.MOUSEMOTION and self.dragging:
            self.set_from(event.pos[0])
            return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.on_release()
            return True
        return False

    def step(self, direction: int) -> None:
        self.set(self.value + direction * 2 * VOLUME_STEP)
        self.on_release()

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        bar = self.bar()
        track = pygame.Rect(bar.x, bar.centery - bar.h // 6, bar.w, max(4, bar.h // 3))
        radius = track.h // 2
        pygame.draw.rect(surface, (52, 48, 42), track, border_radius=radius)
        filled = track.copy()
        filled.w = round(track.w * self.value / 100)
        if filled.w > 0:
            pygame.draw.rect(surface, theme.SELECTED, filled, border_radius=radius)
        pygame.draw.rect(surface, theme.GOLD_LIGHT if focused else (96, 88, 74), track,
                         width=1, border_radius=radius)
        knob = (track.x + filled.w, track.centery)
        pygame.draw.circle(surface, theme.PAPER, knob, max(6, bar.h // 3))
        pygame.draw.circle(surface, theme.GOLD_LIGHT if focused else theme.GOLD, knob,
                           max(6, bar.h // 3), width=2)
        px = max(11, int(self.rect.h * 0.42))
        label = app.assets.text(f"{self.value}%", "text_bold", px, theme.TEXT_LIGHT)
        surface.blit(label, (bar.right + self.rect.h // 2 + 6,
                             self.rect.centery - label.get_height() // 2))


Control = Choice | Slider


HELP: Final = {
    "settings.auto_claim": "teach.settings.auto_claim.help",
    "teach.settings.auto_draw": "teach.settings.auto_draw.help",
    "settings.card_names": "teach.settings.card_names.help",
    "settings.emblems": "teach.settings.emblems.help",
}
"""The options explained by a line under them (catalog keys)."""
ONE_GAME: Final = {
    "settings.auto_claim": "game.schotten_totten",
    "teach.settings.auto_draw": "game.schotten_totten",
    "settings.card_names": "game.schotten_totten",
    "settings.emblems": "game.schotten_totten",
}
"""The options that change one game only, with that game's name (catalog keys): a Take
That player read "Draw automatically: Off" as the way Take That's draws worked."""


class SettingsScene(Scene):
    """Two columns of settings over the dimmed scene below; Esc or Close goes back."""

    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._labels_px: tuple[object, int] = (None, 0)
        """The labels' type size, for the language and the sizes it was found for."""
        settings = app.settings
        self.codes = list(LANGUAGES)
        if settings.language not in self.codes:
            self.codes.append(settings.language)
        self.language = Choice([LANGUAGES.get(code, code) for code in self.codes],
                               self.codes.index(settings.language), on_change=self.set_language,
                               by_length=True)
        self.music = Slider(settings.music_volume, self.set_music, self.save)
        self.effects = Slider(settings.effects_volume, self.set_effects, self.save_and_beep)
        self.mute = Choice(["", ""], int(settings.mute), on_change=self.changed)
        self.fullscreen = Choice(["", ""], int(settings.fullscreen),
                                 on_change=self.set_fullscreen)
        self.auto_claim = Choice(["", ""], int(settings.auto_claim), on_change=self.changed)
        self.auto_draw = Choice(["", ""], int(settings.auto_draw), on_change=self.changed)
        self.speed = Choice(["", "", "", ""], SPEEDS.index(settings.speed),
                            on_change=self.changed)
        self.card_names = Choice(["", "", ""], CARD_NAMES.index(settings.card_names),
                                 on_change=self.changed)
        self.emblems = Choice(["", ""], int(settings.emblems), on_change=self.changed)
        self.confirm = Choice(["", ""], int(settings.confirm_concede), on_change=self.changed)
        self.close_button = Button(t("settings.close"), self.close, primary=True)
        self.rows: list[tuple[str, Control]] = [
            ("settings.language", self.language),
            ("settings.music_volume", self.music),
            ("settings.effects_volume", self.effects),
            ("settings.mute", self.mute),
            ("settings.fullscreen", self.fullscreen),
            ("settings.auto_claim", self.auto_claim),
            ("teach.settings.auto_draw", self.auto_draw),
            ("settings.speed", self.speed),
            ("settings.card_names", self.card_names),
            ("settings.emblems", self.emblems),
            ("settings.confirm_concede", self.confirm),
        ]
        self.focus = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.relabel()

    def relabel(self) -> None:
        """The options' texts in the current language."""
        off_on = [t("settings.off"), t("settings.on")]
        for choice in (self.mute, self.fullscreen, self.auto_claim, self.auto_draw,
                       self.emblems, self.confirm):
            choice.options = off_on
        self.speed.options = [t(f"settings.speed.{'off' if name == 'instant' else name}")
                              for name in SPEEDS]
        self.card_names.options = [t(f"settings.card_names.{names}") for names in CARD_NAMES]
        self.close_button.label = t("settings.close")

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.panel = pygame.Rect(0, 0, min(theme.grown(1180, h), int(w * 0.9)),
                                 min(int(h * 0.92), theme.grown(860, h)))
        self.panel.center = (w // 2, h // 2)
        inner = self.panel.inflate(-int(self.panel.w * 0.07), 0)
        gap = int(inner.w * 0.06)
        column_w = (inner.w - gap) // 2
        top = self.panel.y + int(self.panel.h * 0.15)
        button_h = max(38, int(h * 0.058))
        bottom = self.panel.bottom - button_h - int(self.panel.h * 0.05)
        per_column = (len(self.rows) + 1) // 2
        room = bottom - top - int(self.panel.h * 0.02)
        row_h = room // per_column
        control_h = max(24, min(theme.grown(44, h), int(row_h * 0.42)))
        self.label_px = max(12, min(theme.grown(24, h), int(row_h * 0.24)))
        # An option with a help line under it takes more height than one without; each
        # column shares the whole height out so (two help lines had no room in Polish).
        weights = [HELP_WEIGHT if key in HELP else 1.0 for key, _ in self.rows]
        for column in range(2):
            rows = range(column * per_column, min(len(self.rows), (column + 1) * per_column))
            unit = room / max(float(per_column), sum(weights[index] for index in rows))
            y = float(top)
            for index in rows:
                control = self.rows[index][1]
                x = inner.x + column * (column_w + gap)
                control.rect = pygame.Rect(x, round(y + unit * 0.42), column_w, control_h)
                y += unit * weights[index]
        self.close_button.rect = pygame.Rect(0, bottom, min(theme.grown(360, h),
                                                         int(self.panel.w * 0.34)),
                                             button_h)
        self.close_button.rect.centerx = self.panel.centerx

    def close(self) -> None:
        self.app.stack.pop(self)

    def changed(self, _: int = 0) -> None:
        settings = self.app.settings
        settings.mute = self.mute.index == 1
        settings.auto_claim = self.auto_claim.index == 1
        settings.auto_draw = self.auto_draw.index == 1
        settings.speed = SPEEDS[self.speed.index]
        settings.card_names = CARD_NAMES[self.card_names.index]
        settings.emblems = self.emblems.index == 1
        settings.confirm_concede = self.confirm.index == 1
        self.app.audio.update_music()
        self.save()

    def save(self) -> None:
        self.app.save_settings()

    def save_and_beep(self) -> None:
        """Let the player hear the new effects volume."""
        self.save()
        self.app.audio.play("button")

    def set_music(self, value: int) -> None:
        self.app.settings.music_volume = value
        self.app.audio.update_music()

    def set_effects(self, value: int) -> None:
        self.app.settings.effects_volume = value

    def set_language(self, index: int) -> None:
        code = self.codes[index]
        self.app.settings.language = code
        text.set_language(code)
        self.relabel()
        self.save()

    def set_fullscreen(self, index: int) -> None:
        if bool(index) != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()
        self.fullscreen.index = int(self.app.settings.fullscreen)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.close_button.handle_event(event):
            return True
        for index, (_, control) in enumerate(self.rows):
            if control.handle_event(event):
                self.focus = index
                return True
        if event.type == pygame.KEYDOWN:
            self.key(event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
        return True

    def key(self, key: int, shift: bool = False) -> None:
        count = len(self.rows) + 1
        if key == pygame.K_ESCAPE:
            self.close()
        elif key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            # Shift+Tab back, as everywhere else (here it went forward: a keyboard tester).
            back = key == pygame.K_UP or (key == pygame.K_TAB and shift)
            self.focus = (self.focus + (-1 if back else 1)) % count
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus == len(self.rows):
            self.close()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus < len(self.rows):
            direction = 1 if key == pygame.K_RIGHT else -1
            self.rows[self.focus][1].step(direction)

    def tag_px(self) -> int:
        """The size of the game's name beside an option for one game only."""
        return max(11, int(self.label_px * 0.7))

    def labels_px(self) -> int:
        """One type size for every label, the largest (down to seven tenths of
        ``label_px``) at which each fits beside its game's name: the type grows with the
        height, the columns with the width, and a tall window (1100x900) cut five labels
        in four languages."""
        known = (text.language(), self.label_px, tuple(c.rect.w for _, c in self.rows))
        if self._labels_px[0] == known:
            return self._labels_px[1]
        tag = self.app.assets.font("text", self.tag_px())
        rooms = [(t(key), control.rect.w - (tag.size(t(ONE_GAME[key]))[0] + 12
                                            if key in ONE_GAME else 0))
                 for key, control in self.rows]
        px = self.label_px
        while px > max(11, round(self.label_px * 0.7)):
            font = self.app.assets.font("text_bold", px)
            if all(font.size(label)[0] <= room for label, room in rooms):
                break
            px -= 1
        self._labels_px = (known, px)
        return px

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        draw_dim(surface, 160)
        draw_panel(surface, self.panel, 240, assets=assets)
        h = surface.get_height()
        title = assets.text(t("settings.title"), "display", max(22, h // 24), theme.GOLD_LIGHT)
        blit_centred(surface, title, (self.panel.centerx, self.panel.y + self.panel.h * 0.075))
        for index, (key, control) in enumerate(self.rows):
            focused = index == self.focus
            colour = theme.GOLD_LIGHT if focused else theme.TEXT_LIGHT
            # The game an option is for keeps its whole name: a long label gives way to it
            # ("Schotten Tot…" beside Portuguese's auto-claim at 1920x1080).
            tag = None
            if key in ONE_GAME:
                tag = assets.text(t(ONE_GAME[key]), "text", self.tag_px(), theme.TEXT_DIM)
            room = control.rect.w - (tag.get_width() + 12 if tag is not None else 0)
            label = fitted_label(assets, t(key), "text_bold", self.labels_px(), colour, room,
                                 max(11, self.label_px - 4))
            place = label.get_rect(bottomleft=(control.rect.x, control.rect.y - 4))
            if focused:
                # A band behind the row the keys act on, as on the set-up screens: the
                # label's colour alone was too faint for a keyboard tester.
                draw_focus_band(surface, pygame.Rect(control.rect.x - 8, place.y - 3,
                                                     control.rect.w + 16,
                                                     control.rect.bottom - place.y + 6))
            surface.blit(label, place)
            if tag is not None:
                surface.blit(tag, tag.get_rect(bottomright=(control.rect.right, place.bottom - 2)))
            if isinstance(control, Slider):
                control.draw(surface, self.app, focused)
            else:
                control.draw(surface, assets, focused=focused)
            if key in HELP:
                self.draw_help(surface, HELP[key], control.rect)
        # Close is ringed only while Enter presses it (a keyboard tester saw two focuses).
        on_close = self.focus == len(self.rows)
        self.close_button.focused = self.close_button.primary = on_close
        self.close_button.draw(surface, assets)

    def draw_help(self, surface: pygame.Surface, key: str, under: pygame.Rect) -> None:
        """Under an option, what it does: up to two lines, in type that shrinks only when
        two lines cannot hold it (one line shrank to 10 pixels in Polish)."""
        assets = self.app.assets
        text = t(key)
        px = max(11, int(self.label_px * 0.68))
        lines = wrap(assets, text, "text", px, under.w)
        while len(lines) > 2 and px > 9:
            px -= 1
            lines = wrap(assets, text, "text", px, under.w)
        y = under.bottom + 3
        for line in lines[:2]:
            label = fitted_label(assets, line, "text", px, theme.TEXT_DIM, under.w)
            surface.blit(label, (under.x + hang(assets.font("text", px), line), y))
            y += assets.font("text", px).get_linesize() - 1
