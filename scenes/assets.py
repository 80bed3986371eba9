"""The one asset resolver: finds files, loads them once, draws placeholders when art is missing.

Paths are relative to the ``assets`` folder, looked up in ``sys._MEIPASS`` when the game
is frozen and in the source tree otherwise (``scenes.paths`` finds them; ``asset_path`` is
re-exported here). Images load only after the display exists (``convert_alpha`` needs it),
so an ``Assets`` object is created by the running app, never at import time.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame

from game.schotten.cards import COMBAT_MODES, RUSES, card_text, colour_of, is_clan, value_of
from scenes import theme
from scenes.paths import asset_path as asset_path
from scenes.text import current, language, t


class MissingAssetError(FileNotFoundError):
    """A file the game needs is not where the resolver looked."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"missing game file: {path}")
        self.path = path


def require(relative: str) -> Path:
    """The path of a file that must exist (the table map, for example)."""
    path = asset_path(relative)
    if not path.is_file():
        raise MissingAssetError(path)
    return path


_FONT_FALLBACKS = {
    "display": ("fonts/VollkornLF-Bold.ttf", "fonts/Vollkorn-Bold.ttf"),
    "text": ("fonts/NotoSans-Regular.ttf", "fonts/DejaVuSans.ttf"),
    "text_bold": ("fonts/NotoSans-Bold.ttf", "fonts/DejaVuSans-Bold.ttf"),
}


