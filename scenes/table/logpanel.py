"""The game log of both tables: a panel whose title bar opens and closes it, with whole
entries (newest at the bottom; of the oldest that do not fit, only the last lines of the
first show under the panel's top when they would leave a gap, and the mouse wheel over
the panel goes back to them), each in its seat's colour and wrapped into balanced lines,
so that no entry ends on a lone short word ("claimed stone / 9").

Entries are rendered once: each entry's lines are kept by (text, colour, size, width), and
the arrangement of the panel by everything it depends on, so a frame in which nothing
changed only blits the kept lines.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import pygame

from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import t
from scenes.ui.widgets import glue_one_letter_words

Colour = tuple[int, int, int]
Entry = tuple[Colour, str]

TEXT_PX: Final = 18
"""Design pixels of an entry's text (14 px on screen at 1024×640, where the scale is 0.8)."""
TITLE_PX: Final = 18
HEADER_H: Final = 36
"""Design pixels of the title bar."""
PAD: Final = 10
ENTRY_GAP: Final = 6
"""Design pixels between two entries (their lines are closer together)."""
PART_LINES: Final = 3
"""The fewest empty lines at the panel's top that the last lines of a longer entry fill."""
ROLE: Final = "text"
KEEP: Final = 600
"""Rendered entries kept before the cache starts again (a game has a few hundred)."""
PAGE_KEYS: Final = {pygame.K_PAGEUP: 3, pygame.K_PAGEDOWN: -3}
"""Entries that Page Up goes back through the log (Page Down forward)."""


def balanced_lines(words: Sequence[str], width: int,
                   measure: Measure) -> list[list[str]]:
    """``words`` in as few lines no wider than ``width`` as a greedy fill gives, each line as
    long as the others (the narrowest width that keeps that number of lines), and the last
    line never one word alone when its neighbour's last word fits beside it."""
    if not words:
        return [[]]
    lines = greedy(words, width, measure)
    if len(lines) > 1:
        low = min(width, max(measure(word) for word in words))
        high = width
        while low < high:
            middle = (low + high) // 2
            if len(greedy(words, middle, measure)) <= len(lines):
                high = middle
            else:
                low = middle + 1
        lines = greedy(words, max(low, 1), measure)
    if len(lines) > 1 and len(lines[-1]) == 1 and len(lines[-2]) > 1:
        moved = [lines[-2][-1], *lines[-1]]
        if measure(" ".join(moved)) <= width:
            lines[-2] = lines[-2][:-1]
            lines[-1] = moved
    return lines


def glue_brackets(words: list[str]) -> list[str]:
    """``words`` with a one-word bracket ("(Medium)") joined to the word before it as one
    unit to wrap (a computer's name broke as "O Computador / (Médio) jogou", a tester), as
    is a number before such a bracket to the word before it ("O Computador / 1 (Médio)
    começou", another), and a middle dot joined to the word after it."""
    units: list[str] = []
    held = ""
    for index, word in enumerate(words):
        after = words[index + 1] if index + 1 < len(words) else ""
        if units and not held and word.isdigit() and bracketed(after):
            units[-1] = f"{units[-1]} {word}"
        elif word == "\u00b7":
            # A middle dot goes down with the word after it ("Γύρος 1 ·" ended a line).
            held = f"{held}{word} "
        elif units and not held and bracketed(word):
            units[-1] = f"{units[-1]} {word}"
        else:
            units.append(held + word)
            held = ""
    if held:
        units.append(held.rstrip())
    return units


def bracketed(word: str) -> bool:
    """Whether ``word`` is a whole bracket ("(Medium)", "(Médio),")."""
    return word.startswith("(") and word.rstrip(".,;:!?").endswith(")")


class Measure:
    """The width of a text in one font, each text measured once."""

    def __init__(self, font: pygame.font.Font) -> None:
        self.font = font
        self.known: dict[str, int] = {}

    def __call__(self, text: str) -> int:
        width = self.known.get(text)
        if width is None:
            width = self.font.size(text)[0]
            self.known[text] = width
        return width


def greedy(words: Sequence[str], width: int, measure: Measure) -> list[list[str]]:
    """Words into lines, each line as full as ``width`` allows (a word wider than ``width``
    gets a line of its own)."""
    lines: list[list[str]] = []
    line: list[str] = []
    for word in words:
        if line and measure(" ".join([*line, word])) > width:
            lines.append(line)
            line = [word]
        else:
            line.append(word)
    lines.append(line)
    return lines


