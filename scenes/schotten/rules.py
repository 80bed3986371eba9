"""The Schotten Totten pages of the rules scene: a turn, the formation ladder with example
cards, claims, and every tactic card."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from game.schotten.cards import (
    BANSHEE,
    BLUFF,
    JOKER1,
    MUD,
    RECRUITER,
    SHIELD,
    SPY,
    STRATEGIST,
    TRAITOR,
    card_text,
    parse_card,
)
from scenes.core.entry import RulesPage
from scenes.schotten.art import SchottenArt
from scenes.schotten.session import current, remembered
from scenes.schotten.words import tactic_name
from scenes.shell import keys
from scenes.shell.keys import KeyRow, table_buttons
from scenes.shell.rules import caption, card_size, text_px
from scenes.ui import theme
from scenes.ui.text import t
from scenes.ui.widgets import draw_text_block, fitting_px, wrap

if TYPE_CHECKING:
    from scenes.core.app import App

EXAMPLES: Final = {
    5: ("R4", "R5", "R6"),
    4: ("O8", "G8", "P8"),
    3: ("B2", "B5", "B9"),
    2: ("Y3", "G4", "R5"),
    1: ("P9", "O7", "B1"),
}
TACTICS_SHOWN: Final = (JOKER1, SPY, SHIELD, BLUFF, MUD, RECRUITER, STRATEGIST, BANSHEE, TRAITOR)


def table_art(app: App) -> SchottenArt:
    """The cards as the table shows them: the tactic cards named after the edition of the
    match in progress, else of the last set-up (a Greek family at a classic game found
    "Ενισχύσεις" on the table and only the IELLO names on this page)."""
    session = current(app)
    edition = (session.match.config.edition if session is not None
               else remembered(app).edition)
    return SchottenArt(app.assets, app.settings, edition)


def draw_turn(app: App, surface: pygame.Surface, rect: pygame.Rect) -> None:
    art = table_art(app)
    text_rect = pygame.Rect(rect.x, rect.y, int(rect.w * 0.62), rect.h)
    px = fitting_px(app.assets, t("rules.turn"), text_rect, text_px(surface), gap=0.6)
    draw_text_block(surface, app.assets, t("rules.turn"), text_rect, px, gap=0.6)
    # Two fans, a stone and a caption of up to three lines must fit the page height.
    size = card_size(surface, min(0.16, (rect.h - 190) / 2.8 / surface.get_height()))
    x = rect.x + int(rect.w * 0.68)
    stone_w = int(size[0] * 1.1)
    for index, name in enumerate(("R4", "R5", "R6")):
        surface.blit(art.card(parse_card(name), size),
                     (x + index * (size[0] // 2), rect.y + 10 + index * 18))
    stone = art.stone(5, False, (stone_w, int(stone_w * 0.8)))
    surface.blit(stone, (x + size[0] // 2, rect.y + size[1] + 70))
    bottom = 0
    for index, name in enumerate(("B7", "G7", "O7")):
        y = rect.y + size[1] + 90 + stone_w + index * 18
        surface.blit(art.card(parse_card(name), size), (x + index * (size[0] // 2), y))
        bottom = y + size[1]
    caption(app, surface, "rules.turn.example", x, bottom + 12, rect.right - x)


def draw_formations(app: App, surface: pygame.Surface, rect: pygame.Rect) -> None:
    assets = app.assets
    art = table_art(app)
    px = text_px(surface)
    y = draw_text_block(surface, assets, t("rules.formations"), rect, px) + 8
    tie_lines = len(wrap(assets, t("rules.formations.tie"), "text", px - 1, rect.w))
    tie_h = tie_lines * assets.font("text", px - 1).get_linesize() + 8
    row_h = (rect.bottom - y - tie_h) // 5
    size = (round((row_h - 8) / 1.4), row_h - 8)
    for rank in (5, 4, 3, 2, 1):
        for index, name in enumerate(EXAMPLES[rank]):
            surface.blit(art.card(parse_card(name), size), (rect.x + index * (size[0] + 4), y))
        x = rect.x + 3 * (size[0] + 4) + 20
        label = assets.text(f"{rank}. {t(f'formation.{rank}')}", "text_bold", px,
                            theme.GOLD_LIGHT)
        surface.blit(label, (x, y + 4))
        desc = assets.text(t(f"formation.{rank}.text"), "text", px, theme.TEXT_LIGHT)
        surface.blit(desc, (x, y + 8 + label.get_height()))
        y += row_h
    draw_text_block(surface, assets, t("rules.formations.tie"),
                    pygame.Rect(rect.x, y + 4, rect.w, rect.bottom - y), px - 1,
                    theme.TEXT_DIM)


def draw_claims(app: App, surface: pygame.Surface, rect: pygame.Rect) -> None:
    art = table_art(app)
    text_rect = pygame.Rect(rect.x, rect.y, int(rect.w * 0.66), rect.h)
    px = fitting_px(app.assets, t("rules.claims"), text_rect, text_px(surface), gap=0.6)
    draw_text_block(surface, app.assets, t("rules.claims"), text_rect, px, gap=0.6)
    size = card_size(surface, 0.13)
    x = rect.x + int(rect.w * 0.72)
    for index, name in enumerate(("G7", "G8", "G9")):
        surface.blit(art.card(parse_card(name), size), (x + index * (size[0] + 4), rect.y + 10))
    stone_w = int(size[0] * 1.2)
    stone = art.stone(3, True, (stone_w, int(stone_w * 0.8)))
    surface.blit(stone, (x + size[0], rect.y + size[1] + 24))
    y = rect.y + size[1] + 40 + stone_w
    for index, name in enumerate(("Y2", "Y3")):
        surface.blit(art.card(parse_card(name), size), (x + index * (size[0] + 4), y))
    caption(app, surface, "rules.claims.example", x, y + size[1] + 12, rect.right - x)


def draw_tactics(app: App, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Every tactic card, named as the settings name them at the table."""
    assets = app.assets
    art = table_art(app)
    px = text_px(surface)
    y = draw_text_block(surface, assets, t("rules.tactics", joker=art.tactic_name(JOKER1)),
                        rect, px - 1) + 10
    columns = 3
    cell_w = rect.w // columns
    cell_h = (rect.bottom - y) // 3
    size = (round(cell_h * 0.88 / 1.4), int(cell_h * 0.88))
    name_h = assets.font("text_bold", px - 1).get_linesize()
    # One size for every card's words, the largest at which each stays in its cell (the
    # Recruiter's last line ran into the Traitor's name at 1024x640).
    room = pygame.Rect(0, 0, cell_w - size[0] - 22, cell_h - name_h - 10)
    body_px = min(fitting_px(assets, t(f"tactic.{card_text(card)}.text"), room,
                             max(11, px - 3), smallest=10) for card in TACTICS_SHOWN)
    for index, card in enumerate(TACTICS_SHOWN):
        cx = rect.x + (index % columns) * cell_w
        cy = y + (index // columns) * cell_h
        surface.blit(art.card(card, size), (cx, cy))
        name = assets.text(art.tactic_name(card), "text_bold", px - 1, theme.GOLD_LIGHT)
        surface.blit(name, (cx + size[0] + 10, cy + 2))
        # Beside it, where it fits, the other edition's name: a family with the classic
        # box looked here for "Ενισχύσεις" while the table said "Κατάσκοπος".
        other = other_name(art, card)
        x = cx + size[0] + 10 + name.get_width() + 6
        for also_px in range(px - 2, 9, -1) if other else ():
            also = assets.text(other, "text", also_px, theme.TEXT_DIM)
            if x + also.get_width() <= cx + cell_w - 12:
                surface.blit(also, (x, cy + 2 + name.get_height() - also.get_height()))
                break
        body = pygame.Rect(cx + size[0] + 10, cy + name.get_height() + 6,
                           cell_w - size[0] - 22, cell_h)
        draw_text_block(surface, assets, t(f"tactic.{card_text(card)}.text"), body, body_px)


def other_name(art: SchottenArt, card: int) -> str:
    """The card's name in the other edition ("(Leader)"), or "" where both editions name
    it alike."""
    other = "iello" if art.naming == "classic" else "classic"
    name = tactic_name(card_text(card), other)
    if name == art.tactic_name(card):
        return ""
    return t("rules.tactics.other_name", name=name)


def draw_keys(app: App, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """What the pointer and the keys do at the Schotten Totten table."""
    art = table_art(app)
    table = [
        KeyRow(("←", "→"), t("keys.st.arrows")),
        KeyRow(("1–9",), t("keys.st.digits")),
        KeyRow(("keys.cap.clan", "T"), t("keys.st.draw")),
        KeyRow(("keys.cap.enter",), t("keys.st.enter")),
        KeyRow(("P",), t("keys.st.pass")),
        KeyRow(("D",), t("keys.st.discard", tactic=art.tactic_name(STRATEGIST))),
        KeyRow(("H",), t("keys.hint")),
        KeyRow(("L",), t("keys.tt.log")),
        KeyRow(("keys.cap.undo",), t("keys.st.undo")),
        KeyRow(("keys.cap.escape",), t("keys.st.escape")),
        table_buttons(),
    ]
    pointer = [
        KeyRow(("keys.cap.drag",), t("keys.st.mouse.play")),
        KeyRow(("keys.cap.click",), t("keys.st.mouse.stone")),
        KeyRow(("keys.cap.click",), t("keys.st.mouse.deck")),
        KeyRow(("keys.cap.right_click",), t("keys.st.mouse.back")),
        KeyRow(("keys.cap.wheel",), t("keys.mouse.log")),
    ]
    keys.draw_page(app, surface, rect, table, pointer)


PAGES: Final = (
    RulesPage("rules.tab.turn", draw_turn),
    RulesPage("rules.tab.formations", draw_formations),
    RulesPage("rules.tab.claims", draw_claims),
    RulesPage("rules.tab.tactics", draw_tactics),
    RulesPage(keys.KEYS_TAB, draw_keys),
)
