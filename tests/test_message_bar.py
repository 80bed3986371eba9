"""The message line of the Schotten Totten table: a long message (every card that could
still beat a refused claim, a hint) grows upwards over the lower part of the player's
own cards at the stones, never over the player's name or the corners of the hand (two
testers lost them under it, and the card a hint lifts)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.schotten import hud
from scenes.ui import widgets
from tests import scenes_support as support
from tests.session_support import start_game


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_long_message_grows_over_the_stones_lower_half_not_the_hand(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    app = support.make_app(size)
    board = start_game(app)
    panels: list[pygame.Rect] = []
    plain = widgets.draw_panel

    def recorded(surface: pygame.Surface, rect: pygame.Rect, *args: Any,
                 **kwargs: Any) -> None:
        panels.append(pygame.Rect(rect))
        plain(surface, rect, *args, **kwargs)

    monkeypatch.setattr(hud, "draw_panel", recorded)
    board.message = "Stone 8 cannot be claimed yet: it could still be beaten by " * 9
    hud.draw_message(board, app.screen)
    lay = board.layout
    [grown] = panels
    assert grown.h > lay["message"].h  # it did grow
    assert grown.bottom > lay["message"].bottom and app.screen.get_rect().contains(grown)
    assert not grown.colliderect(lay["name_me"]) and not grown.colliderect(lay["hand_me"])
    # The cards at the stones keep their upper half, where their corners are.
    assert all(grown.top >= lay[f"side_me_{n}"].centery for n in range(1, 10))
