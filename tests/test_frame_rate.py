"""The window loop slows down while nothing happens: the menu left open drew 60 frames a
second, 95% of a core under Xvfb. Input, gliding cards, a computer's turn and a lesson
keep the full rate; time is counted from the frames' own ``dt``, never a wall clock."""

from __future__ import annotations

import pygame

from scenes.core.app import FULL_RATE, IDLE_AFTER, IDLE_RATE, PULSE_RATE, App
from tests import scenes_support as support
from tests.scenes_support import FRAME
from tests.test_scenes_board import open_board
from tests.tutorial_support import open_lesson


def still(app: App, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step([], FRAME)


def test_the_menu_slows_down_when_left_alone_and_wakes_at_once() -> None:
    app = support.make_app()
    assert app.frame_rate() == FULL_RATE
    still(app, IDLE_AFTER - 0.5)
    assert app.frame_rate() == FULL_RATE
    still(app, 1.0)
    assert app.frame_rate() == IDLE_RATE < FULL_RATE
    support.step(app, [support.mouse(pygame.MOUSEMOTION, (10, 10))])
    assert app.frame_rate() == FULL_RATE


def test_gliding_cards_and_a_computers_turn_keep_the_full_rate() -> None:
    app = support.make_app(speed="normal")
    board = open_board(app, first="opponent")
    still(app, IDLE_AFTER + 1)
    # The computer played and its card glided; then it is the person's turn, and stillness.
    assert board.state.to_move == 0 and not board.mirror.moving
    assert app.frame_rate() == IDLE_RATE
    card = next(c for c in board.state.hands[0] if c < 54)
    support.drag(app, (board.sprites[card].rect.centerx, board.sprites[card].rect.y + 20),
                 board.layout["stone_5"].center)
    seen_moving = seen_computer = False
    for _ in range(round((IDLE_AFTER + 2) / FRAME)):
        app.step([], FRAME)
        moving, computer = board.mirror.moving, board.state.to_move == 1
        seen_moving |= moving
        seen_computer |= computer
        if moving or computer:
            assert app.frame_rate() == FULL_RATE
    assert seen_moving and seen_computer
    assert app.frame_rate() == IDLE_RATE


def test_a_lesson_keeps_its_pulse_smooth_at_half_the_work() -> None:
    """A lesson left open took 60% of a core: its pulse is smooth at 30 frames a second,
    while its cards glide at the full rate."""
    app = support.make_app()
    open_lesson(app, "schotten-totten", 0)
    still(app, IDLE_AFTER + 1)
    assert IDLE_RATE < app.frame_rate() == PULSE_RATE < FULL_RATE
    support.step(app, [support.mouse(pygame.MOUSEMOTION, (10, 10))])
    assert app.frame_rate() == FULL_RATE


def test_the_art_is_loaded_ahead_a_little_at_a_time() -> None:
    """At 3840x2160 the first frame of a table read some 80 files, and the click on Start
    seemed lost for two seconds. The window loop loads them ahead, within a budget per
    frame (a fake clock here: each reading of it is a second later)."""
    app = support.make_app()
    ticks = iter(range(10_000))
    clock = lambda: float(next(ticks))  # noqa: E731
    calls = 0
    while not app.assets.warm(0.5, clock):
        calls += 1
        assert calls < 500
    assert calls > 60  # one file per call: the budget is kept
    real_load = pygame.image.load
    try:
        pygame.image.load = _refuse  # type: ignore[assignment]
        for name in ("cards/R1.png", "cards/JOKER1.png", "ui/table.png"):
            assert app.assets.image(name) is not None, name  # read ahead, not now
    finally:
        pygame.image.load = real_load


def _refuse(*_: object) -> pygame.Surface:
    raise AssertionError("read after warming")
