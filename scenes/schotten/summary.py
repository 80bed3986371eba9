"""The end of a round of Schotten Totten: who won and how, a small board of the stones,
the points, and what comes next."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.shell.dialogs import SummaryDialog
from scenes.ui import theme
from scenes.ui.text import t
from scenes.ui.widgets import blit_centred

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.schotten.board import BoardScene


class RoundSummary(SummaryDialog):
    """Who won the round and how, a mini board, the points, and what next."""

    content_height = 0.4
    width_share = 0.5

    def __init__(self, app: App, board: BoardScene) -> None:
        self.board = board
        match = board.session.match
        over = match.is_over
        outcome = board.state.outcome
        winner = outcome.winner if outcome is not None else None
        if over and match.rounds > 1:
            title = board.winner_title(match.winner, whole_match=True)
        else:
            title = board.winner_title(winner)
        super().__init__(app, board, title, over, board.session.demo)

    def draw_content(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        board = self.board
        match = board.session.match
        state = board.state
        rect = self.content_rect
        h = surface.get_height()
        px = max(13, h // 44)
        outcome = state.outcome
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if match.rounds > 1:
            lines.append((t("summary.round_of", index=match.index + 1, rounds=match.rounds),
                          theme.TEXT_DIM))
        if outcome is not None:
            lines.append((t(f"summary.reason.{outcome.reason.value}"), theme.TEXT_LIGHT))
        y = rect.y
        for text, colour in lines:
            label = assets.text(text, "text", px, colour)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
            y += label.get_height() + 4
        me = board.perspective
        stone_w = min(rect.w // 10, int(h * 0.07))
        row = pygame.Rect(0, y + 10, stone_w * 9 + 8 * 8, int(stone_w * 1.6))
        row.centerx = rect.centerx
        for stone in range(9):
            owner = state.owner[stone]
            x = row.x + stone * (stone_w + 8)
            cy = row.centery + (0 if owner is None else (stone_w // 3 if owner == me
                                                          else -stone_w // 3))
            image = board.art.stone(stone + 1, owner is not None, (stone_w, int(stone_w * 0.8)))
            if owner is not None:
                colour = theme.SEAT[0 if owner == me else 1]
                pygame.draw.ellipse(surface, colour, pygame.Rect(x - 3, cy - stone_w * 0.4 - 3,
                                                                 stone_w + 6, stone_w * 0.8 + 6))
            surface.blit(image, (x, cy - stone_w * 0.4))
        y = row.bottom + 14
        result = match.results[-1] if match.results else None
        totals = match.scores
        for seat in (me, 1 - me):
            points = result.points[seat] if result is not None else 0
            key = "summary.points.one" if points == 1 else "summary.points"
            text = t(key, name=board.name(seat), points=points, total=totals[seat])
            colour = theme.SEAT[0 if seat == me else 1]
            tint = tuple(min(255, c + 80) for c in colour)
            label = assets.text(text, "text_bold", px, tint)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
            y += label.get_height() + 6
        if match.is_over and match.rounds > 1:
            a, b = totals[me], totals[1 - me]
            label = assets.text(t("summary.match_score", a=a, b=b), "text_bold", px + 4,
                                theme.GOLD_LIGHT)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2 + 4))
