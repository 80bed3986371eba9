"""Take That's table (issue 22): the layout fits at 1024×640 and 1920×1080 with 2–4 seats,
every hand card's big number shows, the game log and the last turn's line say only what is
public, the last turn's cards glow, computer turns are paced to be read, no card is ever
drawn out of a card's proportions, and the folded log stays folded."""

from __future__ import annotations

import itertools
import random
import re

import pygame
import pytest

from game.takethat import Action, Kind, TakeThatConfig, TakeThatMatch, new_round
from scenes.core.app import App
from scenes.model.seats import PlayerSpec
from scenes.table import timing
from scenes.takethat import history, placement
from scenes.takethat.board import TakeThatBoard
from scenes.takethat.placement import CARD_ASPECT
from scenes.takethat.session import TakeThatSession, start
from tests import scenes_support as support

SIZES = [(1024, 640), (1920, 1080)]


@pytest.mark.parametrize("professional", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_taken_rows_are_counted_from_public_moves_alone(players: int,
                                                        professional: bool) -> None:
    rng = random.Random(players)
    for seed in range(8):
        state = new_round(TakeThatConfig(players=players, professional=professional), seed)
        downs = []
        while state.outcome is None:
            before = [len(cards) for cards in state.face_down]
            state.play(rng.choice(state.legal_actions()))
            downs.append([len(cards) - was for cards, was in zip(state.face_down, before,
                                                                 strict=True)])
        done = history.moves(state.config, state.log)
        taken: list[list[int]] = [[] for _ in range(players)]
        for move, gained, row in zip(done, downs, history.rows_taken(done), strict=True):
            if move.action.kind is Kind.TAKE:
                assert gained[move.seat] == move.taken + move.penalty
                sentence = history.sentence(move, "Ann")
                assert re.findall(r"\d+", sentence) == [str(move.taken)], sentence
                # The log names the row's cards, which lay face up (a Polish family).
                assert len(row) == move.taken
                taken[move.seat].extend(row)
                listed = history.sentence(move, "Ann", row)
                assert re.findall(r"\d+", listed)[-len(row):] == [str(c) for c in row]
            else:
                assert not any(gained) and row == ()
        for seat in range(players):  # every row card taken, and no penalty card named
            assert set(taken[seat]) <= set(state.face_down[seat])
            assert len(state.face_down[seat]) - len(taken[seat]) == sum(
                move.penalty for move in done if move.seat == seat)


def test_a_card_played_onto_an_empty_row_is_said_to_start_one() -> None:
    """A Polish tester read "Tomek played 57 onto the row" where a twist had just emptied
    the row: every card that opens a row is said to start one, as after a take."""
    seen = set()
    rng = random.Random(5)
    for seed in range(40):
        state = new_round(TakeThatConfig(players=3), seed)
        while state.outcome is None:
            state.play(rng.choice(state.legal_actions()))
        row = 0
        for move in history.moves(state.config, state.log):
            kind = move.action.kind
            said = history.sentence(move, "Ann")
            if kind in (Kind.EXTEND, Kind.START):
                opening = kind is Kind.START or row == 0
                assert ("started a new row" in said) == opening, said
                seen.add((kind, opening))
            row = 0 if kind is Kind.TAKE else row - 1 if kind is Kind.TWIST else row + 1
    assert (Kind.EXTEND, True) in seen and (Kind.EXTEND, False) in seen


def table_rects(layout: placement.TableLayout, log_open: bool) -> dict[str, pygame.Rect]:
    rects = {"row": layout.row_area, "message": layout.message, "take": layout.take_button,
             "pile": layout.pile, "line": layout.last_move, "menu": layout.menu_button,
             "status": layout.status}
    if log_open:
        rects["log"] = layout.log
    for seat, zones in layout.seats.items():
        rects[f"seat{seat}"] = zones.panel
    return rects


@pytest.mark.parametrize("log_open", [True, False])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_the_table_fits_without_overlaps(size: tuple[int, int], players: int,
                                         log_open: bool) -> None:
    window = pygame.Rect((0, 0), size)
    for perspective in range(players):
        layout = placement.build(size, players, perspective, log_open)
        rects = table_rects(layout, log_open)
        names = list(rects)
        for index, name in enumerate(names):
            assert window.contains(rects[name]), name
            for other in names[index + 1:]:
                assert not rects[name].colliderect(rects[other]), (name, other)
        for seat, zones in layout.seats.items():
            for part in (zones.name, zones.hand, zones.face_up, zones.face_down, zones.info):
                assert zones.panel.contains(part), (seat, part)
        assert layout.row_card[1] >= layout.px(150), "the row is large"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_every_hand_card_shows_its_big_number(size: tuple[int, int], players: int) -> None:
    """The big number sits in the middle 60 % of a card: each card's next neighbour may
    cover no more than its last fifth."""
    layout = placement.build(size, players, 0)
    zones = layout.seats[0]
    for count in range(1, 10):
        rects = placement.fan(zones.hand, count, zones.hand_card, layout.px(10))
        for left, right in itertools.pairwise(rects):
            assert right.x - left.x >= 0.8 * left.w - 1
        assert all(zones.hand.inflate(2, 2).contains(pygame.Rect(rect)) for rect in rects)
    assert zones.hand_card[1] >= 0.2 * size[1], "the hand is large"


def computers_board(speed: str, players: int = 3) -> tuple[TakeThatBoard, App]:
    app = support.make_app(speed=speed)
    specs = tuple(PlayerSpec(f"Computer {seat + 1}", "easy") for seat in range(players))
    session = TakeThatSession(TakeThatMatch.start(TakeThatConfig(players=players), 3), specs)
    start(app, session)
    board = TakeThatBoard(app, session)
    app.stack.push(board)
    app.stack.apply_pending()
    return board, app


@pytest.mark.parametrize("speed", ["normal", "fast", "slow"])
def test_computer_turns_are_paced_to_be_read(speed: str) -> None:
    board, app = computers_board(speed)
    factor = board.settings.speed_factor
    clock = 0.0
    played_at: list[float] = []
    seen = len(board.state.log)
    for _ in range(900):
        support.step(app)
        clock += support.FRAME
        if len(board.state.log) != seen:
            seen = len(board.state.log)
            played_at.append(clock)
        if len(played_at) >= 6:
            break
    gaps = [later - earlier for earlier, later in itertools.pairwise(played_at)]
    assert len(gaps) >= 4
    expected = timing.TAKETHAT_TURN / factor
    assert all(gap >= expected - 1.5 * support.FRAME for gap in gaps), gaps
    assert all(gap <= expected + 0.5 for gap in gaps), gaps


def test_without_animations_computers_do_not_wait() -> None:
    board, app = computers_board("instant")
    assert board.wait == 0.0
    support.step(app, frames=5)
    assert len(board.state.log) >= 4


def test_no_card_is_ever_drawn_out_of_proportion_and_the_last_turn_glows() -> None:
    board, app = computers_board("normal", players=4)
    glowed = 0
    for _ in range(1500):
        support.step(app)
        for sprite in [*board.draw_order, *board.mirror.ghosts]:
            ratio = sprite.rect.h / sprite.rect.w
            assert abs(ratio - CARD_ASPECT) < 0.12, (sprite.key, sprite.rect)
        if board.state.outcome is not None:
            break
        turn = history.last_turn(board.moves)
        if turn:
            action = turn[-1].action
            if action.kind in (Kind.EXTEND, Kind.START):
                assert action.card in board.glowing
                glowed += 1
            last = board.last_move_text()
            assert last is not None and last[0] == turn[0].seat
    assert glowed > 100


def test_the_folded_log_stays_folded_and_gives_the_row_its_room() -> None:
    board, app = computers_board("instant")
    support.step(app)
    wide = board.layout.row_area.w
    header = board.log_panel.header()
    assert header.w > 0
    support.click(app, header.center)
    assert board.log_panel.collapsed and board.settings.log_collapsed
    assert board.layout.row_area.w > wide
    again = TakeThatBoard(board.app, board.session)
    assert again.log_panel.collapsed
    support.key(app, pygame.K_l)
    assert not board.log_panel.collapsed and not board.settings.log_collapsed
    assert board.layout.row_area.w == wide


def test_the_log_names_every_move_of_the_round() -> None:
    board, app = computers_board("instant", players=2)
    support.step(app, frames=30)
    entries = board.log_entries()
    assert len(entries) == len(board.state.log) + 1
    assert entries[0][1].startswith("Round 1")
    colours = {colour for colour, _ in entries[1:]}
    assert len(colours) == 2, "each seat its colour"


def test_the_lessons_taken_rows_are_counted_from_its_own_start() -> None:
    """The tutorial's round starts with a card in the row and a short pile: the last move's
    line must count what each take really put face down ("took the row: 3 cards")."""
    from scenes.takethat.tutorial import TakeThatTutorial
    from scenes.takethat.tutorial_script import LESSONS, PILE, ROW, lesson_start

    state = lesson_start()
    downs = []
    for step in LESSONS[0].steps:
        played = [step.expect] if step.kind == "action" else []
        for text in [*played, *step.then]:
            before = [len(cards) for cards in state.face_down]
            state.play(Action.from_text(text))
            downs.append([len(cards) - was for cards, was in zip(state.face_down, before,
                                                                 strict=True)])
    takes = 0
    for move, gained in zip(history.moves(state.config, state.log, len(ROW), len(PILE)),
                            downs, strict=True):
        if move.action.kind is Kind.TAKE:
            takes += 1
            assert gained[move.seat] == move.taken > 0
    assert takes == 2
    app = support.make_app()
    take_step = next(index for index, step in enumerate(LESSONS[0].steps)
                     if step.expect == "take")
    lesson = TakeThatTutorial(app, 0, take_step + 1)
    taken = [move.taken for move in lesson.moves if move.action.kind is Kind.TAKE]
    assert taken == [3]
