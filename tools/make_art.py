"""Render the game's artwork into ``assets/`` and preview sheets into ``docs/art/``.

Usage: ``python tools/make_art.py [--out DIR]`` (default: the repository root).

Everything is drawn with Pillow from code: card faces, card back, stones, the moor
tileset and table, icon, logo and UI pieces. The only inputs are the fonts committed
in ``assets/fonts/``. The same Pillow version gives the same bytes on every run: no
randomness without a fixed seed, no time stamps, PNGs written without metadata.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, cast

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont, ImageMath, features

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
Pt = tuple[float, float]

REPO = Path(__file__).resolve().parent.parent
FONT_DIR = REPO / "assets" / "fonts"
DISPLAY_FONT = "Vollkorn-Bold.ttf"
UI_DISPLAY_FONT = "VollkornLF-Bold.ttf"  # lining figures for pygame (tools/make_fonts.py)
TEXT_FONT = "NotoSans-Regular.ttf"
TEXT_BOLD_FONT = "NotoSans-Bold.ttf"

SS = 3
CARD_W, CARD_H = 300, 420
CARD_RADIUS = 16
STONE_W, STONE_H = 150, 200
TILE = 64
TILE_COLUMNS = 8
TABLE_W, TABLE_H = 2560, 1440
PANEL_BORDER = 40
PANEL_SIZE = 160
BUTTON_W, BUTTON_H = 320, 88
BUTTON_BORDER = 24
TARGET_MARGIN = 20
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The sizes a Linux desktop looks for in the hicolor icon theme."""

INK: RGB = (38, 30, 24)
PARCHMENT: RGB = (242, 231, 206)
PARCHMENT_DARK: RGB = (222, 203, 166)
GOLD: RGB = (201, 162, 72)
GOLD_LIGHT: RGB = (240, 214, 140)
GOLD_DARK: RGB = (128, 94, 34)


def s(value: float) -> int:
    """A card-pixel length at the supersampled drawing scale."""
    return round(value * SS)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def rgba(colour: RGB, alpha: int = 255) -> RGBA:
    return (colour[0], colour[1], colour[2], alpha)



def bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, steps: int = 24) -> list[Pt]:
    """Points along a cubic Bézier curve, both ends included."""
    points: list[Pt] = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        points.append(
            (
                u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return points


def quad(p0: Pt, p1: Pt, p2: Pt, steps: int = 20) -> list[Pt]:
    """Points along a quadratic Bézier curve."""
    return bezier(
        p0,
        (p0[0] + 2 / 3 * (p1[0] - p0[0]), p0[1] + 2 / 3 * (p1[1] - p0[1])),
        (p2[0] + 2 / 3 * (p1[0] - p2[0]), p2[1] + 2 / 3 * (p1[1] - p2[1])),
        p2,
        steps,
    )


def mirror_x(points: Sequence[Pt], axis: float = 50) -> list[Pt]:
    return [(2 * axis - x, y) for x, y in points]


def rotate(points: Sequence[Pt], angle_deg: float, centre: Pt) -> list[Pt]:
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = centre
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca)
            for x, y in points]


def ellipse_points(cx: float, cy: float, rx: float, ry: float, angle: float = 0.0,
                   steps: int = 96) -> list[Pt]:
    pts = [
        (cx + rx * math.cos(2 * math.pi * i / steps), cy + ry * math.sin(2 * math.pi * i / steps))
        for i in range(steps)
    ]
    return rotate(pts, angle, (cx, cy)) if angle else pts


def star_points(cx: float, cy: float, r_out: float, r_in: float, spikes: int,
                start_deg: float = -90) -> list[Pt]:
    pts: list[Pt] = []
    for i in range(spikes * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(start_deg + 180 * i / spikes)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def diamond(cx: float, cy: float, r: float) -> list[Pt]:
    return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]


def tapered(points: Sequence[Pt], w0: float, w1: float) -> list[Pt]:
    """Outline of a stroke along ``points`` whose width goes from w0 to w1."""
    left: list[Pt] = []
    right: list[Pt] = []
    n = len(points)
    for i, (x, y) in enumerate(points):
        ax, ay = points[max(i - 1, 0)]
        bx, by = points[min(i + 1, n - 1)]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        half = (w0 + (w1 - w0) * i / max(n - 1, 1)) / 2
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    return left + right[::-1]


class Pen:
    """Draws filled shapes on an 'L' mask in a 100-unit box mapped onto the mask."""

    def __init__(self, mask: Image.Image, box: tuple[float, float, float, float] | None = None):
        self.mask = mask
        self.draw = ImageDraw.Draw(mask)
        x0, y0, x1, y1 = box if box else (0.0, 0.0, float(mask.width), float(mask.height))
        self.ox, self.oy = x0, y0
        self.k = min(x1 - x0, y1 - y0) / 100

    def _map(self, points: Iterable[Pt]) -> list[Pt]:
        return [(self.ox + x * self.k, self.oy + y * self.k) for x, y in points]

    def poly(self, points: Sequence[Pt], fill: int = 255) -> None:
        self.draw.polygon(self._map(points), fill=fill)

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, fill: int = 255,
                angle: float = 0.0) -> None:
        self.poly(ellipse_points(cx, cy, rx, ry, angle), fill)

    def circle(self, cx: float, cy: float, r: float, fill: int = 255) -> None:
        self.ellipse(cx, cy, r, r, fill)

    def ring(self, cx: float, cy: float, r_out: float, r_in: float, fill: int = 255,
             inside: int = 0) -> None:
        self.circle(cx, cy, r_out, fill)
        self.circle(cx, cy, r_in, inside)

    def stroke(self, points: Sequence[Pt], width: float, fill: int = 255) -> None:
        """A polyline with round joins and caps."""
        mapped = self._map(points)
        w = width * self.k
        self.draw.line(mapped, fill=fill, width=max(1, round(w)), joint="curve")
        for x, y in (mapped[0], mapped[-1]):
            self.draw.ellipse((x - w / 2, y - w / 2, x + w / 2, y + w / 2), fill=fill)

    def taper(self, points: Sequence[Pt], w0: float, w1: float, fill: int = 255) -> None:
        self.poly(tapered(points, w0, w1), fill)
        x, y = points[0]
        if w0 > 0:
            self.circle(x, y, w0 / 2, fill)
        x, y = points[-1]
        if w1 > 0:
            self.circle(x, y, w1 / 2, fill)



def draw_claymore(p: Pen) -> None:
    """The red clan: a Highland two-handed sword, point down."""
    p.circle(50, 7, 5.2)
    p.circle(50, 7, 2.0, 0)
    p.poly([(47.2, 11), (52.8, 11), (53.4, 27), (46.6, 27)])
    for y in (14.5, 18.5, 22.5):
        p.poly([(46, y), (54, y - 2.2), (54, y - 1.0), (46, y + 1.2)], 0)
    guard = bezier((15, 39), (28, 26), (72, 26), (85, 39), 30)
    p.taper(guard, 5.2, 5.2)
    for cx, cy in ((14.5, 40.5), (85.5, 40.5)):
        for dx, dy in ((0, -3.2), (3.2, 0), (0, 3.2), (-3.2, 0)):
            p.circle(cx + dx, cy + dy, 2.6)
    p.poly([(44, 29), (56, 29), (54, 37), (46, 37)])
    p.poly([(45.2, 36), (54.8, 36), (54.0, 82), (50, 97), (46.0, 82)])
    p.poly([(49.2, 39), (50.8, 39), (50.6, 80), (49.4, 80)], 0)


def draw_stag(p: Pen) -> None:
    """The orange clan: a stag's head with a full spread of antlers."""
    for side in (1, -1):
        def m(points: list[Pt], side: int = side) -> list[Pt]:
            return points if side == 1 else mirror_x(points)

        beam = bezier((45, 47), (36, 40), (24, 34), (20, 8), 28)
        p.taper(m(beam), 6.0, 2.4)
        p.taper(m(quad((27, 35), (16, 36), (9, 30))), 3.8, 1.6)
        p.taper(m(quad((23, 26), (13, 24), (8, 15))), 3.4, 1.4)
        p.taper(m(quad((21.5, 17), (27, 12), (28.5, 3))), 3.2, 1.2)
        p.taper(m(quad((37, 42), (36, 33), (39, 27))), 3.4, 1.4)
        ear = bezier((40, 50), (32, 44), (22, 46), (19, 52), 16) + bezier(
            (19, 52), (26, 57), (35, 57), (41, 55), 16
        )
        p.poly(m(ear))
    head = bezier((38, 49), (44, 44), (56, 44), (62, 49), 16)
    head += bezier((62, 49), (64, 62), (58, 76), (55, 90), 20)
    head += bezier((55, 90), (53, 94), (47, 94), (45, 90), 10)
    head += bezier((45, 90), (42, 76), (36, 62), (38, 49), 20)
    p.poly(head)
    for side in (1, -1):
        eye = ellipse_points(43.5, 60, 2.6, 1.6, 20)
        p.poly(eye if side == 1 else mirror_x(eye), 0)
        nostril = ellipse_points(47.2, 88.5, 1.3, 1.7, -20)
        p.poly(nostril if side == 1 else mirror_x(nostril), 0)
    p.poly([(50, 66), (51.3, 78), (50, 84), (48.7, 78)], 0)


def draw_bagpipe(p: Pen) -> None:
    """The yellow clan: the great Highland bagpipe, drones up, chanter down."""
    drones = [((42, 52), (20, 12), 3.6), ((49, 49), (34, 6), 3.6), ((56, 48), (52, 15), 3.2)]
    for (x0, y0), (x1, y1), w in drones:
        p.stroke([(x0, y0), (x1, y1)], w)
        for t in (0.35, 0.7):
            cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
            p.circle(cx, cy, w * 0.85)
        ang = math.degrees(math.atan2(y1 - y0, x1 - x0)) + 90
        cup = [(-w * 0.9, 0.0), (w * 0.9, 0.0), (w * 0.7, -5.0), (-w * 0.7, -5.0)]
        p.poly(rotate([(x1 + dx, y1 + dy) for dx, dy in cup], ang, (x1, y1)))
    p.stroke(quad((20, 26), (30, 40), (34, 20)), 1.4)
    p.stroke(quad((34, 20), (42, 34), (52, 28)), 1.4)
    p.ellipse(47, 64, 25, 17, angle=-18)
    p.stroke([(66, 56), (84, 38)], 2.6)
    p.circle(85, 37, 2.4)
    p.taper([(64, 72), (72, 84), (79, 95)], 4.2, 5.0)
    p.poly([(74.5, 95), (84.5, 95), (82, 99), (77, 99)])
    for t in (0.4, 0.6, 0.8):
        cx, cy = 64 + 15 * t, 72 + 23 * t
        p.circle(cx, cy, 0.9, 0)
    for i in range(4):
        x = 30 + i * 8
        p.poly(rotate([(x, 52), (x + 1.4, 52), (x + 1.4, 77), (x, 77)], -18, (47, 64)), 0)


def draw_thistle(p: Pen) -> None:
    """The green clan: the Scottish thistle with its spiky crown and leaves."""
    for i in range(11):
        a = -90 + (i - 5) * 11
        r = 30 if i in (0, 10) else 34
        x1 = 50 + r * math.cos(math.radians(a)) * 0.9
        y1 = 40 + r * math.sin(math.radians(a)) * 0.85
        p.taper([(50, 40), (x1, y1)], 3.6, 1.0)
    cx, cy, rx, ry = 50.0, 50.0, 14.5, 11.5
    p.ellipse(cx, cy, rx, ry)
    for k in range(-4, 5):
        for sign in (1, -1):
            x0 = cx + k * 6.5
            seg = [(x0 + sign * (y - cy) * 0.6, y) for y in [cy - ry + i * 0.5 for i in range(47)]]
            inside = [(x, y) for x, y in seg
                      if ((x - cx) / (rx - 2)) ** 2 + ((y - cy) / (ry - 2)) ** 2 < 1]
            if len(inside) > 1:
                p.stroke(inside, 1.1, 0)
    cup = bezier((33, 54), (38, 64), (44, 68), (50, 70), 12)
    cup += bezier((50, 70), (56, 68), (62, 64), (67, 54), 12)
    p.poly([*cup, (50, 58)])
    for side in (1, -1):
        for y, length in ((56, 9), (61, 8), (65.5, 6)):
            x0 = 50 + side * (16 - (y - 54) * 1.0)
            spine = [(50 + side * 6, y - 1.5), (x0 + side * length, y + 2.5)]
            p.taper(spine, 3.2, 0.6)
    p.taper([(50, 66), (50.5, 82), (49, 98)], 4.4, 3.4)
    for side in (1, -1):
        rib = bezier((50, 86), (38, 82), (24, 72), (12, 62), 12)
        low: list[Pt] = []
        high: list[Pt] = []
        for i, (x, y) in enumerate(rib):
            spread = 7 * math.sin(math.pi * i / (len(rib) - 1)) + 0.4
            tooth = 3.5 if i % 2 else 0.0
            low.append((x, y + spread + tooth * 0.6))
            high.append((x, y - spread - tooth))
        outline = low + high[::-1]
        p.poly(outline if side == 1 else mirror_x(outline))
        vein = rib[1:-2]
        p.stroke(vein if side == 1 else mirror_x(vein), 0.9, 0)


def draw_targe(p: Pen) -> None:
    """The blue clan: a round Highland targe with studs and a spiked boss."""
    p.circle(50, 50, 46)
    p.ring(50, 50, 41.5, 39.5, 0, 255)
    p.ring(50, 50, 15, 12.5, 0, 255)
    for i in range(8):
        a = math.radians(22.5 + 45 * i)
        p.circle(50 + 44 * math.cos(a) * 0.93, 50 + 44 * math.sin(a) * 0.93, 1.5, 0)
        a2 = math.radians(45 * i)
        p.circle(50 + 27 * math.cos(a2), 50 + 27 * math.sin(a2), 2.4, 0)
        for rr in (19, 34):
            p.circle(50 + rr * math.cos(a2), 50 + rr * math.sin(a2), 1.3, 0)
    for i in range(4):
        a = 45 + 90 * i
        arm = rotate([(48.8, 16), (51.2, 16), (51.2, 35), (48.8, 35)], a, (50, 50))
        p.poly(arm, 0)
    p.circle(50, 50, 6.5, 0)
    p.circle(50, 50, 4.2)


def draw_heather(p: Pen) -> None:
    """The purple clan: a sprig of heather, three racemes hung with bell flowers."""
    stem = bezier((50, 99), (48, 72), (54, 40), (50, 3), 40)
    left = bezier((49.4, 80), (38, 70), (28, 52), (24, 26), 30)
    right = bezier((50.6, 72), (62, 62), (72, 46), (76, 22), 30)
    for line, w0 in ((stem, 4.6), (left, 3.4), (right, 3.4)):
        p.taper(line, w0, 1.6)
    for line, start, size in ((stem, 0.34, 6.4), (left, 0.3, 5.6), (right, 0.3, 5.6)):
        n = len(line)
        count = 12
        for i in range(count):
            t = start + (1 - start) * i / count
            j = min(int(t * (n - 1)), n - 2)
            (x0, y0), (x1, y1) = line[j], line[j + 1]
            dx, dy = x1 - x0, y1 - y0
            length = math.hypot(dx, dy) or 1
            side = 1 if i % 2 else -1
            nx, ny = -dy / length * side, dx / length * side
            r = size * (1.0 - 0.55 * (t - start) / (1 - start))
            bx, by = x0 + nx * r * 1.25, y0 + ny * r * 1.25 + r * 0.5
            p.stroke([(x0, y0), (bx, by - r * 0.5)], 1.4)
            p.ellipse(bx, by, r * 0.72, r * 0.95, angle=side * 15)
            p.circle(bx, by + r * 0.95, r * 0.18, 0)
    for i in range(7):
        y = 97 - i * 3.2
        side = 1 if i % 2 else -1
        p.taper([(50 - 0.3 * i, y), (50 + side * 8, y - 6)], 1.5, 0.5)


