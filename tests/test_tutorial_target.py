"""The tutorial's target glow: its arrow never covers the line that says why a move was
refused (a newcomer read "beaten by G▼en 5" under the arrow over a hand card)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from scenes.shell.tutorial import draw_target


def arrow_pixels(clear: pygame.Rect | None) -> int:
    """How many pixels above the target the glow drew (the arrow's)."""
    surface = pygame.Surface((400, 400))
    surface.fill((0, 0, 0))
    target = pygame.Rect(150, 250, 100, 120)
    draw_target(surface, target, 0.0, 1.0, clear=clear)
    above = pygame.Rect(140, 180, 120, 55)  # between the ring's top and the arrow's reach
    return sum(1 for x in range(above.left, above.right) for y in range(above.top, above.bottom)
               if surface.get_at((x, y))[:3] != (0, 0, 0))


def test_the_arrow_is_drawn_above_a_target_unless_it_would_cover_the_message() -> None:
    assert arrow_pixels(None) > 100
    assert arrow_pixels(pygame.Rect(0, 200, 400, 30)) == 0  # the message line above the hand
    assert arrow_pixels(pygame.Rect(0, 0, 400, 40)) > 100  # a line elsewhere changes nothing
