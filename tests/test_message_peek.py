"""A long message grows the message bar upwards over the last cards at the stones; the
pointer on those cards shows them through it (two testers lost sight of their last card
at a stone while they read why it could not be claimed)."""

from __future__ import annotations

import pygame

from tests import scenes_support as support
from tests import session_support as sessions


def test_the_pointer_on_the_covered_cards_shows_them_through_the_bar() -> None:
    app = support.make_app(size=(1024, 640))
    board = sessions.start_game(app, mode="computer", first="me", level="easy")
    support.step(app, frames=3)
    rect = board.layout["message"]
    spot = (rect.x + rect.w // 3, rect.y - board.layout.px(6))  # above the one-line bar
    outside = (rect.right - 5, rect.bottom + board.layout.px(60))

    def frame(message: str, pointer: tuple[int, int]) -> pygame.Surface:
        board.set_message(message)
        board.pointer = pointer
        surface = pygame.Surface(app.size)
        board.draw(surface)  # the message bar is drawn last (``hud.draw_message``)
        return surface

    bare = frame("", outside).get_at(spot)
    long = "A long explanation of why the stone cannot be claimed yet. " * 4
    covered = frame(long, outside).get_at(spot)
    peeked = frame(long, spot).get_at(spot)
    assert covered != bare  # the grown bar lies over the spot

    def distance(a: pygame.Color, b: pygame.Color) -> int:
        return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True))

    assert distance(peeked, bare) < distance(covered, bare) // 2
    # On the bar's own line the message stays as it is.
    on_line = (rect.x + rect.w // 3, rect.centery)
    assert frame(long, on_line).get_at(spot) == covered
