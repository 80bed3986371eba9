"""The Take That pages of the rules scene: a turn, and the end of a round with its scoring."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from scenes.core.entry import RulesPage
from scenes.shell import keys
from scenes.shell.keys import KeyRow, table_buttons
from scenes.shell.rules import text_px
from scenes.takethat.art import CardArt
from scenes.takethat.placement import card_size
from scenes.ui import theme
from scenes.ui.text import t
from scenes.ui.widgets import draw_text_block, fitting_px

if TYPE_CHECKING:
    from scenes.core.app import App

ROW_EXAMPLE: Final = (34, 41, 47)
HAND_EXAMPLE: Final = (52, 74)
UP_EXAMPLE: Final = (47, 74)
DOWN_EXAMPLE: Final = (18, 55, 26)


def example(app: App, surface: pygame.Surface, cards: tuple[int, ...], x: int, y: int,
            size: tuple[int, int], caption: str, width: int) -> int:
    """A few cards side by side with a caption under them; returns the y below."""
    art = CardArt(app.assets)
    for index, card in enumerate(cards):
        surface.blit(art.face(card, size), (x + index * (size[0] + 6), y))
    px = max(11, surface.get_height() // 50)
    return draw_text_block(surface, app.assets, caption,
                           pygame.Rect(x, y + size[1] + 6, width, 200), px, theme.TEXT_DIM)


def draw_turn(app: App, surface: pygame.Surface, rect: pygame.Rect) -> None:
    px = text_px(surface)
    text_rect = pygame.Rect(rect.x, rect.y, int(rect.w * 0.6), rect.h)
    px = fitting_px(app.assets, t("tt.rules.turn"), text_rect, px - 1, gap=0.5)
    draw_text_block(surface, app.assets, t("tt.rules.turn"), text_rect, px, gap=0.5)
    x = rect.x + int(rect.w * 0.64)
    width = rect.right - x
    size = card_size(min(rect.h * 0.3, width / 3.4 * 1.4))
    y = example(app, surface, ROW_EXAMPLE, x, rect.y + 6, size, t("tt.rules.turn.row"), width)
    example(app, surface, HAND_EXAMPLE, x, y + 14, size, t("tt.rules.turn.hand"), width)


def draw_scoring(app: App, surface: pygame.Surface, rect: pygame.Rect) -> None:
    px = text_px(surface)
    text_rect = pygame.Rect(rect.x, rect.y, int(rect.w * 0.6), rect.h)
    px = fitting_px(app.assets, t("tt.rules.scoring"), text_rect, px - 1, gap=0.5)
    draw_text_block(surface, app.assets, t("tt.rules.scoring"), text_rect, px, gap=0.5)
    x = rect.x + int(rect.w * 0.64)
    width = rect.right - x
    size = card_size(min(rect.h * 0.3, width / 3.4 * 1.4))
    y = example(app, surface, UP_EXAMPLE, x, rect.y + 6, size, t("tt.rules.scoring.up"), width)
    example(app, surface, DOWN_EXAMPLE, x, y + 14, size, t("tt.rules.scoring.down"), width)


def draw_keys(app: App, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """What the pointer and the keys do at the Take That table."""
    table = [
        KeyRow(("←", "→", "1–9"), t("keys.tt.choose")),
        KeyRow(("keys.cap.enter", "E"), t("keys.tt.put")),
        KeyRow(("X",), t("keys.tt.twist")),
        KeyRow(("T",), t("keys.tt.take")),
        KeyRow(("L",), t("keys.tt.log")),
        KeyRow(("P",), t("keys.tt.piles")),
        KeyRow(("H",), t("keys.hint")),
        KeyRow(("keys.cap.escape",), t("keys.tt.escape")),
        table_buttons(),
    ]
    pointer = [
        KeyRow(("keys.cap.drag",), t("keys.tt.mouse.put")),
        KeyRow(("keys.cap.click",), t("keys.tt.mouse.take", take=t("tt.board.take"))),
        KeyRow(("keys.cap.right_click",), t("keys.tt.mouse.back")),
        # A mouse player's P: a newcomer found the piles' tips by chance.
        KeyRow(("keys.cap.point",), t("keys.tt.mouse.piles")),
        KeyRow(("keys.cap.wheel",), t("keys.mouse.log")),
    ]
    keys.draw_page(app, surface, rect, table, pointer)


PAGES: Final = (
    RulesPage("tt.rules.tab.turn", draw_turn),
    RulesPage("tt.rules.tab.scoring", draw_scoring),
    RulesPage(keys.KEYS_TAB, draw_keys),
)
