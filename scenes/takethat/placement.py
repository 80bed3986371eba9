"""Where everything sits on the Take That table, for any window size and 2–4 seats.

The seat at the screen is at the bottom; the others follow clockwise: one opposite (top),
two at the left and right, three at the left, top and right. The row runs across the middle
from the draw pile; when it grows too long its cards overlap (each keeps the strip with its
corner number) and then wrap onto further lines, so every card stays readable and reachable.
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
"""Share of a card's height by which a wrapped line of the row is lower than the last."""
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
    row_card: tuple[int, int] = (0, 0)
    message: pygame.Rect = field(default_factory=pygame.Rect)
    status: pygame.Rect = field(default_factory=pygame.Rect)
    take_button: pygame.Rect = field(default_factory=pygame.Rect)
    menu_button: pygame.Rect = field(default_factory=pygame.Rect)
    unit: float = 1.0
    """One design pixel (the layout is drawn for a 1280×800 window)."""

    def px(self, design: float) -> int:
        return max(1, round(design * self.unit))

    def row_slots(self, count: int) -> list[pygame.FRect]:
        """Where the ``count`` cards of the row go, left to right, plus one more slot: the
        place of the next card (the drop target at the row's end)."""
        area = self.row_area
        w, h = self.row_card
        step_full = w + self.px(8)
        per_line = max(1, int((area.w - w) // max(1.0, w * CORNER_SHARE)) + 1)
        total = count + 1
        lines = max(1, -(-total // per_line))
        scale = 1.0
        line_step = h * LINE_SHARE
        needed = h + (lines - 1) * line_step
        if needed > area.h:
            scale = max(0.45, area.h / needed)
        cw, ch = w * scale, h * scale
        per_line = max(1, int((area.w - cw) // max(1.0, cw * CORNER_SHARE)) + 1)
        lines = max(1, -(-total // per_line))
        in_line = min(total, per_line)
        step = step_full * scale if in_line <= 1 else min(step_full * scale,
                                                            (area.w - cw) / (in_line - 1))
        line_step = ch * LINE_SHARE
        height = ch + (lines - 1) * line_step
        top = area.centery - height / 2
        slots = []
        for index in range(total):
            line, column = divmod(index, per_line)
            slots.append(pygame.FRect(area.x + column * step, top + line * line_step, cw, ch))
        return slots


def seat_order(players: int, perspective: int) -> list[tuple[int, str]]:
    """Each seat with its side of the table, the seat at the screen first (bottom)."""
    others = [(perspective + offset) % players for offset in range(1, players)]
    return [(perspective, "bottom"), *zip(others, SIDES_BY_PLAYERS[players], strict=True)]


def build(size: tuple[int, int], players: int, perspective: int) -> TableLayout:
    """The table for a window of ``size`` with ``players`` seats, seen from ``perspective``."""
    w, h = size
    unit = min(w / 1280, h / 800)
    layout = TableLayout(size, players, unit=unit)
    margin = layout.px(12)
    top_h = round(h * 0.235)
    bottom_h = round(h * 0.30)
    message_h = max(layout.px(34), 26)
    side_w = round(min(w * 0.17, 260 * unit * 1.2))
    sides = dict((side, seat) for seat, side in seat_order(players, perspective))
    left = margin + (side_w + margin if "left" in sides else 0)
    right = w - margin - (side_w + margin if "right" in sides else 0)
    bottom_top = h - bottom_h
    layout.message = pygame.Rect(left, bottom_top - message_h - margin // 2, right - left,
                                 message_h)
    button_h = max(layout.px(44), 34)
    # Without a seat across the top, the row and the side seats use that room too.
    middle_top = top_h + margin if "top" in sides else margin * 2 + button_h + layout.px(40)
    row_region = pygame.Rect(left, middle_top, right - left,
                             layout.message.y - margin // 2 - middle_top)
    card_h = min(h * 0.2, row_region.h * 0.9)
    layout.row_card = card_size(card_h)
    layout.pile = pygame.Rect(row_region.x + margin, 0, *layout.row_card)
    layout.pile.centery = row_region.centery
    gap = layout.px(26)
    layout.row_area = pygame.Rect(layout.pile.right + gap, row_region.y + layout.px(4),
                                  row_region.right - layout.pile.right - gap - margin,
                                  row_region.h - layout.px(8))
    layout.status = pygame.Rect(margin, margin, round(w * 0.2), top_h - 2 * margin)
    layout.menu_button = pygame.Rect(w - margin - round(w * 0.13), margin, round(w * 0.13),
                                     button_h)
    bottom_panel = pygame.Rect(margin, bottom_top, w - 2 * margin, bottom_h - margin)
    take_w = round(w * 0.16)
    layout.take_button = pygame.Rect(bottom_panel.x, bottom_panel.centery - button_h,
                                     take_w, round(button_h * 1.4))
    seat_panel = pygame.Rect(bottom_panel.x + take_w + margin, bottom_panel.y,
                             bottom_panel.w - take_w - margin, bottom_panel.h)
    layout.seats[perspective] = bottom_zones(layout, seat_panel)
    for side, seat in sides.items():
        if side == "bottom":
            continue
        if side == "top":
            panel_w = round(w * (0.5 if players == 2 else 0.44))
            panel = pygame.Rect((w - panel_w) // 2, margin, panel_w, top_h - margin)
            layout.seats[seat] = wide_zones(layout, panel, side)
        else:
            panel_h = bottom_top - middle_top - margin
            x = margin if side == "left" else w - margin - side_w
            panel = pygame.Rect(x, middle_top, side_w, panel_h)
            layout.seats[seat] = tall_zones(layout, panel, side)
    return layout


def bottom_zones(layout: TableLayout, panel: pygame.Rect) -> SeatZones:
    """The seat at the screen: a large hand in the middle, name and piles at the right."""
    pad = layout.px(10)
    hand_card = card_size(min(panel.h - 2 * pad, layout.size[1] * 0.22))
    info_w = round(panel.w * 0.34)
    hand = pygame.Rect(panel.x + pad, panel.y + pad, panel.w - info_w - 3 * pad,
                       panel.h - 2 * pad)
    info_x = hand.right + pad
    name = pygame.Rect(info_x, panel.y + pad, info_w, layout.px(30))
    pile_card = card_size(min(panel.h * 0.52, hand_card[1] * 0.7))
    piles_top = name.bottom + layout.px(8)
    face_up = pygame.Rect(info_x + pad, piles_top, *pile_card)
    face_down = pygame.Rect(face_up.right + layout.px(34), piles_top, *pile_card)
    info = pygame.Rect(info_x, face_up.bottom + layout.px(4), info_w,
                       panel.bottom - face_up.bottom - layout.px(6))
    return SeatZones("bottom", panel, name, hand, face_up, face_down, info, hand_card,
                     pile_card)


def wide_zones(layout: TableLayout, panel: pygame.Rect, side: str) -> SeatZones:
    """A seat across the top: name above, hand at the left, piles at the right."""
    pad = layout.px(8)
    name = pygame.Rect(panel.x + pad, panel.y + pad, panel.w - 2 * pad, layout.px(26))
    body_top = name.bottom + layout.px(4)
    info_h = layout.px(20)
    body_h = panel.bottom - pad - info_h - body_top
    pile_card = card_size(body_h)
    hand_card = card_size(body_h * 0.8)
    piles_w = pile_card[0] * 2 + layout.px(40)
    hand = pygame.Rect(panel.x + pad, body_top, panel.w - piles_w - 3 * pad, body_h)
    face_up = pygame.Rect(hand.right + pad, body_top, *pile_card)
    face_down = pygame.Rect(face_up.right + layout.px(30), body_top, *pile_card)
    info = pygame.Rect(panel.x + 3 * pad, panel.bottom - pad - info_h, panel.w - 6 * pad,
                       info_h)
    return SeatZones(side, panel, name, hand, face_up, face_down, info, hand_card, pile_card)


def tall_zones(layout: TableLayout, panel: pygame.Rect, side: str) -> SeatZones:
    """A seat at the left or right: name, hand, then the piles side by side."""
    pad = layout.px(8)
    name = pygame.Rect(panel.x + pad, panel.y + pad, panel.w - 2 * pad, layout.px(26))
    info_h = layout.px(40)
    room = panel.bottom - pad - info_h - name.bottom - layout.px(12)
    hand_card = card_size(min(room * 0.4, panel.w * 0.5))
    hand = pygame.Rect(panel.x + pad, name.bottom + layout.px(6), panel.w - 2 * pad,
                       hand_card[1])
    pile_card = card_size(min(room - hand_card[1], (panel.w - 2 * pad - layout.px(30)) / 2
                              * CARD_ASPECT))
    piles_y = hand.bottom + layout.px(6)
    face_up = pygame.Rect(panel.x + pad, piles_y, *pile_card)
    face_down = pygame.Rect(panel.right - pad - pile_card[0] - layout.px(14), piles_y,
                            *pile_card)
    info = pygame.Rect(panel.x + 3 * pad, panel.bottom - pad - info_h, panel.w - 6 * pad,
                       info_h)
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
        gap = lay.px(8) if seat == view.seat else -zones.hand_card[0] * 0.55
        rects = fan(zones.hand, count, zones.hand_card, gap)
        hand = hand_order(view) if own else []
        for index, rect in enumerate(rects):
            key: Key = hand[index] if own else ("back", seat, index)
            result[key] = Place(hand[index] if own else -1, rect, "hand", 100 + index)
        step = max(1, lay.px(2))
        for index, card in enumerate(view.face_up[seat]):
            rect = pygame.FRect(zones.face_up).move(min(index, 12) * step / 2,
                                                    -min(index, 12) * step / 2)
            result[card] = Place(card, rect, "up", 10 + index)
        for index in range(view.face_down_counts[seat]):
            rect = pygame.FRect(zones.face_down).move(min(index, 12) * step / 2,
                                                      -min(index, 12) * step / 2)
            result[("down", seat, index)] = Place(-1, rect, "down", 10 + index)
    slots = lay.row_slots(len(view.row))
    for index, card in enumerate(view.row):
        result[card] = Place(card, slots[index], "row", 50 + index)
    return result


def draw_rank(sprite: CardSprite) -> tuple[int, int]:
    """Face-up piles first, then face-down piles, the row, the hands."""
    return ZONE_ORDER.get(sprite.zone, 5), sprite.layer
