"""Schotten Totten's cards and stones at any size: the artwork when it is there, a clean
drawn card otherwise (a missing or broken file never stops the game). Tactic cards carry
their name in the banner, in the naming style of the settings and the current language.

Every surface is made once per size, in the app's one image cache (``Assets.memo``).
"""

from __future__ import annotations

import pygame

from game.schotten.cards import COMBAT_MODES, RUSES, card_text, colour_of, is_clan, value_of
from scenes.model.settings import Settings
from scenes.schotten.placement import TACTIC_BACK
from scenes.schotten.words import tactic_name
from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import language


class SchottenArt:
    def __init__(self, assets: Assets, settings: Settings, edition: str = "iello") -> None:
        self.assets = assets
        self.settings = settings
        self.edition = edition
        """The rules edition of the game shown (the names follow it unless the settings
        fix one edition's names)."""

    @property
    def naming(self) -> str:
        """How tactic cards are named: ``iello`` or ``classic``, as the settings say, or
        as the edition played (the rules' presets: a classic game kept the IELLO names
        until a tester found the setting)."""
        names = self.settings.card_names
        if names == "edition":
            return "classic" if self.edition == "classic" else "iello"
        return names

    def tactic_name(self, card: int) -> str:
        return tactic_name(card_text(card), self.naming)

    def card(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        """The face of ``card`` scaled to ``size`` (art when present, a drawn face otherwise)."""
        # Tactic cards carry their name in the banner: in the naming style and language shown.
        named = "" if is_clan(card) else f":{self.naming}:{language()}"

        def make() -> pygame.Surface:
            art = self.assets.scaled(f"cards/{card_text(card)}.png", size)
            face = art.copy() if art is not None else self.placeholder_card(card, size)
            if not is_clan(card):
                self._banner(face, card, size, art is not None)
            return face

        return self.assets.memo(f"card:{card}{named}", size, make)

    def back(self, size: tuple[int, int], tactic: bool = False) -> pygame.Surface:
        """A clan card's back, or a tactic card's (``tactic``), which differs."""
        name = "tactic_back" if tactic else "back"

        def make() -> pygame.Surface:
            art = self.assets.scaled(f"cards/{name}.png", size)
            return art if art is not None else placeholder_back(size, tactic)

        return self.assets.memo(f"card:{name}", size, make)

    def blit(self, surface: pygame.Surface, card: int, rect: pygame.FRect) -> None:
        """``card`` drawn into ``rect``: -1 is a clan card's back, -2 a tactic card's."""
        size = (round(rect.w), round(rect.h))
        image = self.card(card, size) if card >= 0 else self.back(size, card == TACTIC_BACK)
        surface.blit(image, (round(rect.x), round(rect.y)))

    def stone(self, number: int, claimed: bool, size: tuple[int, int]) -> pygame.Surface:
        def make() -> pygame.Surface:
            names = [f"stones/stone{number}_claimed.png"] if claimed else []
            names.append(f"stones/stone{number}.png")
            for name in names:
                art = self.assets.scaled(name, size)
                if art is not None:
                    return art
            return self.placeholder_stone(number, size)

        return self.assets.memo(f"stone:{number}:{claimed}", size, make)

    def stone_aspect(self) -> float:
        """Width over height of a stone image (the drawn placeholder is wider than tall)."""
        stones = self.assets.manifest.get("stones")
        if isinstance(stones, dict) and self.assets.image("stones/stone1.png") is not None:
            return float(stones.get("width", 1)) / float(stones.get("height", 1))
        return 1.25

    def _banner(self, surface: pygame.Surface, card_number: int, size: tuple[int, int],
                has_art: bool) -> None:
        """Write the tactic card's name into its banner (the art leaves the banner blank)."""
        box = self.assets.manifest.get("tactic_banner")
        card = self.assets.manifest.get("card")
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
        if rect.w <= 4 or rect.h < 9:
            return  # too small for a readable name: the picture says it
        label = self.banner_label(self.tactic_name(card_number), role, colour, rect)
        surface.blit(label, label.get_rect(center=rect.center))

    def banner_label(self, name: str, role: str, colour: tuple[int, int, int],
                     rect: pygame.Rect) -> pygame.Surface:
        """``name`` as large as fits ``rect`` (3 px clear at each end), down to 7 px type;
        a name still too long is drawn narrower, never cut off."""
        px = max(7, int(rect.h * 0.8))
        label = self.assets.font(role, px).render(name, True, colour)
        while label.get_width() > rect.w - 6 and px > 7:
            px -= 1
            label = self.assets.font(role, px).render(name, True, colour)
        if label.get_width() > rect.w - 6:
            share = (rect.w - 6) / label.get_width()
            label = pygame.transform.smoothscale(
                label, (rect.w - 6, max(1, round(label.get_height() * share))))
        return label

    def placeholder_card(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        font = self.assets.font
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, w // 12)
        rect = surface.get_rect()
        pygame.draw.rect(surface, theme.CARD_EDGE, rect, border_radius=radius)
        inner = rect.inflate(-max(2, w // 30) * 2, -max(2, w // 30) * 2)
        if is_clan(card):
            colour = theme.CLAN[colour_of(card)]
            pygame.draw.rect(surface, theme.PAPER, inner, border_radius=radius - 1)
            # The top quarter stays plain paper with the value: it shows when cards overlap.
            band = pygame.Rect(inner.x + w * 0.07, inner.y + h * 0.25, inner.w - w * 0.14,
                               inner.h - h * 0.32)
            pygame.draw.rect(surface, colour, band, border_radius=radius)
            value = str(value_of(card))
            big = font("text_bold", int(h * 0.36)).render(value, True, theme.PAPER)
            surface.blit(big, big.get_rect(center=band.center))
            corner = font("text_bold", max(8, int(h * 0.19))).render(value, True, colour)
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
            letter = self.tactic_name(card)[:1]
            glyph = font("display", int(h * 0.3)).render(letter, True, theme.PAPER)
            surface.blit(glyph, glyph.get_rect(center=emblem.center))
            banner = pygame.Rect(w * 0.08, h * 0.70, w * 0.84, h * 0.14)
            pygame.draw.rect(surface, theme.BANNER, banner, border_radius=max(2, radius // 2))
        return surface

    def placeholder_stone(self, number: int, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.ellipse(surface, (40, 40, 40, 120), surface.get_rect().move(0, h // 12))
        body = surface.get_rect().inflate(-w // 10, -h // 6).move(0, -h // 20)
        pygame.draw.ellipse(surface, theme.STONE, body)
        highlight = body.inflate(-w // 5, -h // 3).move(0, -h // 12)
        pygame.draw.ellipse(surface, theme.STONE_LIGHT, highlight)
        label = self.assets.font("text_bold", int(h * 0.4)).render(str(number), True,
                                                                   theme.STONE_INK)
        surface.blit(label, label.get_rect(center=body.center))
        return surface


def placeholder_back(size: tuple[int, int], tactic: bool = False) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 12)
    rect = surface.get_rect()
    pygame.draw.rect(surface, theme.CARD_EDGE, rect, border_radius=radius)
    inner = rect.inflate(-max(4, w // 10), -max(4, w // 10))
    pygame.draw.rect(surface, theme.TACTIC_BACK if tactic else theme.BACK, inner,
                     border_radius=max(2, radius - 2))
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
