"""The end of a round of Take That: each seat's face-up and face-down cards, frogs taken,
points and totals, and what comes next."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.common.errors import InvalidDataError
from game.takethat import FROGS, Kind, TakeThatState
from game.takethat.cards import FROG_PENALTY
from game.takethat.state import replay
from scenes.shell.dialogs import SummaryDialog
from scenes.table.logpanel import even_lines
from scenes.takethat import history
from scenes.takethat.words import describe
from scenes.ui import theme
from scenes.ui.text import signed, t
from scenes.ui.widgets import blit_centred, fitted_label

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.takethat.board import TakeThatBoard
    from scenes.ui.assets import Assets

logger = logging.getLogger(__name__)

SUMMARY_COLUMNS = ("up", "down", "frogs", "points", "total")


def header_cells(assets: Assets, cells: list[str], px: int,
                 widths: list[float]) -> tuple[int, list[list[str]]]:
    """The size for the summary's column headers and each header's lines: one line at
    ``px`` or up to two sizes less where every header fits in its width, otherwise a long
    one in two lines (Brazilian "Viradas para baixo" ran into its neighbour at the 9 px
    floor of one line), at the largest size down to 9 px at which all fit."""
    for size in range(px, max(8, px - 3), -1):
        font = assets.font("text_bold", size)
        if all(font.size(cell)[0] <= width for cell, width in zip(cells, widths, strict=True)):
            return size, [[cell] for cell in cells]
    for size in range(px, 8, -1):
        font = assets.font("text_bold", size)
        lines = [split_header(font, cell, width)
                 for cell, width in zip(cells, widths, strict=True)]
        if all(font.size(part)[0] <= width
               for parts, width in zip(lines, widths, strict=True) for part in parts):
            return size, lines
    font = assets.font("text_bold", 9)
    return 9, [split_header(font, cell, width) for cell, width in zip(cells, widths, strict=True)]


def column_widths(assets: Assets, rows: list[list[str]], px: int, total: float) -> list[float]:
    """The width of each column after the names in ``total``: what its numbers and the
    longest word of its header need, and an even share of what is left (at six rounds,
    even columns left the Greek "Βατραχάκια" no room while "R1" had plenty)."""
    font = assets.font("text", px)
    header = assets.font("text_bold", 10)
    needs = []
    for column in range(1, len(rows[0])):
        words = rows[0][column].split() or [""]
        needs.append(12 + max(max(header.size(word)[0] for word in words),
                              *(font.size(row[column])[0] for row in rows[1:])))
    spare = total - sum(needs)
    if spare < 0:
        return [need * total / sum(needs) for need in needs]
    return [need + spare / len(needs) for need in needs]


def split_header(font: pygame.font.Font, cell: str, width: float) -> list[str]:
    """``cell`` as it is where it fits in ``width``, else in the two lines at the word
    break that makes the wider of them narrowest."""
    words = cell.split()
    if font.size(cell)[0] <= width or len(words) < 2:
        return [cell]
    splits = ([" ".join(words[:cut]), " ".join(words[cut:])] for cut in range(1, len(words)))
    return min(splits, key=lambda parts: max(font.size(part)[0] for part in parts))


def winners_text(board: TakeThatBoard, winners: tuple[int, ...], whole_game: bool) -> str:
    """Who won: addressed directly when the one person playing the computers won."""
    humans = board.session.human_seats()
    if len(winners) == 1 and winners[0] in humans and len(humans) == 1:
        return t("tt.summary.you_win_game" if whole_game else "summary.you_win_round")
    names = board.name(winners[0]) if winners else ""
    for seat in winners[1:]:
        names = t("tt.summary.and", first=names, then=board.name(seat))
    if len(winners) > 1:
        return t("tt.summary.shared_game" if whole_game else "tt.summary.shared_round",
                 names=names)
    return t("tt.summary.game_win" if whole_game else "summary.title.win", name=names)



def ending_text(board: TakeThatBoard, pile_card: bool | None = None) -> str:
    """Why the round is over: "Ann took the row with the draw pile empty, …" (a round ends
    only so); empty while it is not over. ``pile_card``: whether the last take carried off
    the pile's last card (``took_last_pile_card``, worked out here when not given)."""
    state = board.state
    if state.outcome is None or not state.log:
        return ""
    seat, action = state.log[-1]
    if pile_card is None:
        pile_card = took_last_pile_card(state)
    key = "tt.summary.end_pile" if pile_card else "tt.summary.end"
    return t(key, move=describe(action, board.name(seat)))


