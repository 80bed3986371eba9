"""How to play: the turn, the formation ladder with example cards, claims, every tactic card."""

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
from scenes import theme
from scenes.core import Scene
from scenes.menu import draw_backdrop
from scenes.text import t
from scenes.widgets import Button, blit_centred, draw_panel, draw_text_block, wrap

if TYPE_CHECKING:
    from scenes.app import App

TABS: Final = ("turn", "formations", "claims", "tactics")
GAME_TABS: Final = {
    "schotten-totten": TABS,
    "take-that": ("takethat_turn", "takethat_scoring"),
}
"""The pages of each game's rules; a page ``name`` is drawn by ``draw_<name>``."""
OTHER_GAME: Final = {"schotten-totten": "take-that", "take-that": "schotten-totten"}
EXAMPLES: Final = {
    5: ("R4", "R5", "R6"),
    4: ("O8", "G8", "P8"),
    3: ("B2", "B5", "B9"),
    2: ("Y3", "G4", "R5"),
    1: ("P9", "O7", "B1"),
}
TACTICS_SHOWN: Final = (JOKER1, SPY, SHIELD, BLUFF, MUD, RECRUITER, STRATEGIST, BANSHEE, TRAITOR)


def tab_label(name: str) -> str:
    if name.startswith("takethat_"):
        return t(f"tt.rules.tab.{name.removeprefix('takethat_')}")
    return t(f"rules.tab.{name}")


