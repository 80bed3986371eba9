"""What must hold after every frame of any scene, checked by the UI fuzz tests: the stack
never empties; a table's sprites mirror the engine (the view it shows is the engine's view
now, and every card of that view is a sprite at its place, face up or down as the view
says); and no card hidden from the seat at the screen is drawn face up (with the curtain
down, only what every seat may see)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from game.schotten.actions import Kind
from scenes.core.app import App
from scenes.schotten import hud
from scenes.schotten import placement as schotten_placement
from scenes.schotten.board import BoardScene
from scenes.schotten.undo import hide_draw
from scenes.schotten.words import card_name
from scenes.table.mirror import Mirror, Place
from scenes.takethat import placement as takethat_placement
from scenes.takethat.board import TakeThatBoard
from scenes.ui.sprites import Key


def allowed_cards(state: Any, viewer: int | None, seats: int) -> set[int]:
    """The cards the seat at the screen may see: its own view's, or with the curtain down
    the cards every seat sees."""
    if viewer is not None:
        return set(state.view(viewer).visible_cards())
    shared: set[int] | None = None
    for seat in range(seats):
        visible = set(state.view(seat).visible_cards())
        shared = visible if shared is None else shared & visible
    return shared or set()


def check_mirror(mirror: Mirror, places: dict[Key, Place]) -> None:
    assert set(mirror.sprites) == set(places), "every card of the view has one sprite"
    for key, place in places.items():
        sprite = mirror.sprites[key]
        assert (sprite.card, sprite.zone, sprite.layer) == (place.face, place.zone, place.layer)
        assert sprite.target == place.rect, (key, sprite.target, place.rect)


def check_schotten(board: BoardScene) -> None:
    state = board.state
    view = state.view(board.perspective)
    if board.hidden_draw is not None:  # the card drawn waits face down on the deck
        assert board.hidden_draw[0] in view.hand and board.viewer == board.perspective
        view = hide_draw(view, *board.hidden_draw)
    assert board.view == view, "the table shows the engine's view"
    shown = board.viewer == board.view.seat
    revealed = (schotten_placement.hand_order(state.hands[1 - board.view.seat])
                if state.outcome is not None and board.reveals_at_end
                and not board.session.hotseat else [])
    check_mirror(board.mirror, schotten_placement.places(board.layout, board.view, shown,
                                                         revealed))


def check_takethat(board: TakeThatBoard) -> None:
    state = board.state
    assert board.view == state.view(board.perspective), "the table shows the engine's view"
    shown = board.viewer == board.view.seat
    check_mirror(board.mirror, takethat_placement.places(board.layout, board.view, shown))


def check_app(app: App) -> None:
    assert app.stack.scenes, "the scene stack never empties"
    for scene in app.stack.scenes:
        if isinstance(scene, BoardScene):
            check_schotten(scene)
            check_log(scene)
        elif isinstance(scene, TakeThatBoard):
            check_takethat(scene)


@contextmanager
def faces_drawn(app: App) -> Iterator[list[tuple[object, int]]]:
    """Record, per table, every card face its painting draws while the block runs.

    The message line of Schotten Totten may show cards that could still beat a refused
    claim: examples drawn from every card not on the table, hiding nothing, so they are
    left out."""
    drawn: list[tuple[object, int]] = []
    wrapped: list[tuple[object, str]] = []
    for scene in app.stack.scenes:
        if isinstance(scene, BoardScene):
            art: Any = scene.art
            plain = art.blit
            message = scene.layout["message"]

            def blit(surface: pygame.Surface, card: int, rect: pygame.FRect,
                     board: BoardScene = scene, plain: Any = plain,
                     message: pygame.Rect = message) -> None:
                if card >= 0 and not message.contains(pygame.Rect(rect)):
                    drawn.append((board, card))
                plain(surface, card, rect)

            art.blit = blit
            wrapped.append((art, "blit"))
        elif isinstance(scene, TakeThatBoard):
            tt_art: Any = scene.art
            plain_face = tt_art.face

            def face(card: int, size: tuple[int, int], board: TakeThatBoard = scene,
                     plain: Any = plain_face) -> pygame.Surface:
                drawn.append((board, card))
                surface: pygame.Surface = plain(card, size)
                return surface

            tt_art.face = face
            wrapped.append((tt_art, "face"))
    try:
        yield drawn
    finally:
        for owner, name in wrapped:
            delattr(owner, name)


def check_log(board: BoardScene) -> None:
    """The log names no card hidden from the seat at the screen."""
    allowed = allowed_cards(board.state, board.viewer, 2)
    if board.viewer is not None:
        # What the seat itself put back stays in its memory wherever the card went since.
        allowed |= {action.card for seat, action in board.state.log if seat == board.viewer
                    and action.kind is Kind.RETURN and action.card is not None}
    hidden = [card_name(card) for card in range(54) if card not in allowed]
    for _, line in hud.log_lines(board):
        assert not any(name in line for name in hidden), f"the log names a hidden card: {line}"


def check_faces(drawn: list[tuple[object, int]]) -> None:
    """No card face drawn is hidden from the seat at the screen."""
    for board, card in drawn:
        if isinstance(board, BoardScene):
            allowed = allowed_cards(board.state, board.viewer, 2)
            if (board.state.outcome is not None and board.reveals_at_end
                    and not board.session.hotseat):
                allowed |= set(board.state.hands[0]) | set(board.state.hands[1])
        elif isinstance(board, TakeThatBoard):
            allowed = allowed_cards(board.state, board.viewer, board.players)
        else:
            continue
        assert card in allowed, f"{type(board).__name__} drew hidden card {card} face up"


def step_checked(app: App, events: list[pygame.event.Event], dt: float) -> None:
    """One frame of ``app`` with every invariant checked after it."""
    with faces_drawn(app) as drawn:
        app.step(events, dt)
    check_faces(drawn)
    check_app(app)
