"""The end of a round of Schotten Totten: who won and how, every stone with both sides'
formations and why it went where it did, the points, and what comes next. "View board"
(shared with Take That's summary) hides the summary to show the final table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from game.schotten.explain import StoneReport
from game.schotten.match import Match, RoundResult
from scenes.schotten.session import HELPS
from scenes.schotten.words import (
    formation_text,
    last_turn,
    or_list,
    proof_note,
    reason_text,
    return_decks,
)
from scenes.shell.dialogs import SummaryDialog
from scenes.table.logpanel import even_lines
from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import language, t
from scenes.ui.widgets import blit_centred, fitted_label, wrap

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.schotten.board import BoardScene

COLUMNS: Final = (0.07, 0.25, 0.25, 0.43)
REASON_LINES: Final = 3
"""The most lines a stone's reason takes: an early claim with tactic cards still to come
needs three in Italian at 1280x800 (two cut it off mid-bracket)."""
"""Shares of the table's width: stone, the seat at the screen, the other seat, why."""


def points_line(result: RoundResult | None, seat: int, name: str, total: int) -> str:
    """A seat's points for the round and in total, saying how they came: five for winning
    the round, else one for each stone held."""
    points = result.points[seat] if result is not None else 0
    won = result is not None and result.winner == seat
    key = ("summary.points.won" if won else "summary.points.none" if points == 0 else
           "summary.points.one" if points == 1 else "summary.points")
    return t(key, name=name, points=points, total=total)


def rounds_line(match: Match, me: int) -> str:
    """Under a finished match's score, when the rounds won tell another story than the
    points: the match goes to the higher total (an Italian tester won two rounds of three,
    lost the match 10 to 11, and took it for a bug). Empty when they agree."""
    wins = [sum(1 for result in match.results if result.winner == seat) for seat in (0, 1)]
    totals = match.scores
    if totals[0] == totals[1]:
        key = "summary.match_rounds_draw" if wins[0] != wins[1] else ""
    else:
        leader = 0 if totals[0] > totals[1] else 1
        key = "summary.match_rounds" if wins[leader] <= wins[1 - leader] else ""
    return t(key, a=wins[me], b=wins[1 - me]) if key else ""


