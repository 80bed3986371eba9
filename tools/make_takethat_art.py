"""Render the Take That artwork into ``assets/takethat/`` and previews into ``docs/art/``.

Usage: ``python tools/make_takethat_art.py [--out DIR]`` (default: the repository root).

The cards, back, table and logo are drawn with the helpers of ``tools/make_art.py`` in the
same style as the Schotten Totten art: parchment, gold rims, Vollkorn lining figures. A
pond theme: every number card shows its number over rippling water tinted by its tens
band; the seven doubles are frog cards with a frog as the main picture. Images are saved
as 256-colour palette PNGs to keep the folder small; the same Pillow version gives the
same bytes on every run (fixed seeds, no time stamps, no metadata).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from make_art import (
    CARD_H,
    CARD_RADIUS,
    CARD_W,
    DISPLAY_FONT,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    PARCHMENT,
    REPO,
    RGB,
    Pen,
    Pt,
    Writer,
    centred,
    circle_mask,
    colourise,
    downsample,
    fractal,
    gild,
    grow,
    mix,
    multiply_shade,
    numeral_mask,
    ornate_frame,
    outline,
    paint,
    paint_image,
    placed,
    polygon_mask,
    quad,
    radial,
    ring_mask,
    rotate,
    rounded,
    s,
    shadow,
    shrink,
    simulate_deuteranopia,
    tapered,
    text_mask,
    vertical,
)
from PIL import Image, ImageChops, ImageDraw, ImageFilter, features

CARDS: tuple[int, ...] = tuple(n for n in range(12, 99) if n % 10)
FROGS: tuple[int, ...] = tuple(11 * d for d in range(2, 9))
FROG_PENALTY = 5

FIELD_INSET = 10
INDEX_X, INDEX_Y, INDEX_W, INDEX_H, INDEX_POINT = 12, 10, 88, 112, 14
INDEX_NUMBER_H = 50
TWIN_H = 22
CENTRE_NUMBER_H = 118
CENTRE = (150.0, 222.0)
CORNER_NUMBER_H = 28
PALETTE_COLOURS = 256
TABLE_SIZE = (1920, 1080)
LOGO_HEIGHT = 197  # the Schotten Totten logo's height in assets/ui/logo.png

CREAM: RGB = (246, 238, 216)
FROG_GREEN: RGB = (96, 178, 62)
FROG_LIGHT: RGB = (150, 214, 96)
FROG_DARK: RGB = (46, 112, 40)
FROG_INK: RGB = (22, 48, 22)
FROG_BELLY: RGB = (240, 234, 178)
PAD_GREEN: RGB = (62, 128, 62)
PAD_LIGHT: RGB = (118, 176, 84)
PAD_DARK: RGB = (28, 70, 36)
BLOSSOM: RGB = (244, 160, 182)
BLOSSOM_HEART: RGB = (250, 210, 80)
CHEEK: RGB = (250, 140, 150)
PENALTY_RED: RGB = (150, 30, 40)


@dataclass(frozen=True)
class Band:
    """The colours of one tens band (12-19 is band 1, 91-98 band 9)."""

    tens: int
    name: str
    colour: RGB

    @property
    def dark(self) -> RGB:
        return mix(self.colour, (0, 0, 0), 0.5)

    @property
    def light(self) -> RGB:
        return mix(self.colour, (255, 255, 255), 0.22)

    @property
    def ink(self) -> RGB:
        """Dark enough for text on cream paper."""
        return mix(self.colour, (0, 0, 0), 0.35)


BANDS: tuple[Band, ...] = (
    Band(1, "crimson", (184, 44, 54)),
    Band(2, "orange", (222, 112, 34)),
    Band(3, "gold", (206, 160, 30)),
    Band(4, "olive", (118, 148, 40)),
    Band(5, "teal", (30, 138, 116)),
    Band(6, "sky", (40, 122, 186)),
    Band(7, "indigo", (72, 72, 170)),
    Band(8, "plum", (156, 56, 146)),
    Band(9, "brown", (128, 84, 54)),
)


def band_of(card: int) -> Band:
    return BANDS[card // 10 - 1]


def twin(card: int) -> int | None:
    """The card with the digits swapped, or None for a frog card."""
    if card in FROGS:
        return None
    return (card % 10) * 10 + card // 10


def card_size() -> tuple[int, int]:
    return (s(CARD_W), s(CARD_H))


@cache
def paper(size: tuple[int, int], seed: int) -> Image.Image:
    """Cream card stock: a smooth, faintly clouded paper (smooth keeps the PNGs small)."""
    grain = fractal(size, [max(2, size[0] // 3), max(2, size[0] // 10)], seed)
    sheet = colourise(grain.point(lambda v: 150 + v * 105 // 255), (222, 206, 170), CREAM)
    return multiply_shade(sheet, radial(size, 0.35, 1.2), 0.1)


def card_shape(size: tuple[int, int]) -> Image.Image:
    return rounded(size, (0, 0, size[0] - 1, size[1] - 1), s(CARD_RADIUS))


def paper_card(size: tuple[int, int]) -> tuple[Image.Image, Image.Image]:
    """A blank rounded card of cream paper with an inked edge, and its shape."""
    shape = card_shape(size)
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    paint_image(base, paper(size, 17), shape)
    paint(base, outline(shrink(shape, s(1.5)), s(1.2)), INK, 0.55)
    return base, shape


def water(size: tuple[int, int], deep: RGB, light: RGB, seed: int) -> Image.Image:
    """Still water: light at the top, deep at the bottom, with slow soft clouds."""
    clouds = fractal(size, [max(2, size[0] // 2), max(2, size[0] // 6)], seed)
    gray = Image.blend(vertical(size, 230, 40), clouds, 0.3)
    return colourise(gray, deep, light)


def ripples(size: tuple[int, int], centre: Pt, radii: Sequence[float], width: float,
            squash: float = 0.82) -> Image.Image:
    """Concentric rings (an 'L' mask) fading outwards, as after a drop hits the pond."""
    mask = Image.new("L", size, 0)
    draw = ImageDraw.Draw(mask)
    cx, cy = centre
    for i, r in enumerate(radii):
        level = round(255 * (1 - i / (len(radii) + 0.5)))
        draw.ellipse((cx - r, cy - r * squash, cx + r, cy + r * squash), outline=level,
                     width=max(1, round(width)))
    return mask.filter(ImageFilter.GaussianBlur(width / 3))


def lily_pad(p: Pen, veins: Pen, notch_deg: float = 0.0) -> None:
    """A round lily pad with a wedge cut to its centre and radiating veins."""
    p.circle(50, 50, 48)
    a = math.radians(notch_deg)
    wedge: list[Pt] = [(50, 50)]
    for da in (-14, 14):
        b = a + math.radians(da)
        wedge.append((50 + 60 * math.cos(b), 50 + 60 * math.sin(b)))
    p.poly(wedge, 0)
    for k in range(1, 9):
        b = a + math.radians(40 * k)
        veins.stroke([(50 + 6 * math.cos(b), 50 + 6 * math.sin(b)),
                      (50 + 40 * math.cos(b), 50 + 40 * math.sin(b))], 1.6)


def blossom(p: Pen, heart: Pen) -> None:
    """A water-lily flower seen from above: two rings of pointed petals."""
    for ring, (count, length, width, turn) in enumerate(((8, 46, 15, 0.0), (8, 32, 12, 22.5))):
        for k in range(count):
            angle = turn + 360 * k / count
            petal = quad((50, 50), (50 + width, 50 - length * 0.6), (50, 50 - length), 12)
            petal += quad((50, 50 - length), (50 - width, 50 - length * 0.6), (50, 50), 12)
            p.poly(rotate(petal, angle, (50, 50)), 255 if ring == 0 else 200)
    heart.circle(50, 50, 11)


def pad_with_blossom(base: Image.Image, cx: float, cy: float, r: float, notch: float,
                     flower: bool) -> None:
    """A lily pad (optionally with a flower on it) centred at (cx, cy), radius ``r`` (SS px)."""
    side = round(2 * r)
    pad = Image.new("L", (side, side), 0)
    vein = Image.new("L", (side, side), 0)
    lily_pad(Pen(pad), Pen(vein), notch)
    vein = ImageChops.multiply(vein, shrink(pad, s(2)))
    dest = (round(cx - r), round(cy - r))
    full = placed(pad, base.size, dest)
    shadow(base, full, (s(1), s(3)), s(3), 0.45)
    paint(base, grow(full, s(1.2)), PAD_DARK)
    shade = colourise(radial((side, side), 0.0, 0.9, (side * 0.4, side * 0.35)), PAD_LIGHT,
                      PAD_GREEN)
    paint_image(base, shade.convert("RGBA"), pad, dest)
    paint(base, vein, PAD_DARK, 0.55, dest)
    if flower:
        fr = r * 0.62
        fside = round(2 * fr)
        petals = Image.new("L", (fside, fside), 0)
        heart = Image.new("L", (fside, fside), 0)
        blossom(Pen(petals), Pen(heart))
        fdest = (round(cx + r * 0.2 - fr), round(cy + r * 0.1 - fr))
        shadow(base, placed(petals, base.size, fdest), (s(1), s(2)), s(2), 0.4)
        paint(base, petals.point(lambda v: 255 if v else 0), BLOSSOM, dest=fdest)
        paint(base, petals.point(lambda v: 255 if 0 < v < 230 else 0), (255, 214, 226), 0.9,
              dest=fdest)
        paint(base, heart, BLOSSOM_HEART, dest=fdest)


FrogParts = dict[str, Pen]
FROG_LAYERS = ("legs", "body", "belly", "arms", "spots", "whites", "pupils", "shine", "mouth",
               "cheeks", "sheen")


def sided(points: Sequence[Pt], side: int) -> list[Pt]:
    """The points as drawn for the left side (1) or mirrored for the right side (-1)."""
    return list(points) if side == 1 else [(100 - x, y) for x, y in points]


def draw_frog(parts: FrogParts, whole: bool = True) -> None:
    """A sitting frog facing us, in a 100-unit box: big eyes on top, a wide smile.

    ``whole=False`` draws only the head, for small icons.
    """
    body, legs, arms = parts["body"], parts["legs"], parts["arms"]
    if whole:
        for side in (1, -1):
            legs.poly(sided(bezier_blob([(50, 60), (8, 56), (2, 86), (30, 88)]), side))
            toes: list[Pt] = [(4, 92), (11, 96), (20, 96.5)]
            for toe in sided(toes, side):
                legs.circle(toe[0], toe[1], 3.4)
            for tip in ((14.0, 94.0), (20.0, 95.0), (6.0, 90.0)):
                legs.poly(sided(tapered([(25, 85), tip], 9, 4), side))
        body.ellipse(50, 66, 30, 26)
        parts["belly"].ellipse(50, 72, 19, 16.5)
        for side in (1, -1):
            arms.poly(sided(tapered(quad((29, 64), (24.5, 78), (27, 91), 10), 8, 6.5), side))
            fingers: list[Pt] = [(21.5, 94), (27, 96), (32.5, 94)]
            for finger in sided(fingers, side):
                arms.circle(finger[0], finger[1], 3.1)
        for side in (1, -1):
            for spot in sided([(17, 70), (25, 77)], side):
                parts["spots"].circle(spot[0], spot[1], 3.2 if spot[1] < 75 else 2.2)
    body.ellipse(50, 42, 37, 21)
    for side in (1, -1):
        cx = 50 - side * 19
        body.circle(cx, 24, 13.5)
        parts["whites"].circle(cx, 23, 10)
        parts["pupils"].ellipse(cx + side * 1.8, 24.5, 5.2, 6.2)
        parts["shine"].circle(cx - 2 + side * 1.8, 21, 2.2)
        parts["shine"].circle(cx + 1.5 + side * 1.8, 27.5, 1.0)
        parts["sheen"].ellipse(cx - 3, 17, 5, 3, angle=-30)
        parts["cheeks"].ellipse(50 - side * 27, 47, 5.5, 3.4)
        parts["spots"].circle(50 - side * 5, 35, 1.3)
    parts["sheen"].ellipse(50, 32, 12, 3.5)
    smile = quad((26, 43), (50, 62), (74, 43), 24)
    parts["mouth"].stroke(smile, 2.6)
    for side in (1, -1):
        parts["mouth"].stroke(sided(quad((24, 41), (25, 44), (27.5, 44.5), 6), side), 2.0)


def bezier_blob(points: list[Pt]) -> list[Pt]:
    """A closed smooth shape through four control points (two quadratic halves)."""
    a, b, c, d = points
    return quad(a, b, c, 16) + quad(c, d, a, 16)


@cache
def frog_masks(side: int, whole: bool = True) -> dict[str, Image.Image]:
    """Each part of the frog as an 'L' mask of ``side`` × ``side`` pixels."""
    masks = {name: Image.new("L", (side, side), 0) for name in FROG_LAYERS}
    draw_frog({name: Pen(mask) for name, mask in masks.items()}, whole)
    return masks


def paint_frog(base: Image.Image, dest: tuple[int, int], side: int, rim: float,
               whole: bool = True) -> Image.Image:
    """Paint the frog in full colour; returns its silhouette placed on ``base``'s canvas."""
    m = frog_masks(side, whole)
    silhouette = ImageChops.lighter(ImageChops.lighter(m["legs"], m["body"]), m["arms"])
    full = placed(silhouette, base.size, dest)
    paint(base, grow(full, rim), FROG_INK)
    light = colourise(radial((side, side), 0.0, 0.8, (side * 0.4, side * 0.3)), FROG_LIGHT,
                      FROG_GREEN).convert("RGBA")
    paint(base, m["legs"], FROG_DARK, dest=dest)
    paint(base, outline(m["legs"], rim * 0.4).point(lambda v: v // 2), FROG_INK, dest=dest)
    body_edge = outline(m["body"], rim * 0.5)
    paint(base, ImageChops.multiply(body_edge, m["legs"]), FROG_INK, 0.8, dest)
    paint_image(base, light, m["body"], dest)
    paint(base, m["spots"], FROG_DARK, 0.8, dest)
    paint(base, m["belly"], FROG_BELLY, dest=dest)
    paint(base, outline(m["belly"], rim * 0.35), FROG_DARK, 0.7, dest)
    paint(base, outline(m["arms"], rim * 0.8), FROG_INK, dest=dest)
    paint_image(base, light, m["arms"], dest)
    paint(base, ImageChops.multiply(m["sheen"], m["body"]), (255, 255, 240), 0.3, dest)
    paint(base, outline(m["whites"], rim * 0.5), FROG_INK, dest=dest)
    paint(base, m["whites"], (252, 252, 244), dest=dest)
    paint(base, m["pupils"], (18, 18, 20), dest=dest)
    paint(base, m["shine"], (255, 255, 255), dest=dest)
    paint(base, m["cheeks"], CHEEK, 0.75, dest)
    paint(base, m["mouth"], FROG_INK, dest=dest)
    return full


@cache
def band_background(tens: int, frog: bool) -> Image.Image:
    """Everything on a card of the band that does not depend on its number (SS scale)."""
    band = BANDS[tens - 1]
    size = card_size()
    base, _shape = paper_card(size)
    f0 = s(FIELD_INSET)
    f1 = (size[0] - f0, size[1] - f0)
    field = rounded(size, (f0, f0, f1[0], f1[1]), s(10))
    if frog:
        pond = water(size, mix(band.colour, CREAM, 0.45), mix(band.colour, CREAM, 0.8), 30 + tens)
        pond_rgba = pond.convert("RGBA")
        rays = Image.new("L", size, 0)
        draw = ImageDraw.Draw(rays)
        cx, cy = s(CENTRE[0]), s(CENTRE[1] + 10)
        for k in range(18):
            a0 = math.radians(k * 20)
            a1 = math.radians(k * 20 + 10)
            draw.polygon([(cx, cy), (cx + s(400) * math.cos(a0), cy + s(400) * math.sin(a0)),
                          (cx + s(400) * math.cos(a1), cy + s(400) * math.sin(a1))], fill=255)
        paint(pond_rgba, ImageChops.multiply(rays, radial(size, 0.05, 0.9, (cx, cy))),
              (255, 250, 230), 0.35)
        paint_image(base, pond_rgba, field)
    else:
        pond = water(size, band.dark, band.light, 10 + tens)
        paint_image(base, multiply_shade(pond, radial(size, 0.3, 1.05), 0.35), field)
        rings = ripples(size, (s(CENTRE[0]), s(CENTRE[1])), [s(r) for r in (84, 104, 126, 150)],
                        s(2.2))
        paint(base, ImageChops.multiply(rings, field), band.light, 0.6)
    inner_edge = ImageChops.subtract(field, shrink(field, s(8)))
    paint(base, inner_edge.filter(ImageFilter.GaussianBlur(s(3))), (0, 0, 0), 0.4)
    paint(base, ring_mask(size, (f0, f0, f1[0], f1[1]), s(10), s(2.2)), GOLD)
    inset = s(FIELD_INSET + 5)
    paint(base, ring_mask(size, (inset, inset, size[0] - inset, size[1] - inset), s(6), s(0.9)),
          GOLD_LIGHT, 0.6)
    if not frog:
        pad_with_blossom(base, s(244), s(66), s(38), -130, flower=tens % 2 == 1)
        pad_with_blossom(base, s(58), s(368), s(32), 40, flower=tens % 2 == 0)
        pad_with_blossom(base, s(262), s(300), s(16), 200, flower=False)
    return base


def index_tag(base: Image.Image, card: int) -> None:
    """The corner index: a hanging tag with the number and the twin (or the frog's cost)."""
    band = band_of(card)
    size = base.size
    x0, y0 = s(INDEX_X), s(INDEX_Y)
    x1, y1 = x0 + s(INDEX_W), y0 + s(INDEX_H)
    points: list[Pt] = [(x0, y0), (x1, y0), (x1, y1), ((x0 + x1) / 2, y1 + s(INDEX_POINT)),
                        (x0, y1)]
    shape = polygon_mask(size, points)
    shadow(base, shape, (s(2), s(3)), s(3), 0.5)
    paint_image(base, paper(size, 17).convert("RGBA"), shape)
    paint(base, outline(shrink(shape, s(2.6)), s(1.6)), band.colour)
    paint(base, outline(shape, s(1.4)), GOLD_DARK)
    number = fitted_number(str(card), s(INDEX_NUMBER_H), s(INDEX_W - 12))
    cx = (x0 + x1) / 2
    paint(base, number, band.ink, dest=centred(number, cx, y0 + s(8) + s(INDEX_NUMBER_H) / 2))
    line_y = y0 + s(INDEX_NUMBER_H) + s(32)
    partner = twin(card)
    if partner is None:
        cost = text_mask(f"−{FROG_PENALTY}", DISPLAY_FONT, s(TWIN_H * 1.5), lining=True)
        head_side = s(30)
        gap = s(3)
        total = head_side + gap + cost.width
        left = round(cx - total / 2)
        paint_frog(base, (left, round(line_y - head_side * 0.55)), head_side, s(1.2),
                   whole=False)
        paint(base, cost, PENALTY_RED, dest=(left + head_side + gap,
                                             round(line_y - cost.height / 2)))
    else:
        hint = text_mask(f"↔{partner}", DISPLAY_FONT, s(TWIN_H * 1.45), lining=True)
        if hint.width > s(INDEX_W - 12):
            hint = hint.resize((s(INDEX_W - 12), hint.height), Image.Resampling.LANCZOS)
        paint(base, hint, mix(band.ink, INK, 0.4), dest=centred(hint, cx, line_y))


def fitted_number(text: str, height: int, max_width: int) -> Image.Image:
    """Lining figures ``height`` tall, set close; squeezed sideways if wider than ``max_width``.

    Every index keeps the same height, so a row of overlapping cards reads evenly.
    """
    digits = [numeral_mask(ch, height) for ch in text]
    gap = s(2)
    tall = max(d.height for d in digits)
    mask = Image.new("L", (sum(d.width for d in digits) + gap * (len(digits) - 1), tall), 0)
    x = 0
    for digit in digits:
        mask.paste(ImageChops.lighter(mask.crop((x, tall - digit.height, x + digit.width, tall)),
                                      digit), (x, tall - digit.height))
        x += digit.width + gap
    if mask.width > max_width:
        mask = mask.resize((max_width, mask.height), Image.Resampling.LANCZOS)
    return mask


def corner_number(base: Image.Image, card: int) -> None:
    """The number again on a small plaque in the bottom-right corner.

    It stays upright: turned upside down, as on paper cards, 66 would read as 99.
    """
    band = band_of(card)
    size = base.size
    number = numeral_mask(str(card), s(CORNER_NUMBER_H))
    cx = size[0] - s(INDEX_X + INDEX_W / 2)
    cy = size[1] - s(INDEX_Y + 6 + CORNER_NUMBER_H / 2)
    half_w, half_h = number.width / 2 + s(9), number.height / 2 + s(7)
    shape = rounded(size, (cx - half_w, cy - half_h, cx + half_w, cy + half_h), s(8))
    shadow(base, shape, (s(1), s(2)), s(2), 0.5)
    paint_image(base, paper(size, 17).convert("RGBA"), shape)
    paint(base, outline(shape, s(1.4)), GOLD_DARK)
    paint(base, number, band.ink, dest=centred(number, cx, cy))


def big_number(base: Image.Image, card: int, cx: float, cy: float, height: int,
               rim_colour: RGB, fill: RGB = PARCHMENT) -> None:
    size = base.size
    number = numeral_mask(str(card), height)
    full = placed(number, size, centred(number, cx, cy))
    shadow(base, grow(full, s(3)), (s(2), s(4)), s(4), 0.6)
    paint(base, grow(full, s(4)), rim_colour)
    paint(base, full, fill)


def penalty_badge(base: Image.Image, cx: float, cy: float) -> None:
    """A red coin saying what a face-down frog costs."""
    size = base.size
    r = s(31)
    coin = circle_mask(size, cx, cy, r)
    shadow(base, coin, (s(1), s(3)), s(3), 0.55)
    paint(base, coin, PENALTY_RED)
    paint(base, outline(shrink(coin, s(3)), s(1.6)), GOLD_LIGHT, 0.8)
    paint(base, outline(coin, s(2.2)), GOLD)
    text = text_mask(f"−{FROG_PENALTY}", DISPLAY_FONT, s(36), lining=True)
    paint(base, text, CREAM, dest=centred(text, cx - s(1), cy))


def number_card(card: int) -> Image.Image:
    """The face of ``card`` (12..98) at card size."""
    band = band_of(card)
    frog = card in FROGS
    base = band_background(card // 10, frog).copy()
    if frog:
        side = s(236)
        pad_cx, pad_cy = s(150), s(338)
        pad = Image.new("L", base.size, 0)
        ImageDraw.Draw(pad).ellipse((pad_cx - s(118), pad_cy - s(34), pad_cx + s(118),
                                     pad_cy + s(34)), fill=255)
        notch = polygon_mask(base.size, [(pad_cx, pad_cy), (pad_cx + s(40), pad_cy + s(40)),
                                         (pad_cx + s(80), pad_cy + s(40))])
        pad = ImageChops.subtract(pad, notch)
        shadow(base, pad, (0, s(4)), s(5), 0.45)
        paint(base, grow(pad, s(1.5)), PAD_DARK)
        paint(base, pad, PAD_GREEN)
        paint(base, ImageChops.subtract(pad, shifted_mask(pad, 0, -s(5))), PAD_LIGHT, 0.6)
        dest = (round(s(150) - side / 2), s(124))
        silhouette = placed(frog_masks(side)["legs"], base.size, dest)
        shadow(base, silhouette, (s(2), s(6)), s(6), 0.4)
        paint_frog(base, dest, side, s(3.2))
        belly_cx = dest[0] + side * 0.5
        belly_cy = dest[1] + side * 0.725
        number = numeral_mask(str(card), s(50))
        paint(base, number, FROG_INK, dest=centred(number, belly_cx, belly_cy))
        penalty_badge(base, s(244), s(62))
    else:
        big_number(base, card, s(CENTRE[0]), s(CENTRE[1]), s(CENTRE_NUMBER_H), band.dark)
    index_tag(base, card)
    corner_number(base, card)
    return downsample(base, (CARD_W, CARD_H))


def shifted_mask(mask: Image.Image, dx: int, dy: int) -> Image.Image:
    out = Image.new("L", mask.size, 0)
    out.paste(mask, (dx, dy))
    return out


BACK_DEEP: RGB = (12, 40, 46)
BACK_LIGHT: RGB = (36, 96, 96)


def card_back() -> Image.Image:
    """The back: a dark pond in a gold frame, a gold frog on a lily pad in a medallion."""
    size = card_size()
    w, h = size
    shape = card_shape(size)
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    pond = multiply_shade(water(size, BACK_DEEP, BACK_LIGHT, 77), radial(size, 0.15, 1.05), 0.5)
    pond_rgba = pond.convert("RGBA")
    rings = ripples(size, (w / 2, h / 2), [s(r) for r in (112, 130, 150, 172, 196)], s(2))
    paint(pond_rgba, rings, BACK_LIGHT, 0.7)
    paint_image(base, pond_rgba, shape)
    ornate_frame(base, shape)
    cx, cy = w / 2, h / 2
    medal = circle_mask(size, cx, cy, s(96))
    shadow(base, medal, (0, s(5)), s(8), 0.7)
    fill = colourise(radial(size, 0.0, 0.35, (cx, cy - s(20))), (34, 86, 80), (10, 34, 36))
    paint_image(base, fill, medal)
    paint(base, outline(medal, s(5)), GOLD)
    paint(base, outline(medal, s(1.2)), GOLD_DARK)
    for i, band in enumerate(BANDS):
        a = math.radians(-90 + 40 * i)
        dot = circle_mask(size, cx + s(80) * math.cos(a), cy + s(80) * math.sin(a), s(6.5))
        paint(base, grow(dot, s(2)), GOLD)
        paint(base, dot, band.colour)
    side = s(120)
    m = frog_masks(side)
    dest = (round(cx - side / 2), round(cy - side * 0.56))
    silhouette = ImageChops.lighter(ImageChops.lighter(m["legs"], m["body"]), m["arms"])
    full = placed(silhouette, size, dest)
    shadow(base, full, (s(1), s(3)), s(3), 0.6)
    gilt = colourise(vertical(size, 0, 255), GOLD_LIGHT, GOLD_DARK)
    paint_image(base, gilt.convert("RGBA"), full)
    for part, colour in (("whites", GOLD_LIGHT), ("pupils", (20, 30, 26)), ("mouth", GOLD_DARK),
                         ("belly", GOLD_LIGHT)):
        paint(base, m[part], colour, dest=dest)
    paint(base, outline(full, s(1.2)), GOLD_DARK)
    return downsample(base, (CARD_W, CARD_H))


def table_background() -> Image.Image:
    """A calm pond seen from above, dark and low in contrast, lily pads along the banks."""
    w, h = TABLE_SIZE
    size = (w, h)
    k = w / 1280
    clouds = fractal(size, [round(600 * k), round(200 * k), round(90 * k)], 91)
    pond = colourise(clouds.point(lambda v: 70 + v * 90 // 255), (10, 30, 34), (50, 90, 90))
    ground = pond.convert("RGBA")
    rng = random.Random(92)
    rings = Image.new("L", size, 0)
    drops: list[Pt] = []
    while len(drops) < 4:
        x, y = rng.uniform(0.15, 0.85) * w, rng.uniform(0.2, 0.8) * h
        if any(math.hypot(x - dx, y - dy) < 0.3 * w for dx, dy in drops):
            continue
        drops.append((x, y))
        r0 = rng.uniform(30, 50) * k
        drop = ripples(size, (x, y), [r0 * f for f in (1, 1.7, 2.5, 3.4)], 2.0 * k, 0.7)
        rings = ImageChops.lighter(rings, drop)
    paint(ground, rings, (120, 160, 150), 0.1)
    pads: list[tuple[float, float, float]] = []
    while len(pads) < 26:
        r = rng.uniform(34, 70) * k
        edge = rng.choice(("top", "bottom", "left", "right"))
        depth = rng.uniform(-0.3, 0.9) * r
        along = rng.uniform(0, 1)
        x, y = {"top": (along * w, depth), "bottom": (along * w, h - depth),
                "left": (depth, along * h), "right": (w - depth, along * h)}[edge]
        if any(math.hypot(x - px, y - py) < r + pr + 6 * k for px, py, pr in pads):
            continue
        pads.append((x, y, r))
    for x, y, r in pads:
        side = round(2 * r)
        pad = Image.new("L", (side, side), 0)
        vein = Image.new("L", pad.size, 0)
        lily_pad(Pen(pad), Pen(vein), rng.uniform(0, 360))
        dest = (round(x - r), round(y - r))
        shadow(ground, placed(pad, size, dest), (round(3 * k), round(6 * k)), 6 * k, 0.45)
        tint = mix((40, 82, 50), (58, 92, 46), rng.uniform(0, 1))
        shade = colourise(radial((side, side), 0.0, 0.9, (side * 0.35, side * 0.3)),
                          mix(tint, (255, 255, 255), 0.12), mix(tint, (0, 0, 0), 0.15))
        paint_image(ground, shade.convert("RGBA"), pad.point(lambda v: v * 88 // 100), dest)
        paint(ground, vein, (26, 56, 34), 0.5, dest)
    ground = multiply_shade(ground, radial(size, 0.3, 1.0), 0.55)
    return ground.convert("RGB")


def logo() -> Image.Image:
    """The title in gilded display letters with a frog sitting in front of it."""
    title = "Take That"
    text = text_mask(title, DISPLAY_FONT, s(150))
    frog_side = round(text.height * 1.55)
    pad = s(40)
    tx, ty = pad + round(frog_side * 0.92), s(24)
    w = tx + text.width + pad
    h = text.height + s(120)
    size = (w, h)
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    full = placed(text, size, (tx, ty))
    gild(base, full)
    y = ty + text.height + s(36)
    rule = Image.new("L", size, 0)
    rd = ImageDraw.Draw(rule)
    x_start, x_end = tx, w - pad
    mid = (x_start + x_end) / 2
    rd.polygon([(x_start, y), (mid, y - s(2.5)), (x_end, y), (mid, y + s(2.5))], fill=255)
    for x in (x_start, x_end):
        rd.ellipse((x - s(6), y - s(6), x + s(6), y + s(6)), fill=255)
    shadow(base, rule, (s(2), s(4)), s(4), 0.6)
    paint(base, grow(rule, s(3)), (30, 20, 14))
    paint(base, rule, GOLD)
    for i, band in enumerate(BANDS):
        gx = mid + (i - 4) * s(30)
        gem = circle_mask(size, gx, y, s(10))
        paint(base, grow(gem, s(4)), (30, 20, 14))
        paint(base, outline(gem, s(2.5)), GOLD)
        paint(base, gem, band.colour)
    dest = (pad, ty + text.height - round(frog_side * 0.88))
    silhouette = placed(frog_masks(frog_side)["body"], size, dest)
    shadow(base, grow(silhouette, s(6)), (s(4), s(8)), s(8), 0.6)
    paint_frog(base, dest, frog_side, s(5))
    box = base.getbbox()
    assert box is not None
    x0, y0, x1, y1 = box
    margin = s(6)
    base = base.crop((max(0, x0 - margin), max(0, y0 - margin), x1 + margin, y1 + margin))
    return downsample(base, (round(base.width * LOGO_HEIGHT / base.height), LOGO_HEIGHT))


def palette(img: Image.Image) -> Image.Image:
    """256 colours with a fixed method, so the bytes are the same on every run."""
    if img.mode == "RGBA":
        indexed = img.quantize(PALETTE_COLOURS, method=Image.Quantize.FASTOCTREE,
                               dither=Image.Dither.FLOYDSTEINBERG)
        # The octree averages alpha too: keep opaque paint fully opaque, clear fully clear.
        entries = indexed.getpalette("RGBA") or []
        for i in range(3, len(entries), 4):
            entries[i] = 255 if entries[i] >= 244 else 0 if entries[i] <= 8 else entries[i]
        indexed.putpalette(entries, "RGBA")
        return indexed
    return img.quantize(PALETTE_COLOURS, method=Image.Quantize.MEDIANCUT,
                        dither=Image.Dither.FLOYDSTEINBERG)


def contact_sheet(faces: dict[str, Image.Image], width: int) -> Image.Image:
    """One row per tens band, the units digit as the column; the back where 11 would be."""
    height = round(width * CARD_H / CARD_W)
    gap = max(4, width // 12)
    sheet_w = gap + 9 * (width + gap)
    sheet_h = gap + 9 * (height + gap)
    sheet = Image.new("RGBA", (sheet_w, sheet_h), (34, 40, 36, 255))
    for name, face in faces.items():
        if name == "back":
            row, col = 0, 0
        else:
            row, col = int(name) // 10 - 1, int(name) % 10 - 1
        small = face.resize((width, height), Image.Resampling.LANCZOS)
        sheet.alpha_composite(small, (gap + col * (width + gap), gap + row * (height + gap)))
    return sheet.convert("RGB")


def row_mock(faces: dict[str, Image.Image], table: Image.Image) -> Image.Image:
    """Rows of overlapping small cards on the table, as the board lays them out."""
    board = table.resize((1280, 720), Image.Resampling.LANCZOS).convert("RGBA")
    rows = [
        [12, 21, 29, 38, 44, 47, 52, 61, 66, 74, 83, 88, 91, 98],
        [19, 23, 32, 33, 41, 55, 57, 64, 75, 77, 86, 89, 95, 22],
        [13, 31, 14, 41, 25, 52, 36, 63, 47, 74, 58, 85, 69, 96],
    ]
    for r, (cw, pitch) in enumerate(((60, 24), (80, 30), (100, 40))):
        ch = round(cw * CARD_H / CARD_W)
        y = 40 + r * 220
        for i, card in enumerate(rows[r]):
            small = faces[str(card)].resize((cw, ch), Image.Resampling.LANCZOS)
            board.alpha_composite(small, (40 + i * pitch, y))
        x = 40 + len(rows[r]) * pitch + cw + 30
        fits = (board.width - 130 - x) // (cw + 6)
        for k, card in enumerate(rows[r][:fits]):
            small = faces[str(card)].resize((cw, ch), Image.Resampling.LANCZOS)
            board.alpha_composite(small, (x + k * (cw + 6), y))
    back = faces["back"].resize((100, 140), Image.Resampling.LANCZOS)
    board.alpha_composite(back, (1160, 560))
    return board.convert("RGB")


def manifest(images: dict[str, list[int]]) -> dict[str, object]:
    """What the client needs; every path is relative to ``assets/takethat/``."""
    return {
        "format": "take-that/assets@1",
        "generator": "tools/make_takethat_art.py",
        "card": {
            "width": CARD_W, "height": CARD_H, "corner_radius": CARD_RADIUS,
            "face": "cards/{card}.png", "back": "cards/back.png",
            "numbers": list(CARDS),
            "index": {"x": INDEX_X, "y": INDEX_Y, "width": INDEX_W,
                      "height": INDEX_H + INDEX_POINT},
        },
        "bands": {
            str(band.tens): {"name": band.name, "colour": list(band.colour),
                             "dark": list(band.dark), "light": list(band.light),
                             "ink": list(band.ink)}
            for band in BANDS
        },
        "paper": list(CREAM),
        "frog": {"cards": list(FROGS), "penalty": FROG_PENALTY, "colour": list(FROG_GREEN),
                 "ink": list(FROG_INK)},
        "back_colour": list(BACK_DEEP),
        "table": {"file": "table.png", "width": TABLE_SIZE[0], "height": TABLE_SIZE[1],
                  "fit": "cover"},
        "logo": "logo.png",
        "images": dict(sorted(images.items())),
    }


def build(out: Path) -> None:
    """Render every Take That asset and preview sheet under ``out``."""
    writer = Writer(out)
    root = "assets/takethat"
    faces: dict[str, Image.Image] = {}
    for card in CARDS:
        faces[str(card)] = number_card(card)
        writer.png(f"{root}/cards/{card}.png", palette(faces[str(card)]), compress_level=9)
    faces["back"] = card_back()
    writer.png(f"{root}/cards/back.png", palette(faces["back"]), compress_level=9)
    table = table_background()
    writer.png(f"{root}/table.png", palette(table), compress_level=9)
    logo_img = logo()
    writer.png(f"{root}/logo.png", palette(logo_img), compress_level=9)
    images = {key.removeprefix("takethat/"): size for key, size in writer.images.items()}
    writer.text(f"{root}/manifest.json",
                json.dumps(manifest(images), indent=2, ensure_ascii=False) + "\n")
    writer.png("docs/art/takethat-contact-sheet.png", palette(contact_sheet(faces, 100)),
               listed=False, compress_level=9)
    writer.png("docs/art/takethat-contact-sheet-deuteranopia.png",
               palette(simulate_deuteranopia(contact_sheet(faces, 100))), listed=False,
               compress_level=9)
    writer.png("docs/art/takethat-contact-sheet-60px.png", palette(contact_sheet(faces, 60)),
               listed=False, compress_level=9)
    writer.png("docs/art/takethat-row-mock.png", palette(row_mock(faces, table)), listed=False,
               compress_level=9)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO,
                        help="folder that receives assets/takethat/ and docs/art/ "
                             "(default: the repository)")
    args = parser.parse_args(argv)
    if not features.check("raqm"):
        print("warning: Pillow without libraqm; numerals fall back to old-style figures",
              file=sys.stderr)
    started = time.perf_counter()
    build(args.out)
    print(f"Take That art written to {args.out} in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
