"""The Mouse and keys page of How to play: each game lists what the pointer and the keys do
at its table (``KeyRow``); the rows every scene shares are here. The page is one tab of the
rules (``KEYS_TAB``), and F1 opens it from anywhere."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import pygame

from scenes.shell.rules import text_px
from scenes.ui import theme
from scenes.ui.text import t
from scenes.ui.widgets import draw_text_block

if TYPE_CHECKING:
    from scenes.core.app import App

KEYS_TAB: Final = "rules.tab.keys"
"""The catalog key of the page's tab (the same in every game): F1 turns to it."""
ARROWS: Final = frozenset("←→↑↓")
"""Drawn in the display face: the text faces carry no arrows."""
SMALLEST: Final = 11


@dataclass(frozen=True)
class KeyRow:
    """Keys (or the mouse) and what they do: ``caps`` are what the keys read, or catalog
    keys (``keys.cap.*``) for names a language may spell its own way."""

    caps: tuple[str, ...]
    text: str


def cap(label: str) -> str:
    return t(label) if label.startswith("keys.cap.") else label


def key_tip(key: str) -> str:
    """What a table says over a button of the key that does the same ("Key: H")."""
    return t("keys.tip", cap=cap(key))


def table_buttons() -> KeyRow:
    """Tab at a table: the row each game's table keys end with."""
    return KeyRow(("Tab",), t("keys.any.buttons"))


def everywhere() -> list[KeyRow]:
    """What the keys do in every scene."""
    return [
        KeyRow(("F1",), t("keys.any.help")),
        KeyRow(("F11",), t("keys.any.fullscreen")),
        KeyRow(("↑ ↓", "keys.cap.enter"), t("keys.any.menus")),
        KeyRow(("keys.cap.escape",), t("keys.any.back")),
    ]


def draw_page(app: App, surface: pygame.Surface, rect: pygame.Rect,
              table: Sequence[KeyRow], pointer: Sequence[KeyRow]) -> None:
    """The game's ``table`` keys on the left; its ``pointer`` rows and the keys of every
    scene on the right; the columns split and the type sized so that both fit as large as
    they can."""
    sections = ((("keys.heading.table", table),),
                (("keys.heading.mouse", pointer), ("keys.heading.any", everywhere())))
    global _fitted
    known = (rect.size, tuple(table), tuple(pointer))  # the rows carry the language
    if _fitted[0] != known:
        largest = text_px(surface)
        _fitted = (known, max(
            (fitting_px(app, largest, split_columns(rect, share, sections)), share)
            for share in SHARES))
    px, share = _fitted[1]
    for area, column in split_columns(rect, share, sections):
        draw_column(app, surface, area, column, px)


SHARES: Final = (0.5, 0.54, 0.58)
"""The left column's shares of the page tried: the table's keys have the longer texts."""
_fitted: tuple[object, tuple[int, float]] = (None, (0, 0.5))
"""The page last drawn, and the type size and share found for it (it is drawn every
frame)."""

Section = tuple[str, Sequence[KeyRow]]
Column = tuple[pygame.Rect, Sequence[Section]]


def split_columns(rect: pygame.Rect, share: float,
                  sections: tuple[Sequence[Section], Sequence[Section]]) -> tuple[Column, ...]:
    gap = max(16, rect.w // 30)
    left = int((rect.w - gap) * share)
    return ((pygame.Rect(rect.x, rect.y, left, rect.h), sections[0]),
            (pygame.Rect(rect.x + left + gap, rect.y, rect.w - left - gap, rect.h),
             sections[1]))


def fitting_px(app: App, px: int, columns: Sequence[Column]) -> int:
    """The largest type up to ``px`` (down to ``SMALLEST``) at which every column fits."""
    while px > SMALLEST and any(column_height(app, area.w, sections, px) > area.h
                                for area, sections in columns):
        px -= 1
    return px


def caps_width(app: App, rows: Sequence[KeyRow], px: int) -> int:
    return max((sum(chip_size(app, cap(label), px)[0] + 4 for label in row.caps)
                for row in rows), default=0)


def column_height(app: App, width: int, sections: Sequence[Section], px: int) -> int:
    scratch = pygame.Surface((1, 1))
    return draw_column(app, scratch, pygame.Rect(0, 0, width, 10_000), sections, px)


def draw_column(app: App, surface: pygame.Surface, area: pygame.Rect,
                sections: Sequence[Section], px: int) -> int:
    """The sections, each a heading over its rows; returns the height used."""
    assets = app.assets
    y = area.y
    chips = min(area.w * 2 // 5, max(caps_width(app, rows, px) for _, rows in sections))
    for index, (heading, rows) in enumerate(sections):
        if index:
            y += px
        label = assets.text(t(heading), "text_bold", px, theme.GOLD_LIGHT)
        surface.blit(label, (area.x, y))
        y += label.get_height() + px // 3
        for row in rows:
            x = area.x
            tallest = 0
            for name in row.caps:
                size = draw_chip(app, surface, cap(name), (x, y), px)
                x += size[0] + 4
                tallest = max(tallest, size[1])
            body = pygame.Rect(area.x + chips + px, y + 1, area.w - chips - px, area.h)
            bottom = draw_text_block(surface, assets, row.text, body, px, gap=0.2)
            y = max(bottom, y + tallest) + px // 2
    return y - area.y


def chip_text(app: App, label: str, px: int) -> pygame.Surface:
    """A key cap's label (arrows in the display face: the text faces have none)."""
    role = "display" if ARROWS & set(label) else "text_bold"
    return app.assets.text(label, role, px - 1, theme.TEXT_LIGHT)


def chip_size(app: App, label: str, px: int) -> tuple[int, int]:
    text = chip_text(app, label, px)
    return (max(text.get_width() + px, int(px * 1.7)), text.get_height() + 4)


def draw_chip(app: App, surface: pygame.Surface, label: str, at: tuple[int, int],
              px: int) -> tuple[int, int]:
    """A key cap reading ``label``; returns its size."""
    text = chip_text(app, label, px)
    size = chip_size(app, label, px)
    chip = pygame.Rect(at, size)
    pygame.draw.rect(surface, theme.BUTTON, chip, border_radius=max(3, px // 4))
    pygame.draw.rect(surface, theme.PANEL_EDGE, chip, 1, border_radius=max(3, px // 4))
    surface.blit(text, text.get_rect(center=chip.center))
    return size
