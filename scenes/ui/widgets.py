"""Small hand-made widgets: buttons, choice rows, a text field, panels and wrapped text."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

import pygame

from scenes.model.seats import NAME_LENGTH
from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import current, language

CLICK_HOOKS: list[Callable[[], None]] = []
"""Called on every button click (the app plays its click sound here)."""

_PANELS: dict[tuple[int, int, int, tuple[int, int, int]], pygame.Surface] = {}


OPAQUE: Final = 225
"""Panels drawn at least this opaque are solid: dialogs, plates, the summary."""
SELECTION: Final = (176, 206, 240)
"""The colour behind a selected text in a text field."""
PLACEHOLDER: Final = (128, 118, 100)
COUNT_FROM: Final = 5
FULL: Final = (176, 40, 28)
"""The count's colour when letters typed did not fit (dark, on the field's cream)."""
"""A name field shows its count of letters once it is this close to full."""
"""An empty text field's dim name (``TextField.placeholder``) on the field's cream."""


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215,
               edge: tuple[int, int, int] = theme.PANEL_EDGE,
               assets: Assets | None = None) -> None:
    """A dark translucent panel with a gold frame: the artwork's when there is one, else
    drawn (each size is built once). A non-default ``edge`` colour is drawn over the frame."""
    if alpha >= OPAQUE:
        # A dialog or a plate: nothing under it shows through.
        radius = max(6, min(rect.w, rect.h) // 10)
        pygame.draw.rect(surface, theme.PANEL_SOLID, rect.inflate(-4, -4), border_radius=radius)
    if assets is not None:
        art = assets.panel(rect.size, alpha)
        if art is not None:
            surface.blit(art, rect.topleft)
            if tuple(edge) != theme.PANEL_EDGE:
                radius = max(6, min(rect.w, rect.h) // 8)
                pygame.draw.rect(surface, edge, rect.inflate(-4, -4), width=3,
                                 border_radius=radius)
            return
    key = (rect.w, rect.h, alpha, (edge[0], edge[1], edge[2]))
    panel = _PANELS.get(key)
    if panel is None:
        if len(_PANELS) > 200:
            _PANELS.clear()
        radius = max(6, min(rect.w, rect.h) // 14)
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (18, 22, 20, alpha), panel.get_rect(), border_radius=radius)
        pygame.draw.rect(panel, edge, panel.get_rect(), width=2, border_radius=radius)
        _PANELS[key] = panel
    surface.blit(panel, rect.topleft)


_DIMS: dict[tuple[int, int, int], pygame.Surface] = {}


def forget_sizes() -> None:
    """Drop the panels and veils drawn for the old window size (see ``Assets.forget_sizes``)."""
    _PANELS.clear()
    _DIMS.clear()


def draw_dim(surface: pygame.Surface, alpha: int = 150) -> None:
    key = (*surface.get_size(), alpha)
    shade = _DIMS.get(key)
    if shade is None:
        if len(_DIMS) > 20:
            _DIMS.clear()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 8, alpha))
        _DIMS[key] = shade
    surface.blit(shade, (0, 0))


def wrap(assets: Assets, text: str, role: str, px: int, width: int) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (newlines start paragraphs); a
    catalog text is wrapped in the current language."""
    text = current(text)
    font = assets.font(role, px)
    lines: list[str] = []
    for index, paragraph in enumerate(text.split("\n")):
        if index:
            lines.append("")
        words = glue_one_letter_words([word for word in paragraph.split(" ") if word])
        line = ""
        for word in words:
            candidate = f"{line} {word}".strip()
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


ONE_LETTER_GLUED: Final = frozenset({"pl"})
"""Languages whose typesetting never leaves a one-letter word ("w", "z", "i") at the end
of a line: it goes down with the word after it."""

KEY_WORDS: Final = frozenset({"Enter", "Esc", "Tab", "F1"})
"""Names of keys that, like a capital letter standing alone ("T", "X"), stay on the line
of the word after them: "… X twists its twin, T / takes the row" parted a key from what
it does (a Portuguese tester)."""


def glued(word: str, every_letter: bool) -> bool:
    """Whether ``word`` goes down with the word after it: a key's name in any language,
    and any one-letter word where ``every_letter``."""
    if word in KEY_WORDS:
        return True
    # After an opening bracket or quote too: "(w / edycji klasycznej" (a Polish tester).
    word = word.lstrip("([\"'„«“‘")
    return len(word) == 1 and word.isalpha() and (every_letter or word.isupper())


