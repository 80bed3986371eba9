"""Where everything sits on the Take That table, for any window size and 2–4 seats.

The seat at the screen is at the bottom with a large hand; the others sit compactly across
the top, clockwise from left to right. The row runs across the middle from the draw pile,
centred and large; when it grows too long its cards overlap (each keeps the strip with its
corner number), then grow smaller and wrap onto further lines, so every card stays readable
and reachable.
The game log has a column at the right of the row.
Pure geometry: no pygame drawing; from the engine only the seat's view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

import pygame

from game.takethat.view import TakeThatView
from scenes.table.mirror import Place
from scenes.ui.sprites import CardSprite, Key

CARD_ASPECT: Final = 1.4
"""Height over width of a card (the art is 300×420)."""
CORNER_SHARE: Final = 0.36
"""Share of a card's width that must stay visible in the row: the corner number's strip."""
LINE_SHARE: Final = 0.42
"""Share of a card's height by which a line of a very long row is lower than the last."""
MIN_ROW_SCALE: Final = 0.5
"""The smallest row cards, as a share of full size, before its lines overlap."""
SIDES_BY_PLAYERS: Final = {2: ("top",), 3: ("left", "right"), 4: ("left", "top", "right")}
ZONE_ORDER: Final = {"up": 0, "down": 1, "row": 2, "hand": 3}


def card_size(height: float) -> tuple[int, int]:
    return (max(8, round(height / CARD_ASPECT)), max(11, round(height)))


@dataclass
class SeatZones:
    """One seat's places: its panel, its hand, its two piles and the name plate."""

    side: str
    panel: pygame.Rect
    name: pygame.Rect
    hand: pygame.Rect
    face_up: pygame.Rect
    face_down: pygame.Rect
    info: pygame.Rect
    """Below the piles: the seat's live score and counts."""
    hand_card: tuple[int, int]
    pile_card: tuple[int, int]