class RoundSummary(SummaryDialog):
    """Who won the round and how, each stone explained, the points, and what next."""

    width_share = 0.9
    width_cap = 1.72
    """1100 px at the smallest window, and as much wider as the window is taller."""

    def __init__(self, app: App, board: BoardScene) -> None:
        self.board = board
        self.fitted: tuple[object, int] = (None, 0)
        """The window (size, height, language) the type size was last fitted for."""
        match = board.session.match
        over = match.is_over
        outcome = board.state.outcome
        winner = outcome.winner if outcome is not None else None
        if over and match.rounds > 1:
            title = board.winner_title(match.winner, whole_match=True)
        else:
            title = board.winner_title(winner)
        super().__init__(app, board, title, over, board.session.demo)

    def place_back(self, box: pygame.Rect, surface: pygame.Surface) -> pygame.Rect:
        """In place of the message line, which only says the round is over: at the top
        it covered the opponent's cards."""
        line = self.board.layout["message"]
        box.size = (max(box.w, line.w), line.h)  # the text is the message line's size
        box.center = line.center
        return box.clamp(surface.get_rect())

    def resize(self, size: tuple[int, int]) -> None:
        """Wider than a dialog (four columns), with the buttons in one row below."""
        w, h = size
        bh = max(38, int(h * 0.058))
        gap = int(bh * 0.3)
        title_h = int(h * 0.1)
        bw = int(min(w * self.width_share, max(1100, h * self.width_cap))) - 80
        # As tall as the stones' reasons need (a long one takes two lines), within the
        # window: the points lines were drawn under the buttons after a long round; and
        # no taller, or a short round left a band of empty panel above the buttons.
        room = h - title_h - bh - gap * 3 - 16
        content = min(self.content_needed(text_px(h), bw) + text_px(h) // 2, room)
        self.panel = pygame.Rect(0, 0, bw + 80, title_h + content + bh + gap * 3)
        self.panel.center = (w // 2, h // 2)
        self.content_rect = pygame.Rect(self.panel.x + 40, self.panel.y + title_h, bw, content)
        count = len(self.buttons)
        width = (bw - gap * (count - 1)) // count
        top = self.content_rect.bottom + gap
        for index, button in enumerate(self.buttons):
            button.rect = pygame.Rect(self.panel.x + 40 + index * (width + gap), top, width,
                                      bh)

    def on_escape(self) -> None:
        """Esc goes on: to the next round, or when the match is over, to the main menu."""
        self.buttons[0 if not self.board.session.match.is_over else -1].on_click()

    def draw_content(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        board = self.board
        match = board.session.match
        rect = self.content_rect
        px = self.fitted_px(surface.get_height())
        y = rect.y
        label = fitted_label(assets, self.heading(), "text", px + 1, theme.TEXT_LIGHT,
                             rect.w, max(9, px - 3))
        blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
        y += label.get_height() + px // 2
        deciding = self.deciding_move()
        if deciding:
            label = fitted_label(assets, deciding, "text", px, theme.GOLD_LIGHT, rect.w,
                                 max(9, px - 3))
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
            y += label.get_height() + px // 2
        me = self.first_seat()
        line_h = assets.font("text", px).get_linesize() + max(2, px // 4)
        header = (t("teach.summary.stone"), board.name(me), board.name(1 - me),
                  t("teach.summary.why"))
        self.draw_row(surface, assets, y, header, (theme.TEXT_DIM,) * 4, px, bold=True)
        y += line_h
        for report in board.reports():
            y += self.draw_stone(surface, assets, y, report, px) * line_h
        note_px = max(9, px - 2)
        note_h = assets.font("text", note_px).get_linesize()
        for line in self.note_lines(note_px, rect.w):
            surface.blit(assets.text(line, "text", note_px, theme.TEXT_DIM), (rect.x, y))
            y += note_h
        y += px // 2
        result = match.results[-1] if match.results else None
        totals = match.scores
        parts = []
        for seat in (me, 1 - me):
            parts.append((points_line(result, seat, board.name(seat), totals[seat]), seat))
        for text, seat in parts:
            red, green, blue = (min(255, c + 80) for c in board_colour(board, seat))
            tint = (red, green, blue)
            label = fitted_label(assets, text, "text_bold", px, tint, rect.w, max(9, px - 3))
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
            y += label.get_height() + 2
        if match.is_over and match.rounds > 1:
            label = assets.text(t("summary.match_score", a=totals[me], b=totals[1 - me]),
                                "text_bold", px + 4, theme.GOLD_LIGHT)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2 + 2))
            y += label.get_height() + 2
            rounds = rounds_line(match, me)
            if rounds:
                label = fitted_label(assets, rounds, "text", px, theme.GOLD_LIGHT, rect.w,
                                     max(9, px - 3))
                blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2 + 2))
                y += label.get_height() + 2
        if self.match_assisted():
            label = fitted_label(assets, t("summary.match_assisted"), "text_bold", px,
                                 theme.GOLD_LIGHT, rect.w, max(9, px - 3))
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2 + 2))

    def first_seat(self) -> int:
        """The seat of the first column: the person playing the computer, or in hot-seat
        the first player (the columns swapped with whoever had played last)."""
        board = self.board
        return 0 if board.session.hotseat else board.perspective

    def heading(self) -> str:
        """The line over the table: the round, how it ended, whether it counts."""
        board = self.board
        match = board.session.match
        outcome = board.state.outcome
        heading: list[str] = []
        if match.rounds > 1:
            heading.append(t("summary.round_of", index=match.index + 1, rounds=match.rounds))
        if outcome is not None:
            # A concession names who gave up: "the other player" read as the computer.
            loser = "" if outcome.winner is None else board.name(1 - outcome.winner)
            heading.append(t(f"summary.reason.{outcome.reason.value}", name=loser))
            winner = outcome.winner
            if match.is_over and match.rounds > 1 and winner is not None \
                    and winner != match.winner:
                # The title names the match's winner: an Italian tester who had won the
                # last round read nothing of it.
                heading.append(t("summary.round_won.you") if not board.session.hotseat
                               and board.is_human(winner)
                               else t("summary.round_won", name=board.name(winner)))
        if match.index in board.session.assisted and not self.match_assisted():
            heading.append(self.assisted_text())
        # Parts, not sentences: "Three adjacent stones. ·" read as a stray full stop.
        return " · ".join(part.rstrip(".") for part in heading)

    def match_assisted(self) -> bool:
        """A match of several rounds, over, with help in any of them: a line under the
        final score says it is not counted (Matches stayed at 0 with no word of why when
        the help had come in an earlier round)."""
        match = self.board.session.match
        return match.is_over and match.rounds > 1 and bool(self.board.session.assisted)

    def assisted_text(self) -> str:
        """Why the round does not count: the help it had, when known (a tester could not
        tell whether his undo had cost the round, with "hint, undo or a restart")."""
        session = self.board.session
        kinds = [kind for kind in HELPS if kind in session.helps.get(session.match.index, ())]
        if not kinds:
            return t("summary.assisted")
        return t("summary.assisted.for",
                 reasons=or_list([t(f"summary.help.{kind}") for kind in kinds],
                                 "teach.list.and"))

    def deciding_move(self) -> str:
        """The turn that ended the round, when the person at the screen did not play it
        ("Computer (Easy)'s last turn: played Yellow 5 at stone 5, claimed stone 5"): the
        summary came up over it, and a tester saw the winning card only under View board."""
        board = self.board
        outcome = board.state.outcome
        log = return_decks(board.view.log, board.view.events)
        if outcome is None or outcome.winner is None or not log:
            return ""
        seat = log[-1][0]
        if seat == board.viewer or outcome.reason.value == "conceded":
            return ""
        text = last_turn(log, seat, board.art.naming, owner=board.name(1 - seat))
        return t("board.last_move", name=board.name(seat), text=text) if text else ""

    def note_lines(self, px: int, width: int) -> list[str]:
        """The footnote under the table for its marked early claims (``proof_note``),
        wrapped to ``width``."""
        note = proof_note(self.board.reports(), self.board.art.naming)
        return wrap(self.app.assets, note, "text", px, width) if note else []

    def fitted_px(self, height: int) -> int:
        """The type size at which the content fits its rectangle: the summary's own size,
        or smaller in a window too short for every line (worked out once per window size
        and language, not at every frame)."""
        rect = self.content_rect
        known = (rect.size, height, language())
        if self.fitted[0] != known:
            px = text_px(height)
            while px > 9 and self.content_needed(px, rect.w) > rect.h:
                px -= 1
            self.fitted = (known, px)
        return self.fitted[1]

    def content_needed(self, px: int, width: int) -> int:
        """The height the content takes at type size ``px`` in ``width`` pixels (what
        ``draw_content`` draws, line by line)."""
        assets = self.app.assets
        board = self.board
        line_h = assets.font("text", px).get_linesize() + max(2, px // 4)
        why_w = int(width * COLUMNS[-1]) - px // 2
        height = assets.font("text", px + 1).get_linesize() + px // 2 + line_h
        if self.deciding_move():
            height += assets.font("text", px).get_linesize() + px // 2
        for report in board.reports():
            reason = reason_text(report, board.art.naming, marked=True)
            long = assets.font("text", px).size(reason)[0] > int(width * COLUMNS[-1])
            lines = len(even_lines(assets, reason, px, why_w)[:REASON_LINES]) if long else 1
            height += lines * line_h
        note_px = max(9, px - 2)
        height += len(self.note_lines(note_px, width)) * assets.font("text", note_px).get_linesize()
        height += px // 2 + 2 * (assets.font("text_bold", px).get_linesize() + 2)
        match = board.session.match
        if match.is_over and match.rounds > 1:
            height += assets.font("text_bold", px + 4).get_linesize() + 2
            if rounds_line(match, self.first_seat()):
                height += assets.font("text", px).get_linesize() + 2
        if self.match_assisted():
            height += assets.font("text_bold", px).get_linesize() + 2
        return height

    def draw_stone(self, surface: pygame.Surface, assets: Assets, y: int,
                   report: StoneReport, px: int) -> int:
        """One stone's row; returns the lines it took (a long reason takes more)."""
        board = self.board
        me = self.first_seat()
        naming = board.art.naming
        owner = report.owner
        # A colour's sum only where the sum decides, as in the log's claim lines ("purple
        # colour, sum 14" beside "three 4s" read as the sums deciding; a re-tester).
        total = report.reason != "formation"
        texts = (str(report.stone + 1), formation_text(report.sides[me], total),
                 formation_text(report.sides[1 - me], total),
                 reason_text(report, naming, marked=True))
        dim = theme.TEXT_DIM
        colours = (
            board_colour(board, owner) if owner is not None else dim,
            theme.TEXT_LIGHT if owner == me else dim,
            theme.TEXT_LIGHT if owner == 1 - me else dim,
            theme.GOLD_LIGHT if owner is not None else dim,
        )
        lines = self.draw_row(surface, assets, y, texts, colours, px)
        if owner is not None:
            x = self.content_rect.x + px // 2
            pygame.draw.circle(surface, board_colour(board, owner), (x, y + px * 2 // 3),
                               max(3, px // 3))
        return lines

    def draw_row(self, surface: pygame.Surface, assets: Assets, y: int,
                 texts: tuple[str, str, str, str], colours: tuple[tuple[int, int, int], ...],
                 px: int, bold: bool = False) -> int:
        """A row of the table; the last column may wrap onto up to ``REASON_LINES`` lines.
        Returns the lines it took."""
        rect = self.content_rect
        x = rect.x
        taken = 1
        line_h = assets.font("text", px).get_linesize() + max(2, px // 4)
        for index, (text, colour, share) in enumerate(zip(texts, colours, COLUMNS,
                                                          strict=True)):
            width = int(rect.w * share)
            role = "text_bold" if bold or index == 0 else "text"
            parts = [text]
            if index == len(COLUMNS) - 1 and assets.text(text, role, px).get_width() > width:
                # In lines of even length: a Polish reason left "pobić" alone on its
                # second line.
                parts = even_lines(assets, text, px, width - px // 2, role)[:REASON_LINES]
                taken = len(parts)
            # The centred stone column keeps half a letter clear on either side: the Polish
            # "Kamień" ran into the first player's name at 1024x640.
            room = width - (px if index == 0 else px // 2)
            for line, part in enumerate(parts):
                label = fitted_label(assets, part, role, px, colour, room, max(9, px - 3))
                offset = (width - label.get_width()) // 2 if index == 0 else 0
                surface.blit(label, (x + offset, y + line * line_h))
            x += width
        return taken


def text_px(height: int) -> int:
    """The summary's type size in a window ``height`` pixels tall."""
    return max(12, height // 48)


def board_colour(board: BoardScene, seat: int) -> tuple[int, int, int]:
    """The colour of a seat on the table (the same for the whole game, also in hot-seat)."""
    return board.seat_colour(seat)