class Assets:
    """Cached images, scaled cards and fonts. Create after ``pygame.display.set_mode``."""

    def __init__(self) -> None:
        self.manifest = self._read_manifest()
        self._images: dict[str, pygame.Surface | None] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._texts: dict[tuple[str, str, int, tuple[int, ...]], pygame.Surface] = {}
        self.edition = "iello"

    @staticmethod
    def _read_manifest() -> dict[str, Any]:
        path = asset_path("manifest.json")
        if not path.is_file():
            return {}
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def image(self, relative: str) -> pygame.Surface | None:
        """The image at ``relative`` (cached), or ``None`` when the file is missing."""
        if relative not in self._images:
            path = asset_path(relative)
            surface: pygame.Surface | None = None
            if path.is_file():
                try:
                    surface = pygame.image.load(str(path)).convert_alpha()
                except pygame.error:
                    surface = None
            self._images[relative] = surface
        return self._images[relative]

    def scaled(self, relative: str, size: tuple[int, int]) -> pygame.Surface | None:
        key = (relative, size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            source = self.image(relative)
            if source is None:
                return None
            cached = pygame.transform.smoothscale(source, size)
            self._scaled[key] = cached
        return cached

    def font(self, role: str, px: int) -> pygame.font.Font:
        key = (role, px)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(self._font_file(role), max(6, px))
            self._fonts[key] = font
        return font

    def _font_file(self, role: str) -> str | None:
        fonts = self.manifest.get("fonts")
        candidates: list[str] = []
        if isinstance(fonts, dict) and isinstance(fonts.get(role), str):
            name = fonts[role]
            candidates.append(name if "/" in name else f"fonts/{name}")
        candidates.extend(_FONT_FALLBACKS.get(role, _FONT_FALLBACKS["text"]))
        for candidate in candidates:
            path = asset_path(candidate)
            if path.is_file():
                return str(path)
        return None

    def text(self, text: str, role: str, px: int,
             colour: tuple[int, ...] = theme.INK) -> pygame.Surface:
        """``text`` rendered once and cached; a catalog text kept from before a language
        change is shown in the current language."""
        text = current(text)
        key = (text, role, px, tuple(colour))
        surface = self._texts.get(key)
        if surface is None:
            if len(self._texts) > 3000:
                self._texts.clear()
            surface = self.font(role, px).render(text, True, colour)
            self._texts[key] = surface
        return surface

    def card(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        """The face of ``card`` scaled to ``size`` (art when present, a drawn face otherwise)."""
        # Tactic cards carry their name in the banner: in the naming style and language shown.
        named = "" if is_clan(card) else f":{self.edition}:{language()}"
        key = (f"card:{card}{named}", size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            art = self.scaled(f"cards/{card_text(card)}.png", size)
            cached = art.copy() if art is not None else placeholder_card(self, card, size)
            if not is_clan(card):
                self._banner(cached, card, size, art is not None)
            self._scaled[key] = cached
        return cached

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("card:back", size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            art = self.scaled("cards/back.png", size)
            cached = art if art is not None else placeholder_back(size)
            self._scaled[key] = cached
        return cached

    def stone(self, number: int, claimed: bool, size: tuple[int, int]) -> pygame.Surface:
        key = (f"stone:{number}:{claimed}", size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            names = [f"stones/stone{number}_claimed.png"] if claimed else []
            names.append(f"stones/stone{number}.png")
            art = None
            for name in names:
                art = self.scaled(name, size)
                if art is not None:
                    break
            cached = art if art is not None else placeholder_stone(self, number, size)
            self._scaled[key] = cached
        return cached

    def background(self, size: tuple[int, int], path_y: int | None = None) -> pygame.Surface:
        """The table filling ``size``; its painted path is centred on ``path_y`` if given."""
        key = (f"background:{path_y}", size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            table = self.manifest.get("table")
            name = table.get("file", "ui/table.png") if isinstance(table, dict) else "ui/table.png"
            art = self.image(name)
            if art is None:
                cached = placeholder_table(size)
            else:
                centre = table.get("path_centre_y") if isinstance(table, dict) else None
                anchor = centre / art.get_height() if isinstance(centre, int | float) else 0.5
                cached = cover(art, size, anchor, path_y)
            self._scaled[key] = cached.convert()
        return cached

    def nine_slice(self, relative: str, size: tuple[int, int], border: int,
                   shown_border: int) -> pygame.Surface | None:
        """``relative`` stretched to ``size`` keeping its ``border``-pixel frame intact (drawn
        ``shown_border`` pixels wide); ``None`` when the image is missing."""
        key = (f"nine:{relative}:{shown_border}", size[0], size[1])
        cached = self._scaled.get(key)
        if cached is not None:
            return cached
        source = self.image(relative)
        if source is None:
            return None
        w, h = size
        sw, sh = source.get_size()
        b = border
        d = max(1, min(shown_border, w // 2, h // 2))
        result = pygame.Surface(size, pygame.SRCALPHA)
        columns = ((0, b, 0, d), (b, sw - 2 * b, d, w - 2 * d), (sw - b, b, w - d, d))
        rows = ((0, b, 0, d), (b, sh - 2 * b, d, h - 2 * d), (sh - b, b, h - d, d))
        for sx, sw_part, dx, dw in columns:
            for sy, sh_part, dy, dh in rows:
                if dw <= 0 or dh <= 0 or sw_part <= 0 or sh_part <= 0:
                    continue
                piece = source.subsurface((sx, sy, sw_part, sh_part))
                result.blit(pygame.transform.smoothscale(piece, (dw, dh)), (dx, dy))
        self._scaled[key] = result
        return result

    def panel(self, size: tuple[int, int], alpha: int) -> pygame.Surface | None:
        info = self.manifest.get("panel")
        if not isinstance(info, dict):
            return None
        border = int(info.get("border", 40))
        shown = max(8, min(size) // 5, 1) if min(size) < 120 else 22
        key = (f"panel-alpha:{alpha}:{shown}", size[0], size[1])
        cached = self._scaled.get(key)
        if cached is None:
            base = self.nine_slice(str(info.get("dark", "ui/panel_dark.png")), size, border,
                                   min(shown, 22))
            if base is None:
                return None
            cached = base.copy()
            cached.fill((255, 255, 255, min(255, alpha + 30)), special_flags=pygame.BLEND_RGBA_MULT)
            self._scaled[key] = cached
        return cached

    def button(self, state: str, size: tuple[int, int]) -> pygame.Surface | None:
        info = self.manifest.get("button")
        if not isinstance(info, dict) or not isinstance(info.get("files"), dict):
            return None
        name = info["files"].get(state)
        if not isinstance(name, str):
            return None
        border = int(info.get("border", 24))
        return self.nine_slice(name, size, border, max(6, min(size[1] // 3, 14)))

    def stone_aspect(self) -> float:
        """Width over height of a stone image (the drawn placeholder is wider than tall)."""
        stones = self.manifest.get("stones")
        if isinstance(stones, dict) and self.image("stones/stone1.png") is not None:
            return float(stones.get("width", 1)) / float(stones.get("height", 1))
        return 1.25

    def tactic_name(self, card: int) -> str:
        key = f"tactic.classic.{card_text(card)}" if self.edition == "classic" else ""
        return t(key) if key else t(f"tactic.{card_text(card)}")

    def _banner(self, surface: pygame.Surface, card_number: int, size: tuple[int, int],
                has_art: bool) -> None:
        """Write the tactic card's name into its banner (the art leaves the banner blank)."""
        box = self.manifest.get("tactic_banner")
        card = self.manifest.get("card")
        w, h = size
        role, colour = "text_bold", theme.INK
        if has_art and isinstance(box, dict) and isinstance(card, dict):
            sx, sy = w / card.get("width", 300), h / card.get("height", 420)
            rect = pygame.Rect(box.get("x", 0) * sx, box.get("y", 0) * sy,
                               box.get("width", 0) * sx, box.get("height", 0) * sy)
            role = str(box.get("font", role))
            ink = box.get("text_colour")
            if isinstance(ink, list) and len(ink) == 3:
                colour = (int(ink[0]), int(ink[1]), int(ink[2]))
        else:
            rect = pygame.Rect(w * 0.08, h * 0.70, w * 0.84, h * 0.14)
        if rect.w <= 4 or rect.h <= 4:
            return
        name = self.tactic_name(card_number)
        px = max(7, int(rect.h * 0.62))
        label = self.font(role, px).render(name, True, colour)
        while label.get_width() > rect.w - 6 and px > 7:
            px -= 1
            label = self.font(role, px).render(name, True, colour)
        surface.blit(label, label.get_rect(center=rect.center))


def cover(image: pygame.Surface, size: tuple[int, int], anchor: float = 0.5,
          anchor_to: int | None = None) -> pygame.Surface:
    """``image`` scaled to fill ``size``; the row at ``anchor`` (a share of its height) lands
    on ``anchor_to`` as nearly as the crop allows (the middle by default)."""
    w, h = size
    scale = max(w / image.get_width(), h / image.get_height()) * (1.08 if anchor_to else 1.0)
    sw = max(1, round(image.get_width() * scale))
    sh = max(1, round(image.get_height() * scale))
    scaled = pygame.transform.smoothscale(image, (sw, sh))
    target = h / 2 if anchor_to is None else anchor_to
    y = round(target - anchor * sh)
    y = min(0, max(h - sh, y))
    result = pygame.Surface(size)
    result.blit(scaled, ((w - sw) // 2, y))
    return result


def placeholder_card(assets: Assets, card: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    rect = surface.get_rect()
    pygame.draw.rect(surface, theme.CARD_EDGE, rect, border_radius=radius)
    inner = rect.inflate(-max(2, w // 30) * 2, -max(2, w // 30) * 2)
    if is_clan(card):
        colour = theme.CLAN[colour_of(card)]
        pygame.draw.rect(surface, theme.PAPER, inner, border_radius=radius - 1)
        # The top quarter stays plain paper with the value: it is what shows when cards overlap.
        band = pygame.Rect(inner.x + w * 0.07, inner.y + h * 0.25, inner.w - w * 0.14,
                           inner.h - h * 0.32)
        pygame.draw.rect(surface, colour, band, border_radius=radius)
        value = str(value_of(card))
        big = assets.font("text_bold", int(h * 0.36)).render(value, True, theme.PAPER)
        surface.blit(big, big.get_rect(center=band.center))
        corner = assets.font("text_bold", max(8, int(h * 0.19))).render(value, True, colour)
        top = inner.y + (h * 0.25 - corner.get_height()) / 2
        surface.blit(corner, (inner.x + w * 0.08, top))
        pip = max(2, int(h * 0.045))
        pygame.draw.circle(surface, colour, (inner.right - w * 0.12, inner.y + h * 0.12), pip)
    else:
        pygame.draw.rect(surface, theme.TACTIC_PAPER, inner, border_radius=radius - 1)
        emblem = inner.inflate(-w // 5, -h // 3).move(0, -h // 10)
        tint = (theme.TACTIC_MODE if card in COMBAT_MODES else
                theme.TACTIC_RUSE if card in RUSES else theme.TACTIC_ELITE)
        pygame.draw.ellipse(surface, tint, emblem)
        letter = assets.tactic_name(card)[:1]
        glyph = assets.font("display", int(h * 0.3)).render(letter, True, theme.PAPER)
        surface.blit(glyph, glyph.get_rect(center=emblem.center))
        banner = pygame.Rect(w * 0.08, h * 0.70, w * 0.84, h * 0.14)
        pygame.draw.rect(surface, theme.BANNER, banner, border_radius=max(2, radius // 2))
    return surface


def placeholder_back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    rect = surface.get_rect()
    pygame.draw.rect(surface, theme.CARD_EDGE, rect, border_radius=radius)
    inner = rect.inflate(-max(4, w // 10), -max(4, w // 10))
    pygame.draw.rect(surface, theme.BACK, inner, border_radius=max(2, radius - 2))
    step = max(4, w // 6)
    for offset in range(-h, w + h, step):
        pygame.draw.line(surface, theme.BACK_LINE, (inner.x + offset, inner.y),
                         (inner.x + offset + inner.h, inner.bottom), 1)
        pygame.draw.line(surface, theme.BACK_LINE, (inner.x + offset, inner.bottom),
                         (inner.x + offset + inner.h, inner.y), 1)
    pygame.draw.rect(surface, theme.GOLD, inner, width=max(1, w // 40),
                     border_radius=max(2, radius - 2))
    # The tartan lines overflow the inner frame; trim them to the card's rounded shape.
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surface


def placeholder_stone(assets: Assets, number: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.ellipse(surface, (40, 40, 40, 120), surface.get_rect().move(0, h // 12))
    body = surface.get_rect().inflate(-w // 10, -h // 6).move(0, -h // 20)
    pygame.draw.ellipse(surface, theme.STONE, body)
    highlight = body.inflate(-w // 5, -h // 3).move(0, -h // 12)
    pygame.draw.ellipse(surface, theme.STONE_LIGHT, highlight)
    label = assets.font("text_bold", int(h * 0.4)).render(str(number), True, theme.STONE_INK)
    surface.blit(label, label.get_rect(center=body.center))
    return surface


def placeholder_table(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size)
    top, bottom = theme.FELT_TOP, theme.FELT_BOTTOM
    bands = 48
    for i in range(bands):
        k = i / (bands - 1)
        colour = [round(a + (b - a) * k) for a, b in zip(top, bottom, strict=True)]
        pygame.draw.rect(surface, colour, (0, h * i // bands, w, h // bands + 2))
    shade = pygame.Surface(size, pygame.SRCALPHA)
    step = max(2, min(w, h) // 60)
    rings = 14
    for i in range(rings):
        alpha = int(110 * (1 - i / rings) ** 2)
        rect = shade.get_rect().inflate(-2 * i * step, -2 * i * step)
        pygame.draw.rect(shade, (0, 0, 0, alpha), rect, width=step)
    surface.blit(shade, (0, 0))
    return surface