def glue_one_letter_words(words: list[str]) -> list[str]:
    """``words`` (split at spaces; a no-break space holds) with each key's name ("T",
    "Enter") and, in the languages of ``ONE_LETTER_GLUED``, each one-letter word joined to
    the next as one unit to wrap."""
    every_letter = language() in ONE_LETTER_GLUED
    units: list[str] = []
    held = ""
    for word in words:
        if glued(word, every_letter):
            held = f"{held}{word} "
            continue
        units.append(held + word)
        held = ""
    if held:
        units.append(held.rstrip())
    return units


def hang(font: pygame.font.Font, line: str) -> int:
    """How far ``line``'s first letter reaches left of where the line starts (0 or less):
    the font draws a "j"'s tail inside the text's box, so a line opening with "j" ("jogo",
    "jogador") stood a few pixels in from the lines above it, like a stray space. Left-
    aligned lines are put this much further left, letting the tail hang into the margin."""
    metrics = font.metrics(line[:1]) if line else []
    first = metrics[0] if metrics else None
    return min(0, first[0]) if first else 0


def draw_text_block(surface: pygame.Surface, assets: Assets, text: str, rect: pygame.Rect,
                    px: int, colour: tuple[int, int, int] = theme.TEXT_LIGHT,
                    role: str = "text", gap: float = 0.35) -> int:
    """Wrapped ``text`` inside ``rect``; returns the y below the last line."""
    y = rect.y
    font = assets.font(role, px)
    line_height = font.get_linesize()
    for line in wrap(assets, text, role, px, rect.w):
        if line:
            surface.blit(assets.text(line, role, px, colour), (rect.x + hang(font, line), y))
            y += line_height
        else:
            y += int(line_height * gap)
    return y


def block_height(assets: Assets, text: str, px: int, width: int, role: str = "text",
                 gap: float = 0.35) -> int:
    """How tall ``draw_text_block`` draws ``text`` ``width`` wide."""
    line_height = assets.font(role, px).get_linesize()
    return sum(line_height if line else int(line_height * gap)
               for line in wrap(assets, text, role, px, width))


def fitting_px(assets: Assets, text: str, rect: pygame.Rect, px: int, role: str = "text",
               gap: float = 0.35, smallest: int = 11) -> int:
    """The largest size up to ``px`` (and not under ``smallest``) at which ``text`` fits
    in ``rect``: a Polish rules page at 1024x640 ran its last line onto the frame. Worked
    out once per text and size (a rules page asks at every frame)."""
    key = (id(assets), str(text), rect.w, rect.h, px, role, gap, smallest)
    known = _FITTING.get(key)
    if known is not None:
        return known
    fitted = px
    while fitted > smallest and block_height(assets, text, fitted, rect.w, role, gap) > rect.h:
        fitted -= 1
    if len(_FITTING) > 256:
        _FITTING.clear()
    _FITTING[key] = fitted
    return fitted


_FITTING: dict[tuple[int, str, int, int, int, str, float, int], int] = {}
"""The sizes ``fitting_px`` has worked out."""


def draw_banner(surface: pygame.Surface, assets: Assets, text: str, area: pygame.Rect,
                px: int, pad: tuple[int, int]) -> None:
    """``text`` in the display font on a panel centred in ``area`` (no wider than it), with
    ``pad`` pixels around the text: the round-end banner of both boards."""
    label = assets.text(text, "display", px, theme.GOLD_LIGHT)
    band = pygame.Rect(0, 0, min(area.w, label.get_width() + pad[0]),
                       label.get_height() + pad[1])
    band.center = area.center
    draw_panel(surface, band, 220, assets=assets)
    blit_centred(surface, label, band.center)


def fitted_label(assets: Assets, text: str, role: str, px: int, colour: tuple[int, int, int],
                 width: int, smallest: int = 9) -> pygame.Surface:
    """``text`` on one line no wider than ``width``: smaller type down to ``smallest`` px,
    then the end cut with an ellipsis (never a letter cut in half)."""
    label = assets.text(text, role, px, colour)
    while label.get_width() > width and px > smallest:
        px -= 1
        label = assets.text(text, role, px, colour)
    if label.get_width() <= width:
        return label
    font = assets.font(role, px)
    cut = len(text)
    while cut > 1 and font.size(text[:cut].rstrip() + "…")[0] > width:
        cut -= 1
    return assets.text(text[:cut].rstrip() + "…", role, px, colour)


