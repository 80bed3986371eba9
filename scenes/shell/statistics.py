"""The Statistics screen: one tab per registered game, each with its table per opponent
(each computer level, and hot-seat) and, for games that keep them, the last results; a
reset asks first. What each game shows comes from its registry entry."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from scenes.core.entry import RecentRow, StatsTable
from scenes.core.scene import Scene
from scenes.shell.modal import ConfirmDialog
from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import t
from scenes.ui.widgets import (
    Button,
    blit_centred,
    draw_dim,
    draw_panel,
    fitted_label,
    hang,
    wrap,
)

if TYPE_CHECKING:
    from scenes.core.app import App

"""The shares of the width of the last results' columns."""
RECENT_SHOWN: Final = 20
"""The last results shown, in two tables of ten."""


class StatisticsScene(Scene):
    opaque = False

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons = [Button(t("stats.close"), self.close, primary=True),
                        Button(t("stats.reset"), self.ask_reset)]
        self.focus = 0
        """The focused button (Close, Reset), or -1: the tabs, which Left and Right turn."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        keys = [entry.key for entry in app.games]
        self.game = keys.index(app.last_played or app.current_game())
        """Which game's numbers are shown (an index of ``app.games``): the game last
        played, so that a Take That game's result is the first thing seen after it (not
        the one whose lesson was taken since)."""
        self.tabs = [Button(entry.name(), lambda i=i: self.show(i), tab=True)  # type: ignore[misc]
                     for i, entry in enumerate(app.games)]

    def show(self, game: int) -> None:
        self.game = game % len(self.app.games)

    def table(self) -> StatsTable:
        entry = self.app.games[self.game]
        return entry.statistics_table(self.app.stats.sections[entry.key])

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.panel = pygame.Rect(0, 0, min(theme.grown(1500, h), int(w * 0.94)),
                                 min(int(h * 0.94), theme.grown(980, h)))
        self.panel.center = (w // 2, h // 2)
        bh = max(36, int(h * 0.055))
        bw = min(theme.grown(320, h), int(self.panel.w * 0.28))
        y = self.panel.bottom - bh - int(self.panel.h * 0.035)
        gap = int(bw * 0.1)
        self.buttons[0].rect = pygame.Rect(self.panel.centerx + gap // 2, y, bw, bh)
        self.buttons[1].rect = pygame.Rect(self.panel.centerx - gap // 2 - bw, y, bw, bh)
        self.px = max(12, min(theme.grown(22, h), h // 44))
        tab_w, tab_h = min(theme.grown(260, h), int(self.panel.w * 0.22)), max(30, int(h * 0.045))
        for index, tab in enumerate(self.tabs):
            tab.rect = pygame.Rect(self.panel.x + int(self.panel.w * 0.04)
                                   + index * (tab_w + 10), self.panel.y + int(self.panel.h * 0.11),
                                   tab_w, tab_h)

    def close(self) -> None:
        self.app.stack.pop(self)

    def ask_reset(self) -> None:
        self.app.stack.push(ConfirmDialog(self.app, t("confirm.reset.title"),
                                          t("confirm.reset.body"), self.reset,
                                          t("confirm.reset.yes")))

    def reset(self) -> None:
        self.app.reset_statistics()

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
                shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
                self.show(self.game + (-1 if shift else 1))
            elif event.key == pygame.K_UP:
                self.focus = -1
            elif event.key == pygame.K_DOWN:
                self.focus = max(0, self.focus)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                # Reset stands left of Close: the keys go where they point.
                step = -1 if event.key == pygame.K_LEFT else 1
                if self.focus < 0:
                    self.show(self.game + step)
                else:
                    self.focus = 0 if step > 0 else 1
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and (
                    self.focus >= 0):
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
            tab.focused = tab.primary and self.focus < 0
            tab.draw(surface, assets)
        top = self.tabs[0].rect.bottom + self.px // 2
        table = self.table()
        y = self.draw_table(surface, inner, top, table)
        note_px = max(11, self.px - 3)
        note_y = y + self.px // 2
        for line in wrap(assets, table.note, "text", note_px, inner.w):
            note = assets.text(line, "text", note_px, theme.TEXT_DIM)
            surface.blit(note, (inner.x + hang(assets.font("text", note_px), line), note_y))
            note_y += note.get_height()
        y = note_y - self.px // 2 + self.px * 2
        if table.recent is not None:
            self.draw_recent(surface, inner, y, *table.recent)
        for index, button in enumerate(self.buttons):
            button.focused = index == self.focus
            button.draw(surface, assets)

    def draw_table(self, surface: pygame.Surface, area: pygame.Rect, top: int,
                   table: StatsTable) -> int:
        """The numbers per opponent; returns the y below the table."""
        assets = self.app.assets
        px = self.px
        line = round(assets.font("text", px).get_linesize() * 1.35)
        columns = table.columns
        first_w = int(area.w * 0.22)
        cell_w = (area.w - first_w) / len(columns)
        header_px = max(11, px - 2)
        while header_px > 9 and any(
                assets.font("text_bold", header_px).size(column)[0] > cell_w - 6
                for column in columns):
            header_px -= 1
        for index, column in enumerate(columns):
            label = assets.text(column, "text_bold", header_px, theme.GOLD)
            centre = (area.x + first_w + cell_w * (index + 0.5), top + line / 2)
            blit_centred(surface, label, centre)
        y = top + line
        pygame.draw.line(surface, theme.PANEL_EDGE, (area.x, y), (area.right, y))
        # One size for every row's name: a long name made its own row smaller than the
        # others, which read as a different kind of row. Smaller for all down to 3 px
        # less, then a name still too long is cut with an ellipsis.
        name_px = px
        while name_px > max(9, px - 3) and any(
                assets.font("text_bold", name_px).size(group)[0] > first_w - 12
                for group, _ in table.rows):
            name_px -= 1
        for row, (group, cells) in enumerate(table.rows):
            if row % 2:
                shade = pygame.Surface((area.w, line), pygame.SRCALPHA)
                shade.fill((255, 255, 255, 12))
                surface.blit(shade, (area.x, y))
            # A person's long name ("Persona: Ανδρέας Παπαδόπουλος") ran into the first
            # number.
            name = fitted_label(assets, group, "text_bold", name_px, theme.TEXT_LIGHT,
                                first_w - 12, smallest=name_px)
            surface.blit(name, (area.x + 6, y + (line - name.get_height()) // 2))
            for index, value in enumerate(cells):
                colour = theme.TEXT_DIM if value == "0" else theme.TEXT_LIGHT
                cell = assets.text(value, "text", px, colour)
                blit_centred(surface, cell, (area.x + first_w + cell_w * (index + 0.5),
                                             y + line / 2))
            y += line
        pygame.draw.line(surface, theme.PANEL_EDGE, (area.x, y), (area.right, y))
        return y

    def draw_recent(self, surface: pygame.Surface, area: pygame.Rect, top: int,
                    header: list[str], recent: list[RecentRow]) -> None:
        """The last results in two tables of ten, newest first."""
        assets = self.app.assets
        heading = assets.text(t("stats.recent"), "text_bold", self.px, theme.GOLD_LIGHT)
        surface.blit(heading, (area.x, top))
        top += heading.get_height() + self.px // 2
        if not recent:
            empty = assets.text(t("stats.none"), "text", self.px - 1, theme.TEXT_DIM)
            surface.blit(empty, (area.x, top))
            return
        bottom = self.buttons[0].rect.y - self.px
        shown = recent[:RECENT_SHOWN]
        cells = [header, *(entry.cells for entry in shown)]
        # One table across the page while the rows fit under each other, else two side by
        # side; whichever keeps the larger type (two half-width tables of two results
        # were 9 px type above an empty half page at 1024x640).
        px, widths, count = self.recent_layout(cells, area.w, bottom - top)
        # Where even the smallest type leaves no room for them all (a tally with people's
        # own rows above), the oldest results are left out, never drawn over the buttons.
        while len(shown) > 1 and (assets.font("text", px).get_linesize()
                                  * ((len(shown) + count - 1) // count + 1) > bottom - top):
            shown = shown[:-1]
            cells = cells[:-1]
            px, widths, count = self.recent_layout(cells, area.w, bottom - top)
        gap = table_gap(area.w, count)
        table_w = (area.w - gap) // count
        per_column = (len(shown) + count - 1) // count
        shares = [width / sum(widths) for width in widths]
        line = assets.font("text", px).get_linesize()
        for table in range(count):
            x = area.x + table * (table_w + gap)
            entries = shown[table * per_column:(table + 1) * per_column]
            if not entries:
                continue
            self.draw_cells(surface, x, top, table_w, line, header, shares, px, theme.GOLD,
                            "text_bold")
            for row, entry in enumerate(entries, 1):
                colour = {"win": theme.GOOD, "loss": theme.ERROR}.get(entry.outcome,
                                                                      theme.TEXT_LIGHT)
                self.draw_cells(surface, x, top + row * line, table_w, line,
                                entry.cells, shares, px, colour, "text")

    def recent_layout(self, cells: list[list[str]], width: int,
                      room: int) -> tuple[int, list[int], int]:
        """The type size, the column widths and the number of tables (1 or 2) of the last
        results: the layout with the larger type, one table when both have the same."""
        layouts = [(*self.fit_recent(self.app.assets, cells, width, count, room), count)
                   for count in (1, 2)]
        return max(layouts, key=lambda layout: (layout[0], -layout[2]))

    def fit_recent(self, assets: Assets, cells: list[list[str]], width: int, count: int,
                   room: int) -> tuple[int, list[int]]:
        """The type size and the column widths of the last results in ``count`` tables
        side by side across ``width`` (``cells``: the header, then the results), within
        ``room`` in height."""
        rows = (len(cells) - 1 + count - 1) // count
        table_w = (width - table_gap(width, count)) // count
        px = max(10, self.px - 2)
        # No column takes more than a third of its table: two people's long names ("won
        # by …") squeezed every other column until its cells were cut; such a cell ends
        # with an ellipsis instead.
        cap = table_w // 3
        while px > 9 and (
                assets.font("text", px).get_linesize() * (rows + 1) > room
                or sum(min(size, cap) for size in column_widths(assets, cells, px))
                > table_w):
            px -= 1
        natural = column_widths(assets, cells, px)
        widths = [min(size, cap) for size in natural]
        # The room the other columns leave goes first to the cut ones (a Polish winner's
        # name ended in "…" beside empty space).
        for index, size in enumerate(natural):
            spare = table_w - sum(widths)
            if spare > 0 and size > widths[index]:
                widths[index] += min(spare, size - widths[index])
        return px, widths

    def draw_cells(self, surface: pygame.Surface, x: int, y: int, width: int, height: int,
                   cells: list[str], shares: list[float], px: int,
                   colour: tuple[int, int, int], role: str) -> None:
        """One row of the last results; a cell too long for its column ends with an
        ellipsis."""
        for text_, share in zip(cells, shares, strict=True):
            cell_w = round(width * share)
            surface.blit(fitted_label(self.app.assets, text_, role, px, colour, cell_w - 6,
                                      smallest=px), (x, y))
            x += cell_w


def table_gap(width: int, count: int) -> int:
    """The room between the last results' tables side by side across ``width``."""
    return width // 24 if count == 2 else 0


def column_widths(assets: Assets, cells: list[list[str]], px: int) -> list[int]:
    """Each column of the last results as wide as its widest cell (in bold, as the header
    is), and a gap: every game has its own columns."""
    font = assets.font("text_bold", px)
    return [max(font.size(row[column])[0] for row in cells) + 10
            for column in range(len(cells[0]))]
