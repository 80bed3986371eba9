"""The background of every menu-like screen: the table under a dark veil, and the logo."""

from __future__ import annotations

import pygame

from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import t
from scenes.ui.widgets import blit_centred, draw_dim

LOGO = "ui/logo.png"


def draw_backdrop(assets: Assets, surface: pygame.Surface, dim: int = 120) -> None:
    """The table with a dark veil."""
    surface.blit(assets.background(surface.get_size()), (0, 0))
    draw_dim(surface, dim)


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