def blit_centred(surface: pygame.Surface, image: pygame.Surface,
                 centre: tuple[float, float]) -> None:
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def focus_reach(height: int) -> int:
    """How far the focus ring's solid line reaches beyond a button ``height`` pixels tall
    (text under a button starts below it)."""
    return 3 * max(3, height // 14) // 2 + 1


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """The keyboard's focus round the outside of a button: a light ring in a soft halo. A
    primary button's rim and the hover art alone could not say which button Enter would
    press, and a thin gold ring read as one more primary rim: a keyboard tester saw two
    buttons lit at once and could not tell which one had the focus."""
    width = max(3, rect.h // 14)
    halo = rect.inflate(6 * width, 6 * width)
    shade = pygame.Surface(halo.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*theme.GLOW, 70), shade.get_rect(), width=2 * width,
                     border_radius=radius + 3 * width)
    surface.blit(shade, halo.topleft)
    pygame.draw.rect(surface, theme.FOCUS, rect.inflate(3 * width, 3 * width), width=width,
                     border_radius=radius + 2 * width)


@dataclass
class Button:
    """A clickable label. ``rect`` is set by the owning scene's layout."""

    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    visible: bool = True
    primary: bool = False
    hovered: bool = False
    focused: bool = False
    pressed: bool = False
    """Held down under the pointer: drawn pushed in until released."""
    key: str = ""
    """The key that does the same (a cap as written, e.g. "H"): named while hovered."""
    tab: bool = False
    """A page's tab: ``primary`` then marks the page shown, with a bar under the tab and a
    gold label (the primary rim made the open tab look like the focused button)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            # Followed while hidden too: Take the row, hovered as it went away at the end
            # of a turn, came back "hovered" with its key's tip far from the pointer.
            self.hovered = self.visible and self.rect.collidepoint(event.pos)
            self.pressed = self.pressed and self.hovered
            return False
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed = False
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.rect.collidepoint(event.pos)):
            if self.enabled:
                for hook in CLICK_HOOKS:
                    hook()
                self.on_click()
            return True
        down = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos))
        if down:
            self.pressed = self.enabled
        return down

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        rect = self.rect
        radius = max(4, rect.h // 4)
        lit = (self.hovered or self.focused) and self.enabled
        down = self.pressed and self.enabled
        state = ("disabled" if not self.enabled else "pressed" if down else
                 "hover" if lit else "normal")
        art = assets.button(state, rect.size) or assets.button(
            "hover" if down else state, rect.size)
        if self.focused and self.enabled:
            draw_focus_ring(surface, rect, radius)
        chosen_tab = self.tab and self.primary
        if art is not None:
            surface.blit(art, rect.topleft)
            if self.primary and self.enabled and not self.tab:
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(-6, -6), width=2,
                                 border_radius=radius)
        else:
            if not self.enabled:
                colour = theme.BUTTON_OFF
            elif lit:
                colour = theme.BUTTON_HOVER
            else:
                colour = theme.SELECTED if self.primary and not self.tab else theme.BUTTON
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, max(2, rect.h // 14)),
                             border_radius=radius)
            pygame.draw.rect(surface, colour, rect, border_radius=radius)
            edge = theme.GOLD_LIGHT if lit else theme.GOLD
            pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)
        if chosen_tab:
            bar = max(3, rect.h // 9)
            pygame.draw.rect(surface, theme.GOLD_LIGHT,
                             (rect.x + radius, rect.bottom + 2, rect.w - 2 * radius, bar),
                             border_radius=bar // 2)
        px = max(10, int(rect.h * 0.42))
        text_colour = (theme.GOLD_LIGHT if chosen_tab and self.enabled
                       else theme.TEXT_LIGHT if self.enabled else theme.TEXT_DIM)
        label = assets.text(self.label, "text_bold", px, text_colour)
        # Clear of the rounded ends and the primary rim, with some air: at 1920x1080 a
        # Polish label touched both ends of its button.
        room = rect.w - max(16, rect.h // 2)
        while label.get_width() > room and px > 9:
            px -= 1
            label = assets.text(self.label, "text_bold", px, text_colour)
        sink = max(1, rect.h // 22) if down else 0
        blit_centred(surface, label, (rect.centerx, rect.centery + sink))


def row_rects(row: pygame.Rect, weights: Sequence[int], gap: int) -> list[pygame.Rect]:
    """``row`` cut into one rectangle per weight, each as wide as its share, ``gap`` apart
    (a row of labels weighted by their lengths: a longer name keeps its type size)."""
    unit = (row.w - gap * (len(weights) - 1)) / max(1, sum(weights))
    rects, x = [], float(row.x)
    for weight in weights:
        width = weight * unit
        rects.append(pygame.Rect(round(x), row.y, round(x + width) - round(x), row.h))
        x += width + gap
    return rects


@dataclass
class Choice:
    """A row of mutually exclusive options; ``index`` is the chosen one."""

    options: Sequence[str]
    index: int = 0
    on_change: Callable[[int], None] | None = None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    visible: bool = True
    by_length: bool = False
    """Each option as wide as its label's length asks, not all alike: the languages' row,
    where "Português (BR)" shrank the whole row's type to 9 px at 1024x640."""

    def option_rects(self) -> list[pygame.Rect]:
        weights = ([len(option) + 4 for option in self.options] if self.by_length
                   else [1] * len(self.options))
        return row_rects(self.rect, weights, 6)

    def step(self, step: int) -> None:
        """Left or Right: the next option that way, stopping at the row's end (a two-option
        row wrapped round, so On and Right gave Off)."""
        self.choose(max(0, min(len(self.options) - 1, self.index + step)))

    def choose(self, index: int) -> None:
        index %= len(self.options)
        if index != self.index:
            self.index = index
            if self.on_change is not None:
                self.on_change(index)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in enumerate(self.option_rects()):
                if rect.collidepoint(event.pos):
                    self.choose(index)
                    return True
        return False

    def draw(self, surface: pygame.Surface, assets: Assets, focused: bool = False) -> None:
        if not self.visible:
            return
        rects = self.option_rects()
        px = self.label_size(assets, rects)
        for index, rect in enumerate(rects):
            chosen = index == self.index
            radius = max(4, rect.h // 4)
            pygame.draw.rect(surface, theme.SELECTED if chosen else (52, 48, 42), rect,
                             border_radius=radius)
            edge = (96, 88, 74)
            if chosen:
                edge = theme.GOLD_LIGHT if focused else theme.GOLD
            pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)
            colour = theme.TEXT_LIGHT if chosen else theme.TEXT_DIM
            label = assets.text(self.options[index], "text_bold" if chosen else "text", px,
                                colour)
            blit_centred(surface, label, rect.center)

    def label_size(self, assets: Assets, rects: list[pygame.Rect]) -> int:
        """One type size for the whole row: the largest at which every option fits in
        bold, as when chosen (each option shrank on its own, so that one word of a row
        stood smaller than its neighbours, and the chosen one shrank as it was chosen), with
        a margin at each end of a sixth of the row's height (5 px left the chosen bold
        "Άνθρωπος" touching its button's edges at 1920x1080, a Greek tester)."""
        px = max(10, int(self.rect.h * 0.4))
        for option, rect in zip(self.options, rects, strict=True):
            while px > 8 and assets.text(option, "text_bold", px, theme.TEXT_LIGHT
                                         ).get_width() > rect.w - choice_margin(rect) * 2:
                px -= 1
        return px


def choice_margin(rect: pygame.Rect) -> int:
    """The room kept clear at each end of an option's label."""
    return max(5, rect.h // 6)


@dataclass
class TextField:
    """A one-line text input (names). Typing goes here while it has the focus. Taking the
    focus selects the whole text, so that what is typed replaces a name kept from before
    instead of running on after it (Ctrl+A selects it again; a second click drops the
    selection and puts the caret where it was pressed). Left, Right, Home and End move the
    caret (with the text selected Left and Right put it at the start or the end); past
    either end of the text Left and Right go to the form's row instead."""

    value: str
    max_length: int = NAME_LENGTH
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    focused: bool = False
    visible: bool = True
    selected: bool = False
    """The whole text is selected: typing replaces it, Backspace clears it."""
    placeholder: str = ""
    """What the game will call the player while the field is empty, shown dim in it (an
    empty white field said nothing of the name the table would show)."""
    refused: bool = False
    """The last letters typed did not fit (the name is full): the count turns red until
    the next key (a name stopped at 20 letters without a word, and a tester thought the
    keyboard had stuck)."""
    caret: int | None = None
    """Where typing goes, as a count of letters before it; ``None`` is the text's end (a
    name could only be mended from its end: the caret did not move)."""
    stops: list[int] = field(default_factory=list, compare=False, repr=False)
    """Where each place of the caret was last drawn, across the screen (a click picks the
    nearest)."""

    @property
    def at(self) -> int:
        """The caret's place in the text."""
        return len(self.value) if self.caret is None else max(0, min(self.caret,
                                                                       len(self.value)))

    def counted(self) -> bool:
        """Whether the field shows how many letters it holds: while it has the focus and
        is within a few letters of full."""
        return self.focused and len(self.value) >= self.max_length - COUNT_FROM

    def set_focus(self, focused: bool) -> None:
        """Take the focus (selecting the text, the caret at its end) or give it up."""
        if focused and not self.focused:
            self.selected = bool(self.value)
            self.caret = None
        if not focused:
            self.selected = False
        self.focused = focused

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = bool(self.rect.collidepoint(event.pos))
            if inside and self.focused:
                self.selected = False
                self.caret = self.nearest(event.pos[0])
            else:
                self.set_focus(inside)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            text = "".join(ch for ch in event.text if ch.isprintable())
            if not text:
                return True
            before, after = ("", "") if self.selected else (self.value[:self.at],
                                                            self.value[self.at:])
            room = self.max_length - len(before) - len(after)
            self.value = before + text[:max(0, room)] + after
            self.caret = len(before) + min(len(text), max(0, room))
            self.refused = len(text) > room
            self.selected = False
            return True
        if event.type == pygame.KEYDOWN:
            self.refused = False
            return self.key(event.key, bool(getattr(event, "mod", 0)
                                            & (pygame.KMOD_CTRL | pygame.KMOD_META)))
        return False

    def key(self, key: int, control: bool) -> bool:
        """A key pressed while the field has the focus; False when it is the form's."""
        at = self.at
        if key == pygame.K_BACKSPACE:
            if self.selected or control:
                self.value, self.caret = ("", 0) if self.selected else (self.value[at:], 0)
            elif at:
                self.value, self.caret = self.value[:at - 1] + self.value[at:], at - 1
            self.selected = False
            return True
        if key == pygame.K_DELETE:
            if self.selected:
                self.value, self.caret = "", 0
            else:
                self.value = self.value[:at] + self.value[at + 1:]
            self.selected = False
            return True
        if key == pygame.K_a and control:
            self.selected = bool(self.value)
            return True
        if key in (pygame.K_HOME, pygame.K_END):
            self.caret = 0 if key == pygame.K_HOME else None
            self.selected = False
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            # Left and Right go to the row past the text's ends: a Take That seat's name
            # field kept them, so a seat once a person could not be made a computer again.
            # With the text selected they first put the caret at its start or end, as in
            # any text field: a Polish keyboard player pressed Right to mend his name and
            # the seat became a computer.
            step = 1 if key == pygame.K_RIGHT else -1
            if self.selected:
                self.selected = False
                self.caret = None if step > 0 else 0
                return True
            if not 0 <= at + step <= len(self.value):
                return False
            self.caret = at + step
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.set_focus(False)
            return bool(key != pygame.K_RETURN)
        if key == pygame.K_ESCAPE:
            # Esc ends the typing, as in a desktop dialog; a second Esc is the form's (it
            # left the whole set-up while a name was being typed).
            self.set_focus(False)
            return True
        # Up, Down and Tab leave the field: the form moves on to the next row (a keyboard
        # player was kept in the name field with no way out but Tab, Down).
        return bool(key not in (pygame.K_F11, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB))

    def nearest(self, x: int) -> int | None:
        """The caret's place nearest ``x`` where the text was last drawn."""
        if not self.stops:
            return None
        return min(range(len(self.stops)), key=lambda index: abs(self.stops[index] - x))

    def draw(self, surface: pygame.Surface, assets: Assets, caret: bool) -> None:
        if not self.visible:
            return
        radius = max(4, self.rect.h // 4)
        pygame.draw.rect(surface, (245, 238, 220), self.rect, border_radius=radius)
        edge = theme.SELECTED if self.focused else (120, 108, 90)
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=radius)
        px = max(10, int(self.rect.h * 0.45))
        # The padding grows with the field (8 px a side looked cramped by the rounded
        # corner at 3840x2160).
        inner = self.rect.inflate(-max(16, radius * 2), -4)
        if not self.value and self.placeholder:
            hint = fitted_label(assets, self.placeholder, "text", px, PLACEHOLDER, inner.w - 4)
            surface.blit(hint, (inner.x + 2, self.rect.centery - hint.get_height() // 2))
        font = assets.font("text", px)
        label = font.render(self.value, True, theme.INK)
        if self.counted():
            count = assets.font("text", max(12, px * 3 // 4)).render(
                f"{len(self.value)}/{self.max_length}", True,
                FULL if self.refused else PLACEHOLDER)
            surface.blit(count, count.get_rect(midright=(inner.right, self.rect.centery)))
            inner.w -= count.get_width() + 6
        # A name wider than the field slides left while it is typed, so that the caret
        # stays in sight; everything keeps within the field (70 W's ran past it).
        room = inner.w - 4
        if not self.focused and label.get_width() > room:
            # Left alone, a name too long for the field ends with an ellipsis (it was
            # cut through a letter).
            label = fitted_label(assets, self.value, "text", px, theme.INK, room, px)
        offsets = [font.size(self.value[:index])[0] for index in range(len(self.value) + 1)]
        shift = 0
        if self.focused:
            shift = min(0, room - label.get_width())  # the end in sight, as before
            shift = max(shift, -offsets[self.at])  # and the caret too, when it is further
        x = inner.x + 2 + shift
        self.stops = [x + offset for offset in offsets]
        y = self.rect.centery - label.get_height() // 2
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip))
        if self.focused and self.selected:
            pygame.draw.rect(surface, SELECTION, (x - 2, y, label.get_width() + 4,
                                                  label.get_height()))
        surface.blit(label, (x, y))
        if self.focused and caret and not self.selected:
            cx = x + offsets[self.at] + 1
            pygame.draw.line(surface, theme.INK, (cx, y + 3), (cx, y + label.get_height() - 3), 2)
        surface.set_clip(clip)


def free_place(tip: pygame.Rect, over: pygame.Rect, window: pygame.Rect,
               avoid: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The first place beside ``over`` for a tip of ``tip``'s size that lies inside the
    window and covers neither ``over`` nor any of ``avoid``: above, below, left, right,
    each centred, then above and below flush with either edge of ``over``."""
    places = tip_spots(tip, over, window)
    places += [tip.move_to(**{corner: point}).clamp(window) for corner, point in (
        ("bottomleft", (over.left, over.top - TIP_GAP)),
        ("bottomright", (over.right, over.top - TIP_GAP)),
        ("topleft", (over.left, over.bottom + TIP_GAP)),
        ("topright", (over.right, over.bottom + TIP_GAP)))]
    for place in places:
        if not place.colliderect(over) and place.collidelist(list(avoid)) < 0:
            return place
    return None


TIP_GAP: Final = 4
"""Pixels between a tip and what it explains."""


def tip_spots(tip: pygame.Rect, over: pygame.Rect, window: pygame.Rect) -> list[pygame.Rect]:
    """A tip of ``tip``'s size centred above, below, left and right of ``over``."""
    spots = ({"midbottom": (over.centerx, over.top - TIP_GAP)},
             {"midtop": (over.centerx, over.bottom + TIP_GAP)},
             {"midright": (over.left - TIP_GAP, over.centery)},
             {"midleft": (over.right + TIP_GAP, over.centery)})
    return [tip.move_to(**spot).clamp(window) for spot in spots]


def tip_place(tip: pygame.Rect, over: pygame.Rect, window: pygame.Rect,
              avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where a tip of ``tip``'s size goes beside ``over`` (see ``draw_tip``)."""
    place = free_place(tip, over, window, avoid)
    if place is not None:
        return place

    def covered(place: pygame.Rect) -> int:
        """How much of ``over`` and of ``avoid`` the tip hides there (``over`` counts
        double: it is what the tip is about)."""
        hidden = [place.clip(rect) for rect in avoid]
        return sum(rect.w * rect.h for rect in hidden) + 2 * place.clip(over).w * \
            place.clip(over).h

    # Nowhere free (a long list of cards on a small window): where it hides least; the
    # first place hid the seat's name and a pile's tip in one.
    return min(tip_spots(tip, over, window), key=covered)


def draw_key_tip(surface: pygame.Surface, assets: Assets, buttons: Iterable[Button],
                 text: Callable[[str], str], px: int,
                 avoid: Sequence[pygame.Rect] = ()) -> None:
    """Over the button under the pointer, the key that does the same (``text`` words it,
    e.g. "Key: H"), clear of the other buttons in use and of ``avoid`` (a greyed button
    is covered only where no place spares it: a tip between Cancel, Menu and a greyed Undo
    lay over a hand card, and a tip over a greyed Undo hid the button's word where there was
    room beside it)."""
    shown = [button for button in buttons if button.visible]
    for button in shown:
        # A greyed button names no key: the key does nothing either.
        if button.hovered and button.key and button.enabled:
            others = [other.rect for other in shown if other is not button and other.enabled]
            greyed = [other.rect for other in shown if other is not button and not other.enabled]
            draw_tip(surface, assets, text(button.key), button.rect, px, [*others, *avoid],
                     prefer=greyed)


TIP_WIDTHS: Final = (0.45, 0.3, 0.2)
"""The shares of the window a tip's lines may take, widest first: a Take That pile's list
of cards ran in one line across the whole top of a 1920-wide window, over the Menu
button."""


def draw_tip(surface: pygame.Surface, assets: Assets, text: str, over: pygame.Rect,
             px: int, avoid: Sequence[pygame.Rect] = (),
             prefer: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """``text`` on a small plate over ``over``, or else below it, to its left or to its
    right: the first place inside the window that covers none of ``avoid`` (the other
    buttons: a tip over the Hint button hid the Menu button's word), and none of
    ``prefer`` either where such a place exists. A long text takes several lines. Returns
    the plate."""
    window = surface.get_rect()

    def laid(share: float) -> tuple[list[pygame.Surface], pygame.Rect]:
        """The tip's lines at most ``share`` of the window wide, and the plate's size."""
        lines = [assets.text(line, "text_bold", px, theme.TEXT_LIGHT) for line in
                 wrap(assets, text, "text_bold", px, int(window.w * share))]
        size = pygame.Rect(0, 0, max(line.get_width() for line in lines),
                           max(line.get_height() for line in lines) * len(lines))
        return lines, size.inflate(px, px // 2)

    # Narrower in more lines where the widest covers something: a list of twelve cards in
    # one line lay over the Hint button at 1280x720.
    tries = [(share, [*avoid, *prefer]) for share in TIP_WIDTHS] if prefer else []
    tries += [(share, list(avoid)) for share in TIP_WIDTHS]
    for share, spared in tries:
        lines, size = laid(share)
        found = free_place(size, over, window, spared)
        if found is not None:
            tip = found
            break
    else:
        lines, size = laid(TIP_WIDTHS[0])
        tip = tip_place(size, over, window, avoid)
    line_h = max(line.get_height() for line in lines)
    pygame.draw.rect(surface, theme.PANEL_SOLID, tip, border_radius=max(3, px // 3))
    pygame.draw.rect(surface, theme.PANEL_EDGE, tip, 1, border_radius=max(3, px // 3))
    top = tip.centery - line_h * len(lines) // 2
    for index, line in enumerate(lines):
        blit_centred(surface, line, (tip.centerx, top + index * line_h + line_h // 2))
    return tip


MOVE_KEYS: Final = (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB)
PRESS_KEYS: Final = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def draw_focus_band(surface: pygame.Surface, band: pygame.Rect) -> None:
    """A faint gold band with a thin edge behind the row that has the keyboard's focus."""
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    radius = max(4, band.h // 5)
    pygame.draw.rect(shade, (*theme.GLOW, 28), shade.get_rect(), border_radius=radius)
    pygame.draw.rect(shade, (*theme.GLOW, 90), shade.get_rect(), width=1, border_radius=radius)
    surface.blit(shade, band.topleft)


def usable_buttons(buttons: Sequence[Button]) -> list[int]:
    """The indexes of the buttons the focus may go to: shown and enabled."""
    return [index for index, button in enumerate(buttons) if button.visible and button.enabled]


ARROWS: Final = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1),
                 pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0)}
"""The way each arrow key moves the focus over buttons laid out on the screen."""


def focus_toward(buttons: Sequence[Button], focus: int, key: int) -> int | None:
    """The usable button an arrow ``key`` moves the focus to from ``focus``, by where the
    buttons lie: the nearest one that way (the one most in line first), or, with none
    that way, round to the far side of the others. ``None`` when the buttons are not laid
    out or the focus is on none of them. A keyboard tester pressed Up from View board, at
    the bottom of a round's summary, and landed on Start over beside it, not on Next
    round above it."""
    usable = usable_buttons(buttons)
    if focus not in usable or key not in ARROWS or len({buttons[i].rect.center
                                                        for i in usable}) < len(usable):
        return None
    dx, dy = ARROWS[key]
    here = buttons[focus].rect

    def ahead(rect: pygame.Rect) -> int:
        """How far past ``here`` that way ``rect`` starts (> 0 when it lies that way)."""
        if dy:
            return rect.top - here.bottom if dy > 0 else here.top - rect.bottom
        return rect.left - here.right if dx > 0 else here.left - rect.right

    def off_line(rect: pygame.Rect) -> int:
        """How far out of line, in steps of 4 px: a pixel of rounding put the right one of
        two buttons under a wide one nearer, and Down went past View board to Main menu
        (a tie goes to the first in reading order)."""
        return (abs(rect.centerx - here.centerx) if dy else abs(rect.centery - here.centery)) // 4

    others = [index for index in usable if index != focus]
    if not others:
        return focus
    forward = [index for index in others if ahead(buttons[index].rect) >= 0]
    if dx and not forward:
        return None  # no button beside it: the caller decides (a column takes no Left)
    # The nearest that way, or else round to the farthest the other way.
    return min(forward or others,
               key=lambda i: (ahead(buttons[i].rect), off_line(buttons[i].rect)))


def focus_step(buttons: Sequence[Button], focus: int, step: int) -> int:
    """The focus moved ``step`` (1 or -1) through the list of buttons that can be pressed,
    round from the last to the first."""
    usable = usable_buttons(buttons)
    if not usable:
        return focus
    position = usable.index(focus) if focus in usable else (0 if step > 0 else 1)
    return usable[(position + step) % len(usable)]


def focus_key(buttons: Sequence[Button], focus: int, key: int, mod: int = 0) -> int | None:
    """A column of buttons with a focus (the menu, the dialogs, the game chooser): Up and
    Down (or Tab) move the focus among the buttons that can be pressed, Enter or Space
    presses the focused one. The new focus, or ``None`` for any other key. Up and Down go
    by where the buttons lie (``focus_toward``) when they are not all in one column."""
    usable = usable_buttons(buttons)
    if key in MOVE_KEYS:
        if not usable:
            return focus
        if key != pygame.K_TAB and len({buttons[i].rect.centerx for i in usable}) > 1:
            toward = focus_toward(buttons, focus, key)
            if toward is not None:
                return toward
        # Shift as the event saw it (``mod``): by the time a quick Shift+Tab is handled the
        # Shift key may be up again, and Shift+Tab went forward (a keyboard tester).
        shift = (mod | pygame.key.get_mods()) & pygame.KMOD_SHIFT
        back = key == pygame.K_TAB and bool(shift)
        return focus_step(buttons, focus, -1 if key == pygame.K_UP or back else 1)
    if key in PRESS_KEYS:
        if focus in usable:
            buttons[focus].on_click()
        return focus
    return None


def pointer_focus(buttons: Sequence[Button], event: pygame.event.Event,
                  focus: int) -> tuple[bool, int]:
    """The pointer's ``event`` given to each button: whether one was pressed, and the focus
    (the button pressed, or the one the pointer moved onto). Only a motion moves the
    focus, and never onto a button that cannot be pressed: a pointer resting on the greyed
    Continue took the focus back at every key released, so Up and Down seemed dead."""
    for index, button in enumerate(buttons):
        was = button.hovered
        if button.handle_event(event):
            return True, index
        if (event.type == pygame.MOUSEMOTION and button.hovered and not was
                and button.enabled):
            focus = index
    return False, focus