EMBLEMS: dict[str, Callable[[Pen], None]] = {
    "claymore": draw_claymore,
    "stag": draw_stag,
    "bagpipe": draw_bagpipe,
    "thistle": draw_thistle,
    "targe": draw_targe,
    "heather": draw_heather,
}


@cache
def emblem_mask(name: str, size: int) -> Image.Image:
    """The emblem as an anti-aliased 'L' mask of ``size`` × ``size`` pixels."""
    big = Image.new("L", (size * 4, size * 4), 0)
    EMBLEMS[name](Pen(big))
    return big.resize((size, size), Image.Resampling.LANCZOS)



def layer(size: tuple[int, int], colour: RGB, mask: Image.Image,
          opacity: float = 1.0) -> Image.Image:
    """A solid-colour RGBA layer whose alpha is ``mask`` (scaled by ``opacity``)."""
    out = Image.new("RGBA", size, rgba(colour, 0))
    alpha = mask if opacity >= 1 else mask.point(lambda v: round(v * opacity))
    out.putalpha(alpha)
    return out


def clip(base_size: tuple[int, int], part_size: tuple[int, int],
         dest: tuple[int, int]) -> tuple[tuple[int, int, int, int], tuple[int, int]] | None:
    """The crop box of a part placed at ``dest`` that lies inside the base, and where it goes."""
    x, y = dest
    x0, y0 = max(0, -x), max(0, -y)
    x1 = min(part_size[0], base_size[0] - x)
    y1 = min(part_size[1], base_size[1] - y)
    if x1 <= x0 or y1 <= y0:
        return None
    return (x0, y0, x1, y1), (x + x0, y + y0)


def paint(base: Image.Image, mask: Image.Image, colour: RGB, opacity: float = 1.0,
          dest: tuple[int, int] = (0, 0)) -> None:
    """Composite ``colour`` through ``mask`` onto the RGBA image ``base`` at ``dest``."""
    box = mask.getbbox()
    if box is None:
        return
    placed = clip(base.size, (box[2] - box[0], box[3] - box[1]),
                  (dest[0] + box[0], dest[1] + box[1]))
    if placed is None:
        return
    crop, at = placed
    part = mask.crop((box[0] + crop[0], box[1] + crop[1], box[0] + crop[2], box[1] + crop[3]))
    base.alpha_composite(layer(part.size, colour, part, opacity), dest=at)


def paint_image(base: Image.Image, image: Image.Image, mask: Image.Image,
                dest: tuple[int, int] = (0, 0)) -> None:
    """Composite an RGB(A) picture through ``mask`` (both the same size) onto ``base``."""
    box = mask.getbbox()
    if box is None:
        return
    top = image.crop(box).convert("RGBA")
    alpha = ImageChops.multiply(top.getchannel("A"), mask.crop(box))
    top.putalpha(alpha)
    base.alpha_composite(top, dest=(dest[0] + box[0], dest[1] + box[1]))


def blurred_region(mask: Image.Image, radius: float,
                   extra: int = 0) -> tuple[Image.Image, tuple[int, int]] | None:
    """The mask's inked region (padded for the blur) blurred, and its top-left corner."""
    box = mask.getbbox()
    if box is None:
        return None
    pad = math.ceil(radius * 3) + extra + 2
    x0, y0 = max(0, box[0] - pad), max(0, box[1] - pad)
    x1, y1 = min(mask.width, box[2] + pad), min(mask.height, box[3] + pad)
    part = mask.crop((x0, y0, x1, y1))
    return (part.filter(ImageFilter.GaussianBlur(radius)) if radius > 0 else part), (x0, y0)


def shadow(base: Image.Image, mask: Image.Image, offset: tuple[int, int], blur: float,
           opacity: float, colour: RGB = (0, 0, 0)) -> None:
    """A soft drop shadow of ``mask``, clipped to the picture."""
    region = blurred_region(mask, blur)
    if region is None:
        return
    soft, (x, y) = region
    paint(base, soft, colour, opacity, dest=(x + offset[0], y + offset[1]))


def grow(mask: Image.Image, radius: float) -> Image.Image:
    """The mask dilated by about ``radius`` pixels, with soft edges."""
    out = Image.new("L", mask.size, 0)
    region = blurred_region(mask, radius / 2, extra=math.ceil(radius))
    if region is not None:
        soft, at = region
        out.paste(soft.point(lambda v: min(255, v * 6)), at)
    return out


def shrink(mask: Image.Image, radius: float) -> Image.Image:
    """The mask eroded by about ``radius`` pixels."""
    out = Image.new("L", mask.size, 0)
    region = blurred_region(mask, radius / 2)
    if region is not None:
        soft, at = region
        out.paste(soft.point(lambda v: max(0, 255 - (255 - v) * 6)), at)
    return out


def placed(mask: Image.Image, size: tuple[int, int], dest: tuple[int, int]) -> Image.Image:
    """A mask of ``size`` with the small ``mask`` put at ``dest``."""
    out = Image.new("L", size, 0)
    out.paste(mask, dest)
    return out


def outline(mask: Image.Image, width: float) -> Image.Image:
    return ImageChops.subtract(grow(mask, width), mask)


def rounded(size: tuple[int, int], box: tuple[float, float, float, float], radius: float,
            fill: int = 255) -> Image.Image:
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, fill=fill)
    return mask


def ring_mask(size: tuple[int, int], box: tuple[float, float, float, float], radius: float,
              width: float) -> Image.Image:
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle(box, radius=radius, outline=255,
                                           width=max(1, round(width)))
    return mask


def polygon_mask(size: tuple[int, int], points: Sequence[Pt]) -> Image.Image:
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).polygon(list(points), fill=255)
    return mask


def circle_mask(size: tuple[int, int], cx: float, cy: float, r: float) -> Image.Image:
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).ellipse((cx - r, cy - r, cx + r, cy + r), fill=255)
    return mask