@dataclass
class TableLayout:
    size: tuple[int, int]
    players: int
    seats: dict[int, SeatZones] = field(default_factory=dict)
    """By seat number, for the seat at the screen ``perspective``."""
    row_area: pygame.Rect = field(default_factory=pygame.Rect)
    pile: pygame.Rect = field(default_factory=pygame.Rect)
    pile_label: pygame.Rect = field(default_factory=pygame.Rect)
    """Under the draw pile, above the take button: where the pile's name is written."""
    row_card: tuple[int, int] = (0, 0)
    message: pygame.Rect = field(default_factory=pygame.Rect)
    status: pygame.Rect = field(default_factory=pygame.Rect)
    take_button: pygame.Rect = field(default_factory=pygame.Rect)
    log: pygame.Rect = field(default_factory=pygame.Rect)
    """The game log's open area (its title bar at the top)."""
    last_move: pygame.Rect = field(default_factory=pygame.Rect)
    """The line above the row that says what the last player did."""
    menu_button: pygame.Rect = field(default_factory=pygame.Rect)
    hint_button: pygame.Rect = field(default_factory=pygame.Rect)
    """Under the menu button: the hint (shown only to one person playing computers)."""
    unit: float = 1.0
    """One design pixel (the layout is drawn for a 1280×800 window)."""

    def px(self, design: float) -> int:
        return max(1, round(design * self.unit))

    def row_slots(self, count: int) -> list[pygame.FRect]:
        """Where the ``count`` cards of the row go, left to right, plus one more slot: the
        place of the next card (the drop target at the row's end).

        The row keeps to one line of full-size cards as long as it can (closer together,
        each keeping its corner strip); longer, it takes the largest cards with which it
        fits in one or more lines that do not cover each other (a second line over the
        first's lower half hid most of each card, two testers); only a row too long even
        for that overlaps its lines, each line's corners in sight."""
        area = self.row_area
        w, h = self.row_card
        total = count + 1
        gap = self.px(8)
        best_scale, best_lines = 0.0, 1
        for lines in range(1, total + 1):
            in_line = -(-total // lines)
            wide = area.w / (w * (CORNER_SHARE * (in_line - 1) + 1))
            tall = (area.h - gap * (lines - 1)) / (h * lines)
            scale = min(1.0, wide, tall)
            if scale > best_scale:
                best_scale, best_lines = scale, lines
            if tall < MIN_ROW_SCALE:
                break
        if best_scale >= MIN_ROW_SCALE:
            return self._lines(total, best_lines, best_scale, h * best_scale + gap)
        return self._overlapping_lines(total)

    def _lines(self, total: int, lines: int, scale: float,
               line_step: float) -> list[pygame.FRect]:
        """``total`` slots in ``lines`` lines of cards ``scale`` times full size, each line
        ``line_step`` below the last; one line is centred, several start at the left."""
        area = self.row_area
        w, h = self.row_card
        cw, ch = w * scale, h * scale
        per_line = -(-total // lines)
        in_line = min(total, per_line)
        step_full = (w + self.px(12)) * scale
        step = step_full if in_line <= 1 else min(step_full, (area.w - cw) / (in_line - 1))
        height = ch + (lines - 1) * line_step
        top = area.y + (area.h - height) / 2
        left = area.x if lines > 1 else area.x + (area.w - cw - step * (in_line - 1)) / 2
        slots = []
        for index in range(total):
            line, column = divmod(index, per_line)
            slots.append(pygame.FRect(left + column * step, top + line * line_step, cw, ch))
        return slots

    def _overlapping_lines(self, total: int) -> list[pygame.FRect]:
        """A row too long for lines side by side: lines that cover the lower part of the
        line before, as small as the area needs (each card's corner strip in sight)."""
        area = self.row_area
        w, h = self.row_card
        per_line = max(1, int((area.w - w) // max(1.0, w * CORNER_SHARE)) + 1)
        lines = max(1, -(-total // per_line))
        scale = 1.0
        needed = h + (lines - 1) * h * LINE_SHARE
        if needed > area.h:
            scale = max(0.45, area.h / needed)
        cw, ch = w * scale, h * scale
        per_line = max(1, int((area.w - cw) // max(1.0, cw * CORNER_SHARE)) + 1)
        lines = max(1, -(-total // per_line))
        return self._lines(total, lines, scale, ch * LINE_SHARE)


def seat_order(players: int, perspective: int) -> list[tuple[int, str]]:
    """Each seat with its side of the table, the seat at the screen first (bottom)."""
    others = [(perspective + offset) % players for offset in range(1, players)]
    return [(perspective, "bottom"), *zip(others, SIDES_BY_PLAYERS[players], strict=True)]


def build(size: tuple[int, int], players: int, perspective: int,
          log_open: bool = True) -> TableLayout:
    """The table for a window of ``size`` with ``players`` seats, seen from ``perspective``;
    with ``log_open`` the game log takes a column at the right of the row (folded, it
    leaves only its title bar there and the row has that room too)."""
    w, h = size
    unit = min(w / 1280, h / 800)
    layout = TableLayout(size, players, unit=unit)
    px = layout.px
    margin = px(12)
    top_h = px(150)
    bottom_h = px(232)
    button_h = max(px(44), 34)
    layout.menu_button = pygame.Rect(w - margin - px(150), margin, px(150), button_h)
    layout.hint_button = layout.menu_button.move(0, button_h + px(10))
    # Wide enough for "Dealer: Computer (Medium)" at every size (at 200 it fitted at
    # 1024x640 and wrapped at 1600x1000, where the type rounds a little wider).
    layout.status = pygame.Rect(margin, margin, px(210), top_h - margin)
    band_left = layout.status.right + margin
    band = pygame.Rect(band_left, margin, layout.menu_button.x - margin - band_left,
                       top_h - margin)
    others = [seat for seat, side in seat_order(players, perspective) if side != "bottom"]
    sides = dict(seat_order(players, perspective))
    plate_w = min(px(360), (band.w - (len(others) - 1) * margin) // len(others))
    left = band.centerx - (plate_w * len(others) + margin * (len(others) - 1)) // 2
    for index, seat in enumerate(others):
        plate = pygame.Rect(left + index * (plate_w + margin), band.y, plate_w, band.h)
        layout.seats[seat] = plate_zones(layout, plate, sides[seat])
    bottom_top = h - bottom_h
    layout.seats[perspective] = bottom_zones(
        layout, pygame.Rect(margin, bottom_top, w - 2 * margin, bottom_h - margin))
    middle = pygame.Rect(margin, top_h + margin, w - 2 * margin,
                         bottom_top - margin - (top_h + margin))
    log_w = px(300)
    layout.log = pygame.Rect(w - margin - log_w, middle.y, log_w, middle.h)
    right = layout.log.x - margin if log_open else middle.right
    line_h = px(34)
    layout.last_move = pygame.Rect(middle.x, middle.y, layout.log.x - margin - middle.x,
                                   line_h)
    column_w = px(176)
    message_h = max(px(38), 28)
    row_left = middle.x + column_w + px(18)
    layout.message = pygame.Rect(row_left, middle.bottom - message_h, right - row_left,
                                 message_h)
    row_top = layout.last_move.bottom + px(6)
    layout.row_area = pygame.Rect(row_left, row_top, right - row_left,
                                  layout.message.y - px(6) - row_top)
    card_h = min(layout.row_area.h * 0.94, px(222))
    layout.row_card = card_size(card_h)
    take_h = round(button_h * 1.25)
    layout.take_button = pygame.Rect(middle.x, middle.bottom - take_h, column_w, take_h)
    pile_h = min(card_h, layout.take_button.y - px(30) - row_top)
    layout.pile = pygame.Rect(0, row_top, *card_size(pile_h))
    layout.pile.centerx = middle.x + column_w // 2
    layout.pile.y = max(row_top, min(layout.row_area.centery - layout.pile.h // 2,
                                     layout.take_button.y - px(30) - layout.pile.h))
    layout.pile_label = pygame.Rect(middle.x, layout.pile.bottom + px(4), column_w, px(24))
    return layout


def bottom_zones(layout: TableLayout, panel: pygame.Rect) -> SeatZones:
    """The seat at the screen: name and piles at the left, then a large hand spread so that
    each card's big number shows (cards of nine need 7.4 widths: 8 steps of 0.8)."""
    px = layout.px
    own_w = px(250)
    name = pygame.Rect(panel.x, panel.y + px(6), own_w, px(30))
    info_h = px(24)
    piles_top = name.bottom + px(10)
    pile_h = min(panel.bottom - info_h - px(14) - piles_top, (own_w - px(40)) / 2 * CARD_ASPECT)
    pile_card = card_size(pile_h)
    face_up = pygame.Rect(panel.x + px(6), piles_top, *pile_card)
    face_down = pygame.Rect(face_up.right + px(28), piles_top, *pile_card)
    info = pygame.Rect(panel.x, panel.bottom - info_h, own_w, info_h)
    hand = pygame.Rect(panel.x + own_w + px(16), panel.y, panel.w - own_w - px(16), panel.h)
    width = min(hand.w / 7.4, (hand.h - px(26)) / CARD_ASPECT)
    hand_card = card_size(width * CARD_ASPECT)
    return SeatZones("bottom", panel, name, hand, face_up, face_down, info, hand_card,
                     pile_card)


def plate_zones(layout: TableLayout, panel: pygame.Rect, side: str) -> SeatZones:
    """Another seat, compact across the top: name above, its hand of backs at the left, its
    face-up and face-down piles at the right, its counts below."""
    px = layout.px
    pad = px(8)
    name = pygame.Rect(panel.x + pad, panel.y + pad, panel.w - 2 * pad, px(26))
    info_h = px(20)
    body_top = name.bottom + px(6)
    body_h = panel.bottom - px(2) - info_h - px(10) - body_top
    pile_card = card_size(body_h)
    hand_card = card_size(body_h)
    face_down = pygame.Rect(panel.right - pad - px(8) - pile_card[0], body_top, *pile_card)
    face_up = pygame.Rect(face_down.x - px(22) - pile_card[0], body_top, *pile_card)
    hand = pygame.Rect(panel.x + pad, body_top, face_up.x - px(14) - panel.x - pad, body_h)
    info = pygame.Rect(panel.x + pad, panel.bottom - px(2) - info_h, panel.w - 2 * pad, info_h)
    return SeatZones(side, panel, name, hand, face_up, face_down, info, hand_card, pile_card)


def fan(area: pygame.Rect, count: int, card: tuple[int, int], gap: float) -> list[pygame.FRect]:
    """``count`` cards side by side in ``area`` (overlapping when they do not fit), centred."""
    w, h = card
    if count <= 0:
        return []
    step = min(w + gap, (area.w - w) / (count - 1)) if count > 1 else 0.0
    left = area.centerx - (w + step * (count - 1)) / 2
    top = area.bottom - h
    return [pygame.FRect(left + index * step, top, w, h) for index in range(count)]


def hand_order(view: TakeThatView) -> list[int]:
    """The seat's own hand as it is shown: in card order."""
    return sorted(view.hand)


def places(lay: TableLayout, view: TakeThatView, shown: bool) -> dict[Key, Place]:
    """Where every card of ``view`` belongs; ``shown`` when the view's own hand may be
    shown face up (its seat is at the screen)."""
    result: dict[Key, Place] = {}
    for seat, zones in lay.seats.items():
        own = seat == view.seat and shown
        count = view.hand_sizes[seat]
        gap = lay.px(10) if seat == view.seat else -zones.hand_card[0] * 0.6
        rects = fan(zones.hand, count, zones.hand_card, gap)
        hand = hand_order(view) if own else []
        for index, rect in enumerate(rects):
            key: Key = hand[index] if own else ("back", seat, index)
            result[key] = Place(hand[index] if own else -1, rect, "hand", 100 + index)
        step = max(1, lay.px(2))
        # A pile grows up and to the right, never up over its seat's name plate.
        room = max(0.0, zones.face_up.y - zones.name.bottom - lay.px(2))
        for index, card in enumerate(view.face_up[seat]):
            shift = min(index, 12) * step / 2
            rect = pygame.FRect(zones.face_up).move(shift, -min(shift, room))
            result[card] = Place(card, rect, "up", 10 + index)
        for index in range(view.face_down_counts[seat]):
            shift = min(index, 12) * step / 2
            rect = pygame.FRect(zones.face_down).move(shift, -min(shift, room))
            result[("down", seat, index)] = Place(-1, rect, "down", 10 + index)
    slots = lay.row_slots(len(view.row))
    for index, card in enumerate(view.row):
        result[card] = Place(card, slots[index], "row", 50 + index)
    return result


def draw_rank(sprite: CardSprite) -> tuple[int, int]:
    """Face-up piles first, then face-down piles, the row, the hands."""
    return ZONE_ORDER.get(sprite.zone, 5), sprite.layer
