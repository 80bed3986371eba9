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


def recorded_panels(monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """The panels the message line draws from now on, noted as they are drawn."""
    panels: list[pygame.Rect] = []
    plain = widgets.draw_panel

    def recorded(surface: pygame.Surface, rect: pygame.Rect, *args: Any,
                 **kwargs: Any) -> None:
        panels.append(pygame.Rect(rect))
        plain(surface, rect, *args, **kwargs)

    monkeypatch.setattr(hud, "draw_panel", recorded)
    return panels


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_long_message_grows_over_the_stones_lower_half_not_the_hand(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    app = support.make_app(size)
    board = start_game(app)
    panels = recorded_panels(monkeypatch)
    board.message = "Stone 8 cannot be claimed yet: it could still be beaten by " * 9
    hud.draw_message(board, app.screen)
    lay = board.layout
    [grown] = panels
    assert grown.h > lay["message"].h  # it did grow
    assert grown.bottom > lay["message"].bottom and app.screen.get_rect().contains(grown)
    assert not grown.colliderect(lay["name_me"]) and not grown.colliderect(lay["hand_me"])
    # The cards at the stones keep their upper half, where their corners are.
    assert all(grown.top >= lay[f"side_me_{n}"].centery for n in range(1, 10))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)])
def test_a_two_line_message_leaves_three_cards_at_a_stone_whole(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Five testers lost the foot of the third card at a stone under a two-line hint: a
    side of three cards ends above the bar grown to two lines."""
    app = support.make_app(size)
    board = start_game(app)
    state = board.state
    for stone in (0, 8):
        for _ in range(3):
            state.sides[stone][0].append(state.clan_deck.pop())
    board.after_action()
    board.mirror.snap()
    panels = recorded_panels(monkeypatch)
    board.message = "Hint: this message is long enough to need a second line here. " * 3
    hud.draw_message(board, app.screen)
    [grown] = panels
    assert grown.h > board.layout["message"].h
    feet = [board.mirror.sprites[card].rect.bottom for stone in (0, 8)
            for card in state.sides[stone][0]]
    assert max(feet) <= grown.top, (feet, grown)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_two_line_message_keeps_a_margin_inside_its_bar(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """A newcomer's two-line messages touched the bar's border above and below."""
    app = support.make_app(size)
    board = start_game(app)
    panels = recorded_panels(monkeypatch)
    made: list[pygame.Surface] = []
    plain = app.assets.text

    def text(*args: Any, **kwargs: Any) -> pygame.Surface:
        made.append(plain(*args, **kwargs))
        return made[-1]

    monkeypatch.setattr(app.assets, "text", text)
    placed: list[pygame.Rect] = []

    class Screen(pygame.Surface):
        def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
                 special_flags: int = 0) -> pygame.Rect:
            if any(source is line for line in made):
                placed.append(pygame.Rect(dest, source.get_size()))
            return super().blit(source, dest, area, special_flags)

    screen = Screen(app.screen.get_size())
    board.message = "Hint: this message is long enough to need a second line here. " * 3
    hud.draw_message(board, screen)
    [grown] = panels
    assert len(placed) == 2
    lines = placed[0].unionall(placed[1:])
    margin = board.layout.px(6)
    assert lines.top - grown.top >= margin and grown.bottom - lines.bottom >= margin