@cache
def radial(size: tuple[int, int], inner: float, outer: float,
           centre: Pt | None = None) -> Image.Image:
    """An 'L' gradient: 0 inside ``inner`` × half-diagonal, 255 beyond ``outer``."""
    w, h = size
    small_w, small_h = max(2, w // 8), max(2, h // 8)
    cx, cy = centre if centre else (w / 2, h / 2)
    cx, cy = cx / 8, cy / 8
    half = math.hypot(small_w / 2, small_h / 2)
    data = []
    for y in range(small_h):
        for x in range(small_w):
            d = math.hypot(x + 0.5 - cx, y + 0.5 - cy) / half
            t = min(1.0, max(0.0, (d - inner) / (outer - inner)))
            data.append(round(255 * t * t * (3 - 2 * t)))
    img = Image.new("L", (small_w, small_h))
    img.putdata(data)
    return img.resize(size, Image.Resampling.BICUBIC)


def vertical(size: tuple[int, int], top: int, bottom: int) -> Image.Image:
    column = Image.new("L", (1, 256))
    column.putdata([round(top + (bottom - top) * i / 255) for i in range(256)])
    return column.resize(size, Image.Resampling.BICUBIC)


def noise(size: tuple[int, int], cell: int, seed: int, periodic: bool = False) -> Image.Image:
    """Smooth value noise ('L'); ``periodic`` makes it tile seamlessly."""
    w, h = size
    gw, gh = max(2, w // cell), max(2, h // cell)
    rng = random.Random(seed)
    small = Image.frombytes("L", (gw, gh), rng.randbytes(gw * gh))
    if not periodic:
        return small.resize(size, Image.Resampling.BICUBIC)
    tiled = Image.new("L", (gw * 3, gh * 3))
    for i in range(3):
        for j in range(3):
            tiled.paste(small, (i * gw, j * gh))
    big = tiled.resize((w * 3, h * 3), Image.Resampling.BICUBIC)
    return big.crop((w, h, 2 * w, 2 * h))


def grey(image: Image.Image, xy: tuple[int, int]) -> int:
    """The value of one pixel of a one-band ('L') image."""
    value = image.getpixel(xy)
    assert isinstance(value, int), value
    return value


def fractal(size: tuple[int, int], cells: Sequence[int], seed: int,
            periodic: bool = False) -> Image.Image:
    """Octaves of value noise, coarse first, stretched to the full 0-255 range."""
    out = noise(size, cells[0], seed, periodic)
    for i, cell in enumerate(cells[1:], start=1):
        out = Image.blend(out, noise(size, cell, seed * 31 + i, periodic), 1 / (i + 1.6))
    lo, hi = cast("tuple[int, int]", out.getextrema())  # one band: (min, max)
    span = max(1, hi - lo)
    return out.point(lambda v: round((v - lo) * 255 / span))


def colourise(gray: Image.Image, dark: RGB, light: RGB) -> Image.Image:
    lut_r = [round(dark[0] + (light[0] - dark[0]) * i / 255) for i in range(256)]
    lut_g = [round(dark[1] + (light[1] - dark[1]) * i / 255) for i in range(256)]
    lut_b = [round(dark[2] + (light[2] - dark[2]) * i / 255) for i in range(256)]
    return Image.merge("RGB", (gray.point(lut_r), gray.point(lut_g), gray.point(lut_b)))


def multiply_shade(img: Image.Image, shade: Image.Image, strength: float) -> Image.Image:
    """Darken ``img`` where ``shade`` is bright, by up to ``strength``."""
    factor = shade.point(lambda v: round(255 - v * strength))
    rgb = ImageChops.multiply(img.convert("RGB"), Image.merge("RGB", (factor, factor, factor)))
    if img.mode == "RGBA":
        rgb.putalpha(img.getchannel("A"))
    return rgb


def downsample(img: Image.Image, size: tuple[int, int]) -> Image.Image:
    return img.resize(size, Image.Resampling.LANCZOS, reducing_gap=3.0)



@cache
def font(name: str, size: int) -> ImageFont.FreeTypeFont:
    engine = ImageFont.Layout.RAQM if features.check("raqm") else ImageFont.Layout.BASIC
    return ImageFont.truetype(str(FONT_DIR / name), size, layout_engine=engine)


def text_mask(text: str, name: str, size: int, lining: bool = False,
              stroke: int = 0) -> Image.Image:
    """The text's ink as a tightly cropped 'L' mask."""
    fnt = font(name, size)
    feats = ["lnum"] if lining and features.check("raqm") else None
    x0, y0, x1, y1 = fnt.getbbox(text, features=feats, stroke_width=stroke)
    mask = Image.new("L", (int(x1 - x0 + 2), int(y1 - y0 + 2)), 0)
    ImageDraw.Draw(mask).text((1 - x0, 1 - y0), text, font=fnt, fill=255, features=feats,
                              stroke_width=stroke, stroke_fill=255)
    return mask


def numeral_mask(text: str, height: float) -> Image.Image:
    """Display-face lining figures whose ink is ``height`` pixels tall."""
    probe = text_mask("8", DISPLAY_FONT, 200, lining=True)
    size = round(200 * height / probe.height)
    return text_mask(text, DISPLAY_FONT, size, lining=True)


def centred(mask: Image.Image, cx: float, cy: float) -> tuple[int, int]:
    return round(cx - mask.width / 2), round(cy - mask.height / 2)


Sett = tuple[tuple[RGB, int], ...]

NAVY: RGB = (24, 32, 62)
BLACK: RGB = (22, 22, 24)
WHITE: RGB = (236, 230, 214)


@dataclass(frozen=True)
class Clan:
    letter: str
    name: str
    emblem: str
    colour: RGB
    dark: RGB
    ink: RGB
    sett: Sett


CLANS: tuple[Clan, ...] = (
    Clan("R", "red", "claymore", (190, 38, 44), (84, 14, 20), (156, 26, 32), (
        ((176, 32, 38), 24), (NAVY, 8), (BLACK, 2), ((226, 190, 60), 2), (BLACK, 2),
        (WHITE, 2), (BLACK, 2), ((24, 84, 48), 8), ((176, 32, 38), 6), (BLACK, 2),
        ((176, 32, 38), 3))),
    Clan("O", "orange", "stag", (226, 116, 30), (110, 48, 8), (180, 82, 10), (
        ((214, 108, 28), 22), ((92, 52, 24), 14), (BLACK, 4), ((214, 108, 28), 4),
        (BLACK, 4), (WHITE, 2))),
    Clan("Y", "yellow", "bagpipe", (232, 186, 44), (108, 80, 10), (150, 106, 0), (
        ((222, 176, 46), 30), (BLACK, 2), ((222, 176, 46), 3), (BLACK, 2),
        ((222, 176, 46), 14), ((108, 96, 40), 8))),
    Clan("G", "green", "thistle", (46, 128, 70), (14, 56, 28), (30, 98, 52), (
        ((38, 112, 62), 22), (BLACK, 2), ((38, 112, 62), 22), (BLACK, 14),
        (NAVY, 14), (BLACK, 2), (NAVY, 2), (BLACK, 2), (NAVY, 4))),
    Clan("B", "blue", "targe", (40, 92, 170), (14, 34, 82), (28, 68, 142), (
        ((36, 84, 160), 26), (BLACK, 6), ((36, 84, 160), 4), (WHITE, 1), ((36, 84, 160), 4),
        (BLACK, 6), ((110, 150, 200), 10))),
    Clan("P", "purple", "heather", (124, 62, 152), (56, 22, 76), (98, 42, 126), (
        ((118, 58, 146), 24), ((62, 26, 78), 10), ((170, 130, 196), 1), ((62, 26, 78), 2),
        ((170, 130, 196), 1), ((62, 26, 78), 2), ((170, 130, 196), 1), ((62, 26, 78), 10))),
)
CLAN_BY_LETTER = {clan.letter: clan for clan in CLANS}


def tartan(sett: Sett, size: tuple[int, int], thread: int) -> Image.Image:
    """A woven tartan: the symmetric sett in warp and weft, 2/2 twill."""
    full = list(sett) + list(reversed(sett[1:-1]))
    threads = [colour for colour, count in full for _ in range(count)]
    w, h = size
    count_x = w // thread + 2
    count_y = h // thread + 2
    row = Image.new("RGB", (count_x, 1))
    row.putdata([threads[i % len(threads)] for i in range(count_x)])
    column = Image.new("RGB", (1, count_y))
    column.putdata([threads[i % len(threads)] for i in range(count_y)])
    warp = row.resize((count_x * thread, count_y * thread), Image.Resampling.NEAREST)
    weft = column.resize((count_x * thread, count_y * thread), Image.Resampling.NEAREST)
    cell = Image.new("L", (4, 4))
    cell.putdata([255 if (x + y) % 4 < 2 else 0 for y in range(4) for x in range(4)])
    twill_tile = cell.resize((4 * thread, 4 * thread), Image.Resampling.NEAREST)
    twill = Image.new("L", warp.size)
    for x in range(0, warp.width, twill_tile.width):
        for y in range(0, warp.height, twill_tile.height):
            twill.paste(twill_tile, (x, y))
    cloth = Image.composite(warp, weft, twill).crop((0, 0, w, h))
    grain = Image.new("L", (4 * thread, 4 * thread))
    grain.putdata([
        round(40 * abs(((x + y) % (thread * 2)) / thread - 1)) for y in range(4 * thread)
        for x in range(4 * thread)
    ])
    grain_full = Image.new("L", warp.size)
    for x in range(0, warp.width, grain.width):
        for y in range(0, warp.height, grain.height):
            grain_full.paste(grain, (x, y))
    cloth = multiply_shade(cloth, grain_full.crop((0, 0, w, h)), 0.9)
    return cloth.filter(ImageFilter.GaussianBlur(thread * 0.18))


FIELD_INSET = 12
PENNANT_W = 44
PENNANT_X = FIELD_INSET + 6
PENNANT_H = 80
PENNANT_POINT = 12
MEDALLION_R = 66
PIP_SIZE = 44
PIP_RX, PIP_RY = 98, 148


@cache
def parchment(size: tuple[int, int], seed: int) -> Image.Image:
    grain = fractal(size, [size[0] // 6, size[0] // 24, 6], seed)
    paper = colourise(grain, (226, 208, 172), (248, 240, 222))
    return multiply_shade(paper, radial(size, 0.3, 1.2), 0.12)


def card_base(size: tuple[int, int]) -> tuple[Image.Image, Image.Image]:
    """A blank rounded card: (RGBA picture with a parchment face, its shape mask)."""
    w, h = size
    shape = rounded(size, (0, 0, w - 1, h - 1), s(CARD_RADIUS))
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    paint_image(base, parchment(size, 7), shape)
    paint(base, outline(shrink(shape, s(1.5)), s(1.2)).point(lambda v: min(v, 255)), INK, 0.55)
    return base, shape


@cache
def clan_background(letter: str) -> Image.Image:
    """Everything on a clan card that does not depend on its value."""
    clan = CLAN_BY_LETTER[letter]
    size = (s(CARD_W), s(CARD_H))
    base, _ = card_base(size)
    f0, f1 = s(FIELD_INSET), (s(CARD_W - FIELD_INSET), s(CARD_H - FIELD_INSET))
    field = rounded(size, (f0, f0, f1[0], f1[1]), s(9))
    cloth = tartan(clan.sett, size, s(1.7))
    cloth = Image.blend(cloth, Image.new("RGB", size, clan.dark), 0.22)
    cloth = multiply_shade(cloth, radial(size, 0.25, 1.05), 0.45)
    paint_image(base, cloth, field)
    inner_edge = ImageChops.subtract(field, shrink(field, s(10)))
    paint(base, inner_edge.filter(ImageFilter.GaussianBlur(s(4))), (0, 0, 0), 0.5)
    paint(base, ring_mask(size, (f0, f0, f1[0], f1[1]), s(9), s(2.2)), GOLD)
    inset = s(FIELD_INSET + 5)
    paint(base, ring_mask(size, (inset, inset, size[0] - inset, size[1] - inset), s(5), s(0.9)),
          GOLD_LIGHT, 0.7)
    cx, cy = s(CARD_W / 2), s(CARD_H / 2)
    disc = circle_mask(size, cx, cy, s(MEDALLION_R))
    shadow(base, disc, (0, s(4)), s(6), 0.55)
    disc_fill = colourise(radial(size, 0.0, 0.5, (cx, cy - s(30))), mix(clan.colour, clan.ink, 0.3),
                          mix(clan.ink, clan.dark, 0.5))
    paint_image(base, disc_fill, disc)
    paint(base, outline(disc, s(5)), GOLD)
    paint(base, outline(disc, s(1.2)), GOLD_DARK)
    hairline = ImageChops.subtract(circle_mask(size, cx, cy, s(MEDALLION_R - 5)),
                                   circle_mask(size, cx, cy, s(MEDALLION_R - 6.3)))
    paint(base, hairline, GOLD_LIGHT, 0.8)
    return base


def pip_positions(value: int) -> list[Pt]:
    """Where the value's emblem pips sit: round an ellipse, clear of the corner pennants.

    Each layout is symmetric about the vertical axis (one pip on top, or two either side
    of it); the angles may be pushed away from the card's diagonals. Of the candidates,
    the one with the most room between pips and pennants wins.
    """
    x0, x1 = PENNANT_X, PENNANT_X + PENNANT_W
    y1 = FIELD_INSET + PENNANT_H + PENNANT_POINT
    reach = PIP_SIZE / 2 + 3

    def gap(x: float, y: float) -> float:
        return math.hypot(max(x0 - x, 0.0, x - x1), max(0.0, y - y1)) - reach

    def score(points: list[Pt]) -> float:
        pennants = min(min(gap(x, y), gap(CARD_W - x, CARD_H - y)) for x, y in points)
        spacing = min((math.dist(a, b) for i, a in enumerate(points) for b in points[i + 1:]),
                      default=2 * reach + 100)
        return min(pennants, (spacing - 2 * reach) / 2)

    best: list[Pt] = []
    best_score = -math.inf
    for offset in (0.0, math.pi / value):
        for push in (0.0, 0.05, 0.1, 0.15, 0.2):
            angles = [offset + 2 * math.pi * k / value for k in range(value)]
            points = [
                (CARD_W / 2 + PIP_RX * math.sin(t - push * math.sin(4 * t)),
                 CARD_H / 2 - PIP_RY * math.cos(t - push * math.sin(4 * t)))
                for t in angles
            ]
            if score(points) > best_score + 0.5:
                best, best_score = points, score(points)
    return best


def pennant(base: Image.Image, clan: Clan, value: int, flip: bool) -> None:
    """A hanging index banner with the value and emblem, in the top-left corner."""
    size = base.size
    x0 = s(PENNANT_X)
    x1 = x0 + s(PENNANT_W)
    y0 = s(FIELD_INSET)
    y1 = y0 + s(PENNANT_H)
    points: list[Pt] = [(x0, y0), (x1, y0), (x1, y1), ((x0 + x1) / 2, y1 + s(PENNANT_POINT)),
                        (x0, y1)]
    shape = polygon_mask(size, points)
    layer_img = Image.new("RGBA", size, (0, 0, 0, 0))
    shadow(layer_img, shape, (s(2), s(3)), s(3), 0.5)
    paint_image(layer_img, parchment(size, 7), shape)
    paint(layer_img, outline(shrink(shape, s(2.6)), s(1.1)), clan.ink, 0.9)
    paint(layer_img, outline(shape, s(1.4)), GOLD_DARK)
    digit = numeral_mask(str(value), s(37))
    if not flip:
        paint(layer_img, digit, clan.ink, dest=centred(digit, (x0 + x1) / 2, y0 + s(31)))
    if value in (6, 9) and not flip:
        # Underlined, as on playing cards, a 6 and a 9 do not read alike.
        mid = (x0 + x1) / 2
        bar = polygon_mask(size, [(mid - s(9), y0 + s(51)), (mid + s(9), y0 + s(51)),
                                  (mid + s(9), y0 + s(54)), (mid - s(9), y0 + s(54))])
        paint(layer_img, bar, clan.ink)
    icon = emblem_mask(clan.emblem, s(29))
    paint(layer_img, icon, clan.ink, dest=centred(icon, (x0 + x1) / 2, y0 + s(72)))
    if flip:
        # The banner hangs from the bottom edge, but its number stands upright: the cards
        # on the table are never turned, and a covered card shows only this corner, where
        # an upside-down 9 read as a 6 (a Greek tester misread two 9s so).
        layer_img = layer_img.rotate(180)
        paint(layer_img, digit, clan.ink,
              dest=centred(digit, size[0] - (x0 + x1) / 2, size[1] - y0 - s(31)))
    base.alpha_composite(layer_img)


def clan_card(letter: str, value: int) -> Image.Image:
    """The face of the clan card ``letter`` + ``value`` at card size."""
    clan = CLAN_BY_LETTER[letter]
    base = clan_background(letter).copy()
    size = base.size
    pip = emblem_mask(clan.emblem, s(PIP_SIZE - 8))
    coin_r = s(PIP_SIZE / 2)
    coin = circle_mask((2 * coin_r + 2, 2 * coin_r + 2), coin_r + 1, coin_r + 1, coin_r)
    coin_ring = outline(shrink(coin, s(2.2)), s(1.1))
    for x, y in pip_positions(value):
        full = placed(coin, size, centred(coin, s(x), s(y)))
        shadow(base, full, (s(1), s(2.5)), s(2.5), 0.55)
        paint(base, coin, clan.dark, dest=centred(coin, s(x), s(y)))
        paint(base, coin_ring, GOLD, 0.85, dest=centred(coin, s(x), s(y)))
        paint(base, pip, PARCHMENT, dest=centred(pip, s(x), s(y)))
    number = numeral_mask(str(value), s(94))
    cx, cy = s(CARD_W / 2), s(CARD_H / 2)
    dest = centred(number, cx, cy)
    full = placed(number, size, dest)
    shadow(base, grow(full, s(3)), (s(2), s(4)), s(4), 0.6)
    paint(base, grow(full, s(3.5)), clan.dark)
    paint(base, full, PARCHMENT)
    pennant(base, clan, value, flip=False)
    pennant(base, clan, value, flip=True)
    return downsample(base, (CARD_W, CARD_H))



def icon_crown(p: Pen, accent: Pen) -> None:
    base = [(26, 40), (74, 40), (78, 30), (22, 30)]
    p.poly([(22, 30), (18, 6), (34, 20), (50, 2), (66, 20), (82, 6), (78, 30)])
    p.poly(base)
    for x, y in ((18, 6), (50, 2), (82, 6)):
        p.circle(x, y, 4)
    for x in (36, 50, 64):
        p.ellipse(x, 35, 3, 2.6, 0)


def icon_star(p: Pen, accent: Pen) -> None:
    p.poly(star_points(50, 52, 46, 19, 5))


def icon_spy(p: Pen, accent: Pen) -> None:
    """A hooded, masked figure: only the eyes show."""
    hood = bezier((54, 0), (30, 6), (18, 30), (20, 52), 20)
    hood += bezier((20, 52), (21, 66), (8, 84), (2, 98), 16)
    hood += [(98, 98)]
    hood += bezier((98, 98), (90, 84), (79, 66), (80, 52), 16)
    hood += bezier((80, 52), (82, 30), (70, 14), (54, 0), 20)
    p.poly(hood)
    face = bezier((50, 22), (36, 22), (31, 36), (33, 50), 14)
    face += bezier((33, 50), (36, 62), (44, 68), (50, 70), 10)
    face += bezier((50, 70), (56, 68), (64, 62), (67, 50), 10)
    face += bezier((67, 50), (69, 36), (64, 22), (50, 22), 14)
    p.poly(face, 0)
    p.poly([(30, 20), (70, 20), (70, 39), (30, 41)])
    p.poly([(30, 50), (70, 48), (70, 74), (30, 74)])
    for side in (1, -1):
        eye = bezier((38, 45), (40, 41.5), (45, 41.5), (47, 44.5), 8)
        eye += bezier((47, 44.5), (45, 46.8), (40, 46.8), (38, 45), 8)
        p.poly(eye if side == 1 else mirror_x(eye))
    p.poly([(30, 74), (50, 70), (70, 74), (50, 80)])
    accent.circle(50, 80, 4)
    dagger = rotate([(70, 58), (73, 62), (73, 88), (67, 88), (67, 62)], 35, (70, 86))
    accent.poly(dagger)
    accent.poly(rotate([(62, 87), (78, 87), (78, 91), (62, 91)], 35, (70, 86)))
    accent.poly(rotate([(68, 91), (72, 91), (72, 99), (68, 99)], 35, (70, 86)))


def icon_shield(p: Pen, accent: Pen) -> None:
    outline_pts = [(14, 6), (86, 6), *bezier((86, 6), (88, 50), (74, 80), (50, 97), 24)]
    outline_pts += bezier((50, 97), (26, 80), (12, 50), (14, 6), 24)
    p.poly(outline_pts)
    inner = [(20, 12), (80, 12), *bezier((80, 12), (81, 48), (70, 74), (50, 89), 24)]
    inner += bezier((50, 89), (30, 74), (19, 48), (20, 12), 24)
    p.poly(inner, 0)
    cross = Image.new("L", p.mask.size, 0)
    q = Pen(cross, (p.ox, p.oy, p.ox + 100 * p.k, p.oy + 100 * p.k))
    q.stroke([(20, 12), (78, 84)], 11)
    q.stroke([(80, 12), (22, 84)], 11)
    clip = Image.new("L", p.mask.size, 0)
    Pen(clip, (p.ox, p.oy, p.ox + 100 * p.k, p.oy + 100 * p.k)).poly(inner)
    p.mask.paste(255, (0, 0), ImageChops.multiply(cross, clip))


def icon_blindfold(p: Pen, accent: Pen) -> None:
    """A head blindfolded, the knot's tails flying."""
    head = bezier((50, 6), (28, 6), (20, 26), (22, 44), 20)
    head += bezier((22, 44), (23, 62), (34, 74), (42, 78), 16)
    head += [(40, 86)]
    head += bezier((40, 86), (20, 88), (8, 94), (6, 100), 10)
    head += [(94, 100)]
    head += bezier((94, 100), (92, 94), (80, 88), (60, 86), 10)
    head += [(58, 78)]
    head += bezier((58, 78), (66, 74), (77, 62), (78, 44), 16)
    head += bezier((78, 44), (80, 26), (72, 6), (50, 6), 20)
    p.poly(head)
    band = [(14, 30), (86, 26), (86, 44), (14, 48)]
    accent.poly(band)
    p.poly([(14, 28), (86, 24), (86, 25.6), (14, 29.6)])
    p.poly([(14, 47), (86, 43), (86, 44.6), (14, 48.6)])
    accent.taper(bezier((84, 34), (92, 42), (90, 58), (98, 70), 16), 7, 3)
    accent.taper(bezier((84, 36), (96, 36), (100, 46), (100, 54), 16), 6, 2.5)
    accent.circle(85, 35, 6)


def icon_mud(p: Pen, accent: Pen) -> None:
    """A splash of mud with a boot print in it."""
    blob: list[Pt] = []
    lobes = 9
    for i in range(lobes * 10):
        a = 2 * math.pi * i / (lobes * 10)
        wobble = 1 + 0.12 * math.sin(lobes * a) + 0.05 * math.sin(4 * a + 1)
        blob.append((50 + 44 * wobble * math.cos(a), 54 + 38 * wobble * math.sin(a)))
    accent.poly(blob)
    for x, y, r in ((6, 16, 3.6), (92, 12, 3.2), (98, 56, 2.6), (2, 62, 2.8), (24, 2, 2.4),
                    (78, 2, 2.4)):
        accent.circle(x, y, r)
    sole = bezier((42, 22), (58, 16), (66, 34), (62, 52), 18)
    sole += bezier((62, 52), (60, 60), (46, 60), (42, 52), 10)
    sole += bezier((42, 52), (36, 40), (34, 26), (42, 22), 12)
    heel = bezier((44, 66), (54, 62), (62, 68), (60, 78), 10)
    heel += bezier((60, 78), (58, 88), (46, 90), (43, 80), 10)
    for part in (sole, heel):
        p.poly(rotate(part, 12, (50, 54)))
        accent.poly(rotate(part, 12, (50, 54)), 0)
    for start, end in (((40, 32), (62, 28)), ((40, 42), (63, 38)), ((44, 72), (60, 70))):
        p.stroke(rotate([start, end], 12, (50, 54)), 1.8, 0)


def icon_recruiter(p: Pen, accent: Pen) -> None:
    for angle in (-22, 0, 22):
        card = rotate([(36, 26), (64, 26), (64, 70), (36, 70)], angle, (50, 92))
        p.poly(rotate([(33, 23), (67, 23), (67, 73), (33, 73)], angle, (50, 92)))
        p.poly(card, 0)
        p.poly(rotate([(50, 36), (58, 48), (50, 60), (42, 48)], angle, (50, 92)))
    arc = [(50 + 40 * math.cos(math.radians(a)), 44 + 36 * math.sin(math.radians(a)))
           for a in range(-160, -20, 4)]
    p.stroke(arc, 4.5)
    tip = arc[-1]
    p.poly([(tip[0] - 8, tip[1] - 6), (tip[0] + 8, tip[1] - 4), (tip[0] + 2, tip[1] + 9)])


def icon_strategist(p: Pen, accent: Pen) -> None:
    for x in (22, 78):
        stone = bezier((x - 14, 98), (x - 16, 74), (x - 10, 62), (x, 62), 10)
        stone += bezier((x, 62), (x + 10, 62), (x + 16, 74), (x + 14, 98), 10)
        p.poly(stone)
    p.poly([(8, 30), (36, 30), (36, 56), (8, 56)], 255)
    p.poly([(11, 33), (33, 33), (33, 53), (11, 53)], 0)
    p.poly([(22, 37), (27, 43), (22, 49), (17, 43)])
    for i in range(4):
        x = 64 + i * 8
        p.stroke([(x, 30), (x + 4, 30)], 2.5)
        p.stroke([(x, 56), (x + 4, 56)], 2.5)
    for y in (36, 44, 50):
        p.stroke([(64, y), (64, y + 2)], 2.5)
        p.stroke([(92, y), (92, y + 2)], 2.5)
    arc = bezier((22, 26), (30, 0), (70, 0), (76, 20), 24)
    p.stroke(arc, 4.5)
    p.poly([(68, 16), (84, 14), (78, 28)])


def icon_banshee(p: Pen, accent: Pen) -> None:
    body = bezier((50, 4), (26, 4), (22, 30), (24, 50), 20)
    body += bezier((24, 50), (14, 56), (4, 44), (2, 30), 10)
    body += bezier((2, 30), (8, 52), (18, 66), (26, 70), 10)
    body += bezier((26, 70), (24, 82), (18, 90), (12, 98), 10)
    body += [(24, 90), (32, 98), (42, 88), (52, 98), (62, 88), (72, 98), (80, 90), (88, 98)]
    body += bezier((88, 98), (82, 90), (76, 82), (74, 70), 10)
    body += bezier((74, 70), (82, 66), (92, 52), (98, 30), 10)
    body += bezier((98, 30), (96, 44), (86, 56), (76, 50), 10)
    body += bezier((76, 50), (78, 30), (74, 4), (50, 4), 20)
    p.poly(body)
    for side in (1, -1):
        eye = ellipse_points(41, 30, 5, 7, -15, 24)
        p.poly(eye if side == 1 else mirror_x(eye), 0)
    p.ellipse(50, 50, 6, 10, 0)


def icon_traitor(p: Pen, accent: Pen) -> None:
    """A dirk between two arrows turning about: a card changes sides."""
    for start, end in ((200, 330), (20, 150)):
        arc = [(50 + 44 * math.cos(math.radians(t)), 52 + 40 * math.sin(math.radians(t)))
               for t in range(start, end, 4)]
        p.stroke(arc, 5)
        tip = (50 + 44 * math.cos(math.radians(end)), 52 + 40 * math.sin(math.radians(end)))
        heading = math.radians(end + 90)
        hx, hy = math.cos(heading), math.sin(heading)
        p.poly([(tip[0] + hx * 10, tip[1] + hy * 10),
                (tip[0] - hx * 2 - hy * 9, tip[1] - hy * 2 + hx * 9),
                (tip[0] - hx * 2 + hy * 9, tip[1] - hy * 2 - hx * 9)])
    p.poly([(50, 92), (55, 80), (54.2, 40), (45.8, 40), (45, 80)])
    p.stroke([(49.4, 44), (49.4, 80)], 1.2, 0)
    accent.poly([(34, 35), (66, 35), (66, 41), (34, 41)])
    accent.circle(34, 38, 3.4)
    accent.circle(66, 38, 3.4)
    p.poly([(46, 35), (54, 35), (54.8, 14), (45.2, 14)])
    for y in (19, 24, 29):
        p.stroke([(45.5, y), (54.5, y - 2)], 1.2, 0)
    accent.circle(50, 10, 5.6)


@dataclass(frozen=True)
class Tactic:
    name: str
    category: str
    icon: Callable[[Pen, Pen], None]
    corner: str


TACTICS: tuple[Tactic, ...] = (
    Tactic("JOKER1", "elite", icon_crown, "*"),
    Tactic("JOKER2", "elite", icon_crown, "*"),
    Tactic("SPY", "elite", icon_spy, "7"),
    Tactic("SHIELD", "elite", icon_shield, "1·2·3"),
    Tactic("BLUFF", "mode", icon_blindfold, ""),
    Tactic("MUD", "mode", icon_mud, ""),
    Tactic("RECRUITER", "ruse", icon_recruiter, ""),
    Tactic("STRATEGIST", "ruse", icon_strategist, ""),
    Tactic("BANSHEE", "ruse", icon_banshee, ""),
    Tactic("TRAITOR", "ruse", icon_traitor, ""),
)
TACTIC_GROUND: dict[str, RGB] = {"elite": (70, 28, 30), "mode": (30, 44, 68), "ruse": (28, 54, 42)}
TACTIC_BANNER = (44, 300, 212, 44)
TACTIC_ACCENT: dict[str, RGB] = {
    "BLUFF": (150, 34, 38), "MUD": (112, 80, 48), "TRAITOR": (150, 34, 38), "SPY": GOLD,
}
WINDOW = (52, 46, 248, 282)



def damask(size: tuple[int, int], ground: RGB, step: int) -> Image.Image:
    """A dark ground with a faint argyle lattice of diamonds and gold hairlines."""
    w, h = size
    img = Image.new("RGB", size, ground)
    draw = ImageDraw.Draw(img)
    lighter = mix(ground, (255, 255, 255), 0.06)
    for row in range(-1, h // step + 2):
        for col in range(-1, w // step + 2):
            cx = col * step + (step // 2 if row % 2 else 0)
            cy = row * step
            draw.polygon([(cx, cy - step / 2), (cx + step / 2, cy), (cx, cy + step / 2),
                          (cx - step / 2, cy)], fill=lighter if (row + col) % 2 else ground)
    lines = Image.new("L", size, 0)
    ldraw = ImageDraw.Draw(lines)
    for k in range(-h // step - 2, w // step + h // step + 3):
        x = k * step / 2
        ldraw.line([(x, 0), (x + h, h)], fill=70, width=max(1, step // 40))
        ldraw.line([(x, 0), (x - h, h)], fill=70, width=max(1, step // 40))
    out = img.convert("RGBA")
    paint(out, lines, GOLD, 0.35)
    return out.convert("RGB")


def ornate_frame(base: Image.Image, shape: Image.Image) -> None:
    """Gold double rule with corner flourishes inside the card edge."""
    size = base.size
    w, h = size
    rules = ((s(8), s(2.4), GOLD, 1.0), (s(13), s(1), GOLD_LIGHT, 0.7))
    for inset, width, colour, opacity in rules:
        paint(base, ring_mask(size, (inset, inset, w - inset, h - inset), s(CARD_RADIUS - 6),
                              width), colour, opacity)
    for cx, cy in ((s(30), s(30)), (w - s(30), s(30)), (s(30), h - s(30)), (w - s(30), h - s(30))):
        d = polygon_mask(size, diamond(cx, cy, s(9)))
        paint(base, d, GOLD)
    paint(base, outline(shrink(shape, s(1.5)), s(1.2)), (0, 0, 0), 0.6)


def arch_points(box: tuple[float, float, float, float]) -> list[Pt]:
    x0, y0, x1, y1 = box
    r = (x1 - x0) / 2
    cx = (x0 + x1) / 2
    arc = [(cx - r * math.cos(math.radians(a)), y0 + r - r * math.sin(math.radians(a)))
           for a in range(0, 181, 3)]
    return [(x0, y1), *arc, (x1, y1)]


def banner_shape(box: tuple[float, float, float, float]) -> tuple[list[Pt], list[Pt], list[Pt]]:
    """The scroll banner: (front band, left tail, right tail) in pixel coordinates."""
    x, y, w, h = box
    bend = h * 0.16
    front = bezier((x, y), (x + w / 3, y - bend), (x + 2 * w / 3, y - bend), (x + w, y), 20)
    front += bezier((x + w, y + h), (x + 2 * w / 3, y + h - bend), (x + w / 3, y + h - bend),
                    (x, y + h), 20)
    tail_w = s(30)
    drop = h * 0.28
    left = [(x + s(10), y + drop), (x - tail_w, y + drop), (x - tail_w + s(12), y + drop + h / 2),
            (x - tail_w, y + drop + h), (x + s(10), y + drop + h)]
    right = [(2 * x + w - px, py) for px, py in left]
    return front, left, right


def corner_plaque(base: Image.Image, text: str, ground: RGB, cx: float, cy: float,
                  flip: bool) -> None:
    """A gold-rimmed plaque in a corner holding a value hint (or a star for the Joker)."""
    size = base.size
    plate = Image.new("RGBA", size, (0, 0, 0, 0))
    if text == "*":
        glyph = Image.new("L", (s(28), s(28)), 0)
        icon_star(Pen(glyph), Pen(Image.new("L", (1, 1))))
    else:
        glyph = text_mask(text, DISPLAY_FONT, s(30 if len(text) == 1 else 17), lining=True)
    half_w = max(s(21), glyph.width / 2 + s(9))
    half_h = s(21)
    box = (cx - half_w, cy - half_h, cx + half_w, cy + half_h)
    shape = rounded(size, box, half_h)
    shadow(plate, shape, (s(1), s(2)), s(2), 0.6)
    paint(plate, shape, mix(ground, (0, 0, 0), 0.35))
    paint(plate, outline(shape, s(2)), GOLD)
    paint(plate, glyph, GOLD_LIGHT, dest=centred(glyph, cx, cy))
    if flip:
        plate = plate.rotate(180)
    base.alpha_composite(plate)


def tactic_card(tactic: Tactic) -> Image.Image:
    """The face of a tactic card; the name is drawn by the game inside TACTIC_BANNER."""
    size = (s(CARD_W), s(CARD_H))
    w, h = size
    ground = TACTIC_GROUND[tactic.category]
    shape = rounded(size, (0, 0, w - 1, h - 1), s(CARD_RADIUS))
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    cloth = multiply_shade(damask(size, ground, s(36)), radial(size, 0.2, 1.1), 0.5)
    paint_image(base, cloth, shape)
    ornate_frame(base, shape)
    window = polygon_mask(size, arch_points(tuple(s(v) for v in WINDOW)))  # type: ignore[arg-type]
    shadow(base, window, (0, s(4)), s(6), 0.7)
    paper = multiply_shade(parchment(size, 11), radial(size, 0.05, 0.7, (w / 2, s(170))), 0.25)
    paint_image(base, paper, window)
    paint(base, outline(window, s(4)), GOLD)
    paint(base, outline(window, s(1.2)), GOLD_DARK)
    paint(base, outline(shrink(window, s(6)), s(1)), GOLD_DARK, 0.6)
    icon_size = s(150)
    icon = Image.new("L", (icon_size * 3, icon_size * 3), 0)
    accent = Image.new("L", icon.size, 0)
    tactic.icon(Pen(icon), Pen(accent))
    icon = icon.resize((icon_size, icon_size), Image.Resampling.LANCZOS)
    accent = accent.resize((icon_size, icon_size), Image.Resampling.LANCZOS)
    if tactic.name.startswith("JOKER"):
        joker_wheel(base, w / 2, s(196))
        crown = icon.resize((s(96), s(96)), Image.Resampling.LANCZOS)
        paint(base, crown, INK, dest=centred(crown, w / 2, s(102)))
    else:
        paint(base, icon, INK, dest=centred(icon, w / 2, s(176)))
        accent_colour = TACTIC_ACCENT.get(tactic.name, INK)
        paint(base, accent, accent_colour, dest=centred(accent, w / 2, s(176)))
    bx, by, bw, bh = (s(v) for v in TACTIC_BANNER)
    front, left, right = banner_shape((bx, by, bw, bh))
    for tail in (left, right):
        tail_mask = polygon_mask(size, tail)
        shadow(base, tail_mask, (0, s(3)), s(3), 0.5)
        paint_image(base, parchment(size, 5), tail_mask)
        paint(base, tail_mask, GOLD_DARK, 0.45)
        paint(base, outline(tail_mask, s(1.6)), GOLD_DARK)
    band = polygon_mask(size, front)
    shadow(base, band, (0, s(4)), s(4), 0.6)
    paint_image(base, parchment(size, 9), band)
    paint(base, outline(band, s(2)), GOLD_DARK)
    paint(base, outline(shrink(band, s(4)), s(0.8)), GOLD, 0.8)
    if tactic.corner:
        corner_plaque(base, tactic.corner, ground, s(36), s(36), flip=False)
        corner_plaque(base, tactic.corner, ground, s(36), s(36), flip=True)
    mark = Image.new("L", (s(22), s(22)), 0)
    category_mark(Pen(mark), tactic.category)
    paint(base, mark, GOLD, dest=centred(mark, w / 2, s(CARD_H - 34)))
    return downsample(base, (CARD_W, CARD_H))


def category_mark(p: Pen, category: str) -> None:
    """Elite troops: a small shield; combat modes: a stone; ruses: a four-point star."""
    if category == "elite":
        p.poly([(14, 8), (86, 8), *bezier((86, 8), (86, 60), (70, 82), (50, 96), 16),
                *bezier((50, 96), (30, 82), (14, 60), (14, 8), 16)])
    elif category == "mode":
        p.poly(bezier((14, 96), (10, 50), (26, 6), (50, 6), 16)
               + bezier((50, 6), (74, 6), (90, 50), (86, 96), 16))
    else:
        p.poly(star_points(50, 50, 48, 14, 4))


def joker_wheel(base: Image.Image, cx: float, cy: float) -> None:
    """Six clan-coloured sectors round a star: any colour, any value."""
    size = base.size
    r = s(56)
    shadow(base, circle_mask(size, cx, cy, r + s(4)), (0, s(3)), s(4), 0.5)
    paint(base, circle_mask(size, cx, cy, r + s(4)), INK)
    for i, clan in enumerate(CLANS):
        sector = Image.new("L", size, 0)
        ImageDraw.Draw(sector).pieslice((cx - r, cy - r, cx + r, cy + r), -90 + 60 * i + 1,
                                        -90 + 60 * (i + 1) - 1, fill=255)
        paint(base, sector, clan.colour)
        icon = emblem_mask(clan.emblem, s(26))
        a = math.radians(-90 + 60 * i + 30)
        paint(base, icon, PARCHMENT, 0.95,
              dest=centred(icon, cx + r * 0.7 * math.cos(a), cy + r * 0.7 * math.sin(a)))
    hub = circle_mask(size, cx, cy, s(22))
    paint(base, grow(hub, s(3)), INK)
    paint(base, hub, PARCHMENT)
    star = Image.new("L", (s(34), s(34)), 0)
    icon_star(Pen(star), Pen(Image.new("L", (1, 1))))
    paint(base, star, INK, dest=centred(star, cx, cy + s(1)))


BACK_SETT: Sett = (
    ((26, 46, 36), 20), (BLACK, 4), ((26, 46, 36), 4), (BLACK, 16), ((30, 38, 66), 16),
    ((176, 140, 60), 1), ((30, 38, 66), 4),
)


def medallion_back(cloth: Image.Image, light: RGB, dark: RGB,
                   inner_r: float) -> tuple[Image.Image, float, float]:
    """A card back of ``cloth`` (shaded to its edges) in the gold frame, with a round
    medallion in the middle shaded from ``light`` to ``dark`` and an inner gold ring of
    radius ``inner_r``; returns the image (at the supersampled size) and its centre."""
    size = (s(CARD_W), s(CARD_H))
    w, h = size
    shape = rounded(size, (0, 0, w - 1, h - 1), s(CARD_RADIUS))
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    paint_image(base, multiply_shade(cloth, radial(size, 0.15, 1.05), 0.55), shape)
    ornate_frame(base, shape)
    cx, cy = w / 2, h / 2
    medal = circle_mask(size, cx, cy, s(96))
    shadow(base, medal, (0, s(5)), s(8), 0.7)
    fill = colourise(radial(size, 0.0, 0.35, (cx, cy - s(20))), light, dark)
    paint_image(base, fill, medal)
    paint(base, outline(medal, s(5)), GOLD)
    paint(base, outline(medal, s(1.2)), GOLD_DARK)
    inner = circle_mask(size, cx, cy, inner_r)
    paint(base, outline(inner, s(2)), GOLD, 0.9)
    return base, cx, cy


def card_back() -> Image.Image:
    """The clan cards' back: dark hunting tartan, gold frame and a medallion of the six
    clans round a standing stone."""
    size = (s(CARD_W), s(CARD_H))
    base, cx, cy = medallion_back(tartan(BACK_SETT, size, s(1.7)), (40, 62, 48), (16, 26, 20),
                                  s(58))
    for i, clan in enumerate(CLANS):
        a = math.radians(-90 + 60 * i)
        icon = emblem_mask(clan.emblem, s(30))
        paint(base, icon, GOLD_LIGHT, dest=centred(icon, cx + s(77) * math.cos(a),
                                                    cy + s(77) * math.sin(a)))
    stone = Image.new("L", (s(84), s(84)), 0)
    standing_stone(Pen(stone))
    paint(base, stone, GOLD, dest=centred(stone, cx, cy))
    return downsample(base, (CARD_W, CARD_H))


TACTIC_BACK_GROUND: RGB = (62, 22, 30)


def tactic_back() -> Image.Image:
    """The tactic deck's back: a dark claret damask, the same gold frame, and a medallion
    with the marks of the three kinds of tactic card round a crown, so a tactic card in
    hand or on its deck is told from a clan card by its back, as with the printed cards."""
    size = (s(CARD_W), s(CARD_H))
    base, cx, cy = medallion_back(damask(size, TACTIC_BACK_GROUND, s(36)), (96, 34, 40),
                                  (34, 10, 14), s(56))
    for i, category in enumerate(("elite", "mode", "ruse")):
        a = math.radians(-90 + 120 * i)
        mark = Image.new("L", (s(32), s(32)), 0)
        category_mark(Pen(mark), category)
        paint(base, mark, GOLD_LIGHT, dest=centred(mark, cx + s(74) * math.cos(a),
                                                    cy + s(74) * math.sin(a)))
    crown = Image.new("L", (s(80) * 3, s(80) * 3), 0)
    icon_crown(Pen(crown), Pen(Image.new("L", (1, 1))))
    crown = crown.resize((s(80), s(80)), Image.Resampling.LANCZOS)
    paint(base, crown, GOLD, dest=centred(crown, cx, cy + s(10)))
    return downsample(base, (CARD_W, CARD_H))


def standing_stone(p: Pen) -> None:
    """A standing stone carved with a triple spiral."""
    body = bezier((22, 96), (16, 60), (26, 10), (48, 4), 24)
    body += bezier((48, 4), (70, 0), (84, 50), (78, 96), 24)
    p.poly(body)
    p.poly([(10, 92), (90, 92), (94, 98), (6, 98)])
    for k in range(3):
        a0 = math.radians(-90 + 120 * k)
        cx, cy = 50 + 11 * math.cos(a0), 52 + 11 * math.sin(a0)
        spiral = [(cx + (1 + 9 * t) * math.cos(a0 + math.pi + 7 * t),
                   cy + (1 + 9 * t) * math.sin(a0 + math.pi + 7 * t)) for t in
                  [i / 30 for i in range(31)]]
        p.stroke(spiral, 2.6, 0)



def shifted(mask: Image.Image, dx: int, dy: int) -> Image.Image:
    out = Image.new("L", mask.size, 0)
    out.paste(mask, (dx, dy))
    return out


def bevel(base: Image.Image, mask: Image.Image, depth: float, light: float, dark: float) -> None:
    """Light the top-left rim of ``mask`` and shade its bottom-right rim."""
    k = max(1, round(depth))
    lit = ImageChops.subtract(mask, shifted(mask, k, k)).filter(ImageFilter.GaussianBlur(k / 2))
    shade = ImageChops.subtract(mask, shifted(mask, -k, -k)).filter(ImageFilter.GaussianBlur(k / 2))
    paint(base, ImageChops.multiply(lit, mask), (255, 250, 235), light)
    paint(base, ImageChops.multiply(shade, mask), (0, 0, 0), dark)


def engrave(base: Image.Image, glyph: Image.Image, dest: tuple[int, int], fill: RGB,
            opacity: float, depth: float) -> None:
    """Cut ``glyph`` into the surface: dark groove, shadowed upper wall, lit lower wall."""
    full = placed(glyph, base.size, dest)
    k = max(1, round(depth))
    paint(base, full, fill, opacity)
    upper = ImageChops.subtract(full, shifted(full, k, k)).filter(ImageFilter.GaussianBlur(k / 3))
    lower = ImageChops.subtract(full, shifted(full, -k, -k)).filter(ImageFilter.GaussianBlur(k / 3))
    paint(base, ImageChops.multiply(upper, full), (0, 0, 0), 0.55)
    paint(base, ImageChops.multiply(lower, full), (255, 246, 220), 0.35)
    rim = ImageChops.subtract(shifted(full, k, k), full).filter(ImageFilter.GaussianBlur(k / 3))
    paint(base, rim, (255, 250, 235), 0.25)


def stone_outline(number: int, size: int) -> list[Pt]:
    """An irregular, rounded slab outline; each number has its own (the moor's boulders)."""
    rng = random.Random(1000 + number)
    phases = [rng.uniform(0, 2 * math.pi) for _ in range(4)]
    amps = [rng.uniform(0.02, 0.05), rng.uniform(0.015, 0.035), rng.uniform(0.01, 0.02),
            rng.uniform(0.005, 0.012)]
    rx, ry = size * rng.uniform(0.40, 0.44), size * rng.uniform(0.34, 0.38)
    cx, cy = size / 2, size * 0.48
    points: list[Pt] = []
    for i in range(180):
        a = 2 * math.pi * i / 180
        wobble = 1 + sum(amp * math.sin((h + 2) * a + ph)
                         for h, (amp, ph) in enumerate(zip(amps, phases, strict=True)))
        squareness = 1 + 0.07 * math.cos(4 * a) ** 2
        points.append((cx + rx * wobble * squareness * math.cos(a),
                       cy + ry * wobble * squareness * math.sin(a)))
    return points


def menhir_outline(number: int, w: float, h: float) -> list[Pt]:
    """A standing stone: a broad foot tapering to a narrow crown that leans and slopes to
    one side, like the stones of a real stone row. Each number has its own shape (seeded),
    inside ``w`` × ``h`` with room for the shadow at the foot."""
    rng = random.Random(4000 + number)
    lean = rng.uniform(-0.10, 0.10) * w
    peak = rng.uniform(-0.10, 0.10) * w
    crown = rng.uniform(0.17, 0.24) * w
    foot = rng.uniform(0.42, 0.47) * w
    drop = rng.uniform(0.04, 0.12) * h  # one shoulder lower than the other
    low_side = rng.choice((-1, 1))
    bumps = [(rng.uniform(0.004, 0.012) * w, rng.uniform(0.8, 2.2), rng.uniform(0, 2 * math.pi))
             for _ in range(3)]
    top, bottom = h * 0.03, h * 0.90
    shoulder = h * 0.16
    cx = w / 2

    def start(side: int) -> float:
        return top + shoulder + (drop if side == low_side else 0.0)

    def edge(side: int, v: float) -> Pt:
        """The ``side`` (-1 left, 1 right) edge at height fraction ``v`` (0 shoulder, 1 foot)."""
        y = start(side) + (bottom - start(side)) * v
        half = crown + (foot - crown) * (v ** 0.7)
        wob = sum(a * math.sin(f * v * math.pi * 2 + ph + side) for a, f, ph in bumps)
        return cx + lean * (1 - v) ** 2 + side * (half + wob), y

    steps = 48
    points = [edge(1, i / steps) for i in range(steps + 1)]
    points += [edge(-1, 1 - i / steps) for i in range(steps + 1)]
    # The crown: an arc from the left shoulder to the right one, its highest point off
    # centre (``peak``), one shoulder lower than the other (``drop``).
    (lx, ly), (rx, ry) = edge(-1, 0), edge(1, 0)
    for i in range(1, 32):
        u = i / 32
        base_y = ly + (ry - ly) * u
        x = lx + (rx - lx) * u + peak * math.sin(u * math.pi)
        points.append((x, base_y - (base_y - top) * math.sin(u * math.pi) ** 0.55))
    return points


def stone_tile(number: int, claimed: bool) -> Image.Image:
    """A standing granite stone carved with its number, lit from the upper left, with its
    shadow on the ground; its number gilded once claimed."""
    w, h = s(STONE_W), s(STONE_H)
    size = (w, h)
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    shape = polygon_mask(size, menhir_outline(number, w, h))
    ground = Image.new("L", size, 0)
    ImageDraw.Draw(ground).ellipse((w * 0.04, h * 0.83, w * 0.98, h * 0.985), fill=255)
    shadow(base, ground, (s(4), 0), s(5), 0.55)
    shadow(base, shape, (s(4), s(5)), s(6), 0.45)
    grain = fractal(size, [s(46), s(16), s(6), s(2)], 500 + number)
    rock = colourise(grain, (78, 80, 84), (176, 174, 166))
    rng = random.Random(700 + number)
    speckle = Image.new("L", size, 0)
    sdraw = ImageDraw.Draw(speckle)
    for _ in range(1400):
        x, y, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.6, 1.8) * SS / 2
        sdraw.ellipse((x - r, y - r, x + r, y + r), fill=rng.choice((90, 160, 255)))
    rock_rgba = rock.convert("RGBA")
    paint(rock_rgba, speckle, (40, 40, 44), 0.35)
    # Vertical strata, as weathered standing stones show.
    strata = noise((max(2, w // s(6)), 4), 1, 880 + number).resize(size, Image.Resampling.BICUBIC)
    paint(rock_rgba, strata.point(lambda v: max(0, v - 150) * 2), (30, 30, 34), 0.35)
    lichen = fractal(size, [s(26), s(9)], 900 + number).point(lambda v: 255 if v > 200 else 0)
    lichen = ImageChops.multiply(lichen.filter(ImageFilter.GaussianBlur(SS * 0.8)),
                                 vertical(size, 40, 255))
    paint(rock_rgba, lichen, (168, 170, 92), 0.5)
    moss = ImageChops.multiply(fractal(size, [s(12), s(4)], 950 + number).point(
        lambda v: 255 if v > 150 else 0), vertical(size, 0, 255).point(
        lambda v: max(0, v - 190) * 4))
    paint(rock_rgba, moss.filter(ImageFilter.GaussianBlur(SS * 0.6)), (70, 92, 44), 0.7)
    tint = (112, 92, 60) if number % 3 == 0 else (80, 96, 110) if number % 3 == 1 else (96, 96, 96)
    paint(rock_rgba, Image.new("L", size, 255), tint, 0.12)
    paint_image(base, rock_rgba, shape)
    # Round body: light from the upper left, the right flank and the foot in shade.
    across = Image.linear_gradient("L").rotate(90, expand=True).transpose(
        Image.Transpose.FLIP_LEFT_RIGHT).resize(size)
    flank = across.point(lambda v: round(255 * max(0.0, (v / 255 - 0.4) / 0.6) ** 1.3))
    paint(base, ImageChops.multiply(shape, flank), (8, 10, 16), 0.72)
    lit = across.point(lambda v: round(255 * max(0.0, (0.42 - v / 255) / 0.42) ** 1.5))
    paint(base, ImageChops.multiply(shape, ImageChops.multiply(lit, vertical(size, 255, 60))),
          (255, 248, 226), 0.35)
    paint(base, ImageChops.multiply(shape, vertical(size, 0, 255).point(
        lambda v: max(0, v - 170) * 3)), (10, 12, 8), 0.45)
    bevel(base, shape, s(5), 0.5, 0.6)
    digit = numeral_mask(str(number), s(STONE_H * 0.31))
    dest = centred(digit, w / 2 + s(2), h * 0.55)
    if claimed:
        full = placed(digit, size, dest)
        engrave(base, digit, dest, (44, 40, 36), 0.8, s(2.5))
        gilt = colourise(vertical(size, 0, 255), GOLD_LIGHT, GOLD_DARK)
        paint_image(base, gilt, shrink(full, s(1.3)))
        glint = ImageChops.subtract(full, shifted(full, -s(1.5), -s(1.5)))
        paint(base, glint, (255, 244, 200), 0.6)
    else:
        # Cut, then whitened with chalk, as waymarks are, so the number reads from afar.
        full = placed(digit, size, dest)
        engrave(base, digit, dest, (40, 38, 36), 0.85, s(2.5))
        paint(base, shrink(full, s(1.3)), (236, 230, 212), 0.92)
    return downsample(base, (STONE_W, STONE_H))


def mud_overlay() -> Image.Image:
    """Mud Fight on a stone: wet mud heaped round its foot and splashed up its sides."""
    w, h = s(STONE_W), s(STONE_H)
    size = (w, h)
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    rng = random.Random(4401)
    heap = Image.new("L", size, 0)
    draw = ImageDraw.Draw(heap)
    draw.ellipse((w * 0.0, h * 0.76, w * 1.0, h * 0.99), fill=255)
    for _ in range(26):
        x, y = rng.uniform(w * 0.08, w * 0.92), rng.uniform(h * 0.62, h * 0.9)
        r = rng.uniform(0.03, 0.08) * w
        draw.ellipse((x - r, y - r * 0.8, x + r, y + r * 0.8), fill=255)
    for _ in range(18):  # splashes higher up
        x, y = rng.uniform(w * 0.2, w * 0.8), rng.uniform(h * 0.35, h * 0.65)
        r = rng.uniform(0.01, 0.03) * w
        draw.ellipse((x - r, y - r, x + r, y + r * 1.6), fill=255)
    heap = heap.filter(ImageFilter.GaussianBlur(SS * 1.2)).point(lambda v: 255 if v > 120 else 0)
    # No mud over the stone's chalked number (centred at 55% of its height, as stone_tile
    # cuts it): splashed over it, a muddy stone no longer said which stone it was.
    window = Image.new("L", size, 0)
    ImageDraw.Draw(window).ellipse((w * 0.3, h * 0.38, w * 0.72, h * 0.74), fill=255)
    heap = ImageChops.subtract(heap, window.filter(ImageFilter.GaussianBlur(s(3))))
    heap = heap.filter(ImageFilter.GaussianBlur(SS * 0.7))
    mud = colourise(fractal(size, [s(18), s(6), s(2)], 4402), (52, 36, 22), (112, 82, 50))
    paint_image(base, mud.convert("RGBA"), heap)
    bevel(base, heap, s(3), 0.55, 0.5)
    return downsample(base, (STONE_W, STONE_H))


def fog_overlay() -> Image.Image:
    """Blind-Man's Bluff on a stone: a bank of mist drifting across it."""
    w, h = s(STONE_W), s(STONE_H)
    size = (w, h)
    mist = fractal(size, [s(30), s(12), s(5)], 4501)
    band = Image.new("L", size, 0)
    ImageDraw.Draw(band).ellipse((w * 0.06, h * 0.22, w * 0.94, h * 0.9), fill=255)
    band = band.filter(ImageFilter.GaussianBlur(s(8)))
    # The mist thins over the stone's chalked number (centred at 55% of its height, as
    # stone_tile cuts it), so a fogged stone still says which stone it is.
    window = Image.new("L", size, 0)
    ImageDraw.Draw(window).ellipse((w * 0.27, h * 0.37, w * 0.75, h * 0.73), fill=190)
    window = window.filter(ImageFilter.GaussianBlur(s(7)))
    band = ImageChops.subtract(band, window)
    alpha = ImageChops.multiply(band, mist.point(lambda v: min(255, 90 + v)))
    out = Image.new("RGBA", size, (232, 238, 244, 0))
    out.putalpha(alpha.point(lambda v: round(v * 0.88)))
    return downsample(out, (STONE_W, STONE_H))


TILE_KINDS: tuple[tuple[str, int], ...] = (
    ("grass", 4), ("heather", 4), ("rock", 4), ("path", 4), ("peat", 2), ("water", 2),
    ("flagstone", 4), ("path_edge_n", 1), ("path_edge_s", 1), ("path_edge_w", 1),
    ("path_edge_e", 1), ("boulder", 1), ("cairn", 1), ("thistles", 1), ("heather_bush", 1),
)
GRASS_DARK: RGB = (52, 70, 38)
GRASS_LIGHT: RGB = (116, 130, 70)
PATH_DARK: RGB = (98, 78, 56)
PATH_LIGHT: RGB = (156, 130, 94)


def wrap_positions(x: float, y: float, period: int) -> list[Pt]:
    """Where a detail drawn at (x, y) must also be drawn so a tile repeats seamlessly."""
    return [(x + dx, y + dy) for dx in (-period, 0, period) for dy in (-period, 0, period)]


def grass_texture(size: tuple[int, int], seed: int, periodic: bool) -> Image.Image:
    w, h = size
    base = colourise(fractal(size, [max(8, w // 2), 16, 6, 3], seed, periodic), GRASS_DARK,
                     GRASS_LIGHT).convert("RGBA")
    blades = Image.new("L", size, 0)
    bright = Image.new("L", size, 0)
    rng = random.Random(seed + 1)
    dark_draw, light_draw = ImageDraw.Draw(blades), ImageDraw.Draw(bright)
    for _ in range(w * h // 90):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        length, lean = rng.uniform(3, 7), rng.uniform(-2.5, 2.5)
        target = light_draw if rng.random() < 0.5 else dark_draw
        spots = wrap_positions(x, y, w) if periodic else [(x, y)]
        for px, py in spots:
            target.line([(px, py), (px + lean, py - length)], fill=rng.randint(120, 255), width=1)
    paint(base, blades, (30, 42, 22), 0.5)
    paint(base, bright, (170, 176, 100), 0.35)
    return base


def heather_overlay(base: Image.Image, seed: int, density: float, periodic: bool,
                    margin: int = 0, radius: tuple[float, float] = (5, 11), bloom: float = 1.0,
                    where: Image.Image | None = None) -> None:
    """Clumps of purple heather bells; ``where`` (an 'L' image) biases where clumps grow."""
    w, h = base.size
    rng = random.Random(seed)
    blooms = Image.new("L", base.size, 0)
    shade = Image.new("L", base.size, 0)
    leaves = Image.new("L", base.size, 0)
    bdraw, sdraw, ldraw = ImageDraw.Draw(blooms), ImageDraw.Draw(shade), ImageDraw.Draw(leaves)
    clusters = max(1, round(w * h * density / 1000))
    placed = 0
    while placed < clusters:
        cx = rng.uniform(margin, w - margin)
        cy = rng.uniform(margin, h - margin)
        if where is not None and rng.uniform(0, 255) > where.getpixel((int(cx), int(cy))):  # type: ignore[operator]
            continue
        placed += 1
        size = rng.uniform(*radius)
        for px, py in wrap_positions(cx, cy, w) if periodic else [(cx, cy)]:
            ldraw.ellipse((px - size * 1.0, py - size * 0.8, px + size * 1.0, py + size * 0.95),
                          fill=150)
        for _ in range(int(size * 5)):
            a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0, size) ** 0.9
            x, y = cx + d * math.cos(a), cy + d * math.sin(a) * 0.8
            r = rng.uniform(0.8, 1.8) * bloom
            spots = wrap_positions(x, y, w) if periodic else [(x, y)]
            for px, py in spots:
                ldraw.line([(px, py), (px + rng.uniform(-2, 2) * bloom, py + 3 * bloom)], fill=255,
                           width=max(1, round(bloom)))
                sdraw.ellipse((px - r - 0.6, py - r + 0.8, px + r + 0.6, py + r + 1.6), fill=200)
                bdraw.ellipse((px - r, py - r, px + r, py + r), fill=rng.randint(150, 255))
    paint(base, leaves.filter(ImageFilter.GaussianBlur(max(1.0, bloom * 1.5))), (30, 44, 24), 0.75)
    paint(base, shade, (36, 28, 30), 0.55)
    paint(base, blooms, (136, 68, 122), 0.95)
    paint(base, blooms.point(lambda v: 255 if v > 230 else 0), (190, 124, 170), 0.55)


def path_texture(size: tuple[int, int], seed: int, periodic: bool) -> Image.Image:
    w, h = size
    base = colourise(fractal(size, [max(8, w // 2), 12, 4, 2], seed, periodic), PATH_DARK,
                     PATH_LIGHT).convert("RGBA")
    pebbles(base, seed + 3, w * h // 260, periodic, (120, 112, 100), (178, 170, 156))
    return base


def pebbles(base: Image.Image, seed: int, count: int, periodic: bool, dark: RGB, light: RGB,
            margin: int = 0, scale: float = 1.0) -> None:
    w, h = base.size
    rng = random.Random(seed)
    body = Image.new("L", base.size, 0)
    high = Image.new("L", base.size, 0)
    low = Image.new("L", base.size, 0)
    bd, hd, ld = ImageDraw.Draw(body), ImageDraw.Draw(high), ImageDraw.Draw(low)
    for _ in range(count):
        x, y = rng.uniform(margin, w - margin), rng.uniform(margin, h - margin)
        rx, ry = rng.uniform(1, 2.6) * scale, rng.uniform(0.8, 2) * scale
        spots = wrap_positions(x, y, w) if periodic else [(x, y)]
        for px, py in spots:
            ld.ellipse((px - rx, py - ry + 1, px + rx + 1, py + ry + 1.5), fill=255)
            bd.ellipse((px - rx, py - ry, px + rx, py + ry), fill=255)
            hd.ellipse((px - rx * 0.5, py - ry * 0.7, px + rx * 0.2, py - ry * 0.1), fill=255)
    paint(base, low, (40, 32, 24), 0.5)
    paint(base, body, dark, 0.9)
    paint(base, high, light, 0.8)


def rock_texture(size: tuple[int, int], seed: int, periodic: bool) -> Image.Image:
    w = size[0]
    grain = fractal(size, [max(8, w // 2), 10, 4, 2], seed, periodic)
    base = colourise(grain, (78, 80, 80), (150, 148, 140)).convert("RGBA")
    cracks = fractal(size, [max(8, w // 3), 8], seed + 5, periodic).point(
        lambda v: 255 if 118 < v < 132 else 0)
    paint(base, cracks.filter(ImageFilter.GaussianBlur(0.6)), (40, 40, 42), 0.6)
    moss = fractal(size, [16, 6], seed + 9, periodic).point(lambda v: 255 if v > 190 else 0)
    paint(base, moss.filter(ImageFilter.GaussianBlur(1)), (92, 110, 60), 0.55)
    return base


def flagstone_texture(size: tuple[int, int], seed: int, variant: int) -> Image.Image:
    w, h = size
    base = colourise(fractal(size, [w // 2, 8, 3], seed, True), (70, 68, 64),
                     (140, 136, 126)).convert("RGBA")
    joints = Image.new("L", size, 0)
    draw = ImageDraw.Draw(joints)
    split = [w // 2, w // 3, 2 * w // 3, w // 2][variant % 4]
    draw.line([(0, 0), (w, 0)], fill=255, width=3)
    draw.line([(0, h // 2), (w, h // 2)], fill=255, width=3)
    draw.line([(0, 0), (0, h // 2)], fill=255, width=3)
    draw.line([(split, h // 2), (split, h)], fill=255, width=3)
    draw.line([(w, 0), (w, h // 2)], fill=255, width=3)
    slabs = ImageChops.invert(joints)
    bevel(base, slabs, 2, 0.35, 0.5)
    paint(base, joints, (44, 40, 34), 0.9)
    return base


def tileset() -> tuple[Image.Image, list[tuple[str, int]]]:
    """The moor tileset image (8 columns of 64 px tiles) and (terrain, variant) per tile."""
    period = (TILE, TILE)
    grass = grass_texture(period, 21, True)
    path = path_texture(period, 23, True)
    rock = rock_texture(period, 25, True)
    names: list[tuple[str, int]] = []
    tiles: list[Image.Image] = []
    for kind, count in TILE_KINDS:
        for variant in range(count):
            names.append((kind, variant))
            tiles.append(make_tile(kind, variant, grass, path, rock))
    rows = math.ceil(len(tiles) / TILE_COLUMNS)
    sheet = Image.new("RGBA", (TILE * TILE_COLUMNS, TILE * rows), (0, 0, 0, 0))
    for i, tile in enumerate(tiles):
        sheet.alpha_composite(tile, ((i % TILE_COLUMNS) * TILE, (i // TILE_COLUMNS) * TILE))
    return sheet, names


def make_tile(kind: str, variant: int, grass: Image.Image, path: Image.Image,
              rock: Image.Image) -> Image.Image:
    size = (TILE, TILE)
    seed = 3000 + 17 * variant + sum(map(ord, kind))
    if kind == "grass":
        tile = grass.copy()
        if variant:
            pebbles(tile, seed, variant * 2, False, (96, 96, 90), (170, 168, 160), margin=8)
        return tile
    if kind == "heather":
        tile = grass.copy()
        heather_overlay(tile, seed, 1.4 + 0.3 * variant, False, margin=10)
        return tile
    if kind == "rock":
        tile = rock.copy()
        if variant:
            pebbles(tile, seed, 3 + variant * 2, False, (110, 108, 102), (176, 172, 164), margin=6)
        return tile
    if kind == "path":
        tile = path.copy()
        if variant:
            pebbles(tile, seed, variant * 3, False, (120, 112, 100), (190, 182, 166), margin=6,
                    scale=1.6)
        return tile
    if kind == "peat":
        tile = colourise(fractal(size, [32, 12, 4, 2], 41, True), (34, 26, 20),
                         (88, 66, 46)).convert("RGBA")
        if variant:
            heather_overlay(tile, seed, 0.5, False, margin=12)
        return tile
    if kind == "water":
        ripple = fractal(size, [32, 16, 8], 43 + variant, True)
        tile = colourise(ripple, (20, 34, 40), (70, 96, 104)).convert("RGBA")
        glint = ripple.point(lambda v: 255 if v > 220 else 0).filter(ImageFilter.GaussianBlur(0.8))
        paint(tile, glint, (190, 210, 214), 0.5)
        return tile
    if kind == "flagstone":
        return flagstone_texture(size, 45, variant)
    if kind.startswith("path_edge"):
        return edge_tile(kind[-1], grass, path)
    tile = grass.copy()
    if kind == "boulder":
        boulder = polygon_mask(size, stone_outline(variant + 20, TILE))
        rocky = rock.copy()
        shadow(tile, boulder, (2, 4), 3, 0.55)
        paint_image(tile, rocky, boulder)
        bevel(tile, boulder, 3, 0.4, 0.5)
    elif kind == "cairn":
        for x, y, r in ((24, 46, 11), (42, 46, 10), (32, 32, 9), (33, 19, 6)):
            m = circle_mask(size, x, y, r)
            shadow(tile, m, (1, 3), 2, 0.5)
            paint_image(tile, rock, m)
            bevel(tile, m, 2, 0.4, 0.5)
    elif kind == "thistles":
        for x, y, sz in ((20, 34, 22), (42, 26, 18), (38, 46, 20)):
            icon = emblem_mask("thistle", sz)
            paint(tile, icon, (40, 70, 40), dest=centred(icon, x, y))
            head = circle_mask((sz, sz), sz / 2, sz * 0.45, sz * 0.12)
            paint(tile, head, (150, 80, 150), dest=centred(icon, x, y))
    else:
        heather_overlay(tile, seed, 4.0, False, margin=16)
    return tile


def edge_tile(direction: str, grass: Image.Image, path: Image.Image) -> Image.Image:
    """Grass on the side named by ``direction``, path on the other, with a ragged seam."""
    mask_data = []
    for y in range(TILE):
        for x in range(TILE):
            along, across = (x, y) if direction in "ns" else (y, x)
            seam = 32 + 3 * math.sin(2 * math.pi * along / TILE) + 1.5 * math.sin(
                6 * math.pi * along / TILE + 1)
            t = max(0.0, min(1.0, (across - seam) / 3 + 0.5))
            mask_data.append(round(255 * (t if direction in "nw" else 1 - t)))
    path_side = Image.new("L", (TILE, TILE))
    path_side.putdata(mask_data)
    tile = grass.copy()
    paint_image(tile, path, path_side)
    return tile


def table_background() -> Image.Image:
    """The full table: dark moorland, heather towards the rim, a gravel path under the stones."""
    size = (TABLE_W, TABLE_H)
    w, h = size
    coarse = fractal(size, [400, 120], 61).point(lambda v: 96 + v // 3)
    fine = fractal(size, [24, 6], 71)
    ground = colourise(Image.blend(coarse, fine, 0.35), (34, 46, 28), (104, 118, 64))
    ground = ground.convert("RGBA")
    blades = Image.new("L", size, 0)
    light = Image.new("L", size, 0)
    bdraw, ldraw = ImageDraw.Draw(blades), ImageDraw.Draw(light)
    rng = random.Random(62)
    for _ in range(60000):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        target = ldraw if rng.random() < 0.4 else bdraw
        target.line([(x, y), (x + rng.uniform(-3, 3), y - rng.uniform(5, 12))],
                    fill=rng.randint(90, 220), width=rng.choice((1, 1, 2)))
    paint(ground, blades, (24, 34, 18), 0.5)
    paint(ground, light, (150, 160, 90), 0.25)
    edge_bias = radial(size, 0.55, 0.95)
    heather_overlay(ground, 64, 0.035, False, radius=(22, 48), bloom=1.6, where=edge_bias)
    wobble = fractal((w, 64), [200, 50], 65)
    band_data = [grey(wobble, (x, 10)) for x in range(w)]
    band = Image.new("L", size, 0)
    bdraw_band = ImageDraw.Draw(band)
    top = [(x, h / 2 - 118 - (band_data[min(x, w - 1)] - 128) * 0.25) for x in range(0, w + 8, 8)]
    bottom = [(x, h / 2 + 118 + (grey(wobble, (min(x, w - 1), 40)) - 128) * 0.25)
              for x in range(0, w + 8, 8)]
    bdraw_band.polygon(top + bottom[::-1], fill=255)
    band = band.filter(ImageFilter.GaussianBlur(6))
    shadow(ground, band, (0, 0), 14, 0.45)
    path = path_texture(size, 66, False)
    pebbles(path, 67, 5000, False, (118, 110, 98), (186, 178, 162), scale=2.2)
    path = multiply_shade(path, Image.new("L", size, 255), 0.22)
    paint_image(ground, path, band)
    for i in range(14):
        rr = random.Random(80 + i)
        x = rr.choice((rr.uniform(60, 420), rr.uniform(w - 420, w - 60)))
        y = rr.uniform(60, h - 60)
        sz = round(rr.uniform(50, 110))
        boulder = polygon_mask((sz, sz), stone_outline(30 + i, sz))
        piece = Image.new("RGBA", (sz, sz), (0, 0, 0, 0))
        shadow(piece, boulder, (3, 6), 5, 0.6)
        paint_image(piece, rock_texture((sz, sz), 90 + i, False), boulder)
        bevel(piece, boulder, 4, 0.35, 0.5)
        ground.alpha_composite(piece, (round(x - sz / 2), round(y - sz / 2)))
    ground = multiply_shade(ground, radial(size, 0.25, 1.0), 0.6)
    return ground.convert("RGB")


def tsx_text(names: list[tuple[str, int]], image_size: tuple[int, int]) -> str:
    """A Tiled external tileset for the moor tiles, terrain and variant as tile properties."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.10" tiledversion="1.10.2" name="moor" tilewidth="{TILE}" '
        f'tileheight="{TILE}" tilecount="{len(names)}" columns="{TILE_COLUMNS}">',
        f' <image source="moor.png" width="{image_size[0]}" height="{image_size[1]}"/>',
    ]
    for tile_id, (kind, variant) in enumerate(names):
        lines += [
            f' <tile id="{tile_id}">',
            "  <properties>",
            f'   <property name="terrain" value="{kind}"/>',
            f'   <property name="variant" type="int" value="{variant}"/>',
            "  </properties>",
            " </tile>",
        ]
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"



def app_icon(sizes: Sequence[int] = (256,)) -> list[Image.Image]:
    """Two fanned clan cards over a standing stone, on a dark tartan tile, drawn once at
    the supersampled scale and reduced to each of ``sizes``."""
    side = 256 * SS
    size = (side, side)
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    shape = rounded(size, (s(8), s(8), side - s(8), side - s(8)), s(48))
    cloth = multiply_shade(tartan(BACK_SETT, size, s(1.6)), radial(size, 0.1, 1.0), 0.5)
    shadow(base, shape, (0, s(4)), s(5), 0.5)
    paint_image(base, cloth, shape)
    paint(base, outline(shrink(shape, s(6)), s(4)), GOLD)
    stone = Image.new("L", (s(96), s(96)), 0)
    standing_stone(Pen(stone))
    shadow(base, placed(stone, size, centred(stone, side / 2, s(62))), (0, s(3)), s(4), 0.6)
    paint(base, stone, mix(GOLD, GOLD_DARK, 0.2), dest=centred(stone, side / 2, s(62)))
    for letter, value, angle, dx in (("B", 9, 10, 27), ("R", 9, -10, -27)):
        card = clan_card(letter, value).resize((s(100), s(140)), Image.Resampling.LANCZOS)
        holder = Image.new("RGBA", size, (0, 0, 0, 0))
        holder.alpha_composite(card, centred(card, side / 2 + s(dx), s(160)))
        holder = holder.rotate(-angle, Image.Resampling.BICUBIC, center=(side / 2, s(300)))
        shadow(base, holder.getchannel("A"), (s(3), s(5)), s(5), 0.6)
        base.alpha_composite(holder)
    base.putalpha(ImageChops.multiply(base.getchannel("A"), grow(shape, s(2))))
    return [downsample(base, (size, size)) for size in sizes]


def gild(base: Image.Image, full: Image.Image) -> None:
    """Gilded lettering: ``full`` (a mask the size of ``base``) with a dark rim and a shadow."""
    size = base.size
    thick = grow(full, s(9))
    shadow(base, thick, (s(4), s(8)), s(8), 0.7)
    paint(base, thick, (30, 20, 14))
    paint(base, ImageChops.subtract(grow(full, s(4.5)), full), GOLD_DARK)
    gilt = colourise(vertical(size, 0, 255), (255, 236, 170), (176, 120, 36))
    bands = vertical(size, 0, 255).point(lambda v: 255 if 118 < v < 128 else 0)
    gilt_rgba = gilt.convert("RGBA")
    paint(gilt_rgba, bands.filter(ImageFilter.GaussianBlur(s(2))), (255, 246, 210), 0.5)
    paint_image(base, gilt_rgba, full)
    upper = ImageChops.subtract(full, shifted(full, 0, s(2)))
    paint(base, upper, (255, 250, 230), 0.7)


def logo() -> Image.Image:
    """The title in the display face, gilded, over a thin ornament with the six clan colours."""
    title = "Schotten Totten"
    text = text_mask(title, DISPLAY_FONT, s(150))
    pad = s(40)
    w = text.width + 2 * pad
    h = text.height + s(120)
    size = (w, h)
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    tx, ty = pad, s(24)
    full = placed(text, size, (tx, ty))
    gild(base, full)
    y = ty + text.height + s(36)
    rule = Image.new("L", size, 0)
    rd = ImageDraw.Draw(rule)
    mid = w / 2
    for direction in (-1, 1):
        x_end = mid + direction * (w / 2 - pad * 1.5)
        rd.polygon([(mid + direction * s(110), y - s(2.5)), (x_end, y), (mid + direction * s(110),
                                                                         y + s(2.5))], fill=255)
        rd.ellipse((x_end - s(7), y - s(7), x_end + s(7), y + s(7)), fill=255)
    shadow(base, rule, (s(2), s(4)), s(4), 0.6)
    paint(base, grow(rule, s(3)), (30, 20, 14))
    paint(base, rule, GOLD)
    for i, clan in enumerate(CLANS):
        cx = mid + (i - 2.5) * s(34)
        gem = polygon_mask(size, diamond(cx, y, s(13)))
        shadow(base, gem, (s(2), s(3)), s(3), 0.6)
        paint(base, grow(gem, s(4)), (30, 20, 14))
        paint(base, outline(gem, s(2.5)), GOLD)
        paint(base, gem, clan.colour)
        paint(base, polygon_mask(size, [(cx, y - s(10)), (cx + s(6), y - s(4)), (cx, y),
                                        (cx - s(6), y - s(4))]), (255, 255, 255), 0.35)
    box = base.getbbox()
    assert box is not None
    x0, y0, x1, y1 = box
    margin = s(6)
    base = base.crop((x0 - margin, y0 - margin, x1 + margin, y1 + margin))
    return downsample(base, (round(base.width / SS), round(base.height / SS)))


def plate(size: tuple[int, int], radius: float, top: RGB, bottom: RGB, rim: RGB,
          glow: float = 0.0, pressed: bool = False) -> Image.Image:
    """A bevelled, gold-rimmed plate for buttons and badges (drawn at SS)."""
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    w, h = size
    inset = s(4) if glow else s(2)
    shape = rounded(size, (inset, inset, w - 1 - inset, h - 1 - inset), radius)
    if glow:
        paint(base, grow(shape, s(4)).filter(ImageFilter.GaussianBlur(s(3))), GOLD_LIGHT, glow)
    face = colourise(vertical(size, 0, 255), top, bottom)
    if pressed:
        face = colourise(vertical(size, 255, 0), top, bottom)
    paint_image(base, face, shape)
    grain = fractal(size, [s(20), s(6)], 5).point(lambda v: v // 3)
    paint(base, ImageChops.multiply(grain, shape), (0, 0, 0), 0.35)
    paint(base, outline(shrink(shape, s(3)), s(2.5)), rim)
    paint(base, outline(shrink(shape, s(6.5)), s(0.8)), mix(rim, (255, 255, 255), 0.3), 0.6)
    sheen = ImageChops.multiply(shrink(shape, s(7)), vertical(size, 90, 0))
    if not pressed:
        paint(base, sheen, (255, 255, 255), 0.35)
    else:
        inner = ImageChops.subtract(shape, shifted(shrink(shape, s(2)), 0, s(4)))
        paint(base, inner.filter(ImageFilter.GaussianBlur(s(2))), (0, 0, 0), 0.5)
    return base


BUTTON_STYLES: dict[str, tuple[RGB, RGB, RGB, float, bool]] = {
    "normal": ((46, 74, 56), (22, 40, 30), GOLD, 0.0, False),
    "hover": ((64, 100, 74), (30, 54, 40), GOLD_LIGHT, 0.55, False),
    "pressed": ((40, 64, 48), (18, 32, 24), GOLD, 0.0, True),
    "disabled": ((78, 80, 78), (52, 54, 52), (124, 120, 110), 0.0, False),
}


def button(state: str) -> Image.Image:
    top, bottom, rim, glow, pressed = BUTTON_STYLES[state]
    size = (s(BUTTON_W), s(BUTTON_H))
    img = plate(size, s(16), top, bottom, rim, glow, pressed)
    return downsample(img, (BUTTON_W, BUTTON_H))


def panel(dark: bool) -> Image.Image:
    """A 9-slice panel: parchment (or dark glass) inside a gold frame of PANEL_BORDER px."""
    size = (s(PANEL_SIZE), s(PANEL_SIZE))
    w, h = size
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    shape = rounded(size, (s(2), s(2), w - s(2), h - s(2)), s(18))
    if dark:
        paint(base, shape, (18, 26, 22), 0.9)
    else:
        paint(base, shape, PARCHMENT)
        edge = ImageChops.subtract(shape, shrink(shape, s(24)))
        paint(base, edge.filter(ImageFilter.GaussianBlur(s(10))), PARCHMENT_DARK, 0.9)
    paint(base, outline(shrink(shape, s(2)), s(3)), GOLD)
    paint(base, outline(shrink(shape, s(9)), s(1.2)), GOLD_DARK if not dark else GOLD, 0.8)
    for cx, cy in ((s(22), s(22)), (w - s(22), s(22)), (s(22), h - s(22)), (w - s(22), h - s(22))):
        d = polygon_mask(size, diamond(cx, cy, s(7)))
        paint(base, d, GOLD)
    return downsample(base, (PANEL_SIZE, PANEL_SIZE))


def target_highlight() -> Image.Image:
    """A card-slot marker for a legal drop target: tinted fill and a gold dashed edge."""
    w, h = CARD_W + 2 * TARGET_MARGIN, CARD_H + 2 * TARGET_MARGIN
    size = (s(w), s(h))
    base = Image.new("RGBA", size, (0, 0, 0, 0))
    box = (s(TARGET_MARGIN), s(TARGET_MARGIN), s(TARGET_MARGIN + CARD_W), s(TARGET_MARGIN + CARD_H))
    shape = rounded(size, box, s(CARD_RADIUS))
    paint(base, shape, GOLD_LIGHT, 0.16)
    edge = ring_mask(size, box, s(CARD_RADIUS), s(4))
    dashes = Image.new("L", size, 0)
    dd = ImageDraw.Draw(dashes)
    step = s(24)
    for k in range(-size[1] // step, size[0] // step + size[1] // step):
        x = k * step
        dd.polygon([(x, 0), (x + step / 2, 0), (x + step / 2 + size[1], size[1]),
                    (x + size[1], size[1])], fill=255)
    paint(base, ImageChops.multiply(edge, dashes), GOLD_LIGHT)
    paint(base, ImageChops.multiply(edge, ImageChops.invert(dashes)), GOLD, 0.45)
    return downsample(base, (w, h))


def target_glow() -> Image.Image:
    """A soft gold halo to draw behind a card or slot that accepts the dragged card."""
    w, h = CARD_W + 2 * TARGET_MARGIN, CARD_H + 2 * TARGET_MARGIN
    size = (w, h)
    box = (TARGET_MARGIN, TARGET_MARGIN, TARGET_MARGIN + CARD_W, TARGET_MARGIN + CARD_H)
    shape = rounded(size, box, CARD_RADIUS)
    halo = grow(shape, 10).filter(ImageFilter.GaussianBlur(7))
    ring = ImageChops.subtract(halo, shrink(shape, 6).filter(ImageFilter.GaussianBlur(4)))
    return layer(size, (255, 214, 110), ring, 0.9)


def stone_glow() -> Image.Image:
    """A warm halo to draw under a stone that can be claimed (same size as a stone tile)."""
    w, h = STONE_W, STONE_H
    size = (w, h)
    disc = Image.new("L", size, 0)
    ImageDraw.Draw(disc).ellipse((w * 0.12, h * 0.08, w * 0.88, h * 0.9), fill=255)
    halo = grow(disc, 10).filter(ImageFilter.GaussianBlur(10))
    ring = ImageChops.subtract(halo, shrink(disc, 14).filter(ImageFilter.GaussianBlur(8)))
    return layer(size, (255, 210, 100), ring, 1.0)


def card_shadow() -> Image.Image:
    """A soft shadow to draw under a card, offset by TARGET_MARGIN like the highlights."""
    w, h = CARD_W + 2 * TARGET_MARGIN, CARD_H + 2 * TARGET_MARGIN
    shape = rounded((w, h), (TARGET_MARGIN, TARGET_MARGIN + 4, TARGET_MARGIN + CARD_W,
                             TARGET_MARGIN + CARD_H + 4), CARD_RADIUS)
    return layer((w, h), (0, 0, 0), shape.filter(ImageFilter.GaussianBlur(8)), 0.55)


def dim_overlay() -> Image.Image:
    """A dark veil for dialogs, darker towards the screen edges."""
    size = (TABLE_W, TABLE_H)
    shade = radial(size, 0.1, 1.0).point(lambda v: 150 + v * 70 // 255)
    return layer(size, (8, 10, 8), shade)


def deck_badge() -> Image.Image:
    """A round counter badge; the game writes the number of cards in the middle."""
    side = 72
    size = (s(side), s(side))
    img = plate(size, s(side / 2 - 2), (120, 40, 36), (70, 18, 18), GOLD)
    return downsample(img, (side, side))


MACHADO_DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)


def simulate_deuteranopia(img: Image.Image) -> Image.Image:
    """Machado et al. (2009), severity 1, applied in linear RGB."""
    rgb = img.convert("RGB")
    bands = [b.convert("F") for b in rgb.split()]
    linear = [ImageMath.lambda_eval(lambda a: ((a["c"] / 255.0 + 0.055) / 1.055) ** 2.4, c=b)
              for b in bands]
    out = []
    for row in MACHADO_DEUTERANOPIA:
        def mix(a: dict[str, Any], row: Sequence[float] = row) -> Any:
            return a["r"] * row[0] + a["g"] * row[1] + a["b"] * row[2]

        mixed = ImageMath.lambda_eval(mix, r=linear[0], g=linear[1], b=linear[2])
        gamma = ImageMath.lambda_eval(
            lambda a: ((a["max"](a["m"], 0.0) ** (1 / 2.4)) * 1.055 - 0.055) * 255.0 + 0.5,
            m=mixed)
        out.append(gamma.convert("L"))
    return Image.merge("RGB", out)


def contact_sheet(faces: dict[str, Image.Image], stones: list[Image.Image],
                  width: int) -> Image.Image:
    """Every face, the back and the stones, each card ``width`` px wide, on a dark ground."""
    height = round(width * CARD_H / CARD_W)
    gap = max(4, width // 12)
    columns = 12
    rows: list[list[Image.Image]] = [
        [faces[f"{c.letter}{v}"] for v in range(1, 10)] for c in CLANS
    ]
    rows.append([faces[t.name] for t in TACTICS] + [faces["back"], faces["tactic_back"]])
    stone_w = round(width * 0.9)
    stone_h = round(stone_w * STONE_H / STONE_W)
    sheet_w = gap + columns * (width + gap)
    sheet_h = gap + len(rows) * (height + gap) + 2 * (stone_h + gap)
    sheet = Image.new("RGBA", (sheet_w, sheet_h), (34, 40, 36, 255))
    for r, row in enumerate(rows):
        for c, face in enumerate(row):
            small = face.resize((width, height), Image.Resampling.LANCZOS)
            sheet.alpha_composite(small, (gap + c * (width + gap), gap + r * (height + gap)))
    y = gap + len(rows) * (height + gap)
    for i, stone in enumerate(stones):
        small = stone.resize((stone_w, stone_h), Image.Resampling.LANCZOS)
        line, col = divmod(i, 9)
        sheet.alpha_composite(small, (gap + col * (width + gap), y + line * (stone_h + gap)))
    return sheet.convert("RGB")


ENGLISH_TACTIC_NAMES = {
    "JOKER1": "Joker", "JOKER2": "Joker", "SPY": "Spy", "SHIELD": "Shield-Bearer",
    "BLUFF": "Blind-Man's Bluff", "MUD": "Mud Fight", "RECRUITER": "Recruiter",
    "STRATEGIST": "Strategist", "BANSHEE": "Banshee", "TRAITOR": "Traitor",
}


def labelled(faces: dict[str, Image.Image], name: str) -> Image.Image:
    """The face as the game shows it: tactic cards get their name in the banner."""
    face = faces[name]
    if name not in ENGLISH_TACTIC_NAMES:
        return face
    face = face.copy()
    x, y, w, h = TACTIC_BANNER
    size = 30
    text = text_mask(ENGLISH_TACTIC_NAMES[name], DISPLAY_FONT, size)
    while text.width > w - 12 or text.height > h - 14:
        size -= 1
        text = text_mask(ENGLISH_TACTIC_NAMES[name], DISPLAY_FONT, size)
    paint(face, text, INK, dest=centred(text, x + w / 2, y + h / 2))
    return face


def board_mock(faces: dict[str, Image.Image], stones: dict[str, Image.Image],
               ui: dict[str, Image.Image], table: Image.Image,
               logo_img: Image.Image) -> Image.Image:
    """A rough screenshot of a game in progress, to judge the pieces together."""
    board = table.convert("RGBA")
    cw, ch = 150, 210
    pitch = 250
    x0 = 260 + pitch // 2
    cy = TABLE_H // 2
    glow = ui["stone_glow"].resize((150, 200), Image.Resampling.LANCZOS)
    shadow_img = ui["card_shadow"]

    def put_card(name: str, x: int, y: int) -> None:
        sh = shadow_img.resize((cw + 20, ch + 20), Image.Resampling.LANCZOS)
        board.alpha_composite(sh, (x - (cw + 20) // 2, y - (ch + 20) // 2 + 4))
        card = labelled(faces, name).resize((cw, ch), Image.Resampling.LANCZOS)
        board.alpha_composite(card, (x - cw // 2, y - ch // 2))

    near = {1: ["R5", "R6", "R7"], 2: ["B2", "G2"], 4: ["Y9", "JOKER1"], 5: ["P1"],
            7: ["O3", "O4", "O5"], 9: ["G7", "B7", "SPY"]}
    far = {1: ["B3", "P4"], 3: ["O8", "O9"], 4: ["G1", "G2", "G3"], 6: ["R2"], 8: ["Y5", "P5"],
           9: ["R9", "Y8", "B1"]}
    for stone in range(1, 10):
        x = x0 + (stone - 1) * pitch
        opposite = far.get(stone, [])
        for k, name in enumerate(opposite):
            put_card(name, x, cy - 190 - (len(opposite) - 1 - k) * 62)
        for k, name in enumerate(near.get(stone, [])):
            put_card(name, x, cy + 190 + k * 62)
        if stone == 7:
            board.alpha_composite(glow, (x - 75, cy - 100))
        key = f"stone{stone}_claimed" if stone == 4 else f"stone{stone}"
        tile = stones[key].resize((150, 200), Image.Resampling.LANCZOS)
        board.alpha_composite(tile, (x - 75, cy - 100))
    hand = ["R3", "B8", "Y4", "TRAITOR", "G9", "P7", "MUD"]
    hw, hh = 220, 308
    for i, name in enumerate(hand):
        card = labelled(faces, name).resize((hw, hh), Image.Resampling.LANCZOS)
        angle = (i - 3) * -4
        holder = Image.new("RGBA", (hw * 2, hh * 2), (0, 0, 0, 0))
        holder.alpha_composite(card, (hw // 2, hh // 2))
        holder = holder.rotate(angle, Image.Resampling.BICUBIC)
        x = TABLE_W // 2 + (i - 3) * 170 - hw
        y = TABLE_H - 250 - hh + abs(i - 3) * 10
        board.alpha_composite(holder, (x, y))
    highlight = ui["drop_highlight"].resize((cw + 20, ch + 20), Image.Resampling.LANCZOS)
    board.alpha_composite(highlight, (x0 + 5 * pitch - (cw + 20) // 2, cy + 190 - (ch + 20) // 2))
    for i, name in enumerate(["back"] * 6):
        card = faces[name].resize((110, 154), Image.Resampling.LANCZOS)
        board.alpha_composite(card, (TABLE_W // 2 - 330 + i * 90, -80))
    deck = faces["back"].resize((cw, ch), Image.Resampling.LANCZOS)
    for k in range(4):
        board.alpha_composite(deck, (50 + k * 2, cy - ch // 2 - k * 2))
    badge = ui["deck_badge"]
    board.alpha_composite(badge, (50 + cw - 40, cy - ch // 2 - 36))
    count = text_mask("38", TEXT_BOLD_FONT, 30)
    paint(board, count, PARCHMENT, dest=centred(count, 50 + cw - 40 + 36, cy - ch // 2))
    small_logo = logo_img.resize((logo_img.width * 2 // 5, logo_img.height * 2 // 5),
                                 Image.Resampling.LANCZOS)
    board.alpha_composite(small_logo, (40, 30))
    btn = ui["button_normal"]
    board.alpha_composite(btn, (TABLE_W - BUTTON_W - 60, TABLE_H - BUTTON_H - 60))
    label = text_mask("End turn", TEXT_BOLD_FONT, 34)
    paint(board, label, PARCHMENT, dest=centred(label, TABLE_W - 60 - BUTTON_W / 2,
                                                 TABLE_H - 60 - BUTTON_H / 2))
    return board.convert("RGB")



class Writer:
    """Saves files under the output folder and remembers each image's size."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.images: dict[str, list[int]] = {}

    def png(self, relative: str, img: Image.Image, listed: bool = True,
            compress_level: int = 6) -> None:
        path = self.out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        img.save(path, "PNG", optimize=False, compress_level=compress_level)
        if listed and relative.startswith("assets/"):
            self.images[relative.removeprefix("assets/")] = [img.width, img.height]

    def text(self, relative: str, content: str) -> None:
        path = self.out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8", newline="\n")

    def ico(self, relative: str, img: Image.Image) -> None:
        path = self.out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        img.save(path, "ICO", sizes=[(n, n) for n in ICON_SIZES])


def build(out: Path) -> None:
    """Render every asset and preview sheet under ``out``."""
    writer = Writer(out)
    faces: dict[str, Image.Image] = {}
    for clan in CLANS:
        for value in range(1, 10):
            name = f"{clan.letter}{value}"
            faces[name] = clan_card(clan.letter, value)
            writer.png(f"assets/cards/{name}.png", faces[name])
    for tactic in TACTICS:
        faces[tactic.name] = tactic_card(tactic)
        writer.png(f"assets/cards/{tactic.name}.png", faces[tactic.name])
    faces["back"] = card_back()
    writer.png("assets/cards/back.png", faces["back"])
    faces["tactic_back"] = tactic_back()
    writer.png("assets/cards/tactic_back.png", faces["tactic_back"])

    stones: dict[str, Image.Image] = {}
    for number in range(1, 10):
        for claimed in (False, True):
            key = f"stone{number}_claimed" if claimed else f"stone{number}"
            stones[key] = stone_tile(number, claimed)
            writer.png(f"assets/stones/{key}.png", stones[key])
    writer.png("assets/stones/mud.png", mud_overlay())
    writer.png("assets/stones/fog.png", fog_overlay())

    sheet, names = tileset()
    writer.png("assets/tiles/moor.png", sheet)
    writer.text("assets/tiles/moor.tsx", tsx_text(names, sheet.size))
    table = table_background()
    writer.png("assets/ui/table.png", table)

    icon, *hicolor = app_icon((256, *HICOLOR_SIZES))
    writer.png("assets/icon/icon.png", icon)
    writer.ico("assets/icon/icon.ico", icon)
    for size, image in zip(HICOLOR_SIZES, hicolor, strict=True):
        writer.png(f"assets/icon/hicolor/{size}x{size}.png", image)
    logo_img = logo()
    writer.png("assets/ui/logo.png", logo_img)

    ui: dict[str, Image.Image] = {f"button_{state}": button(state) for state in BUTTON_STYLES}
    ui["panel"] = panel(dark=False)
    ui["panel_dark"] = panel(dark=True)
    ui["drop_highlight"] = target_highlight()
    ui["drop_glow"] = target_glow()
    ui["card_shadow"] = card_shadow()
    ui["stone_glow"] = stone_glow()
    ui["dim"] = dim_overlay()
    ui["deck_badge"] = deck_badge()
    for key, img in ui.items():
        writer.png(f"assets/ui/{key}.png", img)

    writer.text("assets/manifest.json", json.dumps(manifest(writer.images, names), indent=2,
                                                   ensure_ascii=False) + "\n")

    stone_list = [stones[f"stone{n}"] for n in range(1, 10)]
    stone_list += [stones[f"stone{n}_claimed"] for n in range(1, 10)]
    contact = contact_sheet(faces, stone_list, 150)
    writer.png("docs/art/contact-sheet.png", contact)
    writer.png("docs/art/contact-sheet-deuteranopia.png", simulate_deuteranopia(contact))
    writer.png("docs/art/contact-sheet-60px.png", contact_sheet(faces, stone_list, 60))
    mock = board_mock(faces, stones, ui, table, logo_img)
    writer.png("docs/art/board-mock.png", downsample(mock, (TABLE_W // 2, TABLE_H // 2)))


def manifest(images: dict[str, list[int]], names: list[tuple[str, int]]) -> dict[str, object]:
    """What the client needs to know about the assets; every path is relative to assets/."""
    terrains: dict[str, list[int]] = {}
    for tile_id, (kind, _variant) in enumerate(names):
        terrains.setdefault(kind, []).append(tile_id)
    bx, by, bw, bh = TACTIC_BANNER
    return {
        "format": "schotten-totten/assets@1",
        "generator": "tools/make_art.py",
        "card": {
            "width": CARD_W, "height": CARD_H, "corner_radius": CARD_RADIUS,
            "face": "cards/{card}.png", "back": "cards/back.png",
        },
        "tactic_banner": {
            "x": bx, "y": by, "width": bw, "height": bh,
            "font": "display", "text_colour": list(INK),
        },
        "clan_colours": {clan.letter: list(clan.colour) for clan in CLANS},
        "clans": {
            clan.letter: {
                "name": clan.name, "emblem": clan.emblem, "colour": list(clan.colour),
                "dark": list(clan.dark), "ink": list(clan.ink),
            }
            for clan in CLANS
        },
        "stones": {
            "width": STONE_W, "height": STONE_H,
            "file": "stones/stone{n}.png", "claimed": "stones/stone{n}_claimed.png",
            "glow": "ui/stone_glow.png", "mud": "stones/mud.png", "fog": "stones/fog.png",
        },
        "tileset": {
            "image": "tiles/moor.png", "tsx": "tiles/moor.tsx", "tile_width": TILE,
            "tile_height": TILE, "columns": TILE_COLUMNS, "tile_count": len(names),
            "terrains": terrains,
        },
        "table": {"file": "ui/table.png", "width": TABLE_W, "height": TABLE_H,
                  "path_centre_y": TABLE_H // 2},
        "panel": {"file": "ui/panel.png", "dark": "ui/panel_dark.png", "size": PANEL_SIZE,
                  "border": PANEL_BORDER, "text_colour": list(INK),
                  "dark_text_colour": list(PARCHMENT)},
        "button": {
            "files": {state: f"ui/button_{state}.png" for state in BUTTON_STYLES},
            "width": BUTTON_W, "height": BUTTON_H, "border": BUTTON_BORDER,
            "text_colour": list(PARCHMENT), "disabled_text_colour": [160, 156, 146],
        },
        "drop_target": {"highlight": "ui/drop_highlight.png", "glow": "ui/drop_glow.png",
                        "card_shadow": "ui/card_shadow.png", "margin": TARGET_MARGIN},
        "dim": "ui/dim.png",
        "deck_badge": {"file": "ui/deck_badge.png", "size": 72, "text_colour": list(PARCHMENT)},
        "logo": "ui/logo.png",
        "icon": {"png": "icon/icon.png", "ico": "icon/icon.ico", "ico_sizes": list(ICON_SIZES),
                 "hicolor": {f"{n}x{n}": f"icon/hicolor/{n}x{n}.png" for n in HICOLOR_SIZES}},
        "fonts": {"display": f"fonts/{UI_DISPLAY_FONT}", "text": f"fonts/{TEXT_FONT}",
                  "text_bold": f"fonts/{TEXT_BOLD_FONT}"},
        "images": dict(sorted(images.items())),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO,
                        help="folder that receives assets/ and docs/art/ (default: the repository)")
    args = parser.parse_args(argv)
    if not features.check("raqm"):
        print("warning: Pillow without libraqm; numerals fall back to old-style figures",
              file=sys.stderr)
    started = time.perf_counter()
    build(args.out)
    print(f"art written to {args.out} in {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
