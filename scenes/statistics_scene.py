"""The Statistics scene: a table per opponent (each computer level, and hot-seat), the last
results, and a reset that asks first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import pygame

from scenes import theme
from scenes.app import computer_levels
from scenes.core import Scene
from scenes.persistence import (
    HOTSEAT,
    RECENT_RESULTS,
    RecentResult,
    Record,
    Statistics,
    TakeThatRecord,
)
from scenes.text import t
from scenes.widgets import Button, blit_centred, draw_dim, draw_panel

if TYPE_CHECKING:
    from scenes.app import App

COLUMNS: Final = ("games", "wins", "losses", "stones", "best_streak", "matches", "assisted")
TAKETHAT_COLUMNS: Final = ("games", "wins", "rounds", "round_wins", "points")
GAMES: Final = ("schotten-totten", "take-that")
RECENT_COLUMNS: Final = (("date", 0.17), ("opponent", 0.16), ("variant", 0.31), ("games", 0.13),
                         ("score", 0.11), ("result", 0.12))
"""The columns of the last results and their shares of the width."""


def group_name(group: str) -> str:
    return t("stats.hotseat") if group == HOTSEAT else t(f"level.{group}")


def result_cells(entry: RecentResult) -> list[str]:
    """One line of the last results, cell by cell (``RECENT_COLUMNS``)."""
    variant = t("stats.variant.tactics") if entry.tactics else t("stats.variant.base")
    opponent = t("stats.hotseat.short") if entry.group == HOTSEAT else t(f"level.{entry.group}")
    outcome = t(f"stats.outcome.{entry.outcome}")
    return [entry.date, opponent, f"{variant}, {t(f'setup.edition.{entry.edition}')}",
            str(entry.rounds), f"{entry.score[0]}–{entry.score[1]}",
            f"{outcome} {t('stats.assisted_mark')}" if entry.assisted else outcome]


class StatisticsScene(Scene):
    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = [Button(t("stats.close"), self.close, primary=True),
                        Button(t("stats.reset"), self.ask_reset)]
        self.focus = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.game = 0
        """Which game's numbers are shown (an index of ``GAMES``)."""
        from scenes.menu import GAMES as ENTRIES

        names = {entry.key: entry.name() for entry in ENTRIES}
        self.tabs = [Button(names[game], lambda i=i: self.show(i))  # type: ignore[misc]
                     for i, game in enumerate(GAMES)]

    def show(self, game: int) -> None:
        self.game = game % len(GAMES)

    def groups(self) -> list[str]:
        """Every level the set-up offers, any other level with results, and hot-seat."""
        if GAMES[self.game] == "take-that":
            from scenes.takethat.session import offered_levels

            shown = offered_levels()
            known = list(self.app.stats.takethat)
        else:
            shown = computer_levels()
            known = list(self.app.stats.groups)
        shown += [name for name in known if name not in [*shown, HOTSEAT]]
        return [*shown, HOTSEAT]

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.panel = pygame.Rect(0, 0, min(1500, int(w * 0.94)), min(int(h * 0.94), 980))
        self.panel.center = (w // 2, h // 2)
        bh = max(36, int(h * 0.055))
        bw = min(320, int(self.panel.w * 0.28))
        y = self.panel.bottom - bh - int(self.panel.h * 0.035)
        gap = int(bw * 0.1)
        self.buttons[0].rect = pygame.Rect(self.panel.centerx + gap // 2, y, bw, bh)
        self.buttons[1].rect = pygame.Rect(self.panel.centerx - gap // 2 - bw, y, bw, bh)
        self.px = max(12, min(22, h // 44))
        tab_w, tab_h = min(260, int(self.panel.w * 0.22)), max(30, int(h * 0.045))
        for index, tab in enumerate(self.tabs):
            tab.rect = pygame.Rect(self.panel.x + int(self.panel.w * 0.04)
                                   + index * (tab_w + 10), self.panel.y + int(self.panel.h * 0.11),
                                   tab_w, tab_h)

    def close(self) -> None:
        self.app.stack.pop(self)

    def ask_reset(self) -> None:
        from scenes.overlays import ConfirmDialog

        self.app.stack.push(ConfirmDialog(self.app, t("confirm.reset.title"),
                                          t("confirm.reset.body"), self.reset,
                                          t("confirm.reset.yes")))

    def reset(self) -> None:
        self.app.stats = Statistics()
        self.app.save_statistics()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for index, button in enumerate(self.buttons):
            if button.handle_event(event):
                self.focus = index
                return True
        for tab in self.tabs:
            if tab.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key == pygame.K_TAB:
                self.show(self.game + 1)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
                self.focus = 1 - self.focus
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.buttons[self.focus].on_click()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        draw_dim(surface, 160)
        draw_panel(surface, self.panel, 240, assets=assets)
        h = surface.get_height()
        title = assets.text(t("stats.title"), "display", max(22, h // 24), theme.GOLD_LIGHT)
        blit_centred(surface, title, (self.panel.centerx, self.panel.y + self.panel.h * 0.07))
        inner = self.panel.inflate(-int(self.panel.w * 0.08), 0)
        for index, tab in enumerate(self.tabs):
            tab.primary = index == self.game
            tab.draw(surface, assets)
        top = self.tabs[0].rect.bottom + self.px // 2
        takethat = GAMES[self.game] == "take-that"
        y = self.draw_table(surface, inner, top)
        note = assets.text(t("tt.stats.note" if takethat else "stats.assisted_note"), "text",
                           max(11, self.px - 3), theme.TEXT_DIM)
        surface.blit(note, (inner.x, y + self.px // 2))
        y += note.get_height() + self.px * 2
        if not takethat:
            self.draw_recent(surface, inner, y)
        for index, button in enumerate(self.buttons):
            button.focused = index == self.focus
            button.draw(surface, assets)

    def draw_table(self, surface: pygame.Surface, area: pygame.Rect, top: int) -> int:
        """The numbers per opponent; returns the y below the table."""
        assets = self.app.assets
        px = self.px
        line = round(assets.font("text", px).get_linesize() * 1.35)
        takethat = GAMES[self.game] == "take-that"
        columns = TAKETHAT_COLUMNS if takethat else COLUMNS
        prefix = "tt.stats.column" if takethat else "stats.column"
        records: dict[str, Any] = self.app.stats.takethat if takethat else self.app.stats.groups
        first_w = int(area.w * 0.22)
        cell_w = (area.w - first_w) / len(columns)
        header_px = max(11, px - 2)
        while header_px > 9 and any(
                assets.font("text_bold", header_px).size(t(f"{prefix}.{column}"))[0]
                > cell_w - 6 for column in columns):
            header_px -= 1
        for index, column in enumerate(columns):
            label = assets.text(t(f"{prefix}.{column}"), "text_bold", header_px, theme.GOLD)
            centre = (area.x + first_w + cell_w * (index + 0.5), top + line / 2)
            blit_centred(surface, label, centre)
        y = top + line
        pygame.draw.line(surface, theme.PANEL_EDGE, (area.x, y), (area.right, y))
        for row, group in enumerate(self.groups()):
            record: Record | TakeThatRecord = records.get(group) or (
                TakeThatRecord() if takethat else Record())
            if row % 2:
                shade = pygame.Surface((area.w, line), pygame.SRCALPHA)
                shade.fill((255, 255, 255, 12))
                surface.blit(shade, (area.x, y))
            name = assets.text(group_name(group), "text_bold", px, theme.TEXT_LIGHT)
            surface.blit(name, (area.x + 6, y + (line - name.get_height()) // 2))
            for index, column in enumerate(columns):
                value = str(getattr(record, column))
                if column == "matches" and isinstance(record, Record) and record.matches:
                    value = t("stats.matches_won", n=record.matches, won=record.match_wins)
                colour = theme.TEXT_DIM if value == "0" else theme.TEXT_LIGHT
                cell = assets.text(value, "text", px, colour)
                blit_centred(surface, cell, (area.x + first_w + cell_w * (index + 0.5),
                                             y + line / 2))
            y += line
        pygame.draw.line(surface, theme.PANEL_EDGE, (area.x, y), (area.right, y))
        return y

    def draw_recent(self, surface: pygame.Surface, area: pygame.Rect, top: int) -> None:
        """The last results in two tables of ten, newest first."""
        assets = self.app.assets
        heading = assets.text(t("stats.recent"), "text_bold", self.px, theme.GOLD_LIGHT)
        surface.blit(heading, (area.x, top))
        top += heading.get_height() + self.px // 2
        recent = self.app.stats.recent
        if not recent:
            empty = assets.text(t("stats.none"), "text", self.px - 1, theme.TEXT_DIM)
            surface.blit(empty, (area.x, top))
            return
        bottom = self.buttons[0].rect.y - self.px
        per_column = RECENT_RESULTS // 2
        gap = area.w // 24
        table_w = (area.w - gap) // 2
        header = [t(f"stats.column.{name}") for name, _ in RECENT_COLUMNS]
        cells = [header, *(result_cells(entry) for entry in recent[:RECENT_RESULTS])]
        px = max(10, self.px - 2)
        while px > 9 and (
                assets.font("text", px).get_linesize() * (per_column + 1) > bottom - top
                or any(assets.font("text_bold", px).size(cell)[0] > table_w * share - 8
                       for row in cells for cell, (_, share) in zip(row, RECENT_COLUMNS,
                                                                   strict=True))):
            px -= 1
        line = assets.font("text", px).get_linesize()
        for table in range(min(2, (len(recent) + per_column - 1) // per_column)):
            x = area.x + table * (table_w + gap)
            self.draw_cells(surface, x, top, table_w, line, header, px, theme.GOLD, "text_bold")
            entries = recent[table * per_column:(table + 1) * per_column]
            for row, entry in enumerate(entries, 1):
                colour = {"win": theme.GOOD, "loss": theme.ERROR}.get(entry.outcome,
                                                                      theme.TEXT_LIGHT)
                self.draw_cells(surface, x, top + row * line, table_w, line,
                                result_cells(entry), px, colour, "text")

    def draw_cells(self, surface: pygame.Surface, x: int, y: int, width: int, height: int,
                   cells: list[str], px: int, colour: tuple[int, int, int], role: str) -> None:
        """One row of the last results; a cell too long for its column is cut."""
        clip = surface.get_clip()
        for text_, (_, share) in zip(cells, RECENT_COLUMNS, strict=True):
            cell_w = round(width * share)
            surface.set_clip(pygame.Rect(x, y, cell_w - 6, height))
            surface.blit(self.app.assets.text(text_, role, px, colour), (x, y))
            x += cell_w
        surface.set_clip(clip)
