"""The tutorial's target glow: its arrow never covers the line that says why a move was
refused (a newcomer read "beaten by G▼en 5" under the arrow over a hand card), and its
rings round that line leave the line's words readable."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

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


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.6875])
def test_the_glow_inside_a_thin_bar_keeps_off_its_middle(scale: float) -> None:
    surface = pygame.Surface((800, 200))
    surface.fill((10, 20, 30))
    bar = pygame.Rect(40, 80, 700, round(28 * scale))
    before = surface.copy()
    draw_target(surface, bar, 0.3, scale, arrow=False, inside=True)
    words = bar.inflate(-2 * round(6 * scale), -2 * round(6 * scale))
    changed_in_words = [(x, y) for x in range(words.x, words.right, 7)
                        for y in range(words.y, words.bottom)
                        if surface.get_at((x, y)) != before.get_at((x, y))]
    assert not changed_in_words, changed_in_words[:5]
    outside = [(x, y) for x in range(0, 800, 5) for y in (bar.y - 2, bar.bottom + 1)
               if surface.get_at((x, y)) != before.get_at((x, y))]
    assert not outside, "the glow keeps within the bar (cards lie close above it)"
    edge = [(x, bar.y + 1) for x in range(bar.x + 20, bar.right - 20, 10)]
    assert all(surface.get_at(p) != before.get_at(p) for p in edge), "the bar glows"