class RulesScene(Scene):
    """The rules of ``game``; from the main menu (``switch``) a button turns to the rules of
    the other game."""

    def __init__(self, app: App, game: str = "schotten-totten", switch: bool = False) -> None:
        super().__init__(app)
        self.back = Button(t("rules.close"), lambda: app.stack.pop(self))
        self.switch: Button | None = None
        if switch:
            self.switch = Button("", self.switch_game)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.show(game if game in GAME_TABS else "schotten-totten")

    def show(self, game: str) -> None:
        self.game = game
        self.pages = GAME_TABS[game]
        self.tab = 0
        self.tabs = [Button(tab_label(name), lambda i=i: self.choose(i))  # type: ignore[misc]
                     for i, name in enumerate(self.pages)]
        if self.switch is not None:
            from scenes.menu import GAMES

            other = next(entry for entry in GAMES if entry.key == OTHER_GAME[game])
            self.switch.label = other.name()
        self.resize(self.app.size)

    def switch_game(self) -> None:
        self.show(OTHER_GAME[self.game])

    def choose(self, index: int) -> None:
        self.tab = index % len(self.pages)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.panel = pygame.Rect(int(w * 0.06), int(h * 0.17), int(w * 0.88), int(h * 0.71))
        tab_w = min(220, (self.panel.w - 40) // len(TABS) - 10)
        tab_h = max(34, int(h * 0.05))
        for index, button in enumerate(self.tabs):
            button.rect = pygame.Rect(self.panel.x + 20 + index * (tab_w + 10),
                                      self.panel.y - tab_h - 6, tab_w, tab_h)
        self.back.rect = pygame.Rect(0, 0, min(240, int(w * 0.2)), tab_h)
        self.back.rect.bottomright = (self.panel.right, h - int(h * 0.025))
        if self.switch is not None:
            self.switch.rect = pygame.Rect(0, 0, min(260, int(w * 0.22)), tab_h)
            self.switch.rect.bottomright = (self.panel.right - 20, self.panel.y - 6)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop(self)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                self.choose(self.tab + (-1 if event.key == pygame.K_LEFT else 1))
            return True
        for button in self.clickable():
            if button.handle_event(event):
                return True
        return True

    def clickable(self) -> list[Button]:
        extra = [self.switch] if self.switch is not None else []
        return [*self.tabs, self.back, *extra]

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        assets = self.app.assets
        draw_backdrop(self.app, surface, 140)
        key = "rules.title" if self.game == "schotten-totten" else "tt.rules.title"
        title = assets.text(t(key), "display", max(24, h // 20), theme.GOLD_LIGHT)
        blit_centred(surface, title, (w // 2, int(h * 0.05)))
        draw_panel(surface, self.panel, 230, assets=self.app.assets)
        for index, button in enumerate(self.tabs):
            button.primary = index == self.tab
            button.draw(surface, assets)
        self.back.draw(surface, assets)
        if self.switch is not None:
            self.switch.draw(surface, assets)
        inner = self.panel.inflate(-60, -50)
        getattr(self, f"draw_{self.pages[self.tab]}")(surface, inner)

    def text_px(self, surface: pygame.Surface) -> int:
        return max(14, surface.get_height() // 40)

    def card_size(self, surface: pygame.Surface, share: float) -> tuple[int, int]:
        height = int(surface.get_height() * share)
        return (round(height / 1.4), height)

    def draw_turn(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text_rect = pygame.Rect(rect.x, rect.y, int(rect.w * 0.62), rect.h)
        draw_text_block(surface, self.app.assets, t("rules.turn"), text_rect,
                        self.text_px(surface), gap=0.6)
        # Two fans, a stone and a caption of up to three lines must fit the page height.
        size = self.card_size(surface, min(0.16, (rect.h - 190) / 2.8 / surface.get_height()))
        x = rect.x + int(rect.w * 0.68)
        stone_w = int(size[0] * 1.1)
        for index, name in enumerate(("R4", "R5", "R6")):
            surface.blit(self.app.assets.card(parse_card(name), size),
                         (x + index * (size[0] // 2), rect.y + 10 + index * 18))
        stone = self.app.assets.stone(5, False, (stone_w, int(stone_w * 0.8)))
        surface.blit(stone, (x + size[0] // 2, rect.y + size[1] + 70))
        bottom = 0
        for index, name in enumerate(("B7", "G7", "O7")):
            y = rect.y + size[1] + 90 + stone_w + index * 18
            surface.blit(self.app.assets.card(parse_card(name), size),
                         (x + index * (size[0] // 2), y))
            bottom = y + size[1]
        self.caption(surface, "rules.turn.example", x, bottom + 12, rect.right - x)

    def draw_formations(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        assets = self.app.assets
        px = self.text_px(surface)
        y = draw_text_block(surface, assets, t("rules.formations"), rect, px) + 8
        tie_lines = len(wrap(assets, t("rules.formations.tie"), "text", px - 1, rect.w))
        tie_h = tie_lines * assets.font("text", px - 1).get_linesize() + 8
        row_h = (rect.bottom - y - tie_h) // 5
        size = (round((row_h - 8) / 1.4), row_h - 8)
        for rank in (5, 4, 3, 2, 1):
            for index, name in enumerate(EXAMPLES[rank]):
                surface.blit(assets.card(parse_card(name), size),
                             (rect.x + index * (size[0] + 4), y))
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

    def draw_claims(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text_rect = pygame.Rect(rect.x, rect.y, int(rect.w * 0.66), rect.h)
        draw_text_block(surface, self.app.assets, t("rules.claims"), text_rect,
                        self.text_px(surface), gap=0.6)
        size = self.card_size(surface, 0.13)
        x = rect.x + int(rect.w * 0.72)
        for index, name in enumerate(("G7", "G8", "G9")):
            surface.blit(self.app.assets.card(parse_card(name), size),
                         (x + index * (size[0] + 4), rect.y + 10))
        stone_w = int(size[0] * 1.2)
        stone = self.app.assets.stone(3, True, (stone_w, int(stone_w * 0.8)))
        surface.blit(stone, (x + size[0], rect.y + size[1] + 24))
        y = rect.y + size[1] + 40 + stone_w
        for index, name in enumerate(("Y2", "Y3")):
            surface.blit(self.app.assets.card(parse_card(name), size),
                         (x + index * (size[0] + 4), y))
        self.caption(surface, "rules.claims.example", x, y + size[1] + 12, rect.right - x)

    def caption(self, surface: pygame.Surface, key: str, x: int, y: int, width: int) -> None:
        px = max(11, self.text_px(surface) - 3)
        draw_text_block(surface, self.app.assets, t(key), pygame.Rect(x, y, width, 200), px,
                        theme.TEXT_DIM)

    def draw_tactics(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        assets = self.app.assets
        assets.edition = self.app.setup.edition
        px = self.text_px(surface)
        y = draw_text_block(surface, assets,
                            t("rules.tactics", joker=assets.tactic_name(JOKER1)), rect,
                            px - 1) + 10
        columns = 3
        cell_w = rect.w // columns
        cell_h = (rect.bottom - y) // 3
        size = (round(cell_h * 0.88 / 1.4), int(cell_h * 0.88))
        for index, card in enumerate(TACTICS_SHOWN):
            cx = rect.x + (index % columns) * cell_w
            cy = y + (index // columns) * cell_h
            surface.blit(assets.card(card, size), (cx, cy))
            name = assets.text(assets.tactic_name(card), "text_bold", px - 1, theme.GOLD_LIGHT)
            surface.blit(name, (cx + size[0] + 10, cy + 2))
            body = pygame.Rect(cx + size[0] + 10, cy + name.get_height() + 6,
                               cell_w - size[0] - 22, cell_h)
            draw_text_block(surface, assets, t(f"tactic.{card_text(card)}.text"), body,
                            max(11, px - 3))

    def draw_takethat_turn(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        from scenes.takethat.rules import draw_turn

        draw_turn(self.app, surface, rect, self.text_px(surface))

    def draw_takethat_scoring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        from scenes.takethat.rules import draw_scoring

        draw_scoring(self.app, surface, rect, self.text_px(surface))