class LogPanel:
    """A collapsible log; ``draw`` it with the entries, ``click`` opens and closes it."""

    collapsed: bool

    def __init__(self, title_key: str = "board.log") -> None:
        self.title_key = title_key
        self.collapsed = False
        self._header = pygame.Rect(0, 0, 0, 0)
        self._rendered: dict[tuple[str, Colour, int, int], list[pygame.Surface]] = {}
        self._measures: dict[int, Measure] = {}
        self._key: tuple[object, ...] | None = None
        self._blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self._shade: pygame.Surface | None = None
        self.shown = 0
        """How many entries the last draw showed."""
        self.back = 0
        """How many of the newest entries the panel is scrolled back past (the wheel)."""
        self._deepest = 0
        """How far back the panel may go and stay full (found by ``arrange``)."""
        self._body = pygame.Rect(0, 0, 0, 0)
        self._count = 0

    def header(self) -> pygame.Rect:
        """Where the title bar was drawn by the last ``draw``."""
        return pygame.Rect(self._header)

    def covers(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is over the panel as the last ``draw`` left it (its title bar,
        and its body while open)."""
        return bool(self._header.w and self._header.collidepoint(pos)) or (
            not self.collapsed and self._body.collidepoint(pos))

    def click(self, pos: tuple[int, int]) -> bool:
        """Open or close the panel when ``pos`` is on its title bar; True if it was."""
        if self._header.w and self._header.collidepoint(pos):
            self.collapsed = not self.collapsed
            self._key = None
            return True
        return False

    def scroll(self, pos: tuple[int, int], steps: int) -> bool:
        """The wheel turned ``steps`` notches (up: positive) with the pointer at ``pos``:
        over the open panel it goes back through older entries, or forward again; True if
        the panel took it. A new entry brings the panel back to the newest."""
        if not self._body.collidepoint(pos):
            return False
        return self.page(steps)

    def page(self, steps: int) -> bool:
        """Page Up / Page Down: back ``steps`` entries (forward when negative), wherever the
        pointer is; True if the open panel took it."""
        if self.collapsed:
            return False
        self.back = max(0, min(self._deepest, self.back + steps))
        self._key = None
        return True

    def forget(self) -> None:
        """Drop every rendered entry (the window's size or the language changed)."""
        self._rendered.clear()
        self._measures.clear()
        self._key = None
        self._blits = []
        self._shade = None

    def draw(self, surface: pygame.Surface, assets: Assets, rect: pygame.Rect, scale: float,
             entries: Sequence[Entry]) -> None:
        """The panel in ``rect`` (its open size, in window pixels) at the layout ``scale``
        (window pixels per design pixel); ``entries`` are (colour, text), oldest first."""
        def px(design: float) -> int:
            return max(1, round(design * scale))

        header = pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, max(px(HEADER_H), 22)))
        self._header = header
        if len(entries) != self._count:
            self._count = len(entries)
            self.back = 0
        title = t(self.title_key)
        key = (tuple(rect), scale, self.collapsed, title, tuple(entries), self.back)
        if key != self._key:
            self._key = key
            self._blits = [] if self.collapsed else self.arrange(assets, rect, header, px,
                                                                entries)
        self.draw_header(surface, assets, header, px, title)
        if self.collapsed:
            self._body = pygame.Rect(0, 0, 0, 0)
            return
        body = pygame.Rect(rect.x, header.bottom, rect.w, rect.bottom - header.bottom)
        self._body = body
        if self._shade is None or self._shade.get_size() != body.size:
            self._shade = pygame.Surface(body.size, pygame.SRCALPHA)
            pygame.draw.rect(self._shade, (10, 16, 14, 175), self._shade.get_rect(),
                             border_bottom_left_radius=px(12),
                             border_bottom_right_radius=px(12))
        surface.blit(self._shade, body.topleft)
        for image, where in self._blits:
            surface.blit(image, where)
        # Small triangles say that older entries lie above, or newer ones below, in the
        # margin above the first line and below the last (half-way into it, one covered
        # the end of a full top line).
        size = px(5)
        cx = body.right - px(PAD) - size
        if self.shown + self.back < len(entries):
            top = body.y + px(2)
            pygame.draw.polygon(surface, theme.GOLD_LIGHT, [
                (cx - size, top + size), (cx + size, top + size), (cx, top)])
        if self.back:
            bottom = body.bottom - px(2)
            pygame.draw.polygon(surface, theme.GOLD_LIGHT, [
                (cx - size, bottom - size), (cx + size, bottom - size), (cx, bottom)])

    def draw_header(self, surface: pygame.Surface, assets: Assets, header: pygame.Rect,
                    px: Callable[[float], int], title: str) -> None:
        radius = px(12)
        if self.collapsed:
            pygame.draw.rect(surface, (16, 24, 20), header, border_radius=radius)
        else:
            pygame.draw.rect(surface, (16, 24, 20), header, border_top_left_radius=radius,
                             border_top_right_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_EDGE, header, width=1, border_radius=radius)
        size = max(4, header.h // 5)
        cx, cy = header.right - header.h // 2, header.centery
        if self.collapsed:
            points = [(cx - size, cy + size // 2), (cx + size, cy + size // 2), (cx, cy - size)]
        else:
            points = [(cx - size, cy - size // 2), (cx + size, cy - size // 2), (cx, cy + size)]
        pygame.draw.polygon(surface, theme.GOLD_LIGHT, points)
        room = header.w - header.h - px(PAD) * 2
        text_px = px(TITLE_PX)
        label = assets.text(title, "text_bold", text_px, theme.GOLD_LIGHT)
        while label.get_width() > room and text_px > 9:
            text_px -= 1
            label = assets.text(title, "text_bold", text_px, theme.GOLD_LIGHT)
        surface.blit(label, (header.x + px(PAD), header.centery - label.get_height() // 2))

    def lines_of(self, assets: Assets, text: str, colour: Colour, text_px: int,
                 width: int) -> list[pygame.Surface]:
        """One entry's rendered lines, made once."""
        key = (text, colour, text_px, width)
        lines = self._rendered.get(key)
        if lines is None:
            if len(self._rendered) > KEEP:
                self._rendered.clear()
            measure = self._measures.get(text_px)
            if measure is None:
                measure = self._measures[text_px] = Measure(assets.font(ROLE, text_px))
            # "Blue\u00a09" stays whole, and in Polish "w" goes down with its word.
            words = glue_brackets(glue_one_letter_words([word for word in text.split(" ")
                                                         if word]))
            lines = [assets.text(" ".join(line), ROLE, text_px, colour)
                     for line in balanced_lines(words, width, measure) if line]
            self._rendered[key] = lines
        return lines

    def arrange(self, assets: Assets, rect: pygame.Rect, header: pygame.Rect,
                px: Callable[[float], int], entries: Sequence[Entry]) -> list[tuple[pygame.Surface,
                                                                         tuple[int, int]]]:
        """Where each line of the newest entries that fit goes (the newest ``back`` left
        out: the panel is scrolled back)."""
        pad = px(PAD)
        text_px = px(TEXT_PX)
        width = rect.w - 2 * pad
        line_h = assets.font(ROLE, text_px).get_linesize()
        room = rect.bottom - header.bottom - 2 * pad
        gap = px(ENTRY_GAP)
        # Scrolled back no further than keeps the panel full: at the top, the oldest
        # entries fill it (a tester found one entry at the top of an empty panel).
        used = 0
        fill = 0
        for colour, text in entries:
            need = len(self.lines_of(assets, text, colour, text_px, width)) * line_h
            need += gap if fill else 0
            if used + need > room:
                break
            used += need
            fill += 1
        self._deepest = max(0, len(entries) - fill)
        self.back = min(self.back, self._deepest)
        chosen: list[list[pygame.Surface]] = []
        used = 0
        for colour, text in reversed(entries[:len(entries) - self.back]):
            lines = self.lines_of(assets, text, colour, text_px, width)
            need = len(lines) * line_h + (gap if chosen else 0)
            if used + need > room:
                break
            chosen.append(lines)
            used += need
        self.shown = len(chosen)
        older = len(entries) - self.back - len(chosen) - 1
        if older >= 0:
            # The entry before them, too long to fit whole, shows its last lines under the
            # panel's top, as a chat does, when they would leave ``PART_LINES`` or more
            # empty: a long claim left out whole left half the panel empty (an Italian
            # tester); a line or two of gap reads better than a scrap. The wheel shows it.
            lines = self.lines_of(assets, entries[older][1], entries[older][0], text_px,
                                  width)
            fit = (room - used - (gap if chosen else 0)) // line_h
            if fit >= PART_LINES:
                # Faded, as the scrap of an entry whose start lies above: a newcomer read
                # "claimed stone 7: …" at the top and could not tell who had.
                chosen.append([faded(line) for line in lines[-fit:]])
        blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        y = header.bottom + pad
        for lines in reversed(chosen):
            for line in lines:
                blits.append((line, (rect.x + pad, y)))
                y += line_h
            y += gap
        return blits


PART_ALPHA: Final = 130
"""How opaque the lines of an entry shown in part are drawn."""


def faded(line: pygame.Surface) -> pygame.Surface:
    """A copy of ``line`` drawn at ``PART_ALPHA``."""
    copy = line.copy()
    copy.set_alpha(PART_ALPHA)
    return copy


def even_lines(assets: Assets, text: str, px: int, width: int,
               role: str = "text") -> list[str]:
    """``text`` in as few lines as ``wrap`` gives, of even lengths: a Polish ending left
    its last word alone on a line."""
    if not text:
        return []
    measure = Measure(assets.font(role, px))
    # Polish keeps a one-letter word ("a", "w") with the word after it, as ``wrap`` does.
    units = glue_one_letter_words([word for word in text.split(" ") if word])
    return [" ".join(words) for words in balanced_lines(units, width, measure)]