def took_last_pile_card(state: TakeThatState) -> bool:
    """Whether the round ended on a professional take of a one-card row that took the draw
    pile's last card with it (the summary said the pile was empty when the row was taken).
    The round is played again from its seed up to the take; a round without one (a lesson)
    answers no."""
    if (not state.config.professional or state.seed is None or not state.log
            or state.log[-1][1].kind is not Kind.TAKE):
        return False
    try:
        before = replay(state.config, state.seed, state.dealer,
                        [[seat, action.to_text()] for seat, action in state.log[:-1]])
    except InvalidDataError:
        logger.exception("the round could not be played again for its summary")
        return False
    return len(before.row) == 1 and bool(before.pile)


class TakeThatSummary(SummaryDialog):
    """Each seat's round: face-up and face-down cards, frogs taken, points and totals."""

    width_share = 0.62

    def __init__(self, app: App, board: TakeThatBoard) -> None:
        self.board = board
        match = board.session.match
        self.assisted = ""
        """Under the table, why it is not counted: a hint or a restart this round, or, at
        the game's end, in any round (an Italian tester saw Games stay at 0 with no word
        of why: the help had come in the first round)."""
        if match.is_over and match.config.rounds > 1 and board.session.assisted:
            self.assisted = t("tt.summary.game_assisted")
        elif match.index in board.session.assisted:
            self.assisted = t("tt.summary.assisted")
        over = match.is_over
        if over and match.config.rounds > 3:
            # A column for each round: the panel widens rather than shrink its headings.
            self.width_share, self.width_cap = 0.8, 1.3
        outcome = board.state.outcome
        if over:
            title = winners_text(board, match.winners, True)
        else:
            title = winners_text(board, outcome.winners if outcome else (), False)
        self.pile_card = took_last_pile_card(board.state)
        """Whether the round ended on a take that carried off the pile's last card (worked
        out once: it plays the round again)."""
        self.widths: list[float] = []
        """The columns' widths after the names, as last painted."""
        super().__init__(app, board, title, over, board.session.demo)

    @property
    def ending(self) -> str:
        """How the round ended: the last move, with the draw pile empty (worded at each
        drawing, in the language of the moment)."""
        return ending_text(self.board, self.pile_card)

    def unseen(self) -> str:
        """The cards the professional variant's takes carried off the pile unseen, named
        once the round is over (a tester found his opponent's only by hovering over its
        pile under View board); empty when there were none."""
        board = self.board
        state = board.state
        parts: list[str] = []
        # As the table saw the piles go (the board's own list names every card by now).
        seen = history.seen_taken(state.config, board.moves, board.opening_row)
        for seat in self.order():
            taken = seen[seat] if seat < len(seen) else None
            if taken is None or not taken.unseen:
                continue
            hidden = sorted(set(state.face_down[seat]) - set(taken.cards))
            if len(hidden) == taken.unseen:
                parts.append(t("tt.summary.unseen_seat", name=board.name(seat),
                               cards=" ".join(str(card) for card in hidden)))
        if not parts:
            return ""
        # Apart by a middle dot: "Anna: 25 31 and Computer: 17 41" read awkwardly.
        return t("tt.summary.unseen", seats=" · ".join(parts))

    def resize(self, size: tuple[int, int]) -> None:
        """As tall as the table and its lines need (a share of the window left a band of
        empty panel above the buttons), with the first button across the panel and the
        others in one row below it: four stacked made the panel taller than the table it
        closes."""
        super().resize(size)
        w, h = size
        first, *others = self.buttons  # Rematch or Next round, then two or three more
        title_h = self.content_rect.y - self.panel.y
        bh = first.rect.h
        gap = others[0].rect.y - first.rect.bottom
        room = h - title_h - 2 * (bh + gap) - gap * 2 - 8
        content = min(self.content_needed(size), room)
        self.panel.height = title_h + content + 2 * (bh + gap) + gap * 2
        self.panel.center = (w // 2, h // 2)
        self.content_rect = pygame.Rect(self.panel.x + 40, self.panel.y + title_h,
                                        self.content_rect.w, content)
        top = self.content_rect.bottom + gap
        first.rect = pygame.Rect(self.content_rect.x, top, self.content_rect.w, bh)
        width = (self.content_rect.w - gap * (len(others) - 1)) // len(others)
        for index, button in enumerate(others):
            button.rect = pygame.Rect(self.content_rect.x + index * (width + gap),
                                      top + bh + gap, width, bh)

    def content_needed(self, size: tuple[int, int]) -> int:
        """The height the content takes in a window of ``size``, painted on a scratch
        surface, and a small margin."""
        scratch = pygame.Surface(size)
        bottom = self.paint(scratch)
        return bottom - self.content_rect.y + max(13, size[1] // 46) // 2

    def place_back(self, box: pygame.Rect, surface: pygame.Surface) -> pygame.Rect:
        """Over the message line, which only says the round is over, as at Schotten
        Totten's table: at the top it covered a seat's name, and in the row's place a
        re-tester found it out of step with the other game."""
        line = self.board.layout.message
        box.h = max(box.h, line.h)
        box.center = line.center
        return box.clamp(surface.get_rect())

    def rows(self) -> list[list[str]]:
        """The table: a header, then one line per seat. The face-up, face-down and frog
        columns are the points each brings (a frog card counts only as a frog), so that
        they add up to the round's points."""
        board = self.board
        state = board.state
        match = board.session.match
        scores = state.outcome.scores if state.outcome is not None else (0,) * board.players
        single = match.config.rounds == 1
        header = ["", *(t(f"tt.summary.column.{name}") for name in self.columns())]
        # Once a game of several rounds is over, each round has a column of its own (a
        # family wanted the whole game on one table, not only its last round): the earlier
        # rounds first, then the last round's cards beside its points, which they add up to.
        earlier = self.earlier()
        if earlier:
            # The last round's cards and points stand under its name (``last_round``): a
            # family read the card columns beside "Round 1" as that round's.
            key = "round_n" if len(match.results) <= 3 else "round_short"
            names = [t(f"tt.summary.column.{key}", n=index + 1)
                     for index in range(len(earlier))]
            header = ["", *names, *header[1:]]
        rows = [header]
        for seat in self.order():
            frogs = sum(1 for card in state.face_down[seat] if card in FROGS)
            points = (len(state.face_up[seat]), frogs - len(state.face_down[seat]),
                      -FROG_PENALTY * frogs)
            name = board.name(seat)
            if match.is_over:
                name = t("tt.summary.place", place=self.place(seat), name=name)
            values = (*(scores_of[seat] for scores_of in earlier), *points, scores[seat],
                      *(() if single else (match.totals[seat],)))
            rows.append([name, *(signed(value) for value in values)])
        return rows

    def columns(self) -> tuple[str, ...]:
        """The names of the columns after the earlier rounds'. A game of one round has
        no total beside its points: the two columns were the same numbers (an Italian
        tester)."""
        single = self.board.session.match.config.rounds == 1
        return SUMMARY_COLUMNS[:-1] if single else SUMMARY_COLUMNS

    def notes(self) -> list[str]:
        """A note in small letters under each header of ``rows``, or "": "Face down" has
        "(no frogs)" (two testers added a pile's cards up to more than the column)."""
        return ["", *("" for _ in self.earlier()),
                *(t("tt.summary.note.down") if name == "down" else "" for name in self.columns())]

    def earlier(self) -> list[tuple[int, ...]]:
        """The scores of the rounds before the last, once a game of several is over (each
        has a column of its own); empty otherwise."""
        match = self.board.session.match
        return list(match.results[:-1]) if match.is_over and match.config.rounds > 1 else []

    def last_round(self) -> str:
        """The name over the last round's columns once a game of several is over; empty
        otherwise."""
        earlier = self.earlier()
        if not earlier:
            return ""
        # Four columns wide: the whole word, even where the earlier rounds' own columns
        # have room only for "R4".
        return t("tt.summary.column.round_n", n=len(earlier) + 1)

    def order(self) -> list[int]:
        """The seats in the table's order; once the game is over, by their final place
        (a tester had to work out the placing from the totals; another saw the last of a
        one-round game listed first)."""
        match = self.board.session.match
        seats = list(range(self.board.players))
        if match.is_over:
            seats.sort(key=lambda seat: -match.totals[seat])
        return seats

    def round_line(self) -> str:
        """"Round 2 of 2", and once the game is over, who did best in that last round
        (the title names the game's winner only)."""
        match = self.board.session.match
        line = t("summary.round_of", index=match.index + 1, rounds=match.config.rounds)
        outcome = self.board.state.outcome
        if not match.is_over or outcome is None or not outcome.winners:
            return line
        names = self.board.name(outcome.winners[0])
        for seat in outcome.winners[1:]:
            names = t("tt.summary.and", first=names, then=self.board.name(seat))
        best = t("tt.summary.round_best", names=names,
                 points=signed(outcome.scores[outcome.winners[0]]))
        return t("tt.summary.round_line", round=line, best=best)

    def own_place(self) -> str:
        """Once a game against the computer is over and the one person at the table did
        not finish first: their place and how far behind first place ("Your place: 3 of 4,
        9 points behind first place"); empty otherwise (a play-tester who came last of four
        looked for a line about herself under a title that named a computer)."""
        match = self.board.session.match
        humans = self.board.session.human_seats()
        if not match.is_over or len(humans) != 1:
            return ""
        totals = match.totals
        seat = humans[0]
        behind = max(totals) - totals[seat]
        if behind <= 0:
            return ""
        return t(f"tt.summary.own_place.{history.plural(behind)}", place=self.place(seat),
                 seats=len(totals), count=behind)

    def place(self, seat: int) -> int:
        """``seat``'s place in the game by its total (equal totals share a place)."""
        totals = self.board.session.match.totals
        return 1 + sum(1 for total in totals if total > totals[seat])

    def draw_content(self, surface: pygame.Surface) -> None:
        self.paint(surface)

    def paint(self, surface: pygame.Surface) -> int:
        """The round line, the table and the lines under it; returns where they end."""
        assets = self.app.assets
        match = self.board.session.match
        rect = self.content_rect
        h = surface.get_height()
        px = max(13, h // 46)
        y = rect.y
        if match.config.rounds > 1:
            label = fitted_label(assets, self.round_line(), "text", px, theme.TEXT_DIM, rect.w)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
            y += label.get_height() + px // 2
        own = self.own_place()
        if own:
            label = fitted_label(assets, own, "text_bold", px, theme.TEXT_LIGHT, rect.w)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
            y += label.get_height() + px // 2
        rows = self.rows()
        first_w = rect.w * 0.34
        widths = column_widths(assets, rows, px, rect.w - first_w)
        self.widths = widths
        lefts = [rect.x + first_w + sum(widths[:column]) for column in range(len(widths))]
        centres = [left + width / 2 for left, width in zip(lefts, widths, strict=True)]
        line = round(assets.font("text", px).get_linesize() * 1.3)
        notes = self.notes()
        header_px, headers = header_cells(assets, rows[0][1:], px - 1,
                                          [width - 6 for width in widths])
        header_line = assets.font("text_bold", header_px).get_linesize()
        header_extra = header_line * (max(len(lines) for lines in headers) - 1)
        winners = self.board.state.outcome.winners if self.board.state.outcome else ()
        if match.is_over:
            winners = match.winners  # the game's, named by the title
        seats = self.order()
        caption = self.last_round()
        if caption:
            # Over the last round's four columns: its name, and a rule under it.
            start = lefts[len(self.earlier())]
            span = pygame.Rect(round(start) + 4, y, round(sum(widths[-4:])) - 8, line)
            label = fitted_label(assets, caption, "text_bold", header_px, theme.GOLD, span.w)
            blit_centred(surface, label, (span.centerx, y + line // 2 - 2))
            pygame.draw.line(surface, theme.GOLD, (span.x, y + line - 3),
                             (span.right, y + line - 3), 1)
            y += line
        for index, cells in enumerate(rows):
            seat = seats[index - 1] if index else -1
            colour = theme.GOLD if index == 0 else (
                theme.GOLD_LIGHT if seat in winners else theme.TEXT_LIGHT)
            size = header_px if index == 0 else px
            if index and index % 2:
                shade = pygame.Surface((rect.w, line), pygame.SRCALPHA)
                shade.fill((255, 255, 255, 14))
                surface.blit(shade, (rect.x, y))
            if index == 0:
                y += header_extra
            name_px = size
            name = assets.text(cells[0], "text_bold", name_px, colour)
            while name.get_width() > first_w - 14 and name_px > 9:
                name_px -= 1
                name = assets.text(cells[0], "text_bold", name_px, colour)
            clip = surface.get_clip()
            surface.set_clip(pygame.Rect(rect.x, y, round(first_w) - 8, line).clip(clip))
            surface.blit(name, (rect.x + 6, y + (line - name.get_height()) // 2))
            surface.set_clip(clip)
            for column, cell in enumerate(cells[1:]):
                centre = centres[column]
                if index == 0:
                    # A header of two lines stands on the row's line like one of one.
                    lines = headers[column]
                    top = y + line / 2 - header_line * (len(lines) - 1)
                    for number, part in enumerate(lines):
                        label = assets.text(part, "text_bold", size, colour)
                        blit_centred(surface, label, (centre, top + header_line * number))
                    continue
                label = assets.text(cell, "text", size, colour)
                blit_centred(surface, label, (centre, y + line / 2))
            if index == 0 and any(notes):
                note_px = max(9, header_px - 2)
                for column, note in enumerate(notes[1:]):
                    if note:
                        # Under the headers nothing else is written: a note may reach
                        # under its neighbours' (the Greek one shrank to 8 px in its own).
                        label = fitted_label(assets, note, "text", note_px,
                                             theme.TEXT_DIM, round(widths[column] * 1.8), 9)
                        blit_centred(surface, label, (
                            centres[column],
                            y + line - 2 + label.get_height() / 2))
                y += assets.font("text", note_px).get_linesize()
            y += line
        return self.draw_scoring(surface, y + px // 2, px)

    def draw_scoring(self, surface: pygame.Surface, y: int, px: int) -> int:
        """How the round's points are made, under the table; returns where it ends."""
        assets = self.app.assets
        rect = self.content_rect
        small = max(12, px - 2)  # 11 px at 1024x640 read as tight to a tester
        for line in even_lines(assets, self.ending, small, rect.w)[:3]:
            label = assets.text(line, "text", small, theme.TEXT_LIGHT)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
            y += label.get_height()
        for line in even_lines(assets, self.unseen(), small, rect.w)[:2]:
            label = assets.text(line, "text", small, theme.TEXT_LIGHT)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
            y += label.get_height()
        if self.ending:
            y += small // 3
        for line in even_lines(assets, t("teach.tt.scoring"), small, rect.w)[:3]:
            label = assets.text(line, "text", small, theme.TEXT_DIM)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2))
            y += label.get_height()
        if self.assisted:
            label = fitted_label(assets, self.assisted, "text_bold", small,
                                 theme.GOLD_LIGHT, rect.w)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() // 2 + 2))
            y += label.get_height() + 2
        return y
