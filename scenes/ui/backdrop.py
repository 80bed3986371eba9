"""The background of every menu-like screen: the table under a dark veil, and the logo."""

from __future__ import annotations

import pygame

from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import t
from scenes.ui.widgets import blit_centred, draw_dim

LOGO = "ui/logo.png"


_LIGHTS: dict[object, pygame.Surface] = {}


def draw_backdrop(assets: Assets, surface: pygame.Surface, dim: int = 120) -> None:
    """The table under its light, with a dark veil."""
    w, h = surface.get_size()
    surface.blit(assets.background((w, h)), (0, 0))
    surface.blit(lighting((w, h), (w // 2, h // 2), (w * 0.45, h * 0.45)), (0, 0))
    draw_dim(surface, dim)


def lighting(size: tuple[int, int], centre: tuple[int, int],
             radii: tuple[float, float]) -> pygame.Surface:
    """A shade over the whole table, clear in an oval round ``centre`` and darkening
    smoothly towards the edges (drawn small, then scaled: cheap, and kept per size)."""
    key = (size, centre, (round(radii[0]), round(radii[1])))
    kept = _LIGHTS.get(key)
    if kept is not None:
        return kept
    if len(_LIGHTS) >= 2:  # a window has one size at a time: keep little
        _LIGHTS.clear()
    w, h = size
    small = (max(8, w // 16), max(8, h // 16))
    shade = pygame.Surface(small, pygame.SRCALPHA)
    cx, cy = centre[0] / 16, centre[1] / 16
    rx, ry = max(1.0, radii[0] / 16), max(1.0, radii[1] / 16)
    for y in range(small[1]):
        for x in range(small[0]):
            d = ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2
            k = min(1.0, max(0.0, (d ** 0.5 - 0.75) / 1.1))
            shade.set_at((x, y), (6, 8, 6, round(200 * k * k * (3 - 2 * k))))
    _LIGHTS[key] = pygame.transform.smoothscale(shade, size)
    return _LIGHTS[key]



def draw_logo(assets: Assets, surface: pygame.Surface, centre: tuple[int, int],
              height: int) -> int:
    """The logo (or the title in the display font); returns the y below it."""
    logo = assets.image(LOGO)
    if logo is not None:
        scale = height / logo.get_height()
        size = (round(logo.get_width() * scale), height)
        image = assets.scaled(LOGO, size)
        if image is not None:
            rect = image.get_rect(center=centre)
            surface.blit(image, rect)
            return rect.bottom
    px = int(height * 0.6)
    shadow = assets.text(t("app.title"), "display", px, (0, 0, 0))
    title = assets.text(t("app.title"), "display", px, theme.GOLD_LIGHT)
    blit_centred(surface, shadow, (centre[0] + 3, centre[1] + 4))
    blit_centred(surface, title, centre)
    sub = assets.text(t("app.subtitle"), "text", max(12, int(height * 0.18)), theme.TEXT_LIGHT)
    blit_centred(surface, sub, (centre[0], centre[1] + height * 0.48))
    return int(centre[1] + height * 0.62)
