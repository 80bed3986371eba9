"""Take That card faces and backs: the artwork in ``assets/takethat`` when it is there, a
clean drawn card otherwise (a missing or broken file never stops the game).

Every face carries its number in the top-left corner, the strip that stays visible where
the row's cards overlap.
"""

from __future__ import annotations

import json
from typing import Any, Final

import pygame

from game.takethat import is_frog
from scenes.ui import theme
from scenes.ui.assets import Assets, asset_path
from scenes.ui.widgets import blit_centred

ART: Final = "takethat"
BANDS: Final[dict[int, tuple[int, int, int]]] = {
    1: (196, 64, 56), 2: (222, 128, 40), 3: (204, 170, 40), 4: (120, 166, 60),
    5: (52, 150, 112), 6: (46, 140, 176), 7: (62, 96, 182), 8: (116, 76, 170),
    9: (160, 60, 130),
}
"""Fallback colour of each tens band (the manifest's colours win when it has them)."""
FROG: Final = (74, 150, 64)


def _colour(value: Any) -> tuple[int, int, int] | None:
    if isinstance(value, str) and value.startswith("#") and len(value) == 7:
        try:
            return (int(value[1:3], 16), int(value[3:5], 16), int(value[5:7], 16))
        except ValueError:
            return None
    if (isinstance(value, list | tuple) and len(value) >= 3
            and all(isinstance(c, int) and 0 <= c <= 255 for c in value[:3])):
        return (value[0], value[1], value[2])
    return None


FADED_LIGHT: Final = 0.42
"""How light a card that fits nowhere stays, in grey (its number still readable: it may
start a row after a take). Darkened only, a frog's pale card, bright green frog and all,
still looked playable beside the cards that fit (two testers)."""


class CardArt:
    """Faces and backs at any size, each size made once (in the app's one image cache,
    ``Assets.memo``, which forgets the old sizes when the window changes size)."""

    def __init__(self, assets: Assets) -> None:
        self.assets = assets
        self.bands = dict(BANDS)
        manifest = self.manifest()
        colours = manifest.get("colours", manifest.get("bands"))
        if isinstance(colours, dict):
            for key, value in colours.items():
                band = int(key) if str(key).isdigit() else None
                colour = _colour(value.get("colour") if isinstance(value, dict) else value)
                if band is not None and colour is not None and 1 <= band <= 9:
                    self.bands[band] = colour

    def manifest(self) -> dict[str, Any]:
        try:
            data = json.loads(asset_path(f"{ART}/manifest.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def band(self, card: int) -> tuple[int, int, int]:
        return FROG if is_frog(card) else self.bands.get(card // 10, theme.GOLD)

    def face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        def make() -> pygame.Surface:
            art = self.assets.scaled(f"{ART}/cards/{card}.png", size)
            return art if art is not None else self.drawn_face(card, size)

        return self.assets.memo(f"{ART}:{card}", size, make)

    def faded(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        """The face in grey and darker, for a hand card that fits nowhere this turn."""
        def make() -> pygame.Surface:
            image = pygame.transform.grayscale(self.face(card, size))
            level = round(255 * FADED_LIGHT)
            image.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)
            return image

        return self.assets.memo(f"{ART}:{card}:faded", size, make)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        def make() -> pygame.Surface:
            art = self.assets.scaled(f"{ART}/cards/back.png", size)
            return art if art is not None else self.drawn_back(size)

        return self.assets.memo(f"{ART}:back", size, make)

    def drawn_face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        colour = self.band(card)
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, w // 9)
        pygame.draw.rect(surface, theme.PAPER, surface.get_rect(), border_radius=radius)
        inner = surface.get_rect().inflate(-max(4, w // 7), -max(4, w // 7))
        pygame.draw.rect(surface, colour, inner, width=max(1, w // 30),
                         border_radius=max(2, radius // 2))
        if is_frog(card):
            self.draw_frog(surface, (w / 2, h * 0.72), w * 0.2)
        big = self.assets.text(str(card), "display", max(8, round(h * 0.3)), colour)
        blit_centred(surface, big, (w / 2, h * (0.45 if is_frog(card) else 0.5)))
        self.draw_corner(surface, card, colour)
        pygame.draw.rect(surface, theme.CARD_EDGE, surface.get_rect(), width=1,
                         border_radius=radius)
        return surface

    def draw_corner(self, surface: pygame.Surface, card: int, colour: tuple[int, int, int]) -> None:
        w, h = surface.get_size()
        px = max(7, round(w * 0.24))
        label = self.assets.text(str(card), "text_bold", px, colour)
        surface.blit(label, (max(2, round(w * 0.06)), max(1, round(h * 0.02))))

    def draw_frog(self, surface: pygame.Surface, centre: tuple[float, float], r: float) -> None:
        """A small frog: the mark of the cards that cost 5 points when taken."""
        x, y = centre
        pygame.draw.ellipse(surface, FROG, pygame.FRect(x - r, y - r * 0.7, 2 * r, 1.4 * r))
        for side in (-1, 1):
            eye = (x + side * r * 0.5, y - r * 0.65)
            pygame.draw.circle(surface, FROG, eye, r * 0.32)
            pygame.draw.circle(surface, theme.PAPER, eye, r * 0.18)
            pygame.draw.circle(surface, theme.INK, eye, r * 0.08)
        pygame.draw.arc(surface, theme.INK, pygame.FRect(x - r * 0.5, y - r * 0.3, r, r * 0.6),
                        3.5, 5.9, max(1, round(r * 0.08)))

    def drawn_back(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, w // 9)
        pygame.draw.rect(surface, (40, 84, 60), surface.get_rect(), border_radius=radius)
        inner = surface.get_rect().inflate(-max(4, w // 6), -max(4, w // 6))
        pygame.draw.rect(surface, (92, 150, 96), inner, width=max(1, w // 24),
                         border_radius=max(2, radius // 2))
        self.draw_frog(surface, (w / 2, h / 2), w * 0.18)
        pygame.draw.rect(surface, theme.CARD_EDGE, surface.get_rect(), width=1,
                         border_radius=radius)
        return surface
